/** Where leaving an online game goes, and which ending a player hears. */
import { describe, expect, it } from 'vitest';
import { endSting, leaveTo } from '../../src/game/online/online-state';
import type { GameView } from '../../src/net/game-view';

describe('leaving an online game', () => {
  it('takes a player back where the game came from, and a spectator to the lobby or the front door', () => {
    const base = { watch: false, from: null, hasLobby: true, named: true };
    expect(leaveTo(base)).toBe('Online');
    expect(leaveTo({ ...base, from: 'Lobby' })).toBe('Lobby');
    expect(leaveTo({ ...base, from: 'PlayComputer' })).toBe('PlayComputer');
    expect(leaveTo({ ...base, watch: true })).toBe('Lobby');
    expect(leaveTo({ ...base, watch: true, hasLobby: false })).toBe('Online');
    expect(leaveTo({ ...base, watch: true, hasLobby: false, named: false })).toBe('Title');
  });
});

describe('the ending sting', () => {
  const ended = (result: 'x' | 'o' | 'draw' | 'aborted'): GameView =>
    ({ end: { result, reason: 'resign', at: 0 } }) as GameView;
  it('is a win or a loss for a player, and nothing for a draw, an abort or a spectator', () => {
    expect(endSting(ended('x'), 'x')).toBe('win');
    expect(endSting(ended('x'), 'o')).toBe('loss');
    expect(endSting(ended('draw'), 'x')).toBeNull();
    expect(endSting(ended('aborted'), 'o')).toBeNull();
    expect(endSting(ended('o'), null)).toBeNull();
  });
});
