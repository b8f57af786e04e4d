import { addTone, master, midiToHz, noteNumber, samplesOf, toneLength, type Tone } from './synth';
import { envelope } from './tracker';

/** A sound effect: tones placed at times in seconds, rendered into one buffer. */
type Part = readonly [at: number, tone: Tone];

function render(parts: readonly Part[], level = 0.8): Float32Array {
  const length = Math.max(...parts.map(([at, tone]) => at + toneLength(tone))) + 0.01;
  const out = new Float32Array(samplesOf(length));
  parts.forEach(([at, tone], index) => addTone(out, samplesOf(at), tone, index + 11));
  return master(out, level);
}

const hz = (name: string): number => midiToHz(noteNumber(name) ?? 60);

/** Notes of a quick rising or falling run, `gap` seconds apart. */
const run = (names: readonly string[], gap: number, tone: Omit<Tone, 'freq'>, start = 0): Part[] =>
  names.map((name, index) => [start + index * gap, { ...tone, freq: hz(name) }]);

/** Cursor on a piece: a short bright blip. */
const select = (): Float32Array =>
  render(
    [
      [
        0,
        {
          wave: 'pulse25',
          freq: hz('E6'),
          freqEnd: hz('B6'),
          glide: 0.03,
          duration: 0.03,
          envelope: envelope(0.002, 0.02, 0.5, 0.04),
          gain: 0.5,
          lowpass: 8000,
        },
      ],
    ],
    0.55,
  );

/** A clone: a gooey bubble that swells upward (FM with a falling index). */
const clone = (): Float32Array =>
  render(
    [
      [
        0,
        {
          wave: 'fm',
          freq: 260,
          freqEnd: 620,
          glide: 0.09,
          duration: 0.07,
          envelope: envelope(0.005, 0.05, 0.6, 0.08),
          gain: 0.6,
          fm: { ratio: 1.5, index: 3, indexEnd: 0.3 },
        },
      ],
      [
        0.02,
        {
          wave: 'sine',
          freq: 520,
          freqEnd: 900,
          glide: 0.06,
          duration: 0.04,
          envelope: envelope(0.004, 0.03, 0.4, 0.05),
          gain: 0.25,
        },
      ],
    ],
    0.7,
  );

/** A jump: a springy leap up and a plop down where it lands, with a little swish of air. */
const jump = (): Float32Array =>
  render(
    [
      [
        0,
        {
          wave: 'pulse25',
          freq: 220,
          freqEnd: 880,
          glide: 0.12,
          duration: 0.12,
          envelope: envelope(0.003, 0.05, 0.5, 0.04),
          gain: 0.35,
          lowpass: 5000,
        },
      ],
      [
        0,
        {
          wave: 'noise',
          freq: 0,
          duration: 0.14,
          envelope: envelope(0.05, 0.05, 0.5, 0.06),
          gain: 0.12,
          highpass: 2500,
          lowpass: 7000,
        },
      ],
      [
        0.15,
        {
          wave: 'fm',
          freq: 500,
          freqEnd: 180,
          glide: 0.08,
          duration: 0.05,
          envelope: envelope(0.002, 0.04, 0.5, 0.08),
          gain: 0.55,
          fm: { ratio: 2, index: 2.5, indexEnd: 0.2 },
        },
      ],
    ],
    0.72,
  );

/** One flip of the ripple: a plucky pop; the notes climb a major pentatonic scale as the chain grows. */
export const FLIP_NOTES = ['C5', 'D5', 'E5', 'G5', 'A5', 'C6', 'D6', 'E6'] as const;
const flip = (note: string): Float32Array =>
  render(
    [
      [
        0,
        {
          wave: 'triangle',
          freq: hz(note) / 2,
          freqEnd: hz(note),
          glide: 0.018,
          duration: 0.03,
          envelope: envelope(0.001, 0.04, 0.4, 0.09),
          gain: 0.6,
        },
      ],
      [
        0,
        {
          wave: 'pulse12',
          freq: hz(note),
          duration: 0.02,
          envelope: envelope(0.001, 0.03, 0.3, 0.07),
          gain: 0.2,
          lowpass: 6000,
        },
      ],
    ],
    0.62,
  );

