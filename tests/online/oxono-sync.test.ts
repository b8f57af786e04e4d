import { describe, expect, it } from 'vitest';
import { oxono } from '../../src/core/oxono';
import { keptOxonoOnline, movesAgree, oxonoGameOfView } from '../../src/game/online/oxono-sync';
import { readMyGames } from '../../src/game/store/my-games';
import type { GameView } from '../../src/net/game-view';

const START = oxono.startText('standard');
/** The club's Oxono test game's first plies (tests/server/oxono-room.test.ts). */
const OPENING = ['O f4 f3', 'X d2 c2', 'X d6 d5'];

const view = (texts: string[], start = START): Pick<GameView, 'start' | 'rules' | 'moves'> => ({
  start,
  rules: 'standard',
  moves: texts.map((move, i) => ({ ply: i + 1, move, clockMs: null, at: 0 })),
});

describe('oxonoGameOfView', () => {
  it("replays the server's moves through core, the position after each", () => {
    const game = oxonoGameOfView(view(OPENING));
    expect(game.ok).toBe(true);
    if (!game.ok) return;
    expect(game.value.moves).toEqual(OPENING);
    expect(game.value.positions).toHaveLength(OPENING.length + 1);
    expect(oxono.positionText(game.value.positions[0])).toBe(START);
    expect(game.value.positions[3].turn).toBe('black');
  });

  it('names the ply that does not play and a start that does not read', () => {
    const astray = oxonoGameOfView(view(['O f4 f3', 'X d2 a1']));
    expect(astray.ok).toBe(false);
    if (!astray.ok) expect(astray.error).toMatch(/^ply 2: /);
    const garbled = oxonoGameOfView(view(['zz']));
    expect(garbled.ok).toBe(false);
    if (!garbled.ok) expect(garbled.error).toMatch(/^ply 1: /);
    const start = oxonoGameOfView(view([], 'not a position'));
    expect(start.ok).toBe(false);
    if (!start.ok) expect(start.error).toMatch(/^start: /);
  });
});

describe('movesAgree', () => {
  it.each([
    ['the same moves', OPENING, OPENING, null, 'follow'],
    ['the server a move ahead', OPENING.slice(0, 2), OPENING, null, 'follow'],
    ['the server two moves ahead (a watcher catching up)', OPENING.slice(0, 1), OPENING, null, 'follow'],
    ["this player's move on its way", OPENING, OPENING.slice(0, 2), 3, 'wait'],
    ['a move the server has not and nobody sent', OPENING, OPENING.slice(0, 2), null, 'rebuild'],
    ['two moves the server has not (a takeback)', OPENING, OPENING.slice(0, 1), 3, 'rebuild'],
    ['a different move at the same ply', ['O f4 f3', 'X d2 d1'], OPENING, null, 'rebuild'],
  ] as const)('%s: %s', (_name, mine, theirs, pending, expected) => {
    expect(movesAgree(mine, theirs, pending)).toBe(expected);
  });
});

describe('keptOxonoOnline', () => {
  const names = { x: 'Alice', o: 'Bob' };
  const finished = {
    ...view(OPENING),
    gameId: 'g1',
    end: { result: 'o' as const, reason: 'resign', at: 0 },
  };

  it('keeps a finished club game as My games reads it back: compact moves, the seat, the names, the id', () => {
    const kept = keptOxonoOnline(finished, 'x', names, '2026-12-07T19:00:00.000Z');
    expect(kept).toEqual({
      game: 'oxono',
      mode: 'online',
      start: START,
      moves: 'Of4f3 Xd2c2 Xd6d5',
      you: 'x',
      names,
      result: 'o',
      reason: 'resign',
      date: '2026-12-07T19:00:00.000Z',
      gameId: 'g1',
    });
    expect(readMyGames([kept], []).games).toEqual([kept]);
  });

  it('keeps neither an aborted game nor one still going', () => {
    const aborted = { ...finished, end: { result: 'aborted' as const, reason: 'aborted', at: 0 } };
    expect(keptOxonoOnline(aborted, 'x', names)).toBeNull();
    expect(keptOxonoOnline({ ...finished, end: null }, 'x', names)).toBeNull();
  });
});
