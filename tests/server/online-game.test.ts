/** The game a room keeps, without a network: turns, clocks, passes, takebacks and deadlines. */
import { describe, expect, it } from 'vitest';
import { OnlineGame, type GameSetup } from '../../src/server/online-game';

const X = { id: 'px', name: 'Blob' };
const O = { id: 'po', name: 'Goo' };
let ids = 0;

function seated(setup: Partial<GameSetup> = {}, at = 0): OnlineGame {
  const game = new OnlineGame(
    {
      code: 'code',
      game: 'ataxx',
      start: 'x5o/7/7/7/7/7/o5x x 0 1',
      rules: 'classic',
      timeControl: '3+2',
      rated: false,
      creator: X,
      creatorSide: 'x',
      ...setup,
    },
    () => `game-${++ids}`,
  );
  for (const player of [X, O]) {
    const side = game.seat(player, at);
    if (side) game.arrive(side);
  }
  return game;
}

const move = (game: OnlineGame, side: 'x' | 'o', ply: number, text: string, now: number) =>
  game.act(side, { type: 'move', ply, move: text }, now);

describe('OnlineGame', () => {
  it('keeps a reserved seat for its one player: anyone else only watches', () => {
    const game = new OnlineGame(
      {
        code: 'code',
        game: 'ataxx',
        start: 'x5o/7/7/7/7/7/o5x x 0 1',
        rules: 'classic',
        timeControl: '3+2',
        rated: false,
        creator: X,
        creatorSide: 'x',
        opponent: O,
      },
      () => 'game-reserved',
    );
    expect(game.seat({ id: 'stranger', name: 'Nosy' }, 0)).toBeNull();
    expect(game.phase).toBe('waiting');
    expect(game.seat(O, 0)).toBe('o');
    expect(game.phase).toBe('playing');
  });

  it('starts the clocks only once both sides have moved', () => {
    const game = seated();
    expect(move(game, 'x', 1, 'b6', 1_000).ok).toBe(true);
    expect(game.view(1_000).clock).toEqual({ x: 182_000, o: 180_000, running: null, at: 1_000 });
    expect(move(game, 'o', 2, 'f6', 5_000).ok).toBe(true);
    expect(game.view(5_000).clock).toEqual({ x: 182_000, o: 182_000, running: 'x', at: 5_000 });
    expect(move(game, 'x', 3, 'c5', 8_000).ok).toBe(true);
    expect(game.view(8_000).moves[2].clockMs).toBe(182_000 - 3_000 + 2_000);
  });

  it('plays a forced pass itself in classic rules', () => {
    const game = seated({ start: 'xoo1/ooo1/ooo1/4 o 0 1', creatorSide: 'o' });
    expect(game.sideOf(X.id)).toBe('o');
    expect(move(game, 'o', 1, 'd4', 0)).toEqual({ ok: true, value: { ack: 1, changed: true } });
    const view = game.view(0);
    expect(view.moves.map((played) => played.move)).toEqual(['d4', '0000']);
    expect(view.turn).toBe('o');
    expect(view.end).toBeNull();
  });

  it('plays a forced pass at the start too, with no time spent and no increment', () => {
    const game = seated({ start: 'xoo1/ooo1/ooo1/4 x 0 1' }, 500);
    const view = game.view(500);
    expect(view.moves).toEqual([{ ply: 1, move: '0000', clockMs: 180_000, at: 500 }]);
    expect(view.turn).toBe('o');
    expect(move(game, 'x', 1, '0000', 600)).toMatchObject({ ok: true, value: { ack: 1, changed: false } });
  });

  it('takes back at most the last move of each side, once', () => {
    const game = seated();
    move(game, 'x', 1, 'b6', 0);
    move(game, 'o', 2, 'f6', 0);
    move(game, 'x', 3, 'c5', 0);
    move(game, 'o', 4, 'e5', 0);
    expect(game.settledMoves()).toHaveLength(2);
    expect(game.act('x', { type: 'takeback-request' }, 0).ok).toBe(true);
    expect(game.act('x', { type: 'takeback-accept' }, 0)).toMatchObject({
      ok: false,
      error: { code: 'own-offer' },
    });
    expect(game.act('o', { type: 'takeback-accept' }, 0).ok).toBe(true);
    expect(game.view(0).moves.map((played) => played.move)).toEqual(['b6', 'f6']);
    expect(game.act('o', { type: 'takeback-request' }, 0)).toMatchObject({
      ok: false,
      error: { code: 'nothing-to-take-back' },
    });
    expect(seated({ rated: true }).act('x', { type: 'takeback-request' }, 0)).toMatchObject({
      ok: false,
      error: { code: 'not-allowed' },
    });
  });

  it('aborts a game whose creator never comes, a minute after the friend sat down', () => {
    const game = new OnlineGame(
      {
        code: 'c',
        game: 'ataxx',
        start: 'x5o/7/7/7/7/7/o5x x 0 1',
        rules: 'classic',
        timeControl: '1+1',
        rated: false,
        creator: X,
        creatorSide: 'x',
      },
      () => 'g',
    );
    game.arrive(game.seat(O, 1_000) ?? 'o');
    expect(game.view(1_000).players.x?.awayDeadline).toBe(61_000);
    expect(game.tick(60_999)).toBe(false);
    expect(game.tick(61_000)).toBe(true);
    expect(game.view(61_000).end).toEqual({ result: 'aborted', reason: 'abandon', at: 61_000, by: 'x' });
  });

  it('gives a creator who stepped away while waiting a fresh minute when the friend arrives', () => {
    const game = new OnlineGame(
      {
        code: 'c',
        game: 'ataxx',
        start: 'x5o/7/7/7/7/7/o5x x 0 1',
        rules: 'classic',
        timeControl: '1+1',
        rated: false,
        creator: X,
        creatorSide: 'x',
      },
      () => 'g',
    );
    game.arrive('x');
    game.depart('x', 0);
    game.arrive(game.seat(O, 600_000) ?? 'o');
    expect(game.tick(600_001)).toBe(false);
    expect(game.view(600_001).players.x?.awayDeadline).toBe(660_000);
  });

  it('aborts a resignation before both sides have moved, naming who; after that, resigning loses', () => {
    for (const plies of [0, 1]) {
      const game = seated();
      if (plies > 0) expect(move(game, 'x', 1, 'b6', 1_000).ok).toBe(true);
      expect(game.act('o', { type: 'resign' }, 2_000).ok).toBe(true);
      expect(game.view(2_000).end).toEqual({ result: 'aborted', reason: 'aborted', at: 2_000, by: 'o' });
      expect(game.view(2_000).clock?.running).toBeNull();
    }
    const game = seated();
    expect(move(game, 'x', 1, 'b6', 1_000).ok).toBe(true);
    expect(move(game, 'o', 2, 'f6', 1_500).ok).toBe(true);
    expect(game.act('o', { type: 'resign' }, 2_000).ok).toBe(true);
    expect(game.view(2_000).end).toEqual({ result: 'x', reason: 'resign', at: 2_000 });
  });

  it('aborts a game left before both sides moved at the away deadline, naming who; after that, leaving loses', () => {
    const early = seated();
    expect(move(early, 'x', 1, 'b6', 1_000).ok).toBe(true);
    early.depart('x', 2_000);
    expect(early.tick(61_999)).toBe(false);
    expect(early.tick(62_000)).toBe(true);
    expect(early.view(62_000).end).toEqual({ result: 'aborted', reason: 'abandon', at: 62_000, by: 'x' });
    const late = seated();
    expect(move(late, 'x', 1, 'b6', 1_000).ok).toBe(true);
    expect(move(late, 'o', 2, 'f6', 1_500).ok).toBe(true);
    late.depart('x', 2_000);
    expect(late.tick(62_000)).toBe(true);
    expect(late.view(62_000).end).toEqual({ result: 'o', reason: 'abandon', at: 62_000 });
  });

  it('agrees a draw when both offer one', () => {
    const game = seated();
    expect(game.act('x', { type: 'draw-offer' }, 0).ok).toBe(true);
    expect(game.act('o', { type: 'draw-offer' }, 0).ok).toBe(true);
    expect(game.view(0).end).toMatchObject({ result: 'draw', reason: 'agreement' });
    expect(game.settledMoves()).toEqual([]);
  });

  it('waits for the second player before anything can be played', () => {
    const game = new OnlineGame(
      {
        code: 'c',
        game: 'ataxx',
        start: 'x5o/7/7/7/7/7/o5x x 0 1',
        rules: 'arcade',
        timeControl: 'untimed',
        rated: false,
        creator: X,
        creatorSide: 'x',
      },
      () => 'g',
    );
    expect(game.phase).toBe('waiting');
    expect(move(game, 'x', 1, 'b6', 0)).toMatchObject({ ok: false, error: { code: 'not-started' } });
    expect(game.act('x', { type: 'resign' }, 0)).toMatchObject({ ok: false, error: { code: 'not-started' } });
    expect(game.storedGame()).toBeNull();
    expect(game.view(0).gameId).toBeNull();
  });
});