/** An illegal tap: a low two-beat buzz, unmistakable but short. */
const illegal = (): Float32Array =>
  render(
    [0, 0.11].flatMap((at): Part[] => [
      [
        at,
        {
          wave: 'square',
          freq: 98,
          duration: 0.07,
          envelope: envelope(0.002, 0.02, 0.8, 0.02),
          gain: 0.3,
          lowpass: 1800,
        },
      ],
      [
        at,
        {
          wave: 'square',
          freq: 104,
          duration: 0.07,
          envelope: envelope(0.002, 0.02, 0.8, 0.02),
          gain: 0.3,
          lowpass: 1800,
        },
      ],
    ]),
    0.6,
  );

/** The arcade fill: a long shimmering rise as the empty squares flood with one colour. */
const fill = (): Float32Array => {
  const notes = ['C4', 'E4', 'G4', 'C5', 'E5', 'G5', 'C6', 'E6', 'G6', 'C7'];
  return render(
    [
      [
        0,
        {
          wave: 'saw',
          freq: 110,
          freqEnd: 880,
          glide: 1.1,
          duration: 1.1,
          envelope: envelope(0.2, 0.3, 0.7, 0.3),
          gain: 0.2,
          lowpass: 3000,
        },
      ],
      [
        0,
        {
          wave: 'noise',
          freq: 0,
          duration: 1.1,
          envelope: envelope(0.6, 0.3, 0.6, 0.3),
          gain: 0.06,
          highpass: 5000,
        },
      ],
      ...run(notes, 0.11, {
        wave: 'pulse25',
        duration: 0.06,
        envelope: envelope(0.002, 0.05, 0.4, 0.15),
        gain: 0.22,
        lowpass: 7000,
      }),
    ],
    0.75,
  );
};

/** Win: a bright major flourish. */
const win = (): Float32Array =>
  render(
    [
      ...run(['C5', 'E5', 'G5'], 0.07, {
        wave: 'pulse25',
        duration: 0.05,
        envelope: envelope(0.002, 0.04, 0.6, 0.05),
        gain: 0.3,
        lowpass: 7000,
      }),
      [
        0.21,
        {
          wave: 'pulse25',
          freq: hz('C6'),
          duration: 0.3,
          envelope: envelope(0.002, 0.1, 0.6, 0.2),
          gain: 0.3,
          vibrato: { rate: 6, depth: 0.3, delay: 0.08 },
          lowpass: 7000,
        },
      ],
      [
        0.21,
        {
          wave: 'triangle',
          freq: hz('C4'),
          duration: 0.3,
          envelope: envelope(0.002, 0.1, 0.8, 0.2),
          gain: 0.5,
        },
      ],
    ],
    0.7,
  );

/** Loss: a deflating slide down. */
const loss = (): Float32Array =>
  render(
    [
      ...run(['G4', 'F#4', 'F4'], 0.13, {
        wave: 'square',
        duration: 0.09,
        envelope: envelope(0.003, 0.05, 0.6, 0.04),
        gain: 0.25,
        lowpass: 2500,
      }),
      [
        0.39,
        {
          wave: 'square',
          freq: hz('E4'),
          freqEnd: hz('E3'),
          glide: 0.5,
          duration: 0.45,
          envelope: envelope(0.003, 0.1, 0.6, 0.15),
          gain: 0.25,
          vibrato: { rate: 7, depth: 0.4, delay: 0.05 },
          lowpass: 2500,
        },
      ],
    ],
    0.65,
  );

/** A new high score: a sparkling run up two octaves and a ringing top note. */
const highscore = (): Float32Array =>
  render(
    [
      ...run(['C5', 'E5', 'G5', 'C6', 'E6', 'G6', 'C7'], 0.055, {
        wave: 'pulse12',
        duration: 0.04,
        envelope: envelope(0.001, 0.03, 0.5, 0.12),
        gain: 0.28,
        lowpass: 9000,
      }),
      [
        0.39,
        {
          wave: 'fm',
          freq: hz('C6'),
          duration: 0.35,
          envelope: envelope(0.002, 0.2, 0.4, 0.4),
          gain: 0.35,
          fm: { ratio: 3.5, index: 2, indexEnd: 0.2 },
        },
      ],
      [
        0.39,
        {
          wave: 'fm',
          freq: hz('G6'),
          duration: 0.35,
          envelope: envelope(0.002, 0.2, 0.3, 0.4),
          gain: 0.2,
          fm: { ratio: 3.5, index: 1.5, indexEnd: 0.1 },
        },
      ],
    ],
    0.72,
  );

