/**
 * # Seeds the club issues for world records
 *
 * The engine reads no clock, so a game's computer moves follow from its seed alone: a seed the device
 * chose could be searched offline until one gave a winning line. A record goes on a world table only
 * when its seed came from here: a signed ticket (JWT, HS256, under a key derived from the club's token
 * secret, so it can never pass for a player token nor a token for it) naming the player, the board (a
 * level, or the arcade run) and the seed, valid for WORLD_SEED_LIFETIME_MS. That the ticket is used
 * once, and that only the player's latest ticket for a board counts, is the store's part (`world_seeds`).
 */
import { hkdfSync, randomInt, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { err, ok, type Result } from '../core/result';
import {
  arcadeGameSeed,
  WORLD_SEED_LIFETIME_MS,
  type SeedRefusal,
  type SeedRequest,
  type SeedTicket,
  type Submission,
} from '../net/world';

const ISSUER = 'infection-club:world-seed';

/** A ticket as it was issued, read back from its signed claims. */
export interface IssuedSeed {
  readonly id: string;
  readonly playerId: string;
  /** `level:<id>` or `arcade`. */
  readonly board: string;
  readonly seed: number;
  readonly issuedAt: number;
}

/** Why a ticket does not make its record ranked. */
export interface SeedFault {
  readonly reason: Exclude<SeedRefusal, 'unranked'>;
  readonly detail: string;
  readonly game?: number;
}

export interface WorldSeeds {
  /** A new ticket for the player on the board (the store must then be told its id). */
  issue(playerId: string, board: string): Promise<SeedTicket & { readonly id: string }>;
  /** The ticket's claims when the club signed it for `playerId` and it is not too old. */
  read(ticket: string, playerId: string): Promise<Result<IssuedSeed, SeedFault>>;
}

/** The board a seed is asked for. */
export const boardOfRequest = (request: SeedRequest): string =>
  request.kind === 'level' ? `level:${request.levelId}` : 'arcade';

/** The board a record is of. */
export const boardOfRecord = (submission: Submission): string =>
  submission.kind === 'level' ? `level:${submission.game.levelId}` : 'arcade';

/** The key tickets are signed with: the token secret's, through HKDF, so the two never sign each other's. */
function ticketKey(secret: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, ISSUER, 'world seed tickets', 32));
}

export function worldSeeds(secret: Uint8Array, now: () => number): WorldSeeds {
  const key = ticketKey(secret);
  const notIssued = (detail: string): Result<IssuedSeed, SeedFault> =>
    err({ reason: 'seed-not-issued', detail });
  return {
    async issue(playerId, board) {
      const id = randomUUID();
      const seed = randomInt(0x1_0000_0000);
      const issuedAt = now();
      const ticket = await new SignJWT({ board, seed, issuedAt })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setSubject(playerId)
        .setJti(id)
        .sign(key);
      return { id, seed, ticket, expiresAt: issuedAt + WORLD_SEED_LIFETIME_MS };
    },
    async read(ticket, playerId) {
      let claims: Record<string, unknown>;
      try {
        claims = (await jwtVerify(ticket, key, { algorithms: ['HS256'], issuer: ISSUER })).payload;
      } catch {
        return notIssued('the seed ticket is not one the club signed');
      }
      const { sub, jti, board, seed, issuedAt } = claims;
      if (
        typeof sub !== 'string' ||
        typeof jti !== 'string' ||
        typeof board !== 'string' ||
        typeof seed !== 'number' ||
        typeof issuedAt !== 'number'
      ) {
        return notIssued('the seed ticket lacks its claims');
      }
      if (sub !== playerId) return notIssued('the seed was issued to another player');
      const age = now() - issuedAt;
      if (age > WORLD_SEED_LIFETIME_MS) {
        const minutes = Math.floor(age / 60_000);
        const limit = WORLD_SEED_LIFETIME_MS / 60_000;
        return err({
          reason: 'seed-expired',
          detail: `the seed was issued ${minutes} minutes ago; a record must come within ${limit}`,
        });
      }
      return ok({ id: jti, playerId: sub, board, seed, issuedAt });
    },
  };
}

/**
 * Whether the record was played with the ticket's seed: the same board, a level's game with the seed
 * itself, an arcade run's game n with `arcadeGameSeed(seed, n)`. Null when it was; else why not.
 */
export function seedMismatch(submission: Submission, issued: IssuedSeed): SeedFault | null {
  const board = boardOfRecord(submission);
  if (board !== issued.board) {
    return { reason: 'seed-mismatch', detail: `the ticket is for ${issued.board}, the record of ${board}` };
  }
  const games = submission.kind === 'level' ? [submission.game] : submission.games;
  for (let index = 0; index < games.length; index++) {
    const wanted = submission.kind === 'level' ? issued.seed : arcadeGameSeed(issued.seed, index);
    if (games[index].seed !== wanted) {
      return {
        reason: 'seed-mismatch',
        detail: `game ${index} (${games[index].levelId}) was played with seed ${games[index].seed}, the ticket gives ${wanted}`,
        game: index,
      };
    }
  }
  return null;
}
