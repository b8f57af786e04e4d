import { describe, expect, it } from 'vitest';
import {
  keepGame,
  keptMoves,
  MY_GAMES_LIMIT,
  readMyGames,
  type KeptAtaxxGame,
  type KeptGame,
} from '../../src/game/store/my-games';
import { emptySave, recoverSave } from '../../src/game/store/recover';
import { readStoredGame } from '../../src/game/replay/stored-game';
import { keptOfOnline, storedOfKept } from '../../src/game/session/kept-replay';
import type { GameView } from '../../src/net/game-view';

const game = (date: string, extra: Partial<KeptAtaxxGame> = {}): KeptAtaxxGame => ({
  game: 'ataxx',
  mode: 'versus',
  rules: 'arcade',
  start: 'x5o/7/7/7/7/7/o5x x 0 1',
  moves: 'b6 f6 a7c5',
  you: 'x',
  computer: 5,
  result: 'x',
  reason: 'stuck',
  date,
  ...extra,
});

describe('my games in the save', () => {
  it('keep the newest first and at most the last 50', () => {
    let games: KeptGame[] = [];
    for (let i = 0; i < MY_GAMES_LIMIT + 7; i++)
      games = keepGame(games, game(`2026-12-01T07:${String(i).padStart(2, '0')}:00.000Z`));
    expect(games).toHaveLength(MY_GAMES_LIMIT);
    expect(games[0].date).toBe('2026-12-01T07:56:00.000Z');
    expect(games[MY_GAMES_LIMIT - 1].date).toBe('2026-12-01T07:07:00.000Z');
  });

  it('come back from a save as they were kept, in order', () => {
    const games = [
      game('2026-12-01T07:02:00.000Z'),
      game('2026-12-01T07:01:00.000Z', { mode: 'level', level: 'w1-01' }),
    ];
    const recovered = recoverSave(JSON.stringify({ ...emptySave(), myGames: games }));
    expect(recovered.state).toBe('whole');
    expect(recovered.data.myGames).toEqual(games);
    expect(recovered.data.setAsideGames).toBeUndefined();
  });

  it('set a damaged entry aside as text, keep the others, and keep it aside on the next save', () => {
    const good = game('2026-12-01T07:02:00.000Z');
    const damaged = { ...game('2026-12-01T07:01:00.000Z'), moves: 'b6 zz9' };
    const recovered = recoverSave(JSON.stringify({ ...emptySave(), myGames: [damaged, good, 'junk'] }));
    expect(recovered.data.myGames).toEqual([good]);
    expect(recovered.data.setAsideGames).toHaveLength(2);
    expect(recovered.data.setAsideGames![0]).toContain('zz9');
    const again = recoverSave(JSON.stringify(recovered.data));
    expect(again.data.setAsideGames).toEqual(recovered.data.setAsideGames);
    expect(again.data.myGames).toEqual([good]);
    // Nothing else in the save was touched by it.
    expect(again.data.settings).toEqual(emptySave().settings);
  });

  it('read a game kept before My games named its game as Ataxx’s, losing nothing, and write it back named', () => {
    // Two entries as a save written before Oxono kept its games here: no `game` field.
    const old = [
      game('2026-12-01T07:02:00.000Z'),
      game('2026-12-01T07:01:00.000Z', { mode: 'online', gameId: 'g1', names: { x: 'Ann', o: 'Bo' } }),
    ].map(({ game: _, ...rest }) => rest);
    const saved = { ...emptySave(), myGames: old };
    const recovered = recoverSave(JSON.stringify(saved));
    expect(recovered.state).toBe('whole');
    expect(recovered.data.setAsideGames).toBeUndefined();
    expect(recovered.data.myGames).toEqual(old.map((kept) => ({ game: 'ataxx', ...kept })));
    // Every other part of the save is as it was.
    expect({ ...recovered.data, myGames: undefined }).toEqual({ ...saved, myGames: undefined });
    const again = recoverSave(JSON.stringify(recovered.data));
    expect(again.state).toBe('whole');
    expect(again.data.myGames).toEqual(recovered.data.myGames);
  });

  it('keep Oxono’s games beside Ataxx’s, in order, and set aside a game of no known name', () => {
    const oxono: KeptGame = {
      game: 'oxono',
      mode: 'versus',
      start: '....../....../..@.../...*../....../...... 1 8 8 8 8',
      moves: 'Xd5d6 Oc5b5',
      you: 'x',
      computer: 3,
      result: 'o',
      reason: 'colour-line',
      date: '2026-12-01T07:03:00.000Z',
    };
    const chess = { ...game('2026-12-01T07:00:00.000Z'), game: 'chess' };
    const spaced = { ...oxono, moves: 'X d5 d6' };
    const recovered = recoverSave(
      JSON.stringify({ ...emptySave(), myGames: [oxono, game('2026-12-01T07:02:00.000Z'), chess, spaced] }),
    );
    expect(recovered.data.myGames).toEqual([oxono, game('2026-12-01T07:02:00.000Z')]);
    expect(recovered.data.setAsideGames).toHaveLength(2);
    expect(recovered.data.setAsideGames![0]).toContain('chess');
  });

  it('set aside a list that is not a list, whole', () => {
    const read = readMyGames({ nope: 1 }, undefined);
    expect(read.games).toEqual([]);
    expect(read.setAside).toEqual(['{"nope":1}']);
  });

  it('replace an online game seen ending twice, and drop stray fields', () => {
    const online = game('2026-12-01T07:03:00.000Z', {
      mode: 'online',
      gameId: 'g1',
      names: { x: 'Ann', o: 'Bo' },
    });
    const games = keepGame(keepGame([game('2026-12-01T07:00:00.000Z')], online), {
      ...online,
      extra: 1,
    } as KeptGame);
    expect(games.map((kept) => kept.gameId ?? null)).toEqual(['g1', null]);
    expect('extra' in games[0]).toBe(false);
  });

  it('open in the replay viewer with every move checked by core', () => {
    const kept = game('2026-12-01T07:02:00.000Z');
    const read = readStoredGame(storedOfKept(kept, { x: 'You', o: 'Computer (5)' }));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.cursor.length).toBe(keptMoves(kept).length);
    const illegal = readStoredGame(storedOfKept({ ...kept, moves: 'b6 b6' }, { x: 'a', o: 'b' }));
    expect(illegal.ok).toBe(false);
  });
});

describe('a club game kept at its end', () => {
  const view = {
    gameId: 'g-7',
    start: 'x5o/7/7/7/7/7/o5x x 0 1',
    rules: 'classic',
    moves: [
      { ply: 1, move: 'b6', clockMs: null, at: 1 },
      { ply: 2, move: 'f6', clockMs: null, at: 2 },
    ],
    end: { result: 'o', reason: 'resign', at: 3 },
  } as unknown as GameView;

  it('keeps the moves, both names, the side played and the club id', () => {
    const kept = keptOfOnline(view, 'x', { x: 'Ann', o: 'Computer (5)' }, '2026-12-01T08:00:00.000Z')!;
    expect(kept).toMatchObject({
      mode: 'online',
      moves: 'b6 f6',
      you: 'x',
      result: 'o',
      reason: 'resign',
      gameId: 'g-7',
    });
    expect(recoverSave(JSON.stringify({ ...emptySave(), myGames: [kept] })).data.myGames).toEqual([kept]);
  });

  it('keeps no aborted game', () => {
    expect(
      keptOfOnline({ ...view, end: { result: 'aborted', reason: 'aborted', at: 3 } }, 'x', {
        x: 'a',
        o: 'b',
      }),
    ).toBeNull();
  });
});
