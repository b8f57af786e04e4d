import { applyMove, type Move, type Position, type Ruleset } from '../../core';
import { WIN_BOUND } from '../../ai';
import type { Hint } from '../session/opponent/HintClient';

/** A move this many pieces worse than the engine's choice is marked in the move list as a missed move. */
export const MISSED_PIECES = 3;

/** One engine search at the hint budget (the worker in the game, the engine itself in tests). */
export type HintSearch = (position: Position, rules: Ruleset) => Promise<Hint | null>;

/**
 * How many pieces worse the played move was than the engine's choice: the engine's score of the
 * position after its own move minus its score of the position after the played move, both from the
 * mover's side and searched at the same budget (100 engine units are one piece).
 */
export const piecesWorse = (bestScore: number, playedScore: number): number =>
  (bestScore - playedScore) / 100;

export const isMissed = (worse: number): boolean => worse >= MISSED_PIECES;

/** The engine's verdict on one move: its own choice in the position before it, and how much worse the move was. */
export interface MoveReview {
  readonly best: Move;
  readonly worse: number;
  readonly missed: boolean;
}

/** What the analysis reads of a game: Ataxx's replay (ataxx-replay.ts) has exactly this. */
export interface AnalysedGame {
  readonly rules: Ruleset;
  readonly length: number;
  readonly plies: readonly { readonly move: Move }[];
  positionAt(ply: number): Position;
}

/**
 * The engine's reading of a whole game, built in the background one search at a time: the position
 * after every ply (for the evaluation bar and the best move) and, for every move, the score after the
 * engine's own choice when it differs from the move played. The ply in focus (where the viewer is)
 * goes first. DOM-free; the Replay scene draws it as it fills in.
 */
export class GameAnalysis {
  /** roots[n]: the position after n plies; undefined until searched, null when the engine failed. */
  private readonly roots: (Hint | null | undefined)[];
  /** afterBest[k]: the mover's score after the engine's choice before ply k. */
  private readonly afterBest: (number | null | undefined)[];
  private focused = 0;
  private running = false;
  private stopped = false;

  constructor(
    private readonly game: AnalysedGame,
    private readonly search: HintSearch,
    private readonly changed: () => void = () => undefined,
  ) {
    this.roots = Array<Hint | null | undefined>(game.length + 1).fill(undefined);
    this.afterBest = Array<number | null | undefined>(game.length + 1).fill(undefined);
  }

  /** Puts the ply the viewer shows first in line, and starts (or keeps) the work going. */
  focus(ply: number): void {
    this.focused = Math.max(0, Math.min(this.game.length, ply));
    void this.run();
  }

  stop(): void {
    this.stopped = true;
  }

  /** Whether every search is done. */
  get done(): boolean {
    return this.nextJob() === null;
  }

  /** The engine's hint for the position after `ply` plies; undefined while not yet searched. */
  hintAt(ply: number): Hint | null | undefined {
    return this.roots[ply];
  }

  /** The evaluation after `ply` plies from x's side (100 = one piece), or null while unknown. */
  scoreForX(ply: number): number | null {
    const hint = this.roots[ply];
    if (!hint) return null;
    return this.game.positionAt(ply).turn === 'x' ? hint.score : -hint.score;
  }

  /** The review of move `ply` (1-based), or null while unknown or when the engine failed. */
  review(ply: number): MoveReview | null {
    const before = this.roots[ply - 1];
    const after = this.roots[ply];
    const best = this.afterBest[ply];
    if (!before?.move || !after || best === undefined || best === null) return null;
    // Won either way (a longer road to the same win) is no missed move.
    const played = -after.score;
    const worse =
      Math.abs(best) >= WIN_BOUND && Math.abs(played) >= WIN_BOUND && Math.sign(best) === Math.sign(played)
        ? 0
        : piecesWorse(best, played);
    return { best: before.move, worse, missed: isMissed(worse) };
  }

  /** The plies whose moves were missed chances, so far. */
  missedPlies(): number[] {
    const missed: number[] = [];
    for (let ply = 1; ply <= this.game.length; ply++) if (this.review(ply)?.missed) missed.push(ply);
    return missed;
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let job = this.nextJob(); job && !this.stopped; job = this.nextJob()) {
        await job();
        if (!this.stopped) this.changed();
      }
    } finally {
      this.running = false;
    }
  }

  /** The next search to make, the ply in focus first; null when there is none left. */
  private nextJob(): (() => Promise<void>) | null {
    const { length } = this.game;
    const focus = this.focused;
    const order = [focus, ...(focus > 0 ? [focus - 1] : [])];
    for (const ply of order) if (this.roots[ply] === undefined) return () => this.searchRoot(ply);
    if (focus > 0 && this.afterBest[focus] === undefined) return () => this.searchBest(focus);
    for (let ply = 0; ply <= length; ply++)
      if (this.roots[ply] === undefined) return () => this.searchRoot(ply);
    for (let ply = 1; ply <= length; ply++)
      if (this.afterBest[ply] === undefined) return () => this.searchBest(ply);
    return null;
  }

  private async searchRoot(ply: number): Promise<void> {
    this.roots[ply] = await this.search(this.game.positionAt(ply), this.game.rules);
  }

  /** The mover's score after the engine's own choice before `ply`; the played move's when they agree. */
  private async searchBest(ply: number): Promise<void> {
    if (this.roots[ply - 1] === undefined) return this.searchRoot(ply - 1);
    if (this.roots[ply] === undefined) return this.searchRoot(ply);
    const best = this.roots[ply - 1]?.move ?? null;
    const after = this.roots[ply];
    if (best === null || !after) {
      this.afterBest[ply] = null;
      return;
    }
    if (best === this.game.plies[ply - 1].move) {
      this.afterBest[ply] = -after.score;
      return;
    }
    const next = applyMove(this.game.positionAt(ply - 1), best).position;
    const hint = await this.search(next, this.game.rules);
    this.afterBest[ply] = hint ? -hint.score : null;
  }
}
