import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCampaign, type LevelSource } from '../core/campaign';
import { campaignLevels, parseJsonText, problemText, type Level } from '../core/level';

/**
 * A level of Ataxx's campaign, which world records are replayed against: the club's context and server
 * carry the levels through without reading them, and name the type through this Ataxx-only module rather
 * than Ataxx's rules (eslint.config.js keeps those out of the club's game-agnostic files).
 */
export type { Level };

/**
 * The repository's `levels/` folder, found from this file so `npm run club` and `npm run serve` (both run
 * the server from source in the repository) find it wherever they are started.
 */
export const LEVELS_DIR = fileURLToPath(new URL('../../levels/', import.meta.url));

/**
 * The campaign's levels in play order, read and checked by core exactly as the game's bundle does
 * (`src/game/campaign-data.ts`), so the club replays a record against the levels the game played. A
 * level that fails its checks is left out there and here alike; the problems are logged.
 */
export async function loadCampaignLevels(
  folder: string = LEVELS_DIR,
  log: (message: string) => void = console.error,
): Promise<Level[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  let campaignSource: LevelSource | undefined;
  const levelSources: LevelSource[] = [];
  for (const name of names) {
    const file = `levels/${name}`;
    const parsed = parseJsonText(file, await readFile(join(folder, name), 'utf8'));
    const source = { file, json: parsed.ok ? parsed.value : undefined };
    if (!parsed.ok) for (const problem of parsed.error) log(`level problem: ${problemText(problem)}`);
    if (name === 'campaign.json') campaignSource = source;
    else levelSources.push(source);
  }
  const load = buildCampaign(campaignSource, levelSources);
  for (const problem of load.problems) log(`level problem: ${problemText(problem)}`);
  const levels = campaignLevels(load.campaign);
  if (levels.length === 0) throw new Error(`No campaign levels could be read from ${folder}`);
  return levels;
}

let loaded: Promise<Level[]> | null = null;

/** The repository's campaign, read once per process (every club started in it plays the same levels). */
export function repositoryLevels(log?: (message: string) => void): Promise<Level[]> {
  loaded ??= loadCampaignLevels(LEVELS_DIR, log);
  return loaded;
}
