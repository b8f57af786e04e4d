import { buildCampaign, type LevelSource } from '../../core/campaign';
import { problemText, type Campaign } from '../../core/level';

/**
 * The campaign as bundled: Vite inlines every `levels/*.json` at build time, and core parses and checks
 * them exactly as `npm run levels:check` does. A level that fails is left out with a console error, so a
 * bad file costs one level, never the game.
 */
const files = import.meta.glob<unknown>('../../../levels/*.json', { eager: true, import: 'default' });

function loadCampaign(): Campaign {
  try {
    let campaignSource: LevelSource | undefined;
    const levelSources: LevelSource[] = [];
    for (const [path, json] of Object.entries(files)) {
      const file = path.replace(/^(\.\.\/)+/, '');
      if (file === 'levels/campaign.json') campaignSource = { file, json };
      else levelSources.push({ file, json });
    }
    const load = buildCampaign(campaignSource, levelSources);
    for (const problem of load.problems) console.error(`Level problem: ${problemText(problem)}`);
    return load.campaign;
  } catch (error) {
    // Core never throws on bad data; this guards against a bug, so the game still starts (in Versus).
    console.error('The campaign could not be loaded:', error);
    return { worlds: [] };
  }
}

export const campaign: Campaign = loadCampaign();
