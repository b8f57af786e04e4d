import { CloseCode, ErrorCode, Room, ServerError, type Client, type Deferred } from '@colyseus/core';
import type { AuthContext } from '@colyseus/core';
import * as v from 'valibot';
import type { Side } from '../core/side';
import { AWAY_LIMIT_MS } from '../net/limits';
import {
  CLIENT_MESSAGE_TYPES,
  JoinOptionsSchema,
  parseClientMessage,
  refusedMessage,
  type ByeMessage,
  type ClientMessageType,
  type ServerMessages,
} from '../net/protocol';
import { refusal, type Refusal } from '../net/refusal';
import type { ClubContext } from './club-context';
import { FloodGuard } from './flood-guard';
import { GameRecorder } from './game-recorder';
import { admitWatcher, refuseOutdated } from './room-door';
import { restoreGame, RoomJournal, setupOf, snapshotOf } from './room-journal';
import { ComputerSeat } from './computer-seat';
import { START_DEVIATION, START_RATING } from '../net/ratings';
import { rateFinishedGame } from './ratings';
import { OnlineGame, type Done, type GameAction, type GamePlayer, type GameSetup } from './online-game';

/** How long an empty room of a finished game stays open (a player may be reloading). */
const OVER_ROOM_LIMIT_MS = 30_000;
/** How often a room whose store is down tries it again. */
const STORE_RETRY_MS = 500;

/**
 * The Colyseus room of one private game (and its rematches). It owns the connections: who holds which
 * seat, drops and reconnections, the flood guard, and the timer that lets flags fall. The game itself
 * is an OnlineGame, which it asks about everything; the room only sends what that game says.
 */
export class GameRoom extends Room {
  /** Set by `gameRoomFor`: rooms are made by Colyseus, so the context comes with the class. */
  protected context!: ClubContext;
  private game!: OnlineGame;
  private recorder!: GameRecorder;
  /** Each seated player's current session; a newer connection of the same player takes over. */
  private holders = new Map<string, string>();
  private guards = new Map<string, FloodGuard>();
  private reconnections = new Map<string, Deferred<Client>>();
  /** Sessions the room sent away (flooding, replaced): no seat is kept for them. */
  private expelled = new Set<string>();
  /** The last tick at which someone was in the room. */
  private emptySince = 0;
  /** Shown among the lobby's live games. */
  private listed = false;
  /** The computer, in a game against it: it sits in the other seat and plays through `actFor`. */
  private computer: ComputerSeat | null = null;
  /** Stored games whose rating has been asked for, and the work of rating them (settled on dispose). */
  private rated = new Set<string>();
  private rating: Promise<void> = Promise.resolve();
  /** Players whose rating has been asked of the store, to show under their name. */
  private seatRatingsAsked = new Set<string>();
  private review: GameSetup['review'] = [];
  private setup!: GameSetup;
  /** The room's record in the live-room store (context.journal), written before a move is acknowledged. */
  private journal: RoomJournal | null = null;
  /** While the store is down: whose clock was running, and when the store was last tried. */
  private heldClock: Side | null = null;
  private triedStoreAt = 0;
  /**
   * A room opened again from its record holds its clocks until both players are back (the process may
   * have opened it as it started, before anyone could come; the away minute still runs for whoever is
   * not): whose clock then runs. Undefined once running.
   */
  private restoredClock: Side | null | undefined = undefined;
  /** The room closes itself (over, or empty too long): its live record goes with it. */
  private closingForGood = false;

