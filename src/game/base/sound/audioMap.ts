import map from '../../../../assets/audio/audio.json';
import { EFFECTS, OXONO_EFFECTS, STINGS, TRACKS } from './SoundPlayer';

/** A sprite's start and length in milliseconds, as Howler takes them. */
export type Span = readonly [startMs: number, durationMs: number];

/** How many pitched flip sprites the generator makes: a ripple's steps beyond this reuse the top one. */
export const FLIP_SPRITES = 8;

const inOxonoFile = (name: string): boolean => (OXONO_EFFECTS as readonly string[]).includes(name);

/**
 * The sprite names of the effects file: every effect but Oxono's (a file of their own), with `flip`
 * split into `flip0`…`flip7`.
 */
export const EFFECT_SPRITES = [
  ...EFFECTS.filter((name) => name !== 'flip' && !inOxonoFile(name)),
  ...Array.from({ length: FLIP_SPRITES }, (_, step) => `flip${step}`),
];

/**
 * Checks the generated map (assets/audio/audio.json, written by `npm run audio`) against the names the
 * game plays, so a stale or hand-edited file is reported by name instead of failing silently.
 */
export function checkAudioMap(data: unknown): string[] {
  const errors: string[] = [];
  const sections = {
    effects: EFFECT_SPRITES,
    music: [...TRACKS],
    stings: [...STINGS],
    oxono: [...OXONO_EFFECTS],
  };
  const record = (data ?? {}) as Record<string, unknown>;
  for (const [section, names] of Object.entries(sections)) {
    const spans = record[section] as Record<string, unknown> | undefined;
    if (typeof spans !== 'object' || spans === null) {
      errors.push(`assets/audio/audio.json: "${section}" is missing`);
      continue;
    }
    for (const name of names) {
      const span = spans[name];
      const valid =
        Array.isArray(span) &&
        span.length === 2 &&
        span.every((value) => typeof value === 'number' && Number.isFinite(value) && value >= 0) &&
        span[1] > 0;
      if (!valid)
        errors.push(`assets/audio/audio.json: ${section}.${name} is not a [startMs, durationMs] pair`);
    }
  }
  return errors;
}

/** Problems with the committed map, if any (empty when it is sound). */
export const audioMapErrors = (): string[] => checkAudioMap(map);

export const EFFECT_SPANS = map.effects as unknown as Readonly<Record<string, Span>>;
export const MUSIC_SPANS = map.music as unknown as Readonly<Record<string, Span>>;
export const OXONO_EFFECT_SPANS = map.oxono as unknown as Readonly<Record<string, Span>>;
