/**
 * Finished Oxono games kept on this device for the replay viewer: the last 50, newest first, under a
 * key of their own (`infection.oxono.games`) so My games' Ataxx records and every old save stay as they
 * were. Each is plain data checked by a valibot schema; an entry that no longer reads is dropped from
 * the list read back (the rest are kept), and the reason goes to the console.
 */
import * as v from 'valibot';
import { issueText } from '../../net/issue-text';

export const OXONO_GAMES_KEY = 'infection.oxono.games';
export const OXONO_GAMES_LIMIT = 50;

const PlayerSchema = v.variant('kind', [
  v.object({ kind: v.literal('human') }),
  v.object({
    kind: v.literal('computer'),
    strength: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)),
  }),
]);

/** A finished game: where it started, its moves (move text), who played, how it ended and when. */
const KeptOxonoSchema = v.object({
  start: v.pipe(v.string(), v.maxLength(80)),
  moves: v.pipe(v.array(v.pipe(v.string(), v.maxLength(12))), v.maxLength(32)),
  players: v.object({ pink: PlayerSchema, black: PlayerSchema }),
  /** The contract's words: `x` is pink, `o` black. */
  result: v.picklist(['x', 'o', 'draw']),
  reason: v.pipe(v.string(), v.maxLength(40)),
  date: v.pipe(v.string(), v.isoTimestamp()),
});
export type KeptOxonoGame = v.InferOutput<typeof KeptOxonoSchema>;

interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The kept games, newest first; none when there are none or the storage cannot be read. */
export function readOxonoGames(storage: Storage | null): KeptOxonoGame[] {
  let text: string | null;
  try {
    text = storage?.getItem(OXONO_GAMES_KEY) ?? null;
  } catch {
    return [];
  }
  if (text === null) return [];
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    console.warn(`${OXONO_GAMES_KEY}: not JSON`);
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown, index) => {
    const read = v.safeParse(KeptOxonoSchema, entry);
    if (!read.success) console.warn(`${OXONO_GAMES_KEY}.${index}: ${issueText(read.issues)}`);
    return read.success ? [read.output] : [];
  });
}

/** Keeps a finished game first in the list, the oldest going past the limit; a failing storage is ignored. */
export function keepOxonoGame(storage: Storage | null, game: KeptOxonoGame): void {
  const list = [game, ...readOxonoGames(storage)].slice(0, OXONO_GAMES_LIMIT);
  try {
    storage?.setItem(OXONO_GAMES_KEY, JSON.stringify(list));
  } catch {
    // Quota or private mode: the game is just not kept.
  }
}
