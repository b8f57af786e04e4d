import type { Settings } from '../save/schema';
import type { SoundPlayer, Volumes } from './SoundPlayer';

const unit = (value: number): number => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/** The sound part of the saved settings, clamped to 0–1. */
export const volumesFrom = (settings: Settings): Volumes => ({
  effects: unit(settings.effectsVolume),
  music: unit(settings.musicVolume),
  muted: settings.muted,
});

/** Puts the saved volume and mute settings into effect at once. */
export function applySoundSettings(sound: SoundPlayer, settings: Settings): void {
  sound.setVolumes(volumesFrom(settings));
}
