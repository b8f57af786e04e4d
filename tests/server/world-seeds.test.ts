/**
 * World records that cannot be seed-searched or replayed (issue 48): only a game played with a seed the
 * club issued to its player, used once and within 2 hours, is ranked. Over real HTTP on a test club
 * (memory store, the real engine), and the ticket keeper alone on a clock the test moves.
 */
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Level } from '../../src/core/level';
import type { Session } from '../../src/net';
import { WORLD_PATHS, WORLD_SEED_LIFETIME_MS, type Submission } from '../../src/net/world';
import { worldSeeds } from '../../src/server/world-seeds';
import { guest, startTestClub, type TestClub } from './club-harness';
import {
  arcadeRunWithIssuedSeed,
  issuedSeed,
  levelSubmission,
  playUntil,
  strongPlayer,
  wonWithIssuedSeed,
} from '../support/world-records';

let club: TestClub;
let levels: readonly Level[];

beforeAll(async () => {
  club = await startTestClub();
  levels = club.club.context.levels;
}, 60_000);
afterAll(async () => {
  await club?.club.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are read field by field
type Answer = { status: number; body: any };

async function post(path: string, session: Session | null, body: unknown): Promise<Answer> {
  const response = await fetch(club.url + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const submit = (session: Session, submission: Submission): Promise<Answer> =>
  post(WORLD_PATHS.records, session, submission);

async function levelTableNames(levelId: string): Promise<string[]> {
  const response = await fetch(club.url + WORLD_PATHS.level(levelId));
  const table = (await response.json()) as { entries: { name: string }[] };
  return table.entries.map((entry) => entry.name);
}

describe('POST /api/world/seeds', () => {
  it('issues a signed seed for a level or an arcade run to a signed-in player, 2 hours to use it', async () => {
    const ada = await guest(club.url);
    const level = await post(WORLD_PATHS.seeds, ada, { kind: 'level', levelId: levels[0].id });
    expect(level).toMatchObject({
      status: 201,
      body: { expiresAt: club.clock.time + WORLD_SEED_LIFETIME_MS },
    });
    expect(level.body.seed).toBeGreaterThanOrEqual(0);
    expect(level.body.ticket.split('.')).toHaveLength(3);
    expect((await post(WORLD_PATHS.seeds, ada, { kind: 'arcade' })).status).toBe(201);
    expect(await post(WORLD_PATHS.seeds, null, { kind: 'arcade' })).toMatchObject({
      status: 401,
      body: { code: 'bad-token' },
    });
    expect(await post(WORLD_PATHS.seeds, ada, { kind: 'level' })).toMatchObject({
      status: 400,
      body: { code: 'malformed' },
    });
    expect((await post(WORLD_PATHS.seeds, ada, { kind: 'level', levelId: 'w9-99' })).status).toBe(404);
  });
});

describe('a world record', () => {
  it('searched offline (its seed chosen by the device) is not ranked, with or without a ticket', async () => {
    const bea = await guest(club.url);
    // The best of many seeds the device tried itself: a fine game, but the club never issued its seed.
    const searched = playUntil(levels[0], 1_234, strongPlayer, 'won');
    expect(await submit(bea, levelSubmission(searched))).toMatchObject({
      status: 200,
      body: { verdict: 'refused', reason: 'unranked' },
    });
    // A real ticket does not lend its rank to a game played with another seed.
    const { ticket } = await issuedSeed(club.url, bea.token, { kind: 'level', levelId: levels[0].id });
    const claimed = await submit(bea, { ...levelSubmission(searched), ticket });
    expect(claimed).toMatchObject({ status: 200, body: { verdict: 'refused', reason: 'seed-mismatch' } });
    expect(claimed.body.detail).toContain(`seed ${searched.seed}`);
    expect(await levelTableNames(levels[0].id)).not.toContain(bea.player.name);
  });

  it('is ranked once: the same record again, or resubmitted by another account, is refused', async () => {
    const cy = await guest(club.url);
    const { submission } = await wonWithIssuedSeed(club.url, cy.token, levels[0]);
    expect((await submit(cy, submission)).body).toMatchObject({ verdict: 'accepted', table: 'level' });
    expect((await submit(cy, submission)).body).toMatchObject({ verdict: 'refused', reason: 'seed-used' });
    const di = await guest(club.url);
    const stolen = await submit(di, submission);
    expect(stolen.body).toMatchObject({ verdict: 'refused', reason: 'seed-not-issued' });
    expect(stolen.body.detail).toContain('another player');
    expect(await levelTableNames(levels[0].id)).toEqual([cy.player.name]);
  }, 60_000);

  it('is refused with a seed older than 2 hours, or one a later seed for the level replaced', async () => {
    const ed = await guest(club.url);
    const old = await wonWithIssuedSeed(club.url, ed.token, levels[0]);
    club.clock.advance(WORLD_SEED_LIFETIME_MS + 60_000);
    expect((await submit(ed, old.submission)).body).toMatchObject({
      verdict: 'refused',
      reason: 'seed-expired',
    });
    const replaced = await wonWithIssuedSeed(club.url, ed.token, levels[0]);
    await issuedSeed(club.url, ed.token, { kind: 'level', levelId: levels[0].id });
    expect((await submit(ed, replaced.submission)).body).toMatchObject({
      verdict: 'refused',
      reason: 'seed-used',
    });
    expect(await levelTableNames(levels[0].id)).not.toContain(ed.player.name);
  }, 60_000);

  it('is refused with a ticket the club did not sign, or whose claims were edited', async () => {
    const fay = await guest(club.url);
    const { game, ticket } = await wonWithIssuedSeed(club.url, fay.token, levels[0]);
    const [header, claims, signature] = ticket.split('.');
    const read = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
    const edited = Buffer.from(JSON.stringify({ ...read, issuedAt: club.clock.time + 1 })).toString(
      'base64url',
    );
    const forged = await new SignJWT(read).setProtectedHeader({ alg: 'HS256' }).sign(randomBytes(32));
    for (const bad of [`${header}.${edited}.${signature}`, forged]) {
      const reply = await submit(fay, { ...levelSubmission(game), ticket: bad });
      expect(reply.body).toMatchObject({ verdict: 'refused', reason: 'seed-not-issued' });
    }
    // The genuine ticket was not used up by them.
    expect((await submit(fay, { ...levelSubmission(game), ticket })).body.verdict).toBe('accepted');
  }, 60_000);

  it('of an arcade run is ranked with the run’s seed, each game’s seed drawn from it', async () => {
    const gus = await guest(club.url);
    const run = await arcadeRunWithIssuedSeed(club.url, gus.token, levels);
    const shifted = {
      ...run,
      games: run.games.map((game, n) => (n === 2 ? { ...game, seed: (game.seed ^ 1) >>> 0 } : game)),
    };
    expect((await submit(gus, shifted)).body).toMatchObject({
      verdict: 'refused',
      reason: 'seed-mismatch',
      game: 2,
    });
    expect((await submit(gus, run)).body).toMatchObject({ verdict: 'accepted', table: 'arcade' });
  }, 60_000);
});

describe('the seed tickets alone', () => {
  it('name their player and board, and expire 2 hours after they were issued', async () => {
    let now = 1_800_000_000_000;
    const seeds = worldSeeds(randomBytes(32), () => now);
    const issued = await seeds.issue('p-ada', 'level:w1-01');
    expect(await seeds.read(issued.ticket, 'p-ada')).toEqual({
      ok: true,
      value: { id: issued.id, playerId: 'p-ada', board: 'level:w1-01', seed: issued.seed, issuedAt: now },
    });
    expect(await seeds.read(issued.ticket, 'p-bea')).toMatchObject({
      ok: false,
      error: { reason: 'seed-not-issued' },
    });
    now += WORLD_SEED_LIFETIME_MS;
    expect((await seeds.read(issued.ticket, 'p-ada')).ok).toBe(true);
    now += 1;
    expect(await seeds.read(issued.ticket, 'p-ada')).toMatchObject({
      ok: false,
      error: { reason: 'seed-expired' },
    });
    // Another club's key (or a player token's) does not read it.
    const other = worldSeeds(randomBytes(32), () => now);
    expect(await other.read(issued.ticket, 'p-ada')).toMatchObject({
      ok: false,
      error: { reason: 'seed-not-issued' },
    });
  });
});
