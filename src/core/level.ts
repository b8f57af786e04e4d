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
