/**
 * The club's game room knows no game: it plays whatever the registry names through the game contract.
 * Pile (tests/ai/pile-game.ts: take 1 or 2 counters, the last one wins; a lone counter is a forced
 * move) is registered by this test alone, and goes through the online game, the journal's restore and a
 * real room over websockets without a line of the club naming it. A game the club does not know is
 * refused with words that say so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../ai/pile-setup';
import { pile } from '../ai/pile-game';
import { registerGame } from '../../src/core/games';
import { checkStart } from '../../src/net/http';
import { OnlineGame, type GameSetup } from '../../src/server/online-game';
import { restoreGame, snapshotOf } from '../../src/server/room-journal';
import { createGame, guest, post, Seat, startTestClub, type TestClub } from './club-harness';

/** Pile where three counters or fewer leave no choice (take one); it has no engine. */
registerGame({
  ...pile,
  name: 'pile-run',
  forcedMove: (state) => (state.counters > 0 && state.counters <= 3 ? 1 : null),
});

const X = { id: 'px', name: 'Blob' };
const O = { id: 'po', name: 'Goo' };
const PILE: GameSetup = {
  code: 'pile',
  game: 'pile',
  start: '7 x',
  rules: 'standard',
  timeControl: 'untimed',
  rated: false,
  creator: X,
  creatorSide: 'x',
};

function seated(setup: Partial<GameSetup> = {}): OnlineGame {
  let ids = 0;
  const game = new OnlineGame({ ...PILE, ...setup }, () => `game-${++ids}`);
  for (const player of [X, O]) {
    const side = game.seat(player, 0);
    if (side) game.arrive(side);
  }
  return game;
}

const move = (game: OnlineGame, side: 'x' | 'o', ply: number, text: string) =>
  game.act(side, { type: 'move', ply, move: text }, 1_000 * ply);

describe('an online game of a game the club does not name', () => {
  it('plays by the game’s rules: its position text, its move text and its refusals', () => {
    const game = seated();
    expect(game.view(0)).toMatchObject({
      game: 'pile',
      start: '7 x',
      rules: 'standard',
      fen: '7 x',
      turn: 'x',
    });
    expect(move(game, 'x', 1, '2')).toEqual({ ok: true, value: { ack: 1, changed: true } });
    expect(game.view(0)).toMatchObject({ fen: '5 o', turn: 'o' });
    const refused = move(game, 'o', 2, '3');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toEqual({ code: 'illegal-move', text: '"3" takes 1 or 2' });
    // The same ply again is acknowledged, not played twice.
    expect(move(game, 'x', 1, '2')).toEqual({ ok: true, value: { ack: 1, changed: false } });
  });

  it('plays the forced move itself and ends with the game’s own outcome', () => {
    const game = seated();
    for (const [ply, side] of [
      [1, 'x'],
      [2, 'o'],
      [3, 'x'],
    ] as const)
      expect(move(game, side, ply, '2').ok).toBe(true);
    // One counter left for o: no choice, so the club took it, and o took the last counter.
    const view = game.view(0);
    expect(view.moves.map((played) => played.move)).toEqual(['2', '2', '2', '1']);
    expect(view.phase).toBe('over');
    expect(view.end).toMatchObject({ result: 'o', reason: 'last-counter' });
    expect(game.storedGame()).toMatchObject({ game: 'pile', start: '7 x', rules: 'standard' });
  });

  it('plays several forced moves in a row, here to the game’s end', () => {
    const game = seated({ game: 'pile-run', start: '5 x' });
    expect(move(game, 'x', 1, '2').ok).toBe(true);
    const view = game.view(0);
    expect(view.moves.map(({ move: text }) => text)).toEqual(['2', '1', '1', '1']);
    // o took the last counter, by a move the club made for it.
    expect(view.end).toMatchObject({ result: 'o', reason: 'last-counter' });
    expect(view.moves.map(({ ply, move: text }) => `${ply}:${text}`)).toEqual(['1:2', '2:1', '3:1', '4:1']);
  });

  it('takes back by playing the moves kept from the start again, and rematches from the start', () => {
    const game = seated();
    expect(move(game, 'x', 1, '1').ok).toBe(true);
    expect(move(game, 'o', 2, '2').ok).toBe(true);
    expect(game.act('x', { type: 'takeback-request' }, 3_000).ok).toBe(true);
    expect(game.act('o', { type: 'takeback-accept' }, 3_000).ok).toBe(true);
    expect(game.view(0)).toMatchObject({ fen: '7 x', turn: 'x', moves: [] });
    expect(game.act('x', { type: 'resign' }, 4_000).ok).toBe(true);
    expect(game.act('o', { type: 'rematch-offer' }, 5_000).ok).toBe(true);
    expect(game.act('x', { type: 'rematch-accept' }, 5_000).ok).toBe(true);
    const rematch = game.view(0);
    expect(rematch).toMatchObject({ phase: 'playing', fen: '7 x', moves: [], game: 'pile' });
    expect(rematch.players.x?.id).toBe(O.id);
  });

  it('comes back from the journal with its forced move where it was', () => {
    const game = seated();
    for (const [ply, side] of [
      [1, 'x'],
      [2, 'o'],
      [3, 'x'],
    ] as const)
      move(game, side, ply, '2');
    const restored = restoreGame(snapshotOf(PILE, game, 9_000), () => 'new', 10_000);
    expect(restored.view(10_000)).toMatchObject({
      game: 'pile',
      fen: '0 x',
      moves: [{ move: '2' }, { move: '2' }, { move: '2' }, { move: '1' }],
      end: { result: 'o', reason: 'last-counter' },
    });
  });

  it('refuses a game the club does not know, and a variant the game does not have', () => {
    expect(checkStart('7 x', 'standard', 'pile').ok).toBe(true);
    const unknown = checkStart('7 x', 'standard', 'nonesuch');
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) {
      expect(unknown.error).toEqual({
        code: 'unknown-game',
        text: 'The club does not know a game called "nonesuch".',
      });
    }
    const variant = checkStart('7 x', 'classic', 'pile');
    expect(!variant.ok && variant.error.code).toBe('bad-start');
    expect(() => new OnlineGame({ ...PILE, game: 'nonesuch' }, () => 'g')).toThrow(
      'the club knows no game called "nonesuch"',
    );
    expect(() => new OnlineGame({ ...PILE, rules: 'classic' }, () => 'g')).toThrow(
      'pile has no variant "classic"',
    );
  });
});

