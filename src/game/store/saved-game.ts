import { parseFen, parseMoveText, replay, type Game, type Move } from '../../core';
import { isRecord } from '../../core/json-text';
import { LEVEL_ID, MAX_STRENGTH, MIN_STRENGTH } from '../../core/level';
import { err, ok, type Result } from '../../core/result';
import { isRuleset } from '../../core/rules';
import { GAME_MODES, type SavedGame } from './schema';

/** The most moves a saved game may hold: far beyond any real game, small enough to replay at once. */
export const MAX_SAVED_MOVES = 5_000;
const MAX_SEED = 0xffffffff;

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The one reader of a saved game (SaveData.current): checks every field, parses the start and replays
 * every move through core. Save recovery keeps what it accepts; Play resumes the game it returns.
 */
export function readSavedGame(value: unknown): Result<{ saved: SavedGame; game: Game }> {
  if (!isRecord(value)) return err('saved game: not an object');
  const { mode, levelId, rules, start, moves, opponent, seed, practice, fallback } = value;
  if (!(GAME_MODES as readonly unknown[]).includes(mode))
    return err(`saved game: unknown mode ${String(mode)}`);
  const levelOk =
    typeof levelId === 'string' ? LEVEL_ID.test(levelId) : levelId === null && mode === 'versus';
  if (!levelOk) return err('saved game: bad level id');
  if (!isRuleset(rules)) return err('saved game: unknown rules');
  if (opponent !== null && !isWhole(opponent, MIN_STRENGTH, MAX_STRENGTH))
    return err('saved game: bad opponent strength');
  if (!isWhole(seed, 0, MAX_SEED)) return err('saved game: bad seed');
  if (typeof start !== 'string') return err('saved game: no start position');
  if (!Array.isArray(moves) || moves.length > MAX_SAVED_MOVES) return err('saved game: bad move list');
  if (practice !== undefined && practice !== true) return err('saved game: bad practice flag');
  if (fallback !== undefined && fallback !== true) return err('saved game: bad fallback flag');
  const position = parseFen(start);
  if (!position.ok) return err(`saved game: ${position.error}`);
  const played: Move[] = [];
  for (const [i, text] of moves.entries()) {
    if (typeof text !== 'string') return err(`saved game, move ${i + 1}: not text`);
    const move = parseMoveText(text, position.value.width, position.value.height);
    if (!move.ok) return err(`saved game, move ${i + 1}: ${move.error}`);
    played.push(move.value);
  }
  const game = replay(position.value, rules, played);
  if (!game.ok) return err(`saved game: ${game.error}`);
  const saved: SavedGame = {
    mode: mode as SavedGame['mode'],
    levelId: levelId as string | null,
    rules,
    start,
    moves: [...(moves as string[])],
    opponent: opponent as number | null,
    seed,
    ...(practice === true ? { practice } : {}),
    ...(fallback === true ? { fallback } : {}),
  };
  return ok({ saved, game: game.value });
}
