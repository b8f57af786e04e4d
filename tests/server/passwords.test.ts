/** Password hashes (scrypt, salted, parameters kept with the hash) and the sign-in limits, without a club. */
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, weakerThan, type ScryptCost } from '../../src/server/passwords';
import { SignInGuard } from '../../src/server/sign-in-guard';

/** Cheap, so the table below runs in milliseconds; the club's own cost is checked in accounts.test.ts. */
const CHEAP: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

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
  const limits = { perName: 3, perAddress: 5, windowMs: 1000 };

  it('holds a name after its limit until the oldest attempt leaves the window', () => {
    let now = 0;
    const guard = new SignInGuard(() => now, limits);
    for (const at of [0, 100, 200]) {
      now = at;
      expect(guard.waitFor('ada', 'a1')).toBe(0);
      guard.attempt('ada', 'a1');
    }
    expect(guard.waitFor('ada', 'a1')).toBe(800);
    expect(guard.waitFor('ada', 'elsewhere')).toBe(800);
    expect(guard.waitFor('bob', 'elsewhere')).toBe(0);
    now = 1000;
    expect(guard.waitFor('ada', 'a1')).toBe(0);
  });

  it("holds an address across names, and a success takes back its own attempt and the name's", () => {
    const now = 5;
    const guard = new SignInGuard(() => now, limits);
    for (const name of ['a', 'b', 'c', 'd']) guard.attempt(name, 'a1');
    const right = guard.attempt('e', 'a1');
    expect(guard.waitFor('f', 'a1')).toBe(1000);
    guard.succeeded('e', 'a1', right);
    expect(guard.waitFor('f', 'a1')).toBe(0);
    guard.attempt('a', 'a2');
    guard.attempt('a', 'a2');
    expect(guard.waitFor('a', 'a3')).toBe(1000);
    guard.succeeded('a', 'a2', now);
    expect(guard.waitFor('a', 'a3')).toBe(0);
  });
});
