import { Client, CloseCode, type Room } from '@colyseus/sdk';
import type { GameView } from '../../net/game-view';
import {
  parseServerMessage,
  PROTOCOL_VERSION,
  type ByeMessage,
  type ClientMessage,
  type JoinOptions,
  type RefusedMessage,
} from '../../net/protocol';
import { clubEndpoint } from '../club/club-api';
import { joinWithRetries } from './join-again';
import { withShownNames } from '../club/player-names';
import { ServerClock } from './server-clock';

/**
 * How the connection to the game's room stands, as the screen tells the player: `restarting` is a drop
 * the club announced (it is being stopped or redeployed), joined again by itself like any other.
 */
export type LinkState = 'connecting' | 'open' | 'reconnecting' | 'restarting' | 'closed';

export interface ConnectionListener {
  state(view: GameView): void;
  refused(message: RefusedMessage): void;
  ack(ply: number): void;
  /** The server is closing this connection for good (flooding, or the game opened elsewhere). */
  bye(message: ByeMessage): void;
  link(state: LinkState, why?: string): void;
}

/** Pings come quickly at first (the clocks need an offset soon) and then every few seconds. */
const PING_MS = [200, 600, 1500, 4000];
const PING_EVERY_MS = 5000;
/** A room lost for good (the SDK gave up reconnecting) is joined again this often, this long. */
const REJOIN_EVERY_MS = 1500;
const REJOIN_FOR_MS = 70_000;
/** A move the club could not store yet (`retry`) is sent again after this long. */
const RETRY_MOVE_MS = 1000;
/**
 * The SDK's own reconnections (by token) tried before joining afresh: a token dies with the process
 * that made it, and in a club of several processes a fresh join is what finds the game again.
 */
const SDK_RECONNECTIONS = 3;
/** A reconnection still trying after this long is given up for a fresh join (a dead process never answers). */
const RECONNECT_FOR_MS = 3000;

/** The browser's clock in epoch ms, steadier than Date.now() (it never jumps when the system clock is set). */
export const wallClock = (): number => performance.timeOrigin + performance.now();

/**
 * One browser's connection to a game room: joins by invite code with the player's token, checks every
 * server message against the protocol, keeps a server-clock estimate from ping/pong, and comes back by
 * itself after a drop (the SDK's reconnection first, then a fresh join, which hands the seat back).
 */
export class ClubConnection {
  readonly clock = new ServerClock(wallClock);
  private room: Room | null = null;
  private closed = false;
  private timers: ReturnType<typeof setTimeout>[] = [];
  private lostSince = 0;
  private pinging = false;
  private link: LinkState = 'connecting';
  /**
   * The newest state's `seq` from the room joined now. A room opened again on another process (after its
   * own died) counts from 1 again, so the count starts over with each fresh join.
   */
  private seq = 0;
  /** The last state heard, which a `watchers` message updates without a new state. */
  private lastView: GameView | null = null;
  /** The last move sent, sent again when the club answers `retry`. */
  private lastMove: Extract<ClientMessage, { type: 'move' }> | null = null;

  constructor(
    readonly code: string,
    /** The player's token; null watches without a seat or a name (a spectator). */
    private readonly token: string | null,
    private readonly listener: ConnectionListener,
  ) {}

  get linkState(): LinkState {
    return this.link;
  }

  /**
   * Joins the room, trying again when the join fails for a passing reason (join-again.ts), for as long
   * as a lost room is joined again (a club restarting); rejects with the server's reason when it cannot
   * be joined at all.
   */
  async open(): Promise<void> {
    this.setLink('connecting');
    await joinWithRetries(
      () => this.join(),
      () => this.closed,
      undefined,
      REJOIN_FOR_MS,
    );
  }

  send(message: ClientMessage): void {
    if (message.type === 'move') this.lastMove = message;
    const { type, ...payload } = message;
    this.room?.send(type, Object.keys(payload).length > 0 ? payload : undefined);
  }

