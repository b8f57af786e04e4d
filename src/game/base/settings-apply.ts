import type { Settings } from './settings';
import type { SoundPlayer } from './sound/SoundPlayer';
import { setLanguage } from './i18n';
import type { PaletteName } from './theme';

/** Puts settings into effect everywhere at once: language, the page's lang attribute, volumes. */
export function applySettings(settings: Settings, sound: SoundPlayer): void {
  setLanguage(settings.language);
  document.documentElement.lang = settings.language;
  sound.setVolumes({ effects: settings.effectsVolume, music: settings.musicVolume, muted: settings.muted });
}

/** The blob textures the menus draw with for these settings. */
export const menuPalette = (settings: Settings): PaletteName =>
  settings.colourBlind ? 'colourBlind' : 'standard';
