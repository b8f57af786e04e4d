import { squareName, type Side, type Square } from '../../core';
import type { SessionEvent, SessionState } from './GameSession';

/**
 * What the coach points out on the real board, each once a game: level 1's four basics in the order a
 * game meets them, and the hole a jump leaves when the other side moves into it (levels 1-3).
 */
export const LESSONS = ['pick', 'targets', 'flip', 'fill', 'hole'] as const;
export type LessonName = (typeof LESSONS)[number];

/** What to point out now: the lesson and the square it is about (null: the board as a whole). */
export interface Lesson {
  readonly name: LessonName;
  readonly square: Square | null;
  /** The words the lesson's text names (the hole: its square and how many flipped back). */
  readonly words?: { readonly square: string; readonly n: number };
}

/**
 * Level 1's coach: which lesson the board shows, from the session's events and state. Pick a blob, then
 * what the dots and rings mean, then the first flip, then the fill at the end; each shows until the
 * player has acted on it, and never twice in a game.
 */
export class Lessons {
  private current: Lesson | null = null;
  private readonly done = new Set<LessonName>();
  /** The square the player's last move left empty (a jump), or -1. */
  private hole: Square = -1;

  /** `basics`: level 1's four lessons too (until it is won); otherwise only the hole. */
  constructor(
    private readonly you: Side,
    basics = true,
  ) {
    if (!basics) for (const name of ['pick', 'targets', 'flip', 'fill'] as const) this.done.add(name);
  }

  get showing(): Lesson | null {
    return this.current;
  }

  /** Hears one session event and the state after it; returns the lesson to show now. */
  heard(event: SessionEvent, state: SessionState): Lesson | null {
    if (event.kind === 'over') {
      this.current = event.outcome.fill ? this.begin('fill', null) : null;
      return this.current;
    }
    if (event.kind === 'moved') {
      const byYou = event.change.side === this.you;
      if (byYou) {
        this.finish('pick');
        this.finish('targets');
      }
      if (this.current?.name === 'flip' && !byYou) this.current = null;
      if (this.current?.name === 'hole' && byYou) this.current = null;
      if (byYou && event.change.flipped.length > 0 && !this.done.has('flip'))
        this.current = this.begin('flip', event.change.placed);
      // The idea that decides games, shown the moment it costs: their move landed in the hole a jump left.
      const hole = this.hole;
      this.hole = byYou ? event.change.vacated : -1;
      const taken = event.change.flipped.length;
      if (!byYou && hole >= 0 && event.change.placed === hole && taken > 0 && !this.done.has('hole')) {
        const { width, height } = event.before;
        this.current = {
          ...this.begin('hole', hole),
          words: { square: squareName(hole, width, height), n: taken },
        };
      }
      return this.current;
    }
    const yourTurn = !state.outcome && state.position.turn === this.you && !state.thinking;
    if (yourTurn && state.selected === null && !this.done.has('pick') && this.current?.name !== 'flip')
      this.current = { name: 'pick', square: Math.max(0, state.position.cells.indexOf(this.you)) };
    if (state.selected !== null && !this.done.has('targets')) {
      this.finish('pick');
      this.current = this.begin('targets', state.selected);
    }
    return this.current;
  }

  private begin(name: LessonName, square: Square | null): Lesson {
    this.done.add(name);
    return { name, square };
  }

  private finish(name: LessonName): void {
    this.done.add(name);
    if (this.current?.name === name) this.current = null;
  }
}
