import type Phaser from 'phaser';
import { MenuScene } from './MenuScene';
import { NO_DATA } from './scene-data';
import { loadClubScenes } from '../club-scenes';

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
  /** Starts a menu scene with scene data, for screens only reachable at the end of a long run (Initials). */
  open(scene: string, data?: object): void;
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
    open(scene, data) {
      // The club's screens load on first use, as the title's Online entry loads them.
      void loadClubScenes(game).then(() => {
        const running = game.scene.getScenes(true);
        running[running.length - 1]?.scene.start(scene, data ?? NO_DATA);
      });
    },
  };
  Object.defineProperty(window, '__infectionMenu', { value: Object.freeze(hook), configurable: true });
}
