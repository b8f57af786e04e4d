import type { Ruleset } from '../../core';
import type { GameMode, SavedGame } from '../store/schema';
import type { LaunchLink } from '../base/launch-link';

/**
 * The scene data the menus hand to the Play scene. Campaign and arcade games name their level;
 * a Versus game brings its board as FEN, its rules and the computer's strength (null: two players).
 * `resume` asks Play to pick up SaveData.current instead of starting afresh; `practice` plays a level
 * still locked (opened by a link) without recording anything.
 */
export type PlayRequest =
  | {
      readonly mode: Exclude<GameMode, 'versus'>;
      readonly levelId: string;
      readonly resume?: boolean;
      readonly practice?: boolean;
    }
  | {
      readonly mode: 'versus';
      readonly start: string;
      readonly rules: Ruleset;
      readonly opponent: number | null;
      readonly levelId?: string | null;
      readonly resume?: boolean;
    };

/** The request that resumes the saved game in progress. */
export function resumeRequest(saved: SavedGame): PlayRequest {
  if (saved.mode === 'versus') {
    return {
      mode: 'versus',
      start: saved.start,
      rules: saved.rules,
      opponent: saved.opponent,
      levelId: saved.levelId,
      resume: true,
    };
  }
  return { mode: saved.mode, levelId: saved.levelId ?? '', resume: true };
}

/** The game a launch link asks for (a level, a locked one as practice, or a Versus board); null for none. */
export function linkRequest(link: LaunchLink): PlayRequest | null {
  if (link.kind === 'level') {
    return link.lockedBy === undefined
      ? { mode: 'level', levelId: link.levelId }
      : { mode: 'level', levelId: link.levelId, practice: true };
  }
  if (link.kind === 'versus') {
    return { mode: 'versus', start: link.start, rules: link.rules, opponent: link.opponent };
  }
  return null;
}
