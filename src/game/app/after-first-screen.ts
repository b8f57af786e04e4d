import Phaser from 'phaser';

/** The loading scenes: the first screen is whichever scene runs after them. */
const LOADING: ReadonlySet<string> = new Set(['Boot', 'Preloader']);

/**
 * Runs `work` in idle time once the first screen past the loader (the title, or the level a link opens)
 * has been drawn: what a first visit does not need to show that screen (the service worker's precache,
 * the world-record queue) must not compete with it for the network or the CPU (issue 53).
 */
export function afterFirstScreen(game: Phaser.Game, work: () => void): void {
  const look = (): void => {
    if (!game.scene.getScenes(true).some((scene) => !LOADING.has(scene.sys.settings.key))) return;
    game.events.off(Phaser.Core.Events.POST_RENDER, look);
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => work(), { timeout: 2000 });
    else setTimeout(work, 500);
  };
  game.events.on(Phaser.Core.Events.POST_RENDER, look);
}
