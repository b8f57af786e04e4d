import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: `node:crypto`'s scrypt with a random salt per hash, kept as
 * `scrypt$N$r$p$salt$hash` (salt and hash in base64), so the cost can be raised later while older
 * hashes still verify. A password is never logged, sent back or stored as typed.
 */
export interface ScryptCost {
  /** CPU and memory cost: a power of two. */
  readonly N: number;
  /** Block size. */
  readonly r: number;
  /** Parallelisation. */
  readonly p: number;
}

/** The club's cost: 32 MiB and about a fifth of a second per hash on a small server. */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };

const SALT_BYTES = 16;
const HASH_BYTES = 32;
/** Bounds a stored hash's parameters are read within, so a damaged row cannot ask for gigabytes. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = {
    N: cost.N,
    r: cost.r,
    p: cost.p,
    // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is just too small for N = 2^15, r = 8.
    maxmem: 256 * cost.N * cost.r + 1024 * 1024,
  };
  // NFC: the same accented password typed on two devices may arrive composed or decomposed.
  return new Promise((done, fail) =>
    scrypt(password.normalize('NFC'), salt, HASH_BYTES, options, (error, key) =>
      error ? fail(error) : done(key),
    ),
  );
}

/** A new salted hash of `password`, ready to store. */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

interface StoredHash {
  readonly cost: ScryptCost;
  readonly salt: Buffer;
  readonly hash: Buffer;
}

const whole = (text: string, max: number): number | null => {
  if (!/^\d{1,8}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
};

function readHash(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const N = whole(parts[1], MAX_N);
  const r = whole(parts[2], MAX_R);
  const p = whole(parts[3], MAX_P);
  if (N === null || N < 2 || (N & (N - 1)) !== 0 || r === null || p === null) return null;
  const salt = Buffer.from(parts[4], 'base64');
  const hash = Buffer.from(parts[5], 'base64');
  if (salt.length < 8 || hash.length < 16) return null;
  return { cost: { N, r, p }, salt, hash };
}

/** Whether `password` is the one `stored` was made from (false for a hash it cannot read). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const read = readHash(stored);
  if (!read) return false;
  const hash = await derive(password, read.salt, read.cost);
  return hash.length === read.hash.length && timingSafeEqual(hash, read.hash);
}

/** Whether a stored hash was made with a lower cost than `cost` (worth re-hashing at the next sign-in). */
export function weakerThan(stored: string, cost: ScryptCost = PASSWORD_COST): boolean {
  const read = readHash(stored);
  return !read || read.cost.N < cost.N || read.cost.r < cost.r || read.cost.p < cost.p;
}
