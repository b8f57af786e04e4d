import type Phaser from 'phaser';
import { fitText, readable } from '../base/text-fit';
import { CHROME, FONT, textResolution } from '../base/theme';
import type { Rect } from '../board/layout';
import type { WatchLayout } from './watch-screen';

/**
 * The online screen's two spectating lines: how many watch (for players and spectators alike) and, for
 * a spectator, "You are watching" where a player's buttons start. Each stays inside its box.
 */
export class WatchLines {
  private count: Phaser.GameObjects.Text | null = null;
  private banner: Phaser.GameObjects.Text | null = null;
  private countRect: Rect | null = null;
  private countShown = '';

  constructor(private readonly scene: Phaser.Scene) {}

  setLayout(layout: WatchLayout, bannerText: string): void {
    this.destroy();
    const { count, banner } = layout;
    this.countRect = count;
    const portrait = layout.screen.portrait;
    this.count = this.text(readable(Math.min(15, count.height * 0.62)), false)
      .setColor(CHROME.textDim)
      .setName('watch-count')
      .setData('box', count);
    // Right-aligned at the end of the move list's row under the board; under the list beside it.
    if (portrait) this.count.setOrigin(1, 0.5).setPosition(count.x + count.width, count.y + count.height / 2);
    else this.count.setOrigin(0, 0.5).setPosition(count.x, count.y + count.height / 2);
    this.show(this.countShown);
    if (!banner) return;
    this.banner = this.text(readable(Math.min(20, banner.height * 0.48)), true)
      .setColor(CHROME.textGold)
      .setOrigin(0.5)
      .setPosition(banner.x + banner.width / 2, banner.y + banner.height / 2)
      .setName('watch-banner')
      .setData('box', banner);
    fitText(this.banner, bannerText, banner.width, 2);
  }

  /** The count's words ("3 watching"; empty while nobody watches). */
  show(text: string): void {
    this.countShown = text;
    if (!this.count || !this.countRect) return;
    if (this.count.text !== text) fitText(this.count, text, this.countRect.width);
  }

  destroy(): void {
    this.count?.destroy();
    this.banner?.destroy();
    this.count = null;
    this.banner = null;
  }

  private text(size: number, bold: boolean): Phaser.GameObjects.Text {
    return this.scene.add
      .text(0, 0, '', {
        fontFamily: FONT,
        fontSize: `${size}px`,
        fontStyle: bold ? 'bold' : 'normal',
        color: '#ffffff',
        resolution: textResolution(),
      })
      .setDepth(10);
  }
}
