import {
  bass,
  bossLead,
  chords,
  drivingBass,
  hat,
  kick,
  lead,
  openHat,
  rollingChords,
  snare,
  softLead,
} from './instruments';
import { noteNumber, SAMPLE_RATE } from './synth';
import type { Song } from './tracker';

/** Samples per sixteenth note at a tempo, rounded so every loop is an exact number of samples. */
const stepAt = (bpm: number): number => Math.round((SAMPLE_RATE * 60) / bpm / 4);

const up = (note: string, semitones: number): string => {
  const names = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
  const midi = (noteNumber(note) ?? 60) + semitones;
  return `${names[midi % 12]}${Math.floor(midi / 12) - 1}`;
};

const bars = (roots: readonly string[], bar: (root: string) => string): string => roots.map(bar).join(' | ');
const repeat = (pattern: string, times: number): string => Array(times).fill(pattern).join(' | ');

/** Root, then its octave on the off-beat: the bouncing bass of a hundred arcade tunes. */
const bounce = (root: string): string => {
  const high = up(root, 12);
  return `${root} . ${high} - `.repeat(4).trim();
};

/** Syncopated bass: a dotted figure with an octave push before beats 2 and 4. */
const groove = (root: string): string => {
  const high = up(root, 12);
  const fifth = up(root, 7);
  return `${root} . . ${high} - ${root} . - ${root} . . ${high} - ${fifth} ${high} -`;
};

/** Sixteenths on the root with octave jumps: the boss's engine. */
const drive = (root: string): string => {
  const high = up(root, 12);
  return `${root} ${root} ${high} ${root} ${root} ${root} ${high} ${root} ${root} ${root} ${high} ${root} ${root} ${high} ${root} ${high}`;
};

/** Off-beat chord stabs. */
const stabs = (chord: string): string => `- - ${chord} . `.repeat(4).trim();
const held = (chord: string): string => `${chord} ${'. '.repeat(15).trim()}`;

/** Menu: A minor, 128 bpm, bright and inviting — the first thing a player hears. */
export const menuSong: Song = {
  stepSamples: stepAt(128),
  channels: [
    {
      instrument: lead,
      echo: { delay: (3 * stepAt(128)) / SAMPLE_RATE, feedback: 0.3, taps: 2 },
      pattern: [
        'E5 . . A4 . . C5 . E5 . D5 . C5 . B4 .',
        'C5 . . A4 . . F4 . A4 . C5 . F5 . E5 .',
        'E5 . . G4 . . C5 . E5 . G5 . A5 . G5 .',
        'D5 . . . . . B4 . G4 . . . - - - -',
        'E5 . . A4 . . C5 . E5 . A5 . G5 . E5 .',
        'F5 . . . E5 . C5 . A4 . C5 . F5 . A5 .',
        'G5 . . . E5 . . . C5 . E5 . G5 . C6 .',
        'B5 . . . . . G#5 . . . E5 . D5 . B4 .',
      ].join(' | '),
    },
    { instrument: bass, pattern: bars(['A2', 'F2', 'C2', 'G2', 'A2', 'F2', 'C3', 'E2'], bounce) },
    {
      instrument: chords,
      pattern: bars(['A3:m', 'F3:M', 'C4:M', 'G3:M', 'A3:m', 'F3:M', 'C4:M', 'E3:7'], stabs),
    },
    { instrument: kick, pattern: repeat('x . . . x . . . x . . . x . . .', 8) },
    {
      instrument: snare,
      pattern: [repeat('- - - - x . . . - - - - x . . .', 7), '- - - - x . . . - - - - x . x x'].join(' | '),
    },
    { instrument: hat, pattern: repeat('x . X . x . X . x . X . x . X x', 8) },
  ],
};

