/**
 * Oxono in the club's room, over websockets (issue 51's server half): the same room, refusals and
 * stored games as Ataxx, through the game contract. A move out of turn, a pawn away from the totem while
 * a square beside it is free, and the totem of a symbol the mover has no pawn of are each refused with
 * their code and leave the game as it was; a game is won by a symbol line made with the other player's
 * pawns and kept; and a client of protocol 2, which could only draw Ataxx, is told to update at an
 * Oxono game's door (while Ataxx's stays open to it).
 */
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalOxonoMoves, moveText, oxono, readPosition } from '../../src/core/oxono';
import type { GameView, StoredGameView } from '../../src/net';
import { createGame, guest, Seat, startTestClub, type TestClub } from './club-harness';

const START = oxono.startText('standard');
/** Pink's 13-ply win: its last O pawn on e4 completes a line of O pawns of both colours (seeded playout). */
const PINK_WINS = [
  'O f4 f3',
  'X d2 c2',
  'X d6 d5',
  'O e4 f4',
  'O b4 c4',
  'O b3 b4',
  'O d3 d4',
  'X b6 a6',
  'O c3 b3',
  'X c6 b6',
  'O d3 c3',
  'X e6 e5',
  'O e3 e4',
];
/** Pink to move with every X pawn placed (both sides hold O pawns only). */
const NO_X_LEFT = '.xOo../.X@.X./xoOxx./.x.XX./xXx..X/.xX*X. 1 0 6 0 6';

let test: TestClub;
beforeAll(async () => {
  test = await startTestClub();
});
afterAll(() => test.club.close());

async function oxonoGame(start = START): Promise<{ x: Seat; o: Seat; code: string }> {
  const [first, second] = [await guest(test.url), await guest(test.url)];
  const code = await createGame(test.url, first, {
    game: 'oxono',
    start,
    rules: 'standard',
    timeControl: 'untimed',
    colour: 'x',
  });
  const seats = { x: await Seat.join(test.url, code, first), o: await Seat.join(test.url, code, second) };
  await seats.x.untilState('both seated', (view) => view.phase === 'playing');
  return { ...seats, code };
}

/** Plays `text` as the side to move and waits until both seats see it. */
async function play(seats: { x: Seat; o: Seat }, text: string): Promise<GameView> {
  const ply = seats.x.state.moves.length + 1;
  const mover = seats[seats.x.state.turn];
  mover.send('move', { ply, move: text });
  await mover.until(`the ack of ply ${ply} (${text})`, () => mover.acks.includes(ply));
  await seats.o.untilState(`ply ${ply} at o`, (view) => view.moves.length === ply);
  return seats.x.untilState(`ply ${ply} at x`, (view) => view.moves.length === ply);
}

describe('Oxono in the club’s room', () => {
  it('refuses a move out of turn and a pawn away from its totem, then plays to a symbol line and keeps the game', async () => {
    const seats = await oxonoGame();
    expect(seats.x.state).toMatchObject({ game: 'oxono', rules: 'standard', fen: START, turn: 'x' });

    const outOfTurn = await seats.o.nextRefusal(() => seats.o.send('move', { ply: 1, move: 'X c3 b3' }));
    expect(outOfTurn.code).toBe('not-your-turn');
    // f6 is nowhere near c3, whose neighbours b3, c2 and d3 are free: the rules say where it may go.
    const astray = await seats.x.nextRefusal(() => seats.x.send('move', { ply: 1, move: 'X c3 f6' }));
    expect(astray).toMatchObject({ code: 'illegal-move' });
    expect(astray.text).toMatch(/the pawn cannot go on f6: with the X totem on c3 it can go on b3, c2, d3/);
    expect(seats.x.state.moves).toEqual([]);
    expect(seats.x.state.fen).toBe(START);

    for (const text of PINK_WINS) await play(seats, text);
    const over = await seats.o.untilState('the line', (view) => view.phase === 'over');
    expect(over.end).toMatchObject({ result: 'x', reason: 'symbol-line' });
    expect(over.moves.map((move) => move.move)).toEqual(PINK_WINS);
    // The line is O pawns of both colours: lowercase o is pink's, uppercase O black's.
    expect(over.fen.split(' ')[0]).toMatch(/O/);
    expect(over.fen.split(' ')[0]).toMatch(/o/);

    const response = await fetch(`${test.url}/api/games/${over.gameId!}`);
    expect(response.status).toBe(200);
    const kept = (await response.json()) as StoredGameView;
    expect(kept).toMatchObject({ game: 'oxono', rules: 'standard', start: START });
    expect(kept.end).toMatchObject({ result: 'x', reason: 'symbol-line' });
    expect(kept.moves.map((move) => move.move)).toEqual(PINK_WINS);
  });

  it('refuses the totem of a symbol the mover has no pawn of, leaving the game as it was', async () => {
    const seats = await oxonoGame(NO_X_LEFT);
    const refused = await seats.x.nextRefusal(() => seats.x.send('move', { ply: 1, move: 'X d2 d3' }));
    expect(refused).toMatchObject({ code: 'illegal-move' });
    expect(refused.text).toMatch(/pink has no X pawn left, so cannot move the X totem/);
    expect(seats.x.state).toMatchObject({ fen: NO_X_LEFT, moves: [], phase: 'playing' });
    // An O move is the mover's to make.
    const position = readPosition(NO_X_LEFT);
    if (!position.ok) throw new Error(position.error);
    const first = moveText(legalOxonoMoves(position.value)[0]);
    expect(first.startsWith('O')).toBe(true);
    const after = await play(seats, first);
    expect(after.moves).toHaveLength(1);
  });

  it('tells a client of protocol 2, which drew only Ataxx, to update at an Oxono game’s door', async () => {
    const owner = await guest(test.url);
    const oxonoCode = await createGame(test.url, owner, { game: 'oxono', start: START, rules: 'standard' });
    await expect(
      new Client(test.url).joinById(oxonoCode, { protocol: 2, token: owner.token }),
    ).rejects.toThrow(
      /^update-game: .*protocol version 2; the club speaks 3.*reload the page to update the game/,
    );
    // Its Ataxx games still open to it.
    const ataxxCode = await createGame(test.url, owner);
    const room = await new Client(test.url).joinById(ataxxCode, { protocol: 2, token: owner.token });
    expect(room.roomId).toBe(ataxxCode);
    await room.leave(true);
  });
});
