import { addEcho, addTone, midiToHz, noteNumber, SAMPLE_RATE, type Envelope, type Tone } from './synth';

/**
 * A small chiptune tracker. A channel's pattern is a row of tokens, one per step (a sixteenth note):
 *   `A4`, `C#5`    a note            `A3:m`, `F3:M`, `E3:7`   a chord, played as a fast arpeggio
 *   `x` / `X`      a hit / an accented hit of the instrument's own pitch (drums)
 *   `.`            hold the previous note (or keep resting)      `-`   rest
 *   `|`            a bar line, ignored
 */

/** One sound source of an instrument; drums stack several (a snare is a noise burst and a pitched body). */
export interface Layer extends Omit<Tone, 'freq' | 'duration' | 'freqEnd' | 'arp'> {
  /** A fixed pitch in Hz (drums); otherwise the note's pitch, shifted by `detune` semitones. */
  readonly freq?: number;
  readonly detune?: number;
  /** Glide to this multiple of the start pitch. */
  readonly slide?: number;
  /** A fixed held time in seconds instead of the note's length (drums). */
  readonly hold?: number;
}

export interface Instrument {
  readonly layers: readonly Layer[];
  /** Fraction of the note's length it is held before release: below 1 detaches notes. */
  readonly gate: number;
  /** For chords: seconds per arpeggio note, or a fraction of a step with `arpSteps`. */
  readonly arpSteps?: number;
}

export interface Channel {
  readonly instrument: Instrument;
  readonly pattern: string;
  /** Seconds and feedback of a wrap-around echo on this channel. */
  readonly echo?: { readonly delay: number; readonly feedback: number; readonly taps: number };
}

export interface Song {
  /** Samples per step (a sixteenth note): an integer, so the loop's length is an exact sample count. */
  readonly stepSamples: number;
  /** Delay of every odd step, as a fraction of a step: a little swing. */
  readonly swing?: number;
  readonly channels: readonly Channel[];
}

const CHORDS: Record<string, readonly number[]> = {
  M: [0, 4, 7, 12],
  m: [0, 3, 7, 12],
  '7': [0, 4, 7, 10],
  m7: [0, 3, 7, 10],
  sus: [0, 5, 7, 12],
  dim: [0, 3, 6, 9],
  '5': [0, 7, 12, 7],
};

interface Note {
  readonly step: number;
  readonly steps: number;
  /** MIDI note, or null for the instrument's own pitch. */
  readonly note: number | null;
  readonly chord: readonly number[] | null;
  readonly accent: boolean;
}

/** Reads a pattern into notes; a token it does not know is an error naming the token and its step. */
export function parsePattern(pattern: string): { notes: Note[]; steps: number } | { error: string } {
  const tokens = pattern.split(/\s+/).filter((token) => token !== '' && token !== '|');
  const notes: Note[] = [];
  let open: { step: number; note: number | null; chord: readonly number[] | null; accent: boolean } | null =
    null;
  const close = (step: number): void => {
    if (open) notes.push({ ...open, steps: step - open.step });
    open = null;
  };
  for (let step = 0; step < tokens.length; step++) {
    const token = tokens[step];
    if (token === '.') continue;
    close(step);
    if (token === '-') continue;
    if (token === 'x' || token === 'X') {
      open = { step, note: null, chord: null, accent: token === 'X' };
      continue;
    }
    const [name, quality] = token.split(':');
    const note = noteNumber(name);
    if (note === null) return { error: `step ${step + 1}: "${token}" is not a note, chord, x, . or -` };
    if (quality !== undefined && !(quality in CHORDS)) {
      return { error: `step ${step + 1}: "${token}" has an unknown chord "${quality}"` };
    }
    open = { step, note, chord: quality === undefined ? null : CHORDS[quality], accent: false };
  }
  close(tokens.length);
  return { notes, steps: tokens.length };
}

function toneOf(layer: Layer, note: Note, held: number, stepSeconds: number, arpSteps?: number): Tone {
  const base = layer.freq ?? midiToHz((note.note ?? 60) + (layer.detune ?? 0));
  return {
    ...layer,
    freq: base,
    freqEnd: layer.slide === undefined ? undefined : base * layer.slide,
    duration: layer.hold ?? held,
    gain: layer.gain * (note.accent ? 1.35 : 1),
    arp: note.chord ?? undefined,
    arpRate: arpSteps === undefined ? layer.arpRate : arpSteps * stepSeconds,
  };
}

/** Renders one channel into `out`; with `wrap`, tails wrap around so the result loops. */
export function renderChannel(
  out: Float32Array,
  song: Song,
  channel: Channel,
  seed: number,
  wrap: boolean,
): void {
  const parsed = parsePattern(channel.pattern);
  if ('error' in parsed) throw new Error(`pattern: ${parsed.error}`);
  const stepSeconds = song.stepSamples / SAMPLE_RATE;
  const dry = new Float32Array(out.length);
  for (const note of parsed.notes) {
    const held = note.steps * stepSeconds * channel.instrument.gate;
    const swing = note.step % 2 === 1 ? Math.round((song.swing ?? 0) * song.stepSamples) : 0;
    const start = note.step * song.stepSamples + swing;
    channel.instrument.layers.forEach((layer, index) => {
      const tone = toneOf(layer, note, held, stepSeconds, channel.instrument.arpSteps);
      addTone(dry, start, tone, seed * 7919 + note.step * 31 + index, wrap);
    });
  }
  for (let i = 0; i < out.length; i++) out[i] += dry[i];
  if (channel.echo) addEcho(out, dry, channel.echo.delay, channel.echo.feedback, channel.echo.taps, wrap);
}

/** The song's steps: every channel must have the same number, or the loop would drift. */
export function songSteps(song: Song): number {
  const counts = song.channels.map((channel) => {
    const parsed = parsePattern(channel.pattern);
    if ('error' in parsed) throw new Error(`pattern: ${parsed.error}`);
    return parsed.steps;
  });
  if (counts.some((count) => count !== counts[0])) {
    throw new Error(`channels have different lengths in steps: ${counts.join(', ')}`);
  }
  return counts[0];
}

/** One exact period of the song: its end runs seamlessly into its start. */
export function renderLoop(song: Song): Float32Array {
  const out = new Float32Array(songSteps(song) * song.stepSamples);
  song.channels.forEach((channel, index) => renderChannel(out, song, channel, index + 1, true));
  return out;
}

/** A song played once, with `tail` seconds after its last step for the notes and echoes to ring out. */
export function renderOnce(song: Song, tail: number): Float32Array {
  const out = new Float32Array(songSteps(song) * song.stepSamples + Math.round(tail * SAMPLE_RATE));
  song.channels.forEach((channel, index) => renderChannel(out, song, channel, index + 1, false));
  return out;
}

export const envelope = (attack: number, decay: number, sustain: number, release: number): Envelope => ({
  attack,
  decay,
  sustain,
  release,
});
