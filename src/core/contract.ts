/**
 * # The game contract
 *
 * What a two-player game gives the club, the stored games, the replay viewer, the move list, the
 * opponent worker and the engine pool, so none of them names a game: start positions, position and
 * move text in and out (with `Result` errors naming what is wrong), the legal moves, playing one,
 * whose turn it is, how the game ended and a key that tells positions apart. A game implements it in
 * its own folder and adds one line to the registry (`games.ts`); its extras (Ataxx's levels, arcade
 * ending, scoring and campaign) stay its own.
 *
 * The two sides are `x` (moves first) and `o` whatever a game calls them on screen. A game's state
 * (`S`) is plain serialisable data holding everything the rules need (its variant too), and moves (`M`)
 * are the game's own; everything outside the game passes them around and never looks inside: it reads
 * and writes them as text.
 */
import type { Result } from './result';
import type { Side } from './side';

/** How a finished game ended, in the words every game shares. */
export interface GameEnd {
  /** The winner; null for a draw. */
  readonly winner: Side | null;
  /** The game's own name for the ending (`board-full`, `line`…), shown and stored as it is. */
  readonly reason: string;
  /** The final score of each side, for the games that count one (Ataxx's pieces); absent otherwise. */
  readonly score?: { readonly x: number; readonly o: number };
}

export interface GameRules<S = unknown, M = unknown> {
  /** The game's name in the club: in game views, stored games, rating pools (`ataxx`). */
  readonly name: string;
  /** Its variants, the default first (Ataxx: `arcade`, `classic`; a game with one says `standard`). */
  readonly variants: readonly string[];
  /**
   * How many moves each side makes in a typical game: a timed game's estimated length is its starting
   * time plus this many increments, which decides its rating family (bullet, blitz, rapid).
   */
  readonly movesPerSide: number;

  /** The usual start position of a variant, as position text. */
  startText(variant: string): string;
  /** A position read from text (a start text or one `positionText` wrote) under a variant. */
  readPosition(text: string, variant: string): Result<S>;
  /** The position as text, turn included: what stored games, views and engines exchange. */
  positionText(state: S): string;
  /** The state's variant. */
  variantOf(state: S): string;

  /** A move read from its text in this position; an error says why it cannot be one. Legality is `play`'s. */
  readMove(state: S, text: string): Result<M>;
  /** A move's text in this position (the one `readMove` reads back). */
  moveText(state: S, move: M): string;
  /** Every legal move of the side to move: none once the game is over. */
  legalMoves(state: S): readonly M[];
  /** The position after a legal move; an error (naming the move) when it is not legal here. */
  play(state: S, move: M): Result<S>;
  /**
   * The move the side to move must make without a choice, which the club plays for it at once (Ataxx
   * classic's pass); null when the player has a choice to make.
   */
  forcedMove(state: S): M | null;

  /** The side to move. */
  turn(state: S): Side;
  /** How the game ended, or null while it goes on. */
  outcome(state: S): GameEnd | null;
  /** A key equal for equal positions (turn and variant included) and different otherwise. */
  key(state: S): string;
}

/** A game whose state and moves nobody outside it looks into: what the registry hands out. */
export type AnyGameRules = GameRules<unknown, unknown>;
