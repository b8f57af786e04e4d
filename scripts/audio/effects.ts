import { envelope } from './tracker';
import { hz, render, run, type Part } from './effect-parts';
import { boss, highscore, life, loss, win } from './moments';

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
