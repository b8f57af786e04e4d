import type { ClubRates } from './rate-limits';

/**
 * Wrong passwords (at sign-in, and the current one when changing it) counted per name and address
 * together, and per address. Never per name alone: then anyone could lock anyone out by guessing at
 * their name, while now guesses from one address lock that name from that address only, and the owner
 * signs in from another address as ever. The per-address count stops one address guessing at many
 * names. Counted in Redis in a cluster (rate-limits.ts), so a guesser gains nothing from reaching
 * several processes.
 *
 * An attempt counts as failed from the moment it starts, so a burst sent together cannot all slip in
 * while the first ones are still being checked; a right password gives its attempt back to the
 * address and clears the name's count from that address.
 */
export class SignInGuard {
  constructor(private readonly rates: Pick<ClubRates, 'signInNameAndAddress' | 'signInAddress'>) {}

  /**
   * Counts an attempt at `nameKey` from `address` about to be checked; 0 when it may be checked,
   * else how long until one may be, in ms (the attempt is refused unchecked).
   */
  async attempt(nameKey: string, address: string): Promise<number> {
    const waits = await Promise.all([
      this.rates.signInNameAndAddress.take(pairOf(nameKey, address)),
      this.rates.signInAddress.take(address),
    ]);
    return Math.max(...waits);
  }

  /** The attempt was right: it does not count, and the name's failures from this address are forgotten. */
  async succeeded(nameKey: string, address: string): Promise<void> {
    await Promise.all([
      this.rates.signInNameAndAddress.forget(pairOf(nameKey, address)),
      this.rates.signInAddress.giveBack(address),
    ]);
  }
}

/** The key a name and an address are counted under together. */
const pairOf = (nameKey: string, address: string): string => `${nameKey} ${address}`;
