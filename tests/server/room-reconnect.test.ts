/** Dropping out and coming back: the seat is kept, the clock keeps running, and 60 s away loses. */
import { matchMaker } from '@colyseus/core';
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockLeft } from '../../src/net';
import { Seat, startGame, startTestClub, type TestClub } from './club-harness';

let club: TestClub;
beforeAll(async () => {
  club = await startTestClub();
});
afterAll(async () => {
  await club.club.close();
});

/** Both sides move once, so the clocks run and a loss (not an abort) is at stake. */
async function openGame(timeControl: '1+1' | '10+0' = '10+0'): Promise<{ x: Seat; o: Seat; code: string }> {
  const game = await startGame(club.url, { timeControl });
  game.x.send('move', { ply: 1, move: 'b6' });
  await game.o.untilState('ply 1', (v) => v.moves.length === 1);
  game.o.send('move', { ply: 2, move: 'f6' });
  await game.x.untilState('ply 2', (v) => v.moves.length === 2);
  return game;
}

/** Drops the connection as a network fault would (not a consented leave). */
async function drop(seat: Seat): Promise<string> {
  const token = seat.room.reconnectionToken;
  await seat.room.leave(false);
  return token;
}

describe('coming back to a game', () => {
  it('reconnects within the window to the same game, the clock having run on', async () => {
    const { x, o } = await openGame();
    const dropAt = club.clock.time;
    const token = await drop(x);
    const away = await o.untilState('x away', (v) => v.players.x?.connected === false);
    expect(away.players.x?.awayDeadline).toBe(dropAt + 60_000);

    club.clock.advance(30_000);
    const room = await new Client(club.url).reconnect(token);
    const back = new Seat(new Client(club.url), room, x.session);
    const view = await back.untilState('back', (v) => v.players.x?.connected === true);
    expect(view.moves.map((move) => move.move)).toEqual(['b6', 'f6']);
    expect(view.players.x?.awayDeadline).toBeNull();
    if (!view.clock) throw new Error('a timed game has a clock');
    expect(clockLeft(view.clock, 'x', club.clock.time)).toBe(600_000 - 30_000);
    await o.untilState('x back', (v) => v.players.x?.connected === true);

    back.send('move', { ply: 3, move: 'c5' });
    await o.untilState('ply 3', (v) => v.moves.length === 3);
    expect(back.acks).toEqual([3]);
  });

  it('comes back by itself after a network fault, as the browser SDK does', async () => {
    const { x, o, code } = await openGame();
    // The SDK only retries rooms that have been up a while; this one just started.
    x.room.reconnection.minUptime = 0;
    const room = matchMaker.getLocalRoomById(code);
    const socket = room?.clients.find((client) => client.sessionId === x.room.sessionId)?.ref as
      { terminate(): void } | undefined;
    if (!socket) throw new Error("x's connection is not in the room");
    socket.terminate();
    await o.untilState('x away', (v) => v.players.x?.connected === false);
    await o.untilState('x back', (v) => v.players.x?.connected === true);
    x.send('move', { ply: 3, move: 'c5' });
    await o.untilState('ply 3', (v) => v.moves.length === 3);
    await x.until('the ack', () => x.acks.includes(3));
    expect(x.left).toBeNull();
  });

  it('takes the seat back after a reload by joining again with the player token', async () => {
    const { x, o, code } = await openGame();
    const reloaded = await Seat.join(club.url, code, x.session);
    await x.until('the old tab is sent away', () => x.left !== null);
    expect(x.byes).toEqual([expect.objectContaining({ code: 'replaced' })]);
    const view = await reloaded.untilState('seated', (v) => v.players.x?.connected === true);
    expect(view.moves).toHaveLength(2);
    reloaded.send('move', { ply: 3, move: 'c5' });
    await o.untilState('ply 3', (v) => v.moves.length === 3);
  });

  it('loses the game after 60 s away, and shows it on return', async () => {
    const { x, o, code } = await openGame();
    const dropAt = club.clock.time;
    await drop(o);
    await x.untilState('o away', (v) => v.players.o?.connected === false);
    club.clock.advance(59_000);
    x.send('ping', { t: 1 });
    await x.until('a pong', () => x.pongs.length > 0);
    expect(x.state.end).toBeNull();
    club.clock.advance(2_000);
    const over = await x.untilState('the end', (v) => v.end !== null);
    expect(over.end).toEqual({ result: 'x', reason: 'abandon', at: dropAt + 60_000 });

    const back = await Seat.join(club.url, code, o.session);
    const seen = await back.untilState('the end', (v) => v.end !== null);
    expect(seen.end?.reason).toBe('abandon');
    expect((await back.nextRefusal(() => back.send('move', { ply: 3, move: 'f5' }))).code).toBe('game-over');
  });

  it('lets the flag fall first when the absent player has less than 60 s', async () => {
    const { x, o } = await openGame('1+1');
    // x is to move with 61 s on the clock; it drops 10 s in, so the flag falls 51 s later.
    club.clock.advance(10_000);
    await drop(x);
    await o.untilState('x away', (v) => v.players.x?.connected === false);
    club.clock.advance(55_000);
    const over = await o.untilState('the flag', (v) => v.end !== null);
    expect(over.end?.reason).toBe('flag');
    expect(over.end?.result).toBe('o');
  });

  it('aborts, rather than scores, a game left before both sides moved', async () => {
    const { x, o } = await startGame(club.url);
    x.send('move', { ply: 1, move: 'b6' });
    await o.untilState('ply 1', (v) => v.moves.length === 1);
    await drop(o);
    await x.untilState('o away', (v) => v.players.o?.connected === false);
    club.clock.advance(60_001);
    const over = await x.untilState('the end', (v) => v.end !== null);
    expect(over.end).toMatchObject({ result: 'aborted', reason: 'abandon' });
  });
});
