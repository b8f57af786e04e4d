import type { AnimationSpeed, Settings } from '../save/schema';
import type { SoundPlayer } from '../sound/SoundPlayer';
import { setLanguage } from './i18n';
import type { PaletteName } from './theme';

/** Puts settings into effect everywhere at once: language, the page's lang attribute, volumes. */
export function applySettings(settings: Settings, sound: SoundPlayer): void {
  setLanguage(settings.language);
  document.documentElement.lang = settings.language;
  sound.setVolumes({ effects: settings.effectsVolume, music: settings.musicVolume, muted: settings.muted });
}

/** How much of each animation's normal length to play: instant skips them outright. */
export const PACE: Readonly<Record<AnimationSpeed, number>> = { normal: 1, fast: 0.5, instant: 0 };

/** The blob textures the menus draw with for these settings. */
export const menuPalette = (settings: Settings): PaletteName =>
  settings.colourBlind ? 'colourBlind' : 'standard';
