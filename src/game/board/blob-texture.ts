import type Phaser from 'phaser';
import type { Side } from '../../core';
import { BLOB_TEXTURE_SIZE, blobKey, paintBlob } from '../base/blob-art';
import { PALETTES, type PaletteName } from '../base/theme';

/**
 * The texture of a side's blob, painted now if the Preloader has not made it yet (a scene started
 * directly in a test, or a palette it skipped).
 */
export function blobTexture(scene: Phaser.Scene, side: Side, palette: PaletteName): string {
  const key = blobKey(side, palette);
  if (scene.textures.exists(key)) return key;
  const texture = scene.textures.createCanvas(key, BLOB_TEXTURE_SIZE, BLOB_TEXTURE_SIZE);
  if (texture) {
    paintBlob(texture.getContext(), side, PALETTES[palette], BLOB_TEXTURE_SIZE, palette === 'boss');
    texture.refresh();
  }
  return key;
}

/** Which set of blob textures a board uses: colour-blind sides win over the boss colours. */
export const blobPalette = (colourBlind: boolean, boss: boolean): PaletteName =>
  colourBlind ? 'colourBlind' : boss ? 'boss' : 'standard';
