import { CloseCode, ErrorCode, Room, ServerError, type AuthContext, type Client } from '@colyseus/core';
import * as v from 'valibot';
import { gameRules } from '../core/games';
import { checkStart } from '../net/http';
import {
  LOBBY_LIST_LIMIT,
  LOBBY_MESSAGE_TYPES,
  LOBBY_ROOM_ID,
  LOBBY_UPDATES_PER_SECOND,
  parseLobbyMessage,
  type LiveGameView,
  type LobbyMessage,
  type LobbyMessageType,
  type LobbyPlayer,
  type LobbyServerMessages,
  type LobbyView,
  type PairingView,
  type SeekOrder,
} from '../net/lobby';
import { poolOf, START_RATING, type RatingPool } from '../net/ratings';
import { JoinOptionsSchema } from '../net/protocol';
import { refusal, type Refusal } from '../net/refusal';
import { challengeView, Challenges, openAcceptedChallenge } from './challenges';
import type { ClubContext } from './club-context';
import { FloodGuard } from './flood-guard';
import type { LiveGameSummary } from './live-games';
import { refuseOutdated } from './room-door';
import { openPairedGame, pairingWindow, PAIRING_WIDEN_EVERY_MS, PairingQueue } from './quick-pairing';

/** A game as the lobby lists it (who is connected to its room stays on the server). */
const liveView = ({ listed: _listed, present: _present, ...view }: LiveGameSummary): LiveGameView => view;

const holdsSeat = (game: LiveGameSummary, playerId: string): boolean =>
  game.players.x?.id === playerId || game.players.o?.id === playerId;

/**
 * The club's one lobby room (id `LOBBY_ROOM_ID`, opened when the club starts): counts, open public
 * challenges, live games and each player's own games, sent whole to every connection a few times a
 * second at most. Accepting a challenge opens its game through `openGame`, as POST /api/games does
 * (`openAcceptedChallenge`).
 */
export class LobbyRoom extends Room {
  /** Set by `lobbyRoomFor`: rooms are made by Colyseus, so the context comes with the class. */
  protected context!: ClubContext;
  private challenges!: Challenges;
  private pairing = new PairingQueue();
  /** How many window widenings the queue had at the last view, so a widening is shown when it happens. */
  private widenings = 0;
  private guards = new Map<string, FloodGuard>();
  private dirty = false;
  private stopListening: (() => void) | null = null;

