/**
 * A tiny deterministic synthesiser: band-limited oscillators, envelopes, one-pole filters, seeded noise
 * and two-operator FM, rendered into plain Float32Arrays. No clocks, no Math.random: the same score
 * renders the same samples on every machine, so the generated files are reproducible byte for byte.
 */
export const SAMPLE_RATE = 44100;

export const WAVES = ['square', 'pulse25', 'pulse12', 'triangle', 'saw', 'sine', 'noise', 'fm'] as const;
export type Wave = (typeof WAVES)[number];

/** Attack, decay and release in seconds; sustain is a level 0–1 held until the note is released. */
export interface Envelope {
  readonly attack: number;
  readonly decay: number;
  readonly sustain: number;
  readonly release: number;
}

export interface Tone {
  readonly wave: Wave;
  /** Start frequency in Hz (for noise: the sample-and-hold rate; 0 or above 20 kHz gives white noise). */
  readonly freq: number;
  /** Exponential glide to this frequency over `glide` seconds (default: the held duration). */
  readonly freqEnd?: number;
  readonly glide?: number;
  /** Seconds the note is held before its release starts. */
  readonly duration: number;
  readonly envelope: Envelope;
  readonly gain: number;
  /** Vibrato rate in Hz, depth in semitones, starting after `delay` seconds. */
  readonly vibrato?: { readonly rate: number; readonly depth: number; readonly delay: number };
  /** Chiptune arpeggio: semitone offsets cycled every `arpRate` seconds. */
  readonly arp?: readonly number[];
  readonly arpRate?: number;
  /** FM: modulator at `ratio` × the carrier, modulation index decaying from `index` to `indexEnd`. */
  readonly fm?: { readonly ratio: number; readonly index: number; readonly indexEnd: number };
  /** One-pole low-pass and high-pass cut-offs in Hz. */
  readonly lowpass?: number;
  readonly highpass?: number;
}

/** xorshift32: seeded noise, identical everywhere. */
export function noiseSource(seed: number): () => number {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x80000000 - 1;
  };
}

export const midiToHz = (note: number): number => 440 * 2 ** ((note - 69) / 12);

