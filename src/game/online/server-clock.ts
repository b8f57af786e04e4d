import { clockLeft, type ClockView } from '../../net/game-view';
import type { Side } from '../../core/side';

/**
 * This browser's estimate of the server's clock, from ping/pong: the server's time minus ours, taken
 * from the answer with the shortest round trip (the one least bent by a slow network).
 */
export class ServerClock {
  private offset: number | null = null;
  private bestRoundTrip = Infinity;
  private samples = 0;

  constructor(private readonly now: () => number) {}

  /** A pong for a ping sent at `sentAt` (our time) that the server answered at `serverTime`. */
  heardPong(sentAt: number, serverTime: number): void {
    const receivedAt = this.now();
    const roundTrip = Math.max(0, receivedAt - sentAt);
    this.samples++;
    // Old samples age out slowly so a machine whose clock is adjusted is followed.
    if (roundTrip <= this.bestRoundTrip || this.samples % 20 === 0) {
      this.bestRoundTrip = roundTrip;
      this.offset = serverTime + roundTrip / 2 - receivedAt;
    }
  }

  /** A snapshot made at server time `serverTime`, heard now: a rough offset until a pong comes. */
  heardSnapshot(serverTime: number): void {
    if (this.offset === null) this.offset = serverTime - this.now();
  }

  get known(): boolean {
    return this.offset !== null;
  }

  /** The round trip of the best ping so far (Infinity before one). */
  get roundTrip(): number {
    return this.bestRoundTrip;
  }

  /** The server's time now, as well as we know it. */
  serverNow(): number {
    return this.now() + (this.offset ?? 0);
  }
}

/** Both clocks as they should read now: the running one counts down between the server's snapshots. */
export function clocksNow(clock: ClockView | null, serverNow: number): Record<Side, number> | null {
  if (!clock) return null;
  return { x: clockLeft(clock, 'x', serverNow), o: clockLeft(clock, 'o', serverNow) };
}

/** A clock as players read it: m:ss, with tenths under ten seconds. */
export function clockText(ms: number): string {
  const left = Math.max(0, ms);
  if (left < 10_000) {
    const tenths = Math.floor(left / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const seconds = Math.ceil(left / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Under this a clock turns to the warning colour and ticks. */
export const LOW_TIME_MS = 10_000;
