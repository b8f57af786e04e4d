/**
 * `npm run levels:curve [-- --held-out --seeds A-B --strengths 3,5 --world w1,w2 --level w4-10 --runs N --no-arcade
 * --arcade-only --targeted
 * --threads N --folder levels]`
 *
 * Measures the campaign's difficulty curve against the targets written in `levels/campaign.json`'s
 * `curve` field: the ladder's strengths stand in for players and play every level once per seed against
 * the level's own opponent; the arcade run is played from level 1 on three lives. Prints each world's
 * (and each boss's) share of games won per strength, the per-level shares, the targets met or missed,
 * and the levels much harder than the next two; exits 1 when a target is missed or a level is steep.
 * `--held-out` plays the seeds the levels were never tuned on and allows the plan's tolerance (one
 * level of a world). Games run on worker threads (default: one per core); results do not depend on
 * how many. `--world`/`--level`/`--strengths`/`--seeds` are the fast mode for iterating: only targets on
 * the worlds played count (on part of a world, they measure only that part). `--targeted` plays each
 * strength only in the worlds its targets name (strength 9 only in world 4, strength 3 only in world 1),
 * which every target and smoothness check still measures in full, in about half the time; the other
 * cells of the tables show –.
 */
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { parseCampaignPlan } from '../src/core/campaign';
import { parseSeedRange, type CurvePlan } from '../src/core/difficulty-curve';
import { campaignLevels, type Level } from '../src/core/level';
import { checkLevelsFolder } from './levels-check';
import { curveReport, type Results } from './levels-curve-report';
import { playArcadeRun, playLevel, type ArcadeRun, type LevelGame } from './levels-games';

const { values } = parseArgs({
  options: {
    'held-out': { type: 'boolean', default: false },
    seeds: { type: 'string' },
    strengths: { type: 'string' },
    world: { type: 'string' },
    level: { type: 'string' },
    runs: { type: 'string' },
    'no-arcade': { type: 'boolean', default: false },
    'arcade-only': { type: 'boolean', default: false },
    targeted: { type: 'boolean', default: false },
    threads: { type: 'string' },
    folder: { type: 'string', default: 'levels' },
  },
});

type Job =
  | { id: number; kind: 'level'; level: string; strength: number; seed: number }
  | { id: number; kind: 'arcade'; strength: number; seed: number };
type Played = { kind: 'level'; game: LevelGame } | { kind: 'arcade'; run: ArcadeRun };

function loadLevels(folder: string): Level[] {
  const report = checkLevelsFolder(folder);
  if (report.problems.length > 0) {
    for (const line of report.lines) console.error(line);
    process.exit(1);
  }
  return campaignLevels(report.campaign);
}

function play(levels: readonly Level[], job: Job): Played {
  if (job.kind === 'arcade') return { kind: 'arcade', run: playArcadeRun(levels, job.strength, job.seed) };
  const level = levels.find((one) => one.id === job.level);
  if (!level) throw new Error(`no level ${job.level}`);
  return { kind: 'level', game: playLevel(level, job.strength, job.seed) };
}

