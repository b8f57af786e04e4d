/** The lobby over real websockets: counts, public challenges, live games and each player's own games. */
import { Client, type Room } from '@colyseus/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../ai/pile-setup';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { AWAY_LIMIT_MS, type ByeMessage, type Session } from '../../src/net';
import {
  LOBBY_ROOM_ID,
  parseLobbyServerMessage,
  type ChallengeOrder,
  type LobbyRefusedMessage,
  type LobbyView,
  type MatchedMessage,
} from '../../src/net/lobby';
import { gameRules } from '../../src/core/games';
import { createGame, guest, Seat, startTestClub, Waits, type TestClub } from './club-harness';

/** One connection to the lobby, recording everything the server says to it. */
class LobbyGuest {
  readonly views: LobbyView[] = [];
  readonly refusals: LobbyRefusedMessage[] = [];
  readonly matches: MatchedMessage[] = [];
  readonly byes: ByeMessage[] = [];
  left = false;
  private readonly waits = new Waits(() => `last view: ${JSON.stringify(this.views.at(-1))}`);

  private constructor(
    readonly room: Room,
    readonly session: Session,
  ) {
    room.onMessage('*', (type: string | number, payload: unknown) => {
      const parsed = parseLobbyServerMessage(type, payload);
      if (!parsed.ok) throw new Error(`the lobby sent a bad message: ${parsed.error}`);
      const message = parsed.value;
      if (message.type === 'lobby') this.views.push(message.payload);
      else if (message.type === 'refused') this.refusals.push(message.payload);
      else if (message.type === 'matched') this.matches.push(message.payload);
      else if (message.type === 'bye') this.byes.push(message.payload);
      this.wake();
    });
    room.onLeave(() => {
      this.left = true;
      this.wake();
    });
  }

  static async join(url: string, session: Session, browser?: string): Promise<LobbyGuest> {
    const options =
      browser === undefined
        ? { protocol: PROTOCOL_VERSION, token: session.token }
        : { protocol: PROTOCOL_VERSION, token: session.token, browser };
    const room = await new Client(url).joinById(LOBBY_ROOM_ID, options);
    return new LobbyGuest(room, session);
  }

  get id(): string {
    return this.session.player.id;
  }

  get view(): LobbyView {
    const last = this.views.at(-1);
    if (!last) throw new Error('no lobby view yet');
    return last;
  }

  send(type: string, payload?: unknown): void {
    this.room.send(type, payload);
  }

  post(order: Partial<ChallengeOrder> = {}): void {
    this.send('challenge-create', { ...ORDER, ...order });
  }

  /** Resolves when `test` holds (checked now and after every message), or fails after `ms`. */
  until(what: string, test: () => boolean, ms = 5_000): Promise<void> {
    return this.waits.until(what, test, ms);
  }

  untilView(what: string, test: (view: LobbyView) => boolean): Promise<LobbyView> {
    return this.until(what, () => this.views.length > 0 && test(this.view)).then(() => this.view);
  }

  async nextRefusal(send: () => void): Promise<LobbyRefusedMessage> {
    const seen = this.refusals.length;
    send();
    await this.until('a refusal', () => this.refusals.length > seen);
    return this.refusals[seen];
  }

  leave(): Promise<unknown> {
    return this.left ? Promise.resolve() : this.room.leave(true);
  }

  private wake(): void {
    this.waits.wake();
  }
}

const ORDER: ChallengeOrder = {
  game: 'ataxx',
  start: 'x5o/7/7/7/7/7/o5x x 0 1',
  rules: 'classic',
  timeControl: '3+2',
  colour: 'x',
};

let club: TestClub;
const open: { leave(): Promise<unknown> }[] = [];

beforeEach(async () => {
  // On IPv4 and IPv6 loopback both: a rated game needs players from two addresses (`via`).
  club = await startTestClub({ host: '::' });
});

/** The club through one of its two loopback addresses. */
const via = (family: 'v4' | 'v6'): string =>
  club.url.replace(/\/\/[^/]*:(\d+)$/, family === 'v4' ? '//127.0.0.1:$1' : '//[::1]:$1');
afterEach(async () => {
  for (const each of open.splice(0)) await each.leave().catch(() => undefined);
  await club.club.close();
});

