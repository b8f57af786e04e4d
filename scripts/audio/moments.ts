import { envelope } from './tracker';
import { hz, render, run } from './effect-parts';

/** The effects of the game's big moments: winning, losing, a high score, the boss, a life lost. */

/** Win: a bright major flourish. */
export const win = (): Float32Array =>
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
export const loss = (): Float32Array =>
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
export const highscore = (): Float32Array =>
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
export const boss = (): Float32Array =>
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

/** A life lost: three falling blips and a thud. */
export const life = (): Float32Array =>
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
