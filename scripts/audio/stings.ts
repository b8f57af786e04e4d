import { bass, chords, kick, lead, snare, softLead } from './instruments';
import { SAMPLE_RATE } from './synth';
import type { Song } from './tracker';

const stepAt = (bpm: number): number => Math.round((SAMPLE_RATE * 60) / bpm / 4);
const rest = '- - - - - - - - - - - - - - - -';

/** Win: a C major fanfare that lands on a ringing tonic chord. */
export const winSting: Song = {
  stepSamples: stepAt(144),
  channels: [
    { instrument: lead, pattern: 'G4 . C5 . E5 . G5 . . . E5 . G5 . . . | C6 . . . . . . . . . . . - - - -' },
    { instrument: bass, pattern: 'C3 . . . C3 . . . E3 . . . G3 . . . | C3 . . . . . . . . . . . - - - -' },
    { instrument: chords, pattern: `${rest} | C5:M . . . . . . . . . . . - - - -` },
    { instrument: kick, pattern: 'x . . . x . . . x . . . x . x . | X . . . - - - - - - - - - - - -' },
    { instrument: snare, pattern: '- - - - x . . . - - - - x . x x | X . . . - - - - - - - - - - - -' },
  ],
};

/** Loss: a slow chromatic sigh down to A minor. */
export const lossSting: Song = {
  stepSamples: stepAt(120),
  channels: [
    {
      instrument: softLead,
      pattern: 'E5 . . . D#5 . . . D5 . . . C#5 . . . | C5 . . . . . B4 . A4 . . . . . . .',
    },
    {
      instrument: bass,
      pattern: 'A2 . . . G#2 . . . G2 . . . F#2 . . . | F2 . . . . . E2 . A1 . . . . . . .',
    },
    { instrument: chords, pattern: `${rest} | - - - - - - - - A3:m . . . . . . .` },
    { instrument: kick, pattern: `x . . . - - - - x . . . - - - - | x . . . - - - - x . . . - - - -` },
  ],
};
