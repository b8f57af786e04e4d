/**
 * The player's settings: what they are and their defaults. Here in base, below the save that keeps them,
 * because the words (the language), the board's animations and the sound read them too.
 */
export const LANGUAGES = ['en', 'nl', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const ANIMATION_SPEEDS = ['normal', 'fast', 'instant'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

export interface Settings {
  readonly effectsVolume: number; // 0..1
  readonly musicVolume: number; // 0..1
  readonly muted: boolean;
  readonly animationSpeed: AnimationSpeed;
  readonly colourBlind: boolean;
  readonly language: Language;
}

export const DEFAULT_SETTINGS: Settings = {
  effectsVolume: 0.8,
  musicVolume: 0.5,
  muted: false,
  animationSpeed: 'normal',
  colourBlind: false,
  language: 'en',
};
