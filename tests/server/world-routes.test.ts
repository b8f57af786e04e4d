/**
 * The world leaderboards over real HTTP (a test club, the memory store, the real engine in the pool):
 * a record played in Node with a seed the club issued accepted and on the tables and the profile, a
 * forged one refused and nothing kept, one check at a time per player, the day's limit (which a
 * malformed record does not use up), the body limit of that route, and `you`. The seeds' own rules:
 * world-seeds.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Level } from '../../src/core/level';
import type { Session } from '../../src/net';
import {
  MAX_SUBMISSION_BYTES,
  WORLD_PATHS,
  WORLD_SUBMISSIONS_PER_DAY,
  type PlayedGame,
} from '../../src/net/world';
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
/** A level won with a seed the device chose: the shape of every record, but never ranked. */
let won: PlayedGame;

beforeAll(async () => {
  club = await startTestClub();
  levels = club.club.context.levels;
  won = playUntil(levels[0], 11, strongPlayer, 'won');
}, 60_000);
afterAll(async () => {
  await club?.club.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are read field by field
type Answer = { status: number; body: any };

async function submit(session: Session | null, body: unknown): Promise<Answer> {
  const response = await fetch(club.url + WORLD_PATHS.records, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function read(path: string, session: Session | null = null): Promise<Answer> {
  const response = await fetch(club.url + path, {
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
  });
  return { status: response.status, body: await response.json() };
}

describe('POST /api/world/records', () => {
  it('checks one record per player at a time: a second one meanwhile is refused as busy', async () => {
    const ada = await guest(club.url);
    const run = await arcadeRunWithIssuedSeed(club.url, ada.token, levels);
    const level = await wonWithIssuedSeed(club.url, ada.token, levels[0]);
    const first = submit(ada, run);
    const engines = club.club.context.computer.engines;
    await vi.waitFor(() => expect(engines.stats().running + engines.stats().queued).toBeGreaterThan(0), {
      timeout: 20_000,
      interval: 5,
    });
    const second = await submit(ada, level.submission);
    expect(second).toMatchObject({ status: 429, body: { verdict: 'refused', reason: 'busy' } });
    expect(await first).toMatchObject({
      status: 200,
      body: {
        verdict: 'accepted',
        table: 'arcade',
        levelId: null,
        score: run.score,
      },
    });
    // Refused as busy, the level's record was not counted nor its seed used: it is accepted now.
    expect((await submit(ada, level.submission)).body).toMatchObject({ verdict: 'accepted', table: 'level' });
  }, 60_000);

  it('accepts a level won, puts it on the level table and the profile, and says the place', async () => {
    // Level 2: its table has only this player (the busy test above ranked ada on level 1).
    const bea = await guest(club.url);
    const best = await wonWithIssuedSeed(club.url, bea.token, levels[1]);
    // Larger than the club's usual 4 KB body limit: this route reads up to MAX_SUBMISSION_BYTES.
    const padded = { ...best.submission, note: 'x'.repeat(8_000) };
    const reply = await submit(bea, padded);
    expect(reply).toEqual({
      status: 200,
      body: {
        verdict: 'accepted',
        table: 'level',
        levelId: levels[1].id,
        score: best.game.points,
        place: 1,
        improved: true,
      },
    });
    // A second win, with a new seed: on the table only if it beats the first.
    const next = await wonWithIssuedSeed(club.url, bea.token, levels[1]);
    const again = await submit(bea, next.submission);
    const improved = next.game.points > best.game.points;
    expect(again.body).toMatchObject({ verdict: 'accepted', place: 1, improved });
    const points = Math.max(best.game.points, next.game.points);

    const table = await read(`${WORLD_PATHS.level(levels[1].id)}?page=0`, bea);
    expect(table.status).toBe(200);
    expect(table.body).toMatchObject({ page: 0, total: 1, you: { place: 1, name: bea.player.name } });
    expect(table.body.entries).toEqual([
      { place: 1, name: bea.player.name, value: points, at: club.clock.time },
    ]);
    const profile = await read(`/api/players/${encodeURIComponent(bea.player.name)}`);
    expect(profile.body.levelBests).toEqual([{ levelId: levels[1].id, points, at: club.clock.time }]);
    expect(profile.body.arcadeRuns).toEqual([]);
  }, 60_000);

  it('refuses a forged record with its reason and keeps nothing of it', async () => {
    const cy = await guest(club.url);
    // The seed the club issued, the moves of another game: its score is the first thing found wrong.
    const { seed, ticket } = await issuedSeed(club.url, cy.token, { kind: 'level', levelId: levels[0].id });
    const forged = await submit(cy, {
      ...levelSubmission({ ...won, seed, points: won.points + 50 }),
      ticket,
    });
    expect(forged).toMatchObject({ status: 200, body: { verdict: 'refused', reason: 'score-mismatch' } });
    expect(forged.body.detail).toContain(`${won.points}`);
    const table = await read(WORLD_PATHS.level(levels[0].id), cy);
    expect(table.body.you).toBeNull();
    expect(table.body.entries.map((entry: { name: string }) => entry.name)).not.toContain(cy.player.name);
  });

  it('refuses a record without a good token, and bodies that are not a submission or too large', async () => {
    expect(await submit(null, levelSubmission(won))).toMatchObject({
      status: 401,
      body: { verdict: 'refused', reason: 'bad-token' },
    });
    const di = await guest(club.url);
    expect(await submit(di, { kind: 'level' })).toMatchObject({ status: 400, body: { reason: 'malformed' } });
    expect(await submit(di, '{"kind":')).toMatchObject({ status: 400, body: { reason: 'malformed' } });
    const huge = await submit(di, { ...levelSubmission(won), note: 'x'.repeat(MAX_SUBMISSION_BYTES) });
    expect(huge).toMatchObject({ status: 413, body: { verdict: 'refused', reason: 'malformed' } });
  });

  it('counts every replayed submission against the day’s limit (UTC), and the next day starts again', async () => {
    const ed = await guest(club.url);
    club.clock.time = Math.ceil(club.clock.time / 86_400_000) * 86_400_000 + 1_000;
    // Records that cannot be read cost none of the day's submissions (they once used them all up).
    for (let i = 0; i < WORLD_SUBMISSIONS_PER_DAY + 5; i++) {
      const malformed = await submit(
        ed,
        i % 2 === 0 ? { kind: 'nothing' } : { ...levelSubmission(won), ticket: 7 },
      );
      expect(malformed).toMatchObject({ status: 400, body: { reason: 'malformed' } });
    }
    // Each of these is replayed (and refused for its score), so each counts.
    const level = { kind: 'level', levelId: levels[0].id } as const;
    const edited = async () => {
      const { seed, ticket } = await issuedSeed(club.url, ed.token, level);
      return { ...levelSubmission({ ...won, seed, points: won.points + 1 }), ticket };
    };
    for (let i = 0; i < WORLD_SUBMISSIONS_PER_DAY; i++) {
      expect((await submit(ed, await edited())).body.reason).toBe('score-mismatch');
    }
    expect(await submit(ed, await edited())).toMatchObject({ status: 429, body: { reason: 'daily-limit' } });
    club.clock.advance(86_400_000);
    const today = await wonWithIssuedSeed(club.url, ed.token, levels[0]);
    expect(await submit(ed, today.submission)).toMatchObject({
      status: 200,
      body: { verdict: 'accepted' },
    });
  }, 60_000);
});

describe('GET the world tables', () => {
  it('lists arcade runs with initials and the caller’s own row, and refuses a bad page or pool', async () => {
    const arcade = await read(`${WORLD_PATHS.arcade}?page=0`);
    expect(arcade.status).toBe(200);
    expect(arcade.body.entries[0]).toMatchObject({ place: 1, initials: 'ADA' });
    expect(arcade.body.you).toBeNull();
    expect((await read(`${WORLD_PATHS.arcade}?page=-1`)).status).toBe(400);
    expect((await read(`${WORLD_PATHS.players}?pool=chess-blitz`)).status).toBe(400);
    // A pool's name before pools named their game (migration 7 renamed the stored ones).
    expect((await read(`${WORLD_PATHS.players}?pool=arcade-blitz`)).status).toBe(400);
    const players = await read(`${WORLD_PATHS.players}?pool=ataxx-arcade-blitz`);
    expect(players.body).toEqual({ entries: [], page: 0, total: 0, you: null });
    expect((await read(WORLD_PATHS.level('w9-99'))).status).toBe(404);
  });
});
