import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ComputerMovesToCheck, WrongComputerMove } from '../ai/record-check';
import type { EngineRequest } from '../ai/types';

/**
 * The computer's thinking, off the rooms' thread: a few worker threads run the engines, at most one
 * search each, and searches beyond that wait in a bounded first-come queue. So a crowd of computer games
 * slows only the computer's own replies; the main thread keeps serving human moves and clocks. The same
 * workers replay world records (the engine pass of record-check.ts), after any waiting search. A request
 * names its game and carries position text, the answer is move text, and the worker finds the game's
 * engine in ai's engine registry (engines.ts): the pool names no game.
 */

/**
 * What the pool posts to a worker: plain data, one search (`request`) or the engine pass of a world
 * record's game (`replay`). `attempt` is 1 on the retry after a worker died.
 */
export type SearchOrder = { readonly id: number; readonly attempt: number } & Work;

type Work = { readonly request: EngineRequest } | { readonly replay: ComputerMovesToCheck };

/**
 * A worker's reply to one order: a search's move as the game's move text. A new worker first says it is
 * `ready` (its modules loaded and its engines warmed): a job's limit runs from then, not from the
 * worker's start, which a loaded machine may take seconds over.
 */
export type SearchAnswer =
  | { readonly ready: true }
  | { readonly id: number; readonly move: string }
  | { readonly id: number; readonly wrong: WrongComputerMove | null }
  | { readonly id: number; readonly error: string };

type Answered = Exclude<SearchAnswer, { error: string } | { ready: true }>;

/** A worker not ready this long after it started is as stuck as a search past its limit. */
const START_LIMIT_MS = 60_000;

export interface EnginePoolOptions {
  /** Worker threads, which is also the cap on searches at once. Default: the cores less one for the rooms, at least 1. */
  readonly workers?: number;
  /** Searches that may wait for a worker; one more is refused with `EngineBusy`. Default 32 per worker. */
  readonly queueLimit?: number;
  /** A search running longer than this means a stuck worker: it is replaced and the search retried once. */
  readonly searchLimitMs?: number;
  /** The worker's module (tests pass a stand-in); the engine worker by default. */
  readonly workerUrl?: URL;
  /**
   * Modules each worker imports before its first answer: where the tests and the test build register a
   * game and its engine (`registerGame`, `registerEngine`), since a worker thread has registries of its own.
   */
  readonly setup?: readonly URL[];
  readonly log?: (message: string) => void;
}

/** What a worker is started with (`workerData`): plain data. */
export interface EngineWorkerData {
  /** The `setup` modules' URLs, as text. */
  readonly setup: readonly string[];
}

/** The queue is full: the caller should try again later. */
export class EngineBusy extends Error {}

export interface EnginePoolStats {
  readonly size: number;
  readonly workers: number;
  readonly running: number;
  readonly queued: number;
  /** The most searches that ever ran at once. */
  readonly peakRunning: number;
  /** Workers that died or hung and were replaced. */
  readonly restarts: number;
}

interface Job {
  readonly id: number;
  readonly work: Work;
  /** How long this job may run before its worker counts as stuck. */
  readonly limitMs: number;
  attempt: number;
  readonly resolve: (answer: Answered) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  readonly worker: Worker;
  /** The worker said it is ready: its job's limit runs. */
  ready: boolean;
  job: Job | null;
  /** The job's limit once the worker is ready; until then, the worker's limit to start. */
  timer: NodeJS.Timeout | null;
}

const ENGINE_WORKER = new URL('./engine-worker.ts', import.meta.url);
/** The engine is TypeScript, so each worker loads tsx's loader first (under tsx and under Vitest alike). */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** The default pool size: every core but one, which the rooms keep; at least one. */
export const defaultEngineWorkers = (): number => Math.max(1, availableParallelism() - 1);

export class EnginePool {
  readonly size: number;
  private readonly queueLimit: number;
  private readonly searchLimitMs: number;
  private readonly workerUrl: URL;
  private readonly workerData: EngineWorkerData;
  private readonly log: (message: string) => void;
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private peak = 0;
  private restarts = 0;
  private closed = false;

  constructor(options: EnginePoolOptions = {}) {
    this.size = Math.max(1, Math.floor(options.workers ?? defaultEngineWorkers()));
    this.queueLimit = Math.max(0, Math.floor(options.queueLimit ?? 32 * this.size));
    this.searchLimitMs = options.searchLimitMs ?? 30_000;
    this.workerUrl = options.workerUrl ?? ENGINE_WORKER;
    this.workerData = { setup: (options.setup ?? []).map((url) => url.href) };
    this.log = options.log ?? ((message) => console.log(`[engine] ${message}`));
  }

