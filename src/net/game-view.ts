import * as v from 'valibot';
import { SIDES, type Side } from '../core/side';
import { RatingChangesSchema, UnratedReasonSchema, type RatingChanges, type UnratedReason } from './ratings';
import { TIME_CONTROL_IDS, type TimeControlId } from './time-control';

/**
 * The game as the server shows it to everyone in the room: one plain snapshot, sent whole in a `state`
 * message after every change (a game is small, so there is no diffing to get wrong). All times are the
 * server's epoch milliseconds; a client maps them to its own clock with `ping`/`pong`.
 */
export const GAME_PHASES = ['waiting', 'playing', 'over'] as const;
/** `waiting`: one seat is still free; `playing`: both seats taken, moves go on; `over`: `end` says how. */
export type GamePhase = (typeof GAME_PHASES)[number];

export const GAME_RESULTS = ['x', 'o', 'draw', 'aborted'] as const;
/** The winning side, a draw, or an aborted game (which counts for nobody). */
export type GameResult = (typeof GAME_RESULTS)[number];

/**
 * The club's own endings, the same for every game: what a player or the clock did. Every other reason
 * is the board's, in the game's own words (`GameEnd.reason` of core/contract.ts: Ataxx's `board-full`,
 * `wiped-out`…), passed on as it is: a bounded name the club never looks into.
 */
export const CLUB_END_REASONS = ['resign', 'flag', 'abandon', 'agreement', 'aborted'] as const;
export type ClubEndReason = (typeof CLUB_END_REASONS)[number];
/** Why a game ended: one of the club's reasons, or the board's ending as its game names it. */
export type GameEndReason = ClubEndReason | (string & {});

export const isClubEndReason = (reason: string): reason is ClubEndReason =>
  (CLUB_END_REASONS as readonly string[]).includes(reason);

/**
 * How the protocol writes the names a game chooses (its own name, its variants, its board endings):
 * lower-case words joined by `-`, short enough to list and store. The registry, not the protocol, says
 * which names exist, so a view of a game this client does not know still reads.
 */
export const GameWordSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/), v.maxLength(32));

/** Move text as the protocol carries it: the game's own (Ataxx `g2`, `a7c5`, `0000`), at most this long. */
export const MAX_MOVE_TEXT = 32;

/** A seated player's rating in a rated game's pool, as the club keeps it now (the start rating before a first game). */
export interface SeatRatingView {
  readonly rating: number;
  /** Above `PROVISIONAL_DEVIATION` the rating is still settling and is shown with a "?". */
  readonly deviation: number;
}

/** One seat: who sits there and whether they are here now. */
export interface SeatView {
  readonly id: string;
  readonly name: string;
  readonly connected: boolean;
  /** While away: when the game is lost (or aborted, before both have moved) if they are not back. */
  readonly awayDeadline: number | null;
}

export interface MoveView {
  /** 1-based: the first move of the game is ply 1. */
  readonly ply: number;
  /** The move as its game writes it (Ataxx: `g2` clone, `a7c5` jump, `0000` pass). */
  readonly move: string;
  /** The mover's clock after the move and its increment; null in an untimed game. */
  readonly clockMs: number | null;
  readonly at: number;
}

/**
 * Both clocks as they stood at server time `at`. The `running` side's clock has been going down since
 * `at`; the other is still. `running` is null until both sides have made their first move (the first
 * move of each side is free, so nobody loses on time before the game has begun) and after the end.
 */
export interface ClockView {
  readonly x: number;
  readonly o: number;
  readonly running: Side | null;
  readonly at: number;
}

/** Open offers and requests: the side that made each, or null. */
export interface OffersView {
  readonly draw: Side | null;
  readonly takeback: Side | null;
  readonly rematch: Side | null;
}

export interface GameEndView {
  readonly result: GameResult;
  readonly reason: GameEndReason;
  readonly at: number;
  /**
   * An aborted game's side that ended it (by Abort, Resign or leaving before both had moved): the
   * result names nobody, so the card could not say who otherwise. Absent for every other end.
   */
  readonly by?: Side;
}