describe('a room of a game the club does not name, over websockets', () => {
  let club: TestClub;
  beforeAll(async () => {
    club = await startTestClub();
  });
  afterAll(async () => {
    await club.club.close();
  });

  it('plays it to its end and a rematch, every view naming the game', async () => {
    const [first, second] = [await guest(club.url), await guest(club.url)];
    const code = await createGame(club.url, first, { game: 'pile', start: '7 x', rules: 'standard' });
    const x = await Seat.join(club.url, code, first);
    const o = await Seat.join(club.url, code, second);
    await x.untilState('both seated', (view) => view.phase === 'playing');
    expect(x.state).toMatchObject({ game: 'pile', rules: 'standard', fen: '7 x', turn: 'x' });
    const seats = { x, o };
    for (let ply = 1; ply <= 3; ply++) {
      const before = await x.untilState(`ply ${ply - 1}`, (view) => view.moves.length === ply - 1);
      const mover = seats[before.turn];
      mover.send('move', { ply, move: '2' });
      await mover.until(`the ack of ply ${ply}`, () => mover.acks.includes(ply));
    }
    const over = await o.untilState('the end', (view) => view.phase === 'over');
    expect(over.moves.map((played) => played.move)).toEqual(['2', '2', '2', '1']);
    expect(over.end).toMatchObject({ result: 'o', reason: 'last-counter' });
    expect((await club.store.gameById(over.gameId!))?.game).toBe('pile');
    x.send('rematch-offer');
    await o.untilState('the offer', (view) => view.offers.rematch === 'x');
    o.send('rematch-accept');
    const rematch = await x.untilState(
      'the rematch',
      (view) => view.phase === 'playing' && view.gameId !== over.gameId,
    );
    expect(rematch).toMatchObject({ game: 'pile', fen: '7 x', moves: [] });
  });

  it('refuses a computer game of a game the computer does not play', async () => {
    const owner = await guest(club.url);
    const order = { token: owner.token, start: '7 x', rules: 'standard', timeControl: '1+1', colour: 'x' };
    const reply = await post(club.url, '/api/computer-games', { ...order, game: 'pile-run', strength: 1 });
    expect(reply).toEqual({
      status: 400,
      body: { code: 'not-allowed', text: 'The computer does not play pile-run.' },
    });
  });

  it('refuses to open a game the club does not know', async () => {
    const owner = await guest(club.url);
    const reply = await post(club.url, '/api/games', {
      token: owner.token,
      game: 'nonesuch',
      start: '7 x',
      rules: 'standard',
      timeControl: '1+1',
      colour: 'x',
    });
    expect(reply).toEqual({
      status: 400,
      body: { code: 'unknown-game', text: 'The club does not know a game called "nonesuch".' },
    });
  });
});
