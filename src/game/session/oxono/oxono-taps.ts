/**
 * What a tap means in an Oxono game on this device: a move is two taps, the totem's destination and
 * then the pawn's square, and tapping anywhere else cancels. A pure `(choice, tap) → choice` function
 * over plain data, tested in Node; the scene draws the marks it returns. Every legal square comes from
 * core's move list (legalOxonoMoves): this module only sorts core's moves by what the player taps. It
 * also names the fallback a player would otherwise have to guess (an enclosed totem's jump, a teleport,
 * a pawn placed anywhere: core's totem.ts says which is in force), so the board can say why the marks
 * are where they are.
 */
import {
  legalOxonoMoves,
  movePawn,
  moveSymbol,
  moveTotem,
  pawnGoesAnywhere,
  SYMBOLS,
  totemMoveKind,
  totemSquare,
  type OxonoMove,
  type OxonoPosition,
  type SymbolName,
} from '../../../core/oxono';

/** Where a move stands between the two taps. */
export type OxonoChoice =
  /** Nothing chosen; `symbol` narrows the destinations to one totem once its square has been tapped. */
  | { readonly step: 'totem'; readonly symbol: SymbolName | null }
  /** The totem's destination is chosen: the pawn's square is next. */
  | { readonly step: 'pawn'; readonly symbol: SymbolName; readonly to: number };

export const NO_CHOICE: OxonoChoice = { step: 'totem', symbol: null };

/** Why the marked squares are where they are, when it is not the ordinary rule. */
export type OxonoFallback = 'jump' | 'teleport' | 'anywhere';

/** What the board marks now: the squares a tap may take, and which totem each destination moves. */
export interface OxonoMarks {
  readonly step: 'totem' | 'pawn';
  /** Legal destinations (step `totem`) or legal pawn squares (step `pawn`). */
  readonly squares: readonly number[];
  /** Step `totem`: the totems each marked destination is for (one or both). */
  readonly totems: Readonly<Record<number, readonly SymbolName[]>>;
  /** The chosen totem and where it goes (step `pawn`). */
  readonly chosen: { readonly symbol: SymbolName; readonly from: number; readonly to: number } | null;
  /** The fallbacks in force, one per totem shown (a jump for X, say, while O slides). */
  readonly fallbacks: readonly { readonly symbol: SymbolName; readonly kind: OxonoFallback }[];
}

/** The outcome of a tap: the choice after it, and the move it completes (null while none is complete). */
export interface OxonoTapResult {
  readonly choice: OxonoChoice;
  readonly move: OxonoMove | null;
}

const symbolOf = (move: OxonoMove): SymbolName => SYMBOLS[moveSymbol(move)];

const unique = (squares: number[]): number[] => [...new Set(squares)].sort((a, b) => a - b);

/** The marks for a choice in a position (none once the game is over: core lists no moves). */
export function oxonoMarks(position: OxonoPosition, choice: OxonoChoice): OxonoMarks {
  const legal = legalOxonoMoves(position);
  if (choice.step === 'pawn') {
    const pawns = legal.filter((move) => symbolOf(move) === choice.symbol && moveTotem(move) === choice.to);
    const squares = unique(pawns.map(movePawn));
    const from = totemSquare(position, choice.symbol);
    const anywhere = squares.length > 0 && pawnGoesAnywhere(position, from, choice.to);
    return {
      step: 'pawn',
      squares,
      totems: {},
      chosen: { symbol: choice.symbol, from, to: choice.to },
      fallbacks: anywhere ? [{ symbol: choice.symbol, kind: 'anywhere' }] : [],
    };
  }
  const totems: Record<number, SymbolName[]> = {};
  const fallbacks: { symbol: SymbolName; kind: OxonoFallback }[] = [];
  for (const symbol of SYMBOLS) {
    if (choice.symbol !== null && choice.symbol !== symbol) continue;
    const destinations = unique(legal.filter((move) => symbolOf(move) === symbol).map(moveTotem));
    if (destinations.length === 0) continue;
    for (const square of destinations) (totems[square] ??= []).push(symbol);
    const kind = totemMoveKind(position, symbol);
    if (kind !== 'slide') fallbacks.push({ symbol, kind });
  }
  const squares = Object.keys(totems)
    .map(Number)
    .sort((a, b) => a - b);
  return { step: 'totem', squares, totems, chosen: null, fallbacks };
}

/**
 * A tap on `square` (null: off the board). In the first step a tap on a totem narrows the marks to it,
 * a tap on a marked destination moves there (the narrowed totem, else the only one that reaches it, else
 * X: tapping the same square again then swaps to O), and any other tap clears. In the second step a
 * tap on a marked pawn square completes the move; anything else cancels it.
 */
export function oxonoTap(
  position: OxonoPosition,
  choice: OxonoChoice,
  square: number | null,
): OxonoTapResult {
  const marks = oxonoMarks(position, choice);
  if (square === null) return { choice: NO_CHOICE, move: null };
  if (choice.step === 'pawn') {
    if (marks.squares.includes(square)) {
      const move = legalOxonoMoves(position).find(
        (legal) =>
          symbolOf(legal) === choice.symbol && moveTotem(legal) === choice.to && movePawn(legal) === square,
      );
      return { choice: NO_CHOICE, move: move ?? null };
    }
    if (square === choice.to) {
      // The same destination again: the other totem, when it reaches this square too.
      const other: SymbolName = choice.symbol === 'X' ? 'O' : 'X';
      const both = oxonoMarks(position, NO_CHOICE).totems[square] ?? [];
      if (both.includes(other)) return { choice: { step: 'pawn', symbol: other, to: square }, move: null };
    }
    return { choice: NO_CHOICE, move: null };
  }
  const symbols = marks.totems[square];
  if (symbols) {
    const symbol = choice.symbol ?? symbols[0];
    return { choice: { step: 'pawn', symbol, to: square }, move: null };
  }
  for (const symbol of SYMBOLS) {
    if (totemSquare(position, symbol) !== square) continue;
    const reaches = oxonoMarks(position, { step: 'totem', symbol }).squares.length > 0;
    const narrowed = choice.symbol === symbol;
    return { choice: reaches && !narrowed ? { step: 'totem', symbol } : NO_CHOICE, move: null };
  }
  return { choice: NO_CHOICE, move: null };
}