/** The boss appears: a low growl rising under a gong-like FM hit. */
const boss = (): Float32Array =>
  render(
    [
      [
        0,
        {
          wave: 'saw',
          freq: 41,
          freqEnd: 55,
          glide: 1.2,
          duration: 1.1,
          envelope: envelope(0.3, 0.4, 0.8, 0.4),
          gain: 0.35,
          lowpass: 900,
          vibrato: { rate: 3, depth: 0.5, delay: 0.2 },
        },
      ],
      [
        0,
        {
          wave: 'saw',
          freq: 41.6,
          freqEnd: 55.8,
          glide: 1.2,
          duration: 1.1,
          envelope: envelope(0.3, 0.4, 0.8, 0.4),
          gain: 0.35,
          lowpass: 900,
        },
      ],
      [
        0.05,
        {
          wave: 'fm',
          freq: 82,
          duration: 0.2,
          envelope: envelope(0.002, 0.5, 0.3, 1.0),
          gain: 0.45,
          fm: { ratio: 1.41, index: 6, indexEnd: 0.5 },
        },
      ],
      [
        0.05,
        {
          wave: 'noise',
          freq: 0,
          duration: 0.05,
          envelope: envelope(0.001, 0.1, 0.2, 0.5),
          gain: 0.15,
          lowpass: 2000,
        },
      ],
      [
        0.9,
        {
          wave: 'square',
          freq: hz('E3'),
          duration: 0.12,
          envelope: envelope(0.002, 0.05, 0.7, 0.05),
          gain: 0.12,
          lowpass: 2000,
        },
      ],
      [
        1.05,
        {
          wave: 'square',
          freq: hz('F3'),
          duration: 0.4,
          envelope: envelope(0.002, 0.1, 0.7, 0.3),
          gain: 0.12,
          lowpass: 2000,
          vibrato: { rate: 5, depth: 0.3, delay: 0.1 },
        },
      ],
    ],
    0.8,
  );

/** Menu click: a dry tick. */
const click = (): Float32Array =>
  render(
    [
      [
        0,
        {
          wave: 'square',
          freq: 1800,
          freqEnd: 1200,
          glide: 0.015,
          duration: 0.01,
          envelope: envelope(0.001, 0.01, 0.2, 0.02),
          gain: 0.4,
          lowpass: 6000,
        },
      ],
    ],
    0.45,
  );

/** A life lost: three falling blips and a thud. */
const life = (): Float32Array =>
  render(
    [
      ...run(['A5', 'E5', 'A4'], 0.1, {
        wave: 'pulse25',
        duration: 0.06,
        envelope: envelope(0.002, 0.04, 0.5, 0.05),
        gain: 0.3,
        lowpass: 5000,
      }),
      [
        0.3,
        {
          wave: 'sine',
          freq: 140,
          freqEnd: 45,
          glide: 0.15,
          duration: 0.05,
          envelope: envelope(0.002, 0.02, 1, 0.2),
          gain: 0.7,
        },
      ],
    ],
    0.7,
  );

/** Every sprite of the effects file, in the order they are packed. `flip0`…`flip7` climb the scale. */
export function renderEffects(): ReadonlyArray<readonly [name: string, samples: Float32Array]> {
  return [
    ['select', select()],
    ['clone', clone()],
    ['jump', jump()],
    ...FLIP_NOTES.map((note, step) => [`flip${step}`, flip(note)] as const),
    ['illegal', illegal()],
    ['fill', fill()],
    ['win', win()],
    ['loss', loss()],
    ['highscore', highscore()],
    ['boss', boss()],
    ['click', click()],
    ['life', life()],
  ];
}
