import { WIN } from '../../../ai';
import { ataxxMoveOf, ataxxRequest } from '../../../ai/ataxx-engine';
import { outcome, type Move, type Position, type Ruleset } from '../../../core';
import { readThought } from './messages';
import type { ThinkWorker, ThinkWorkerEvents } from './OpponentClient';
import { spawnThinkWorker } from './spawnThinkWorker';
import { watchdogMs } from './watchdog';

/**
 * The budget every hint is searched at: strength 7's fixed node count (8,000), with no clock, so a hint
 * is the same on every device and under any load (under 65 ms of CPU on a desktop, a few times that on a
 * phone, in the worker: the screen never waits for it).
 */
export const HINT_STRENGTH = 7;

/** The engine's view of a position: its best move (null when the game is over) and its score. */
export interface Hint {
  readonly move: Move | null;
  /** For the side to move, in the engine's units: 100 is one piece; ±WIN and near it is a won game. */
  readonly score: number;
}

/** A game already over needs no search: core's ending says who won (±WIN) or that it is a draw. */
export function finishedHint(position: Position, rules: Ruleset): Hint | null {
  const over = outcome(position, rules);
  if (!over) return null;
  return { move: null, score: over.winner === null ? 0 : over.winner === position.turn ? WIN : -WIN };
}

interface Job {
  readonly position: Position;
  readonly rules: Ruleset;
  readonly resolve: (hint: Hint | null) => void;
}

/**
 * Asks the engine, in its own Web Worker (the opponent's worker code, a second instance), for hints:
 * one search at a time, in the order asked. A position already over is scored by core at once; a
 * crashed, stuck or broken worker answers null for that search (no hint, never a guessed one) and is
 * replaced.
 */
export class HintClient {
  private worker: ThinkWorker | null = null;
  private generation = 0;
  private queue: Job[] = [];
  private running: { id: number; job: Job; timer: ReturnType<typeof setTimeout> } | null = null;
  private nextId = 1;
  private disposed = false;

  constructor(private readonly spawn: (events: ThinkWorkerEvents) => ThinkWorker = spawnThinkWorker) {}

  /** The engine's hint for `position`; null when the engine failed. Never rejects. */
  hint(position: Position, rules: Ruleset): Promise<Hint | null> {
    const over = finishedHint(position, rules);
    if (over) return Promise.resolve(over);
    if (this.disposed) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.queue.push({ position, rules, resolve });
      this.pump();
    });
  }

  /** Drops the searches not yet started (they answer null): a live game only wants its latest position. */
  dropWaiting(): void {
    const dropped = this.queue;
    this.queue = [];
    for (const job of dropped) job.resolve(null);
  }

  dispose(): void {
    this.disposed = true;
    this.dropWaiting();
    const running = this.running;
    this.running = null;
    if (running) {
      clearTimeout(running.timer);
      running.job.resolve(null);
    }
    this.worker?.terminate();
    this.worker = null;
    this.generation++;
  }

  private pump(): void {
    if (this.running || this.disposed) return;
    const job = this.queue.shift();
    if (!job) return;
    const worker = this.ensureWorker();
    if (!worker) return job.resolve(null);
    const id = this.nextId++;
    const timer = setTimeout(() => this.failed(id, 'no answer'), watchdogMs(HINT_STRENGTH));
    this.running = { id, job, timer };
    try {
      worker.post({
        id,
        request: ataxxRequest({ position: job.position, rules: job.rules, strength: HINT_STRENGTH, seed: 0 }),
      });
    } catch {
      this.failed(id, 'could not post');
    }
  }

  private ensureWorker(): ThinkWorker | null {
    if (this.worker) return this.worker;
    const generation = ++this.generation;
    try {
      this.worker = this.spawn({
        reply: (data) => {
          if (generation === this.generation) this.replied(data);
        },
        crash: (reason) => {
          if (generation === this.generation) this.failed(this.running?.id ?? -1, reason);
        },
      });
    } catch {
      this.worker = null;
    }
    return this.worker;
  }

  private replied(data: unknown): void {
    const thought = readThought(data);
    const running = this.running;
    if (!thought || !running || thought.id !== running.id) return;
    if ('error' in thought) return this.failed(running.id, thought.error);
    const move = ataxxMoveOf(thought.move, running.job.position);
    if (!move.ok) return this.failed(running.id, `an unreadable move (${thought.move})`);
    clearTimeout(running.timer);
    this.running = null;
    running.job.resolve({ move: move.value, score: thought.score });
    this.pump();
  }

  private failed(id: number, reason: string): void {
    const running = this.running;
    if (!running || running.id !== id) return;
    console.warn(`hints: the engine gave no hint (${reason})`);
    clearTimeout(running.timer);
    this.running = null;
    this.worker?.terminate();
    this.worker = null;
    this.generation++;
    running.job.resolve(null);
    this.pump();
  }
}
