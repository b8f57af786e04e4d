/**
 * The club's screens offer a game to play (issue 51, the lobby half): which games, what a choice sends
 * (`pair-seek`, `challenge-create`, a friend's or the computer's game), which pool it is rated in, the
 * lobby's counts per game and its rows naming their game, and the profile's pools and recent games.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_GAME, gameRules } from '../../src/core/games';
import { checkStart } from '../../src/net/http';
import { parseLobbyMessage, type ChallengeView, type LobbyView } from '../../src/net/lobby';
import type { PoolStanding, RecentGame } from '../../src/net/ratings';
import { setLanguage } from '../../src/game/base/i18n';
import { challengeDetail, challengeTitle, choiceWords } from '../../src/game/online/lobby-words';
import {
  lookingInAll,
  lookingPerGame,
  lookingPerGameText,
  onlineGames,
  orderOf,
  seekOrder,
  seekPool,
  sideWords,
} from '../../src/game/online/online-games';
import { strengthWords } from '../../src/game/base/strength-words';
import { poolsInOrder, recentRow } from '../../src/game/online/profile-games';
import { registerLines } from '../games/lines/register';

afterEach(() => setLanguage('en'));

const OXONO_START = gameRules('oxono')!.startText('standard');

describe('the games the club screens offer', () => {
  it('are the first game and Oxono, and not a registered game the screens have no words for', () => {
    registerLines();
    expect(gameRules('lines')).toBeDefined();
    expect(onlineGames()).toEqual([FIRST_GAME, 'oxono']);
  });
});

describe('quick pairing per game', () => {
  it("sends Oxono's one variant whatever ending was left chosen for Ataxx, and the club reads it", () => {
    const order = seekOrder({ game: 'oxono', rules: 'arcade', time: '3+2' });
    expect(order).toEqual({ game: 'oxono', rules: 'standard', timeControl: '3+2' });
    const parsed = parseLobbyMessage('pair-seek', order);
    expect(parsed.ok && parsed.value).toEqual({ type: 'pair-seek', ...order });
  });

  it("keeps Ataxx's ending", () => {
    expect(seekOrder({ game: 'ataxx', rules: 'classic', time: '1+1' })).toEqual({
      game: 'ataxx',
      rules: 'classic',
      timeControl: '1+1',
    });
  });

  it.each([
    ['oxono', 'arcade', '1+1', 'oxono-bullet'],
    ['oxono', 'classic', '3+2', 'oxono-blitz'],
    ['oxono', 'arcade', '5+5', 'oxono-blitz'],
    ['oxono', 'arcade', '10+0', 'oxono-rapid'],
    ['ataxx', 'classic', '3+2', 'ataxx-classic-blitz'],
    ['ataxx', 'arcade', '3+2', 'ataxx-arcade-blitz'],
  ] as const)('%s (%s) at %s is rated in %s', (game, rules, time, pool) => {
    expect(seekPool({ game, rules, time })).toBe(pool);
  });
});

describe("a form's order (a challenge, a friend's game, the computer)", () => {
  it("starts Oxono from its usual start in its one variant, never asking for Ataxx's board", () => {
    const order = orderOf({ game: 'oxono', rules: 'arcade', time: '5+5', colour: 'x' }, () => {
      throw new Error("asked for the first game's board");
    });
    expect(order).toEqual({
      game: 'oxono',
      start: OXONO_START,
      rules: 'standard',
      timeControl: '5+5',
      colour: 'x',
    });
    expect(checkStart(order.start, order.rules, order.game).ok).toBe(true);
    const challenge = parseLobbyMessage('challenge-create', { ...order, rated: true });
    expect(challenge.ok && challenge.value).toEqual({ type: 'challenge-create', ...order, rated: true });
  });

  it('starts Ataxx from the board chosen, in the ending chosen', () => {
    const start = 'x5o/7/7/7/7/7/o5x x 0 1';
    const order = orderOf(
      { game: 'ataxx', rules: 'classic', time: 'untimed', colour: 'random' },
      () => start,
    );
    expect(order).toEqual({
      game: 'ataxx',
      start,
      rules: 'classic',
      timeControl: 'untimed',
      colour: 'random',
    });
    expect(checkStart(order.start, order.rules, order.game).ok).toBe(true);
  });
});

const challenge = (
  id: string,
  game: string | undefined,
  colour: ChallengeView['colour'] = 'x',
): ChallengeView =>
  ({
    id,
    by: { id: `p${id}`, name: `Player${id}` },
    ...(game ? { game } : {}),
    start: game === 'oxono' ? OXONO_START : 'x5o/7/7/7/7/7/o5x x 0 1',
    rules: game === 'oxono' ? 'standard' : 'arcade',
    timeControl: '5+5',
    colour,
    rated: false,
  }) as ChallengeView;

const view = (challenges: ChallengeView[], pools: LobbyView['pairing']['pools']): LobbyView => ({
  online: 9,
  looking: challenges.length,
  challenges,
  moreChallenges: 0,
  live: [],
  moreLive: 0,
  yours: [],
  pairing: { looking: pools.reduce((sum, pool) => sum + pool.looking, 0), pools, mine: null },
});

describe("the lobby's counts per game", () => {
  const busy = view(
    [challenge('1', 'oxono'), challenge('2', 'ataxx'), challenge('3', undefined), challenge('4', 'oxono')],
    [
      { pool: 'oxono-blitz', looking: 2 },
      { pool: 'ataxx-classic-bullet', looking: 1 },
      { pool: 'oxono-rapid', looking: 1 },
    ],
  );

  it('count each game’s open challenges (one naming no game is the first game’s) and its pools’ searches', () => {
    expect(lookingPerGame(busy)).toEqual([
      { game: 'ataxx', looking: 3 },
      { game: 'oxono', looking: 5 },
    ]);
    expect(lookingInAll(busy)).toBe(8);
  });

  it("take the club's count per game over the list, which stops at 30 challenges", () => {
    const counted = {
      ...busy,
      looking: 40,
      moreChallenges: 36,
      lookingPerGame: [{ game: 'oxono', looking: 40 }],
    };
    expect(lookingPerGame(counted)).toEqual([
      { game: 'ataxx', looking: 1 },
      { game: 'oxono', looking: 43 },
    ]);
  });

  it('leave out a game the screens do not offer (it counts in the total only)', () => {
    const other = { ...busy, lookingPerGame: [{ game: 'nonesuch', looking: 5 }] };
    expect(lookingPerGame(other).map((each) => each.game)).toEqual(['ataxx', 'oxono']);
  });

  it('list every game, even with nobody looking', () => {
    expect(lookingPerGame(view([], []))).toEqual([
      { game: 'ataxx', looking: 0 },
      { game: 'oxono', looking: 0 },
    ]);
  });

  it('read as one line in the player’s language', () => {
    expect(lookingPerGameText(busy)).toBe('Ataxx: 3 looking · Oxono: 5 looking');
    setLanguage('nl');
    expect(lookingPerGameText(busy)).toBe('Ataxx: 3 zoeken · Oxono: 5 zoeken');
  });
});

describe("the lobby's rows name their game", () => {
  it('an Oxono challenge says Oxono and its colours (pink moves first, then black)', () => {
    expect(challengeTitle(challenge('1', 'oxono', 'x'))).toBe('Player1 · plays pink');
    expect(challengeTitle(challenge('1', 'oxono', 'o'))).toBe('Player1 · plays black');
    expect(challengeDetail(challenge('1', 'oxono'))).toBe('Oxono · 5+5 · casual');
  });

  it('an Ataxx challenge keeps its board, ending and colours', () => {
    expect(challengeTitle(challenge('2', 'ataxx', 'x'))).toBe('Player2 · plays green');
    expect(choiceWords(challenge('2', 'ataxx'))).toBe('7×7 · arcade · 5+5');
  });

  it("a form's colour row says the game's sides", () => {
    expect(sideWords('oxono', 'x', 'form')).toBe('Pink (moves first)');
    expect(sideWords('ataxx', 'x', 'form')).toBe('Green (moves first)');
    expect(sideWords('oxono', 'random', 'row')).toBe(sideWords('ataxx', 'random', 'row'));
  });
});

describe("the computer's strengths per game", () => {
  it("name every Oxono rung, its top one Oxono's own, each with a description of its own, none Ataxx's", () => {
    const names = Array.from({ length: 10 }, (_, i) => strengthWords('oxono', i + 1));
    const ataxx = Array.from({ length: 10 }, (_, i) => strengthWords('ataxx', i + 1).about);
    expect(names.every((words) => words.about.length > 0)).toBe(true);
    expect(new Set(names.map((words) => words.about)).size).toBe(10);
    expect(names.filter((words) => ataxx.includes(words.about))).toEqual([]);
    expect(names[9].name).toBe('Oxono');
    expect(names[4].name).toBe('Club player');
    expect(new Set(names.map((words) => words.name)).size).toBe(10);
  });

  it("are the player's language's words, in Oxono's own menu too (not the engine's English names)", () => {
    setLanguage('nl');
    const dutch = Array.from({ length: 9 }, (_, i) => strengthWords('oxono', i + 1).name);
    setLanguage('en');
    const english = Array.from({ length: 9 }, (_, i) => strengthWords('oxono', i + 1).name);
    expect(dutch.filter((name, i) => name !== english[i]).length).toBeGreaterThan(4);
    expect(dutch).not.toContain('Club player');
  });

  it("keep Ataxx's names and descriptions", () => {
    expect(strengthWords('ataxx', 10).name).toBe('Infection');
    expect(strengthWords('ataxx', 1).about).not.toBe('');
  });
});

describe("a profile's games", () => {
  const standing = (pool: string): PoolStanding => ({
    pool,
    rating: 1500,
    deviation: 350,
    games: 1,
    wins: 1,
    draws: 0,
    losses: 0,
    history: [],
  });

  it("lists Ataxx's pools, then Oxono's, in the registry's order", () => {
    const pools = ['oxono-rapid', 'ataxx-arcade-blitz', 'oxono-bullet', 'ataxx-classic-blitz'].map(standing);
    // Ataxx's variants come default first: arcade, then classic.
    expect(poolsInOrder(pools).map((pool) => pool.pool)).toEqual([
      'ataxx-arcade-blitz',
      'ataxx-classic-blitz',
      'oxono-bullet',
      'oxono-rapid',
    ]);
  });

  it('names the game of each recent game', () => {
    const game: RecentGame = {
      id: 'g1',
      opponent: 'Ana',
      side: 'x',
      result: 'x',
      game: 'oxono',
      rules: 'standard',
      rated: true,
      startedAt: Date.UTC(2026, 11, 7),
      delta: 12,
    };
    expect(recentRow(game)).toEqual({ label: 'Won against Ana', detail: 'Oxono · rated +12 · 2026-12-07' });
    const ataxx = recentRow({ ...game, game: 'ataxx', rules: 'classic', delta: null, result: 'o' });
    expect(ataxx).toEqual({ label: 'Lost to Ana', detail: 'classic · casual · 2026-12-07' });
  });
});
