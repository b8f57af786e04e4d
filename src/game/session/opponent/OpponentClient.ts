import { legalMoves, type Move } from '../../../core';
import { greedyMove } from '../../../ai';
import { ataxxMoveOf, ataxxRequest } from '../../../ai/ataxx-engine';
import type { ThinkRequest } from '../../../ai/types';
import { readThought, type ThinkMessage } from './messages';
import { spawnThinkWorker } from './spawnThinkWorker';
import { DEFAULT_GRACE_MS, watchdogMs } from './watchdog';

/** The worker as the client sees it; the real one is spawned by spawnThinkWorker, tests pass a fake. */
export interface ThinkWorker {
  post(message: ThinkMessage): void;
  terminate(): void;
}

/** How a worker reports back; the client hands these to the factory for each worker it starts. */
export interface ThinkWorkerEvents {
  reply(data: unknown): void;
  crash(reason: string): void;
}

export interface OpponentClientOptions {
  readonly spawn?: (events: ThinkWorkerEvents) => ThinkWorker;
  /** Shortest time from request to answer, so instant replies still feel considered. */
  readonly minThinkMs?: number;
  /** Added to the budget's time at the slowest speed allowed for; then the worker counts as dead. */
  readonly graceMs?: number;
  readonly now?: () => number;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
  /** Hears about fallbacks and crashes; the game goes on regardless. */
  readonly warn?: (message: string) => void;
}

/**
 * Where the last answer came from, for the HUD and for tests. Only an `engine` or `forced` move is the
 * one the engine gives on every device; a `fallback` move (the worker died) cannot be replayed.
 */
export interface Thought {
  readonly move: Move;
  readonly source: 'engine' | 'forced' | 'fallback';
  readonly depth: number;
  readonly score: number;
  readonly nodes: number;
}

/** The rejection of a request abandoned by `cancel`, `dispose` or a newer `think`. */
export class OpponentCancelled extends Error {
  constructor() {
    super('the opponent stopped thinking: the request was cancelled');
    this.name = 'OpponentCancelled';
  }
}

export const isOpponentCancelled = (error: unknown): error is OpponentCancelled =>
  error instanceof OpponentCancelled;

interface Pending {
  readonly id: number;
  readonly request: ThinkRequest;
  readonly legal: readonly Move[];
  readonly started: number;
  readonly resolve: (move: Move) => void;
  readonly reject: (error: Error) => void;
  /** Whether the worker is still searching for this request (it must be terminated to stop it). */
  inWorker: boolean;
  timer: unknown;
}

export const DEFAULT_MIN_THINK_MS = 450;

/**
 * The Play scene's line to the computer opponent. The engine runs in a Web Worker; this client always
 * answers with a legal move: it falls back to the greedy move (cheap, on the main thread) when the worker
 * crashes, answers nonsense or seems dead (no answer long after its node budget should have finished on
 * the slowest device), and replaces a stuck or broken worker with a fresh one. It serves the campaign and
 * Versus, so Ataxx: it is asked about Ataxx positions and answers Ataxx moves, and turns them into the
 * worker's messages (which name their game, in position and move text) at the boundary. Fallback moves
 * are counted, since a game that holds one cannot be replayed exactly.
 */
export class OpponentClient {
  private readonly spawn: (events: ThinkWorkerEvents) => ThinkWorker;
  private readonly minThinkMs: number;
  private readonly graceMs: number;
  private readonly now: () => number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;
  private readonly warn: (message: string) => void;
  private worker: ThinkWorker | null = null;
  /** Bumped for every worker started, so events from a replaced worker are ignored. */
  private workerGeneration = 0;
  private pending: Pending | null = null;
  private nextId = 1;
  private disposed = false;
  private thought: Thought | null = null;
  private fallbackCount = 0;

  constructor(options: OpponentClientOptions = {}) {
    this.spawn = options.spawn ?? spawnThinkWorker;
    this.minThinkMs = options.minThinkMs ?? DEFAULT_MIN_THINK_MS;
    this.graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
    this.now = options.now ?? (() => performance.now());
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    this.warn = options.warn ?? ((message) => console.warn(`opponent: ${message}`));
    // Started now, so the worker loads and warms up while the player makes the first move: the first
    // answer then costs no more than the others (`npm run bench:browser` prints both).
    this.ensureWorker();
  }

  /** Whether a request is waiting for its answer. */
  get busy(): boolean {
    return this.pending !== null;
  }

  /** Fallback moves delivered so far: a game with any cannot be replayed, so its score is not verifiable. */
  get fallbacks(): number {
    return this.fallbackCount;
  }

  /** The last answer given, with where it came from. */
  get lastThought(): Thought | null {
    return this.thought;
  }