const NOTE_OFFSETS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** MIDI number of a note name like `A4`, `C#5` or `Bb3`, or null when it is not one. */
export function noteNumber(name: string): number | null {
  const match = /^([A-G])([#b]?)(-?\d)$/.exec(name);
  if (!match) return null;
  const accidental = match[2] === '#' ? 1 : match[2] === 'b' ? -1 : 0;
  return 12 * (Number(match[3]) + 1) + NOTE_OFFSETS[match[1]] + accidental;
}

export function envelopeAt(envelope: Envelope, t: number, held: number): number {
  const { attack, decay, sustain, release } = envelope;
  const level = (time: number): number => {
    if (time < attack) return time / attack;
    if (time < attack + decay) return 1 - (1 - sustain) * ((time - attack) / decay);
    return sustain;
  };
  if (t < held) return level(t);
  if (release <= 0) return 0;
  const after = t - held;
  return after >= release ? 0 : level(held) * (1 - after / release) ** 2;
}

/** PolyBLEP residual: removes most of the aliasing of a naive step at phase 0. */
function blep(phase: number, step: number): number {
  if (phase < step) {
    const x = phase / step;
    return x + x - x * x - 1;
  }
  if (phase > 1 - step) {
    const x = (phase - 1) / step;
    return x * x + x + x + 1;
  }
  return 0;
}

function pulse(phase: number, step: number, duty: number): number {
  let value = phase < duty ? 1 : -1;
  value += blep(phase, step);
  const shifted = (phase - duty + 1) % 1;
  value -= blep(shifted, step);
  // A narrow pulse sits off centre; removing its mean keeps the mix free of DC offset.
  return value - (2 * duty - 1);
}

/** Total seconds a tone sounds, release included. */
export const toneLength = (tone: Tone): number => tone.duration + tone.envelope.release;

/**
 * Adds a tone into `out` starting at sample `start`. With `wrap`, samples past the end wrap around to
 * the start, which is what makes a music loop's tails continue seamlessly into its first bar.
 */
export function addTone(out: Float32Array, start: number, tone: Tone, seed = 1, wrap = false): void {
  const length = Math.ceil(toneLength(tone) * SAMPLE_RATE);
  const noise = noiseSource(seed);
  const glide = tone.glide ?? tone.duration;
  const ratio = tone.freqEnd !== undefined ? tone.freqEnd / tone.freq : 1;
  const arpRate = tone.arpRate ?? 1 / 60;
  let phase = 0;
  let modPhase = 0;
  let held = 0;
  let holdCount = 0;
  let low = 0;
  let highIn = 0;
  let highOut = 0;
  let triangle = -1;
  const lowK = tone.lowpass ? 1 - Math.exp((-2 * Math.PI * tone.lowpass) / SAMPLE_RATE) : 1;
  const highK = tone.highpass ? Math.exp((-2 * Math.PI * tone.highpass) / SAMPLE_RATE) : 0;
  for (let i = 0; i < length; i++) {
    const t = i / SAMPLE_RATE;
    let freq = tone.freq * (ratio === 1 ? 1 : ratio ** Math.min(1, t / glide));
    if (tone.vibrato && t > tone.vibrato.delay) {
      const ramp = Math.min(1, (t - tone.vibrato.delay) / 0.15);
      freq *= 2 ** ((ramp * tone.vibrato.depth * Math.sin(2 * Math.PI * tone.vibrato.rate * t)) / 12);
    }
    if (tone.arp) freq *= 2 ** (tone.arp[Math.floor(t / arpRate) % tone.arp.length] / 12);
    const step = Math.min(0.5, freq / SAMPLE_RATE);
    let value: number;
    switch (tone.wave) {
      case 'square':
        value = pulse(phase, step, 0.5);
        break;
      case 'pulse25':
        value = pulse(phase, step, 0.25);
        break;
      case 'pulse12':
        value = pulse(phase, step, 0.125);
        break;
      case 'saw':
        value = 2 * phase - 1 - blep(phase, step);
        break;
      case 'triangle':
        // A leaky integral of a band-limited square is a band-limited triangle.
        // The slight leak keeps rounding errors from drifting it off centre.
        triangle = (1 - 0.01 * step) * triangle + 4 * step * pulse(phase, step, 0.5);
        value = triangle;
        break;
      case 'sine':
        value = Math.sin(2 * Math.PI * phase);
        break;
      case 'fm': {
        const fm = tone.fm ?? { ratio: 1, index: 1, indexEnd: 1 };
        const index = fm.index + (fm.indexEnd - fm.index) * Math.min(1, t / Math.max(tone.duration, 1e-3));
        value = Math.sin(2 * Math.PI * phase + index * Math.sin(2 * Math.PI * modPhase));
        modPhase = (modPhase + (freq * fm.ratio) / SAMPLE_RATE) % 1;
        break;
      }
      case 'noise': {
        const hold = tone.freq > 0 && tone.freq < 20000 ? Math.max(1, Math.round(SAMPLE_RATE / freq)) : 1;
        if (holdCount-- <= 0) {
          held = noise();
          holdCount = hold - 1;
        }
        value = held;
        break;
      }
    }
    phase = (phase + freq / SAMPLE_RATE) % 1;
    low += lowK * (value - low);
    value = low;
    if (tone.highpass) {
      highOut = highK * (highOut + value - highIn);
      highIn = value;
      value = highOut;
    }
    const index = start + i;
    const at = wrap ? index % out.length : index;
    if (at < 0 || at >= out.length) continue;
    out[at] += value * tone.gain * envelopeAt(tone.envelope, t, tone.duration);
  }
}

/**
 * Echo: adds delayed, quieter copies of `dry` into `out`. With `wrap` the echoes of the last bars land
 * on the first ones, as they would in a loop that has been playing for a while.
 */
export function addEcho(
  out: Float32Array,
  dry: Float32Array,
  delaySeconds: number,
  feedback: number,
  taps: number,
  wrap = false,
): void {
  const delay = Math.round(delaySeconds * SAMPLE_RATE);
  for (let tap = 1; tap <= taps; tap++) {
    const gain = feedback ** tap;
    for (let i = 0; i < dry.length; i++) {
      const index = i + delay * tap;
      const at = wrap ? index % out.length : index;
      if (at < out.length) out[at] += dry[i] * gain;
    }
  }
}

/** Soft-clips and scales so the loudest sample peaks at `peak`: loud, but never harsh digital clipping. */
export function master(buffer: Float32Array, peak = 0.89): Float32Array {
  let max = 0;
  for (const value of buffer) max = Math.max(max, Math.abs(value));
  if (max === 0) return buffer;
  const drive = 1.2 / max;
  let after = 0;
  for (let i = 0; i < buffer.length; i++) {
    buffer[i] = Math.tanh(buffer[i] * drive);
    after = Math.max(after, Math.abs(buffer[i]));
  }
  for (let i = 0; i < buffer.length; i++) buffer[i] *= peak / after;
  return buffer;
}

export const seconds = (samples: number): number => samples / SAMPLE_RATE;
export const samplesOf = (time: number): number => Math.round(time * SAMPLE_RATE);
