import { describe, expect, it } from 'vitest';
import { moveToText, START_FEN } from '../../src/core';
import { gameOfView, isNewGame, reconcile, seatOf } from '../../src/game/online/online-sync';
import type { GameView } from '../../src/net/game-view';

const view = (texts: string[], start = START_FEN): Pick<GameView, 'start' | 'rules' | 'moves'> => ({
  start,
  rules: 'classic',
  moves: texts.map((move, i) => ({ ply: i + 1, move, clockMs: null, at: 0 })),
});

const local = (texts: string[], start = START_FEN) => {
  const game = gameOfView(view(texts, start));
  if (!game.ok) throw new Error(game.error);
  return game.value;
};

describe('gameOfView', () => {
  it("replays the server's moves with core", () => {
    const game = local(['b6', 'f6', 'a7c5']);
    expect(game.moves.map((move) => moveToText(move, 7, 7))).toEqual(['b6', 'f6', 'a7c5']);
    expect(game.position.turn).toBe('o');
  });

  it('says which move does not replay', () => {
    const bad = gameOfView(view(['b6', 'b5']));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toContain('move 2');
    expect(gameOfView(view(['zz'])).ok).toBe(false);
  });
});

describe('reconcile: the server is right', () => {
  it("follows when both have the same moves, or the server has the opponent's next", () => {
    expect(reconcile(local(['b6']), view(['b6']), 'x', null)).toBe('follow');
    expect(reconcile(local(['b6']), view(['b6', 'f6']), 'x', null)).toBe('follow');
  });

  it("waits while this device's own move is on its way", () => {
    expect(reconcile(local(['b6']), view([]), 'x', 1)).toBe('wait');
    // Not pending (refused, or never sent): the local move goes.
    expect(reconcile(local(['b6']), view([]), 'x', null)).toBe('rebuild');
  });

  it('rebuilds on a takeback, a different move, or a move of this side made elsewhere', () => {
    expect(reconcile(local(['b6', 'f6']), view([]), 'x', null)).toBe('rebuild');
    expect(reconcile(local(['b6']), view(['c6']), 'x', null)).toBe('rebuild');
    expect(reconcile(local([]), view(['b6']), 'x', null)).toBe('rebuild');
    expect(reconcile(local([]), view(['b6']), 'o', null)).toBe('follow');
  });

  it('follows a forced pass of this side that the server played by itself', () => {
    // x's only piece is walled in: after o moves, x must pass, and the server plays it.
    const start = 'x--2/---2/---2/5/4o o 0 1';
    expect(reconcile(local([], start), view(['d1', '0000'], start), 'x', null)).toBe('follow');
  });
});

describe('seats and games', () => {
  const players = {
    x: { id: 'a', name: 'Ann', connected: true, awayDeadline: null },
    o: { id: 'b', name: 'Bob', connected: true, awayDeadline: null },
  };
  it('finds the side a player sits on, or none for a watcher', () => {
    expect(seatOf({ players }, 'a')).toBe('x');
    expect(seatOf({ players }, 'b')).toBe('o');
    expect(seatOf({ players }, 'c')).toBeNull();
  });

  it('tells a rematch from the same game', () => {
    expect(isNewGame(null, { gameId: 'g1' })).toBe(true);
    expect(isNewGame({ gameId: 'g1' }, { gameId: 'g1' })).toBe(false);
    expect(isNewGame({ gameId: 'g1' }, { gameId: 'g2' })).toBe(true);
  });
});
