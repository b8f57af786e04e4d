import type Phaser from 'phaser';
import { MIN_TEXT } from '../base/text-fit';
import { CHROME, FONT, textResolution } from '../base/theme';
import type { PlayLayout } from './layout';

/** How long the line stays before it goes by itself, in ms of wall clock. */
const SHOWN_MS = 4000;

/**
 * The level opponent's line as the game starts ("Blub… Go easy."), in a bubble across the middle of the
 * board: bosses have their own card, every other opponent says its line here. It takes no input, so the
 * first tap plays as it would without it, and that tap (or four seconds) sends it away.
 */
export class OpponentLine {
  private readonly bubble: Phaser.GameObjects.Graphics;
  private readonly words: Phaser.GameObjects.Text;
  private gone = false;
  private readonly onTap = (): void => this.hide();

  constructor(
    private readonly scene: Phaser.Scene,
    name: string,
    line: string,
    private readonly layout: () => PlayLayout | null,
  ) {
    this.bubble = scene.add.graphics().setDepth(8).setName('opponent-line');
    this.words = scene.add
      .text(0, 0, `${name}: “${line}”`, { fontFamily: FONT, color: '#ffffff', align: 'center' })
      .setResolution(textResolution())
      .setOrigin(0.5)
      .setDepth(9);
    scene.input.on('pointerdown', this.onTap);
    // Wall clock, as the board's animations: Phaser's timers slow down with the frame rate.
    const shown = performance.now();
    const wait = (): void => {
      if (this.gone) return;
      if (performance.now() - shown >= SHOWN_MS) this.fade();
      else scene.time.delayedCall(250, wait);
    };
    scene.time.delayedCall(250, wait);
    this.draw();
  }

  /** Draws the bubble again where the board now is (after a resize). */
  draw(): void {
    const layout = this.layout();
    if (this.gone || !layout) return;
    const { board } = layout;
    const width = board.columns * board.cell * 0.92;
    const size = Math.max(MIN_TEXT + 3, Math.min(20, board.cell * 0.28));
    this.words.setFontSize(size).setWordWrapWidth(width - size * 1.4, true);
    const height = this.words.height + size * 1.2;
    const x = board.x + board.columns * board.cell * 0.04;
    // Across the middle rows: the pieces start at the edges, and the first lesson's ring points at one.
    const y = board.y + (board.rows * board.cell - height) / 2;
    this.bubble.clear();
    this.bubble.fillStyle(0x000000, 0.8);
    this.bubble.fillRoundedRect(x, y, width, height, size * 0.6);
    this.bubble.lineStyle(2, CHROME.panelEdge, 1);
    this.bubble.strokeRoundedRect(x, y, width, height, size * 0.6);
    this.bubble.setData('bounds', { x, y, width, height });
    this.words.setPosition(x + width / 2, y + height / 2);
  }

  /** Sends the line away at once (a tap, or the scene ending). */
  hide(): void {
    if (this.gone) return;
    this.gone = true;
    this.scene.input.off('pointerdown', this.onTap);
    this.bubble.destroy();
    this.words.destroy();
  }

  private fade(): void {
    this.scene.tweens.add({
      targets: [this.bubble, this.words],
      alpha: 0,
      duration: 400,
      onComplete: () => this.hide(),
    });
  }
}
