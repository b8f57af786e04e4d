import type { Level } from '../../core/level';
import type { SaveData, SavedGame } from '../store/schema';
import { t } from '../base/i18n';
import { levelName } from '../base/level-words';

/** What a saved game is, in the player's words: "Level: Capillaries", "Arcade run: First Contact". */
export function savedGameText(saved: SavedGame, levels: readonly Level[]): string {
  const level = levels.find((each) => each.id === saved.levelId);
  const name = level ? levelName(level) : (saved.levelId ?? '');
  if (saved.mode === 'versus') return t('title.savedVersus');
  if (saved.mode === 'arcade') return t('title.savedArcade', { name });
  return t('title.savedLevel', { name });
}

/**
 * The save without its game in progress. An abandoned arcade game also ends its run: starting the level
 * again instead would be a retry that costs no life.
 */
export function abandonSaved(data: SaveData): SaveData {
  const run = data.current?.mode === 'arcade';
  return { ...data, current: null, arcadeRun: run ? null : data.arcadeRun };
}
