/**
 * Which seed a new game plays with (issue 48). A seed the device picked could have been searched offline
 * for the computer's weakest line, so a campaign level or an arcade run started online plays the seed the
 * club issued, and keeps its ticket for the world record (src/net/world.ts, "Seeds"). An arcade run asks
 * once, at its first game; game n of the run plays `arcadeGameSeed(seed, n)`, retries included. Without
 * a ticket (no club name, the club not reached in time) the game plays a local seed and is unranked.
 * Pure: Play asks the club and hands the answer here.
 */
import type { Level } from '../../core/level';
import { arcadeGameSeed, type SeedRequest, type SeedTicket } from '../../net/world';
import type { SaveData } from '../store/schema';
import { runGames } from '../store/world-record';
import type { RunSeed } from '../store/world-save';
import type { PlayData } from './play-data';
import type { SessionSetup } from './setup';

/** The seed the club is asked for as this game starts, or null when none is (see `chooseSeed`). */
export function seedWanted(request: PlayData, data: SaveData, levels: readonly Level[]): SeedRequest | null {
  if (request.resume || request.practice || request.mode === 'versus') return null;
  if (request.mode === 'arcade') return runGames(data).length === 0 ? { kind: 'arcade' } : null;
  const level = levels.find((each) => each.id === request.levelId);
  // A boss shows its card first: the seed is asked when Play comes back from it.
  if (!level || (level.boss && !request.introDone)) return null;
  return { kind: 'level', levelId: level.id };
}

/** The seed a game plays, the ticket its record carries, and what becomes of an arcade run's seed. */
export interface GameSeed {
  readonly seed: number;
  readonly ticket?: string;
  /** A run's first game: the run's seed to keep, or null (the run is unranked); absent: left as it is. */
  readonly runSeed?: RunSeed | null;
}

/**
 * The seed of the game `request` starts, given the club's ticket (null: none came) and a local seed: the
 * level's ticket; a run's first game opens the run's seed, later games follow it; else the local seed.
 */
export function chooseSeed(
  request: PlayData,
  data: SaveData,
  issued: SeedTicket | null,
  local: number,
): GameSeed {
  if (request.resume || request.practice || request.mode === 'versus') return { seed: local };
  if (request.mode === 'level')
    return issued ? { seed: issued.seed, ticket: issued.ticket } : { seed: local };
  const index = runGames(data).length;
  if (index === 0) {
    if (!issued) return { seed: local, runSeed: null };
    const runSeed = { seed: issued.seed, ticket: issued.ticket };
    return { seed: arcadeGameSeed(runSeed.seed, 0), ticket: runSeed.ticket, runSeed };
  }
  const kept = data.world?.runSeed;
  return kept ? { seed: arcadeGameSeed(kept.seed, index), ticket: kept.ticket } : { seed: local };
}

/** Whether a game on the board will not count on the world tables because it has no club seed. */
export const unranked = (setup: SessionSetup): boolean =>
  setup.mode !== 'versus' && !setup.practice && !setup.ticket;
