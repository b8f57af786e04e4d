/**
 * Spectators: a `{ watch: true }` connection, with or without a token, sees the game as it goes but is
 * never seated and never changes anything; players and spectators see how many watch.
 */
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { gameRules } from '../../src/core/games';
import type { GameView, Session } from '../../src/net';
import { createGame, guest, Seat, startGame, startTestClub, type TestClub } from './club-harness';

let club: TestClub;
beforeAll(async () => {
  club = await startTestClub();
});
afterAll(async () => {
  await club.club.close();
});

/** An anonymous spectator has no session; the harness's Seat wants one, so it gets an empty one. */
const NOBODY: Session = { player: { id: '', name: '' }, token: '', expiresAt: 0 };

/** A spectator's connection: `{ watch: true }`, and the token too if a session is given. */
async function watch(code: string, session?: Session): Promise<Seat> {
  const client = new Client(club.url);
  const options = session
    ? { protocol: PROTOCOL_VERSION, watch: true, token: session.token }
    : { protocol: PROTOCOL_VERSION, watch: true };
  return new Seat(client, await client.joinById(code, options), session ?? NOBODY);
}

/** The first legal move in the view's position, as its game writes it (through the game contract). */
function firstMove(view: GameView): string {
  const rules = gameRules(view.game);
  if (!rules) throw new Error(`no game called ${view.game}`);
  const state = rules.readPosition(view.fen, view.rules);
  if (!state.ok) throw new Error(state.error);
  return rules.moveText(state.value, rules.legalMoves(state.value)[0]);
}

/** Every message a spectator may try, each with a payload that would be good from a player. */
const PLAYER_MESSAGES: [string, unknown][] = [
  ['move', { ply: 1, move: 'b6' }],
  ['resign', undefined],
  ['abort', undefined],
  ['draw-offer', undefined],
  ['draw-accept', undefined],
  ['takeback-request', undefined],
  ['rematch-offer', undefined],
];

