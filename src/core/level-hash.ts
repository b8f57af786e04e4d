import { toFen } from './fen';
import type { Level } from './level';

/**
 * A short fingerprint of everything about a level that decides how a game on it plays and scores: the
 * start position, the ending, the opponent's strength and whether it is a boss level. Names, words and
 * par are left out, so translating or re-titling a level keeps old records valid; changing its board
 * or opponent makes them a record "of another level version". 53-bit cyrb53 over a canonical text, as
 * 14 hex digits.
 */
export function levelHash(level: Level): string {
  const text = [
    level.id,
    toFen(level.start),
    level.rules,
    level.opponent.strength,
    level.boss ? 'boss' : '',
  ].join('|');
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return value.toString(16).padStart(14, '0');
}
