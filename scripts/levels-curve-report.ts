/**
 * The tables and verdicts `npm run levels:curve` prints from the games it played: each world's and each
 * boss's share of games won per strength, each level's, the targets met or missed, and the levels much
 * harder than the next two.
 */
import { meetsTarget, steepLevels, targetText, type CurvePlan } from '../src/core/difficulty-curve';
import type { Level } from '../src/core/level';
import type { ArcadeRun, LevelGame } from './levels-games';

export interface Results {
  /** Games by `levelId@strength`. */
  readonly games: Map<string, LevelGame[]>;
  /** Arcade runs by strength. */
  readonly runs: Map<number, ArcadeRun[]>;
}

export interface CurveInput {
  readonly plan: CurvePlan;
  /** The levels played, in campaign order. */
  readonly levels: readonly Level[];
  readonly strengths: readonly number[];
  readonly results: Results;
  /** Points a share may miss a target by (the held-out check). */
  readonly tolerance: number;
  readonly arcade: boolean;
}

const worldOf = (level: Level): string => level.id.split('-')[0];
const percent = (won: number, all: number): number => (all === 0 ? NaN : (100 * won) / all);
const shown = (share: number): string => (Number.isNaN(share) ? '–' : `${Math.round(share)}%`);

/** Share of games won (percent) over some levels at a strength; NaN when none were played. */
function share(results: Results, levels: readonly Level[], strength: number): number {
  const games = levels.flatMap((level) => results.games.get(`${level.id}@${strength}`) ?? []);
  return percent(games.filter((game) => game.won).length, games.length);
}

function worldTable(input: CurveInput, worlds: readonly string[]): string[] {
  const { levels, strengths, results } = input;
  const lines = [
    '## Share of games won, per world and boss',
    '',
    `| world | ${strengths.map((s) => `strength ${s}`).join(' | ')} |`,
    `|---|${strengths.map(() => '---:').join('|')}|`,
  ];
  for (const world of worlds) {
    const inWorld = levels.filter((level) => worldOf(level) === world);
    const bosses = inWorld.filter((level) => level.boss);
    const row = (label: string, some: readonly Level[]): string =>
      `| ${label} | ${strengths.map((s) => shown(share(results, some, s))).join(' | ')} |`;
    lines.push(row(`${world} (${inWorld.length} levels)`, inWorld));
    for (const boss of bosses) lines.push(row(`${world} boss: ${boss.name}`, [boss]));
  }
  for (const [strength, runs] of input.results.runs) {
    const finished = runs.filter((run) => run.finished).length;
    const cleared = runs.reduce((sum, run) => sum + run.cleared, 0) / runs.length;
    const ends = runs.flatMap((run) => (run.endedOn ? [run.endedOn] : []));
    lines.push(
      '',
      `Arcade run, strength ${strength}: finished ${finished} of ${runs.length} (${shown(percent(finished, runs.length))}); ` +
        `${cleared.toFixed(1)} levels cleared on average${ends.length > 0 ? `; ended on ${ends.join(', ')}` : ''}`,
    );
  }
  return lines;
}

function levelTable(input: CurveInput): string[] {
  const { levels, strengths, results } = input;
  const lines = [
    '## Share of games won, per level',
    '',
    `| level | opponent | ${strengths.map((s) => `s${s}`).join(' | ')} |`,
    `|---|---:|${strengths.map(() => '---:').join('|')}|`,
  ];
  for (const level of levels) {
    const cells = strengths.map((s) => shown(share(results, [level], s)));
    lines.push(
      `| ${level.id}${level.boss ? ' (boss)' : ''} ${level.name} | ${level.opponent.strength} | ${cells.join(' | ')} |`,
    );
  }
  return lines;
}

/** The report's lines and how many targets were missed or levels found steep. */
export function curveReport(input: CurveInput): { lines: string[]; failures: number } {
  const { plan, levels, strengths, results, tolerance } = input;
  const worlds = [...new Set(levels.map(worldOf))];
  const lines = [...worldTable(input, worlds), '', ...levelTable(input), '', '## Targets', ''];
  let failures = 0;
  const counted = plan.targets.filter(
    (target) =>
      strengths.includes(target.strength) &&
      (target.arcade ? input.arcade : worlds.includes(target.world ?? '')),
  );
  for (const target of counted) {
    let measured: number;
    if (target.arcade) {
      const runs = results.runs.get(target.strength) ?? [];
      measured = percent(runs.filter((run) => run.finished).length, runs.length);
    } else {
      const some = levels.filter((level) => worldOf(level) === target.world && (!target.boss || level.boss));
      measured = share(results, some, target.strength);
    }
    if (Number.isNaN(measured)) {
      lines.push(`- (not played) ${targetText(target)}`);
      continue;
    }
    const ok = meetsTarget(target, measured, tolerance);
    if (!ok) failures++;
    lines.push(`- ${ok ? 'ok  ' : 'MISS'} ${targetText(target)}: ${shown(measured)}`);
  }
  const skipped = plan.targets.length - counted.length;
  if (skipped > 0) lines.push(`- (${skipped} target(s) not measured in this run)`);
  if (tolerance > 0) lines.push(`- (held-out: ${tolerance} points of tolerance)`);

  lines.push(
    '',
    `## Smoothness: levels more than ${plan.smoothMargin} points below both of the next two`,
    '',
  );
  let steepCount = 0;
  for (const world of worlds) {
    const inWorld = levels.filter((level) => worldOf(level) === world);
    // The world's audience: the strengths a target asks to win there.
    const audience = plan.targets
      .filter(
        (target) => target.world === world && target.min !== undefined && strengths.includes(target.strength),
      )
      .map((target) => target.strength);
    for (const strength of [...new Set(audience)]) {
      const shares = inWorld.map((level) => share(results, [level], strength));
      for (const i of steepLevels(shares, plan.smoothMargin + tolerance)) {
        steepCount++;
        const next = shares
          .slice(i + 1, i + 3)
          .map(shown)
          .join(', ');
        lines.push(`- STEEP ${inWorld[i].id} at strength ${strength}: ${shown(shares[i])}, next ${next}`);
      }
    }
  }
  if (steepCount === 0) lines.push('- none');
  failures += steepCount;
  return { lines, failures };
}
