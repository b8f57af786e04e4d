import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { CLUB_PATH } from '../net/http';
import { MAX_BODY_BYTES, MAX_MESSAGE_BYTES } from '../net/limits';
import { MAX_SUBMISSION_BYTES, WORLD_PATHS } from '../net/world';
import { repositoryLevels, type Level } from './campaign-levels';
import { LOBBY_ROOM } from '../net/lobby';
import { GAME_ROOM } from '../net/protocol';
import { refusal } from '../net/refusal';
import { AddressHoldings } from './address-holdings';
import { settleAddress } from './client-address';
import type { ClubContext } from './club-context';
import { clubLimits, type ClubLimits } from './club-limits';
import { PASSWORD_COST, type ScryptCost } from './passwords';
import {
  clusterServerOptions,
  ensureLobby,
  ensureRoom,
  sweepOrphanRooms,
  SharedLiveGames,
  type ClusterOptions,
} from './cluster';
import { EnginePool } from './engine-pool';
import { gameRoomFor } from './game-room';
import { LiveGames } from './live-games';
import { lobbyRoomFor } from './lobby-room';
import { ClubApi, readJson, sendJson, type Reply } from './http-routes';
import { clubRates, rateStore } from './rate-limits';
import { RefusalLog } from './refusal-log';
import type { ClubStore } from './storage/club-store';
import type { LiveRoomStore } from './storage/live-room-store';
import type { RoomSnapshot } from './room-journal';
import { staticSite } from './static-site';
import { tokenKeeper } from './tokens';
import { worldSeeds } from './world-seeds';
import { unreadableRecord } from './world-routes';

export interface ClubOptions {
  /** 0 picks a free port. */
  readonly port: number;
  /** Where to listen; all interfaces when absent. */
  readonly host?: string;
  readonly store: ClubStore;
  /** The token signing key (see `loadSecret`). */
  readonly secret: Uint8Array;
  /** The server's clock; tests pass their own. */
  readonly now?: () => number;
  /** A built game to serve beside the club (`npm run serve`); none in development. */
  readonly staticDir?: string | null;
  readonly tickMs?: number;
  readonly emptyRoomLimitMs?: number;
  /** HTTP API calls one address may make per minute (60; the same as `limits.apiCallsPerMinute`). */
  readonly apiCallsPerMinute?: number;
  /** The limits per client address and per game (club-limits.ts; each has its default). */
  readonly limits?: Partial<ClubLimits>;
  /**
   * The scrypt cost of new password hashes (PASSWORD_COST, about a fifth of a second each). Tests that
   * sign in dozens of times lower it; every hash names its own cost, so verifying never depends on it.
   */
  readonly passwordCost?: ScryptCost;
  /**
   * The proxies whose X-Forwarded-For names the client (TRUSTED_PROXY; client-address.ts): their last
   * entry is the address. None by default: every header naming an address is ignored.
   */
  readonly trustedProxies?: readonly string[];
  readonly log?: (message: string) => void;
  /** Worker threads for the computer's searches (default: the cores less one, at least one). */
  readonly engineWorkers?: number;
  /**
   * Modules each engine worker imports first (EnginePoolOptions.setup): where a test registers a game and
   * its engine in the workers, whose registries are their own, so the computer plays it too.
   */
  readonly engineSetup?: readonly URL[];
  /** The computer's shortest reply time in ms (600); tests pass 0. */
  readonly computerThinkMs?: number;
  /** The campaign's levels for world records; read from `levels/` (campaign-levels.ts) when absent. */
  readonly levels?: readonly Level[];
  /** One process of several (Redis, PostgreSQL): see cluster.ts. */
  readonly cluster?: ClusterOptions;
  /**
   * One process: where its open game rooms are kept (the live-room store in its own database, closed with
   * `store`), to be opened again when it starts after a stop or a crash. Without it (or `cluster`) a
   * restart settles the games it cut off as aborted.
   */
  readonly rooms?: LiveRoomStore<RoomSnapshot>;
}

