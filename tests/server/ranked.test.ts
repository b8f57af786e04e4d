/**
 * Ranked play on a real test club: quick pairing in the lobby, the rated game it opens, and both ratings
 * and their history written when the game ends (by resigning, or by abandoning, which is a loss). The
 * club listens on IPv4 and IPv6 loopback, so two players can come from two addresses: from one, or
 * after sharing a browser, their game is played unrated and says so before it starts.
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { Client, type Room } from '@colyseus/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { AWAY_LIMIT_MS, type GameView, type Session } from '../../src/net';
import {
  LOBBY_ROOM_ID,
  parseLobbyServerMessage,
  type LobbyRefusedMessage,
  type LobbyView,
  type PairedMessage,
} from '../../src/net/lobby';
import { ProfileSchema, profilePath } from '../../src/net/ratings';
import { guest, Seat, startGame, startTestClub, Waits, type TestClub } from './club-harness';

/** One lobby connection that looks for rated games, recording what the lobby says. */
class Looker {
  readonly views: LobbyView[] = [];
  readonly paired: PairedMessage[] = [];
  readonly refusals: LobbyRefusedMessage[] = [];
  private readonly waits = new Waits(() => `last view: ${JSON.stringify(this.views.at(-1)?.pairing)}`);

  private constructor(
    readonly room: Room,
    readonly session: Session,
  ) {
    room.onMessage('*', (type: string | number, payload: unknown) => {
      const parsed = parseLobbyServerMessage(type, payload);
      if (!parsed.ok) throw new Error(`the lobby sent a bad message: ${parsed.error}`);
      const message = parsed.value;
      if (message.type === 'lobby') this.views.push(message.payload);
      else if (message.type === 'paired') this.paired.push(message.payload);
      else if (message.type === 'refused') this.refusals.push(message.payload);
      this.waits.wake();
    });
  }

  static async join(
    url: string,
    session: Session,
    browser = randomBytes(8).toString('hex'),
  ): Promise<Looker> {
    const room = await new Client(url).joinById(LOBBY_ROOM_ID, {
      protocol: PROTOCOL_VERSION,
      token: session.token,
      browser,
    });
    return new Looker(room, session);
  }

  seek(rules = 'classic', timeControl = '3+2'): void {
    this.room.send('pair-seek', { rules, timeControl });
  }

  until(what: string, test: () => boolean, ms = 5_000): Promise<void> {
    return this.waits.until(what, test, ms);
  }

  untilView(what: string, test: (view: LobbyView) => boolean): Promise<LobbyView> {
    return this.until(what, () => this.views.length > 0 && test(this.views.at(-1)!)).then(() =>
      this.views.at(-1)!,
    );
  }
}

let club: TestClub;
const lookers: Looker[] = [];
const seats: Seat[] = [];

/** The club's two loopback addresses: players from `v4` and from `v6` are two addresses to it. */
const via = (family: 'v4' | 'v6'): string =>
  club.url.replace(/\/\/[^/]*:(\d+)$/, family === 'v4' ? '//127.0.0.1:$1' : '//[::1]:$1');

beforeEach(async () => {
  club = await startTestClub({ host: '::' });
});

afterEach(async () => {
  for (const each of lookers.splice(0)) await each.room.leave().catch(() => undefined);
  for (const each of seats.splice(0)) await each.room.leave().catch(() => undefined);
  await club.club.close();
});

/** A new guest looking from `family`'s address (by default alternating, so two in a row are two addresses). */
let lookersMade = 0;
async function looker(browser?: string, family = lookersMade % 2 === 0 ? 'v4' : 'v6'): Promise<Looker> {
  lookersMade++;
  return lookerAs(await guest(club.url), browser, family as 'v4' | 'v6');
}

async function lookerAs(session: Session, browser: string | undefined, family: 'v4' | 'v6'): Promise<Looker> {
  const joined = await Looker.join(via(family), session, browser);
  lookers.push(joined);
  return joined;
}

/** Two lookers paired into one rated game, both seated: [x, o]. */
async function pairedGame(a: Looker, b: Looker): Promise<{ x: Seat; o: Seat }> {
  a.seek();
  await a.untilView('a looking', (view) => view.pairing.mine !== null);
  b.seek();
  await a.until('paired', () => a.paired.length > 0);
  await b.until('paired', () => b.paired.length > 0);
  expect(b.paired[0].code).toBe(a.paired[0].code);
  const one = await Seat.join(club.url, a.paired[0].code, a.session);
  const two = await Seat.join(club.url, a.paired[0].code, b.session);
  seats.push(one, two);
  await one.untilState('playing', (view) => view.phase === 'playing');
  await two.untilState('playing', (view) => view.phase === 'playing');
  return one.state.players.x?.id === a.session.player.id ? { x: one, o: two } : { x: two, o: one };
}

async function openingMoves(x: Seat, o: Seat): Promise<void> {
  x.send('move', { ply: 1, move: 'b6' });
  await o.untilState('x moved', (view) => view.moves.length === 1);
  o.send('move', { ply: 2, move: 'b2' });
  await x.untilState('o moved', (view) => view.moves.length === 2);
}

