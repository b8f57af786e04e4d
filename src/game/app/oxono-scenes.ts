import { sceneChunk } from '../base/scene-chunk';
import { loadGameScenes } from './game-scenes';

/** Oxono's screens, loaded on first use: the title's first load carries only its entry. */
export const OXONO_SCENES = ['OxonoMenu', 'OxonoHowTo', 'OxonoPlay'] as const;

/**
 * Adds Oxono's scenes (its menu, How to play, the game) to the game, fetching their code (with Oxono's
 * rules, board and words) the first time; later calls resolve at once. The game's scenes come first, so
 * Oxono's stack above them. The engine is not in this chunk: it runs in the opponent's worker.
 */
export const loadOxonoScenes = sceneChunk(
  () => import('./oxono-scene-list').then((chunk) => chunk.oxonoScenes),
  loadGameScenes,
);
