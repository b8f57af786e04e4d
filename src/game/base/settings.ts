/**
 * The player's settings: their schema, their type (inferred from it) and their defaults. Here in base,
 * below the save that keeps them, because the words (the language), the board's animations and the
 * sound read them too. The save reads them back one by one (store/recover.ts): a setting that does not
 * validate goes back to its default and is named to the player, the others are kept.
 */
import * as v from 'valibot';

export const LANGUAGES = ['en', 'nl', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const ANIMATION_SPEEDS = ['normal', 'fast', 'instant'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

const volume = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1));

/** Each setting's schema, by name: the save checks them one at a time. */
export const SETTING_SCHEMAS = {
  effectsVolume: volume,
  musicVolume: volume,
  muted: v.boolean(),
  animationSpeed: v.picklist(ANIMATION_SPEEDS),
  colourBlind: v.boolean(),
  language: v.picklist(LANGUAGES),
};

export const SettingsSchema = v.object(SETTING_SCHEMAS);
export type Settings = Readonly<v.InferOutput<typeof SettingsSchema>>;

export const DEFAULT_SETTINGS: Settings = {
  effectsVolume: 0.8,
  musicVolume: 0.5,
  muted: false,
  animationSpeed: 'normal',
  colourBlind: false,
  language: 'en',
};
