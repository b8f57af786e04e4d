/**
 * `npm run bench:world [-- --entries 100000 --runs 7]`: how fast the world tables' pages load with many
 * entries. Fills a fresh PGlite (and, when TEST_DATABASE_URL names a PostgreSQL server, as
 * `bash scripts/with-postgres.sh npm run bench:world` provides, a fresh database there too) with
 * generated players, level bests, arcade runs and ratings with their rated games, then times each
 * table's first page, its last page, and a page asked by a player near the bottom (`you`), through the
 * store's own methods. Prints the median milliseconds of each; the target is under 50 ms a page.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { chooseMove } from '../src/ai';
import { wrongComputerMove } from '../src/ai/record-check';
import { applyMove, outcome, type Move } from '../src/core';
import { WORLD_PAGE_SIZE } from '../src/net/world';
import { loadCampaignLevels } from '../src/server/campaign-levels';
import type { ClubStore } from '../src/server/storage/club-store';
import { migrate } from '../src/server/storage/migrations';
import { SqlClubStore } from '../src/server/storage/sql-club-store';
import type { SqlDatabase } from '../src/server/storage/sql-database';
import { openSqlDatabase, type ClubStoreOptions } from '../src/server/storage/store';
import type { PageQuery, WorldPageRows } from '../src/server/storage/world-store';
import { numberArg, readArgs } from './script-args';

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
const { values: args } = isMain
  ? readArgs('bench:world', {
      entries: { type: 'string' },
      runs: { type: 'string' },
      'replay-step': { type: 'string' },
      'no-replay': { type: 'boolean' },
    })
  : { values: {} as Record<string, undefined> };
const ENTRIES = numberArg('bench:world', 'entries', args.entries, 100_000, { min: 1, whole: true });
const RUNS = numberArg('bench:world', 'runs', args.runs, 7, { min: 1, whole: true });
const REPLAY_STEP = numberArg('bench:world', 'replay-step', args['replay-step'], 4, { min: 1, whole: true });
const NOW = 1_796_000_000_000;
const DAY = 86_400_000;
const HASH = 'bench000000000';

/**
 * Generated rows, made by the database itself (generate_series). Scores are as varied as real ones can
 * be: 0–86 on level w1-01 (36 squares and the 50-point bonus), 0–4,999 for an arcade run's total.
 */
