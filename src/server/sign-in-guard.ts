/** How many wrong passwords are allowed, per name and per address, within a window. */
export interface SignInLimits {
  readonly perName: number;
  readonly perAddress: number;
  readonly windowMs: number;
}

/** Five tries at one name, twenty from one address, per quarter of an hour. */
export const SIGN_IN_LIMITS: SignInLimits = { perName: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

/** Keys kept before old ones are swept, so a flood of made-up names cannot grow the maps for ever. */
const SWEEP_AT = 10_000;

/**
 * Sign-in attempts (and tries at a current password) remembered per name and per address: over either
 * limit, attempts are refused before any password is checked, until the oldest in the window is older
 * than the window. An attempt counts as failed from the moment it starts, so a burst of requests sent
 * together cannot all slip in while the first ones are still being checked; a success takes its own
 * attempt back and clears the name's failures (not the address's: one address may be guessing at many
 * names). Counts by the club's clock, so tests can move time.
 */
export class SignInGuard {
  private readonly byName = new Map<string, number[]>();
  private readonly byAddress = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    private readonly limits: SignInLimits = SIGN_IN_LIMITS,
  ) {}

  /** How long until `nameKey` may be tried from `address` again, in ms; 0 when it may be tried now. */
  waitFor(nameKey: string, address: string): number {
    const now = this.now();
    return Math.max(
      this.wait(this.byName, nameKey, this.limits.perName, now),
      this.wait(this.byAddress, address, this.limits.perAddress, now),
    );
  }

  /** Counts an attempt about to be checked as failed; returns what `succeeded` needs to take it back. */
  attempt(nameKey: string, address: string): number {
    const now = this.now();
    this.note(this.byName, nameKey, now);
    this.note(this.byAddress, address, now);
    return now;
  }

  /** The attempt made at `at` was right: it does not count, and the name's failures are forgotten. */
  succeeded(nameKey: string, address: string, at: number): void {
    this.byName.delete(nameKey);
    const times = this.byAddress.get(address);
    const index = times?.indexOf(at) ?? -1;
    if (times && index >= 0) times.splice(index, 1);
  }

  private wait(map: Map<string, number[]>, key: string, limit: number, now: number): number {
    const times = this.recent(map, key, now);
    if (times.length < limit) return 0;
    // Allowed again when enough of the oldest failures have left the window.
    return times[times.length - limit] + this.limits.windowMs - now;
  }

  private note(map: Map<string, number[]>, key: string, now: number): void {
    if (map.size >= SWEEP_AT) this.sweep(map, now);
    map.set(key, [...this.recent(map, key, now), now]);
  }

  private recent(map: Map<string, number[]>, key: string, now: number): number[] {
    const times = (map.get(key) ?? []).filter((at) => now - at < this.limits.windowMs);
    if (times.length === 0) map.delete(key);
    else map.set(key, times);
    return times;
  }

  private sweep(map: Map<string, number[]>, now: number): void {
    for (const key of [...map.keys()]) this.recent(map, key, now);
  }
}
