import { sceneChunk } from '../base/scene-chunk';

/**
 * Adds the game's scenes past the title (the level list, Versus, the editor, play and its cards) to the
 * game, fetching their code the first time; later calls resolve at once. A first visit downloads and
 * runs only what the title draws (issue 53): the rest comes once the title answers, or when a link or a
 * tap needs it sooner.
 */
export const loadGameScenes = sceneChunk(() => import('./game-scene-list').then((chunk) => chunk.gameScenes));
