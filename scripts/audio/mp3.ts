import { Mp3Encoder } from '@breezystack/lamejs';
import { SAMPLE_RATE } from './synth';

/** LAME's frame: the encoder takes samples in chunks of this size. */
const FRAME = 1152;

/** Encodes mono samples (−1…1) as a constant-bitrate MP3. Pure JavaScript, so the same samples give the same bytes. */
export function encodeMp3(samples: Float32Array, kbps: number): Uint8Array {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, kbps);
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const clamped = Math.max(-1, Math.min(1, samples[i]));
    pcm[i] = Math.round(clamped * 32767);
  }
  const parts: Uint8Array[] = [];
  for (let i = 0; i < pcm.length; i += FRAME) parts.push(encoder.encodeBuffer(pcm.subarray(i, i + FRAME)));
  parts.push(encoder.flush());
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