/** In-game: D minor, 104 bpm with a little swing; a calm A section and a livelier B section. */
export const playSong: Song = {
  stepSamples: stepAt(104),
  swing: 0.14,
  channels: [
    {
      instrument: softLead,
      echo: { delay: (3 * stepAt(104)) / SAMPLE_RATE, feedback: 0.35, taps: 3 },
      pattern: [
        'D5 . . . F5 . A5 . . . G5 . F5 . E5 .',
        'D5 . . . . . - - F5 . D5 . Bb4 . C5 .',
        'A4 . . . C5 . F5 . . . E5 . C5 . A4 .',
        'G4 . . . . . . . - - E4 . G4 . C5 .',
        'D5 . . . F5 . A5 . . . C6 . A5 . F5 .',
        'G5 . . . F5 . D5 . . . F5 . G5 . Bb5 .',
        'A5 . . . G5 . F5 . . . E5 . D5 . E5 .',
        'C#5 . . . . . . . E5 . . . A4 . . .',
        'A5 . F5 . D5 . F5 . A5 . . . G5 . F5 .',
        'F5 . D5 . Bb4 . D5 . F5 . . . - - - -',
        'C6 . A5 . F5 . A5 . C6 . . . D6 . C6 .',
        'G5 . . . . . . . E5 . F5 . G5 . - .',
        'F5 . E5 . D5 . . . A4 . . . D5 . F5 .',
        'Bb5 . A5 . G5 . . . F5 . . . D5 . . .',
        'G5 . F5 . E5 . . . D5 . . . C#5 . D5 .',
        'E5 . . . . . . . - - - - - - - -',
      ].join(' | '),
    },
    {
      instrument: bass,
      pattern: repeat(bars(['D2', 'A#1', 'F2', 'C2', 'D2', 'A#1', 'G1', 'A1'], groove), 2),
    },
    {
      instrument: rollingChords,
      pattern: repeat(bars(['D4:m', 'A#3:M', 'F3:M', 'C4:M', 'D4:m', 'A#3:M', 'G3:m', 'A3:7'], held), 2),
    },
    { instrument: kick, pattern: repeat('x . . . - . . x x . . . - . . .', 16) },
    { instrument: snare, pattern: repeat('- - - - x . . . - - - - x . . .', 16) },
    {
      instrument: hat,
      pattern:
        [repeat('x . x . x . x . x . x . x . x x', 7), 'x . x . x . x . x . x . - . - .'].join(' | ') +
        ' | ' +
        [repeat('x . x . x . x . x . x . x . x x', 7), 'x . x . x . x . x . x . x . x x'].join(' | '),
    },
    { instrument: openHat, pattern: repeat('- - - - - - - - - - - - - - x .', 16) },
  ],
};

/** Boss: E minor with a Phrygian F, 150 bpm, sixteenth-note bass — the fight of the run. A and B sections. */
export const bossSong: Song = {
  stepSamples: stepAt(150),
  channels: [
    {
      instrument: bossLead,
      echo: { delay: (2 * stepAt(150)) / SAMPLE_RATE, feedback: 0.28, taps: 2 },
      pattern: [
        'E5 . . . B4 . . . E5 . F#5 . G5 . . .',
        'E5 . . . C5 . . . G4 . . . C5 . E5 .',
        'A5 . . . G5 . . . E5 . . . C5 . D5 .',
        'D#5 . . . . . . . B4 . . . F#5 . . .',
        'E5 . G5 . B5 . . . A5 . G5 . F#5 . G5 .',
        'A5 . . . F5 . . . C5 . F5 . A5 . C6 .',
        'B5 . A5 . F#5 . . . D5 . . . F#5 . A5 .',
        'B5 . . . . . . . - . D#5 . F#5 . A5 .',
        'A5 . . . C6 . . . B5 . A5 . E5 . . .',
        'G5 . . . F#5 . E5 . B4 . . . E5 . G5 .',
        'A5 . . . . . C6 . A5 . F5 . C5 . F5 .',
        'F#5 . . . D#5 . . . B4 . . . A4 . . .',
        'E5 . A5 . C6 . . . B5 . A5 . G5 . A5 .',
        'G5 . . . E5 . . . C5 . E5 . G5 . C6 .',
        'F#5 . A5 . D6 . . . C6 . A5 . F#5 . D5 .',
        'D#5 . . . F#5 . . . B5 . . . - - - -',
      ].join(' | '),
    },
    {
      instrument: drivingBass,
      pattern: bars(
        ['E2', 'C2', 'A1', 'B1', 'E2', 'F2', 'D2', 'B1', 'A1', 'E2', 'F2', 'B1', 'A1', 'C2', 'D2', 'B1'],
        drive,
      ),
    },
    {
      instrument: chords,
      pattern: bars(
        [
          ...['E4:m', 'C4:M', 'A3:m', 'B3:7', 'E4:m', 'F3:M', 'D4:M', 'B3:7'],
          ...['A3:m', 'E4:m', 'F3:M', 'B3:7', 'A3:m', 'C4:M', 'D4:M', 'B3:7'],
        ],
        stabs,
      ),
    },
    { instrument: kick, pattern: repeat('x . . . x . . x x . . . x . . .', 16) },
    {
      instrument: snare,
      pattern: repeat(
        [repeat('- - - - x . . . - - - - x . . .', 7), '- - - - x . . . x . x . x x x x'].join(' | '),
        2,
      ),
    },
    { instrument: hat, pattern: repeat('x x X x x x X x x x X x x x X x', 16) },
  ],
};

export const SONGS = { menu: menuSong, play: playSong, boss: bossSong } as const;
