/**
 * ENGINE_VERSION names what the engine chooses: a change to the recorded searches or to the ladder's
 * budgets, switches or weights (which change the moves a replayed record must match) without a new version
 * fails here.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STRENGTHS } from '../../src/ai/strength';
import { ENGINE_VERSION } from '../../src/ai/version';

function fingerprint(record: string, ladder: readonly (typeof STRENGTHS)[number][]): string {
  const budgets = ladder.map((rung) => [
    rung.level,
    rung.depth ?? null,
    rung.nodes ?? null,
    rung.reductions,
    rung.latePruning,
    rung.probCut,
    rung.weights,
  ]);
  return createHash('sha256')
    .update(record.replace(/\r\n/g, '\n'))
    .update('\n')
    .update(JSON.stringify(budgets))
    .digest('hex')
    .slice(0, 12);
}

const RECORD = readFileSync(new URL('../data/search-record.json', import.meta.url), 'utf8');

describe('the engine version', () => {
  it('carries the fingerprint of the recorded searches and the ladder', () => {
    const now = fingerprint(RECORD, STRENGTHS);
    expect(
      ENGINE_VERSION,
      `the engine's choices changed: set ENGINE_VERSION in src/ai/version.ts to 'infection-${now}'`,
    ).toBe(`infection-${now}`);
  });

  it('would change with one recorded node count or one budget', () => {
    const edited = RECORD.replace(/"nodes": ?(\d+)/, (_, n: string) => `"nodes": ${Number(n) + 1}`);
    expect(edited).not.toBe(RECORD);
    expect(fingerprint(edited, STRENGTHS)).not.toBe(fingerprint(RECORD, STRENGTHS));
    const stronger = STRENGTHS.map((rung) => (rung.level === 10 ? { ...rung, nodes: 250_000 } : rung));
    expect(fingerprint(RECORD, stronger)).not.toBe(fingerprint(RECORD, STRENGTHS));
    const reweighed = STRENGTHS.map((rung) =>
      rung.level === 5 ? { ...rung, weights: { ...rung.weights, piece: rung.weights.piece + 1 } } : rung,
    );
    expect(fingerprint(RECORD, reweighed)).not.toBe(fingerprint(RECORD, STRENGTHS));
    const pruned = STRENGTHS.map((rung) => (rung.level === 9 ? { ...rung, latePruning: true } : rung));
    expect(fingerprint(RECORD, pruned)).not.toBe(fingerprint(RECORD, STRENGTHS));
    const probed = STRENGTHS.map((rung) => (rung.level === 9 ? { ...rung, probCut: true } : rung));
    expect(fingerprint(RECORD, probed)).not.toBe(fingerprint(RECORD, STRENGTHS));
  });
});
