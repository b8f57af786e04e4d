import { Client, type Room } from '@colyseus/sdk';
import {
  LOBBY_ROOM_ID,
  parseLobbyServerMessage,
  type LobbyMessage,
  type LobbyRefusedMessage,
  type LobbyView,
  type MatchedMessage,
  type PairedMessage,
} from '../../net/lobby';
import { PROTOCOL_VERSION, type JoinOptions } from '../../net/protocol';
import { clubEndpoint } from '../club/club-api';
import type { LinkState } from './club-connection';
import { identities, signedOut } from '../club/club-session';
import { rejoinDelay } from './join-again';
import { lobbyWithShownNames } from '../club/player-names';

export interface LobbyListener {
  view(view: LobbyView): void;
  matched(message: MatchedMessage): void;
  /** Quick pairing found an opponent (only a screen that looks for one hears it). */
  paired?(message: PairedMessage): void;
  refused(message: LobbyRefusedMessage): void;
  link(state: LinkState, why?: string): void;
}

/**
 * A lost lobby is joined again at once, then every REJOIN_FIRST_MS for five failures, then waiting twice
 * as long after each up to REJOIN_MOST_MS (join-again.ts, `rejoinDelay`), for as long as the screen is open.
 */
const REJOIN_FIRST_MS = 2000;
const REJOIN_MOST_MS = 30_000;

/**
 * One browser's connection to the club's lobby: joins with the player's token, checks every message
 * against the protocol, and joins again by itself after a drop. The lobby keeps nothing per connection
 * but a challenge and a pairing search, and both go with the connection (and with the lobby's process,
 * if it dies): the screens post them again on every `open` while the player still wants them.
 */
export class LobbyConnection {
  private room: Room | null = null;
  private closed = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Joins failed in a row since the last one that worked. */
  private failures = 0;

  constructor(
    private readonly token: string,
    private readonly listener: LobbyListener,
  ) {}

  /**
   * Joins the lobby, and keeps trying while the club cannot be reached; rejects only when the club
   * refuses the player's token (a name must be chosen again) or this copy of the game is out of date
   * (`update-game`: trying again cannot help, reloading does).
   */
  async open(): Promise<void> {
    this.listener.link('connecting');
    try {
      await this.join();
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      if (/bad-token|update-game/.test(why)) throw error;
      this.listener.link('reconnecting', why);
      this.rejoin();
    }
  }

  send(message: LobbyMessage): void {
    const { type, ...payload } = message;
    this.room?.send(type, Object.keys(payload).length > 0 ? payload : undefined);
  }

  /** Leaves the lobby for good (the player left the screen): an open challenge goes with it. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const room = this.room;
    this.room = null;
    room?.leave(true).catch(() => undefined);
  }

  private async join(): Promise<void> {
    const room = await new Client(clubEndpoint()).joinById(LOBBY_ROOM_ID, {
      protocol: PROTOCOL_VERSION,
      token: this.token,
      browser: identities().browser,
    } satisfies JoinOptions);
    if (this.closed) {
      void room.leave(true);
      return;
    }
    this.room = room;
    this.failures = 0;
    // The lobby holds no seat for a dropped connection, so the SDK's reconnection by token never
    // succeeds: a fresh join at once is what comes back (about 2 s sooner after the lobby's process died).
    room.reconnection.enabled = false;
    room.onMessage('*', (type: string | number, payload: unknown) => this.heard(type, payload));
    room.onLeave((_code: number, reason?: string) => this.lost(room, reason));
    this.listener.link('open');
  }

  private heard(type: string | number, payload: unknown): void {
    const parsed = parseLobbyServerMessage(type, payload);
    if (!parsed.ok) {
      console.warn(`[lobby] ignored a message: ${parsed.error}`);
      return;
    }
    const message = parsed.value;
    switch (message.type) {
      case 'lobby':
        this.listener.view(lobbyWithShownNames(message.payload));
        break;
      case 'matched':
        this.listener.matched(message.payload);
        break;
      case 'paired':
        this.listener.paired?.(message.payload);
        break;
      case 'refused':
        this.listener.refused(message.payload);
        break;
      case 'bye':
        this.closed = true;
        this.listener.link('closed', message.payload.text);
        break;
    }
  }

  private lost(room: Room, why?: string): void {
    if (this.room !== room) return;
    this.room = null;
    if (this.closed) return;
    this.listener.link('reconnecting', why);
    this.rejoin(0);
  }

  private rejoin(after?: number): void {
    const wait = after ?? rejoinDelay(++this.failures, REJOIN_FIRST_MS, REJOIN_MOST_MS);
    this.timer = setTimeout(() => {
      if (this.closed) return;
      this.join().catch((error: unknown) => {
        const why = error instanceof Error ? error.message : String(error);
        if (!/bad-token/.test(why)) return this.rejoin();
        // Signed out meanwhile (elsewhere, or the token too old): the token is dropped, not tried again.
        this.closed = true;
        signedOut();
        this.listener.link('closed', why);
      });
    }, wait);
  }
}
