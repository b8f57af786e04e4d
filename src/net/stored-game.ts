import * as v from 'valibot';
import { gameRules } from '../core/games';
import { err, ok, type Result } from '../core/result';
import { MAX_FEN_LENGTH } from './limits';
import { issueText } from './issue-text';

/**
 * The shape of `GET /api/games/:id`, checked before anything is drawn from it: a client trusts the club's
 * answer no more than any other input (a proxy or an old server may send anything). The game is named
 * and its variant checked through the registry; the position and moves are the game's own text, read
 * by its rules when the game is replayed, not here.
 */
const time = v.pipe(v.number(), v.finite());
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const player = v.object({ id: text(64), name: text(40) });
/**
 * A generous bound on a kept game's length, whatever the game: ten thousand plies is far beyond any
 * game the club's games can make (Ataxx's longest fills its largest board under the anti-stall rule).
 */
const MAX_PLIES = 10_000;
/** A move's text, whatever the game (Ataxx's `a7c5`, a two-part move with a space), as long as the protocol's. */
const MAX_MOVE_LENGTH = 32;

/** A kept game, as GET /api/games/:id returns it (the store's record; times in epoch ms). */
export interface StoredGameView {
  readonly id: string;
  /** The game's name in the registry (`ataxx`). */
  readonly game: string;
  readonly x: { readonly id: string; readonly name: string };
  readonly o: { readonly id: string; readonly name: string };
  /** The start position, as the game writes positions (Ataxx: FEN). */
  readonly start: string;
  /** The game's variant (Ataxx: `classic`, `arcade`). */
  readonly rules: string;
  readonly timeControl: { readonly initialMs: number; readonly incrementMs: number } | null;
  readonly rated: boolean;
  readonly startedAt: number;
  readonly moves: readonly { ply: number; move: string; clockMs: number | null; at: number }[];
  readonly end: {
    readonly result: 'x' | 'o' | 'draw' | 'aborted';
    readonly reason: string;
    readonly endedAt: number;
  } | null;
}

export const StoredGameViewSchema = v.pipe(
  v.object({
    id: v.pipe(text(64), v.minLength(1)),
    game: v.pipe(
      text(32),
      v.check((name) => gameRules(name) !== undefined, 'a game this version does not know'),
    ),
    x: player,
    o: player,
    start: text(MAX_FEN_LENGTH),
    rules: text(32),
    timeControl: v.nullable(
      v.object({
        initialMs: v.pipe(time, v.minValue(0)),
        incrementMs: v.pipe(time, v.minValue(0)),
      }),
    ),
    rated: v.boolean(),
    startedAt: time,
    moves: v.pipe(
      v.array(
        v.object({
          ply: v.pipe(v.number(), v.integer()),
          move: text(MAX_MOVE_LENGTH),
          clockMs: v.nullable(time),
          at: time,
        }),
      ),
      v.maxLength(MAX_PLIES),
    ),
    end: v.nullable(
      v.object({
        result: v.picklist(['x', 'o', 'draw', 'aborted']),
        reason: text(40),
        endedAt: time,
      }),
    ),
  }),
  v.forward(
    v.check(
      (game) => gameRules(game.game)?.variants.includes(game.rules) ?? false,
      'not a variant of the game',
    ),
    ['rules'],
  ),
) satisfies v.GenericSchema<unknown, StoredGameView>;

/** Reads a kept game's JSON; the error names the field (`moves.3.move: …`). Moves are not replayed here. */
export function parseStoredGame(json: unknown): Result<StoredGameView> {
  const parsed = v.safeParse(StoredGameViewSchema, json);
  if (parsed.success) return ok(parsed.output);
  return err(issueText(parsed.issues));
}
