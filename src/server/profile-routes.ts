import { levelHash } from '../core/level-hash';
import { checkName, nameKey } from '../net/names';
import {
  PROFILE_HISTORY_POINTS,
  PROFILE_RECENT_GAMES,
  type PoolStanding,
  type Profile,
  type RecentGame,
} from '../net/ratings';
import { refusal } from '../net/refusal';
import type { ClubContext } from './club-context';
import type { Reply } from './http-routes';

/** The best verified arcade runs a profile lists. */
const PROFILE_ARCADE_RUNS = 10;

/** GET /api/players/<name>: the path's name, or null when the path is not a profile's. */
export function profileName(path: string): string | null {
  const match = /^\/api\/players\/([^/]{1,120})$/.exec(path);
  if (!match) return null;
  try {
    // Only a name a player could have goes near the store (a NUL, say, is an error to PostgreSQL).
    const name = decodeURIComponent(match[1]);
    return checkName(name).ok ? name : null;
  } catch {
    return null;
  }
}

/**
 * A player's profile: each pool they are rated in (with the history its graph draws), wins, draws and
 * losses over all their finished games, their recent games (each naming its game and variant) with the
 * rating change of each rated one,
 * and their verified level bests and arcade runs (the world tables).
 */
export async function profileReply(context: ClubContext, name: string): Promise<Reply> {
  const { store } = context;
  const player = await store.playerByNameKey(nameKey(name));
  if (!player) return { status: 404, body: refusal('not-found', 'There is no player of that name.') };
  const pools: PoolStanding[] = [];
  for (const rating of await store.ratingsOf(player.id)) {
    const changes = await store.ratingHistory(player.id, rating.pool, PROFILE_HISTORY_POINTS - 1);
    const first = changes[0];
    const history = first
      ? [
          { at: first.at, rating: first.before.rating },
          ...changes.map((change) => ({ at: change.at, rating: change.after.rating })),
        ]
      : [];
    const { pool, deviation, games, wins, draws, losses } = rating;
    pools.push({ pool, rating: rating.rating, deviation, games, wins, draws, losses, history });
  }
  const finished = (await store.gamesOf(player.id, PROFILE_RECENT_GAMES * 2))
    .filter((game) => game.end !== null && game.end.result !== 'aborted')
    .slice(0, PROFILE_RECENT_GAMES);
  const changes = await store.ratingChangesIn(
    player.id,
    finished.map((game) => game.id),
  );
  const recent: RecentGame[] = finished.map((game) => {
    const side = game.x.id === player.id ? 'x' : 'o';
    const change = changes.find((each) => each.gameId === game.id);
    return {
      id: game.id,
      opponent: side === 'x' ? game.o.name : game.x.name,
      side,
      result: game.end?.result ?? 'aborted',
      game: game.game,
      rules: game.rules,
      rated: game.rated,
      startedAt: game.startedAt,
      delta: change ? change.after.rating - change.before.rating : null,
    };
  });
  const record = await store.winsDrawsLosses(player.id);
  // World tables: the bests on each level as it is now (a changed level's old bests are on no table).
  const current = new Map(context.levels.map((level) => [level.id, levelHash(level)]));
  const levelBests = (await store.world.levelBestsOf(player.id))
    .filter((best) => current.get(best.levelId) === best.levelHash)
    .map(({ levelId, points, at }) => ({ levelId, points, at }));
  const arcadeRuns = await store.world.arcadeRunsOf(player.id, PROFILE_ARCADE_RUNS);
  const profile: Profile = {
    name: player.name,
    createdAt: player.createdAt,
    pools,
    ...record,
    recent,
    levelBests,
    arcadeRuns,
  };
  return { status: 200, body: profile };
}
