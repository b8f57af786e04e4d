/**
 * The computer online: a real club (one engine worker, a short think delay) and a scripted human over real
 * websockets. Waits are on the server's messages, never on sleeps.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFen } from '../../src/core/fen';
import { replay } from '../../src/core/game';
import { moveToText, parseMoveText } from '../../src/core/move';
import { chooseMove } from '../../src/ai';
import { applyMove, type Ruleset } from '../../src/core/rules';
import type { GameView, Session } from '../../src/net';
import { startClub, type RunningClub } from '../../src/server/club-server';
import { seedOf } from '../../src/server/computer-seat';
import { memoryClubStore } from '../../src/server/storage/memory-store';
import { guest, post, Seat, TestClock } from './club-harness';

const SMALL = 'x3o/5/5/5/o3x x 0 1';

let club: RunningClub;
let url: string;
const logs: string[] = [];

beforeAll(async () => {
  club = await startClub({
    port: 0,
    host: '127.0.0.1',
    store: memoryClubStore(),
    secret: randomBytes(32),
    now: new TestClock().now,
    tickMs: 10,
    apiCallsPerMinute: 10_000,
    // Every game here is opened from 127.0.0.1: the caps per address are tested in limits-address.test.ts.
    limits: { unjoinedRoomsPerAddress: 1_000, computerGamesPerAddress: 1_000 },
    engineWorkers: 1,
    // A short think: the scripted human answers at once, and must stay under the club's flood limit
    // (a burst of 16, then 8 messages a second) as a person would.
    computerThinkMs: 150,
    log: (message) => logs.push(message),
  });
  url = club.url;
});
afterAll(() => club.close());

async function computerGame(
  session: Session,
  settings: Record<string, unknown> = {},
): Promise<{ status: number; code: string }> {
  const reply = await post(url, '/api/computer-games', {
    token: session.token,
    start: SMALL,
    rules: 'arcade',
    timeControl: '5+5',
    colour: 'o',
    strength: 1,
    ...settings,
  });
  return { status: reply.status, code: reply.body.code as string };
}

/** Joins a new game against the computer as a new guest; the computer is x unless told. */
async function playComputer(settings: Record<string, unknown> = {}): Promise<Seat> {
  const human = await guest(url);
  const { status, code } = await computerGame(human, settings);
  expect(status).toBe(201);
  return Seat.join(url, code, human);
}

const mySide = (seat: Seat, view: GameView): 'x' | 'o' =>
  view.players.x?.id === seat.session.player.id ? 'x' : 'o';

/** Waits for the human's turn (or the end), then plays the first legal move. False once the game is over. */
/** The last ply each scripted human had acknowledged: a later turn is read from a state that has it. */
const lastAcked = new WeakMap<Seat, number>();

async function playOne(seat: Seat): Promise<boolean> {
  // The ack comes before the state that shows the move: never choose from the state before it.
  const seen = lastAcked.get(seat) ?? 0;
  const view = await seat.untilState(
    'my turn or the end',
    (state) =>
      state.phase === 'over' ||
      (state.phase === 'playing' && state.turn === mySide(seat, state) && state.moves.length >= seen),
  );
  if (view.phase === 'over') return false;
  const position = parseFen(view.fen);
  if (!position.ok) throw new Error(position.error);
  // The scripted human plays as the engine's strength 3 would: enough to last a few moves.
  // No wall-clock cap, so a loaded machine cannot make it choose differently.
  const { move } = chooseMove(
    { position: position.value, rules: view.rules as Ruleset, strength: 3, seed: view.moves.length },
    { timeMs: 60_000 },
  );
  const acks = seat.acks.length;
  seat.send('move', {
    ply: view.moves.length + 1,
    move: moveToText(move, position.value.width, position.value.height),
  });
  await seat.until('my move acknowledged', () => seat.acks.length > acks);
  lastAcked.set(seat, view.moves.length + 1);
  return true;
}

