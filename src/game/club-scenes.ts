import type Phaser from 'phaser';
import { loadGameScenes } from './game-scenes';

/** The club's screens, loaded on first use: the title does not wait for the online client's code. */
export const CLUB_SCENES = [
  'Online',
  'ClubName',
  'Lobby',
  'PostChallenge',
  'QuickPair',
  'Profile',
  'PlayFriend',
  'PlayComputer',
  'OnlinePlay',
  'Replay',
  'MyGames',
  'Account',
  'SignIn',
] as const;

let loading: Promise<void> | null = null;

/**
 * Adds the club's scenes (online menus, the online game, the replay viewer) to the game, fetching their
 * code the first time; later calls resolve at once. Vite splits them, with the Colyseus SDK, into a
 * chunk of their own.
 */
export function loadClubScenes(game: Phaser.Game): Promise<void> {
  // The game's scenes first, so the club's stack above them (and can open them) as before.
  loading ??= Promise.all([import('./club-scene-list'), loadGameScenes(game)]).then(([{ clubScenes }]) => {
    for (const [key, scene] of clubScenes) if (!game.scene.getScene(key)) game.scene.add(key, scene, false);
  });
  return loading;
}
