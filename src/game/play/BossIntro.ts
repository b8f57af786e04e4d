import Phaser from 'phaser';
import { campaignLevels, type Level } from '../../core/level';
import { services } from '../store/services';
import { BLOB_TEXTURE_SIZE } from '../base/blob-art';
import { t } from '../base/i18n';
import { menuMetrics } from '../base/layout';
import { opponentIntro, opponentName } from '../base/level-words';
import { paletteFor, FONT, textResolution } from '../base/theme';
import { blobPalette, blobTexture } from '../board/blob-texture';
import type { PlayData } from '../session/play-data';

/**
 * The card before a boss level: the boss's blob, name and taunt in the boss palette, with the boss
 * music starting. Any tap or key goes on to the fight.
 */
export class BossIntro extends Phaser.Scene {
  private request!: PlayData;
  private leaving = false;

  constructor() {
    super('BossIntro');
  }

  init(data: PlayData): void {
    this.request = data;
    this.leaving = false;
  }

  create(): void {
    const { campaign, sound, saves } = services(this);
    const level = campaignLevels(campaign).find((candidate) => candidate.id === this.request.levelId);
    if (!level) {
      this.fight();
      return;
    }
    sound.music('boss');
    sound.effect('boss');
    const colourBlind = saves.data.settings.colourBlind;
    const palette = paletteFor({ colourBlind, boss: true });
    this.cameras.main.setBackgroundColor(palette.background);
    this.draw(level, blobPalette(colourBlind, true));
    const redraw = (): void => {
      this.children.removeAll(true);
      this.draw(level, blobPalette(colourBlind, true));
    };
    this.scale.on('resize', redraw);
    this.events.once('shutdown', () => this.scale.off('resize', redraw));
    // A short grace period (wall clock: Phaser's timers slow down with the frame rate) so the tap or key
    // that opened the level does not skip the card.
    const shown = performance.now();
    const go = (): void => {
      if (performance.now() - shown > 350) this.fight();
    };
    this.input.on('pointerup', go);
    this.input.keyboard?.on('keydown', go);
  }

  private draw(level: Level, blobs: ReturnType<typeof blobPalette>): void {
    const { width, height } = this.scale;
    const metrics = menuMetrics(width, height);
    // A boss is big: its card shows it larger than any blob on a board.
    const size = Math.min(width, height) * 0.4;
    const boss = this.add
      .image(width / 2, height * 0.3, blobTexture(this, 'o', blobs))
      .setScale((size / BLOB_TEXTURE_SIZE) * 0.6);
    this.tweens.add({ targets: boss, scale: size / BLOB_TEXTURE_SIZE, duration: 500, ease: 'Back.easeOut' });
    this.tweens.add({
      targets: boss,
      angle: { from: -4, to: 4 },
      duration: 900,
      yoyo: true,
      repeat: -1,
      ease: 'Sine.easeInOut',
    });
    const style = (px: number, color: string, bold = false): Phaser.Types.GameObjects.Text.TextStyle => ({
      fontFamily: FONT,
      fontSize: `${Math.round(px)}px`,
      fontStyle: bold ? 'bold' : 'normal',
      color,
      align: 'center',
      wordWrap: { width: width - 2 * metrics.margin, useAdvancedWrap: true },
      resolution: textResolution(),
    });
    this.add
      .text(
        width / 2,
        height * 0.3 + size * 0.62,
        t('boss.title').toUpperCase(),
        style(metrics.textSize, '#ff8a9a', true),
      )
      .setOrigin(0.5);
    this.add
      .text(
        width / 2,
        height * 0.3 + size * 0.62 + metrics.headingSize * 1.1,
        opponentName(level),
        style(metrics.titleSize * 0.8, '#ffffff', true),
      )
      .setOrigin(0.5)
      .setShadow(0, 4, '#000000', 8, true, true);
    const intro = opponentIntro(level);
    if (intro) {
      this.add
        .text(
          width / 2,
          height * 0.3 + size * 0.62 + metrics.headingSize * 2.6,
          `“${intro}”`,
          style(metrics.textSize, '#ffe8ee'),
        )
        .setOrigin(0.5, 0);
    }
    const prompt = this.add
      .text(
        width / 2,
        height - metrics.margin * 2 - metrics.textSize,
        `▶ ${t('boss.start')}`,
        style(metrics.textSize, '#ffe07a', true),
      )
      .setOrigin(0.5);
    this.tweens.add({ targets: prompt, alpha: 0.35, duration: 700, yoyo: true, repeat: -1 });
  }

  private fight(): void {
    if (this.leaving) return;
    this.leaving = true;
    this.scene.start('Play', { ...this.request, introDone: true });
  }
}
