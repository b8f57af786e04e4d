/**
 * `npm run levels:check [-- <folder>]`: validates every level file and campaign.json with the same core
 * code the game uses. One line per problem, then `levels: N ok` or the problem count; exits 1 on any.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildCampaign, type LevelSource } from '../src/core/campaign';
import {
  campaignLevels,
  parseJsonText,
  problemText,
  type Campaign,
  type LevelProblem,
} from '../src/core/level';
import { readArgs, usageError } from './script-args';

export interface LevelsReport {
  readonly campaign: Campaign;
  readonly problems: readonly LevelProblem[];
  /** The lines the command prints, the summary last. */
  readonly lines: readonly string[];
}

/** Reads a levels folder (its `*.json` files) and checks everything in it. */
export function checkLevelsFolder(folder: string): LevelsReport {
  const shown = (name: string): string => relative(process.cwd(), join(folder, name)) || name;
  const problems: LevelProblem[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch (error) {
    problems.push({ file: folder, message: `cannot read the folder (${(error as Error).message})` });
  }
  let campaignSource: LevelSource | undefined;
  const levelSources: LevelSource[] = [];
  for (const name of names) {
    const file = shown(name);
    const parsed = parseJsonText(file, readFileSync(join(folder, name), 'utf8'));
    if (!parsed.ok) {
      problems.push(...parsed.error);
      if (name !== 'campaign.json') levelSources.push({ file, json: undefined });
      else campaignSource = { file, json: undefined };
      continue;
    }
    if (name === 'campaign.json') campaignSource = { file, json: parsed.value };
    else levelSources.push({ file, json: parsed.value });
  }
  const load = buildCampaign(campaignSource, levelSources);
  // A file whose JSON failed is reported once, by the JSON reader; with campaign.json unreadable, no
  // level can be "not listed" in it either.
  const jsonBroken = new Set(problems.map((problem) => problem.file));
  const campaignBroken = campaignSource !== undefined && jsonBroken.has(campaignSource.file);
  const all = [
    ...problems,
    ...load.problems.filter(
      (problem) =>
        !jsonBroken.has(problem.file) && !(campaignBroken && problem.message.startsWith('is not listed')),
    ),
  ];
  const count = campaignLevels(load.campaign).length;
  const lines = all.map(problemText);
  lines.push(
    all.length === 0
      ? `levels: ${count} ok`
      : `levels: ${all.length} problem${all.length === 1 ? '' : 's'} (${count} level${count === 1 ? '' : 's'} usable)`,
  );
  return { campaign: load.campaign, problems: all, lines };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { positionals } = readArgs('levels:check', {}, { positionals: true });
  if (positionals.length > 1)
    usageError('levels:check', `one folder at most, got "${positionals.join(' ')}"`);
  const report = checkLevelsFolder(positionals[0] ?? 'levels');
  for (const line of report.lines) console.log(line);
  process.exitCode = report.problems.length === 0 ? 0 : 1;
}
