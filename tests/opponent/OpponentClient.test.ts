import { describe, expect, it } from 'vitest';
import {
  legalMoves,
  moveToText,
  parseFen,
  PASS,
  startPosition,
  type Move,
  type Ruleset,
} from '../../src/core';
import { greedyMove, strengthOf } from '../../src/ai';
import { ataxxRequest } from '../../src/ai/ataxx-engine';
import '../ai/pile-setup';
import { SLOWEST_NODES_PER_MS, watchdogMs } from '../../src/game/session/opponent/watchdog';
import type { ThinkRequest } from '../../src/ai/types';
import type { ThinkMessage } from '../../src/game/session/opponent/messages';
import { answer } from '../../src/game/session/opponent/answer';
import {
  isOpponentCancelled,
  OpponentClient,
  type OpponentClientOptions,
  type ThinkWorker,
  type ThinkWorkerEvents,
} from '../../src/game/session/opponent/OpponentClient';
import { positionOf as position } from '../support/position';

/** Timers that run only when the test moves the clock. */
class FakeClock {
  time = 0;
  private timers = new Map<number, { at: number; run: () => void }>();
  private nextId = 1;
  now = () => this.time;
  setTimer = (run: () => void, ms: number): unknown => {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, run });
    return id;
  };
  clearTimer = (id: unknown) => {
    this.timers.delete(id as number);
  };
  /** Moves time forward, running each timer that falls due in order. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at);
      if (due.length === 0) break;
      const [id, timer] = due[0];
      this.timers.delete(id);
      this.time = timer.at;
      timer.run();
      await settle();
    }
    this.time = end;
    await settle();
  }
}

/** A worker that answers only when the test tells it to. */
class FakeWorker implements ThinkWorker {
  readonly posted: ThinkMessage[] = [];
  terminated = false;
  constructor(readonly events: ThinkWorkerEvents) {}
  post(message: ThinkMessage): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Replies to the last request with a move (by default its first legal one), as move text. */
  reply(move?: Move, id?: number): void {
    const last = this.posted.at(-1);
    if (!last) throw new Error('nothing was posted');
    const read = parseFen(last.request.position);
    if (!read.ok) throw new Error(read.error);
    const position = read.value;
    const chosen = move ?? legalMoves(position, last.request.variant as Ruleset)[0];
    const text = moveToText(chosen, position.width, position.height);
    this.events.reply({ id: id ?? last.id, move: text, depth: 4, score: 120, nodes: 5000 });
  }
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function setup(options: Partial<OpponentClientOptions> = {}) {
  const clock = new FakeClock();
  const workers: FakeWorker[] = [];
  const warnings: string[] = [];
  const client = new OpponentClient({
    spawn: (events) => {
      const worker = new FakeWorker(events);
      workers.push(worker);
      return worker;
    },
    minThinkMs: 0,
    now: clock.now,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    warn: (message) => warnings.push(message),
    ...options,
  });
  return { client, clock, workers, warnings, worker: () => workers[workers.length - 1] };
}

/** Watches a promise so a test can ask whether it has settled yet. */
function watch<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error: unknown) => Object.assign(state, { error, done: true }),
  );
  return state;
}

const request = (overrides: Partial<ThinkRequest> = {}): ThinkRequest => ({
  position: position('x5o/7/2-1-2/7/2-1-2/7/o5x o 0 1'),
  rules: 'arcade',
  strength: 5,
  seed: 42,
  ...overrides,
});

