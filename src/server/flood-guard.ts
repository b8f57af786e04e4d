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

/**
 * HTTP calls per client address: a bucket of `perMinute` calls that refills steadily, so a script
 * cannot fill the club with guests while a person never notices the limit.
 */
export class AddressGate {
  private buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number,
  ) {}

  allow(address: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(address) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000);
    bucket.at = now;
    if (this.buckets.size > 10_000) this.forgetFull(now);
    this.buckets.set(address, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Drops addresses whose bucket has refilled: they are as good as new. */
  private forgetFull(now: number): void {
    for (const [address, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000 >= this.perMinute)
        this.buckets.delete(address);
    }
  }
}