  /** Leaves the room for good (the player left the game screen). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    const room = this.room;
    this.room = null;
    room?.leave(true).catch(() => undefined);
    this.setLink('closed');
  }

  private async join(): Promise<void> {
    const client = new Client(clubEndpoint());
    const options: JoinOptions =
      this.token === null
        ? { protocol: PROTOCOL_VERSION, watch: true }
        : { protocol: PROTOCOL_VERSION, token: this.token };
    const room = await client.joinById(this.code, options);
    if (this.closed) {
      void room.leave(true);
      return;
    }
    this.room = room;
    this.seq = 0;
    // A drop soon after joining is still worth coming back from (the SDK's default waits 5 s).
    room.reconnection.minUptime = 0;
    room.reconnection.maxRetries = SDK_RECONNECTIONS;
    room.onMessage('*', (type: string | number, payload: unknown) => this.heard(type, payload));
    room.onDrop(() => {
      this.setLink('reconnecting');
      this.later(RECONNECT_FOR_MS, () => {
        if (this.room !== room || !room.reconnection.isReconnecting) return;
        room.removeAllListeners();
        room.leave(true).catch(() => undefined);
        this.lost(room);
      });
    });
    room.onReconnect(() => {
      this.setLink('open');
      this.ping();
    });
    room.onLeave((code: number, reason?: string) =>
      this.lost(room, reason, code === CloseCode.SERVER_SHUTDOWN),
    );
    this.setLink('open');
    this.schedulePings();
  }

  private heard(type: string | number, payload: unknown): void {
    const parsed = parseServerMessage(type, payload);
    if (!parsed.ok) {
      console.warn(`[club] ignored a message: ${parsed.error}`);
      return;
    }
    const message = parsed.value;
    switch (message.type) {
      case 'state':
        if (message.payload.seq <= this.seq) return;
        this.seq = message.payload.seq;
        this.clock.heardSnapshot(message.payload.serverTime);
        this.lastView = withShownNames(message.payload);
        this.listener.state(this.lastView);
        break;
      case 'watchers':
        // A watcher came or went: the club sends the count alone, and the last view carries it on.
        if (!this.lastView || this.lastView.watchers === message.payload.count) return;
        this.lastView = { ...this.lastView, watchers: message.payload.count };
        this.listener.state(this.lastView);
        break;
      case 'pong':
        this.clock.heardPong(message.payload.t, message.payload.serverTime);
        break;
      case 'ack':
        this.listener.ack(message.payload.ply);
        break;
      case 'refused': {
        const move = this.lastMove;
        if (message.payload.code !== 'retry' || !move || message.payload.ply !== move.ply) {
          this.listener.refused(message.payload);
        } else this.later(RETRY_MOVE_MS, () => this.lastMove === move && this.send(move));
        break;
      }
      case 'bye':
        this.closed = true;
        this.listener.bye(message.payload);
        break;
    }
  }

  /**
   * The room is gone (the SDK could not reconnect, or the server closed it, `restarting` when the club
   * is being stopped): join again for a while.
   */
  private lost(room: Room, why?: string, restarting = false): void {
    if (this.room !== room) return;
    this.room = null;
    if (this.closed) return this.setLink('closed', why);
    this.lostSince = Date.now();
    this.setLink(restarting ? 'restarting' : 'reconnecting', why);
    // The SDK's reconnections have had their time: the first fresh join goes at once.
    this.rejoin(0);
  }

  private rejoin(after = REJOIN_EVERY_MS): void {
    this.later(after, () => {
      if (this.closed) return;
      this.join().catch((error: unknown) => {
        if (Date.now() - this.lostSince < REJOIN_FOR_MS) return this.rejoin();
        this.closed = true;
        this.setLink('closed', error instanceof Error ? error.message : String(error));
      });
    });
  }

  private schedulePings(): void {
    if (this.pinging) return;
    this.pinging = true;
    for (const delay of PING_MS) this.later(delay, () => this.ping());
    const every = (): void => {
      this.ping();
      this.later(PING_EVERY_MS, every);
    };
    this.later(PING_EVERY_MS, every);
  }

  private ping(): void {
    if (this.link === 'open') this.send({ type: 'ping', t: wallClock() });
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers = this.timers.filter((known) => known !== timer);
      run();
    }, ms);
    this.timers.push(timer);
  }

  private setLink(state: LinkState, why?: string): void {
    this.link = state;
    this.listener.link(state, why);
  }
}
