import * as v from 'valibot';
import { parseFen, parseMoveText, replay, RULESETS, type Game, type Move } from '../../core';
import { LEVEL_ID, MAX_STRENGTH, MIN_STRENGTH } from '../../core/level';
import { err, ok, type Result } from '../../core/result';
import { MAX_TOKEN_LENGTH } from '../../net/limits';
import { GAME_MODES } from './schema';

/** The most moves a saved game may hold: far beyond any real game, small enough to replay at once. */
export const MAX_SAVED_MOVES = 5_000;
const MAX_SEED = 0xffffffff;

const whole = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** The game on the board, saved after every move so a reload resumes it exactly. */
const SavedGameSchema = v.pipe(
  v.object({
    mode: v.picklist(GAME_MODES),
    /** The campaign level; null for Versus only. */
    levelId: v.nullable(v.pipe(v.string(), v.regex(LEVEL_ID))),
    rules: v.picklist(RULESETS),
    /** Start position as FEN, and the moves played as move text. */
    start: v.string(),
    moves: v.pipe(v.array(v.string()), v.maxLength(MAX_SAVED_MOVES), v.readonly()),
    /** Computer opponent strength (1–10) playing `o`, or null for two players on one device. */
    opponent: v.nullable(whole(MIN_STRENGTH, MAX_STRENGTH)),
    seed: whole(0, MAX_SEED),
    /** A locked level opened by a link: played for practice, nothing recorded (absent: a real game). */
    practice: v.optional(v.literal(true)),
    /**
     * The club's seed ticket this game's seed came from, sent with its world record (absent: started
     * offline, unranked; an arcade game's run keeps its ticket in the world part instead).
     */
    ticket: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_TOKEN_LENGTH))),
    /** The computer's fallback move fired in this game: it cannot be replayed, so it is never sent to the world. */
    fallback: v.optional(v.literal(true)),
  }),
  v.check(
    (saved) => saved.levelId !== null || saved.mode === 'versus',
    'only Versus is played off the campaign',
  ),
);
export type SavedGame = Readonly<v.InferOutput<typeof SavedGameSchema>>;

/**
 * The one reader of a saved game (SaveData.current): checks every field, parses the start and replays
 * every move through core. Save recovery keeps what it accepts; Play resumes the game it returns.
 */
export function readSavedGame(value: unknown): Result<{ saved: SavedGame; game: Game }> {
  const read = v.safeParse(SavedGameSchema, value);
  if (!read.success) {
    const [issue] = read.issues;
    const field = v.getDotPath(issue);
    return err(`saved game${field ? `, ${field}` : ''}: ${issue.message}`);
  }
  const saved = read.output;
  const position = parseFen(saved.start);
  if (!position.ok) return err(`saved game: ${position.error}`);
  const played: Move[] = [];
  for (const [i, text] of saved.moves.entries()) {
    const move = parseMoveText(text, position.value.width, position.value.height);
    if (!move.ok) return err(`saved game, move ${i + 1}: ${move.error}`);
    played.push(move.value);
  }
  const game = replay(position.value, saved.rules, played);
  if (!game.ok) return err(`saved game: ${game.error}`);
  return ok({ saved, game: game.value });
}
