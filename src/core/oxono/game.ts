/**
 * Oxono behind the game contract (contract.ts): what the club, the stored games, the replay viewer and
 * the engine pool know of it. Pink is the contract's `x` (moves first), black its `o`. Positions and
 * moves are OXONO.md's text (text.ts, move.ts); a move is legal when the fast board's generator
 * (board.ts) lists it, and an illegal one is refused with the rule it breaks. A game ends on a line
 * (won by the player who made it) or with all 32 pawns placed (drawn); Oxono never passes.
 */
import type { GameEnd, GameRules } from '../contract';
import { err, ok, type Result } from '../result';
import type { Side } from '../side';
import { codesOf, MAX_MOVES, OxonoBoard } from './board';
import { COLOUR_LINE, lineSquares, linesOnBoard, SYMBOL_LINE } from './lines';
import { moveSymbol, moveSymbolName, moveText, moveTotem, movePawn, readMove, type OxonoMove } from './move';
import { ALL_PAWNS, otherColour, type Colour, type OxonoPosition } from './position';
import { SQUARES, squareName } from './squares';
import { positionText, readPosition, START_TEXT } from './text';

/** A position after a move, and the lines (lines.ts flags) the move made: 0 when it made none. */
export interface Played {
  readonly position: OxonoPosition;
  readonly lines: number;
}

/** Every legal move of the side to move, in the generator's order; none once the game is over. */
export function legalOxonoMoves(position: OxonoPosition): OxonoMove[] {
  const moves = new Int32Array(MAX_MOVES);
  const n = new OxonoBoard(position).generate(moves);
  return Array.from(moves.subarray(0, n));
}

/** Why a move is not legal on the board, in the rules' words; null when it is. */
function whyIllegal(board: OxonoBoard, move: OxonoMove): string | null {
  const mover: Colour = board.turn === 0 ? 'pink' : 'black';
  if (board.lastLines !== 0) return 'the game is over: the last move made a line';
  if (board.placed === ALL_PAWNS) return 'the game is over: all 32 pawns are placed';
  const symbol = moveSymbol(move);
  const name = moveSymbolName(move);
  if (!board.holds(symbol)) return `${mover} has no ${name} pawn left, so cannot move the ${name} totem`;
  const landings = new Int8Array(SQUARES);
  const count = board.destinations(symbol, landings);
  const reach = Array.from(landings.subarray(0, count), squareName).sort();
  const from = board.totems[symbol];
  const to = moveTotem(move);
  if (!reach.includes(squareName(to)))
    return `the ${name} totem on ${squareName(from)} cannot go to ${squareName(to)} (it can go to ${reach.join(', ')})`;
  const pawns = new Int32Array(SQUARES);
  const places = Array.from(pawns.subarray(0, board.pawnMoves(symbol, from, to, pawns, 0)), (m) =>
    squareName(movePawn(m)),
  ).sort();
  if (!places.includes(squareName(movePawn(move))))
    return (
      `the pawn cannot go on ${squareName(movePawn(move))}: with the ${name} totem on ${squareName(to)} ` +
      `it can go on ${places.join(', ')}`
    );
  return null;
}

/** The position after a move and the lines it made; an error names the move and the rule it breaks. */
export function playOxono(position: OxonoPosition, move: OxonoMove): Result<Played> {
  const board = new OxonoBoard(position);
  const why = whyIllegal(board, move);
  if (why !== null) return err(`${moveText(move)}: ${why}`);
  board.make(move);
  return ok({ position: board.position(), lines: board.lastLines });
}

/** The ending's name for the lines that ended a game: `colour-line`, `symbol-line` or both at once. */
const LINE_REASONS: Readonly<Record<number, string>> = {
  [COLOUR_LINE]: 'colour-line',
  [SYMBOL_LINE]: 'symbol-line',
  [COLOUR_LINE | SYMBOL_LINE]: 'colour-symbol-line',
};

const sideOf = (colour: Colour): Side => (colour === 'pink' ? 'x' : 'o');

/**
 * How the game ended: a line wins for the player who made it (the one not to move: only the mover can
 * win), reason `colour-line`, `symbol-line` or `colour-symbol-line`; all 32 pawns placed without one is
 * a draw, `all-placed`; null while the game goes on.
 */
export function oxonoOutcome(position: OxonoPosition): GameEnd | null {
  const lines = linesOnBoard(codesOf(position.cells));
  if (lines !== 0) return { winner: sideOf(otherColour(position.turn)), reason: LINE_REASONS[lines] };
  const { pink, black } = position.reserves;
  return pink.X + pink.O + black.X + black.O === 0 ? { winner: null, reason: 'all-placed' } : null;
}

/**
 * Where the winning line lies once `move` ended the game with one: the squares of every line through
 * its pawn (core said a line was made; this says where, for the board to draw). Empty when it made none.
 */
export const winningLine = (position: OxonoPosition, move: OxonoMove): number[] =>
  lineSquares(codesOf(position.cells), movePawn(move));

export const oxono: GameRules<OxonoPosition, OxonoMove> = {
  name: 'oxono',
  variants: ['standard'],
  // A decisive game is often 8 to 16 plies; a full one is 32 (16 moves a side).
  movesPerSide: 16,

  startText: () => START_TEXT,
  readPosition(text, variant) {
    if (variant !== 'standard') return err(`variant "${variant}": Oxono plays standard`);
    return readPosition(text);
  },
  positionText,
  variantOf: () => 'standard',

  readMove: (_position, text) => readMove(text),
  moveText: (_position, move) => moveText(move),
  legalMoves: legalOxonoMoves,
  play(position, move) {
    const played = playOxono(position, move);
    return played.ok ? ok(played.value.position) : played;
  },
  forcedMove: () => null,

  turn: (position) => sideOf(position.turn),
  outcome: oxonoOutcome,
  key: positionText,
};
