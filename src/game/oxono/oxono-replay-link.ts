import type Phaser from 'phaser';
import { t } from '../base/i18n';
import { loadSceneChunk } from '../base/scene-chunk';
import type { ReplayData } from '../base/scene-data';
import { NO_DATA } from '../base/scene-data';
import { storedOfOxono } from '../session/oxono/oxono-kept';
import type { KeptOxonoGame } from '../store/oxono-games';

/** Pink's and black's names as a kept game shows them: `You` and `Computer 3`, or the colours. */
export function keptNames(kept: KeptOxonoGame): { pink: string; black: string } {
  const name = (colour: 'pink' | 'black'): string => {
    const player = kept.players[colour];
    const colourName = t(colour === 'pink' ? 'oxono.pink' : 'oxono.black');
    if (player.kind === 'computer') return `${t('oxono.computerName')} ${player.strength}`;
    const computer = Object.values(kept.players).some((each) => each.kind === 'computer');
    return computer ? t('oxono.you') : colourName;
  };
  return { pink: name('pink'), black: name('black') };
}

/**
 * Opens a kept Oxono game in the one replay viewer (in the club's chunk, loaded first), as a stored
 * game it checks through the game contract; Back returns to Oxono's menu.
 */
export function openOxonoReplay(scene: Phaser.Scene, kept: KeptOxonoGame): void {
  const data: ReplayData = {
    game: storedOfOxono(kept, keptNames(kept)),
    place: t('oxono.title'),
    returnTo: { scene: 'OxonoMenu', data: NO_DATA },
  };
  void loadSceneChunk(scene.game, 'club').then(() => {
    if (scene.scene.isActive()) scene.scene.start('Replay', data);
  });
}