async function inLobby(session?: Session, browser?: string, url = club.url): Promise<LobbyGuest> {
  const lobby = await LobbyGuest.join(url, session ?? (await guest(club.url)), browser);
  open.push(lobby);
  return lobby;
}

async function seat(code: string, session: Session): Promise<Seat> {
  const joined = await Seat.join(club.url, code, session);
  open.push({ leave: async () => joined.left === null && joined.room.leave(true) });
  return joined;
}

/** A posts a challenge, B accepts it: both are told the game's code. */
async function match(
  order: Partial<ChallengeOrder> = {},
): Promise<{ a: LobbyGuest; b: LobbyGuest; code: string }> {
  const a = await inLobby();
  const b = await inLobby();
  a.post(order);
  const seen = await b.untilView('the challenge', (view) => view.challenges.some((c) => c.by.id === a.id));
  b.send('challenge-accept', { id: seen.challenges.find((c) => c.by.id === a.id)!.id });
  await a.until('matched', () => a.matches.length === 1);
  await b.until('matched', () => b.matches.length === 1);
  expect(a.matches[0].code).toBe(b.matches[0].code);
  return { a, b, code: a.matches[0].code };
}

describe('the lobby', () => {
  it('counts the players online and those looking for an opponent, live, as they come and go', async () => {
    const a = await inLobby();
    await a.untilView('alone', (view) => view.online === 1 && view.looking === 0);
    const b = await inLobby();
    const c = await inLobby();
    for (const each of [a, b, c]) await each.untilView('three online', (view) => view.online === 3);
    // Two tabs of one player are one player.
    await inLobby(b.session);
    a.post();
    await b.untilView('one looking', (view) => view.looking === 1 && view.online === 3);
    c.post({ rules: 'arcade' });
    await a.untilView('two looking', (view) => view.looking === 2);
    // Someone only in a game room is online too.
    const friend = await guest(club.url);
    await seat(await createGame(club.url, friend), friend);
    await a.untilView('four online', (view) => view.online === 4);
    await c.leave();
    await a.untilView('c gone', (view) => view.online === 3 && view.looking === 1);
    expect(a.view.challenges.map((challenge) => challenge.by.id)).toEqual([a.id]);
  });

  it('counts those looking for an opponent per game, as challenges come and go', async () => {
    const a = await inLobby();
    const b = await inLobby();
    const c = await inLobby();
    a.post();
    const oxono = { game: 'oxono', start: gameRules('oxono')!.startText('standard'), rules: 'standard' };
    b.post(oxono);
    c.post(oxono);
    const perGame = (view: LobbyView) =>
      Object.fromEntries((view.lookingPerGame ?? []).map(({ game, looking }) => [game, looking]));
    const three = await a.untilView('three looking', (view) => view.looking === 3);
    expect(perGame(three)).toEqual({ ataxx: 1, oxono: 2 });
    await c.leave();
    await a.untilView('c gone', (view) => view.looking === 2);
    expect(perGame(a.view)).toEqual({ ataxx: 1, oxono: 1 });
    a.send('challenge-cancel');
    await b.untilView('a cancelled', (view) => view.looking === 1);
    expect(b.view.lookingPerGame).toEqual([{ game: 'oxono', looking: 1 }]);
  });

  it('lists a challenge with its choices, refuses a second one, and takes it away when cancelled', async () => {
    const a = await inLobby();
    const b = await inLobby();
    a.post({ rules: 'arcade', timeControl: '10+0', colour: 'random' });
    const seen = await b.untilView('the challenge', (view) => view.challenges.length === 1);
    expect(seen.challenges[0]).toMatchObject({
      by: { id: a.id, name: a.session.player.name },
      start: ORDER.start,
      rules: 'arcade',
      timeControl: '10+0',
      colour: 'random',
      rated: false,
    });
    expect(await a.nextRefusal(() => a.post())).toMatchObject({
      to: 'challenge-create',
      code: 'challenge-open',
    });
    a.send('challenge-cancel');
    await b.untilView('no challenge', (view) => view.challenges.length === 0 && view.looking === 0);
    expect(await a.nextRefusal(() => a.send('challenge-cancel'))).toMatchObject({ code: 'challenge-gone' });
    // A new one may follow.
    a.post();
    await b.untilView('the new challenge', (view) => view.challenges.length === 1);
  });

  it('names the game of each challenge and live game, and refuses a game the club does not know', async () => {
    const a = await inLobby();
    const b = await inLobby(undefined, 'browser-b');
    expect(await a.nextRefusal(() => a.post({ game: 'nonesuch' }))).toMatchObject({
      to: 'challenge-create',
      code: 'unknown-game',
    });
    const seek = { game: 'nonesuch', rules: 'classic', timeControl: '3+2' };
    expect(await b.nextRefusal(() => b.send('pair-seek', seek))).toMatchObject({
      to: 'pair-seek',
      code: 'unknown-game',
    });
    // Pile, which only the tests register, is posted, listed and played like any game.
    a.post({ game: 'pile', start: '7 x', rules: 'standard' });
    const seen = await b.untilView('the challenge', (view) => view.challenges.length === 1);
    expect(seen.challenges[0]).toMatchObject({ game: 'pile', start: '7 x', rules: 'standard' });
    b.send('challenge-accept', { id: seen.challenges[0].id });
    await b.until('the match', () => b.matches.length === 1);
    const seat = await Seat.join(club.url, b.matches[0].code, b.session);
    open.push({ leave: () => seat.room.leave(true) });
    const live = await a.untilView('the game', (view) => view.yours.length === 1);
    expect(live.yours[0]).toMatchObject({ game: 'pile', start: '7 x', rules: 'standard' });
  });

  it("drops a challenge when its creator's last lobby connection closes", async () => {
    const a = await inLobby();
    const secondTab = await inLobby(a.session);
    const b = await inLobby();
    a.post();
    await b.untilView('the challenge', (view) => view.challenges.length === 1);
    await secondTab.leave();
    await b.untilView('one tab less', (view) => view.online === 2);
    expect(b.view.challenges).toHaveLength(1);
    await a.leave();
    await b.untilView('the challenge gone', (view) => view.challenges.length === 0 && view.online === 1);
  });

  it('refuses to let a player accept their own challenge, or one that is gone', async () => {
    const a = await inLobby();
    a.post();
    const view = await a.untilView('own challenge', (each) => each.challenges.length === 1);
    const id = view.challenges[0].id;
    expect(await a.nextRefusal(() => a.send('challenge-accept', { id }))).toMatchObject({
      to: 'challenge-accept',
      code: 'own-challenge',
    });
    const b = await inLobby();
    expect(await b.nextRefusal(() => b.send('challenge-accept', { id: 'no-such' }))).toMatchObject({
      code: 'challenge-gone',
    });
    expect(a.matches).toEqual([]);
  });

  it('gives the game to one of two players accepting at once, and a clear refusal to the other', async () => {
    const a = await inLobby();
    const b = await inLobby();
    const c = await inLobby();
    a.post();
    // Both acceptors have challenges of their own: taking a game withdraws the taker's.
    b.post({ rules: 'arcade' });
    c.post({ rules: 'arcade' });
    const view = await c.untilView('three challenges', (each) => each.challenges.length === 3);
    const id = view.challenges.find((challenge) => challenge.by.id === a.id)!.id;
    b.send('challenge-accept', { id });
    c.send('challenge-accept', { id });
    await b.until('an answer', () => b.matches.length + b.refusals.length > 0);
    await c.until('an answer', () => c.matches.length + c.refusals.length > 0);
    await a.until('matched', () => a.matches.length > 0);
    const [winner, loser] = b.matches.length > 0 ? [b, c] : [c, b];
    expect(winner.matches).toHaveLength(1);
    expect(loser.matches).toEqual([]);
    expect(loser.refusals).toEqual([
      expect.objectContaining({ to: 'challenge-accept', code: 'challenge-gone' }),
    ]);
    expect(a.matches).toEqual([{ code: winner.matches[0].code, challengeId: id }]);
    await loser.untilView('only the loser still looking', (each) => each.looking === 1);
    expect(loser.view.challenges.map((challenge) => challenge.by.id)).toEqual([loser.id]);
  });

  it('starts the matched game with exactly those two players in the chosen colours; a stranger only watches', async () => {
    const { a, b, code } = await match({ colour: 'o' });
    const creator = await seat(code, a.session);
    const stranger = await seat(code, await guest(club.url));
    await stranger.untilState('the first view', (view) => view.code === code);
    expect(stranger.state.phase).toBe('waiting');
    expect(stranger.state.players.x).toBeNull();
    const acceptor = await seat(code, b.session);
    const view = await creator.untilState('both seated', (each) => each.phase === 'playing');
    expect(view.players.o?.id).toBe(a.id);
    expect(view.players.x?.id).toBe(b.id);
    expect(view.start).toBe(ORDER.start);
    expect(view.timeControl).toBe(ORDER.timeControl);
    expect(await stranger.nextRefusal(() => stranger.send('move', { ply: 1, move: 'b6' }))).toMatchObject({
      code: 'not-a-player',
    });
    acceptor.send('move', { ply: 1, move: 'b6' });
    await creator.untilState('the move', (each) => each.moves.length === 1);
  });

  it('lists a listed game among the live games, shows each player their own games, and drops a game whose room closed', async () => {
    const { a, b, code } = await match();
    const friend = await guest(club.url);
    const friendCode = await createGame(club.url, friend);
    const friendSeat = await seat(friendCode, friend);
    const x = await seat(code, a.session);
    const o = await seat(code, b.session);
    await x.untilState('playing', (view) => view.phase === 'playing');
    const onlooker = await inLobby();
    const live = await onlooker.untilView('the live game', (view) =>
      view.live.some((game) => game.code === code),
    );
    const game = live.live.find((each) => each.code === code)!;
    expect(game).toMatchObject({ phase: 'playing', plies: 0, rules: ORDER.rules, rated: false });
    expect(game.players.x).toMatchObject({ id: a.id, connected: true });
    expect(game.players.o).toMatchObject({ id: b.id, connected: true });
    // A friend's game is nobody's business but its players'.
    expect(live.live.map((each) => each.code)).not.toContain(friendCode);
    expect(live.yours).toEqual([]);
    await a.untilView('yours', (view) => view.yours.map((each) => each.code).join() === code);
    const friendLobby = await inLobby(friend);
    await friendLobby.untilView('a waiting game', (view) =>
      view.yours.some((each) => each.code === friendCode),
    );
    // A watcher is counted, and moves show.
    const watcher = await seat(code, onlooker.session);
    x.send('move', { ply: 1, move: 'b6' });
    await onlooker.untilView('a move and a watcher', (view) =>
      view.live.some((each) => each.code === code && each.plies === 1 && each.watchers === 1),
    );
    // Both players go and do not come back: the game is over, then its room closes.
    await x.room.leave(true);
    await o.room.leave(true);
    club.clock.advance(AWAY_LIMIT_MS + 1_000);
    await onlooker.untilView('over, so not live', (view) => !view.live.some((each) => each.code === code));
    await a.untilView('no longer yours', (view) => view.yours.length === 0);
    expect(club.club.context.liveGames.get(code)?.phase).toBe('over');
    await watcher.room.leave(true);
    club.clock.advance(60_000);
    await expect.poll(() => club.club.context.liveGames.get(code), { timeout: 5_000 }).toBeUndefined();
    expect(friendSeat.left).toBeNull();
  });

  it('refuses junk, bad boards and floods', async () => {
    const a = await inLobby();
    expect(await a.nextRefusal(() => a.send('move', { ply: 1, move: 'b6' }))).toMatchObject({
      to: null,
      code: 'unknown-message',
    });
    expect(await a.nextRefusal(() => a.send('challenge-create', { start: ORDER.start }))).toMatchObject({
      to: 'challenge-create',
      code: 'malformed',
    });
    expect(await a.nextRefusal(() => a.post({ timeControl: '2+1' as never }))).toMatchObject({
      code: 'malformed',
    });
    expect(await a.nextRefusal(() => a.post({ start: 'x5o/7/7 x' }))).toMatchObject({ code: 'bad-start' });
    expect(await a.nextRefusal(() => a.send('challenge-accept', { id: 7 }))).toMatchObject({
      code: 'malformed',
    });
    expect(await a.nextRefusal(() => a.send('challenge-cancel', 'now'))).toMatchObject({ code: 'malformed' });
    expect(a.view.challenges).toEqual([]);
    // Nobody can make lobby or game rooms through matchmaking.
    const made = await fetch(`${club.url}/matchmake/create/lobby`, { method: 'POST', body: '{}' });
    expect(made.status).toBe(403);
    // A join without a valid token is refused.
    await expect(
      new Client(club.url).joinById(LOBBY_ROOM_ID, { protocol: PROTOCOL_VERSION, token: 'nonsense' }),
    ).rejects.toThrow(/bad-token/);
    // A flood of junk is refused, then disconnected.
    for (let i = 0; i < 60; i++) a.send('nonsense', i);
    await a.until('sent away', () => a.left);
    expect(a.byes).toEqual([expect.objectContaining({ code: 'rate-limited' })]);
  });
});

