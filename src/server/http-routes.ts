import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { FIRST_GAME } from '../core/games';
import { err, ok, type Result } from '../core/result';
import {
  CreateGameRequestSchema,
  GuestRequestSchema,
  SessionRequestSchema,
  type CreateGameResponse,
  type InviteCheck,
  type NameCheck,
  type Session,
  type StoredGameView,
} from '../net/http';
import { MAX_BODY_BYTES } from '../net/limits';
import { checkName, nameKey } from '../net/names';
import { refusal, type Refusal } from '../net/refusal';
import { issueText } from '../net/issue-text';
import { AccountRoutes } from './account-routes';
import type { Holding } from './address-holdings';
import type { ClubContext } from './club-context';
import { createComputerGame } from './computer-games';
import { isReservedName } from './computer-players';
import { openGame } from './open-game';
import { profileName, profileReply } from './profile-routes';
import type { ClubPlayer } from './storage/club-store';
import { WorldRoutes, type WorldRequest } from './world-routes';

/** Why a room was not opened: the address holds its cap of them already. */
const HOLDING_TEXT: Record<Holding, (context: ClubContext) => string> = {
  'unjoined-room': ({ limits }) =>
    `You have ${limits.unjoinedRoomsPerAddress} games nobody has joined yet; join one or let it close first.`,
  'computer-game': ({ limits }) =>
    `You have ${limits.computerGamesPerAddress} games against the computer going; finish one first.`,
};

/** An answer: a status and a JSON body (a Refusal for 4xx and 5xx). */
export interface Reply {
  readonly status: number;
  readonly body: unknown;
}

const refused = (status: number, why: Refusal): Reply => ({ status, body: why });

export { newInviteCode } from './open-game';

/** The club's JSON API (`/api/...`). Each route validates its body with the protocol's schema. */
export class ClubApi {
  private readonly accounts: AccountRoutes;
  private readonly world: WorldRoutes;

  constructor(private readonly context: ClubContext) {
    this.world = new WorldRoutes(context, async (token) => {
      const player = await this.playerOf(token);
      return player.ok ? player.value : null;
    });
    this.accounts = new AccountRoutes(
      context,
      {
        signedIn: async (token) => {
          const signedIn = await this.signedIn(token);
          return signedIn.ok ? signedIn.value : null;
        },
        sessionOf: (player, origin) => this.sessionOf(player, origin),
      },
      context.passwordCost,
    );
  }

  /**
   * Answers an /api request (from `address`, for the sign-in limits and the caps on what one address
   * holds; `request` carries the world routes' Authorization header and query), or null when no route
   * matches.
   */
  async answer(
    method: string,
    path: string,
    body: unknown,
    address = '',
    request: WorldRequest = { query: new URLSearchParams() },
  ): Promise<Reply | null> {
    const world = this.world.answer(method, path, body, request);
    if (world) return world;
    if (method === 'POST' && path === '/api/guest') return this.guest(body);
    if (method === 'POST' && path === '/api/sign-out-everywhere')
      return this.accounts.signOutEverywhere(body);
    const asked = method === 'GET' ? /^\/api\/names\/([^/]{1,120})$/.exec(path) : null;
    if (asked) return this.nameCheck(asked[1]);
    if (method === 'POST' && path === '/api/session') return this.session(body);
    if (method === 'POST' && path === '/api/password') return this.accounts.password(body, address);
    if (method === 'POST' && path === '/api/sign-in') return this.accounts.signIn(body, address);
    if (method === 'POST' && path === '/api/games')
      return this.holding(address, ['unjoined-room'], () => this.createGame(body));
    if (method === 'POST' && path === '/api/computer-games') {
      const holdings = ['unjoined-room', 'computer-game'] as const;
      return this.holding(address, holdings, () => createComputerGame(this.context, body));
    }
    const invite = method === 'GET' ? /^\/api\/invites\/([\w-]{1,32})$/.exec(path) : null;
    if (invite) return this.inviteCheck(invite[1]);
    const game = /^\/api\/games\/([\w-]{1,64})$/.exec(path);
    if (method === 'GET' && game) return this.storedGame(game[1]);
    const player = method === 'GET' ? profileName(path) : null;
    if (player !== null) return profileReply(this.context, player);
    return null;
  }

  private async guest(body: unknown): Promise<Reply> {
    const parsed = v.safeParse(GuestRequestSchema, body);
    if (!parsed.success) return refused(400, refusal('malformed', 'expected { name }'));
    const name = checkName(parsed.output.name);
    if (!name.ok) return refused(400, refusal(name.error));
    // The computer's players are called "Computer …": nobody else may seem to be one.
    if (isReservedName(name.value)) return refused(409, refusal('name-taken'));
    const now = this.context.now();
    const player: ClubPlayer = {
      id: randomUUID(),
      name: name.value,
      nameKey: nameKey(name.value),
      createdAt: now,
      lastSeenAt: now,
    };
    const created = await this.context.store.createPlayer(player);
    if (!created.ok) return refused(409, refusal('name-taken'));
    return { status: 201, body: await this.sessionOf(created.value) };
  }

