import type { Level } from '../../core/level';
import type { Profile } from '../../net/ratings';
import { t } from '../base/i18n';
import { levelName } from '../base/level-words';

/** Rows of each world section a profile shows, so the recent games keep their room below. */
export const PROFILE_WORLD_ROWS = 3;

/**
 * The profile's world sections, when the club's answer carries them: the player's best verified level
 * scores (best first) and arcade runs, as heading and row texts.
 */
export function profileWorldLines(
  profile: Profile,
  levels: readonly Level[],
): { heading: string; rows: string[] }[] {
  const sections: { heading: string; rows: string[] }[] = [];
  const bests = [...(profile.levelBests ?? [])].sort((a, b) => b.points - a.points);
  if (bests.length > 0) {
    const rows = bests.slice(0, PROFILE_WORLD_ROWS).map((best) => {
      const level = levels.find((each) => each.id === best.levelId);
      const name = level ? `${levels.indexOf(level) + 1}. ${levelName(level)}` : best.levelId;
      return t('world.levelRecord', { level: name, points: best.points });
    });
    sections.push({ heading: t('profile.levels'), rows });
  }
  const runs = profile.arcadeRuns ?? [];
  if (runs.length > 0) {
    const rows = runs
      .slice(0, PROFILE_WORLD_ROWS)
      .map((run) => t('world.runRecord', { initials: run.initials, points: run.points }));
    sections.push({ heading: t('profile.runs'), rows });
  }
  return sections;
}
