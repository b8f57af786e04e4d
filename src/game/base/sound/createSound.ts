import { Howl, Howler, type HowlOptions } from 'howler';
import { audioMapErrors, EFFECT_SPANS, OXONO_EFFECT_SPANS } from './audioMap';
import { AUDIO_FILES } from './audioFiles';
import { HowlerSound, type SoundStatus } from './HowlerSound';
import { SilentSound } from './SilentSound';
import { TEST_BUILD } from '../test-build';
import type { SoundPlayer, Volumes } from './SoundPlayer';

/** `window.__infectionSound`, in the test build only: what the sound did, read by browser tests. */
export interface SoundTestHook {
  readonly status: SoundStatus;
  /** What the Settings screen does: lets a test mute without knowing the menus. */
  setVolumes(volumes: Volumes): void;
}

declare global {
  interface Window {
    __infectionSound?: SoundTestHook;
  }
}

/**
 * The game's sound player: Howler with the generated files, or silence when the audio map is broken.
 * The test build also installs `window.__infectionSound`.
 */
export function createSound(): SoundPlayer {
  const errors = audioMapErrors();
  if (errors.length > 0) {
    console.warn(`sound off: ${errors.join('; ')}`);
    return new SilentSound();
  }
  Howler.autoUnlock = true;
  const sound = new HowlerSound({
    makeHowl: (howlOptions: HowlOptions) => new Howl(howlOptions),
    howler: Howler,
    files: AUDIO_FILES,
    effectSprites: EFFECT_SPANS,
    oxonoSprites: OXONO_EFFECT_SPANS,
    page: document,
    input: window,
    now: () => performance.now(),
  });
  if (TEST_BUILD) {
    const hook: SoundTestHook = {
      get status() {
        return sound.status();
      },
      setVolumes: (volumes) => sound.setVolumes(volumes),
    };
    Object.defineProperty(window, '__infectionSound', { value: Object.freeze(hook), configurable: true });
  }
  return sound;
}
