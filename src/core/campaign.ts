import {
  levelIdOf,
  LEVEL_ID,
  MIN_STRENGTH,
  parseLevel,
  parseTranslations,
  parseWorldName,
  type Campaign,
  type Level,
  type LevelProblem,
  type World,
} from './level';
import { parseCurvePlan, type CurvePlan } from './difficulty-curve';
import { isRecord } from './json-text';
import { checkLevel, symmetryKey } from './level-check';

/** A file as read from disk or bundled by Vite: its path (for messages) and its parsed JSON. */
export interface LevelSource {
  readonly file: string;
  readonly json: unknown;
}

/** What `levels/campaign.json` says: worlds in order, each a list of level ids. */
export interface CampaignPlan {
  readonly worlds: readonly {
    readonly id: string;
    readonly name: string;
    readonly levels: readonly string[];
    readonly translations?: Readonly<Record<string, string>>;
  }[];
  /** The measured difficulty curve the campaign aims for (`npm run levels:curve`), when written down. */
  readonly curve?: CurvePlan;
}

export interface CampaignLoad {
  /** Every level that parsed and passed its checks, arranged as the plan says. Never throws to get here. */
  readonly campaign: Campaign;
  /** Every problem found, in file order; empty when the campaign is sound. */
  readonly problems: readonly LevelProblem[];
}

/**
 * The difficulty curve the campaign keeps: the first level is the gentlest, the opponent gets at most
 * one step stronger from one level to the next (a world may start a little below its boss), and the
 * final boss is at least the Master (8), one rung above the expert the last world is meant for
 * (`curve` in campaign.json). It need not be 10: climbing one rung a level, a final boss at 10 puts 8,
 * 9 and 10 on the last three levels, and boards that let the last world's player beat those within a
 * few tries would be easier boards, not the harder ones a boss should have.
 */
export const CURVE = { first: MIN_STRENGTH, lastAtLeast: 8, maxRise: 1, maxFall: 2 } as const;

/** Reads campaign.json into a plan, or what is wrong with it. Never throws. */
export function parseCampaignPlan(
  file: string,
  json: unknown,
): { plan: CampaignPlan; problems: LevelProblem[] } {
  const problems: LevelProblem[] = [];
  const worlds: { id: string; name: string; levels: string[]; translations?: Record<string, string> }[] = [];
  if (!isRecord(json) || !Array.isArray(json.worlds)) {
    problems.push({
      file,
      field: 'worlds',
      message: 'expected {"worlds": [{"id": "w1", "name": "...", "levels": ["w1-01", ...]}, ...]}',
    });
    return { plan: { worlds }, problems };
  }
  for (const key of Object.keys(json)) {
    if (key !== 'worlds' && key !== 'curve')
      problems.push({ file, field: key, message: 'unknown field (expected worlds, curve)' });
  }
  const worldIds = new Set<string>();
  json.worlds.forEach((world: unknown, w) => {
    const field = `worlds[${w}]`;
    if (!isRecord(world)) {
      problems.push({ file, field, message: 'expected a world object with id, name and levels' });
      return;
    }
    const { id, name, levels, translations } = world;
    if (typeof id !== 'string' || !LEVEL_ID.test(id)) {
      problems.push({
        file,
        field: `${field}.id`,
        message: 'expected an id of lower-case letters, digits and dashes',
      });
      return;
    }
    if (worldIds.has(id))
      problems.push({ file, field: `${field}.id`, message: `world id "${id}" is used twice` });
    worldIds.add(id);
    if (typeof name !== 'string' || name.trim() === '') {
      problems.push({ file, field: `${field}.name`, message: 'expected the world name as text' });
    }
    if (
      !Array.isArray(levels) ||
      levels.length === 0 ||
      !levels.every((level) => typeof level === 'string')
    ) {
      problems.push({ file, field: `${field}.levels`, message: 'expected a non-empty list of level ids' });
      return;
    }
    const names =
      translations === undefined
        ? undefined
        : parseTranslations(file, `${field}.translations`, translations, problems, (language, entry) =>
            parseWorldName(file, `${field}.translations.${language}`, entry, problems),
          );
    worlds.push({
      id,
      name: typeof name === 'string' ? name.trim() : id,
      levels: levels as string[],
      ...(names ? { translations: names } : {}),
    });
  });
  const ids = new Set(worlds.map((world) => world.id));
  const curve = json.curve === undefined ? null : parseCurvePlan(file, json.curve, ids, problems);
  return { plan: { worlds, ...(curve ? { curve } : {}) }, problems };
}

/**
 * Parses and checks every level file and campaign.json, and arranges the levels that are sound into the
 * campaign. A broken level is left out and reported; nothing here throws.
 */
