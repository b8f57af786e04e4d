import { afterEach, describe, expect, it } from 'vitest';
import { parseFen } from '../../src/core/fen';
import { moveToText } from '../../src/core/move';
import { legalMoves } from '../../src/core/rules';
import type { EngineRequest } from '../../src/ai/types';
import { EngineBusy, EnginePool } from '../../src/server/engine-pool';

const FAKE = new URL('./fake-engine-worker.mjs', import.meta.url);
const SLOW_START = new URL('./slow-start-engine-worker.mjs', import.meta.url);
/** Registers the test game Pile and its engine in each worker thread (registries are per thread). */
const PILE = new URL('../ai/pile-setup.ts', import.meta.url);
const FEN = 'x3o/5/5/5/o3x x 0 1';
const start = parseFen(FEN);
if (!start.ok) throw new Error(start.error);
const position = start.value;
/** A request for the stand-in worker: it answers `seed` after `ms`. */
const order = (seed: number, ms = 20): EngineRequest => ({
  game: 'ataxx',
  position: FEN,
  variant: 'arcade',
  strength: ms,
  seed,
});
const ataxxTexts = legalMoves(position, 'arcade').map((move) => moveToText(move, 5, 5));

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
    const answers = Promise.all(seeds.map((seed) => engines.ask(order(seed))));
    expect(engines.stats()).toMatchObject({ running: 2, queued: 7 });
    expect(await answers).toEqual(seeds.map(String));
    expect(engines.stats()).toMatchObject({ running: 0, queued: 0, workers: 2, peakRunning: 2 });
  });

  it('refuses a search when its queue is full, and takes one again once there is room', async () => {
    const engines = open({ workers: 1, queueLimit: 2, workerUrl: FAKE });
    const accepted = [engines.ask(order(1)), engines.ask(order(2)), engines.ask(order(3))];
    await expect(engines.ask(order(4))).rejects.toBeInstanceOf(EngineBusy);
    expect(await Promise.all(accepted)).toEqual(['1', '2', '3']);
    expect(await engines.ask(order(5))).toBe('5');
  });

  it('replaces a worker that dies and retries its search once; a search that kills twice fails alone', async () => {
    const logs: string[] = [];
    const engines = open({ workers: 1, workerUrl: FAKE, log: (line) => logs.push(line) });
    const survivor = engines.ask(order(666));
    const doomed = engines.ask(order(777));
    const after = engines.ask(order(42));
    expect(await survivor).toBe('666');
    await expect(doomed).rejects.toThrow(/failed twice/);
    expect(await after).toBe('42');
    expect(engines.stats().restarts).toBe(3);
    expect(logs.some((line) => line.includes('attempt 1'))).toBe(true);
  });

  it('replaces a worker whose search hangs past the limit', async () => {
    const engines = open({ workers: 1, workerUrl: FAKE, searchLimitMs: 1_500 });
    // 60 s is far past the limit: the first attempt and the retry both hang.
    await expect(engines.ask(order(9, 60_000))).rejects.toThrow(/ran over/);
    expect(await engines.ask(order(10))).toBe('10');
  });

  it("runs a search's limit from the moment its worker is ready, not from the worker's start", async () => {
    // The worker takes 1.5 s to start, longer than the limit; the search itself takes no time.
    const engines = open({ workers: 1, workerUrl: SLOW_START, searchLimitMs: 1_000 });
    expect(await engines.ask(order(11))).toBe('11');
    expect(engines.stats().restarts).toBe(0);
  });

  it('rejects what is waiting when closed', async () => {
    const engines = open({ workers: 1, workerUrl: FAKE });
    const running = expect(engines.ask(order(1, 500))).rejects.toThrow(/closed/);
    const waiting = expect(engines.ask(order(2))).rejects.toThrow(/closed/);
    await engines.close();
    await running;
    await waiting;
    await expect(engines.ask(order(3))).rejects.toThrow(/closed/);
  });

  it('runs the real engine in its workers: legal moves for every strength', async () => {
    const engines = open({ workers: 2 });
    const moves = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((strength) => engines.ask({ ...order(7), strength })),
    );
    for (const move of moves) expect(ataxxTexts).toContain(move);
  });

  it('answers a game registered only by its setup module, through the same workers as Ataxx', async () => {
    const engines = open({ workers: 1, setup: [PILE] });
    const pile = { game: 'pile', position: '4 o', variant: 'standard', strength: 5, seed: 1 };
    expect(await engines.ask(pile)).toBe('1');
    expect(ataxxTexts).toContain(await engines.ask({ ...order(7), strength: 2 }));
  });

  it('refuses a game no engine plays with a clear error, and goes on answering', async () => {
    const engines = open({ workers: 1 });
    const unknown = { game: 'go', position: '19x19', variant: 'standard', strength: 5, seed: 1 };
    await expect(engines.ask(unknown)).rejects.toThrow('no engine plays the game "go"');
    await expect(engines.ask({ ...order(1), position: 'x9 x' })).rejects.toThrow(/position/);
    expect(ataxxTexts).toContain(await engines.ask({ ...order(7), strength: 1 }));
    expect(engines.stats().restarts).toBe(0);
  });
});
