import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { ClubLimits } from './club-limits';

/**
 * The club's counted limits, on `rate-limiter-flexible`: in this process's memory when the club is one
 * process, in Redis when it is several (the same counts seen by every process, so N processes behind
 * nginx are not N times as lenient). Each counts points in a fixed window from its first point.
 */
export class RateLimit {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /** Takes one of the key's points: 0 when there was one, else how long until there is one, in ms. */
  async take(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return Math.max(1, refused.msBeforeNext);
      throw refused;
    }
  }

  /** Gives back a point taken by `take` (an attempt that turned out not to count). */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  /** Forgets every point the key has taken. */
  async forget(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** The club's limits that count events over time, per client address (and per name, for sign-ins). */
export interface ClubRates {
  /** `/api` calls per address per minute. */
  readonly api: RateLimit;
  /** Wrong passwords per name and address together. */
  readonly signInNameAndAddress: RateLimit;
  /** Wrong passwords per address, whatever the names. */
  readonly signInAddress: RateLimit;
  /** Joins to watch a game per address per minute. */
  readonly watchJoins: RateLimit;
}

/** Where the counts are kept: Redis (one connection of the process's own), or memory when null. */
export interface RateStore {
  readonly redis: Redis | null;
  /** Resolves once Redis answers (at once without Redis), or after `ms` when it does not. */
  ready(ms?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The Redis connection a cluster's process keeps its counts on. Commands fail at once while Redis is
 * away (no offline queue), and the limits then count in this process's memory until it is back: a Redis
 * restart neither stalls every API call nor opens the door.
 */
export function rateStore(redisUrl: string | undefined): RateStore {
  if (!redisUrl) return { redis: null, ready: async () => undefined, close: async () => undefined };
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Errors surface in the commands (and their fallback); a connection's own errors are retried by ioredis.
  redis.on('error', () => undefined);
  return {
    redis,
    ready: (ms = 5_000) =>
      new Promise<void>((done) => {
        if (redis.status === 'ready') return done();
        const late = setTimeout(done, ms);
        redis.once('ready', () => {
          clearTimeout(late);
          done();
        });
      }),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function clubRates(limits: ClubLimits, store: RateStore): ClubRates {
  const limit = (name: string, points: number, durationMs: number): RateLimit => {
    const settings = { keyPrefix: `club:limit:${name}`, points, duration: durationMs / 1000 };
    const memory = new RateLimiterMemory(settings);
    if (!store.redis) return new RateLimit(memory);
    return new RateLimit(
      new RateLimiterRedis({ ...settings, storeClient: store.redis, insuranceLimiter: memory }),
    );
  };
  const { signIn } = limits;
  return {
    api: limit('api', limits.apiCallsPerMinute, 60_000),
    signInNameAndAddress: limit('sign-in-name', signIn.perNameAndAddress, signIn.windowMs),
    signInAddress: limit('sign-in-address', signIn.perAddress, signIn.windowMs),
    watchJoins: limit('watch', limits.watchJoinsPerMinute, 60_000),
  };
}