  /**
   * The opponent's move for the side to move: always legal. Rejects with OpponentCancelled when
   * cancelled (or overtaken by a newer request), and with an Error when the game is already over.
   */
  think(request: ThinkRequest): Promise<Move> {
    if (this.disposed) return Promise.reject(new Error('the opponent client has been disposed'));
    this.cancel();
    const legal = legalMoves(request.position, request.rules);
    if (legal.length === 0)
      return Promise.reject(new Error('the game is over: there is no move to think about'));
    return new Promise<Move>((resolve, reject) => {
      const pending: Pending = {
        id: this.nextId++,
        request,
        legal,
        started: this.now(),
        resolve,
        reject,
        inWorker: false,
        timer: null,
      };
      this.pending = pending;
      if (legal.length === 1) {
        this.answer(pending, { move: legal[0], source: 'forced', depth: 0, score: 0, nodes: 0 });
        return;
      }
      const worker = this.ensureWorker();
      if (!worker) {
        this.fallBack(pending, 'no worker could be started');
        return;
      }
      pending.inWorker = true;
      pending.timer = this.setTimer(() => this.timedOut(pending), watchdogMs(request.strength, this.graceMs));
      try {
        worker.post({ id: pending.id, request: ataxxRequest(request) });
      } catch (failure) {
        this.replaceWorker();
        this.fallBack(pending, `the request could not be sent (${describe(failure)})`);
      }
    });
  }

  /** Abandons the pending request: its promise rejects with OpponentCancelled and no late answer lands. */
  cancel(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    this.clearTimer(pending.timer);
    // A synchronous search cannot be interrupted from outside: stop it by replacing the worker.
    if (pending.inWorker) this.replaceWorker();
    pending.reject(new OpponentCancelled());
  }

  /** Cancels anything pending and shuts the worker down for good. */
  dispose(): void {
    this.cancel();
    this.disposed = true;
    this.worker?.terminate();
    this.worker = null;
    this.workerGeneration++;
  }

  private ensureWorker(): ThinkWorker | null {
    if (this.worker) return this.worker;
    const generation = ++this.workerGeneration;
    const current = () => generation === this.workerGeneration;
    try {
      this.worker = this.spawn({
        reply: (data) => {
          if (current()) this.replied(data);
        },
        crash: (reason) => {
          if (current()) this.crashed(reason);
        },
      });
    } catch (failure) {
      this.warn(`could not start the worker (${describe(failure)})`);
      this.worker = null;
    }
    return this.worker;
  }

  /** Terminates the worker and starts a fresh one, ready for the next request. */
  private replaceWorker(): void {
    this.worker?.terminate();
    this.worker = null;
    this.workerGeneration++;
    if (!this.disposed) this.ensureWorker();
  }

  private replied(data: unknown): void {
    const thought = readThought(data);
    const pending = this.pending;
    if (!thought || !pending || thought.id !== pending.id || !pending.inWorker) return;
    pending.inWorker = false;
    this.clearTimer(pending.timer);
    if ('error' in thought) return this.fallBack(pending, `the engine failed: ${thought.error}`);
    const move = ataxxMoveOf(thought.move, pending.request.position);
    if (!move.ok || !pending.legal.includes(move.value))
      this.fallBack(pending, `the engine answered an illegal move (${thought.move})`);
    else this.answer(pending, { ...thought, move: move.value, source: 'engine' });
  }

  private crashed(reason: string): void {
    const pending = this.pending;
    this.replaceWorker();
    if (pending?.inWorker) {
      pending.inWorker = false;
      this.clearTimer(pending.timer);
      this.fallBack(pending, `the worker crashed (${reason})`);
    } else this.warn(`the worker crashed while idle (${reason}); started a new one`);
  }

  private timedOut(pending: Pending): void {
    if (this.pending !== pending || !pending.inWorker) return;
    pending.inWorker = false;
    this.replaceWorker();
    this.fallBack(pending, 'the worker seems dead: no answer long after its node budget');
  }

  private fallBack(pending: Pending, why: string): void {
    const { position, rules, seed } = pending.request;
    let move = greedyMove(position, rules, seed);
    if (!pending.legal.includes(move)) move = pending.legal[0];
    this.warn(`${why}; playing a greedy move instead`);
    this.answer(pending, { move, source: 'fallback', depth: 1, score: 0, nodes: 0 });
  }

  /** Resolves once the minimum thinking pause has passed; a cancel in between still wins. */
  private answer(pending: Pending, thought: Thought): void {
    const wait = this.minThinkMs - (this.now() - pending.started);
    const deliver = () => {
      if (this.pending !== pending) return;
      this.pending = null;
      this.thought = thought;
      if (thought.source === 'fallback') this.fallbackCount++;
      pending.resolve(thought.move);
    };
    if (wait <= 0) deliver();
    else pending.timer = this.setTimer(deliver, wait);
  }
}

const describe = (failure: unknown): string => (failure instanceof Error ? failure.message : String(failure));
