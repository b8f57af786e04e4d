import { SAMPLE_RATE } from './synth';

/** A sprite's start and length in milliseconds, the way Howler takes them. */
export type Span = readonly [startMs: number, durationMs: number];

const ms = (samples: number): number => Math.round((samples / SAMPLE_RATE) * 1e6) / 1e3;

/**
 * Packs sounds one after another with silence between them. MP3 decoders may shift the audio by the
 * encoder's delay (~26 ms), so each sprite keeps `pad` seconds of silence before and after it in
 * its span: a shifted sound still starts and ends inside its own span.
 */
export function packSprites(
  sounds: ReadonlyArray<readonly [name: string, samples: Float32Array]>,
  gap = 0.15,
  pad = 0.03,
): { samples: Float32Array; sprites: Record<string, Span> } {
  const gapSamples = Math.round(gap * SAMPLE_RATE);
  const padSamples = Math.round(pad * SAMPLE_RATE);
  const total = sounds.reduce((sum, [, samples]) => sum + samples.length + gapSamples, gapSamples);
  const out = new Float32Array(total);
  const sprites: Record<string, Span> = {};
  let at = gapSamples;
  for (const [name, samples] of sounds) {
    out.set(samples, at);
    sprites[name] = [ms(at), ms(samples.length + padSamples)];
    at += samples.length + gapSamples;
  }
  return { samples: out, sprites };
}

/**
 * Lays a loop out as [its last `margin` seconds | the loop | its first `margin` seconds]. Since the
 * content is periodic, any window of exactly one loop length inside it loops seamlessly — also when a
 * decoder shifts everything by the encoder delay — so the sprite region [margin, margin + loop] is safe.
 */
export function loopWithMargins(loop: Float32Array, margin = 0.5): { samples: Float32Array; region: Span } {
  const edge = Math.min(loop.length, Math.round(margin * SAMPLE_RATE));
  const out = new Float32Array(loop.length + 2 * edge);
  out.set(loop.subarray(loop.length - edge), 0);
  out.set(loop, edge);
  out.set(loop.subarray(0, edge), edge + loop.length);
  return { samples: out, region: [ms(edge), ms(loop.length)] };
}
