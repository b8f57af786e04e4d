import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGame, startTestClub, type TestClub } from './club-harness';

let club: TestClub;
beforeAll(async () => {
  club = await startTestClub();
});
afterAll(async () => {
  await club.club.close();
});

describe('smoke', () => {
  it('two players sit down and x moves', async () => {
    const { x, o } = await startGame(club.url);
    x.send('move', { ply: 1, move: 'b6' });
    const view = await o.untilState('ply 1', (v) => v.moves.length === 1);
    expect(view.moves[0].move).toBe('b6');
    expect(x.acks).toEqual([1]);
  });
});