describe('OpponentClient answers', () => {
  it('posts the request to the worker and resolves with its legal move', async () => {
    const { client, worker } = setup();
    const asked = request();
    const state = watch(client.think(asked));
    expect(client.busy).toBe(true);
    expect(worker().posted[0].request).toEqual({
      game: 'ataxx',
      position: 'x5o/7/2-1-2/7/2-1-2/7/o5x o 0 1',
      variant: 'arcade',
      strength: 5,
      seed: 42,
    });
    const move = legalMoves(asked.position, asked.rules)[3];
    worker().reply(move);
    await settle();
    expect(state).toEqual({ value: move, done: true });
    expect(client.busy).toBe(false);
    expect(client.lastThought).toMatchObject({ move, source: 'engine', depth: 4, nodes: 5000 });
  });

  it('starts its worker at once, so it warms up before the first question', () => {
    const { client, workers } = setup();
    expect(workers).toHaveLength(1);
    expect(workers[0].posted).toHaveLength(0);
    expect(client.busy).toBe(false);
  });

  it('holds a fast answer until the minimum thinking pause has passed', async () => {
    const { client, clock, worker } = setup({ minThinkMs: 450 });
    const state = watch(client.think(request()));
    await clock.advance(100);
    worker().reply();
    await settle();
    expect(state.done).toBe(false);
    expect(client.busy).toBe(true);
    await clock.advance(349);
    expect(state.done).toBe(false);
    await clock.advance(1);
    expect(state.done).toBe(true);
  });

  it('answers a slow reply at once, without adding the pause', async () => {
    const { client, clock, worker } = setup({ minThinkMs: 450 });
    const state = watch(client.think(request()));
    await clock.advance(800);
    worker().reply();
    await settle();
    expect(state.done).toBe(true);
  });

  it('plays a forced move without asking the worker', async () => {
    const { client, worker } = setup();
    // o is walled in by blocked squares and x can still move: classic rules force a pass.
    const stuck = request({ position: position('o-x2/---2/---2/5/5 o 0 1'), rules: 'classic' });
    await expect(client.think(stuck)).resolves.toBe(PASS);
    expect(worker()?.posted ?? []).toHaveLength(0);
    expect(client.lastThought?.source).toBe('forced');
  });

  it('refuses to think about a finished game', async () => {
    const { client } = setup();
    const over = client.think(request({ position: position('5/5/5/5/x4 o 0 1') }));
    await expect(over).rejects.toThrow('the game is over');
    await expect(over).rejects.not.toSatisfy(isOpponentCancelled);
  });
});

