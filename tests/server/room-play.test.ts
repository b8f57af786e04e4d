/** A game room over real websockets: a whole timed game, and each way a game can end early. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFen } from '../../src/core/fen';
import { gameRules } from '../../src/core/games';
import { outcome } from '../../src/core/rules';
import { startGame, startTestClub, type Seat, type TestClub } from './club-harness';

let club: TestClub;
beforeAll(async () => {
  club = await startTestClub();
});
afterAll(async () => {
  await club.club.close();
});

/** The first legal move in the view's position, as its game writes it (through the game contract). */
function firstMove(seat: Seat): string {
  const view = seat.state;
  const rules = gameRules(view.game);
  if (!rules) throw new Error(`no game called ${view.game}`);
  const state = rules.readPosition(view.fen, view.rules);
  if (!state.ok) throw new Error(state.error);
  return rules.moveText(state.value, rules.legalMoves(state.value)[0]);
}

async function play(mover: Seat, watcher: Seat, move = firstMove(mover)): Promise<void> {
  const ply = mover.state.moves.length + 1;
  mover.send('move', { ply, move });
  await watcher.untilState(`ply ${ply}`, (view) => view.moves.length >= ply || view.end !== null);
  await mover.untilState(`ply ${ply}`, (view) => view.moves.length >= ply || view.end !== null);
}

