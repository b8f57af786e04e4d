import type Phaser from 'phaser';
import type { Side, Square } from '../../core';
import type { SessionEvent, SessionState } from '../session/GameSession';
import { Lessons } from '../session/lessons';
import { t } from '../base/i18n';
import { CHROME, FONT, textResolution, type Palette } from '../base/theme';
import { squareCentre, type BoardLayout, type PlayLayout, type Rect } from '../board/layout';

/**
 * The coach's lessons (level 1's basics, the hole on levels 1-3) pointed out on the real board: a pulsing ring round the square a lesson is about and a
 * bubble of words over the half of the board the square is not in, so it never hides what it points at.
 */
export class CoachMark {
  private readonly lessons: Lessons;
  private readonly scene: Phaser.Scene;
  private readonly ring: Phaser.GameObjects.Graphics;
  private readonly bubble: Phaser.GameObjects.Graphics;
  private readonly words: Phaser.GameObjects.Text;
  private shown: { text: string; square: Square | null } | null = null;
  private clock = 0;

  constructor(
    scene: Phaser.Scene,
    private readonly palette: Palette,
    you: Side,
    private readonly layout: () => PlayLayout | null,
    /** Level 1's basics too; otherwise only the hole a jump leaves. */
    basics = true,
  ) {
    this.lessons = new Lessons(you, basics);
    this.scene = scene;
    this.ring = scene.add.graphics().setDepth(5);
    this.bubble = scene.add.graphics().setDepth(6);
    this.words = scene.add
      .text(0, 0, '', { fontFamily: FONT, fontStyle: 'bold', color: '#ffffff', align: 'center' })
      .setResolution(textResolution())
      .setOrigin(0.5)
      .setDepth(7);
  }

  /** Hears the session: shows the lesson that applies now, or none. */
  heard(event: SessionEvent, state: SessionState): void {
    const lesson = this.lessons.heard(event, state);
    this.shown = lesson ? { text: t(`lesson.${lesson.name}`, lesson.words), square: lesson.square } : null;
    this.draw();
  }

  /** Draws the mark again where the board now is (after a resize). */
  draw(): void {
    this.bubble.clear();
    this.ring.clear();
    this.words.setVisible(false);
    const shown = this.shown;
    const layout = this.layout();
    if (!shown || !layout) return;
    const size = Math.max(15, Math.min(20, layout.board.cell * 0.28));
    this.words.setFontSize(size).setText(shown.text).setVisible(true);
    const box = this.place(layout, shown.square, size);
    this.bubble.fillStyle(0x000000, 0.8);
    this.bubble.fillRoundedRect(box.x, box.y, box.width, box.height, size * 0.6);
    this.bubble.lineStyle(2, CHROME.focus, 1);
    this.bubble.strokeRoundedRect(box.x, box.y, box.width, box.height, size * 0.6);
    this.words.setPosition(box.x + box.width / 2, box.y + box.height / 2);
    this.pulse(layout.board);
  }

  /**
   * Where the bubble goes, the first that fits: the lower half of the HUD column (landscape), the free
   * space under the board or above it, else over the half of the board the square is not in. Wraps the
   * words to the place it picks.
   */
  private place(layout: PlayLayout, square: Square | null, size: number): Rect {
    const { board, banner, hud, portrait } = layout;
    const boardWidth = board.columns * board.cell;
    const boardBottom = board.y + board.rows * board.cell;
    const fit = (width: number): number => {
      this.words.setWordWrapWidth(width - size * 1.4, true);
      return this.words.height + size * 1.2;
    };
    if (!portrait) {
      const height = fit(hud.width);
      const top = hud.y + hud.height * 0.5;
      if (top + height <= hud.y + hud.height - 64) return { x: hud.x, y: top, width: hud.width, height };
    }
    const height = fit(boardWidth);
    const below = portrait ? banner.y + banner.height + 4 : boardBottom + 6;
    if (this.scene.scale.height - 4 - below >= height)
      return { x: board.x, y: below, width: boardWidth, height };
    const above = portrait ? hud.y + hud.height + 4 : 4;
    if (board.y - 6 - above >= height)
      return { x: board.x, y: board.y - 6 - height, width: boardWidth, height };
    const high = square !== null && Math.floor(square / board.columns) < board.rows / 2;
    const y = high ? boardBottom - height - board.cell * 0.15 : board.y + board.cell * 0.15;
    return { x: board.x + boardWidth * 0.04, y, width: boardWidth * 0.92, height };
  }

  /** The ring breathes so the eye finds it; called every frame. */
  update(delta: number): void {
    const layout = this.layout();
    if (!this.shown || this.shown.square === null || !layout) return;
    this.clock += delta;
    this.pulse(layout.board);
  }

  destroy(): void {
    this.ring.destroy();
    this.bubble.destroy();
    this.words.destroy();
  }

  private pulse(layout: BoardLayout): void {
    this.ring.clear();
    const square = this.shown?.square;
    if (square === null || square === undefined) return;
    const { x, y } = squareCentre(layout, square);
    const grow = 1 + 0.08 * Math.sin(this.clock / 180);
    this.ring.lineStyle(Math.max(3, layout.cell * 0.07), this.palette.lastMove, 0.9);
    this.ring.strokeCircle(x, y, layout.cell * 0.55 * grow);
  }
}