describe('OpponentClient cancels', () => {
  it('rejects with a recognisable cancellation, replaces the worker and drops its late answer', async () => {
    const { client, workers } = setup();
    const first = watch(client.think(request()));
    const old = workers[0];
    client.cancel();
    await settle();
    expect(isOpponentCancelled(first.error)).toBe(true);
    expect(old.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    expect(client.busy).toBe(false);

    const second = watch(client.think(request({ seed: 7 })));
    expect(workers[1].posted).toHaveLength(1);
    old.reply(undefined, workers[1].posted[0].id);
    await settle();
    expect(second.done).toBe(false);
    workers[1].reply();
    await settle();
    expect(second.done).toBe(true);
  });

  it('cancels during the thinking pause without replacing the idle worker', async () => {
    const { client, clock, workers } = setup({ minThinkMs: 450 });
    const state = watch(client.think(request()));
    workers[0].reply();
    client.cancel();
    await clock.advance(1000);
    expect(isOpponentCancelled(state.error)).toBe(true);
    expect(workers).toHaveLength(1);
    expect(workers[0].terminated).toBe(false);
  });

  it('lets a newer request overtake the pending one', async () => {
    const { client, workers } = setup();
    const first = watch(client.think(request()));
    const second = watch(client.think(request({ seed: 9 })));
    await settle();
    expect(isOpponentCancelled(first.error)).toBe(true);
    workers[1].reply();
    await settle();
    expect(second.done && second.error === undefined).toBe(true);
  });

  it('ignores answers to other requests and malformed messages', async () => {
    const { client, worker } = setup();
    const state = watch(client.think(request()));
    worker().reply(undefined, 999);
    worker().events.reply({ hello: 'there' });
    worker().events.reply(null);
    await settle();
    expect(state.done).toBe(false);
    worker().reply();
    await settle();
    expect(state.done).toBe(true);
  });

  it('after dispose terminates the worker and refuses new requests', async () => {
    const { client, worker } = setup();
    const state = watch(client.think(request()));
    client.dispose();
    await settle();
    expect(isOpponentCancelled(state.error)).toBe(true);
    expect(worker().terminated).toBe(true);
    await expect(client.think(request())).rejects.toThrow('disposed');
  });
});

describe('OpponentClient falls back', () => {
  it('waits as long as a slow device needs: a strength-10 answer after 20 s is the engine move', async () => {
    const { client, clock, workers, warnings } = setup();
    const state = watch(client.think(request({ strength: 10 })));
    await clock.advance(20_000);
    expect(state.done).toBe(false);
    workers[0].reply();
    await settle();
    expect(state.done).toBe(true);
    expect(client.lastThought?.source).toBe('engine');
    expect(client.fallbacks).toBe(0);
    expect(warnings).toEqual([]);
  });

  it('gives a dead worker the node budget at the slowest speed plus the grace, then plays a marked fallback', async () => {
    const { client, clock, workers, warnings } = setup({ graceMs: 2000 });
    const asked = request({ strength: 10 });
    const state = watch(client.think(asked));
    const limit = watchdogMs(10, 2000);
    expect(limit).toBe(2000 + Math.ceil(strengthOf(10).nodes! / SLOWEST_NODES_PER_MS));
    await clock.advance(limit - 1);
    expect(state.done).toBe(false);
    await clock.advance(1);
    expect(state.value).toBe(greedyMove(asked.position, asked.rules, asked.seed));
    expect(client.lastThought?.source).toBe('fallback');
    expect(client.fallbacks).toBe(1);
    expect(workers[0].terminated).toBe(true);
    expect(workers).toHaveLength(2);
    expect(warnings[0]).toContain('seems dead');
    workers[0].reply();
    await settle();
    expect(client.lastThought?.source).toBe('fallback');
  });

  it('scales the watchdog with the node budget: higher strengths are given longer', () => {
    const limits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((strength) => watchdogMs(strength, 0));
    for (let i = 1; i < limits.length; i++) expect(limits[i]).toBeGreaterThanOrEqual(limits[i - 1]);
    expect(limits[0]).toBe(0);
    // A phone slowed 4x searches well over 100 nodes a millisecond; the watchdog allows for far slower.
    expect(limits[9]).toBeGreaterThanOrEqual(strengthOf(10).nodes! / 100);
  });

  it('recovers from a crashed worker with a fallback move and a fresh worker', async () => {
    const { client, workers, warnings } = setup();
    const asked = request();
    const state = watch(client.think(asked));
    workers[0].events.crash('out of memory');
    await settle();
    expect(state.value).toBe(greedyMove(asked.position, asked.rules, asked.seed));
    expect(client.fallbacks).toBe(1);
    expect(warnings[0]).toContain('out of memory');
    expect(workers[0].terminated).toBe(true);
    const next = watch(client.think(request()));
    expect(workers[1].posted).toHaveLength(1);
    workers[1].reply();
    await settle();
    expect(next.done && client.lastThought?.source === 'engine').toBe(true);
    expect(client.fallbacks).toBe(1);
  });

  it('replaces an illegal or failed answer by a legal move', async () => {
    const { client, worker, warnings } = setup();
    const asked = request();
    const legal = legalMoves(asked.position, asked.rules);
    const illegal = watch(client.think(asked));
    worker().reply(PASS);
    await settle();
    expect(legal).toContain(illegal.value);
    const failed = watch(client.think(asked));
    worker().events.reply({ id: worker().posted[1].id, error: 'search exploded' });
    await settle();
    expect(legal).toContain(failed.value);
    expect(warnings.join('\n')).toMatch(/illegal move[\s\S]*search exploded/);
  });

  it('still answers when no worker can be started at all', async () => {
    const { client } = setup({
      spawn: () => {
        throw new Error('workers are not supported');
      },
    });
    const asked = request();
    await expect(client.think(asked)).resolves.toBe(greedyMove(asked.position, asked.rules, asked.seed));
  });
});

describe('the opponent worker', () => {
  it('answers a think message with the engine move, which the client accepts', async () => {
    // A stand-in worker that runs the real worker code (answer) on the next tick.
    const { client } = setup({
      spawn: (events) => ({
        post: (message) => setImmediate(() => events.reply(answer(structuredClone(message)))),
        terminate: () => {},
      }),
    });
    const asked = request({ position: startPosition(), strength: 3, seed: 5 });
    const move = await client.think(asked);
    expect(legalMoves(asked.position, asked.rules)).toContain(move);
    expect(client.lastThought?.source).toBe('engine');
    expect(client.lastThought?.nodes).toBeGreaterThan(0);
  });

  it('answers malformed messages and engine failures with an error instead of throwing', () => {
    expect(answer(null)).toEqual({ id: -1, error: 'expected { id, request: EngineRequest }' });
    expect(answer({ id: 3 })).toMatchObject({ id: 3, error: expect.any(String) });
    const failing = answer({ id: 4, request: ataxxRequest(request()) }, () => {
      throw new Error('no budget');
    });
    expect(failing).toEqual({ id: 4, error: 'no budget' });
    const unreadable = answer({ id: 5, request: { ...ataxxRequest(request()), position: 'x9/9 x' } });
    expect(unreadable).toMatchObject({ id: 5, error: expect.stringContaining('position') });
  });

  it('answers a game no engine plays with an error naming it', () => {
    const unknown = { game: 'go', position: '19x19', variant: 'standard', strength: 3, seed: 1 };
    expect(answer({ id: 6, request: unknown })).toEqual({ id: 6, error: 'no engine plays the game "go"' });
  });

  it("answers any registered game with its engine's move text (a test game, Pile)", () => {
    const asked = { game: 'pile', position: '5 o', variant: 'standard', strength: 3, seed: 9 };
    expect(answer(structuredClone({ id: 8, request: asked }))).toEqual({
      id: 8,
      move: '1',
      depth: 1,
      score: 9,
      nodes: 1,
    });
    expect(answer({ id: 9, request: { ...asked, variant: 'giant' } })).toMatchObject({
      id: 9,
      error: expect.stringContaining('giant'),
    });
  });
});
