/**
 * Lines (tests/games/lines), a third game only the tests register, built to look like Oxono to the
 * club: two-part move text, reserves, a win by a line, draws and no pass. It plays through the club's
 * real room over websockets (a timed game whose clocks run and gain their increment, a rematch), is
 * stored and read back through GET /api/games/:id, and its engine answers through the engine pool's
 * worker threads, which register it from their `setup` module: the club's `engineSetup`. None of the
 * club's, the protocol's, the replay viewer's or the pool's code names it.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClub, type RunningClub } from '../../src/server/club-server';
import { EnginePool } from '../../src/server/engine-pool';
import { memoryClubStore } from '../../src/server/storage/memory-store';
import type { GameView, StoredGameView } from '../../src/net';
import { registerLines } from '../games/lines/register';
import { linesEngine } from '../games/lines/engine';
import { lines } from '../games/lines/rules';
import { createGame, guest, post, Seat, TestClock } from './club-harness';

registerLines();
const SETUP = new URL('../games/lines/setup.ts', import.meta.url);
const START = lines.startText('standard');
/** x takes a1, b1, c1 while o answers on rank 4, the marker shuttling between d4 and d3. */
const X_WINS = ['a1 d4', 'a4 d3', 'b1 d4', 'b4 d3', 'c1 d4'];
/** Twelve moves, each side's first that makes no line: the reserves run out with the board lineless. */
const DRAWN = [
  'a1 b1',
  'c1 d1',
  'b1 a2',
  'd1 b2',
  'a2 c2',
  'b2 d2',
  'c2 a3',
  'd2 b3',
  'c3 a3',
  'b3 d3',
  'a4 a3',
  'c4 d3',
];

/** The position text after `moves` from the start, by Lines' own rules. */
function textAfter(moves: readonly string[]): string {
  let state = lines.readPosition(START, 'standard');
  for (const text of moves) {
    if (!state.ok) break;
    const move = lines.readMove(state.value, text);
    state = move.ok ? lines.play(state.value, move.value) : move;
  }
  if (!state.ok) throw new Error(state.error);
  return lines.positionText(state.value);
}

/** The engine's move in a view's position, asked in this thread. */
function engineMove(view: GameView): string {
  const thought = linesEngine.think({
    game: view.game,
    position: view.fen,
    variant: view.rules,
    strength: 1,
    seed: 0,
  });
  if (!thought.ok) throw new Error(thought.error);
  return thought.value.move;
}

let club: RunningClub;
const clock = new TestClock();
const logs: string[] = [];

beforeAll(async () => {
  club = await startClub({
    port: 0,
    host: '127.0.0.1',
    store: memoryClubStore(),
    secret: randomBytes(32),
    now: clock.now,
    tickMs: 10,
    apiCallsPerMinute: 10_000,
    // Every game here is opened from 127.0.0.1: the caps per address are tested in limits-address.test.ts.
    limits: { unjoinedRoomsPerAddress: 1_000, computerGamesPerAddress: 1_000 },
    engineWorkers: 1,
    engineSetup: [SETUP],
    computerThinkMs: 0,
    log: (message) => logs.push(message),
  });
});
afterAll(() => club.close());

/** Plays `text` as the side to move and waits until both seats see it (or the end). */
async function play(seats: { x: Seat; o: Seat }, text: string): Promise<GameView> {
  const before = seats.x.state;
  const ply = before.moves.length + 1;
  const mover = seats[before.turn];
  mover.send('move', { ply, move: text });
  await mover.until(`the ack of ply ${ply} (${text})`, () => mover.acks.includes(ply));
  await seats.o.untilState(`ply ${ply} at o`, (view) => view.moves.length === ply);
  return seats.x.untilState(`ply ${ply} at x`, (view) => view.moves.length === ply);
}

