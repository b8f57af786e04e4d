/**
 * The computer's Oxono moves, from the same opponent Web Worker Ataxx asks (session/opponent/): the
 * worker answers any game the engine registry knows, so this client only words the question as an
 * EngineRequest for 'oxono' and checks the answer against core's legal moves. Like Ataxx's client it
 * always answers with a legal move: when the worker crashes, answers nonsense or stays silent past its
 * watchdog, it replaces the worker and plays the first legal move core lists (counted as a fallback).
 */
import { legalOxonoMoves, oxono, readMove, type OxonoMove, type OxonoPosition } from '../../../core/oxono';
import { readThought } from '../opponent/messages';
import type { ThinkWorker, ThinkWorkerEvents } from '../opponent/OpponentClient';

/** The strongest rung's budget at the slowest speed the watchdog allows for, plus the worker's start. */
const WATCHDOG_MS = 30_000;

export interface OxonoOpponentOptions {
  readonly spawn: (events: ThinkWorkerEvents) => ThinkWorker;
  /** Shortest time from question to answer, so an instant reply still reads as a move. */
  readonly minThinkMs?: number;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
  readonly now?: () => number;
}

/** A move and the engine's score for the side to move (null for a fallback move, which has none). */
export interface OxonoThought {
  readonly move: OxonoMove;
  readonly score: number | null;
}

interface Question {
  readonly id: number;
  readonly legal: readonly OxonoMove[];
  readonly started: number;
  readonly answer: (thought: OxonoThought | null) => void;
  timer: unknown;
}

export class OxonoOpponent {
  private worker: ThinkWorker | null = null;
  private generation = 0;
  private question: Question | null = null;
  private nextId = 1;
  private disposed = false;
  /** Moves that did not come from the engine (a dead or confused worker). */
  fallbacks = 0;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;
  private readonly now: () => number;

  constructor(private readonly options: OxonoOpponentOptions) {
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    this.now = options.now ?? (() => performance.now());
    // Started now, so the worker loads and warms while the player looks at the board.
    this.ensureWorker();
  }

  get thinking(): boolean {
    return this.question !== null;
  }

  /** The computer's move at a strength; null when the question was cancelled or the game is over. */
  async moveFor(position: OxonoPosition, strength: number, seed: number): Promise<OxonoMove | null> {
    return (await this.thoughtFor(position, strength, seed))?.move ?? null;
  }

  /** The engine's move and score (the replay's hints); null when cancelled or the game is over. */
  thoughtFor(position: OxonoPosition, strength: number, seed: number): Promise<OxonoThought | null> {
    this.cancel();
    const legal = legalOxonoMoves(position);
    if (this.disposed || legal.length === 0) return Promise.resolve(null);
    return new Promise((answer) => {
      const question: Question = { id: this.nextId++, legal, started: this.now(), answer, timer: null };
      this.question = question;
      const worker = this.ensureWorker();
      if (!worker) return this.fallBack(question);
      question.timer = this.setTimer(() => this.fallBack(question, true), WATCHDOG_MS);
      const request = {
        game: oxono.name,
        position: oxono.positionText(position),
        variant: 'standard',
        strength,
        seed,
      };
      try {
        worker.post({ id: question.id, request });
      } catch {
        this.fallBack(question, true);
      }
    });
  }

  /** Drops the question in progress: its promise resolves null, and the busy worker is replaced. */
  cancel(): void {
    const question = this.question;
    if (!question) return;
    this.question = null;
    this.clearTimer(question.timer);
    this.replaceWorker();
    question.answer(null);
  }

  dispose(): void {
    this.cancel();
    this.disposed = true;
    this.worker?.terminate();
    this.worker = null;
    this.generation++;
  }

  private ensureWorker(): ThinkWorker | null {
    if (this.worker || this.disposed) return this.worker;
    const generation = ++this.generation;
    try {
      this.worker = this.options.spawn({
        reply: (data) => generation === this.generation && this.replied(data),
        crash: () => {
          if (generation !== this.generation) return;
          const question = this.question;
          if (question) this.fallBack(question, true);
          else this.replaceWorker();
        },
      });
    } catch {
      this.worker = null;
    }
    return this.worker;
  }

  private replaceWorker(): void {
    this.worker?.terminate();
    this.worker = null;
    this.generation++;
    this.ensureWorker();
  }

  private replied(data: unknown): void {
    const thought = readThought(data);
    const question = this.question;
    if (!thought || !question || thought.id !== question.id) return;
    this.clearTimer(question.timer);
    const move = 'error' in thought ? null : readMove(thought.move);
    if (!move?.ok || !question.legal.includes(move.value)) return this.fallBack(question);
    this.deliver(question, { move: move.value, score: 'error' in thought ? null : thought.score });
  }

  private fallBack(question: Question, replace = false): void {
    if (this.question !== question) return;
    this.clearTimer(question.timer);
    if (replace) this.replaceWorker();
    this.fallbacks++;
    this.deliver(question, { move: question.legal[0], score: null });
  }

  private deliver(question: Question, thought: OxonoThought): void {
    const wait = (this.options.minThinkMs ?? 0) - (this.now() - question.started);
    const give = (): void => {
      if (this.question !== question) return;
      this.question = null;
      question.answer(thought);
    };
    if (wait <= 0) give();
    else question.timer = this.setTimer(give, wait);
  }
}
