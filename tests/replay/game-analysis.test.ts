import { describe, expect, it } from 'vitest';
import { chooseMove } from '../../src/ai';
import { moveToText, parseFen } from '../../src/core';
import { GameAnalysis, isMissed, MISSED_PIECES, piecesWorse } from '../../src/game/replay/game-analysis';
import { finishedHint, HINT_STRENGTH } from '../../src/game/session/opponent/HintClient';
import { gameRules } from '../../src/core/games';
import { AtaxxReplay } from '../../src/game/replay/ataxx-replay';
import { ReplayCursor } from '../../src/game/replay/ReplayCursor';
import type { Position, Ruleset } from '../../src/core';

/** The worker's search, run here in Node: the same request at the same budget. */
const search = async (position: Position, rules: Ruleset) => {
  const over = finishedHint(position, rules);
  if (over) return over;
  const result = chooseMove({ position, rules, strength: HINT_STRENGTH, seed: 0 });
  return { move: result.move, score: result.score };
};

// x at d6 can jump into b6, in the middle of eight o pieces, and take all of them; g1 → g2 takes none.
const TRAP = 'ooo3o/o1ox3/ooo4/7/7/7/6x x 0 1';

async function analysed(moves: string[]): Promise<{ analysis: GameAnalysis; game: AtaxxReplay }> {
  const cursor = ReplayCursor.read(
    gameRules('ataxx')!,
    TRAP,
    'arcade',
    moves.map((move) => ({ move })),
  );
  if (!cursor.ok) throw new Error(cursor.error);
  const game = AtaxxReplay.of(cursor.value)!;
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const analysis = new GameAnalysis(game, search, () => {
    if (analysis.done) done();
  });
  analysis.focus(moves.length);
  await finished;
  return { analysis, game };
}

describe('the move you missed', () => {
  it('is measured in pieces, from the mover’s side', () => {
    expect(piecesWorse(450, 100)).toBe(3.5);
    expect(isMissed(piecesWorse(400, 100))).toBe(true);
    expect(isMissed(piecesWorse(350, 100))).toBe(false);
  });

  it('marks a move three or more pieces worse than the engine’s choice, and shows the better move', async () => {
    const { analysis, game } = await analysed(['g2']);
    const review = analysis.review(1)!;
    expect(review.worse).toBeGreaterThanOrEqual(MISSED_PIECES);
    expect(review.missed).toBe(true);
    expect(analysis.missedPlies()).toEqual([1]);
    const start = game.positionAt(0);
    expect(moveToText(review.best, start.width, start.height)).not.toBe('g2');
    // The evaluation after the slip is no better for x than the engine's own line promised.
    expect(analysis.scoreForX(0)).toBeGreaterThan(analysis.scoreForX(1)!);
  });

  it('does not mark the engine’s own choice', async () => {
    const start = parseFen(TRAP);
    if (!start.ok) throw new Error(start.error);
    const best = (await search(start.value, 'arcade')).move!;
    const { analysis } = await analysed([moveToText(best, 7, 7)]);
    expect(analysis.review(1)).toMatchObject({ worse: 0, missed: false });
  });
});