describe('a rated challenge', () => {
  it('opens a rated game that shows both players their ratings under the names, from the store', async () => {
    const a = await inLobby(undefined, 'browser-a', via('v4'));
    const b = await inLobby(undefined, 'browser-b', via('v6'));
    a.post({ rated: true });
    const seen = await b.untilView('the challenge', (view) => view.challenges.length === 1);
    expect(seen.challenges[0]).toMatchObject({ rated: true, timeControl: '3+2' });
    b.send('challenge-accept', { id: seen.challenges[0].id });
    await a.until('matched', () => a.matches.length === 1);
    const code = a.matches[0].code;
    const creator = await seat(code, a.session);
    await seat(code, b.session);
    const view = await creator.untilState(
      'both ratings',
      (each) => each.phase === 'playing' && each.seatRatings?.x != null && each.seatRatings?.o != null,
    );
    expect(view.rated).toBe(true);
    expect(a.matches[0].unrated).toBeUndefined();
    // Neither has played a rated game: the start rating, provisional.
    expect(view.seatRatings).toEqual({
      x: { rating: 1500, deviation: 350 },
      o: { rating: 1500, deviation: 350 },
    });
  });

  it('accepted from the creator’s address is played unrated, and both are told so before it starts', async () => {
    const a = await inLobby(undefined, 'browser-a', via('v4'));
    const b = await inLobby(undefined, 'browser-b', via('v4'));
    a.post({ rated: true });
    const seen = await b.untilView('the challenge', (view) => view.challenges.length === 1);
    b.send('challenge-accept', { id: seen.challenges[0].id });
    await a.until('matched', () => a.matches.length === 1);
    await b.until('matched', () => b.matches.length === 1);
    expect(a.matches[0].unrated).toBe('same-address');
    expect(b.matches[0].unrated).toBe('same-address');
    const creator = await seat(a.matches[0].code, a.session);
    await seat(a.matches[0].code, b.session);
    const view = await creator.untilState('playing', (each) => each.phase === 'playing');
    expect(view).toMatchObject({ rated: false, unrated: 'same-address' });
    expect(view.seatRatings ?? null).toBeNull();
  });

  it('is refused untimed or without a browser id, and cannot be accepted from the same browser', async () => {
    const a = await inLobby(undefined, 'one-browser');
    expect(await a.nextRefusal(() => a.post({ rated: true, timeControl: 'untimed' }))).toMatchObject({
      to: 'challenge-create',
      code: 'malformed',
    });
    const noBrowser = await inLobby();
    expect(await noBrowser.nextRefusal(() => noBrowser.post({ rated: true }))).toMatchObject({
      code: 'malformed',
    });
    expect(await a.nextRefusal(() => a.post({ rated: 'yes' as unknown as boolean }))).toMatchObject({
      code: 'malformed',
    });
    a.post({ rated: true });
    const sameBrowser = await inLobby(undefined, 'one-browser');
    const seen = await sameBrowser.untilView('the challenge', (view) => view.challenges.length === 1);
    const id = seen.challenges[0].id;
    expect(await sameBrowser.nextRefusal(() => sameBrowser.send('challenge-accept', { id }))).toMatchObject({
      code: 'own-challenge',
    });
    // It stays open for someone else.
    await a.untilView('still open', (view) => view.challenges.length === 1);
    expect(sameBrowser.matches).toEqual([]);
  });

  it('a casual challenge still makes a casual game with no ratings under the names', async () => {
    const { code } = await match();
    const x = await seat(code, (await inLobby()).session);
    const view = await x.untilState('a view', () => true);
    expect(view.rated).toBe(false);
    expect(view.seatRatings ?? null).toBeNull();
  });
});