const rated = (view: GameView) => view.ratings !== null && view.ratings !== undefined;

describe('ranked play', () => {
  it('pairs two named guests into a rated game and rates it when one resigns: both ratings and their history', async () => {
    const [a, b] = [await looker(), await looker()];
    const { x, o } = await pairedGame(a, b);
    expect(x.state.rated).toBe(true);
    expect(x.state.timeControl).toBe('3+2');
    await openingMoves(x, o);
    x.send('resign');
    const seen = await o.untilState('rated', rated);
    expect(seen.end).toMatchObject({ result: 'o', reason: 'resign' });
    const ratings = seen.ratings!;
    expect(ratings.pool).toBe('ataxx-classic-blitz');
    expect(ratings.x.before).toBe(1500);
    expect(ratings.x.after).toBeCloseTo(1337.7, 0);
    // Glicko-2 gives +162.3; the most from one opponent in a day is 50.
    expect(ratings.o.after).toBeCloseTo(1550, 6);
    expect((await x.untilState('rated', rated)).ratings).toEqual(ratings);

    const gameId = seen.gameId!;
    const xId = seen.players.x!.id;
    const oId = seen.players.o!.id;
    expect(await club.store.ratingOf(oId, 'ataxx-classic-blitz')).toMatchObject({ games: 1, wins: 1 });
    expect(await club.store.ratingOf(xId, 'ataxx-classic-blitz')).toMatchObject({ games: 1, losses: 1 });
    const history = await club.store.ratingHistory(xId, 'ataxx-classic-blitz', 10);
    expect(history.map((change) => change.gameId)).toEqual([gameId]);
    expect(history[0].after.rating).toBeCloseTo(ratings.x.after, 6);
    expect(seen.unrated).toBeUndefined();
    expect((await club.store.gameById(gameId))?.rated).toBe(true);

    // The winner's profile: the pool with its history, the record, and the game with its change.
    const reply = await fetch(club.url + profilePath(seen.players.o!.name.toUpperCase()));
    expect(reply.status).toBe(200);
    const profile = v.parse(ProfileSchema, await reply.json());
    expect(profile.name).toBe(seen.players.o!.name);
    expect(profile.pools).toHaveLength(1);
    expect(profile.pools[0]).toMatchObject({ pool: 'ataxx-classic-blitz', games: 1, wins: 1, losses: 0 });
    expect(profile.pools[0].history.map((point) => Math.round(point.rating))).toEqual([1500, 1550]);
    expect(profile).toMatchObject({ wins: 1, draws: 0, losses: 0 });
    expect(profile.recent).toHaveLength(1);
    expect(profile.recent[0]).toMatchObject({
      id: gameId,
      opponent: seen.players.x!.name,
      side: 'o',
      result: 'o',
      game: 'ataxx',
      rules: 'classic',
    });
    expect(profile.recent[0].delta).toBeCloseTo(50, 6);
    expect((await fetch(club.url + profilePath('nobody-here'))).status).toBe(404);
  });

  it('plays a pairing from one address unrated, and says so before it starts', async () => {
    const [a, b] = [await looker(undefined, 'v4'), await looker(undefined, 'v4')];
    const { x, o } = await pairedGame(a, b);
    expect(a.paired[0].unrated).toBe('same-address');
    expect(b.paired[0].unrated).toBe('same-address');
    expect(x.state).toMatchObject({ rated: false, unrated: 'same-address', timeControl: '3+2' });
    await openingMoves(x, o);
    x.send('resign');
    const seen = await o.untilState('over', (view) => view.phase === 'over');
    expect(seen).toMatchObject({ rated: false, unrated: 'same-address' });
    expect((await club.store.gameById(seen.gameId!))?.rated).toBe(false);
    expect(await club.store.ratingsOf(seen.players.o!.id)).toEqual([]);
  });

  it('plays a pairing of two players who used one browser in the last 30 days unrated', async () => {
    const eve = await guest(club.url);
    const fay = await guest(club.url);
    // Eve is paired for a rated game from her browser, then Fay (a second account) from the same browser;
    // both games are aborted at once, so no rating moves and the next pairing is at once.
    for (const player of [eve, fay]) {
      const { x, o } = await pairedGame(
        await lookerAs(player, 'eves-browser', 'v4'),
        await looker(undefined, 'v6'),
      );
      expect(x.state.rated).toBe(true);
      x.send('abort');
      await o.untilState('aborted', (view) => view.phase === 'over');
      for (const seat of seats.splice(0)) await seat.room.leave();
      for (const each of lookers.splice(0)) await each.room.leave();
    }
    // A week later, from two browsers and two addresses, Eve and Fay meet: unrated, and told so.
    club.clock.advance(7 * 86_400_000);
    const a = await lookerAs(eve, 'eves-other-browser', 'v4');
    const b = await lookerAs(fay, 'fays-browser', 'v6');
    const { x } = await pairedGame(a, b);
    expect(a.paired.at(-1)?.unrated).toBe('shared-browser');
    expect(x.state).toMatchObject({ rated: false, unrated: 'shared-browser' });
  });

  it('counts abandoning as a loss', async () => {
    const [a, b] = [await looker(), await looker()];
    const { x, o } = await pairedGame(a, b);
    await openingMoves(x, o);
    seats.splice(seats.indexOf(o), 1);
    await o.room.leave();
    await x.untilState('o away', (view) => view.players.o?.connected === false);
    club.clock.advance(AWAY_LIMIT_MS + 1_000);
    const seen = await x.untilState('rated', rated);
    expect(seen.end).toMatchObject({ result: 'x', reason: 'abandon' });
    expect(seen.ratings!.x.after).toBeGreaterThan(1500);
    expect(seen.ratings!.o.after).toBeLessThan(1500);
    expect(await club.store.ratingOf(seen.players.o!.id, 'ataxx-classic-blitz')).toMatchObject({ losses: 1 });
  });

  it('never rates a game aborted before both sides moved', async () => {
    const [a, b] = [await looker(), await looker()];
    const { x, o } = await pairedGame(a, b);
    x.send('abort');
    const seen = await o.untilState('aborted', (view) => view.phase === 'over');
    expect(seen.end?.result).toBe('aborted');
    await x.untilState('aborted', (view) => view.phase === 'over');
    await club.club.close().catch(() => undefined); // settles the room's writes
    expect(await club.store.ratingsOf(seen.players.x!.id)).toEqual([]);
    club = await startTestClub({ host: '::' }); // afterEach stops a running club
  });

  it('aborts a rated game resigned before both sides moved: no rating, and no win or loss on either profile', async () => {
    const [a, b] = [await looker(), await looker()];
    const { x, o } = await pairedGame(a, b);
    x.send('move', { ply: 1, move: 'b6' });
    await o.untilState('x moved', (view) => view.moves.length === 1);
    o.send('resign');
    const seen = await x.untilState('over', (view) => view.phase === 'over');
    expect(seen.end).toMatchObject({ result: 'aborted', reason: 'aborted', by: 'o' });
    await expect.poll(async () => (await club.store.gameById(seen.gameId!))?.end?.result).toBe('aborted');
    for (const player of [seen.players.x!, seen.players.o!]) {
      expect(await club.store.ratingsOf(player.id)).toEqual([]);
      const profile = v.parse(ProfileSchema, await (await fetch(club.url + profilePath(player.name))).json());
      expect(profile).toMatchObject({ pools: [], wins: 0, draws: 0, losses: 0, recent: [] });
    }
    expect(seen.ratings ?? null).toBeNull();
  });

  it('never pairs one browser with itself, however long it waits, and shows how many are looking', async () => {
    const a = await looker('same-browser-id');
    const b = await looker('same-browser-id');
    a.seek();
    b.seek();
    await a.untilView('both looking', (view) => view.pairing.looking === 2);
    expect(a.views.at(-1)!.pairing.pools).toEqual([{ pool: 'ataxx-classic-blitz', looking: 2 }]);
    club.clock.advance(120_000);
    await a.untilView('window wide', (view) => (view.pairing.mine?.ratingWindow ?? 0) >= 1_000);
    expect(a.paired).toEqual([]);
    expect(b.paired).toEqual([]);
    const c = await looker();
    c.seek();
    await c.until('paired', () => c.paired.length > 0);
    expect(a.paired.length + b.paired.length).toBe(1);
  });

  it('refuses an untimed search and a search without a browser id, and stops a search on cancel', async () => {
    const a = await looker();
    a.room.send('pair-seek', { rules: 'classic', timeControl: 'untimed' });
    await a.until('refused', () => a.refusals.length === 1);
    expect(a.refusals[0]).toMatchObject({ to: 'pair-seek', code: 'malformed' });
    a.seek();
    await a.untilView('looking', (view) => view.pairing.looking === 1);
    a.room.send('pair-cancel');
    await a.untilView('not looking', (view) => view.pairing.looking === 0 && view.pairing.mine === null);

    const bare = await new Client(club.url).joinById(LOBBY_ROOM_ID, {
      protocol: PROTOCOL_VERSION,
      token: (await guest(club.url)).token,
    });
    // Waited for on the bare connection itself: the refusal is its message, and the other player may hear
    // nothing more that would wake a wait on theirs.
    const refused = new Promise<unknown>((done) => {
      bare.onMessage('*', (type: string | number, payload: unknown) => {
        if (type === 'refused') done(payload);
      });
    });
    bare.send('pair-seek', { rules: 'classic', timeControl: '3+2' });
    expect(await refused).toMatchObject({ code: 'malformed' });
    await bare.leave();
  });

  it('leaves a casual game unrated', async () => {
    const { x, o } = await startGame(club.url, { timeControl: '3+2' });
    seats.push(x, o);
    await openingMoves(x, o);
    x.send('resign');
    const seen = await o.untilState('over', (view) => view.phase === 'over');
    expect(seen.rated).toBe(false);
    expect(seen.ratings ?? null).toBeNull();
    expect(await club.store.ratingsOf(seen.players.o!.id)).toEqual([]);
  });
});
