/**
 * Oxono's engine through the engine registry, as the opponent worker and the club's engine pool ask
 * it: legal moves in core's text, the same answer to the same request (node budgets, no clock), errors
 * that name the field, a win in one taken at every strength, a lone saving move found from strength 4
 * up, the newcomer's wild moves, and the ladder's budgets growing rung by rung.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { oxono, playOxono } from '../../src/core/oxono/game';
import { readMove } from '../../src/core/oxono/move';
import { thinkAbout } from '../../src/ai/engines';
import { boardOf } from '../../src/ai/oxono/adapter';
import { evaluate } from '../../src/ai/oxono/evaluate';
import { carelessMove, OXONO_STRENGTHS, oxonoStrength } from '../../src/ai/oxono/strengths';
import { readTactics } from '../../src/ai/oxono/tactics';
import { positionText } from '../../src/core/oxono/text';

const START = oxono.startText('standard');
const ask = (position: string, strength: number, seed = 1) =>
  thinkAbout({ game: 'oxono', position, variant: 'standard', strength, seed });

const read = readTactics(readFileSync(new URL('../data/oxono-tactics.txt', import.meta.url), 'utf8'));
if (!read.ok) throw new Error(read.error);
const puzzles = read.value;

describe('the Oxono engine', () => {
  it('answers a legal move in core’s text at every strength, the same one for the same request', () => {
    const start = oxono.readPosition(START, 'standard');
    if (!start.ok) throw new Error(start.error);
    for (const strength of [1, 4, 7]) {
      const answer = ask(START, strength, 7);
      if (!answer.ok) throw new Error(answer.error);
      const move = readMove(answer.value.move);
      expect(move.ok && playOxono(start.value, move.value).ok, answer.value.move).toBe(true);
      expect(ask(START, strength, 7)).toEqual(answer);
    }
  });

  it('refuses a position that does not read, a variant it does not play and a finished game', () => {
    const bad = ask('....../....../..@.../...*../....../...... 3 8 8 8 8', 5);
    expect(bad.ok ? 'answered' : bad.error).toMatch(/^position: .*side/);
    const variant = thinkAbout({ game: 'oxono', position: START, variant: 'arcade', strength: 5, seed: 1 });
    expect(variant.ok ? 'answered' : variant.error).toMatch(/variant/);
    const won = ask('....../....../..@.../...*../.....O/xxxxOO 2 4 8 8 5', 5);
    expect(won.ok ? 'answered' : won.error).toMatch(/over/);
  });

  it('takes a win in one at every strength', () => {
    const wins = puzzles.filter((p) => p.kind === 'win1').slice(0, 6);
    for (const puzzle of wins)
      for (const strength of [1, 2, 10]) {
        const answer = ask(positionText(puzzle.position), strength, puzzle.line);
        if (!answer.ok) throw new Error(answer.error);
        const move = readMove(answer.value.move);
        expect(
          move.ok && puzzle.answers.includes(move.value),
          `line ${puzzle.line}, strength ${strength}`,
        ).toBe(true);
      }
  });

  it('finds the one move that stops the opponent’s line from strength 4 up', () => {
    for (const puzzle of puzzles.filter((p) => p.kind === 'save').slice(0, 6)) {
      const answer = ask(positionText(puzzle.position), 4, puzzle.line);
      if (!answer.ok) throw new Error(answer.error);
      const move = readMove(answer.value.move);
      expect(move.ok && puzzle.answers.includes(move.value), `line ${puzzle.line}`).toBe(true);
    }
  });

  it('lets the newcomer play any move (wild) where a careless beginner picks the best-looking one', () => {
    const start = oxono.readPosition(START, 'standard');
    if (!start.ok) throw new Error(start.error);
    const board = boardOf(start.value);
    const looks = (wild: number) =>
      Array.from({ length: 24 }, (_, seed) => {
        const move = carelessMove(board, seed, wild).move;
        board.make(move);
        const value = -evaluate(board);
        board.unmake(move);
        return value;
      });
    const careful = looks(0);
    expect(new Set(careful).size).toBe(1);
    expect(looks(OXONO_STRENGTHS[0].wild).filter((value) => value < careful[0]).length).toBeGreaterThan(6);
  });

  it('has ten rungs whose budgets grow, the beginners careless and the rest never', () => {
    expect(OXONO_STRENGTHS.map((s) => s.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (let i = 1; i < OXONO_STRENGTHS.length; i++) {
      const [below, above] = [OXONO_STRENGTHS[i - 1], OXONO_STRENGTHS[i]];
      expect(above.nodes > below.nodes || above.careless < below.careless, `rung ${i + 1}`).toBe(true);
    }
    expect(OXONO_STRENGTHS.slice(3).every((s) => s.careless === 0)).toBe(true);
    expect(oxonoStrength(99)).toBe(OXONO_STRENGTHS[9]);
    expect(oxonoStrength(-3)).toBe(OXONO_STRENGTHS[0]);
  });
});