/** Starts a worker thread running this file; under tsx the thread registers tsx's loader first. */
function startThread(): Worker {
  const self = import.meta.url;
  const options = { workerData: values.folder };
  if (!self.endsWith('.ts')) return new Worker(new URL(self), options);
  const loader = import.meta.resolve('tsx/esm/api');
  const boot = `import { register } from ${JSON.stringify(loader)}; register(); await import(${JSON.stringify(self)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), options);
}

async function playAll(
  levels: readonly Level[],
  jobs: readonly Job[],
  threads: number,
  done: (job: Job, played: Played) => void,
): Promise<void> {
  if (threads <= 1) {
    for (const job of jobs) done(job, play(levels, job));
    return;
  }
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: Math.min(threads, jobs.length) }, async () => {
      const worker = startThread();
      await new Promise<void>((resolve, reject) => {
        const next = (): void => {
          const job = queue.shift();
          if (job) worker.postMessage(job);
          else void worker.terminate().then(() => resolve());
        };
        worker.on('message', (message: { id: number; played: Played }) => {
          done(jobs[message.id], message.played);
          next();
        });
        worker.on('error', reject);
        next();
      });
    }),
  );
}

function readPlan(folder: string): CurvePlan {
  const file = join(folder, 'campaign.json');
  const parsed = parseCampaignPlan(file, JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.plan.curve) {
    console.error(`levels:curve: ${file} has no "curve" field (see levels/README.md)`);
    process.exit(1);
  }
  return parsed.plan.curve;
}

async function main(): Promise<void> {
  const plan = readPlan(values.folder);
  const levels = loadLevels(values.folder);
  const seedRange = parseSeedRange(values.seeds) ?? (values['held-out'] ? plan.heldOutSeeds : plan.seeds);
  const seeds = Array.from({ length: seedRange[1] - seedRange[0] + 1 }, (_, i) => seedRange[0] + i);
  const strengths = values.strengths ? values.strengths.split(',').map(Number) : plan.strengths;
  const worlds = values.world?.split(',') ?? null;
  const only = values.level?.split(',') ?? null;
  const played = levels.filter(
    (level) =>
      (worlds === null || worlds.some((w) => level.id.startsWith(`${w}-`))) &&
      (only === null || only.includes(level.id)),
  );
  const arcadeTargets = plan.targets.filter((target) => target.arcade);
  const runs =
    values['no-arcade'] || worlds !== null || only !== null ? 0 : Number(values.runs ?? seeds.length);
  const jobs: Job[] = [];
  for (const target of arcadeTargets)
    for (let r = 0; r < runs; r++)
      jobs.push({ id: jobs.length, kind: 'arcade', strength: target.strength, seed: seedRange[0] + r });
  // The costliest games first, so the threads finish together.
  const byCost = [...played].sort((a, b) => b.opponent.strength - a.opponent.strength);
  const aimedAt = (level: Level, strength: number): boolean =>
    !values.targeted ||
    plan.targets.some((target) => target.strength === strength && level.id.startsWith(`${target.world}-`));
  for (const level of values['arcade-only'] ? [] : byCost)
    for (const strength of strengths.filter((one) => aimedAt(level, one)))
      for (const seed of seeds)
        jobs.push({ id: jobs.length, kind: 'level', level: level.id, strength, seed });
  const threads = Math.max(1, Number(values.threads ?? availableParallelism()));
  console.log(
    `levels:curve: ${played.length} levels × strengths ${strengths.join(', ')} × seeds ${seedRange.join('-')}` +
      `${runs > 0 ? `, ${runs} arcade runs` : ''}; ${jobs.length} jobs on ${threads} threads\n`,
  );
  const results: Results = { games: new Map(), runs: new Map() };
  const started = Date.now();
  let finished = 0;
  await playAll(levels, jobs, threads, (job, outcome) => {
    if (outcome.kind === 'arcade') {
      const list = results.runs.get(job.strength) ?? [];
      results.runs.set(job.strength, [...list, outcome.run]);
    } else if (job.kind === 'level') {
      const key = `${job.level}@${job.strength}`;
      results.games.set(key, [...(results.games.get(key) ?? []), outcome.game]);
    }
    if (++finished % 100 === 0) process.stderr.write(`  ${finished}/${jobs.length} games\r`);
  });
  const tolerance = values['held-out'] ? plan.heldOutTolerance : 0;
  const report = curveReport({ plan, levels: played, strengths, results, tolerance, arcade: runs > 0 });
  for (const line of report.lines) console.log(line);
  const cpu = process.cpuUsage();
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    `\nlevels:curve: ${report.failures} failure(s); ${((Date.now() - started) / 1000).toFixed(0)} s wall, ` +
      `${cpuSeconds.toFixed(0)} CPU-s on ${threads} threads`,
  );
  process.exitCode = report.failures === 0 ? 0 : 1;
}

if (isMainThread) {
  await main();
} else {
  const levels = loadLevels(workerData as string);
  parentPort!.on('message', (job: Job) => {
    parentPort!.postMessage({ id: job.id, played: play(levels, job) });
  });
}
