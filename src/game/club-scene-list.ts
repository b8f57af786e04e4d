import type Phaser from 'phaser';
import { ClubName } from './online/ClubName';
import { Online } from './online/Online';
import { OnlinePlay } from './online/OnlinePlay';
import { PlayFriend } from './online/PlayFriend';
import { Replay } from './scenes/Replay';

/** The club's scene classes by key, in one module so they load together when first needed. */
export const clubScenes: readonly (readonly [string, typeof Phaser.Scene])[] = [
  ['Online', Online],
  ['ClubName', ClubName],
  ['PlayFriend', PlayFriend],
  ['OnlinePlay', OnlinePlay],
  ['Replay', Replay],
];
