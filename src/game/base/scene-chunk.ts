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

/** The chunks scenes past the title come in: the game's own (levels, Versus, the editor), the club's. */
export type ChunkName = 'game' | 'club';
type ChunkLoaders = Readonly<Record<ChunkName, (game: Phaser.Game) => Promise<void>>>;

const LOADERS = 'sceneChunks';

/**
 * main.ts hands the app's chunk loaders to the game once. A feature opens another's scene by key, and
 * when that scene is in a chunk of its own it loads the chunk through here: the loaders import every
 * feature's scenes, so no feature may import them.
 */
export function provideSceneChunks(game: Phaser.Game, loaders: ChunkLoaders): void {
  game.registry.set(LOADERS, loaders);
}

/** Adds the named chunk's scenes to the game (at once when they are in already). */
export function loadSceneChunk(game: Phaser.Game, chunk: ChunkName): Promise<void> {
  return (game.registry.get(LOADERS) as ChunkLoaders)[chunk](game);
}
