/** The club's computers are named in the player's language; people keep the names they chose. */
import { afterEach, describe, expect, it } from 'vitest';
import { lobbyWithShownNames, shownName, storedWithShownNames } from '../../src/game/club/player-names';
import { setLanguage } from '../../src/game/base/i18n';

afterEach(() => setLanguage('en'));

const computer = { id: 'computer-5', name: 'Computer (5)' };
const person = { id: '2b0c7d1e', name: 'Computador' };

describe('shown names', () => {
  it('names a computer by its strength in the player language, and leaves a person alone', () => {
    setLanguage('pt');
    expect(shownName(computer)).toBe('Computador (5)');
    expect(shownName(person)).toBe('Computador');
    setLanguage('nl');
    expect(shownName({ id: 'computer-10', name: 'Computer (10)' })).toBe('Computer (10)');
    // Only the club's own ids are computers: a look-alike id keeps its stored name.
    expect(shownName({ id: 'computer-5x', name: 'Sneaky' })).toBe('Sneaky');
  });

  it('renames every player of a lobby view and of a kept game', () => {
    setLanguage('pt');
    const seat = { ...computer, connected: true };
    const game = {
      code: 'abc',
      gameId: null,
      players: { x: seat, o: null },
      start: '7/7/7/7/7/7/7 x 0 1',
      rules: 'classic' as const,
      timeControl: '3+2' as const,
      rated: false,
      phase: 'waiting' as const,
      plies: 0,
      watchers: 0,
    };
    const lobby = lobbyWithShownNames({
      online: 1,
      looking: 0,
      challenges: [],
      moreChallenges: 0,
      live: [game],
      moreLive: 0,
      yours: [game],
    } as unknown as Parameters<typeof lobbyWithShownNames>[0]);
    expect(lobby.live[0].players.x?.name).toBe('Computador (5)');
    expect(lobby.yours[0].players.x?.connected).toBe(true);
    const kept = storedWithShownNames({ x: person, o: computer } as unknown as Parameters<
      typeof storedWithShownNames
    >[0]);
    expect([kept.x.name, kept.o.name]).toEqual(['Computador', 'Computador (5)']);
  });
});
