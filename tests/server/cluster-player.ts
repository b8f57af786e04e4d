/**
 * A player of the fault tests: joins a game by invite code through the cluster's one address and comes
 * back by itself as the game's ClubConnection does (a few SDK reconnections, then fresh joins by code);
 * a move not yet acknowledged is sent again after a reconnection and after a `retry`.
 */
import { Client, type Room } from '@colyseus/sdk';
import {
  parseServerMessage,
  PROTOCOL_VERSION,
  type GameView,
  type RefusedMessage,
  type Session,
} from '../../src/net';
import { joinWithRetries } from '../../src/game/online/join-again';
import { Waits } from './club-harness';

const REJOIN_EVERY_MS = 300;
const RETRY_MOVE_MS = 300;
/** A reconnection that has not worked by then is given up for a fresh join (as ClubConnection does). */
const RECONNECT_FOR_MS = 2000;

export class ClusterPlayer {
  readonly states: GameView[] = [];
  readonly refusals: RefusedMessage[] = [];
  readonly acks: number[] = [];
  /** Fresh joins so far (the first included). */
  joins = 0;
  /** Fresh joins tried so far, those that failed included (one every REJOIN_EVERY_MS while the game is away). */
  tries = 0;
  /** How many states had come when the last fresh join was made: those after it are the new room's. */
  statesAtJoin = 0;
  room: Room | null = null;
  private pending: { ply: number; move: string } | null = null;
  private closed = false;
  private readonly waits = new Waits(() => `last state: ${JSON.stringify(this.states.at(-1))}`);

  constructor(
    private readonly url: string,
    readonly code: string,
    readonly session: Session,
    /** Rewrites every address the SDK uses (the slow client goes through a delaying proxy). */
    private readonly urlBuilder?: (url: URL) => string,
  ) {}

  /** The first join, tried again after a passing failure as ClubConnection.open does. */
  async open(): Promise<this> {
    await joinWithRetries(
      () => this.join(),
      () => this.closed,
    );
    return this;
  }

  get state(): GameView {
    const last = this.states.at(-1);
    if (!last) throw new Error('no state yet');
    return last;
  }

  /** Which process's websocket path (`/p<i>/`) the room is reached by. */
  get process(): number {
    const url = this.room?.connection.url ?? '';
    return Number(/\/p(\d+)\//.exec(url)?.[1] ?? 0);
  }

  move(ply: number, move: string): void {
    this.pending = { ply, move };
    this.send('move', this.pending);
  }

  send(type: string, payload?: unknown): void {
    this.room?.send(type, payload);
  }

  until(what: string, test: () => boolean, ms = 10_000): Promise<void> {
    return this.waits.until(what, test, ms);
  }

  untilState(what: string, test: (view: GameView) => boolean, ms = 10_000): Promise<GameView> {
    return this.until(what, () => this.states.length > 0 && test(this.state), ms).then(() => this.state);
  }

  close(): void {
    this.closed = true;
    const room = this.room;
    this.room = null;
    room?.leave(true).catch(() => undefined);
  }

  private async join(): Promise<void> {
    this.tries += 1;
    const options = this.urlBuilder ? { urlBuilder: this.urlBuilder } : undefined;
    const room = await new Client(this.url, options).joinById(this.code, {
      protocol: PROTOCOL_VERSION,
      token: this.session.token,
    });
    this.joins += 1;
    this.statesAtJoin = this.states.length;
    if (this.closed) return void room.leave(true).catch(() => undefined);
    this.room = room;
    room.reconnection.minUptime = 0;
    room.reconnection.maxRetries = 3;
    room.onMessage('*', (type: string | number, payload: unknown) => this.heard(type, payload));
    room.onReconnect(() => this.resend());
    const lost = (): void => {
      if (this.room !== room || this.closed) return;
      this.room = null;
      room.removeAllListeners();
      room.leave(true).catch(() => undefined);
      this.rejoin();
    };
    room.onDrop(() => setTimeout(() => room.reconnection.isReconnecting && lost(), RECONNECT_FOR_MS));
    room.onLeave(lost);
    this.resend();
  }

  private rejoin(): void {
    setTimeout(() => {
      if (this.closed) return;
      this.join().catch(() => this.rejoin());
    }, REJOIN_EVERY_MS);
  }

  private resend(): void {
    if (this.pending) this.send('move', this.pending);
  }

  private heard(type: string | number, payload: unknown): void {
    const parsed = parseServerMessage(type, payload);
    if (!parsed.ok) throw new Error(`the server sent a bad message: ${parsed.error}`);
    const message = parsed.value;
    if (message.type === 'state') this.states.push(message.payload);
    else if (message.type === 'ack') {
      this.acks.push(message.payload.ply);
      if (this.pending?.ply === message.payload.ply) this.pending = null;
    } else if (message.type === 'refused') {
      this.refusals.push(message.payload);
      const pending = this.pending;
      if (message.payload.code === 'retry' && pending && message.payload.ply === pending.ply) {
        setTimeout(() => this.pending === pending && this.resend(), RETRY_MOVE_MS);
      }
    }
    this.waits.wake();
  }
}