export interface RunningClub {
  readonly port: number;
  /** `http://host:port`, for the SDK and fetch. */
  readonly url: string;
  readonly context: ClubContext;
  /**
   * Closes every room, the port and the store. Rooms kept in the live-room store stay there (their
   * players are told the club is restarting), to be opened again by the next start.
   */
  close(): Promise<void>;
}

type UpgradeListener = (req: IncomingMessage, socket: Socket, head: Buffer) => void;

/** The answer to a websocket over its address's cap, written on the socket before the upgrade. */
const TOO_MANY_CONNECTIONS =
  'HTTP/1.1 429 Too Many Requests\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n' +
  'rate-limited: too many connections from this address\n';

const decodes = (path: string): boolean => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

/**
 * Colyseus has one logger for the whole process (`setLogger`): its errors go to the refusal log of
 * every club running here (one, but for tests), the rest to the console as before.
 */
const colyseusLogs = new Set<RefusalLog>();
const colyseusLogger = {
  error: (...parts: unknown[]): void => {
    for (const refusals of colyseusLogs) refusals.colyseusError(parts.map(String).join(' '));
  },
  warn: (...parts: unknown[]): void => console.warn(...parts),
  info: (...parts: unknown[]): void => console.info(...parts),
  debug: (...parts: unknown[]): void => console.debug(...parts),
  trace: (...parts: unknown[]): void => console.trace(...parts),
};

/** Colyseus's matchmaking calls a client may make: joining a known room, or coming back to one. */
const OPEN_MATCHMAKING = /^\/matchmake\/(joinById|reconnect)\/([\w-]+)$/;

/**
 * Starts the club: one HTTP server carrying the JSON API, Colyseus's matchmaking and websockets, and
 * (when asked) the built game, all on one port.
 */
