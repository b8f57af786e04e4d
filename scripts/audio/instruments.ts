import { envelope, type Instrument } from './tracker';

/** The band: a pulse lead, a triangle bass, arpeggiated chords and a small drum kit, NES/arcade style. */

export const lead: Instrument = {
  gate: 0.92,
  layers: [
    {
      wave: 'pulse25',
      envelope: envelope(0.004, 0.12, 0.62, 0.09),
      gain: 0.26,
      vibrato: { rate: 5.6, depth: 0.22, delay: 0.18 },
      lowpass: 6500,
    },
    // A quiet octave-up square thickens the lead the way two pulse channels would.
    { wave: 'square', detune: 12, envelope: envelope(0.004, 0.08, 0.25, 0.06), gain: 0.04, lowpass: 5000 },
  ],
};

/** Softer lead for the in-game loop: it plays for minutes, so it must never nag. */
export const softLead: Instrument = {
  gate: 0.9,
  layers: [
    {
      wave: 'pulse12',
      envelope: envelope(0.01, 0.2, 0.5, 0.14),
      gain: 0.22,
      vibrato: { rate: 5, depth: 0.18, delay: 0.22 },
      lowpass: 3600,
    },
    { wave: 'triangle', envelope: envelope(0.01, 0.2, 0.7, 0.14), gain: 0.28 },
  ],
};

export const bossLead: Instrument = {
  gate: 0.94,
  layers: [
    {
      wave: 'saw',
      envelope: envelope(0.003, 0.1, 0.7, 0.08),
      gain: 0.2,
      vibrato: { rate: 6.5, depth: 0.3, delay: 0.12 },
      lowpass: 4200,
    },
    { wave: 'square', detune: -12, envelope: envelope(0.003, 0.1, 0.6, 0.08), gain: 0.07, lowpass: 2500 },
  ],
};

export const bass: Instrument = {
  gate: 0.85,
  layers: [{ wave: 'triangle', envelope: envelope(0.002, 0.06, 0.85, 0.03), gain: 0.38 }],
};

/** Plucked 16th-note bass for the boss: a triangle with a short square click on top. */
export const drivingBass: Instrument = {
  gate: 0.6,
  layers: [
    { wave: 'triangle', envelope: envelope(0.001, 0.05, 0.8, 0.02), gain: 0.36 },
    { wave: 'square', envelope: envelope(0.001, 0.03, 0.15, 0.02), gain: 0.05, lowpass: 1800 },
  ],
};

export const chords: Instrument = {
  gate: 0.9,
  arpSteps: 0.25,
  layers: [{ wave: 'pulse12', envelope: envelope(0.002, 0.14, 0.35, 0.05), gain: 0.09, lowpass: 5000 }],
};

/** A rolling one-note-per-step arpeggio, softer, for the in-game loop. */
export const rollingChords: Instrument = {
  gate: 0.98,
  arpSteps: 1,
  layers: [{ wave: 'pulse25', envelope: envelope(0.01, 0.3, 0.45, 0.1), gain: 0.06, lowpass: 2800 }],
};

export const kick: Instrument = {
  gate: 1,
  layers: [
    {
      wave: 'sine',
      freq: 150,
      slide: 0.28,
      glide: 0.07,
      hold: 0.001,
      envelope: envelope(0.001, 0.001, 1, 0.2),
      gain: 0.5,
    },
    {
      wave: 'noise',
      freq: 0,
      hold: 0.001,
      envelope: envelope(0.001, 0.001, 1, 0.012),
      gain: 0.12,
      lowpass: 3000,
    },
  ],
};

export const snare: Instrument = {
  gate: 1,
  layers: [
    {
      wave: 'noise',
      freq: 0,
      hold: 0.001,
      envelope: envelope(0.001, 0.001, 1, 0.14),
      gain: 0.3,
      highpass: 1200,
      lowpass: 9000,
    },
    {
      wave: 'triangle',
      freq: 200,
      slide: 0.7,
      glide: 0.05,
      hold: 0.001,
      envelope: envelope(0.001, 0.001, 1, 0.08),
      gain: 0.3,
    },
  ],
};

export const hat: Instrument = {
  gate: 1,
  layers: [
    {
      wave: 'noise',
      freq: 0,
      hold: 0.001,
      envelope: envelope(0.001, 0.001, 1, 0.035),
      gain: 0.16,
      highpass: 7000,
    },
  ],
};

export const openHat: Instrument = {
  gate: 1,
  layers: [
    {
      wave: 'noise',
      freq: 0,
      hold: 0.001,
      envelope: envelope(0.001, 0.001, 1, 0.2),
      gain: 0.08,
      highpass: 6000,
    },
  ],
};
