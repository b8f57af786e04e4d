import { afterEach, describe, expect, it } from 'vitest';
import { parseFen } from '../../src/core/fen';
import { legalMoves } from '../../src/core/rules';
import type { ThinkRequest } from '../../src/ai/types';
import { EngineBusy, EnginePool } from '../../src/server/engine-pool';

const FAKE = new URL('./fake-engine-worker.mjs', import.meta.url);
const start = parseFen('x3o/5/5/5/o3x x 0 1');
if (!start.ok) throw new Error(start.error);
const position = start.value;
/** A request for the stand-in worker: it answers `seed` after `ms`. */
const order = (seed: number, ms = 20): ThinkRequest => ({ position, rules: 'arcade', strength: ms, seed });

let pool: EnginePool | null = null;
const open = (options: ConstructorParameters<typeof EnginePool>[0]): EnginePool =>
  (pool = new EnginePool({ log: () => undefined, ...options }));
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('the engine pool', () => {
  it('queues more searches than it has workers, runs no more than its size at once, and answers them all', async () => {
    const engines = open({ workers: 2, workerUrl: FAKE });
    const seeds = Array.from({ length: 9 }, (_, i) => 100 + i);
    const answers = Promise.all(seeds.map((seed) => engines.think(order(seed))));
    expect(engines.stats()).toMatchObject({ running: 2, queued: 7 });
    expect(await answers).toEqual(seeds);
    expect(engines.stats()).toMatchObject({ running: 0, queued: 0, workers: 2, peakRunning: 2 });
  });

  it('refuses a search when its queue is full, and takes one again once there is room', async () => {
    const engines = open({ workers: 1, queueLimit: 2, workerUrl: FAKE });
    const accepted = [engines.think(order(1)), engines.think(order(2)), engines.think(order(3))];
    await expect(engines.think(order(4))).rejects.toBeInstanceOf(EngineBusy);
    expect(await Promise.all(accepted)).toEqual([1, 2, 3]);
    expect(await engines.think(order(5))).toBe(5);
  });

  it('replaces a worker that dies and retries its search once; a search that kills twice fails alone', async () => {
    const logs: string[] = [];
    const engines = open({ workers: 1, workerUrl: FAKE, log: (line) => logs.push(line) });
    const survivor = engines.think(order(666));
    const doomed = engines.think(order(777));
    const after = engines.think(order(42));
    expect(await survivor).toBe(666);
    await expect(doomed).rejects.toThrow(/failed twice/);
    expect(await after).toBe(42);
    expect(engines.stats().restarts).toBe(3);
    expect(logs.some((line) => line.includes('attempt 1'))).toBe(true);
  });

  it('replaces a worker whose search hangs past the limit', async () => {
    const engines = open({ workers: 1, workerUrl: FAKE, searchLimitMs: 1_500 });
    // 60 s is far past the limit: the first attempt and the retry both hang.
    await expect(engines.think(order(9, 60_000))).rejects.toThrow(/ran over/);
    expect(await engines.think(order(10))).toBe(10);
  });

  it('rejects what is waiting when closed', async () => {
    const engines = open({ workers: 1, workerUrl: FAKE });
    const running = expect(engines.think(order(1, 500))).rejects.toThrow(/closed/);
    const waiting = expect(engines.think(order(2))).rejects.toThrow(/closed/);
    await engines.close();
    await running;
    await waiting;
    await expect(engines.think(order(3))).rejects.toThrow(/closed/);
  });

  it('runs the real engine in its workers: legal moves for every strength', async () => {
    const engines = open({ workers: 2 });
    const legal = legalMoves(position, 'arcade');
    const moves = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((strength) => engines.think({ position, rules: 'arcade', strength, seed: 7 })),
    );
    for (const move of moves) expect(legal).toContain(move);
  });
});