describe('spectators', () => {
  it('an anonymous spectator sees every state of a whole game, and nothing it sends changes it', async () => {
    const { x, o, code } = await startGame(club.url, { start: 'x2o/4/4/o2x x 0 1', timeControl: '1+1' });
    const spectator = await watch(code);
    await x.until('the spectator counted', () => x.watching === 1);
    // The players heard only the count (`watchers`): their next state is the first since it came.
    const fromHere = x.states.at(-1)!.seq + 1;
    // Before any move: the spectator's move (a legal one for x) and offers are refused, to it alone.
    const statesBefore = x.states.length;
    for (const [type, payload] of PLAYER_MESSAGES) {
      const refused = await spectator.nextRefusal(() => spectator.send(type, payload));
      expect(refused).toMatchObject({ to: type, code: 'not-a-player' });
    }
    x.send('ping', { t: 1 });
    await x.until('a pong', () => x.pongs.length > 0);
    expect(x.states.length).toBe(statesBefore);
    expect(x.state.moves).toEqual([]);
    expect(x.refusals).toEqual([]);
    expect(spectator.acks).toEqual([]);
    const seats = { x, o };
    while (x.state.end === null) {
      const mover = seats[x.state.turn];
      const ply = mover.state.moves.length + 1;
      club.clock.advance(500);
      mover.send('move', { ply, move: firstMove(mover.state) });
      const moved = (view: GameView): boolean => view.moves.length >= ply || view.end !== null;
      for (const seat of [x, o, spectator]) await seat.untilState(`ply ${ply}`, moved);
      // Now and then (the flood guard's rate stays far off) a spectator's try at the next move is
      // refused and leaves the game as it was.
      if (x.state.end === null && ply % 3 === 1) {
        const seq = x.state.seq;
        const refused = await spectator.nextRefusal(() =>
          spectator.send('move', { ply: ply + 1, move: firstMove(x.state) }),
        );
        expect(refused.code).toBe('not-a-player');
        expect(x.state.seq).toBe(seq);
      }
    }
    await spectator.untilState('the end', (view) => view.end !== null);
    // The spectator saw every snapshot the players saw since it came, the end included.
    const seen = spectator.states.map((view) => view.seq);
    for (const view of x.states.filter((each) => each.seq >= fromHere)) expect(seen).toContain(view.seq);
    expect(spectator.state).toMatchObject({ moves: x.state.moves, end: x.state.end, fen: x.state.fen });
    expect(x.refusals).toEqual([]);
    expect(o.refusals).toEqual([]);
  });

  it('a watch join of a waiting game leaves the seat free for the real opponent, even by its creator', async () => {
    const creator = await guest(club.url);
    const code = await createGame(club.url, creator);
    const host = await Seat.join(club.url, code, creator);
    await host.untilState('waiting', (view) => view.phase === 'waiting');
    const named = await watch(code, await guest(club.url));
    const anonymous = await watch(code);
    // The creator's own watch link in another tab: it watches, and the seated tab is not replaced.
    const ownTab = await watch(code, creator);
    await host.until('three spectators', () => host.watching === 3);
    expect(host.state.phase).toBe('waiting');
    expect(host.state.players.o).toBeNull();
    expect(host.byes).toEqual([]);
    const refused = await ownTab.nextRefusal(() => ownTab.send('resign'));
    expect(refused.code).toBe('not-a-player');
    const friend = await guest(club.url);
    const opponent = await Seat.join(club.url, code, friend);
    for (const seat of [host, opponent, named, anonymous, ownTab]) {
      await seat.untilState('playing', (view) => view.phase === 'playing');
    }
    expect(opponent.state.players.o?.id).toBe(friend.player.id);
    expect(opponent.state.watchers).toBe(3);
    expect(host.state.players.x?.connected).toBe(true);
    expect(host.byes).toEqual([]);
  });

  it('players and spectators see the count, a rematch is watched in the same room', async () => {
    const { x, o, code } = await startGame(club.url);
    const first = await watch(code);
    const second = await watch(code, await guest(club.url));
    for (const seat of [x, o, first, second]) await seat.until('two watching', () => seat.watching === 2);
    await first.room.leave();
    for (const seat of [x, o, second]) await seat.until('one watching', () => seat.watching === 1);
    x.send('resign');
    await second.untilState('the end', (view) => view.end !== null);
    const ended = second.state.gameId;
    x.send('rematch-offer');
    await o.untilState('the offer', (view) => view.offers.rematch !== null);
    o.send('rematch-accept');
    const rematch = await second.untilState(
      'the rematch',
      (v) => v.gameId !== ended && v.phase === 'playing',
    );
    expect(rematch.watchers).toBe(1);
    expect(rematch.end).toBeNull();
    const refused = await second.nextRefusal(() => second.send('move', { ply: 1, move: 'b6' }));
    expect(refused.code).toBe('not-a-player');
  });

  it('refuses a join with junk options, with a bad token even to watch, or without token or watch', async () => {
    const code = await createGame(club.url, await guest(club.url));
    const junk: unknown[] = [
      {},
      { watch: false },
      { watch: 'yes' },
      { watch: 1 },
      { token: '' },
      { token: 42 },
      { watch: true, token: 'not.a.token' },
      { watch: true, token: '' },
      { watch: true, token: 'x'.repeat(5000) },
    ];
    for (const options of junk) {
      const client = new Client(club.url);
      // A body over MAX_BODY_BYTES (the long token) is turned away before the matchmaker reads it.
      await expect(
        client.joinById(code, { protocol: PROTOCOL_VERSION, ...(options as object) }),
        JSON.stringify(options),
      ).rejects.toThrow(/bad-token|Payload Too Large/);
    }
    // None of them got in: the first real spectator is the only one counted.
    const spectator = await watch(code);
    await spectator.untilState('counted', (view) => view.watchers === 1);
    expect(spectator.state.phase).toBe('waiting');
  });
});