  /**
   * The move text of the request's game's engine. Rejects with `EngineBusy` when the queue is full, if
   * the pool closes, and with the engine's error (an unknown game, a position that does not read).
   */
  async ask(request: EngineRequest): Promise<string> {
    const answer = await this.submit({ request }, this.searchLimitMs);
    if (!('move' in answer)) throw new Error('the engine worker answered a search without a move');
    return answer.move;
  }

  /**
   * The engine pass of a world record's game (record-check.ts): the first computer move the engine would
   * not have made, or null. Waits behind every search of a game being played (those have clocks), and
   * may run a search's limit per move of the game.
   */
  async checkComputerMoves(game: ComputerMovesToCheck): Promise<WrongComputerMove | null> {
    const limitMs = this.searchLimitMs * Math.max(1, Math.ceil(game.moves.length / 2));
    const answer = await this.submit({ replay: game }, limitMs);
    if (!('wrong' in answer)) throw new Error('the engine worker answered a replay without a verdict');
    return answer.wrong;
  }

  private submit(work: Work, limitMs: number): Promise<Answered> {
    if (this.closed) return Promise.reject(new Error('the engine pool is closed'));
    const waiting = this.queue.length + (this.idleSlot() || this.slots.size < this.size ? 0 : 1);
    if (waiting > this.queueLimit) return Promise.reject(new EngineBusy('every engine worker is busy'));
    return new Promise<Answered>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, work, limitMs, attempt: 0, resolve, reject });
      this.pump();
    });
  }

  stats(): EnginePoolStats {
    return {
      size: this.size,
      workers: this.slots.size,
      running: this.running(),
      queued: this.queue.length,
      peakRunning: this.peak,
      restarts: this.restarts,
    };
  }

  /** Stops every worker; searches still waiting or running are rejected. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const stopped = new Error('the engine pool is closed');
    for (const job of this.queue.splice(0)) job.reject(stopped);
    const slots = [...this.slots];
    this.slots.clear();
    for (const slot of slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.job?.reject(stopped);
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private running(): number {
    let running = 0;
    for (const slot of this.slots) if (slot.job) running++;
    return running;
  }

  private idleSlot(): Slot | null {
    for (const slot of this.slots) if (!slot.job) return slot;
    return null;
  }

  /** Hands waiting searches to idle workers, starting workers up to the pool's size. */
  private pump(): void {
    while (!this.closed && this.queue.length > 0) {
      const slot = this.idleSlot() ?? (this.slots.size < this.size ? this.start() : null);
      if (!slot) return;
      // A search for a game being played goes before any replay of a record: it has a clock running.
      const search = this.queue.findIndex((waiting) => 'request' in waiting.work);
      const job = this.queue.splice(search < 0 ? 0 : search, 1)[0];
      slot.job = job;
      if (slot.ready) this.arm(slot, job);
      const order: SearchOrder = { id: job.id, attempt: job.attempt, ...job.work };
      slot.worker.postMessage(order);
      this.peak = Math.max(this.peak, this.running());
    }
  }

  private start(): Slot {
    const worker = new Worker(this.workerUrl, {
      execArgv: ['--import', TSX_LOADER],
      workerData: this.workerData,
    });
    const slot: Slot = { worker, ready: false, job: null, timer: null };
    slot.timer = setTimeout(() => this.fail(slot, `not ready after ${START_LIMIT_MS} ms`), START_LIMIT_MS);
    this.slots.add(slot);
    worker.on('message', (answer: SearchAnswer) => this.answered(slot, answer));
    worker.on('error', (error: Error) => this.fail(slot, error.message));
    worker.on('exit', (code: number) => this.fail(slot, `the worker stopped (exit code ${code})`));
    return slot;
  }

  /** Starts the limit of the job a ready worker runs. */
  private arm(slot: Slot, job: Job): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => this.fail(slot, `a job ran over ${job.limitMs} ms`), job.limitMs);
  }

  private answered(slot: Slot, answer: SearchAnswer): void {
    if ('ready' in answer) {
      slot.ready = true;
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      if (slot.job) this.arm(slot, slot.job);
      return;
    }
    const job = slot.job;
    if (!job || answer.id !== job.id) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    if ('error' in answer) job.reject(new Error(`the engine failed: ${answer.error}`));
    else job.resolve(answer);
    this.pump();
  }

  /** A worker died or hung: it goes, its search is retried once on a fresh worker, then given up. */
  private fail(slot: Slot, why: string): void {
    if (this.closed || !this.slots.delete(slot)) return;
    this.restarts++;
    if (slot.timer) clearTimeout(slot.timer);
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => undefined);
    void slot.worker.terminate();
    const job = slot.job;
    this.log(`an engine worker failed (${why})${job ? `; search ${job.id} attempt ${job.attempt + 1}` : ''}`);
    if (job && job.attempt === 0) {
      job.attempt = 1;
      this.queue.unshift(job);
    } else if (job) {
      job.reject(new Error(`the engine failed twice: ${why}`));
    }
    this.pump();
  }
}
