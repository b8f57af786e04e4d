import { randomUUID } from 'node:crypto';
import { matchMaker, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { LOBBY_ROOM, LOBBY_ROOM_ID } from '../net/lobby';
import { GAME_ROOM } from '../net/protocol';
import type { GameView } from '../net/game-view';
import type { ClubContext } from './club-context';
import { LiveGames, type LiveGameSummary } from './live-games';
import type { RoomSnapshot } from './room-journal';
import type { LiveRoomRecord, LiveRoomStore } from './storage/live-room-store';

/**
 * The club on several processes: Colyseus's Redis presence and driver share matchmaking between them,
 * every open game room is kept in the live-room store (PostgreSQL), and a room whose process has died is
 * opened again from there by whichever process a player's join reaches first. One process keeps its rooms
 * in the same store (in its own database) and opens them again the same way when it starts.
 */
export interface ClusterOptions {
  /** `redis://host:port`: the presence and driver every process of the club shares. */
  readonly redisUrl: string;
  /**
   * Where players' websockets reach this process (`host:port/path`, no scheme), sent with each seat
   * reservation: one public address in front, a path per process (see `npm run club:cluster`).
   */
  readonly publicAddress?: string;
  readonly rooms: LiveRoomStore<RoomSnapshot>;
  /** How often the process looks for rooms whose process died and nobody came back to (30 s). */
  readonly sweepMs?: number;
}

/** What rooms and routes use of the cluster. */
export interface ClusterPart {
  readonly presence: Presence;
}

/** The open game rooms' records, on one process or several: what a room is opened again from. */
export interface JournalPart {
  readonly rooms: LiveRoomStore<RoomSnapshot>;
  /** Records being opened again, by the one-time key their room takes them by (like `setups`). */
  readonly restores: Map<string, LiveRoomRecord<RoomSnapshot>>;
}

/**
 * How long one process's claim to open a room (or the lobby) keeps the others from doing the same: long
 * enough to open it, short enough that a second failure soon after is not locked out.
 */
const CLAIM_SECONDS = 5;

/** The Colyseus server options that make this process one of the cluster. */
export function clusterServerOptions(options: ClusterOptions) {
  return {
    presence: new RedisPresence(options.redisUrl),
    driver: new RedisDriver(options.redisUrl),
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
    // Rooms open where they are asked for: a game's setup is in this process's memory only.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
  };
}

/** True for the first process to ask within CLAIM_SECONDS of the first ask, false for the others. */
async function claimFirst(presence: Presence, what: string): Promise<boolean> {
  const key = `club:claim:${what}`;
  if ((await presence.incr(key)) !== 1) return false;
  await presence.expire(key, CLAIM_SECONDS);
  return true;
}

/** Whether a room is open on a process that answers; a dead process's rooms are swept on the way. */
async function openOnLiveProcess(roomId: string): Promise<boolean> {
  const listing = await matchMaker.getRoomById(roomId);
  if (!listing) return false;
  if (listing.processId === matchMaker.processId) return true;
  return matchMaker.healthCheckProcessId(listing.processId);
}

/**
 * Opens here again the rooms in the store that no live process holds: a game whose process died and whose
 * players do not come back is then decided by its away deadlines, recorded and closed like any other.
 * Each distinct process is asked once whether it lives. One process does this as it starts: every room in
 * the store is then one its last run held.
 */
export async function sweepOrphanRooms(context: ClubContext): Promise<void> {
  const journal = context.journal;
  if (!journal) return;
  const codes = await journal.rooms.codes();
  if (codes.length === 0) return;
  const listings = await matchMaker.driver.findByIds(codes);
  const alive = new Map<string, Promise<boolean>>();
  for (const code of codes) {
    const processId = listings.get(code)?.processId;
    if (processId === matchMaker.processId) continue;
    if (processId && !alive.has(processId)) alive.set(processId, matchMaker.healthCheckProcessId(processId));
    if (processId && (await alive.get(processId))) continue;
    await ensureRoom(context, code);
  }
}

/** Opens the club's one lobby here unless a live process has it or is opening it. */
export async function ensureLobby(cluster: ClusterPart): Promise<void> {
  if (await openOnLiveProcess(LOBBY_ROOM_ID)) return;
  if (!(await claimFirst(cluster.presence, LOBBY_ROOM_ID))) return;
  await matchMaker.createRoom(LOBBY_ROOM, {});
}

/** The rooms this process is opening again now, so a second join waits for the first's restore. */
const opening = new Map<string, Promise<void>>();

/**
 * Before a join by id: the lobby or the game room `roomId` is opened here again when no live process
 * has it and the live-room store does. Another process may win the race to open it; the player's next
 * join then finds it there. Both players of a game come back at once: the second join here waits for the
 * first's restore, and one elsewhere finds the room claimed (for CLAIM_SECONDS, whatever its epoch: a
 * claim keyed by epoch let a join that read the record just after the first restore raised it open the
 * room a second time, closing the first under the players who had just joined it).
 */
export async function ensureRoom(context: ClubContext, roomId: string): Promise<void> {
  const { cluster, journal } = context;
  if (roomId === LOBBY_ROOM_ID) return cluster && ensureLobby(cluster);
  if (!journal) return;
  const already = opening.get(roomId);
  if (already) return already;
  const restoring = restoreRoom(context, journal, roomId).finally(() => opening.delete(roomId));
  opening.set(roomId, restoring);
  return restoring;
}

async function restoreRoom(context: ClubContext, journal: JournalPart, roomId: string): Promise<void> {
  if (await openOnLiveProcess(roomId)) return;
  const record = await journal.rooms.load(roomId);
  if (!record) return;
  // A finished game is opened again for its rematch offer; a record kept before ends were kept is not.
  if (record.state.over && record.state.end === undefined) return journal.rooms.drop(roomId, record.epoch);
  // Alone, `opening` is claim enough: no other process can open the room.
  if (context.cluster && !(await claimFirst(context.cluster.presence, `room:${roomId}`))) return;
  const epoch = await journal.rooms.claim(roomId, record.epoch);
  if (epoch === null) return;
  const restoreKey = randomUUID();
  journal.restores.set(restoreKey, { epoch, state: record.state });
  try {
    await matchMaker.createRoom(GAME_ROOM, { restoreKey });
    context.log(`room ${roomId}: opened again here from the store (epoch ${epoch})`);
  } finally {
    journal.restores.delete(restoreKey);
  }
}

/** The channel on which processes tell each other about their open games. */
const LIVE_GAMES = 'club:live-games';

type LiveGameNews =
  | { readonly from: string; readonly code: string; readonly summary: LiveGameSummary | null }
  | { readonly from: string; readonly hello: true };

/**
 * Every process's open games in every process's list, so the lobby lists them all wherever it runs:
 * each room's summary goes out on Redis as it changes; a process that starts says hello, and the others
 * tell it what they have.
 */
export class SharedLiveGames extends LiveGames {
  private readonly here = new Set<string>();

  constructor(private readonly presence: Presence) {
    super();
  }

  async listen(): Promise<void> {
    await this.presence.subscribe(LIVE_GAMES, (news: LiveGameNews) => this.heard(news));
    this.tell({ from: matchMaker.processId, hello: true });
  }

  override publish(view: GameView, listed: boolean, connected: readonly string[]): void {
    super.publish(view, listed, connected);
    this.here.add(view.code);
    this.tell({ from: matchMaker.processId, code: view.code, summary: this.get(view.code) ?? null });
  }

  override remove(code: string): void {
    super.remove(code);
    if (this.here.delete(code)) this.tell({ from: matchMaker.processId, code, summary: null });
  }

  private heard(news: LiveGameNews): void {
    if (news.from === matchMaker.processId) return;
    if ('hello' in news) {
      for (const code of this.here) {
        this.tell({ from: matchMaker.processId, code, summary: this.get(code) ?? null });
      }
    } else if (news.summary) {
      this.here.delete(news.code);
      this.keep(news.summary);
    } else if (!this.here.has(news.code)) super.remove(news.code);
  }

  private tell(news: LiveGameNews): void {
    Promise.resolve(this.presence.publish(LIVE_GAMES, news)).catch(() => undefined);
  }
}
