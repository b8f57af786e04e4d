/**
 * A small animation clock of our own rather than Phaser tweens, so that "a tap finishes every animation
 * at once" is one call, the speed setting scales everything in one place, and the scheduling is testable
 * without a browser.
 */
export interface Step {
  /** Start, in ms after the step was added. */
  readonly at: number;
  readonly duration: number;
  /** Called with progress 0..1 on every frame while the step runs, and with 1 exactly once at its end. */
  readonly update?: (progress: number) => void;
  /** Called once when the step starts (sounds, swapping a piece's colour). */
  readonly start?: () => void;
}

interface Running {
  readonly step: Step;
  readonly begin: number;
  started: boolean;
  ended: boolean;
}

export class Timeline {
  private now = 0;
  private steps: Running[] = [];
  private waiting: (() => void)[] = [];

  /** True while any step has not reached its end. */
  get busy(): boolean {
    return this.steps.length > 0;
  }

  /** Adds steps, timed from now. Returns when they will all have ended. */
  add(steps: readonly Step[]): number {
    let end = this.now;
    for (const step of steps) {
      this.steps.push({ step, begin: this.now + step.at, started: false, ended: false });
      end = Math.max(end, this.now + step.at + step.duration);
    }
    return end - this.now;
  }

  /** Calls `done` once every step added so far has ended (at once when idle). */
  whenIdle(done: () => void): void {
    if (this.busy) this.waiting.push(done);
    else done();
  }

  /** Moves the clock on by `ms`, running what falls due. */
  advance(ms: number): void {
    this.now += Math.max(0, ms);
    this.run(false);
  }

  /** Ends every step at once, in start order, as if all the time had passed. */
  finish(): void {
    this.run(true);
  }

  /** Drops every step and waiter without running them: the things they would touch are going away. */
  clear(): void {
    this.steps = [];
    this.waiting = [];
  }

  private run(all: boolean): void {
    // Steps added by callbacks while we run are picked up by the loop, so a chain finishes completely.
    for (let guard = 0; guard < 100 && this.steps.length > 0; guard++) {
      const due = this.steps
        .filter((running) => all || running.begin <= this.now)
        .sort((a, b) => a.begin - b.begin);
      if (due.length === 0) break;
      for (const running of due) {
        const { step } = running;
        if (!running.started) {
          running.started = true;
          step.start?.();
        }
        const progress =
          all || step.duration <= 0 ? 1 : Math.min(1, (this.now - running.begin) / step.duration);
        step.update?.(progress);
        if (progress >= 1) running.ended = true;
      }
      this.steps = this.steps.filter((running) => !running.ended);
      if (!all) break;
    }
    if (!this.busy) {
      const waiting = this.waiting;
      this.waiting = [];
      for (const done of waiting) done();
    }
  }
}
