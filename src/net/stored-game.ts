import * as v from 'valibot';
import { RULESETS } from '../core/rules';
import { err, ok, type Result } from '../core/result';
import type { StoredGameView } from './http';
import { MAX_FEN_LENGTH } from './limits';

/**
 * The shape of `GET /api/games/:id`, checked before anything is drawn from it: a client trusts the club's
 * answer no more than any other input (a proxy or an old server may send anything).
 */
const time = v.pipe(v.number(), v.finite());
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const player = v.object({ id: text(64), name: text(40) });
/** A game on the largest board cannot be longer: every clone fills a square, and anti-stall ends a run of 100 jumps. */
const MAX_PLIES = 10_000;

export const StoredGameViewSchema = v.object({
  id: v.pipe(text(64), v.minLength(1)),
  x: player,
  o: player,
  start: text(MAX_FEN_LENGTH),
  rules: v.picklist(RULESETS),
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
        move: text(8),
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
}) satisfies v.GenericSchema<unknown, StoredGameView>;

/** Reads a kept game's JSON; the error names the field (`moves.3.move: …`). Moves are not replayed here. */
export function parseStoredGame(json: unknown): Result<StoredGameView> {
  const parsed = v.safeParse(StoredGameViewSchema, json);
  if (parsed.success) return ok(parsed.output);
  const issue = parsed.issues[0];
  const field = issue.path?.map((item) => String(item.key)).join('.') ?? '';
  return err(field ? `${field}: ${issue.message}` : issue.message);
}
