/**
 * For a few hours on 7 December 2026 finished Oxono games were kept under a key of their own
 * (`infection.oxono.games`) before My games kept both games in one list. A device that played Oxono
 * then keeps those games: the first time Oxono's menu opens they are folded into My games (a game
 * already there, by its date, is not added twice) and the old key is removed. An entry that does not
 * read is said on the console and left out, as the old list itself did.
 */
import * as v from 'valibot';
import { issueText } from '../../net/issue-text';
import { MY_GAMES_LIMIT, type KeptGame, type KeptOxonoGame } from './my-games';

export const OLD_OXONO_GAMES_KEY = 'infection.oxono.games';

const PlayerSchema = v.variant('kind', [
  v.object({ kind: v.literal('human') }),
  v.object({
    kind: v.literal('computer'),
    strength: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)),
  }),
]);

/** The old list's entry, as it was written. */
const OldKeptOxonoSchema = v.object({
  start: v.pipe(v.string(), v.maxLength(80)),
  moves: v.pipe(v.array(v.pipe(v.string(), v.maxLength(12))), v.maxLength(32)),
  players: v.object({ pink: PlayerSchema, black: PlayerSchema }),
  result: v.picklist(['x', 'o', 'draw']),
  reason: v.pipe(v.string(), v.maxLength(40)),
  date: v.pipe(v.string(), v.isoTimestamp()),
});
export type OldKeptOxonoGame = v.InferOutput<typeof OldKeptOxonoSchema>;

interface Storage {
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

/** The old list's games that read, oldest last as kept; none when there is no list or it is not one. */
function readOld(text: string): OldKeptOxonoGame[] {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    console.warn(`${OLD_OXONO_GAMES_KEY}: not JSON`);
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown, index) => {
    const read = v.safeParse(OldKeptOxonoSchema, entry);
    if (!read.success) console.warn(`${OLD_OXONO_GAMES_KEY}.${index}: ${issueText(read.issues)}`);
    return read.success ? [read.output] : [];
  });
}

/**
 * My games with the old list's games folded in (`convert` makes each a kept game), newest first, at
 * most MY_GAMES_LIMIT; null when the storage holds no old list (nothing to fold). The caller saves the
 * result and then removes the old key (`forgetOldOxonoGames`).
 */
export function foldOldOxonoGames(
  storage: Storage | null,
  games: readonly KeptGame[] | undefined,
  convert: (old: OldKeptOxonoGame) => KeptOxonoGame,
): KeptGame[] | null {
  let text: string | null;
  try {
    text = storage?.getItem(OLD_OXONO_GAMES_KEY) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  const kept = games ?? [];
  const known = new Set(kept.filter((game) => game.game === 'oxono').map((game) => game.date));
  const added = readOld(text)
    .filter((old) => !known.has(old.date))
    .map(convert);
  return [...kept, ...added].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, MY_GAMES_LIMIT);
}

/** Removes the old list once its games are in My games; a failing storage is ignored (it is read again). */
export function forgetOldOxonoGames(storage: Storage | null): void {
  try {
    storage?.removeItem(OLD_OXONO_GAMES_KEY);
  } catch {
    // Nothing lost: the next visit folds the same games again, and finds them there already.
  }
}
