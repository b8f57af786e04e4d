/**
 * An Oxono move and its text. A move is one small integer, cheap to keep in search tables and to send
 * to a worker: `symbol << 12 | totem destination << 6 | pawn square` (symbol 0 is X, 1 O; squares as in
 * squares.ts). Its text names the totem by its symbol, then where it goes, then where the mover's pawn
 * of that symbol goes: `X c3 b3`, or compact `Xc3b3` (one word, as UGI sends moves). Both forms read.
 */
import { err, ok, type Result } from '../result';
import { SYMBOLS, type SymbolName } from './position';
import { readSquare, squareName } from './squares';

export type OxonoMove = number;

export const oxonoMove = (symbol: number, totem: number, pawn: number): OxonoMove =>
  (symbol << 12) | (totem << 6) | pawn;
/** 0 for the X totem, 1 for the O totem. */
export const moveSymbol = (move: OxonoMove): number => (move >> 12) & 1;
/** The square the totem goes to. */
export const moveTotem = (move: OxonoMove): number => (move >> 6) & 63;
/** The square the pawn goes on. */
export const movePawn = (move: OxonoMove): number => move & 63;
export const moveSymbolName = (move: OxonoMove): SymbolName => SYMBOLS[moveSymbol(move)];

/** `spaced` (`X c3 b3`, the files' and screens' form) or `compact` (`Xc3b3`, UGI's). */
export type MoveForm = 'spaced' | 'compact';

export function moveText(move: OxonoMove, form: MoveForm = 'spaced'): string {
  const parts = [moveSymbolName(move), squareName(moveTotem(move)), squareName(movePawn(move))];
  return parts.join(form === 'spaced' ? ' ' : '');
}

const SHAPE = 'a totem symbol, its destination and the pawn\'s square, as "X c3 b3" or "Xc3b3"';

/**
 * Reads a move in either form. Checks the words only (a symbol and two squares of the board); whether
 * the move is legal in a position is the rules' question (`play`).
 */
export function readMove(text: string): Result<OxonoMove> {
  const trimmed = text.trim();
  const words = /\s/.test(trimmed)
    ? trimmed.split(/\s+/)
    : [trimmed.slice(0, 1), trimmed.slice(1, 3), trimmed.slice(3)];
  if (words.length !== 3 || words.some((word) => word === ''))
    return err(`move "${text}": expected ${SHAPE}`);
  const [symbol, totemText, pawnText] = words;
  const symbolIndex = SYMBOLS.indexOf(symbol as SymbolName);
  if (symbolIndex < 0) return err(`move "${text}": the totem symbol "${symbol}" is not X or O`);
  const totem = readSquare(totemText);
  if (!totem.ok) return err(`move "${text}": the totem's destination ${totem.error}`);
  const pawn = readSquare(pawnText);
  if (!pawn.ok) return err(`move "${text}": the pawn's square ${pawn.error}`);
  return ok(oxonoMove(symbolIndex, totem.value, pawn.value));
}
