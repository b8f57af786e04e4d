import type Phaser from 'phaser';

let loading: Promise<void> | null = null;

/**
 * Adds the game's scenes past the title (the level list, Versus, the editor, play and its cards) to the
 * game, fetching their code the first time; later calls resolve at once. A first visit downloads and
 * runs only what the title draws (issue 53): the rest comes once the title answers, or when a link or a
 * tap needs it sooner.
 */
export function loadGameScenes(game: Phaser.Game): Promise<void> {
  loading ??= import('./game-scene-list')
    .then(({ gameScenes }) => {
      for (const [key, scene] of gameScenes) if (!game.scene.getScene(key)) game.scene.add(key, scene, false);
    })
    .catch((error: unknown) => {
      // A first visit on a dropped connection: the next tap asks for the code again.
      loading = null;
      throw error;
    });
  return loading;
}
