import type { Level, World } from '../../core/level';
import { language } from './i18n';

/**
 * A level's words in the player's language: its name, its opponent's name and line. A level file keeps
 * its other languages under `translations`; whatever is missing there falls back to the English.
 */
export function levelName(level: Level): string {
  return level.translations?.[language()]?.name ?? level.name;
}

export function opponentName(level: Level): string {
  return level.translations?.[language()]?.opponent ?? level.opponent.name;
}

export function opponentIntro(level: Level): string | undefined {
  return level.translations?.[language()]?.intro ?? level.opponent.intro;
}

export function worldName(world: World): string {
  return world.translations?.[language()] ?? world.name;
}
