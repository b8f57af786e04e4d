import { isRecord } from './json-text';
import type { LevelProblem } from './level';

/**
 * The difficulty curve the campaign aims for, written down in campaign.json's `curve` field and
 * measured by `npm run levels:curve`: the ladder's strengths stand in for players, and each target
 * bounds the share of games (in percent) a strength wins on a world, on its boss, or the whole arcade
 * run. Pure data and arithmetic; the games are played by the script.
 */
export interface CurveTarget {
  /** The ladder strength standing in for the player. */
  readonly strength: number;
  /** The world's id; absent on the arcade target. */
  readonly world?: string;
  /** Only the world's boss level. */
  readonly boss?: boolean;
  /** The arcade run from level 1 on three lives: the share of runs that clear every level. */
  readonly arcade?: boolean;
  /** Lowest and highest share of games won, in percent. */
  readonly min?: number;
  readonly max?: number;
}

export interface CurvePlan {
  /** Game seeds the levels are tuned on, as `first-last`. */
  readonly seeds: readonly [number, number];
  /** Seeds never tuned on, for the held-out check. */
  readonly heldOutSeeds: readonly [number, number];
  /** How far (percentage points) a held-out share may miss a target: one level of a ten-level world. */
  readonly heldOutTolerance: number;
  /** A level is "much harder than the next two" when its share is this many points below both. */
  readonly smoothMargin: number;
  /** The strengths the table shows, weakest first. */
  readonly strengths: readonly number[];
  readonly targets: readonly CurveTarget[];
}

const SEEDS = /^(\d+)-(\d+)$/;

export function parseSeedRange(text: unknown): readonly [number, number] | null {
  const match = typeof text === 'string' ? SEEDS.exec(text) : null;
  if (!match) return null;
  const [first, last] = [Number(match[1]), Number(match[2])];
  return first <= last ? [first, last] : null;
}

const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
const isStrength = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10;

function parseTarget(
  file: string,
  field: string,
  json: unknown,
  worldIds: ReadonlySet<string>,
  problems: LevelProblem[],
): CurveTarget | null {
  const fail = (message: string): null => {
    problems.push({ file, field, message });
    return null;
  };
  if (!isRecord(json)) return fail('expected {"strength": 5, "world": "w1", "min": 85}');
  const { strength, world, boss, arcade, min, max } = json;
  for (const key of Object.keys(json)) {
    if (!['strength', 'world', 'boss', 'arcade', 'min', 'max'].includes(key))
      return fail(`unknown field ${key}`);
  }
  if (!isStrength(strength)) return fail('expected a strength 1 to 10');
  if (arcade !== undefined && arcade !== true) return fail('arcade is true or left out');
  if (boss !== undefined && typeof boss !== 'boolean') return fail('boss is true, false or left out');
  if (arcade === true && (world !== undefined || boss !== undefined))
    return fail('the arcade target names no world');
  if (arcade === undefined && (typeof world !== 'string' || !worldIds.has(world)))
    return fail('expected the id of a world in this campaign');
  if (min === undefined && max === undefined) return fail('expected min, max or both (percent)');
  if ((min !== undefined && !isPercent(min)) || (max !== undefined && !isPercent(max)))
    return fail('min and max are percentages 0 to 100');
  if (typeof min === 'number' && typeof max === 'number' && min > max) return fail('min is above max');
  return {
    strength,
    ...(typeof world === 'string' ? { world } : {}),
    ...(boss === true ? { boss } : {}),
    ...(arcade === true ? { arcade } : {}),
    ...(typeof min === 'number' ? { min } : {}),
    ...(typeof max === 'number' ? { max } : {}),
  };
}

/** Reads campaign.json's `curve` field, reporting what is wrong in it. */
export function parseCurvePlan(
  file: string,
  json: unknown,
  worldIds: ReadonlySet<string>,
  problems: LevelProblem[],
): CurvePlan | null {
  const before = problems.length;
  const fail = (field: string, message: string): void => void problems.push({ file, field, message });
  if (!isRecord(json)) {
    fail('curve', 'expected {"seeds": "1-10", "heldOutSeeds": "101-110", ..., "targets": [...]}');
    return null;
  }
  const seeds = parseSeedRange(json.seeds);
  const heldOutSeeds = parseSeedRange(json.heldOutSeeds);
  if (!seeds) fail('curve.seeds', 'expected a seed range such as "1-10"');
  if (!heldOutSeeds) fail('curve.heldOutSeeds', 'expected a seed range such as "101-110"');
  if (seeds && heldOutSeeds && seeds[1] >= heldOutSeeds[0] && heldOutSeeds[1] >= seeds[0])
    fail('curve.heldOutSeeds', 'held-out seeds must not overlap the tuned ones');
  const { heldOutTolerance, smoothMargin, strengths, targets } = json;
  if (!isPercent(heldOutTolerance)) fail('curve.heldOutTolerance', 'expected percentage points 0 to 100');
  if (!isPercent(smoothMargin)) fail('curve.smoothMargin', 'expected percentage points 0 to 100');
  if (!Array.isArray(strengths) || strengths.length === 0 || !strengths.every(isStrength))
    fail('curve.strengths', 'expected a list of strengths 1 to 10');
  const parsed: CurveTarget[] = [];
  if (!Array.isArray(targets) || targets.length === 0) fail('curve.targets', 'expected a list of targets');
  else
    targets.forEach((target: unknown, i) => {
      const ok = parseTarget(file, `curve.targets[${i}]`, target, worldIds, problems);
      if (ok) parsed.push(ok);
    });
  if (problems.length > before || !seeds || !heldOutSeeds) return null;
  return {
    seeds,
    heldOutSeeds,
    heldOutTolerance: heldOutTolerance as number,
    smoothMargin: smoothMargin as number,
    strengths: strengths as number[],
    targets: parsed,
  };
}

/** The target in words: `strength 5, w2 boss: 50%..`. */
export function targetText(target: CurveTarget): string {
  const where = target.arcade ? 'arcade run' : `${target.world}${target.boss ? ' boss' : ''}`;
  const range =
    target.min !== undefined && target.max !== undefined
      ? `${target.min}-${target.max}%`
      : target.min !== undefined
        ? `at least ${target.min}%`
        : `at most ${target.max}%`;
  return `strength ${target.strength}, ${where}: ${range}`;
}

/** Whether a measured share (percent) meets the target, allowing `tolerance` points either way. */
export function meetsTarget(target: CurveTarget, percent: number, tolerance = 0): boolean {
  if (target.min !== undefined && percent < target.min - tolerance) return false;
  if (target.max !== undefined && percent > target.max + tolerance) return false;
  return true;
}

/**
 * Levels much harder than the next two in their world: a share more than `margin` points below both
 * of the next two levels' (below the one level left, for the second to last). Indexes into `shares`.
 */
export function steepLevels(shares: readonly number[], margin: number): number[] {
  const steep: number[] = [];
  for (let i = 0; i < shares.length - 1; i++) {
    const next = shares.slice(i + 1, i + 3);
    if (next.every((share) => shares[i] < share - margin)) steep.push(i);
  }
  return steep;
}
