/**
 * The Oxono tactics set (tests/data/oxono-tactics.txt, made by `npm run oxono:tactics -- --make`): it
 * reads, holds at least 200 puzzles of every kind, every answer is legal by core's `play`, and a sample
 * answered again by the exhaustive solver gives the same kind and the same answers. How many the top
 * strength solves is a benchmark (`npm run oxono:tactics`), never a timed test.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playOxono } from '../../src/core/oxono/game';
import { moveText } from '../../src/core/oxono/move';
import { boardOf, coreMove } from '../../src/ai/oxono/adapter';
import { classifyTactic, readTactics, TACTIC_KINDS } from '../../src/ai/oxono/tactics';

const text = readFileSync(new URL('../data/oxono-tactics.txt', import.meta.url), 'utf8');
const read = readTactics(text);
if (!read.ok) throw new Error(read.error);
const puzzles = read.value;

describe('the Oxono tactics set', () => {
  it('holds at least 200 puzzles, with every kind among them', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(200);
    for (const kind of TACTIC_KINDS)
      expect(puzzles.filter((p) => p.kind === kind).length, kind).toBeGreaterThan(20);
  });

  it('gives only legal answers', () => {
    for (const puzzle of puzzles) {
      expect(puzzle.answers.length).toBeGreaterThan(0);
      for (const answer of puzzle.answers)
        expect(playOxono(puzzle.position, answer).ok, `line ${puzzle.line}: ${moveText(answer)}`).toBe(true);
    }
  });

  it('agrees with the solver on a sample of every kind', () => {
    const sample = TACTIC_KINDS.flatMap((kind) =>
      puzzles.filter((p) => p.kind === kind).filter((_, i) => i % (kind === 'win5' ? 25 : 10) === 0),
    );
    for (const puzzle of sample) {
      const solved = classifyTactic(boardOf(puzzle.position));
      expect(solved?.kind, `line ${puzzle.line}`).toBe(puzzle.kind);
      const answers = (solved?.answers ?? []).map((move) => coreMove(move)).sort((a, b) => a - b);
      expect(answers, `line ${puzzle.line}`).toEqual([...puzzle.answers].sort((a, b) => a - b));
    }
  });

  it('names the line of a puzzle that does not read', () => {
    const bad = readTactics('# header\nwin3 | ....../....../..@.../...*../....../...... 1 8 8 8 8 | Xq9b3\n');
    expect(bad.ok ? 'read' : bad.error).toMatch(/line 2: answers: .*q9/);
  });
});
