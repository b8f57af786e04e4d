import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderEffects } from '../../scripts/audio/effects';
import { oxonoEffects } from '../../scripts/audio/oxono-effects';
import { encodeMp3 } from '../../scripts/audio/mp3';
import { loopWithMargins, packSprites } from '../../scripts/audio/pack';
import { SONGS } from '../../scripts/audio/songs';
import { lossSting, winSting } from '../../scripts/audio/stings';
import { SAMPLE_RATE } from '../../scripts/audio/synth';
import {
  envelope,
  parsePattern,
  renderLoop,
  renderOnce,
  songSteps,
  type Song,
} from '../../scripts/audio/tracker';
import { EFFECTS_KBPS } from '../../scripts/make-audio';
import { checkAudioMap, EFFECT_SPRITES } from '../../src/game/base/sound/audioMap';
import { OXONO_EFFECTS } from '../../src/game/base/sound/SoundPlayer';

/** One bar, with a long release so notes ring past the loop's end: what `wrap` must carry round. */
const tiny: Song = {
  stepSamples: 1000,
  channels: [
    {
      instrument: {
        gate: 0.9,
        layers: [
          {
            wave: 'pulse25',
            envelope: envelope(0.002, 0.02, 0.6, 0.05),
            gain: 0.3,
            vibrato: { rate: 5, depth: 0.2, delay: 0 },
          },
        ],
      },
      pattern: 'A4 . . C5 . . E5 . A4:m . . . - x . .',
      echo: { delay: 0.02, feedback: 0.4, taps: 2 },
    },
    {
      instrument: {
        gate: 1,
        layers: [
          {
            wave: 'noise',
            freq: 0,
            hold: 0.001,
            envelope: envelope(0.001, 0.001, 1, 0.03),
            gain: 0.2,
            highpass: 6000,
          },
        ],
      },
      pattern: 'x . x . x . x . x . x . x . x X',
    },
  ],
};

const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b));

describe('the audio generator', () => {
  it('renders and encodes the same bytes twice', () => {
    const first = encodeMp3(renderLoop(tiny), 64);
    const second = encodeMp3(renderLoop(tiny), 64);
    expect(first.length).toBeGreaterThan(1000);
    expect(same(first, second)).toBe(true);
  });

  it('its MP3 starts with a valid frame header', () => {
    const bytes = encodeMp3(renderLoop(tiny), 64);
    expect(bytes[0]).toBe(0xff);
    expect(bytes[1] & 0xe0).toBe(0xe0);
  });

  it('a loop is one period of the song played forever: its tails wrap round to the start', () => {
    // Pitched channels only: noise is seeded per step, so its second pass differs by design.
    const tone: Song = { ...tiny, channels: [tiny.channels[0]] };
    const twice: Song = {
      ...tone,
      channels: [
        { ...tone.channels[0], pattern: `${tone.channels[0].pattern} | ${tone.channels[0].pattern}` },
      ],
    };
    const loop = renderLoop(tone);
    const played = renderOnce(twice, 0);
    // The second pass of a song played through is what the loop sounds like once it is running.
    let worst = 0;
    for (let i = 0; i < loop.length; i++)
      worst = Math.max(worst, Math.abs(played[loop.length + i] - loop[i]));
    expect(worst).toBeLessThan(1e-4);
  });

  it('lays a loop out so any window of one loop length repeats exactly', () => {
    const loop = renderLoop(tiny);
    const { samples, region } = loopWithMargins(loop, 0.1);
    const start = Math.round((region[0] / 1000) * SAMPLE_RATE);
    expect(Math.round((region[1] / 1000) * SAMPLE_RATE)).toBe(loop.length);
    for (const shift of [-1000, 0, 1234]) {
      for (let i = 0; i < 500; i++)
        expect(samples[start + shift + i]).toBe(samples[start + shift + loop.length + i]);
    }
  });

  it('packs effects with silence between them and spans that cover each sound', () => {
    const a = new Float32Array(441).fill(0.5);
    const b = new Float32Array(882).fill(-0.5);
    const { samples, sprites } = packSprites(
      [
        ['a', a],
        ['b', b],
      ],
      0.1,
      0.02,
    );
    expect(sprites.a).toEqual([100, 30]);
    expect(sprites.b[0]).toBe(100 + 10 + 100);
    expect(samples[Math.round(0.1 * SAMPLE_RATE)]).toBe(0.5);
    expect(samples[Math.round(0.1 * SAMPLE_RATE) - 1]).toBe(0);
  });

  it('reports a bad pattern token by step', () => {
    expect(parsePattern('A4 . H2 .')).toEqual({ error: 'step 3: "H2" is not a note, chord, x, . or -' });
    expect(parsePattern('A4:q')).toEqual({ error: 'step 1: "A4:q" has an unknown chord "q"' });
  });

  it('every song and sting has channels of equal length, whole bars long', () => {
    for (const song of [...Object.values(SONGS), winSting, lossSting]) expect(songSteps(song) % 16).toBe(0);
  });

  it('makes a sprite for every effect the game plays, each with sound in it', () => {
    const effects = renderEffects();
    expect(effects.map(([name]) => name).sort()).toEqual([...EFFECT_SPRITES].sort());
    // Oxono's in a file of their own: none of them in the title's effects file.
    expect(oxonoEffects().map(([name]) => name)).toEqual([...OXONO_EFFECTS]);
    expect(EFFECT_SPRITES.filter((name) => (OXONO_EFFECTS as readonly string[]).includes(name))).toEqual([]);
    for (const [name, samples] of [...effects, ...oxonoEffects()]) {
      const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
      expect(peak, name).toBeGreaterThan(0.3);
      expect(peak, name).toBeLessThanOrEqual(1);
    }
  });
});

describe('the committed audio map', () => {
  const committed = JSON.parse(readFileSync('assets/audio/audio.json', 'utf8')) as unknown;

  it('holds a span for every effect, track and sting', () => {
    expect(checkAudioMap(committed)).toEqual([]);
  });

  it('the committed effects sprite and its spans are exactly what the script makes now', () => {
    const packed = packSprites(renderEffects());
    const bytes = encodeMp3(packed.samples, EFFECTS_KBPS);
    expect(same(bytes, readFileSync('assets/audio/effects.mp3')), 'run `npm run audio` and commit').toBe(
      true,
    );
    expect((committed as { effects: unknown }).effects).toEqual(packed.sprites);
  });

  it('the committed Oxono sprite and its spans are exactly what the script makes now', () => {
    const packed = packSprites(oxonoEffects());
    const bytes = encodeMp3(packed.samples, EFFECTS_KBPS);
    expect(
      same(bytes, readFileSync('assets/audio/effects-oxono.mp3')),
      'run `npm run audio` and commit',
    ).toBe(true);
    expect((committed as { oxono: unknown }).oxono).toEqual(packed.sprites);
  });

  it('names what is missing or malformed', () => {
    const broken = { effects: { select: [0, 100] }, music: { menu: [10, -1] } };
    const errors = checkAudioMap(broken);
    expect(errors).toContain('assets/audio/audio.json: effects.clone is not a [startMs, durationMs] pair');
    expect(errors).toContain('assets/audio/audio.json: music.menu is not a [startMs, durationMs] pair');
    expect(errors).toContain('assets/audio/audio.json: "stings" is missing');
  });
});
