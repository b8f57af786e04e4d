import type { Position } from './position';
import type { Ruleset } from './rules';

/** A level of the campaign, as parsed and checked from `levels/<id>.json`. */
export interface Level {
  /** The file name without `.json`, e.g. `w1-03`. */
  readonly id: string;
  readonly name: string;
  /** The starting position: the player is `x` and moves first. */
  readonly start: Position;
  readonly opponent: { readonly name: string; readonly strength: number; readonly intro?: string };
  readonly boss: boolean;
  readonly rules: Ruleset;
  /** Score for a gold medal; silver and bronze follow from it. */
  readonly par?: number;
}

/** A world: a run of levels that ends with a boss level. */
export interface World {
  readonly id: string;
  readonly name: string;
  readonly levels: readonly Level[];
}

/** The campaign in play order, as `levels/campaign.json` arranges it. */
export interface Campaign {
  readonly worlds: readonly World[];
}

/** Every level of the campaign in play order. */
export const campaignLevels = (campaign: Campaign): Level[] =>
  campaign.worlds.flatMap((world) => world.levels);
