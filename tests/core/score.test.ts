/** Scores and bonuses from hand-built endings: one point a piece after any fill, 50 (boss 100) for a full board. */
import { describe, expect, it } from 'vitest';
import {
  BOSS_FULL_BOARD_BONUS,
  FULL_BOARD_BONUS,
  outcome,
  parseFen,
  scoreFor,
  type Outcome,
  type Ruleset,
} from '../../src/core';

function endingOf(fen: string, rules: Ruleset): Outcome {
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(parsed.error);
  const result = outcome(parsed.value, rules);
  if (!result) throw new Error(`${fen} is not over under ${rules} rules`);
  return result;
}

describe('scores', () => {
  it('the bonuses are 50 and, on a boss level, 100', () => {
    expect([FULL_BOARD_BONUS, BOSS_FULL_BOARD_BONUS]).toEqual([50, 100]);
  });

  it('arcade wipe-out: pieces, the filled squares and the full-board bonus', () => {
    const result = endingOf('xx2/4/4/4 o 0 1', 'arcade');
    expect(scoreFor(result, 'x')).toEqual({
      pieces: 2,
      filled: 14,
      bonus: 50,
      total: 66,
      won: true,
      drawn: false,
    });
    expect(scoreFor(result, 'x', { boss: true })).toEqual({
      pieces: 2,
      filled: 14,
      bonus: 100,
      total: 116,
      won: true,
      drawn: false,
    });
    expect(scoreFor(result, 'o', { boss: true })).toEqual({
      pieces: 0,
      filled: 0,
      bonus: 0,
      total: 0,
      won: false,
      drawn: false,
    });
  });

  it('classic wipe-out: no fill, but owning every piece still earns the bonus', () => {
    const result = endingOf('xx2/4/4/4 o 0 1', 'classic');
    expect(scoreFor(result, 'x')).toEqual({
      pieces: 2,
      filled: 0,
      bonus: 50,
      total: 52,
      won: true,
      drawn: false,
    });
  });

  it('o can earn the bonus too, doubled on a boss level', () => {
    const result = endingOf('4/4/2oo/4 x 0 1', 'arcade');
    expect(scoreFor(result, 'o', { boss: true })).toEqual({
      pieces: 2,
      filled: 14,
      bonus: 100,
      total: 116,
      won: true,
      drawn: false,
    });
  });

  it('a board filled by one side alone earns the bonus without any fill', () => {
    const result = endingOf('xxxx/xx-x/xxxx/xxxx o 3 9', 'arcade');
    expect(result.reason).toBe('board-full');
    expect(scoreFor(result, 'x')).toEqual({
      pieces: 15,
      filled: 0,
      bonus: 50,
      total: 65,
      won: true,
      drawn: false,
    });
  });

  it("a loss scores its pieces and no bonus; the winner's fill is not the loser's", () => {
    const result = endingOf('xo-2/oo-2/---2/5/4o x 0 1', 'arcade');
    expect(scoreFor(result, 'x')).toEqual({
      pieces: 1,
      filled: 0,
      bonus: 0,
      total: 1,
      won: false,
      drawn: false,
    });
    expect(scoreFor(result, 'o')).toEqual({
      pieces: 4,
      filled: 15,
      bonus: 0,
      total: 19,
      won: true,
      drawn: false,
    });
  });

  it('a full board shared by both sides gives no bonus to either', () => {
    const result = endingOf('xxxx/xxoo/oooo/xxxx x 0 1', 'classic');
    expect(scoreFor(result, 'x', { boss: true })).toEqual({
      pieces: 10,
      filled: 0,
      bonus: 0,
      total: 10,
      won: true,
      drawn: false,
    });
    expect(scoreFor(result, 'o')).toEqual({
      pieces: 6,
      filled: 0,
      bonus: 0,
      total: 6,
      won: false,
      drawn: false,
    });
  });

  it('a classic anti-stall draw is won by nobody, whatever the counts', () => {
    const result = endingOf('xx4o/7/7/7/7/7/o5x x 100 40', 'classic');
    expect(scoreFor(result, 'x')).toMatchObject({ total: 3, won: false, drawn: true });
    expect(scoreFor(result, 'o')).toMatchObject({ total: 2, won: false, drawn: true });
  });
});