  override onCreate(): void {
    this.roomId = LOBBY_ROOM_ID;
    this.autoDispose = false;
    // A backstop behind the flood guard, which refuses politely long before this disconnects.
    this.maxMessagesPerSecond = 60;
    this.challenges = new Challenges(this.context.newId);
    this.stopListening = this.context.liveGames.onChange(() => {
      this.dirty = true;
    });
    this.onMessage('*', (client: Client, type: string | number, payload: unknown) => {
      this.receive(client, type, payload).catch((error: unknown) => {
        this.context.log(`lobby: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        this.refuse(client, null, refusal('server-error'), false);
      });
    });
    // Changes are gathered and sent together: never more than a few views a second, however busy.
    this.setTimestep(() => {
      this.pairUp();
      this.flush();
    }, 1000 / LOBBY_UPDATES_PER_SECOND);
    this.patchRate = null;
  }

  override async onAuth(client: Client, options: unknown, auth: AuthContext): Promise<LobbyVisitor> {
    refuseOutdated(client, options, auth, this.context, this.roomId);
    const parsed = v.safeParse(JoinOptionsSchema, options);
    const token = parsed.success ? parsed.output.token : undefined;
    const playerId = token ? await this.context.tokens.playerOf(token) : null;
    const player = playerId ? await this.context.store.playerById(playerId) : null;
    if (!player) {
      const address = auth?.ip ?? '';
      const note = { place: 'join', code: 'bad-token', room: this.roomId, address } as const;
      this.context.refusals.note(address || client.sessionId, note);
      throw new ServerError(ErrorCode.AUTH_FAILED, 'bad-token: join with a valid player token');
    }
    const browser = parsed.success ? (parsed.output.browser ?? '') : '';
    return { id: player.id, name: player.name, browser, address: auth?.ip ?? '' };
  }

  override onJoin(client: Client): void {
    this.guards.set(client.sessionId, new FloodGuard(this.context.floodNow));
    // The newcomer sees the lobby at once; everyone else with the next update (the count changed).
    this.tell(client, 'lobby', this.viewFor(playerOf(client).id, this.shared()));
    this.dirty = true;
  }

  override onLeave(client: Client): void {
    this.guards.delete(client.sessionId);
    const { id } = playerOf(client);
    // A challenge lasts as long as its creator is in the lobby somewhere.
    if (!this.clients.some((other) => playerOf(other).id === id)) {
      this.challenges.withdraw(id);
      this.pairing.leave(id);
    }
    this.dirty = true;
  }

  override onDispose(): void {
    this.stopListening?.();
  }

  private async receive(client: Client, type: string | number, payload: unknown): Promise<void> {
    const guard = this.guards.get(client.sessionId);
    if (!guard) return;
    const to = LOBBY_MESSAGE_TYPES.find((known) => known === type) ?? null;
    if (!guard.admit()) return this.refuse(client, to, refusal('rate-limited'), true);
    const parsed = parseLobbyMessage(type, payload);
    if (!parsed.ok) return this.refuse(client, to, parsed.error, true);
    const message = parsed.value;
    const player = playerOf(client);
    switch (message.type) {
      case 'challenge-create':
        return this.post(client, player, message);
      case 'challenge-cancel':
        if (!this.challenges.withdraw(player.id))
          return this.refuse(client, message.type, refusal('challenge-gone'));
        this.dirty = true;
        return;
      case 'challenge-accept':
        return this.accept(client, player, message.id);
      case 'pair-seek':
        return this.seek(client, player, message);
      case 'pair-cancel':
        if (this.pairing.leave(player.id)) this.dirty = true;
        return;
    }
  }

  private post(
    client: Client,
    player: LobbyVisitor,
    order: Extract<LobbyMessage, { type: 'challenge-create' }>,
  ): void {
    const start = checkStart(order.start, order.rules, order.game);
    if (!start.ok) return this.refuse(client, order.type, start.error);
    const from = { browser: player.browser, address: player.address };
    const posted = this.challenges.post(player, order, client.sessionId, from);
    if (!posted.ok) return this.refuse(client, order.type, posted.error);
    this.dirty = true;
  }

  private async accept(client: Client, taker: LobbyVisitor, id: string): Promise<void> {
    // Taken at once, before anything waits: a second acceptor finds it gone.
    const taken = this.challenges.take(id, taker, { browser: taker.browser, address: taker.address });
    if (!taken.ok) return this.refuse(client, 'challenge-accept', taken.error);
    const challenge = taken.value;
    this.challenges.withdraw(taker.id);
    this.dirty = true;
    const from = { browser: taker.browser, address: taker.address };
    const opened = await openAcceptedChallenge(this.context, challenge, taker, from);
    if (!opened.ok) {
      if (this.clients.some((other) => playerOf(other).id === challenge.by.id))
        this.challenges.restore(challenge);
      return this.refuse(client, 'challenge-accept', opened.error);
    }
    const { code, unrated } = opened.value;
    const matched = { code, challengeId: challenge.id, ...(unrated ? { unrated } : {}) };
    // The creator is told on the connection that posted the challenge, else on another of theirs.
    const creator =
      this.clients.find((other) => other.sessionId === challenge.sessionId) ??
      this.clients.find((other) => playerOf(other).id === challenge.by.id);
    if (creator) this.tell(creator, 'matched', matched);
    this.tell(client, 'matched', matched);
  }

  /** Quick pairing: the player looks for a rated game in the pool of these settings, at their rating there. */
  private async seek(client: Client, player: LobbyVisitor, order: SeekOrder): Promise<void> {
    const rules = gameRules(order.game);
    if (!rules) {
      const why = refusal('unknown-game', `The club does not know a game called "${order.game}".`);
      return this.refuse(client, 'pair-seek', why);
    }
    if (!rules.variants.includes(order.rules)) {
      return this.refuse(
        client,
        'pair-seek',
        refusal('malformed', `pair-seek: ${order.game} has no variant "${order.rules}"`),
      );
    }
    const pool = poolOf(order.game, order.rules, order.timeControl);
    // A browser id tells two tabs of one person apart from two people: without one, no rated play.
    if (!pool || player.browser === '') {
      return this.refuse(client, 'pair-seek', refusal('malformed', 'pair-seek: join with a browser id'));
    }
    const rating = (await this.context.store.ratingOf(player.id, pool))?.rating ?? START_RATING;
    if (!this.clients.includes(client)) return;
    this.pairing.seek({
      player: { id: player.id, name: player.name },
      sessionId: client.sessionId,
      game: order.game,
      rules: order.rules,
      timeControl: order.timeControl,
      pool,
      rating,
      browser: player.browser,
      address: player.address,
      since: this.context.now(),
    });
    this.dirty = true;
  }

  /** Opens a rated game for every pair the queue finds now, and tells both players where it is. */
  private pairUp(): void {
    const now = this.context.now();
    const widenings = this.pairing
      .all()
      .reduce((sum, seeker) => sum + Math.floor((now - seeker.since) / PAIRING_WIDEN_EVERY_MS), 0);
    if (widenings !== this.widenings) this.dirty = true;
    this.widenings = widenings;
    for (const pair of this.pairing.pair(now)) {
      this.dirty = true;
      openPairedGame(this.context, pair)
        .then((opened) => {
          for (const seeker of [pair.first, pair.second]) {
            const client =
              this.clients.find((other) => other.sessionId === seeker.sessionId) ??
              this.clients.find((other) => playerOf(other).id === seeker.player.id);
            if (!client) continue;
            if (!opened.ok) {
              this.refuse(client, 'pair-seek', opened.error);
              continue;
            }
            const { code, unrated } = opened.value;
            this.tell(client, 'paired', { code, ...(unrated ? { unrated } : {}) });
          }
        })
        .catch((error: unknown) => this.context.log(`lobby: pairing: ${String(error)}`));
    }
  }

  private pairingView(playerId: string, now: number): PairingView {
    const counts = this.pairing.counts();
    const mine = this.pairing.byPlayer(playerId);
    return {
      looking: this.pairing.size,
      pools: Object.entries(counts).map(([pool, looking]) => ({ pool: pool as RatingPool, looking })),
      mine: mine
        ? {
            pool: mine.pool,
            game: mine.game,
            rules: mine.rules,
            timeControl: mine.timeControl,
            ratingWindow: pairingWindow(now - mine.since),
            since: mine.since,
          }
        : null,
    };
  }

  /** What every connection sees alike. */
  private shared(): Omit<LobbyView, 'yours' | 'pairing'> & { games: LiveGameSummary[] } {
    const games = this.context.liveGames.all();
    const online = new Set(this.clients.map((client) => playerOf(client).id));
    for (const game of games) for (const id of game.present) online.add(id);
    const challenges = this.challenges.list();
    const live = games.filter((game) => game.listed && game.phase !== 'over');
    // One challenge per player, so counting challenges per game counts players.
    const perGame = new Map<string, number>();
    for (const { game } of challenges) perGame.set(game, (perGame.get(game) ?? 0) + 1);
    return {
      online: online.size,
      looking: this.challenges.size,
      lookingPerGame: [...perGame].map(([game, looking]) => ({ game, looking })),
      challenges: challenges.slice(0, LOBBY_LIST_LIMIT).map(challengeView),
      moreChallenges: Math.max(0, challenges.length - LOBBY_LIST_LIMIT),
      live: live.slice(-LOBBY_LIST_LIMIT).reverse().map(liveView),
      moreLive: Math.max(0, live.length - LOBBY_LIST_LIMIT),
      games,
    };
  }

  private viewFor(playerId: string, shared: ReturnType<LobbyRoom['shared']>): LobbyView {
    const { games, ...common } = shared;
    const yours = games.filter((game) => game.phase !== 'over' && holdsSeat(game, playerId)).map(liveView);
    return { ...common, yours, pairing: this.pairingView(playerId, this.context.now()) };
  }

  private flush(): void {
    if (!this.dirty) return;
    this.dirty = false;
    const shared = this.shared();
    for (const client of this.clients) this.tell(client, 'lobby', this.viewFor(playerOf(client).id, shared));
  }

  private refuse(client: Client, to: LobbyMessageType | null, why: Refusal, strike = false): void {
    this.tell(client, 'refused', { to, ...why });
    const player = playerOf(client).id;
    this.context.refusals.note(client.sessionId, { place: 'lobby', code: why.code, to, player });
    if (strike && this.guards.get(client.sessionId)?.strike()) {
      this.tell(client, 'bye', { code: 'rate-limited', text: 'Too many refused messages; disconnected.' });
      client.leave(CloseCode.CONSENTED);
    }
  }

  private tell<K extends keyof LobbyServerMessages>(
    client: Client,
    type: K,
    payload: LobbyServerMessages[K],
  ): void {
    client.send(type, payload);
  }
}

/** A lobby connection's player, with the browser and address quick pairing tells people apart by. */
interface LobbyVisitor extends LobbyPlayer {
  readonly browser: string;
  readonly address: string;
}

/** Who a connection belongs to: what onAuth returned, which Colyseus keeps on the client. */
const playerOf = (client: Client): LobbyVisitor => client.auth as LobbyVisitor;

/** The lobby room class for this club (the context rides on a subclass, as for game rooms). */
export function lobbyRoomFor(context: ClubContext): typeof LobbyRoom {
  return class extends LobbyRoom {
    protected override context = context;
  };
}