export interface GameView {
  /** Grows with every snapshot of this room, so a late snapshot never overwrites a newer one. */
  readonly seq: number;
  /** The invite code (`?join=<code>`); it is also the room's id and stays the same for rematches. */
  readonly code: string;
  /** The stored game (`?game=<id>`, GET /api/games/:id); null until both seats are taken. A rematch has a new one. */
  readonly gameId: string | null;
  readonly phase: GamePhase;
  readonly players: { readonly x: SeatView | null; readonly o: SeatView | null };
  /** The game played, by its name in the registry (core/games.ts): `ataxx`. */
  readonly game: string;
  /** The start position, as the game's position text (Ataxx: FEN). */
  readonly start: string;
  /**
   * The game's variant (Ataxx: `arcade` or `classic`), one of `gameRules(game).variants`. Named `rules`
   * because it was Ataxx's ruleset before the club had a second game.
   */
  readonly rules: string;
  readonly timeControl: TimeControlId;
  readonly rated: boolean;
  /** Set on a game that would have been rated and is played unrated, and why (shown before it starts). */
  readonly unrated?: UnratedReason;
  readonly moves: readonly MoveView[];
  /** The position now, as the game's position text (the start with every move played; Ataxx: FEN). */
  readonly fen: string;
  /** The side to move now. */
  readonly turn: Side;
  /** null in an untimed game. */
  readonly clock: ClockView | null;
  readonly offers: OffersView;
  readonly end: GameEndView | null;
  /** How many connections watch without a seat (spectators); players and spectators both see it. */
  readonly watchers: number;
  /** Server time when this snapshot was made. */
  readonly serverTime: number;
  /** Both ratings before and after, once a rated game has ended and been rated; absent or null otherwise. */
  readonly ratings?: RatingChanges | null;
  /**
   * In a rated game, each seated player's rating in its pool, read from the club's store (shown under
   * the names); a seat is null until it is read. Absent or null in a casual game.
   */
  readonly seatRatings?: { readonly x: SeatRatingView | null; readonly o: SeatRatingView | null } | null;
}

/** What `side` has left at server time `now` (never below zero). */
export function clockLeft(clock: ClockView, side: Side, now: number): number {
  const stood = clock[side];
  return Math.max(0, clock.running === side ? stood - Math.max(0, now - clock.at) : stood);
}

const time = v.pipe(v.number(), v.finite());
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const side = v.picklist(SIDES);

const SeatRatingSchema = v.object({ rating: time, deviation: time });

const SeatViewSchema = v.object({
  id: text(64),
  name: text(40),
  connected: v.boolean(),
  awayDeadline: v.nullable(time),
});

export const GameViewSchema = v.object({
  seq: v.pipe(v.number(), v.integer()),
  code: text(32),
  gameId: v.nullable(text(64)),
  phase: v.picklist(GAME_PHASES),
  players: v.object({ x: v.nullable(SeatViewSchema), o: v.nullable(SeatViewSchema) }),
  game: GameWordSchema,
  start: text(200),
  rules: GameWordSchema,
  timeControl: v.picklist(TIME_CONTROL_IDS),
  rated: v.boolean(),
  unrated: v.optional(UnratedReasonSchema),
  moves: v.array(
    v.object({
      ply: v.pipe(v.number(), v.integer()),
      move: text(MAX_MOVE_TEXT),
      clockMs: v.nullable(time),
      at: time,
    }),
  ),
  fen: text(200),
  turn: side,
  clock: v.nullable(v.object({ x: time, o: time, running: v.nullable(side), at: time })),
  offers: v.object({ draw: v.nullable(side), takeback: v.nullable(side), rematch: v.nullable(side) }),
  end: v.nullable(
    v.object({
      result: v.picklist(GAME_RESULTS),
      reason: GameWordSchema,
      at: time,
      by: v.optional(side),
    }),
  ),
  watchers: v.pipe(v.number(), v.integer(), v.minValue(0)),
  serverTime: time,
  ratings: v.optional(v.nullable(RatingChangesSchema)),
  seatRatings: v.optional(
    v.nullable(v.object({ x: v.nullable(SeatRatingSchema), o: v.nullable(SeatRatingSchema) })),
  ),
});
