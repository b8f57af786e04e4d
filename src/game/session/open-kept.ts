import type Phaser from 'phaser';
import { campaignLevels, type Campaign, type Level } from '../../core/level';
import { loadSceneChunk } from '../base/scene-chunk';
import type { KeptGame } from '../store/my-games';
import type { ReplayData } from '../base/scene-data';
import { t } from '../base/i18n';
import { keptNames, keptPlace, storedOfKept } from './kept-replay';

/** The campaign level a kept game was played on, if any. */
export const keptLevel = (kept: KeptGame, campaign: Campaign): Level | null =>
  kept.game === 'ataxx' && kept.level !== undefined
    ? (campaignLevels(campaign).find((level) => level.id === kept.level) ?? null)
    : null;

/**
 * Opens a game kept on this device in the one replay viewer (the club's, loaded on first use: it is
 * precached with the rest, so this works offline too). Back returns to `returnTo`.
 */
export function openKeptGame(
  scene: Phaser.Scene,
  kept: KeptGame,
  campaign: Campaign,
  returnTo: ReplayData['returnTo'],
): void {
  const level = keptLevel(kept, campaign);
  const data: ReplayData = {
    game: storedOfKept(kept, keptNames(kept, level)),
    place: keptPlace(kept, level),
    returnTo,
  };
  void loadSceneChunk(scene.game, 'club').then(() => scene.scene.start('Replay', data));
}

/** A kept game's line in My games: when, where or against whom, and how it went for this player. */
export function keptSummary(kept: KeptGame, campaign: Campaign, locale: string): string {
  const level = keptLevel(kept, campaign);
  const names = keptNames(kept, level);
  const when = new Date(kept.date).toLocaleString(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts = [when, keptPlace(kept, level)];
  if (kept.mode === 'online' || kept.mode === 'versus' || kept.mode === 'editor') {
    if (kept.you) parts.push(t('games.against', { name: names[kept.you === 'x' ? 'o' : 'x'] }));
  }
  const result =
    kept.result === 'draw'
      ? t('games.draw')
      : kept.you === null
        ? t('games.sideWon', { name: names[kept.result] })
        : t(kept.result === kept.you ? 'games.won' : 'games.lost');
  parts.push(result);
  return parts.join(' · ');
}
