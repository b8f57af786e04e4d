/** Oxono's effects (the totem's slide, a pawn set down, the winning line, a drawn game): a file of their own. */
export const OXONO_EFFECTS = ['slide', 'place', 'line', 'draw'] as const;

/** Every sound effect the game plays. */
export const EFFECTS = [
  'select',
  'clone',
  'jump',
  'flip',
  'illegal',
  'fill',
  'win',
  'loss',
  'highscore',
  'boss',
  'click',
  'life',
  ...OXONO_EFFECTS,
] as const;
export type Effect = (typeof EFFECTS)[number];

/** Music loops and the short stings that end a game. */
export const TRACKS = ['menu', 'play', 'boss'] as const;
export type Track = (typeof TRACKS)[number];
export const STINGS = ['win', 'loss'] as const;
export type Sting = (typeof STINGS)[number];

export interface Volumes {
  readonly effects: number;
  readonly music: number;
  readonly muted: boolean;
}

/**
 * All the game asks of audio. Howler plays it in the game; tests use a silent, recording implementation.
 * `step` is the position of a flip in its ripple (0, 1, 2…): later flips sound higher. `fill` is one
 * sweep covering the whole arcade fill: it sounds at step 0 (or without a step); later steps are ignored.
 */
export interface SoundPlayer {
  effect(name: Effect, options?: { readonly step?: number }): void;
  /** Starts a music loop (crossfading from the current one), or stops music with null. */
  music(track: Track | null): void;
  sting(name: Sting): void;
  setVolumes(volumes: Volumes): void;
  /** Resolves when the sounds the first screens need have loaded (or failed to); never rejects. Optional. */
  ready?(): Promise<void>;
  /** Starts loading Oxono's effects (when Oxono opens), so its first move is heard. Optional. */
  prepareOxono?(): void;
}
