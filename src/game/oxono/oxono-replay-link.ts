import type Phaser from 'phaser';
import { NO_DATA } from '../base/scene-data';
import { openKeptGame } from '../session/open-kept';
import { keptOxono } from '../session/oxono/oxono-kept';
import type { KeptOxonoGame } from '../store/my-games';
import { foldOldOxonoGames, forgetOldOxonoGames } from '../store/oxono-games';
import type { Services } from '../store/services';
import { browserStorage } from './oxono-storage';

/** The newest Oxono game in My games, if any. */
export const lastOxonoGame = (services: Services): KeptOxonoGame | null =>
  services.saves.data.myGames?.find((kept): kept is KeptOxonoGame => kept.game === 'oxono') ?? null;

/**
 * Opens a kept Oxono game in the one replay viewer, as My games opens any kept game; Back returns to
 * Oxono's menu.
 */
export function openOxonoReplay(scene: Phaser.Scene, services: Services, kept: KeptOxonoGame): void {
  openKeptGame(scene, kept, services.campaign, { scene: 'OxonoMenu', data: NO_DATA });
}

/** Folds the games Oxono kept under its own key for a while into My games, once (store/oxono-games.ts). */
export function foldOldOxonoList(services: Services): void {
  const storage = browserStorage();
  const games = foldOldOxonoGames(storage, services.saves.data.myGames, (old) =>
    keptOxono(old, { winner: old.result === 'draw' ? null : old.result, reason: old.reason }, old.date),
  );
  if (games === null) return;
  services.saves.update((data) => ({ ...data, myGames: games }));
  forgetOldOxonoGames(storage);
}