async function storedGame(id: string): Promise<StoredGameView> {
  const response = await fetch(`${club.url}/api/games/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as StoredGameView;
}

describe('Lines in the club’s room, over websockets', () => {
  it('plays a timed game to a line with the clocks running, is stored, and rematches to a draw', async () => {
    const [first, second] = [await guest(club.url), await guest(club.url)];
    const code = await createGame(club.url, first, {
      game: 'lines',
      start: START,
      rules: 'standard',
      timeControl: '1+1',
      colour: 'x',
    });
    const seats = { x: await Seat.join(club.url, code, first), o: await Seat.join(club.url, code, second) };
    const begun = await seats.x.untilState('both seated', (view) => view.phase === 'playing');
    expect(begun).toMatchObject({ game: 'lines', rules: 'standard', fen: START, turn: 'x', moves: [] });

    // Each move thinks a second longer than the last, on the club's clock.
    for (const [index, text] of X_WINS.entries()) {
      clock.advance((index + 1) * 1_000);
      await play(seats, text);
    }
    const over = await seats.o.untilState('the line', (view) => view.phase === 'over');
    expect(over.moves.map((move) => move.move)).toEqual(X_WINS);
    expect(over.fen).toBe(textAfter(X_WINS));
    expect(over.fen).toBe('oo.*/..../..../xxx. o 3 4');
    expect(over.end).toMatchObject({ result: 'x', reason: 'line' });
    // x's clock ran for the 3 s before ply 3 and the 5 s before ply 5, each move adding its 1 s.
    const [, , third, , fifth] = over.moves.map((move) => move.clockMs!);
    expect(third - fifth).toBe(5_000 - 1_000);
    expect(over.moves[0].clockMs).toBeGreaterThan(third);

    const kept = await storedGame(over.gameId!);
    expect(kept).toMatchObject({
      game: 'lines',
      start: START,
      rules: 'standard',
      timeControl: { initialMs: 60_000, incrementMs: 1_000 },
      end: { result: 'x', reason: 'line' },
    });
    expect(kept.moves.map((move) => [move.move, move.clockMs])).toEqual(
      over.moves.map((move) => [move.move, move.clockMs]),
    );

    seats.x.send('rematch-offer');
    await seats.o.untilState('the offer', (view) => view.offers.rematch === 'x');
    seats.o.send('rematch-accept');
    const rematch = await seats.x.untilState(
      'the rematch',
      (view) => view.phase === 'playing' && view.gameId !== over.gameId,
    );
    expect(rematch).toMatchObject({ game: 'lines', fen: START, moves: [] });
    // The colours change hands: the second guest moves first now.
    expect(rematch.players.x?.id).toBe(second.player.id);
    const swapped = { x: seats.o, o: seats.x };
    await swapped.x.untilState('the rematch at the new x', (view) => view.gameId === rematch.gameId);
    for (const text of DRAWN) await play(swapped, text);
    const drawn = await swapped.o.untilState('the draw', (view) => view.phase === 'over');
    expect(drawn.fen).toBe('x.o./.ox*/xoxo/xxoo x 0 0');
    expect(drawn.end).toMatchObject({ result: 'draw', reason: 'reserves-out' });
    expect((await storedGame(drawn.gameId!)).end).toMatchObject({ result: 'draw', reason: 'reserves-out' });
    expect(seats.x.refusals).toEqual([]);
    expect(seats.o.refusals).toEqual([]);
  });

  it('refuses a Lines move the rules do not allow, in Lines’ words', async () => {
    const [first, second] = [await guest(club.url), await guest(club.url)];
    const code = await createGame(club.url, first, {
      game: 'lines',
      start: START,
      rules: 'standard',
      timeControl: '1+1',
      colour: 'x',
    });
    const x = await Seat.join(club.url, code, first);
    await Seat.join(club.url, code, second);
    await x.untilState('both seated', (view) => view.phase === 'playing');
    const refused = await x.nextRefusal(() => x.send('move', { ply: 1, move: 'b2 c3' }));
    expect(refused).toMatchObject({ code: 'illegal-move', text: 'b2 c3: the marker stands on b2' });
    const unread = await x.nextRefusal(() => x.send('move', { ply: 1, move: 'b2' }));
    expect(unread.text).toBe('"b2" is not "<piece square> <marker square>", as in "b1 d4"');
  });

  it('ends the game, drawn, when the side to move has no room left: the club plays no pass for it', async () => {
    const [first, second] = [await guest(club.url), await guest(club.url)];
    // o to move with two empty squares: filling d2 and sending the marker to c1 leaves x's last
    // square, d1, with nowhere for the marker to go.
    const start = 'xxoo/ooxx/xxo./oo.* o 2 2';
    const code = await createGame(club.url, first, {
      game: 'lines',
      start,
      rules: 'standard',
      timeControl: '1+1',
      colour: 'x',
    });
    const seats = { x: await Seat.join(club.url, code, first), o: await Seat.join(club.url, code, second) };
    await seats.x.untilState('both seated', (view) => view.phase === 'playing');
    expect(seats.x.state).toMatchObject({ fen: start, turn: 'o' });
    await play(seats, 'd2 c1');
    const over = await seats.x.untilState('the end', (view) => view.phase === 'over');
    expect(over.moves.map((move) => move.move)).toEqual(['d2 c1']);
    expect(over.fen).toBe('xxoo/ooxx/xxoo/oo*. x 2 1');
    expect(over.end).toMatchObject({ result: 'draw', reason: 'board-full' });
  });
});

describe('Lines answered by its engine through the engine pool', () => {
  it('answers through a worker that registered it from its setup module, and not without it', async () => {
    const asked = {
      game: 'lines',
      position: textAfter(X_WINS.slice(0, 4)),
      variant: 'standard',
      strength: 1,
      seed: 1,
    };
    const withSetup = new EnginePool({ workers: 1, setup: [SETUP], log: () => undefined });
    const without = new EnginePool({ workers: 1, log: () => undefined });
    try {
      expect(await withSetup.ask(asked)).toBe('c1 d1');
      await expect(without.ask(asked)).rejects.toThrow('no engine plays the game "lines"');
    } finally {
      await Promise.all([withSetup.close(), without.close()]);
    }
  });

  it('plays the computer’s side of a timed Lines game in the club, move for move its engine’s', async () => {
    const human = await guest(club.url);
    const reply = await post(club.url, '/api/computer-games', {
      token: human.token,
      game: 'lines',
      start: START,
      rules: 'standard',
      timeControl: '5+5',
      colour: 'x',
      strength: 1,
    });
    expect(reply.status).toBe(201);
    const seat = await Seat.join(club.url, reply.body.code as string, human);
    await seat.untilState('the game', (view) => view.phase === 'playing');
    let expected: string | null = null;
    while (seat.state.phase === 'playing') {
      const view = seat.state;
      const ply = view.moves.length + 1;
      if (view.turn === 'x') {
        // The human plays the last legal move, so the two sides do not mirror each other.
        const state = lines.readPosition(view.fen, view.rules);
        if (!state.ok) throw new Error(state.error);
        const move = lines.legalMoves(state.value).at(-1)!;
        seat.send('move', { ply, move: lines.moveText(state.value, move) });
        await seat.until(`the ack of ply ${ply}`, () => seat.acks.includes(ply));
        const after = await seat.untilState(`ply ${ply}`, (next) => next.moves.length === ply);
        expected = after.phase === 'playing' ? engineMove(after) : null;
      } else {
        // The first reply waits for a pool worker to start and warm its engines, which a loaded machine
        // (npm test runs the unit files beside the browser files) takes more than the usual 5 s over.
        const answered = await seat.untilState(
          `the computer's ply ${ply}`,
          (next) => next.moves.length === ply,
          30_000,
        );
        expect(answered.moves.at(-1)?.move).toBe(expected);
      }
    }
    expect(seat.state.end).not.toBeNull();
    expect((await storedGame(seat.state.gameId!)).game).toBe('lines');
    expect(logs.filter((line) => line.startsWith('computer'))).toEqual([]);
  });
});

describe('the machinery that plays Lines', () => {
  it('names it nowhere: not the club, the protocol, the replay viewer nor the engine registry', () => {
    const files = [
      ...['src/server', 'src/net', 'src/game/replay'].flatMap((folder) =>
        readdirSync(folder, { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.ts'))
          .map((name) => join(folder, name)),
      ),
      'src/ai/engines.ts',
    ];
    expect(files.length).toBeGreaterThan(20);
    const naming = files.filter((file) => /['"`]lines['"`]|games\/lines/.test(readFileSync(file, 'utf8')));
    expect(naming).toEqual([]);
  });
});
