import { envelope } from './tracker';
import { hz, render, run, type Part } from './effect-parts';

/**
 * Oxono's own effects, of wood and stone rather than Ataxx's goo: the totem sliding over the board, a
 * pawn set down, the line of four made, and a drawn game. They are a sprite file of their own
 * (effects-oxono.mp3), fetched when Oxono opens, so the title's first load carries none of them.
 */

/** The totem's slide: a short dry scrape under a low wooden glide. */
const slide = (): Float32Array =>
  render(
    [
      [
        0,
        {
          wave: 'noise',
          freq: 0,
          duration: 0.16,
          envelope: envelope(0.03, 0.06, 0.6, 0.06),
          gain: 0.35,
          highpass: 900,
          lowpass: 3200,
        },
      ],
      [
        0,
        {
          wave: 'triangle',
          freq: hz('G3'),
          freqEnd: hz('D3'),
          glide: 0.18,
          duration: 0.16,
          envelope: envelope(0.02, 0.08, 0.5, 0.06),
          gain: 0.55,
        },
      ],
    ],
    0.6,
  );

/** A pawn set down: a solid click with a hollow knock under it. */
const place = (): Float32Array =>
  render(
    [
      [
        0,
        {
          wave: 'fm',
          freq: hz('A4'),
          freqEnd: hz('E4'),
          glide: 0.04,
          duration: 0.03,
          envelope: envelope(0.001, 0.05, 0.2, 0.06),
          gain: 0.6,
          fm: { ratio: 3.5, index: 4, indexEnd: 0.2 },
        },
      ],
      [
        0,
        {
          wave: 'sine',
          freq: hz('A2'),
          freqEnd: hz('E2'),
          glide: 0.06,
          duration: 0.04,
          envelope: envelope(0.001, 0.06, 0.3, 0.06),
          gain: 0.7,
        },
      ],
    ],
    0.7,
  );

/** The line: four quick rising notes, one per pawn in the row, ringing out together at the top. */
const line = (): Float32Array =>
  render(
    [
      ...run(['D5', 'F#5', 'A5', 'D6'], 0.075, {
        wave: 'pulse12',
        duration: 0.05,
        envelope: envelope(0.002, 0.06, 0.5, 0.18),
        gain: 0.3,
        lowpass: 6500,
      }),
      ...run(['D4', 'F#4', 'A4', 'D5'], 0.075, {
        wave: 'triangle',
        duration: 0.06,
        envelope: envelope(0.002, 0.08, 0.6, 0.2),
        gain: 0.35,
      }),
      [
        0.3,
        {
          wave: 'sine',
          freq: hz('D6'),
          duration: 0.18,
          envelope: envelope(0.004, 0.1, 0.5, 0.25),
          gain: 0.25,
          vibrato: { rate: 7, depth: 0.2, delay: 0.05 },
        },
      ],
    ],
    0.7,
  );

/** A draw: two even chimes a fourth apart that settle nowhere, neither a triumph nor a loss. */
const draw = (): Float32Array =>
  render(
    [0, 0.22].flatMap((at, index): Part[] => [
      [
        at,
        {
          wave: 'triangle',
          freq: hz(index === 0 ? 'E5' : 'B4'),
          duration: 0.12,
          envelope: envelope(0.004, 0.1, 0.5, 0.25),
          gain: 0.45,
        },
      ],
      [
        at,
        {
          wave: 'sine',
          freq: hz(index === 0 ? 'E6' : 'B5'),
          duration: 0.08,
          envelope: envelope(0.004, 0.06, 0.3, 0.2),
          gain: 0.15,
        },
      ],
    ]),
    0.6,
  );

/** Oxono's sprites, in the order they are packed. */
export const oxonoEffects = (): ReadonlyArray<readonly [name: string, samples: Float32Array]> => [
  ['slide', slide()],
  ['place', place()],
  ['line', line()],
  ['draw', draw()],
];
