import type Phaser from 'phaser';
import { Account } from '../online/Account';
import { ClubName } from '../online/ClubName';
import { Lobby } from '../online/Lobby';
import { Online } from '../online/Online';
import { OnlinePlay } from '../online/OnlinePlay';
import { PlayComputer } from '../online/PlayComputer';
import { PlayFriend } from '../online/PlayFriend';
import { PostChallenge } from '../online/PostChallenge';
import { Profile } from '../online/Profile';
import { QuickPair } from '../online/QuickPair';
import { SignIn } from '../online/SignIn';
import { MyGames } from '../replay/MyGames';
import { Replay } from '../replay/Replay';

/** The club's scene classes by key, in one module so they load together when first needed. */
export const clubScenes: readonly (readonly [string, typeof Phaser.Scene])[] = [
  ['Online', Online],
  ['ClubName', ClubName],
  ['PlayFriend', PlayFriend],
  ['PlayComputer', PlayComputer],
  ['Lobby', Lobby],
  ['PostChallenge', PostChallenge],
  ['QuickPair', QuickPair],
  ['Profile', Profile],
  ['OnlinePlay', OnlinePlay],
  ['Replay', Replay],
  ['MyGames', MyGames],
  ['Account', Account],
  ['SignIn', SignIn],
];
