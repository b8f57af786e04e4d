import type Phaser from 'phaser';
import { MenuScene } from '../menu/MenuScene';
import { NO_DATA } from '../base/scene-data';
import { loadClubScenes } from './club-scenes';
import { loadOxonoScenes } from './oxono-scenes';

/** One focusable widget of the menu on screen, in focus order. */
export interface MenuItemState {
  readonly label: string;
  /** Centre in canvas coordinates: a test clicks here exactly as a player would. */
  readonly x: number;
  readonly y: number;
  readonly focused: boolean;
}

/** `window.__infectionMenu` (test build only): the menu screen's widgets, for browser tests of the menus. */
export interface MenuTestHook {
  readonly items: MenuItemState[];
  /**
   * Starts a scene with scene data, for screens only reachable at the end of a long run (Initials); done
   * once the new scene has been created. A test that waited for the scene's key instead would find the
   * one already on screen when it reopens the same scene (Play after Play) and act on the old one.
   */
  open(scene: string, data?: object): Promise<void>;
}

declare global {
  interface Window {
    __infectionMenu?: MenuTestHook;
  }
}

export function installMenuHook(game: Phaser.Game): void {
  const hook: MenuTestHook = {
    get items() {
      const running = game.scene.getScenes(true);
      const top = running[running.length - 1];
      return top instanceof MenuScene ? top.menuItems() : [];
    },
    async open(scene, data) {
      // The club's and Oxono's screens load on first use, as the title's entries load them.
      await Promise.all([loadClubScenes(game), loadOxonoScenes(game)]);
      const created = new Promise<void>((done) => {
        const target = game.scene.getScene(scene);
        if (target) target.sys.events.once('create', () => done());
        else done();
      });
      const running = game.scene.getScenes(true);
      running[running.length - 1]?.scene.start(scene, data ?? NO_DATA);
      await created;
    },
  };
  Object.defineProperty(window, '__infectionMenu', { value: Object.freeze(hook), configurable: true });
}
