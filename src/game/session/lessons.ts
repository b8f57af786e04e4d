import type { Side, Square } from '../../core';
import type { SessionEvent, SessionState } from './GameSession';

/** The four things level 1 points out on the real board, each once, in the order a game meets them. */
export const LESSONS = ['pick', 'targets', 'flip', 'fill'] as const;
export type LessonName = (typeof LESSONS)[number];

/** What to point out now: the lesson and the square it is about (null: the board as a whole). */
export interface Lesson {
  readonly name: LessonName;
  readonly square: Square | null;
}

/**
 * Level 1's coach: which lesson the board shows, from the session's events and state. Pick a blob, then
 * what the dots and rings mean, then the first flip, then the fill at the end; each shows until the
 * player has acted on it, and never twice in a game.
 */
export class Lessons {
  private current: Lesson | null = null;
  private readonly done = new Set<LessonName>();

  constructor(private readonly you: Side) {}

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
      if (byYou && event.change.flipped.length > 0 && !this.done.has('flip'))
        this.current = this.begin('flip', event.change.placed);
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
