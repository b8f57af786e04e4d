import { describe, expect, it } from 'vitest';
import { newGame, parseFen, parseMoveText, playMove, START_FEN, type Game } from '../../src/core';
import { NetworkOpponent } from '../../src/game/online/network-opponent';
import type { GameView } from '../../src/net/game-view';

const start = (() => {
  const parsed = parseFen(START_FEN);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
})();

const move = (text: string) => {
  const parsed = parseMoveText(text, 7, 7);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

function played(...texts: string[]): Game {
  let game = newGame(start, 'classic');
  for (const text of texts) {
    const next = playMove(game, move(text));
    if (!next.ok) throw new Error(next.error);
    game = next.value.game;
  }
  return game;
}

const viewWith = (...texts: string[]): GameView =>
  ({
    moves: texts.map((text, i) => ({ ply: i + 1, move: text, clockMs: null, at: 0 })),
  }) as unknown as GameView;

describe('NetworkOpponent', () => {
  it("sends this device's move with the ply it will have", () => {
    const sent: [number, string][] = [];
    const opponent = new NetworkOpponent((ply, text) => sent.push([ply, text]), { width: 7, height: 7 });
    opponent.heard(played('b6'), move('b6'));
    opponent.heard(played('b6', 'f6', 'a7c5'), move('a7c5'));
    expect(sent).toEqual([
      [1, 'b6'],
      [3, 'a7c5'],
    ]);
  });

  it("answers with the server's move of the asked ply, when it comes", async () => {
    const opponent = new NetworkOpponent(() => undefined, { width: 7, height: 7 });
    opponent.receive(viewWith('b6'));
    const answer = opponent.moveFor(played('b6'));
    opponent.receive(viewWith('b6', 'f6'));
    expect(await answer).toBe(move('f6'));
  });

  it('answers at once when the server already has the move', async () => {
    const opponent = new NetworkOpponent(() => undefined, { width: 7, height: 7 });
    opponent.receive(viewWith('b6', 'f6'));
    expect(await opponent.moveFor(played('b6'))).toBe(move('f6'));
  });

  it('answers null when the question is withdrawn or the opponent is disposed', async () => {
    const opponent = new NetworkOpponent(() => undefined, { width: 7, height: 7 });
    const first = opponent.moveFor(played('b6'));
    opponent.cancel();
    expect(await first).toBeNull();
    const second = opponent.moveFor(played('b6'));
    opponent.dispose();
    expect(await second).toBeNull();
    expect(await opponent.moveFor(played('b6'))).toBeNull();
    const sent: number[] = [];
    const gone = new NetworkOpponent((ply) => sent.push(ply), { width: 7, height: 7 });
    gone.dispose();
    gone.heard(played('b6'), move('b6'));
    expect(sent).toEqual([]);
  });
});
