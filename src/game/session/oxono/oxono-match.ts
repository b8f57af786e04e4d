/**
 * An Oxono game on this device as plain, serialisable data: where it started, the moves played (move
 * text), who plays each colour (a player tapping, or the computer at a strength) and the seed the
 * computer's questions derive from. The position is always replayed from these through core, so the
 * save, the replay and the screen never hold a board of their own. Pure: tested in Node.
 */
import type { GameEnd } from '../../../core/contract';
import { err, ok, type Result } from '../../../core/result';
import {
  moveText,
  oxono,
  oxonoOutcome,
  playOxono,
  readMove,
  START_TEXT,
  type Colour,
  type OxonoMove,
  type OxonoPosition,
} from '../../../core/oxono';

/** Who plays a colour: a player on this device, or the computer at a strength of its ladder (1-10). */
export type OxonoPlayer =
  { readonly kind: 'human' } | { readonly kind: 'computer'; readonly strength: number };

export interface OxonoMatch {
  /** The start position's text (OXONO.md's format). */
  readonly start: string;
  /** The moves played, as move text (`X c3 b3`). */
  readonly moves: readonly string[];
  readonly players: { readonly [colour in Colour]: OxonoPlayer };
  readonly seed: number;
}

export const HUMAN: OxonoPlayer = { kind: 'human' };

/** A new game from the start (or from `start`, a position text a test or a lesson hands in). */
export function newOxonoMatch(
  players: OxonoMatch['players'],
  seed: number,
  start: string = START_TEXT,
): Result<OxonoMatch> {
  const read = oxono.readPosition(start, 'standard');
  if (!read.ok) return err(`start position: ${read.error}`);
  return ok({ start: oxono.positionText(read.value), moves: [], players, seed: seed >>> 0 });
}

/** Every position of the game, the start first; an error names the move that does not play. */
export function matchPositions(match: OxonoMatch): Result<OxonoPosition[]> {
  const start = oxono.readPosition(match.start, 'standard');
  if (!start.ok) return err(`start position: ${start.error}`);
  const positions = [start.value];
  for (const [index, text] of match.moves.entries()) {
    const move = readMove(text);
    const played = move.ok ? playOxono(positions[index], move.value) : move;
    if (!played.ok) return err(`move ${index + 1}: ${played.error}`);
    positions.push(played.value.position);
  }
  return ok(positions);
}

/** The game with one more move (a legal one: core checks it). */
export function playInMatch(match: OxonoMatch, position: OxonoPosition, move: OxonoMove): Result<OxonoMatch> {
  const played = playOxono(position, move);
  if (!played.ok) return played;
  return ok({ ...match, moves: [...match.moves, moveText(move)] });
}

/** How the game ended, or null while it goes on (core's outcome; pink is the contract's `x`). */
export const matchEnd = (position: OxonoPosition): GameEnd | null => oxonoOutcome(position);

/** The colour that won an ending (null: a draw). */
export const winnerColour = (end: GameEnd): Colour | null =>
  end.winner === null ? null : end.winner === 'x' ? 'pink' : 'black';

/** Who is to play now, by the match's players. */
export const playerToMove = (match: OxonoMatch, position: OxonoPosition): OxonoPlayer =>
  match.players[position.turn];
