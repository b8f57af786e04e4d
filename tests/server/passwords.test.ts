/** Password hashes (scrypt, salted, parameters kept with the hash) and the sign-in limits, without a club. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubLimits } from '../../src/server/club-limits';
import { hashPassword, verifyPassword, weakerThan, type ScryptCost } from '../../src/server/passwords';
import { clubRates, rateStore } from '../../src/server/rate-limits';
import { SignInGuard } from '../../src/server/sign-in-guard';
import { TEST_PASSWORD_COST } from './club-harness';

/** Cheap, so the table below runs in milliseconds; the club's own cost is checked in accounts.test.ts. */
const CHEAP: ScryptCost = TEST_PASSWORD_COST;

describe('password hashes', () => {
  it('verifies the password a hash was made from, and nothing else', async () => {
    const stored = await hashPassword('correct horse', CHEAP);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(stored).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    for (const wrong of ['correct horse ', 'Correct horse', '', 'correct hors']) {
      expect(await verifyPassword(wrong, stored), wrong).toBe(false);
    }
  });

  it('salts each hash, so one password never gives the same hash twice', async () => {
    const [one, two] = await Promise.all([
      hashPassword('same pass', CHEAP),
      hashPassword('same pass', CHEAP),
    ]);
    expect(one).not.toBe(two);
    expect(await verifyPassword('same pass', one)).toBe(true);
    expect(await verifyPassword('same pass', two)).toBe(true);
  });

  it('reads the cost from the hash, so hashes of an older cost still verify and are known as weaker', async () => {
    const older = await hashPassword('long enough', { N: 2 ** 9, r: 4, p: 1 });
    expect(await verifyPassword('long enough', older)).toBe(true);
    expect(weakerThan(older, CHEAP)).toBe(true);
    expect(weakerThan(await hashPassword('long enough', CHEAP), CHEAP)).toBe(false);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('caf\u00e9-p\u00e3o', CHEAP);
    expect(await verifyPassword('cafe\u0301-pa\u0303o', stored)).toBe(true);
  });

  it.each([
    ['not a hash'],
    ['bcrypt$1024$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA=='],
    ['scrypt$1000$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA=='],
    ['scrypt$1073741824$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA=='],
    ['scrypt$1024$8$1$$'],
  ])('refuses a stored hash it cannot read (%s) instead of throwing', async (stored) => {
    expect(await verifyPassword('anything at all', stored)).toBe(false);
    expect(weakerThan(stored, CHEAP)).toBe(true);
  });
});

describe('sign-in limits', () => {
  // rate-limiter-flexible counts by Date: faked here so the window can pass at once.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());
  const limits = clubLimits({ signIn: { perNameAndAddress: 3, perAddress: 5, windowMs: 1000 } });
  const guard = (): SignInGuard => new SignInGuard(clubRates(limits, rateStore(undefined)));

  it('holds a name from the address that guessed, until the window has passed; elsewhere it is free', async () => {
    const signIn = guard();
    for (let i = 0; i < 3; i++) expect(await signIn.attempt('ada', 'a1')).toBe(0);
    expect(await signIn.attempt('ada', 'a1')).toBe(1000);
    expect(await signIn.attempt('ada', 'elsewhere')).toBe(0);
    expect(await signIn.attempt('bob', 'a1')).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(await signIn.attempt('ada', 'a1')).toBe(0);
  });

  it("holds an address across names, and a success gives back its attempt and forgets the name's", async () => {
    const signIn = guard();
    for (const name of ['a', 'b', 'c', 'd']) expect(await signIn.attempt(name, 'a1')).toBe(0);
    expect(await signIn.attempt('e', 'a1')).toBe(0);
    await signIn.succeeded('e', 'a1');
    expect(await signIn.attempt('f', 'a1')).toBe(0);
    expect(await signIn.attempt('g', 'a1')).toBe(1000);
    expect(await signIn.attempt('a', 'a2')).toBe(0);
    expect(await signIn.attempt('a', 'a2')).toBe(0);
    await signIn.succeeded('a', 'a2');
    for (let i = 0; i < 3; i++) expect(await signIn.attempt('a', 'a2')).toBe(0);
  });
});