  override onCreate(options: unknown): void {
    const { setupKey: key, restoreKey } =
      typeof options === 'object' && options !== null
        ? (options as { setupKey?: unknown; restoreKey?: unknown })
        : {};
    const { journal, now, newId, log } = this.context;
    const restored = typeof restoreKey === 'string' ? journal?.restores.get(restoreKey) : undefined;
    const setup =
      (restored && setupOf(restored.state)) ??
      (typeof key === 'string' ? this.context.setups.get(key) : undefined);
    if (!setup) {
      throw new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, 'games are created with POST /api/games');
    }
    if (typeof key === 'string') this.context.setups.delete(key);
    this.setup = setup;
    this.roomId = setup.code;
    this.listed = setup.listed === true;
    this.autoDispose = false;
    // A backstop behind the flood guard, which refuses politely long before this disconnects.
    this.maxMessagesPerSecond = 60;
    this.game = restored ? restoreGame(restored.state, newId, now()) : new OnlineGame(setup, newId);
    if (restored) this.restoredClock = this.game.holdClocks(now());
    if (journal) {
      this.journal = new RoomJournal(journal.rooms, setup.code, restored?.epoch ?? 1, log);
      this.store(now());
    }
    this.review = setup.review ?? [];
    this.recorder = new GameRecorder(this.context.store, this.context.log);
    this.emptySince = this.context.now();
    const act = (side: Side, action: GameAction): void => this.actFor(side, action);
    this.computer = ComputerSeat.sit(setup, this.game, this.context, act);
    this.onMessage('*', (client: Client, type: string | number, payload: unknown) =>
      this.receive(client, type, payload),
    );
    // The room sends plain messages and keeps no synchronised state, so one timer does all the ticking.
    this.setTimestep(() => this.tick(), this.context.tickMs);
    this.patchRate = null;
  }

  override async onAuth(client: Client, options: unknown, auth?: AuthContext): Promise<Visitor> {
    // An older client would misread the board: it hears why before anything else (`update-game`).
    refuseOutdated(client, options, auth, this.context, this.roomId, this.game.game);
    const parsed = v.safeParse(JoinOptionsSchema, options);
    const token = parsed.success ? parsed.output.token : undefined;
    const watch = parsed.success && parsed.output.watch === true;
    // A spectator needs no name; a token, when given, must be good either way.
    if (watch && token === undefined) {
      await admitWatcher(client, auth, this.context, this.roomId, this.watchers());
      return { id: '', name: '', watch };
    }
    const playerId = token === undefined ? null : await this.context.tokens.playerOf(token);
    const player = playerId ? await this.context.store.playerById(playerId) : null;
    if (!player) {
      const address = auth?.ip ?? '';
      const note = { place: 'join', code: 'bad-token', room: this.roomId, address } as const;
      this.context.refusals.note(address || client.sessionId, note);
      throw new ServerError(
        ErrorCode.AUTH_FAILED,
        'bad-token: join with a valid player token, or with { watch: true } to watch',
      );
    }
    // Anyone else than the players only watches, token or not.
    if (watch || (this.game.sideOf(player.id) === null && this.game.phase !== 'waiting'))
      await admitWatcher(client, auth, this.context, this.roomId, this.watchers());
    return { id: player.id, name: player.name, watch };
  }

  override onJoin(client: Client, _options: unknown, visitor: Visitor): void {
    const now = this.context.now();
    this.guards.set(client.sessionId, new FloodGuard(this.context.floodNow));
    // A spectator is never seated: not in a waiting game, not even as one of the players.
    const side = visitor.watch ? null : this.game.seat({ id: visitor.id, name: visitor.name }, now);
    if (!side) return this.watcherCame(client, now);
    const previous = this.holders.get(visitor.id);
    if (previous && previous !== client.sessionId) this.replace(previous);
    this.holders.set(visitor.id, client.sessionId);
    this.game.arrive(side);
    this.context.holdings.joined(this.roomId);
    if (this.restoredClock !== undefined && this.game.everyoneHere) {
      this.game.holdClocks(now, this.restoredClock);
      this.restoredClock = undefined;
    }
    this.changed(now);
  }

  /**
   * A watcher came: it is shown the game, and everyone else only the new count (`watchers`, a few bytes),
   * never the whole game again: a hundred watchers arriving must not cost each player a hundred views.
   */
  private watcherCame(client: Client, now: number): void {
    const view = this.game.view(now, this.watchers());
    this.tell(client, 'state', view);
    this.watchersChanged(view, client);
  }

  /** The count of watchers changed (`view` is the game as it is now): told to all but `except`. */
  private watchersChanged(view = this.game.view(this.context.now(), this.watchers()), except?: Client): void {
    this.broadcast('watchers', { count: view.watchers } satisfies ServerMessages['watchers'], { except });
    const connected = this.clients.map((other) => visitorOf(other).id);
    this.context.liveGames.publish(view, this.listed, connected);
  }

  override async onDrop(client: Client): Promise<void> {
    const side = this.seatOf(client);
    if (!side || this.expelled.has(client.sessionId)) return;
    this.game.depart(side, this.context.now());
    this.changed();
    // The seat waits as long as the game does; the game itself is decided by the away deadline.
    const reconnection = this.allowReconnection(client, AWAY_LIMIT_MS / 1000 + 5);
    this.reconnections.set(client.sessionId, reconnection);
    try {
      await reconnection;
    } catch {
      // not back in time, or replaced by a new connection: onLeave follows
    } finally {
      this.reconnections.delete(client.sessionId);
    }
  }

  override onReconnect(client: Client): void {
    const side = this.seatOf(client);
    if (side) this.game.arrive(side);
    this.changed();
  }

  override onLeave(client: Client): void {
    this.guards.delete(client.sessionId);
    this.expelled.delete(client.sessionId);
    const side = this.seatOf(client);
    // A watcher leaving changes only the count everyone sees.
    if (!side) return this.watchersChanged();
    this.holders.delete(visitorOf(client).id);
    this.game.depart(side, this.context.now());
    this.changed();
  }

  override onDispose(): Promise<void> {
    this.context.liveGames.remove(this.roomId);
    this.context.holdings.ended(this.roomId);
    this.computer?.stop();
    // A room closed by its process stopping stays in the store (written last as it is now, after the
    // writes before), to be opened again by the next start or another process.
    const now = this.context.now();
    const kept = this.closingForGood
      ? this.journal?.drop()
      : this.journal?.held === false
        ? this.journal.save(snapshotOf(this.setup, this.game, now), now)
        : undefined;
    this.recorder.sync(this.game);
    return Promise.all([this.recorder.settle(), kept]).then(() => this.rating);
  }

  /** Connections that only watch: everyone in the room but the seats' current holders. */
  private watchers(): number {
    return this.clients.filter((client) => !this.seatOf(client)).length;
  }

  /** The seat this connection plays for: null for watchers and for replaced connections. */
  private seatOf(client: Client): Side | null {
    const { id, watch } = visitorOf(client);
    if (watch) return null;
    return this.holders.get(id) === client.sessionId ? this.game.sideOf(id) : null;
  }

  private receive(client: Client, type: string | number, payload: unknown): void {
    const guard = this.guards.get(client.sessionId);
    if (!guard) return;
    const to = CLIENT_MESSAGE_TYPES.find((known) => known === type) ?? null;
    if (!guard.admit()) return this.refuse(client, to, refusal('rate-limited'), true);
    const parsed = parseClientMessage(type, payload);
    if (!parsed.ok) return this.refuse(client, to, parsed.error, true);
    const message = parsed.value;
    const now = this.context.now();
    if (message.type === 'ping') return this.tell(client, 'pong', { t: message.t, serverTime: now });
    const side = this.seatOf(client);
    if (!side) return this.refuse(client, message.type, refusal('not-a-player'), false);
    const ply = message.type === 'move' ? message.ply : undefined;
    if (this.journal?.held) return this.refuse(client, message.type, refusal('retry'), false, ply);
    // A flag that fell before this message arrived decides the game first.
    if (this.game.tick(now)) this.changed(now);
    const done = this.game.act(side, message, now);
    if (!done.ok) return this.refuse(client, message.type, done.error, false, ply);
    if (this.journal) return this.commit(client, message.type, done.value, now);
    if (done.value.ack !== undefined) this.tell(client, 'ack', { ply: done.value.ack });
    if (done.value.changed) this.changed(now);
  }

  /**
   * With the live-room store an action is stored before it is acknowledged or shown: in the room's
   * record, and (a move or a takeback) in the stored game. If the record cannot be written, the game
   * holds (clocks stopped, every action refused with `retry`) until the store is back, and the player
   * sends it again: kept in this room's memory, it is then acknowledged, never played twice.
   */
  private commit(client: Client, type: ClientMessageType, done: Done, now: number): void {
    this.recorder.sync(this.game);
    Promise.all([this.store(now), this.recorder.settle()]).then(
      ([stored]) => {
        if (!stored) return this.refuse(client, type, refusal('retry'), false, done.ack);
        if (done.ack !== undefined) this.tell(client, 'ack', { ply: done.ack });
        if (done.changed) this.changed();
      },
      (error: unknown) => this.context.log(`room ${this.roomId}: ${String(error)}`),
    );
  }

  /** Writes the room's record; a failure holds the game, a lost epoch closes the room. */
  private async store(now: number): Promise<boolean> {
    const journal = this.journal;
    if (!journal) return true;
    const stored = await journal.save(snapshotOf(this.setup, this.game, now), now);
    if (stored && journal.held) this.resume();
    if (stored || journal.held) return stored;
    if (journal.superseded) {
      this.context.log(`room ${this.roomId}: opened on another process; closing here`);
      void this.disconnect().catch(() => undefined);
      return false;
    }
    journal.held = true;
    this.heldClock = this.game.holdClocks(this.context.now());
    this.context.log(`room ${this.roomId}: the store is down; the game holds`);
    this.changed();
    return false;
  }

  /** The store took the room's record again: clocks run from now, and absent players get a new minute. */
  private resume(): void {
    if (!this.journal) return;
    const now = this.context.now();
    this.journal.held = false;
    this.game.holdClocks(now, this.heldClock);
    const { players } = this.game.view(now);
    for (const side of ['x', 'o'] as const) {
      if (!players[side] || players[side].connected) continue;
      this.game.arrive(side);
      this.game.depart(side, now);
    }
    this.context.log(`room ${this.roomId}: the store is back; play goes on`);
    this.changed(now);
  }

  private refuse(
    client: Client,
    to: ClientMessageType | null,
    why: Refusal,
    strike: boolean,
    ply?: number,
  ): void {
    this.tell(client, 'refused', refusedMessage(to, why, ply));
    const player = visitorOf(client).id || undefined;
    this.context.refusals.note(client.sessionId, {
      place: 'room',
      code: why.code,
      to,
      player,
      room: this.roomId,
    });
    if (strike && this.guards.get(client.sessionId)?.strike()) {
      this.sendAway(client, { code: 'rate-limited', text: 'Too many refused messages; disconnected.' });
    }
  }

  /** A newer connection of the same player took the seat: the older one is closed. */
  private replace(sessionId: string): void {
    // allowReconnection hands back a plain rejected promise (no reject) for a client that never joined.
    const pending = this.reconnections.get(sessionId);
    if (pending && typeof pending.reject === 'function') pending.reject(new Error('replaced'));
    const old = this.clients.find((client) => client.sessionId === sessionId);
    if (old) this.sendAway(old, { code: 'replaced', text: 'This game was opened somewhere else.' });
  }

  private sendAway(client: Client, bye: ByeMessage): void {
    this.expelled.add(client.sessionId);
    this.tell(client, 'bye', bye);
    client.leave(CloseCode.CONSENTED);
  }

  private tell<K extends keyof ServerMessages>(client: Client, type: K, payload: ServerMessages[K]): void {
    client.send(type, payload);
  }

  private tick(): void {
    const now = this.context.now();
    if (this.journal?.held) {
      if (now - this.triedStoreAt >= STORE_RETRY_MS) {
        this.triedStoreAt = now;
        void this.store(now);
      }
      return;
    }
    if (this.game.tick(now)) this.changed(now);
    if (this.clients.length > 0) {
      this.emptySince = now;
      return;
    }
    // A finished game lingers a little for a reload; an open one waits long enough for a friend.
    const limit = this.game.phase === 'over' ? OVER_ROOM_LIMIT_MS : this.context.emptyRoomLimitMs;
    if (now - this.emptySince > limit) {
      this.closingForGood = true;
      this.disconnect().catch((error: unknown) => this.context.log(`room ${this.roomId}: ${String(error)}`));
    }
  }

  /** After every change: write what is new to the store and show everyone the game as it is now. */
  private changed(now = this.context.now()): void {
    if (this.journal && !this.journal.held) void this.store(now);
    this.recorder.sync(this.game);
    if (this.game.phase === 'over') this.context.holdings.ended(this.roomId);
    this.rateWhenOver();
    this.readSeatRatings();
    const view = this.game.view(now, this.watchers());
    this.broadcast('state', view);
    const connected = this.clients.map((client) => visitorOf(client).id);
    this.context.liveGames.publish(view, this.listed, connected);
    this.computer?.see(view);
  }

  /** A rated game that has just ended is rated once it is kept, and everyone then sees the change. */
  private rateWhenOver(): void {
    const header = this.game.storedGame();
    const end = this.game.ending;
    const pool = this.game.pool;
    if (!header || !end || !pool || this.rated.has(header.id)) return;
    this.rated.add(header.id);
    const { store, log, now } = this.context;
    this.rating = this.rating.then(async () => {
      try {
        await this.recorder.settle();
        const changes = await rateFinishedGame(store, header, end, pool);
        if (!changes) return;
        for (const reason of this.review ?? []) await store.flagGame(header.id, reason, now());
        this.game.showRatings(header.id, changes);
        this.changed();
      } catch (error) {
        log(
          `room ${this.roomId}: rating ${header.id}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    });
  }

  /** A rated game shows each seated player's rating under their name, read once from the store. */
  private readSeatRatings(): void {
    const pool = this.game.pool;
    const wanted = this.game.unratedSeats.filter((id) => !this.seatRatingsAsked.has(id));
    if (!pool || wanted.length === 0) return;
    for (const id of wanted) this.seatRatingsAsked.add(id);
    const { store, log } = this.context;
    void Promise.all(
      wanted.map(async (id) => {
        const stored = await store.ratingOf(id, pool);
        this.game.showSeatRating(id, {
          rating: stored?.rating ?? START_RATING,
          deviation: stored?.deviation ?? START_DEVIATION,
        });
      }),
    ).then(
      () => this.changed(),
      (error: unknown) => {
        // Asked again with the next change: the names simply show no rating until then.
        for (const id of wanted) this.seatRatingsAsked.delete(id);
        log(
          `room ${this.roomId}: reading ratings: ${error instanceof Error ? error.message : String(error)}`,
        );
      },
    );
  }

  /** A seat's action that comes from no connection (the computer's), checked like any player's. */
  private actFor(side: Side, action: GameAction): void {
    const now = this.context.now();
    if (this.journal?.held) return;
    if (this.game.tick(now)) this.changed(now);
    const done = this.game.act(side, action, now);
    if (!done.ok) this.context.log(`room ${this.roomId}: ${side} ${action.type} refused: ${done.error.text}`);
    else if (done.value.changed) this.changed(now);
  }
}

/** Who a connection belongs to (a player, or a spectator: id '' when anonymous) and whether it only watches. */
interface Visitor extends GamePlayer {
  readonly watch: boolean;
}

/** What onAuth returned, which Colyseus keeps on the client. */
const visitorOf = (client: Client): Visitor => client.auth as Visitor;

/** The room class for this club: Colyseus constructs rooms itself, so the context rides on a subclass. */
export function gameRoomFor(context: ClubContext): typeof GameRoom {
  return class extends GameRoom {
    protected override context = context;
  };
}