export function buildCampaign(
  campaignSource: LevelSource | undefined,
  levelSources: readonly LevelSource[],
): CampaignLoad {
  const problems: LevelProblem[] = [];
  const byId = new Map<string, { file: string; level: Level | null }>();
  for (const source of levelSources) {
    const parsed = parseLevel(source.file, source.json);
    if (!parsed.ok) {
      problems.push(...parsed.error);
      byId.set(levelIdOf(source.file), { file: source.file, level: null });
      continue;
    }
    const levelProblems = checkLevel(source.file, parsed.value);
    problems.push(...levelProblems);
    byId.set(parsed.value.id, { file: source.file, level: levelProblems.length === 0 ? parsed.value : null });
  }

  const campaignFile = campaignSource?.file ?? 'levels/campaign.json';
  if (!campaignSource) {
    problems.push({ file: campaignFile, message: 'is missing: it orders the levels into worlds' });
    return { campaign: { worlds: [] }, problems };
  }
  const { plan, problems: planProblems } = parseCampaignPlan(campaignFile, campaignSource.json);
  problems.push(...planProblems);

  const listedIn = new Map<string, string>();
  const worlds: World[] = [];
  plan.worlds.forEach((world, w) => {
    const levels: Level[] = [];
    world.levels.forEach((id, i) => {
      const field = `worlds[${w}].levels[${i}]`;
      const earlier = listedIn.get(id);
      if (earlier !== undefined) {
        problems.push({
          file: campaignFile,
          field,
          message: `level "${id}" is listed twice (also in world "${earlier}")`,
        });
        return;
      }
      listedIn.set(id, world.id);
      const entry = byId.get(id);
      if (!entry) {
        problems.push({ file: campaignFile, field, message: `level "${id}" has no file levels/${id}.json` });
        return;
      }
      const last = i === world.levels.length - 1;
      if (entry.level && entry.level.boss !== last) {
        problems.push({
          file: entry.file,
          field: 'boss',
          message: last
            ? `ends world "${world.id}", so it must be a boss level ("boss": true)`
            : `is a boss level but not the last of world "${world.id}" (only the last level of a world is a boss)`,
        });
      }
      if (entry.level) levels.push(entry.level);
    });
    if (levels.length > 0) {
      const { translations } = world;
      worlds.push({ id: world.id, name: world.name, levels, ...(translations ? { translations } : {}) });
    }
  });
  for (const [id, entry] of byId) {
    if (!listedIn.has(id)) problems.push({ file: entry.file, message: `is not listed in ${campaignFile}` });
  }

  const ordered = worlds.flatMap((world) => world.levels);
  problems.push(
    ...alikeProblems(ordered, byId),
    ...curveProblems(ordered, byId),
    ...bossNameProblems(ordered, byId),
  );
  return { campaign: { worlds }, problems };
}

type Files = ReadonlyMap<string, { file: string }>;
const fileOf = (files: Files, level: Level): string => files.get(level.id)?.file ?? `levels/${level.id}.json`;

function alikeProblems(levels: readonly Level[], files: Files): LevelProblem[] {
  const seen = new Map<string, Level>();
  const problems: LevelProblem[] = [];
  for (const level of levels) {
    const key = symmetryKey(level.start);
    const twin = seen.get(key);
    if (twin) {
      problems.push({
        file: fileOf(files, level),
        field: 'board',
        message: `is the same board as ${fileOf(files, twin)} (up to mirroring, rotation or swapping sides)`,
      });
    } else seen.set(key, level);
  }
  return problems;
}

function curveProblems(levels: readonly Level[], files: Files): LevelProblem[] {
  const problems: LevelProblem[] = [];
  const field = 'opponent.strength';
  if (levels.length === 0) return problems;
  const first = levels[0];
  if (first.opponent.strength !== CURVE.first) {
    problems.push({
      file: fileOf(files, first),
      field,
      message: `the first level must be friendly: strength ${CURVE.first}`,
    });
  }
  const last = levels[levels.length - 1];
  if (last.opponent.strength < CURVE.lastAtLeast) {
    problems.push({
      file: fileOf(files, last),
      field,
      message: `the final boss must have strength ${CURVE.lastAtLeast} or more`,
    });
  }
  for (let i = 1; i < levels.length; i++) {
    const step = levels[i].opponent.strength - levels[i - 1].opponent.strength;
    if (step > CURVE.maxRise || step < -CURVE.maxFall) {
      problems.push({
        file: fileOf(files, levels[i]),
        field,
        message: `${levels[i].opponent.strength} after ${levels[i - 1].opponent.strength} on the level before; the curve may rise by ${CURVE.maxRise} or fall by ${CURVE.maxFall} at most`,
      });
    }
  }
  return problems;
}

/** A boss is a character: nobody else in the campaign carries its name. */
function bossNameProblems(levels: readonly Level[], files: Files): LevelProblem[] {
  const problems: LevelProblem[] = [];
  for (const boss of levels.filter((level) => level.boss)) {
    const other = levels.find((level) => level !== boss && level.opponent.name === boss.opponent.name);
    if (other) {
      problems.push({
        file: fileOf(files, boss),
        field: 'opponent.name',
        message: `boss "${boss.opponent.name}" must have a name of its own, but ${fileOf(files, other)} uses it too`,
      });
    }
  }
  return problems;
}
