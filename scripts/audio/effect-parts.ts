import { addTone, master, midiToHz, noteNumber, samplesOf, toneLength, type Tone } from './synth';

/** A sound effect: tones placed at times in seconds, rendered into one buffer. */
export type Part = readonly [at: number, tone: Tone];

export function render(parts: readonly Part[], level = 0.8): Float32Array {
  const length = Math.max(...parts.map(([at, tone]) => at + toneLength(tone))) + 0.01;
  const out = new Float32Array(samplesOf(length));
  parts.forEach(([at, tone], index) => addTone(out, samplesOf(at), tone, index + 11));
  return master(out, level);
}

export const hz = (name: string): number => midiToHz(noteNumber(name) ?? 60);

/** Notes of a quick rising or falling run, `gap` seconds apart. */
export const run = (names: readonly string[], gap: number, tone: Omit<Tone, 'freq'>, start = 0): Part[] =>
  names.map((name, index) => [start + index * gap, { ...tone, freq: hz(name) }]);
