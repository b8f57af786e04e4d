/**
 * Oxono perft: the reference counts from the start (OXONO.md), and core's fast generator against the
 * plain one written here (slow-rules.ts) from every hand-made position (positions.ts), to depth 3 and
 * move by move at depth 1.
 */
import { describe, expect, it } from 'vitest';
import {
  legalOxonoMoves,
  moveText,
  oxonoPerft,
  readPosition,
  startPosition,
  type OxonoPosition,
} from '../../src/core/oxono';
import { RULE_POSITIONS } from './positions';
import { slowMoves, slowOf, slowPerft } from './slow-rules';

const read = (text: string): OxonoPosition => {
  const position = readPosition(text);
  if (!position.ok) throw new Error(`${text}: ${position.error}`);
  return position.value;
};

describe('Oxono perft', () => {
  it.each([
    [1, 68],
    [2, 3_612],
    [3, 162_680],
    [4, 6_470_416],
  ])('counts %i plies from the start: %i', (depth, nodes) => {
    expect(oxonoPerft(startPosition(), depth)).toBe(nodes);
  });

  it('has at least 20 hand-made positions, all read by the parser', () => {
    expect(RULE_POSITIONS.length).toBeGreaterThanOrEqual(20);
    for (const { text } of RULE_POSITIONS) expect(readPosition(text)).toMatchObject({ ok: true });
  });

  it.each(RULE_POSITIONS.map(({ name, text }) => [name, text]))(
    'agrees with the plain rules from %s: the same moves, and perft 3',
    (_name, text) => {
      const position = read(text);
      const slow = slowOf(position);
      const fast = legalOxonoMoves(position).map((move) => moveText(move));
      expect([...fast].sort()).toEqual(
        slowMoves(slow)
          .map((move) => move.text)
          .sort(),
      );
      expect(new Set(fast).size).toBe(fast.length);
      for (let depth = 1; depth <= 3; depth++)
        expect(oxonoPerft(position, depth)).toBe(slowPerft(slow, depth));
    },
  );
});
