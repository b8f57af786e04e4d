import type Phaser from 'phaser';
import type { Campaign } from '../../core/level';
import type { SaveStore } from './SaveStore';
import type { SoundPlayer } from '../base/sound/SoundPlayer';

/** What every scene may use, created once in main.ts and kept in the game's registry. */
export interface Services {
  readonly saves: SaveStore;
  readonly sound: SoundPlayer;
  readonly campaign: Campaign;
}

const KEY = 'services';

export function provideServices(game: Phaser.Game, services: Services): void {
  game.registry.set(KEY, services);
}

export function services(scene: Phaser.Scene): Services {
  return scene.registry.get(KEY) as Services;
}
