import type Phaser from 'phaser';
import { OxonoHowTo } from '../oxono/OxonoHowTo';
import { OxonoMenu } from '../oxono/OxonoMenu';
import { OxonoPlay } from '../oxono/OxonoPlay';

/** Oxono's scene classes by key, in one module so they load together the first time Oxono is opened. */
export const oxonoScenes: readonly (readonly [string, typeof Phaser.Scene])[] = [
  ['OxonoMenu', OxonoMenu],
  ['OxonoHowTo', OxonoHowTo],
  ['OxonoPlay', OxonoPlay],
];
