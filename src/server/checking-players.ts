import type { Presence } from '@colyseus/core';

/**
 * Players with a world record being checked: one check at a time each, so one player cannot fill the
 * engine pool. In a cluster the players are counted in Redis, so the rule holds across processes.
 */
export interface CheckingPlayers {
  /** True when the player had no check going (and now has one); false when one is going already. */
  take(playerId: string): Promise<boolean>;
  /** The player's check is over. */
  give(playerId: string): Promise<void>;
}

/**
 * How long a check holds its player in Redis at most: far longer than a check takes (a long arcade run
 * is seconds of engine time), so it never ends one early, and a process that dies mid-check does not
 * keep its player busy for ever.
 */
const CHECK_HOLD_SECONDS = 120;

/** One process's checks, in its memory. */
export function checkingHere(): CheckingPlayers {
  const checking = new Set<string>();
  return {
    async take(playerId) {
      if (checking.has(playerId)) return false;
      checking.add(playerId);
      return true;
    },
    async give(playerId) {
      checking.delete(playerId);
    },
  };
}

/** Every process's checks, through the cluster's presence (Redis): the first to count the player holds it. */
export function checkingInCluster(presence: Presence): CheckingPlayers {
  const key = (playerId: string): string => `club:checking:${playerId}`;
  return {
    async take(playerId) {
      const count = await presence.incr(key(playerId));
      await presence.expire(key(playerId), CHECK_HOLD_SECONDS);
      return count === 1;
    },
    async give(playerId) {
      await presence.del(key(playerId));
    },
  };
}