  /** Whether a guest may take this name now: free unless a player has it (folded) or it is the computer's. */
  private async nameCheck(encoded: string): Promise<Reply> {
    let typed: string;
    try {
      typed = decodeURIComponent(encoded);
    } catch {
      return refused(400, refusal('malformed', 'expected /api/names/<name>'));
    }
    const name = checkName(typed);
    if (!name.ok) return refused(400, refusal(name.error));
    const taken =
      isReservedName(name.value) || (await this.context.store.playerByNameKey(nameKey(name.value))) !== null;
    const reply: NameCheck = { free: !taken };
    return { status: 200, body: reply };
  }

  /** Renews a token: the new one descends from the same sign-in, so it ends when that line does. */
  private async session(body: unknown): Promise<Reply> {
    const parsed = v.safeParse(SessionRequestSchema, body);
    if (!parsed.success) return refused(400, refusal('malformed', 'expected { token }'));
    const signedIn = await this.signedIn(parsed.output.token);
    if (!signedIn.ok) return refused(401, signedIn.error);
    const { player, origin } = signedIn.value;
    await this.context.store.touchPlayer(player.id, this.context.now());
    return { status: 200, body: await this.sessionOf(player, origin) };
  }

  /**
   * Opens a room only while the address holds fewer than its caps of rooms nobody has joined and of
   * computer games going (address-holdings.ts); the room then counts until someone joins it, or its
   * game ends.
   */
  private async holding(
    address: string,
    holdings: readonly Holding[],
    open: () => Promise<Reply>,
  ): Promise<Reply> {
    const reserved = this.context.holdings.reserve(address, holdings);
    if (!reserved.ok)
      return refused(429, refusal('rate-limited', HOLDING_TEXT[reserved.error](this.context)));
    const reply = await open().catch((error: unknown) => {
      reserved.value.cancel();
      throw error;
    });
    const { code } = reply.body as Partial<CreateGameResponse>;
    if (reply.status === 201 && typeof code === 'string') reserved.value.settle(code);
    else reserved.value.cancel();
    return reply;
  }

  private async createGame(body: unknown): Promise<Reply> {
    const parsed = v.safeParse(CreateGameRequestSchema, body);
    if (!parsed.success) {
      return refused(400, refusal('malformed', issueText(parsed.issues)));
    }
    const request = parsed.output;
    const player = await this.playerOf(request.token);
    if (!player.ok) return refused(401, player.error);
    const { game = FIRST_GAME, start, rules, timeControl, colour } = request;
    const opened = await openGame(this.context, {
      game,
      start,
      rules,
      timeControl,
      colour,
      creator: { id: player.value.id, name: player.value.name },
    });
    if (!opened.ok) return refused(opened.error.code === 'server-error' ? 500 : 400, opened.error);
    const reply: CreateGameResponse = { code: opened.value };
    return { status: 201, body: reply };
  }

  private async storedGame(id: string): Promise<Reply> {
    const game = await this.context.store.gameById(id);
    if (!game) return refused(404, refusal('not-found'));
    // The code would let a replay's viewer into the room of a rematch still going: not theirs to have.
    const { code: _code, ...view } = game satisfies StoredGameView;
    return { status: 200, body: view };
  }

  /** What a `?join=` link leads to: an open room wins; else the last game kept under the code. */
  private async inviteCheck(code: string): Promise<Reply> {
    const room = this.context.liveGames.get(code);
    let answer: InviteCheck;
    if (room && room.phase !== 'over') answer = { state: 'live' };
    else {
      const gameId = room?.gameId ?? (await this.context.store.lastGameOfCode(code));
      answer = gameId ? { state: 'finished', gameId } : { state: 'unknown' };
    }
    return { status: 200, body: answer };
  }

  private async playerOf(token: string): Promise<Result<ClubPlayer, Refusal>> {
    const signedIn = await this.signedIn(token);
    return signedIn.ok ? ok(signedIn.value.player) : signedIn;
  }

  /** The token's player and when its line of tokens began (a revoked or too old token: `bad-token`). */
  private async signedIn(token: string): Promise<Result<{ player: ClubPlayer; origin: number }, Refusal>> {
    const claims = await this.context.tokens.read(token);
    const player = claims ? await this.context.store.playerById(claims.playerId) : null;
    return claims && player ? ok({ player, origin: claims.origin }) : err(refusal('bad-token'));
  }

  /** A session with a fresh token, descending from `origin` (a new sign-in when absent). */
  private async sessionOf(player: ClubPlayer, origin?: number): Promise<Session> {
    const { token, expiresAt } = await this.context.tokens.issue(player.id, origin);
    const hasPassword = (await this.context.store.passwordOf(player.id)) !== null;
    return { player: { id: player.id, name: player.name }, token, expiresAt, hasPassword };
  }
}

/** Reads a JSON request body of at most `limit` bytes (MAX_BODY_BYTES unless a route allows more). */
export function readJson(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Result<unknown, Refusal>> {
  return new Promise((done) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      req.resume();
      done(err(refusal('malformed', `the body is larger than ${limit} bytes`)));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      // Answer at once rather than read an endless body to its end.
      req.removeAllListeners('data').removeAllListeners('end').pause();
      done(err(refusal('malformed', `the body is larger than ${limit} bytes`)));
    });
    req.on('error', () => done(err(refusal('malformed', 'the body could not be read'))));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text === '') return done(ok(undefined));
      try {
        done(ok(JSON.parse(text) as unknown));
      } catch {
        done(err(refusal('malformed', 'the body is not JSON')));
      }
    });
  });
}

export function sendJson(res: ServerResponse, reply: Reply): void {
  const text = JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}