export async function fill(db: SqlDatabase, n: number): Promise<void> {
  const steps: [string, string][] = [
    [
      'players',
      `INSERT INTO players (id, name, name_key, created_at, last_seen_at)
       SELECT 'p' || i, 'player' || i, 'player' || i, ${NOW}, ${NOW} FROM generate_series(1, ${n}) i`,
    ],
    [
      'level records',
      `INSERT INTO world_records (player_id, kind, level_id, level_hash, engine_version, points, cleared, record, at)
       SELECT 'p' || i, 'level', 'w1-01', '${HASH}', 'bench', (i::bigint * 7919) % 87, 1, '{"kind":"level"}', ${NOW} - i
       FROM generate_series(1, ${n}) i`,
    ],
    [
      'level bests',
      `INSERT INTO world_level_bests (level_id, level_hash, player_id, points, at, record_id)
       SELECT level_id, level_hash, player_id, points, at, id FROM world_records WHERE kind = 'level'`,
    ],
    [
      'arcade records',
      `INSERT INTO world_records (player_id, kind, engine_version, points, cleared, initials, record, at)
       SELECT 'p' || i, 'arcade', 'bench', (i::bigint * 104729) % 5000, i % 40, 'ABC', '{"kind":"arcade"}', ${NOW} - i
       FROM generate_series(1, ${n}) i`,
    ],
    [
      'arcade bests',
      `INSERT INTO world_arcade_bests (player_id, points, initials, cleared, at, record_id)
       SELECT player_id, points, initials, cleared, at, id FROM world_records WHERE kind = 'arcade'`,
    ],
    [
      'score histograms',
      `INSERT INTO world_points (board, points, players)
       SELECT 'level:' || level_id || ':' || level_hash, points, count(*) FROM world_level_bests
       GROUP BY level_id, level_hash, points
       UNION ALL SELECT 'arcade', points, count(*) FROM world_arcade_bests GROUP BY points`,
    ],
    [
      'rated games',
      // Ten rated games a player in the pool (five as x against the next player), days apart.
      `INSERT INTO games (id, x_player_id, x_name, o_player_id, o_name, start_fen, rules, initial_ms,
         increment_ms, rated, started_at, result, reason, ended_at)
       SELECT 'g' || i || '-' || k, 'p' || i, 'player' || i, 'p' || (i % ${n} + 1), 'player' || (i % ${n} + 1),
         'x5o/7/7/7/7/7/o5x x 0 1', 'arcade', 180000, 2000, true, ${NOW} - k * ${DAY}::bigint, 'x', 'resign', ${NOW} - k * ${DAY}::bigint
       FROM generate_series(1, ${n}) i, generate_series(1, 5) k`,
    ],
    [
      'rating changes',
      `INSERT INTO rating_changes (game_id, player_id, pool, score, rating_before, deviation_before,
         rating_after, deviation_after, volatility_after, at)
       SELECT id, p, 'arcade-blitz', s, 1500, 80, 1500, 80, 0.06, started_at
       FROM games, LATERAL (VALUES (x_player_id, 1), (o_player_id, 0)) side(p, s)`,
    ],
    [
      'ratings',
      // Players further down the list played longer ago: about a quarter fall out of the 30 days.
      `INSERT INTO ratings (player_id, pool, rating, deviation, volatility, games, wins, draws, losses,
         updated_at, tenth_last_game_at)
       SELECT 'p' || i, 'arcade-blitz', 1000 + ((i::bigint * 7919) % 100000) / 100.0, 80, 0.06, 10, 5, 0, 5, ${NOW},
         ${NOW} - (CASE WHEN i % 4 = 0 THEN 40 ELSE 10 END) * ${DAY}::bigint
       FROM generate_series(1, ${n}) i`,
    ],
    [
      'rating histogram',
      `INSERT INTO world_rating_counts (pool, bucket, day, players)
       SELECT pool, floor(rating)::integer / 10, (tenth_last_game_at / ${DAY})::integer, count(*)
       FROM ratings WHERE tenth_last_game_at IS NOT NULL GROUP BY 1, 2, 3`,
    ],
  ];
  for (const [what, sql] of steps) {
    const started = performance.now();
    await db.query(sql);
    console.log(`  filled ${what} in ${Math.round(performance.now() - started)} ms`);
  }
  // As autovacuum would in a running club: statistics, and the visibility map for index-only scans.
  await db.exec('VACUUM ANALYZE');
}

/** Median wall-clock ms and median CPU ms of this process (all of PGlite's work; the client's only with pg). */
async function median(run: () => Promise<unknown>): Promise<{ ms: number; cpuMs: number }> {
  await run(); // warm the plan and the cache
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const used = process.cpuUsage();
    await run();
    const spent = process.cpuUsage(used);
    times.push(performance.now() - started);
    cpu.push((spent.user + spent.system) / 1000);
  }
  const middle = (values: number[]): number => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { ms: middle(times), cpuMs: middle(cpu) };
}

const shown = (time: { ms: number; cpuMs: number }): string =>
  `${time.ms.toFixed(1)} (CPU ${time.cpuMs.toFixed(1)})`;

async function lowRanked(page: (query: PageQuery) => Promise<WorldPageRows>, total: number): Promise<string> {
  const last = await page({ offset: total - 1, limit: 1, playerId: null });
  const name = last.entries[0]?.name;
  if (!name) throw new Error('the table is empty');
  return `p${name.slice('player'.length)}`;
}

