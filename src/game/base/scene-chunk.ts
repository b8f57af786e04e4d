import type Phaser from 'phaser';

/** Scenes by key, as a lazily loaded chunk lists them. */
export type SceneList = readonly (readonly [string, typeof Phaser.Scene])[];

/**
 * A loader for scenes kept in a chunk of their own: the first call fetches the chunk (after `before`,
 * whose scenes must be added first) and adds its scenes to the game; later calls resolve at once. A
 * fetch that fails (a dropped connection) is forgotten, so the next call asks for the code again.
 */
export function sceneChunk(
  fetch: () => Promise<SceneList>,
  before: (game: Phaser.Game) => Promise<void> = () => Promise.resolve(),
): (game: Phaser.Game) => Promise<void> {
  let loading: Promise<void> | null = null;
  return (game) => {
    loading ??= Promise.all([fetch(), before(game)])
      .then(([scenes]) => {
        for (const [key, scene] of scenes) if (!game.scene.getScene(key)) game.scene.add(key, scene, false);
      })
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  };
}
