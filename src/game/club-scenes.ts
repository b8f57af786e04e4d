import type Phaser from 'phaser';

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
  loading ??= import('./club-scene-list').then(({ clubScenes }) => {
    for (const [key, scene] of clubScenes) if (!game.scene.getScene(key)) game.scene.add(key, scene, false);
  });
  return loading;
}
