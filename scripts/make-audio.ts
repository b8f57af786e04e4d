/**
 * Synthesises every sound of the game into assets/audio/: the effects as one MP3 sprite (Oxono's as a
 * second, loaded when Oxono opens), the three music loops and the two stings, plus audio.json with the
 * sprite spans. Deterministic: running it again
 * rewrites byte-identical files. Run with `npm run audio`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderEffects } from './audio/effects';
import { encodeMp3 } from './audio/mp3';
import { loopWithMargins, packSprites, type Span } from './audio/pack';
import { oxonoEffects } from './audio/oxono-effects';
import { SONGS } from './audio/songs';
import { lossSting, winSting } from './audio/stings';
import { master } from './audio/synth';
import { renderLoop, renderOnce } from './audio/tracker';

export const EFFECTS_KBPS = 64;
export const MUSIC_KBPS = 56;

export interface AudioMap {
  readonly effects: Record<string, Span>;
  readonly music: Record<string, Span>;
  readonly stings: Record<string, Span>;
  /** Oxono's effects, in effects-oxono.mp3. */
  readonly oxono: Record<string, Span>;
}

export interface AudioFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export function makeAudio(): { files: AudioFile[]; map: AudioMap } {
  const files: AudioFile[] = [];
  const effects = packSprites(renderEffects());
  files.push({ name: 'effects.mp3', bytes: encodeMp3(effects.samples, EFFECTS_KBPS) });
  const oxono = packSprites(oxonoEffects());
  files.push({ name: 'effects-oxono.mp3', bytes: encodeMp3(oxono.samples, EFFECTS_KBPS) });
  const music: Record<string, Span> = {};
  for (const [name, song] of Object.entries(SONGS)) {
    const laid = loopWithMargins(master(renderLoop(song), 0.85));
    music[name] = laid.region;
    files.push({ name: `music-${name}.mp3`, bytes: encodeMp3(laid.samples, MUSIC_KBPS) });
  }
  const stings: Record<string, Span> = {};
  for (const [name, song] of [
    ['win', winSting],
    ['loss', lossSting],
  ] as const) {
    const samples = master(renderOnce(song, 1.2), 0.85);
    stings[name] = [0, Math.round((samples.length / 44.1) * 1000) / 1000];
    files.push({ name: `sting-${name}.mp3`, bytes: encodeMp3(samples, MUSIC_KBPS) });
  }
  return { files, map: { effects: effects.sprites, music, stings, oxono: oxono.sprites } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = join(process.cwd(), 'assets/audio');
  mkdirSync(folder, { recursive: true });
  const { files, map } = makeAudio();
  for (const file of files) {
    writeFileSync(join(folder, file.name), file.bytes);
    console.log(`${file.name.padEnd(18)} ${(file.bytes.length / 1024).toFixed(1).padStart(7)} KiB`);
  }
  writeFileSync(join(folder, 'audio.json'), JSON.stringify(map, null, 2) + '\n');
  const total = files.reduce((sum, file) => sum + file.bytes.length, 0);
  console.log(`total              ${(total / 1024).toFixed(1).padStart(7)} KiB`);
}
