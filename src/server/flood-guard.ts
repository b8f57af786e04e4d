import { MAX_STRIKES, MESSAGE_BURST, MESSAGES_PER_SECOND, STRIKE_WINDOW_MS } from '../net/limits';

/**
 * One client's allowance of room messages: a token bucket (a steady rate with some burst), and strikes
 * for every message refused as junk or over the rate. Too many strikes in a short while and the client
 * is shown the door; a player who only clicks fast never gets near that.
 */
export class FloodGuard {
  private tokens = MESSAGE_BURST;
  private filledAt: number;
  private strikes = 0;
  private strikesSince: number;

  constructor(private readonly now: () => number) {
    this.filledAt = now();
    this.strikesSince = this.filledAt;
  }

  /** Takes one message's token; false when the client is over its rate. */
  admit(): boolean {
    const now = this.now();
    this.tokens = Math.min(MESSAGE_BURST, this.tokens + ((now - this.filledAt) * MESSAGES_PER_SECOND) / 1000);
    this.filledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Counts one refused message; true when the client has had too many and should be disconnected. */
  strike(): boolean {
    const now = this.now();
    if (now - this.strikesSince > STRIKE_WINDOW_MS) {
      this.strikes = 0;
      this.strikesSince = now;
    }
    this.strikes += 1;
    return this.strikes > MAX_STRIKES;
  }
}