export async function startClub(options: ClubOptions): Promise<RunningClub> {
  const log = options.log ?? ((message: string) => console.log(`[club] ${message}`));
  const now = options.now ?? Date.now;
  const shared = options.cluster ? clusterServerOptions(options.cluster) : null;
  const liveRooms = options.cluster?.rooms ?? options.rooms;
  const trustedProxies = options.trustedProxies ?? [];
  const limits = clubLimits({
    ...(options.apiCallsPerMinute ? { apiCallsPerMinute: options.apiCallsPerMinute } : {}),
    ...options.limits,
  });
  // A cluster's processes count the rates in Redis, together; one process in its own memory.
  const rates = rateStore(options.cluster?.redisUrl);
  // Counted in Redis from the first call: until it answers, each process would count alone.
  await rates.ready();
  const refusals = new RefusalLog(log);
  const context: ClubContext = {
    store: options.store,
    tokens: tokenKeeper(options.secret, now, (playerId) => options.store.tokenVersionOf(playerId)),
    seeds: worldSeeds(options.secret, now),
    now,
    floodNow: () => performance.now(),
    newId: randomUUID,
    setups: new Map(),
    liveGames: shared ? new SharedLiveGames(shared.presence) : new LiveGames(),
    tickMs: options.tickMs ?? 100,
    emptyRoomLimitMs: options.emptyRoomLimitMs ?? 60 * 60 * 1000,
    log,
    limits,
    passwordCost: options.passwordCost ?? PASSWORD_COST,
    rates: clubRates(limits, rates),
    holdings: new AddressHoldings(limits),
    refusals,
    computer: {
      engines: new EnginePool({ workers: options.engineWorkers, setup: options.engineSetup, log }),
      thinkMs: options.computerThinkMs ?? 600,
    },
    levels: options.levels ?? (await repositoryLevels(log)),
    ...(shared ? { cluster: { presence: shared.presence } } : {}),
    ...(liveRooms ? { journal: { rooms: liveRooms, restores: new Map() } } : {}),
  };
  let draining = false;
  const http = createServer();
  // An idle keep-alive connection is kept a minute, not Node's 5 s: a client (or nginx upstream) whose
  // busy event loop reuses a socket a moment after the server dropped it gets ECONNRESET, not an answer.
  http.keepAliveTimeout = 61_000;
  const transport = new WebSocketTransport({ server: http, maxPayload: MAX_MESSAGE_BYTES });
  // Colyseus prints a client's undecodable frame with its stack: through the refusal log instead.
  colyseusLogs.add(refusals);
  const colyseus = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    logger: colyseusLogger,
    ...shared,
  });
  colyseus.define(GAME_ROOM, gameRoomFor(context));
  colyseus.define(LOBBY_ROOM, lobbyRoomFor(context));
  await colyseus.listen(options.port, options.host);
  // The one lobby, under a fixed id that clients join (nobody can create rooms through matchmaking).
  if (context.liveGames instanceof SharedLiveGames) await context.liveGames.listen();
  if (context.cluster) await ensureLobby(context.cluster);
  else await matchMaker.createRoom(LOBBY_ROOM, {});
  const sweeping = context.cluster
    ? setInterval(() => {
        sweepOrphanRooms(context).catch((error: unknown) => log(`sweep: ${String(error)}`));
      }, options.cluster?.sweepMs ?? 30_000)
    : null;

  // Colyseus answers every request itself; keep its handler for matchmaking only and route the rest.
  const [matchmaking, ...others] = http.listeners('request') as RequestListener[];
  if (!matchmaking || others.length > 0) throw new Error('Colyseus was expected to add one request handler');
  http.removeAllListeners('request');
  const api = new ClubApi(context);
  // Every websocket's address is settled before Colyseus reads it, and counted against its cap.
  const [upgrade, ...otherUpgrades] = http.listeners('upgrade') as UpgradeListener[];
  if (!upgrade || otherUpgrades.length > 0)
    throw new Error('Colyseus was expected to add one upgrade handler');
  http.removeAllListeners('upgrade');
  http.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const address = settleAddress(req, trustedProxies);
    if (!context.holdings.connect(address)) {
      const note = { place: 'join', code: 'rate-limited', to: 'websocket', address } as const;
      context.refusals.note(address, note);
      socket.end(TOO_MANY_CONNECTIONS);
      return;
    }
    socket.once('close', () => context.holdings.disconnect(address));
    upgrade.call(http, req, socket, head);
  });
  // The built game; a cluster's websockets may reach its processes under their public address's host.
  const publicHost = options.cluster?.publicAddress?.split('/')[0];
  const site = options.staticDir
    ? staticSite(options.staticDir, { websocketHosts: publicHost ? [publicHost] : [] })
    : null;
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    route(req, res).catch((error: unknown) => {
      log(
        `${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!res.headersSent) sendJson(res, { status: 500, body: refusal('server-error') });
      else res.destroy();
    });
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const address = settleAddress(req, trustedProxies);
    const path = new URL(req.url ?? '/', 'http://club').pathname;
    const colyseusPath = path.startsWith(`${CLUB_PATH}/`) ? path.slice(CLUB_PATH.length) : path;
    /** Sends a reply; a refusal is also noted in the log. */
    const answer = (reply: Reply): void => {
      if (reply.status >= 400) {
        // A refusal carries a code; a refused world record its reason.
        const { code, reason } = reply.body as { code?: string; reason?: string };
        context.refusals.note(address, {
          place: 'http',
          code: code ?? reason ?? 'refused',
          to: `${req.method} ${path}`,
          address,
        });
      }
      sendJson(res, reply);
    };
    if (colyseusPath.startsWith('/matchmake/')) {
      const open = OPEN_MATCHMAKING.exec(colyseusPath);
      if (req.method !== 'OPTIONS' && !open) {
        return answer({
          status: 403,
          body: refusal('not-allowed', 'games are created with POST /api/games'),
        });
      }
      // Colyseus reads a matchmaking body whole, however large: only a small one of a declared size gets there.
      const declared = Number(req.headers['content-length']);
      if (req.method === 'POST' && !(declared <= MAX_BODY_BYTES)) {
        res.setHeader('connection', 'close');
        return answer({
          status: 413,
          body: refusal('malformed', `at most ${MAX_BODY_BYTES} bytes, declared`),
        });
      }
      // Stopping: no new joins (a player's client tries again, and finds the next start).
      if (draining && req.method === 'POST')
        return answer({ status: 503, body: refusal('retry', 'restarting') });
      if (open && req.method === 'POST') await ensureRoom(context, open[2]);
      req.url = colyseusPath;
      matchmaking.call(http, req, res);
      return;
    }
    if (path.startsWith('/api/')) {
      if (draining && req.method === 'POST') {
        req.resume();
        return answer({ status: 503, body: refusal('retry', 'the club is restarting') });
      }
      const waitMs = await context.rates.api.take(address);
      if (waitMs > 0) {
        req.resume();
        return answer({ status: 429, body: { ...refusal('rate-limited'), retryAfterMs: waitMs } });
      }
      // A route reads its path's parts with decodeURIComponent: a broken escape is the asker's mistake.
      if (!decodes(path)) {
        req.resume();
        return answer({ status: 400, body: refusal('malformed', 'the path has a malformed % escape') });
      }
      // A world record (a whole arcade run) may be larger than any other body.
      const record = path === WORLD_PATHS.records;
      const body =
        req.method === 'POST'
          ? await readJson(req, record ? MAX_SUBMISSION_BYTES : MAX_BODY_BYTES)
          : { ok: true as const, value: undefined };
      if (!body.ok) {
        // The rest of an oversized body is not read: the connection closes after the answer.
        if (!req.complete) res.setHeader('connection', 'close');
        return answer(record ? unreadableRecord(body.error) : { status: 400, body: body.error });
      }
      const reply = await api.answer(req.method ?? 'GET', path, body.value, address, {
        authorization: req.headers.authorization,
        query: new URL(req.url ?? '/', 'http://club').searchParams,
      });
      return answer(reply ?? { status: 404, body: refusal('not-found', `no route ${req.method} ${path}`) });
    }
    if (site?.(req, res)) return;
    answer({ status: 404, body: refusal('not-found', `nothing at ${path}`) });
  }

  // In a cluster the other processes hold their games, and a dead one's are opened again on demand. Alone,
  // every room this process held when it stopped is opened again now, as the cluster opens a dead one's
  // (a join that comes meanwhile waits for its room's restore: ensureRoom).
  if (!context.cluster) {
    await sweepOrphanRooms(context);
    await settleInterruptedGames(context);
  }
  const { port } = http.address() as AddressInfo;
  const host =
    options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : 'localhost';
  return {
    port,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    context,
    async close() {
      draining = true;
      if (sweeping) clearInterval(sweeping);
      // Every room is disconnected with SERVER_SHUTDOWN, which the game's client shows as a restart.
      await colyseus.gracefullyShutdown(false);
      http.closeAllConnections();
      await context.computer.engines.close();
      colyseusLogs.delete(refusals);
      await options.store.close();
      await options.cluster?.rooms.close();
      await rates.close();
    },
  };
}

/**
 * Games the store has as unfinished and no room has opened again (none was kept: a club without the
 * live-room store, or a game from before it) were cut off by a stopped process: their rooms and clocks
 * are gone, so they are recorded as aborted rather than left open for ever.
 */
async function settleInterruptedGames(context: ClubContext): Promise<void> {
  const held = new Set<string>();
  for (const code of (await context.journal?.rooms.codes()) ?? []) {
    const gameId = (await context.journal?.rooms.load(code))?.state.gameId;
    if (gameId) held.add(gameId);
  }
  for (const game of await context.store.unfinishedGames()) {
    if (held.has(game.id)) continue;
    await context.store.finishGame(game.id, { result: 'aborted', reason: 'aborted', endedAt: context.now() });
    context.log(`game ${game.id} was cut off by a restart: recorded as aborted`);
  }
}
