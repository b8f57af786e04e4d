import { opponentOf, type Side } from '../core/side';
import type { ClockView } from '../net/game-view';
import type { TimeControl } from '../net/time-control';

/**
 * Both sides' clocks, run from the server's time only. Time is booked lazily: the running side's
 * clock is brought up to date when something happens (a move, a takeback, the end), and `flagAt` says
 * when it would reach zero if nothing does.
 */
export class GameClock {
  private left: Record<Side, number>;
  private running: Side | null = null;
  private at: number;

  constructor(
    private readonly control: TimeControl,
    now: number,
  ) {
    this.left = { x: control.initialMs, o: control.initialMs };
    this.at = now;
  }

  /** Books the running side's time up to `now`. */
  runTo(now: number): void {
    if (this.running)
      this.left[this.running] = Math.max(0, this.left[this.running] - Math.max(0, now - this.at));
    this.at = Math.max(this.at, now);
  }

  /** After `side` moved at `now`: its time is booked, its increment added; returns what it has left. */
  moved(side: Side, now: number, increment: boolean): number {
    this.runTo(now);
    if (increment) this.left[side] += this.control.incrementMs;
    return this.left[side];
  }

  /** Which side's time runs from now on (null: none). */
  run(side: Side | null, now: number): void {
    this.runTo(now);
    this.running = side;
  }

  /** When the running side's flag falls, with who wins; null while no clock runs. */
  flag(): { at: number; winner: Side } | null {
    return this.running ? { at: this.at + this.left[this.running], winner: opponentOf(this.running) } : null;
  }

  /** Sets both clocks as a view of them said (a game opened again from its record). */
  restore(view: ClockView): void {
    this.left = { x: view.x, o: view.o };
    this.running = view.running;
    this.at = view.at;
  }

  view(): ClockView {
    return { x: this.left.x, o: this.left.o, running: this.running, at: this.at };
  }
}
