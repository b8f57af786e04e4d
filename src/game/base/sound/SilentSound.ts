import type { SoundPlayer } from './SoundPlayer';

/** Plays nothing: for tests and for a game started without audio. */
export class SilentSound implements SoundPlayer {
  effect(): void {}
  music(): void {}
  sting(): void {}
  setVolumes(): void {}
}