async function timeTables(label: string, store: ClubStore): Promise<void> {
  const since = (Math.floor(NOW / DAY) - 30) * DAY;
  const tables: [string, (query: PageQuery) => Promise<WorldPageRows>][] = [
    ['level w1-01', (query) => store.world.levelTable('w1-01', HASH, query)],
    ['arcade', (query) => store.world.arcadeTable(query)],
    ['players arcade-blitz', (query) => store.world.playersTable('arcade-blitz', since, query)],
  ];
  console.log(
    `${label}: median of ${RUNS} runs, ms per page (${WORLD_PAGE_SIZE} rows, total and you included)`,
  );
  for (const [name, page] of tables) {
    const { total } = await page({ offset: 0, limit: 1, playerId: null });
    const deep = Math.max(0, total - WORLD_PAGE_SIZE);
    const low = await lowRanked(page, total);
    const first = await median(() => page({ offset: 0, limit: WORLD_PAGE_SIZE, playerId: null }));
    const last = await median(() => page({ offset: deep, limit: WORLD_PAGE_SIZE, playerId: null }));
    const you = await median(() => page({ offset: 0, limit: WORLD_PAGE_SIZE, playerId: low }));
    const mine = await page({ offset: 0, limit: 1, playerId: low });
    console.log(
      `  ${name.padEnd(22)} ${String(total).padStart(7)} rows · first page ${shown(first)} · ` +
        `last page ${shown(last)} · first page + you (place ${mine.you?.place}) ${shown(you)}`,
    );
  }
}

async function bench(label: string, options: ClubStoreOptions): Promise<void> {
  const db = await openSqlDatabase(options);
  try {
    await migrate(db);
    const started = performance.now();
    await fill(db, ENTRIES);
    console.log(`${label}: ${ENTRIES} entries a table in ${Math.round(performance.now() - started)} ms`);
    await timeTables(label, new SqlClubStore(db));
  } finally {
    await db.close();
  }
}

/**
 * The replay check's cost: a game on every `step`-th campaign level (the player the engine at strength 4,
 * the computer the level's opponent with the game's seeds), then its engine pass timed in CPU time.
 */
async function timeReplays(step: number): Promise<void> {
  const levels = await loadCampaignLevels();
  console.log(`replay check: one game on every ${step}th campaign level, CPU time of the engine pass`);
  let cpuMs = 0;
  let games = 0;
  let moves = 0;
  for (let i = 0; i < levels.length; i += step) {
    const level = levels[i];
    const seed = 1000 + i;
    let position = level.start;
    const played: Move[] = [];
    while (!outcome(position, level.rules)) {
      const ply = played.length;
      const strength = position.turn === 'x' ? 4 : level.opponent.strength;
      const move = chooseMove({
        position,
        rules: level.rules,
        strength,
        seed: (seed + ply * 7919) >>> 0,
      }).move;
      played.push(move);
      position = applyMove(position, move).position;
    }
    const check = {
      start: level.start,
      rules: level.rules,
      strength: level.opponent.strength,
      seed,
      moves: played,
    };
    const before = process.cpuUsage();
    const wrong = wrongComputerMove(check);
    const used = process.cpuUsage(before);
    const ms = (used.user + used.system) / 1000;
    if (wrong) throw new Error(`${level.id}: an honest game failed its check at ply ${wrong.ply}`);
    const computer = Math.floor(played.length / 2);
    console.log(
      `  ${level.id} strength ${String(level.opponent.strength).padStart(2)}: ${played.length} plies, ` +
        `${computer} computer moves, ${ms.toFixed(0)} ms CPU`,
    );
    cpuMs += ms;
    games++;
    moves += computer;
  }
  console.log(
    `  ${games} games, ${moves} computer moves in ${(cpuMs / 1000).toFixed(2)} CPU-s: ` +
      `${((games * 1000) / cpuMs).toFixed(2)} games/s, ${((moves * 1000) / cpuMs).toFixed(0)} computer moves/s per core`,
  );
}

async function main(): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'infection-bench-world-'));
  try {
    await bench('PGlite', { dataDir: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const server = process.env.TEST_DATABASE_URL;
  if (server) await benchPostgres(server);
  else
    console.log(
      'PostgreSQL: skipped (run `bash scripts/with-postgres.sh npm run bench:world` to include it)',
    );
  if (!args['no-replay']) await timeReplays(REPLAY_STEP);
}

/** The same tables in a fresh database on the PostgreSQL server `server` names. */
async function benchPostgres(server: string): Promise<void> {
  const name = `infection_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    await bench('PostgreSQL', { databaseUrl: url.toString() });
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (isMain) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