describe('the computer online', () => {
  it('plays a game at strength 1 to its end, every move legal, and the game is stored move for move', async () => {
    const human = await playComputer();
    const first = await human.untilState('the game begins', (view) => view.phase === 'playing');
    expect(first.players.x).toMatchObject({ id: 'computer-1', connected: true });
    // The computer moves first, but only once the human has come: the human's first view has no move.
    expect(first.moves).toEqual([]);
    expect(first.players.x?.name).toContain('Computer');
    expect(first.players.o?.id).toBe(human.session.player.id);
    let humanMoves = 0;
    while (await playOne(human)) humanMoves++;
    const end = human.state;
    expect(humanMoves).toBeGreaterThan(2);
    expect(end.end?.reason).not.toBe('abandon');
    // Every move, the computer's included, is legal from the start, as core replays it.
    const start = parseFen(SMALL);
    if (!start.ok) throw new Error(start.error);
    const moves = end.moves.map((played) => {
      const move = parseMoveText(played.move, 5, 5);
      if (!move.ok) throw new Error(move.error);
      return move.value;
    });
    expect(replay(start.value, 'arcade', moves).ok).toBe(true);
    expect(end.moves.filter((_, i) => i % 2 === 0).length).toBeGreaterThan(2);

    // The stored game has every move, and the replay route serves it.
    const gameId = end.gameId as string;
    let stored: { status: number; body: { moves: unknown[]; end: unknown; x: { id: string } } };
    do {
      const response = await fetch(`${url}/api/games/${gameId}`);
      stored = { status: response.status, body: await response.json() };
    } while (
      stored.status !== 200 ||
      stored.body.end === null ||
      stored.body.moves.length < end.moves.length
    );
    expect(stored.body.x.id).toBe('computer-1');
    expect(stored.body.moves).toEqual(end.moves);

    // The seed comes from the game's id and the ply, so the computer's moves can be asked again and
    // come out the same: the stored game is enough to reproduce them.
    let position = start.value;
    moves.forEach((move, index) => {
      if (index % 2 === 0) {
        const request = {
          position,
          rules: 'arcade' as const,
          strength: 1,
          seed: seedOf(`${gameId}:${index + 1}`),
        };
        expect(chooseMove(request).move, `ply ${index + 1}`).toBe(move);
      }
      position = applyMove(position, move).position;
    });
  });

  it('accepts a rematch with the colours swapped, and then opens the new game itself', async () => {
    const human = await playComputer({ colour: 'x' });
    const view = await human.untilState('the game begins', (state) => state.phase === 'playing');
    expect(view.moves).toEqual([]);
    while (await playOne(human));
    const firstGame = human.state.gameId;
    human.send('rematch-offer');
    const rematch = await human.untilState(
      'the rematch begins with the computer as x, and its first move',
      (state) => state.gameId !== firstGame && state.phase === 'playing' && state.moves.length === 1,
    );
    expect(rematch.players.x?.id).toBe('computer-1');
    expect(rematch.players.o?.id).toBe(human.session.player.id);
  });

  it('declines a takeback and a draw at once', async () => {
    const human = await playComputer({ colour: 'x', strength: 3 });
    await playOne(human);
    const replied = await human.untilState('the computer replies', (view) => view.moves.length === 2);
    human.send('takeback-request');
    await human.untilState('the request is shown', (view) => view.offers.takeback === 'x');
    const declined = await human.untilState(
      'the request is declined',
      (view) => view.offers.takeback === null,
    );
    expect(declined.moves).toEqual(replied.moves);
    human.send('draw-offer');
    await human.untilState('the offer is shown', (view) => view.offers.draw === 'x');
    const afterDraw = await human.untilState('the offer is declined', (view) => view.offers.draw === null);
    expect(afterDraw.phase).toBe('playing');
    expect(afterDraw.end).toBeNull();
  });

  it('lets no stranger take the computer’s seat or move for it', async () => {
    const human = await playComputer();
    const view = await human.untilState('the computer has moved', (state) => state.moves.length === 1);
    const stranger = await Seat.join(url, view.code, await guest(url));
    const seen = await stranger.untilState('a view', () => true);
    expect(seen.players.x?.id).toBe('computer-1');
    expect(seen.players.o?.id).toBe(human.session.player.id);
    const refused = await stranger.nextRefusal(() => stranger.send('move', { ply: 2, move: 'b4' }));
    expect(refused.code).toBe('not-a-player');
    expect((await stranger.nextRefusal(() => stranger.send('resign'))).code).toBe('not-a-player');
  });

  it('keeps the computer’s names from guests', async () => {
    for (const name of ['Computer', 'computer-5', 'C0mputer_1', 'COMPUTERS']) {
      const reply = await post(url, '/api/guest', { name });
      expect(reply.status, name).toBe(409);
      expect(reply.body.code, name).toBe('name-taken');
    }
    expect((await post(url, '/api/guest', { name: 'Computer · Newcomer (1)' })).status).toBe(400);
    expect((await post(url, '/api/guest', { name: `Compy${randomBytes(2).toString('hex')}` })).status).toBe(
      201,
    );
  });

  it('refuses a strength outside 1–10 and a bad token', async () => {
    const human = await guest(url);
    expect((await computerGame(human, { strength: 11 })).status).toBe(400);
    expect((await computerGame(human, { strength: 0 })).status).toBe(400);
    expect((await computerGame({ ...human, token: 'nope' })).status).toBe(401);
  });
});
