import effects from '../../../../assets/audio/effects.mp3?url';
import oxonoEffects from '../../../../assets/audio/effects-oxono.mp3?url';
import menu from '../../../../assets/audio/music-menu.mp3?url';
import play from '../../../../assets/audio/music-play.mp3?url';
import boss from '../../../../assets/audio/music-boss.mp3?url';
import win from '../../../../assets/audio/sting-win.mp3?url';
import loss from '../../../../assets/audio/sting-loss.mp3?url';
import type { AudioFiles } from './HowlerSound';

/** The committed, generated files (`npm run audio`), fingerprinted into the build by Vite. */
export const AUDIO_FILES: AudioFiles = {
  effects,
  oxonoEffects,
  music: { menu, play, boss },
  stings: { win, loss },
};