describe('a game room', () => {
  it('plays a whole timed game: clocks, increments, the board ending, and the store', async () => {
    const { x, o } = await startGame(club.url, { start: 'x2o/4/4/o2x x 0 1', timeControl: '1+1' });
    const seats = { x, o };
    const spentPerMove = 2_000;
    while (x.state.end === null) {
      const mover = seats[x.state.turn];
      club.clock.advance(spentPerMove);
      await play(mover, mover === x ? o : x);
    }
    const view = x.state;
    // Each chosen move: the time spent once the clocks run (from ply 3), then the 1 s increment.
    const left = { x: 60_000, o: 60_000 };
    let side: 'x' | 'o' = 'x';
    view.moves.forEach((move, index) => {
      if (move.move !== '0000') {
        left[side] += (index >= 2 ? -spentPerMove : 0) + 1_000;
      }
      expect(move.clockMs, `ply ${move.ply}`).toBe(left[side]);
      side = side === 'x' ? 'o' : 'x';
    });
    expect(view.clock).toMatchObject({ x: left.x, o: left.o, running: null });
    const final = parseFen(view.fen);
    if (!final.ok) throw new Error(final.error);
    const ending = outcome(final.value, 'classic');
    expect(ending).not.toBeNull();
    expect(view.end).toMatchObject({ result: ending?.winner ?? 'draw', reason: ending?.reason });
    expect(view.phase).toBe('over');

    await expect
      .poll(async () => (await club.store.gameById(view.gameId ?? ''))?.end?.reason)
      .toBe(ending?.reason);
    const stored = await club.store.gameById(view.gameId ?? '');
    expect(stored?.moves).toEqual(view.moves);
    expect(stored?.x.id).toBe(x.session.player.id);
    expect(stored?.timeControl).toEqual({ initialMs: 60_000, incrementMs: 1_000 });
  });

  it('acknowledges a repeated ply without playing it twice', async () => {
    const { x, o } = await startGame(club.url);
    x.send('move', { ply: 1, move: 'b6' });
    x.send('move', { ply: 1, move: 'b6' });
    await x.until('two acks', () => x.acks.length === 2);
    expect(x.acks).toEqual([1, 1]);
    expect(x.state.moves.map((move) => move.move)).toEqual(['b6']);
    const refused = await x.nextRefusal(() => x.send('move', { ply: 1, move: 'b7' }));
    expect(refused).toMatchObject({ to: 'move', code: 'wrong-ply', ply: 1 });
    await play(o, x, 'f6');
    expect(o.state.moves.map((move) => move.move)).toEqual(['b6', 'f6']);
  });

  it('ends on resignation', async () => {
    const { x, o } = await startGame(club.url);
    await play(x, o, 'b6');
    await play(o, x, 'f6');
    o.send('resign');
    const view = await x.untilState('the end', (v) => v.end !== null);
    expect(view.end).toMatchObject({ result: 'x', reason: 'resign' });
    const refused = await o.nextRefusal(() => o.send('move', { ply: 3, move: 'f5' }));
    expect(refused.code).toBe('game-over');
    await expect.poll(async () => (await club.store.gameById(view.gameId ?? ''))?.end?.result).toBe('x');
  });

  it('offers, declines, lets lapse and accepts a draw', async () => {
    const { x, o } = await startGame(club.url);
    x.send('draw-offer');
    await o.untilState('an offer', (v) => v.offers.draw === 'x');
    expect((await x.nextRefusal(() => x.send('draw-accept'))).code).toBe('own-offer');
    o.send('draw-decline');
    await x.untilState('declined', (v) => v.offers.draw === null);
    x.send('draw-offer');
    await o.untilState('an offer', (v) => v.offers.draw === 'x');
    await play(x, o, 'b6');
    expect(o.state.offers.draw).toBe('x');
    await play(o, x, 'f6');
    expect(x.state.offers.draw).toBeNull();
    o.send('draw-offer');
    await x.untilState('an offer', (v) => v.offers.draw === 'o');
    x.send('draw-accept');
    const view = await o.untilState('the end', (v) => v.end !== null);
    expect(view.end).toMatchObject({ result: 'draw', reason: 'agreement' });
  });

  it('aborts before both sides have moved, not after', async () => {
    const first = await startGame(club.url);
    await play(first.x, first.o, 'b6');
    first.o.send('abort');
    const view = await first.x.untilState('aborted', (v) => v.end !== null);
    expect(view.end).toMatchObject({ result: 'aborted', reason: 'aborted' });

    const second = await startGame(club.url);
    await play(second.x, second.o, 'b6');
    await play(second.o, second.x, 'f6');
    expect((await second.x.nextRefusal(() => second.x.send('abort'))).code).toBe('too-late');
    expect(second.x.state.end).toBeNull();
  });

  it('takes back a move when the opponent agrees, once', async () => {
    const { x, o } = await startGame(club.url);
    await play(x, o, 'b6');
    await play(o, x, 'f6');
    await play(x, o, 'c5');
    x.send('takeback-request');
    await o.untilState('a request', (v) => v.offers.takeback === 'x');
    o.send('takeback-accept');
    const view = await x.untilState('taken back', (v) => v.moves.length === 2);
    expect(view.turn).toBe('x');
    expect(view.offers.takeback).toBeNull();
    expect((await x.nextRefusal(() => x.send('takeback-request'))).code).toBe('nothing-to-take-back');
    await play(x, o, 'b5');
    expect(o.state.moves.map((move) => move.move)).toEqual(['b6', 'f6', 'b5']);
    o.send('takeback-request');
    await x.untilState('a request', (v) => v.offers.takeback === 'o');
    x.send('takeback-decline');
    await o.untilState('declined', (v) => v.offers.takeback === null && v.moves.length === 3);
  });

  it('ends on a flag fall at the exact moment the time ran out', async () => {
    const { x, o } = await startGame(club.url, { timeControl: '1+1' });
    await play(x, o, 'b6');
    await play(o, x, 'f6');
    const from = club.clock.time;
    club.clock.advance(61_000 + 500);
    const view = await o.untilState('the flag', (v) => v.end !== null);
    expect(view.end).toEqual({ result: 'o', reason: 'flag', at: from + 61_000 });
    expect(view.clock).toMatchObject({ x: 0, running: null });
    expect((await x.nextRefusal(() => x.send('move', { ply: 3, move: 'c5' }))).code).toBe('game-over');
  });

  it('aborts, rather than scores, a resignation before both sides moved', async () => {
    const { x, o } = await startGame(club.url);
    await play(x, o, 'b6');
    o.send('resign');
    const view = await x.untilState('the end', (v) => v.end !== null);
    expect(view.end).toMatchObject({ result: 'aborted', reason: 'aborted', by: 'o' });
    await expect
      .poll(async () => (await club.store.gameById(view.gameId ?? ''))?.end?.result)
      .toBe('aborted');
  });

  it('plays a rematch with colours swapped as a new stored game', async () => {
    const { x, o } = await startGame(club.url);
    await play(x, o, 'b6');
    x.send('resign');
    const over = await o.untilState('the end', (v) => v.end !== null);
    expect((await x.nextRefusal(() => x.send('rematch-accept'))).code).toBe('no-offer');
    o.send('rematch-offer');
    await x.untilState('an offer', (v) => v.offers.rematch === 'o');
    x.send('rematch-accept');
    const next = await o.untilState('a new game', (v) => v.phase === 'playing' && v.gameId !== over.gameId);
    expect(next.players.x?.id).toBe(o.session.player.id);
    expect(next.players.o?.id).toBe(x.session.player.id);
    expect(next.moves).toEqual([]);
    expect(next.code).toBe(over.code);
    o.send('move', { ply: 1, move: 'b6' });
    await o.until('the first move', () => o.refusals.length > 0 || o.state.moves.length > 0);
    expect(o.refusals).toEqual([]);
    expect(x.state.players.x?.id).toBe(o.session.player.id);
    await expect
      .poll(async () => (await club.store.gameById(next.gameId ?? ''))?.x.id)
      .toBe(o.session.player.id);
  });
});
