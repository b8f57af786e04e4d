import { loadGameScenes } from './game-scenes';
import { sceneChunk } from '../base/scene-chunk';

/**
 * Adds the club's scenes (online menus, the online game, the replay viewer) to the game, fetching their
 * code the first time; later calls resolve at once. Vite splits them, with the Colyseus SDK, into a
 * chunk of their own. The game's scenes come first, so the club's stack above them (and can open them).
 */
export const loadClubScenes = sceneChunk(
  () => import('./club-scene-list').then((chunk) => chunk.clubScenes),
  loadGameScenes,
);
