import { randomInt, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import * as v from 'valibot';
import { err, ok, type Result } from '../core/result';
import {
  checkStart,
  CreateGameRequestSchema,
  GuestRequestSchema,
  SessionRequestSchema,
  type CreateGameResponse,
  type Session,
  type StoredGameView,
} from '../net/http';
import { MAX_BODY_BYTES } from '../net/limits';
import { checkName, nameKey } from '../net/names';
import { GAME_ROOM } from '../net/protocol';
import { refusal, type Refusal } from '../net/refusal';
import type { ClubContext } from './club-context';
import type { ClubPlayer } from './storage/club-store';

/** An answer: a status and a JSON body (a Refusal for 4xx and 5xx). */
export interface Reply {
  readonly status: number;
  readonly body: unknown;
}

const refused = (status: number, why: Refusal): Reply => ({ status, body: why });

/** Invite codes: no 0/o or 1/l/i, so a code read aloud or copied by hand still works. */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 8;

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The club's JSON API (`/api/...`). Each route validates its body with the protocol's schema. */
export class ClubApi {
  constructor(private readonly context: ClubContext) {}

  /** Answers an /api request, or null when no route matches. */
  async answer(method: string, path: string, body: unknown): Promise<Reply | null> {
    if (method === 'POST' && path === '/api/guest') return this.guest(body);
    if (method === 'POST' && path === '/api/session') return this.session(body);
    if (method === 'POST' && path === '/api/games') return this.createGame(body);
    const game = /^\/api\/games\/([\w-]{1,64})$/.exec(path);
    if (method === 'GET' && game) return this.storedGame(game[1]);
    return null;
  }

  private async guest(body: unknown): Promise<Reply> {
    const parsed = v.safeParse(GuestRequestSchema, body);
    if (!parsed.success) return refused(400, refusal('malformed', 'expected { name }'));
    const name = checkName(parsed.output.name);
    if (!name.ok) return refused(400, refusal(name.error));
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

  private async session(body: unknown): Promise<Reply> {
    const parsed = v.safeParse(SessionRequestSchema, body);
    if (!parsed.success) return refused(400, refusal('malformed', 'expected { token }'));
    const player = await this.playerOf(parsed.output.token);
    if (!player.ok) return refused(401, player.error);
    await this.context.store.touchPlayer(player.value.id, this.context.now());
    return { status: 200, body: await this.sessionOf(player.value) };
  }

  private async createGame(body: unknown): Promise<Reply> {
    const parsed = v.safeParse(CreateGameRequestSchema, body);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const field = issue.path?.map((item) => String(item.key)).join('.') ?? '';
      return refused(400, refusal('malformed', `${field}: ${issue.message}`));
    }
    const request = parsed.output;
    const player = await this.playerOf(request.token);
    if (!player.ok) return refused(401, player.error);
    const start = checkStart(request.start, request.rules);
    if (!start.ok) return refused(400, start.error);
    const code = newInviteCode();
    const setupKey = randomUUID();
    this.context.setups.set(setupKey, {
      code,
      start: request.start,
      rules: request.rules,
      timeControl: request.timeControl,
      rated: false,
      creator: { id: player.value.id, name: player.value.name },
      creatorSide: request.colour === 'random' ? (randomInt(2) === 0 ? 'x' : 'o') : request.colour,
    });
    try {
      await matchMaker.createRoom(GAME_ROOM, { setupKey });
    } catch (error) {
      this.context.setups.delete(setupKey);
      this.context.log(`create game: ${error instanceof Error ? error.message : String(error)}`);
      return refused(500, refusal('server-error'));
    }
    const reply: CreateGameResponse = { code };
    return { status: 201, body: reply };
  }

  private async storedGame(id: string): Promise<Reply> {
    const game = await this.context.store.gameById(id);
    if (!game) return refused(404, refusal('not-found'));
    const view: StoredGameView = game;
    return { status: 200, body: view };
  }

  private async playerOf(token: string): Promise<Result<ClubPlayer, Refusal>> {
    const id = await this.context.tokens.playerOf(token);
    const player = id ? await this.context.store.playerById(id) : null;
    return player ? ok(player) : err(refusal('bad-token'));
  }

  private async sessionOf(player: ClubPlayer): Promise<Session> {
    const { token, expiresAt } = await this.context.tokens.issue(player.id);
    return { player: { id: player.id, name: player.name }, token, expiresAt };
  }
}

/** Reads a JSON request body of at most MAX_BODY_BYTES. */
export function readJson(req: IncomingMessage): Promise<Result<unknown, Refusal>> {
  return new Promise((done) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      req.resume();
      done(err(refusal('malformed', `the body is larger than ${MAX_BODY_BYTES} bytes`)));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('error', () => done(err(refusal('malformed', 'the body could not be read'))));
    req.on('end', () => {
      if (size > MAX_BODY_BYTES)
        return done(err(refusal('malformed', `the body is larger than ${MAX_BODY_BYTES} bytes`)));
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
