import Phaser from 'phaser';
import type { Side } from '../../core/side';
import { BLOB_TEXTURE_SIZE } from '../base/blob-art';
import { fitText, readable } from '../base/text-fit';
import { CHROME, FONT, textResolution, type Palette, type PaletteName } from '../base/theme';
import { blobTexture } from '../board/blob-texture';
import type { Rect } from '../board/layout';
import type { OnlineLayout } from './online-layout';

/** One player's card: who, how many pieces, whether here, and the clock. */
export interface CardState {
  readonly side: Side;
  readonly name: string;
  /** What the game counts for this side (Ataxx: pieces on the board; Oxono: pawns left). */
  readonly count: string;
  /** In a rated game, the player's rating (`1500?`), shown under the name beside the count; else null. */
  readonly rating: string | null;
  /** This side is to move (a bright frame and an arrow, not colour alone). */
  readonly toMove: boolean;
  readonly connected: boolean;
  /** The side's piece when it is not one of the blobs (Oxono's pink and black pawns); absent: the blob. */
  readonly swatch?: CardSwatch | null;
}

/** A game's own piece on a card: a disc of its colour with a rim, which also frames the card on its move. */
export interface CardSwatch {
  readonly fill: number;
  readonly rim: number;
}

/** What changes every frame: the clocks and the away countdowns. */
export interface CardTime {
  /** ms left, or null in an untimed game. */
  readonly clock: number | null;
  readonly clockText: string;
  readonly low: boolean;
  /** "away · 42 s" while the player is gone, else empty. */
  readonly away: string;
}

interface Card {
  readonly rect: Rect;
  readonly frame: Phaser.GameObjects.Graphics;
  readonly name: Phaser.GameObjects.Text;
  readonly count: Phaser.GameObjects.Text;
  readonly clock: Phaser.GameObjects.Text;
  readonly away: Phaser.GameObjects.Text;
  readonly dot: Phaser.GameObjects.Arc;
  readonly blob: Phaser.GameObjects.Image;
  /** How wide the name may be: up to the widest clock's left edge, so a long name never runs under it. */
  readonly nameRoom: number;
  side: Side;
}

/**
 * The online game's heads-up display: the two players' cards with their clocks, the status line and
 * the move list. It draws what the scene hands it; the clocks are updated every frame on their own.
 */
export class OnlineHud {
  private objects: Phaser.GameObjects.GameObject[] = [];
  private cards: { top?: Card; bottom?: Card } = {};
  private status!: Phaser.GameObjects.Text;
  private moves!: Phaser.GameObjects.Text;
  private movesRect: Rect | null = null;
  private portrait = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly palette: Palette,
    private readonly blobs: PaletteName,
  ) {}

  setLayout(layout: OnlineLayout): void {
    this.destroy();
    this.portrait = layout.portrait;
    this.cards = { top: this.card(layout.top, 'o'), bottom: this.card(layout.bottom, 'x') };
    const statusSize = Math.round(Math.max(13, Math.min(20, layout.status.height * 0.42)));
    this.status = this.text(layout.status.x, layout.status.y + layout.status.height / 2, statusSize, true)
      .setOrigin(0, 0.5)
      .setWordWrapWidth(layout.status.width, true);
    if (layout.portrait) this.status.setX(layout.status.x + layout.status.width / 2).setOrigin(0.5);
    this.movesRect = layout.moves;
    const movesSize = Math.round(Math.max(12, Math.min(16, layout.moves.height * 0.6)));
    this.moves = this.text(layout.moves.x, layout.moves.y, movesSize, false).setColor(CHROME.textDim);
    this.moves.setName('move-list');
  }

  /** Cards, status and moves; `moveLines` are the list's lines, oldest first (only the last ones show). */
  setState(
    top: CardState | null,
    bottom: CardState | null,
    status: string,
    moveLines: readonly string[],
  ): void {
    if (!this.status) return;
    this.fillCard(this.cards.top, top);
    this.fillCard(this.cards.bottom, bottom);
    this.status.setText(status);
    this.showMoves(moveLines);
  }

  setTimes(top: CardTime | null, bottom: CardTime | null): void {
    this.fillTime(this.cards.top, top);
    this.fillTime(this.cards.bottom, bottom);
  }

  destroy(): void {
    for (const object of this.objects) object.destroy();
    this.objects = [];
    this.cards = {};
  }

  private showMoves(lines: readonly string[]): void {
    const rect = this.movesRect;
    if (!rect) return;
    if (this.portrait) {
      // One line under the board: the latest moves, as many as fit.
      let shown = lines.join('  ');
      this.moves.setText(shown);
      while (this.moves.width > rect.width && shown.includes('  ')) {
        shown = shown.slice(shown.indexOf('  ') + 2);
        this.moves.setText(`… ${shown}`);
      }
      return;
    }
    const lineHeight = Number.parseInt(String(this.moves.style.fontSize), 10) * 1.35;
    const room = Math.max(1, Math.floor(rect.height / lineHeight));
    this.moves.setLineSpacing(lineHeight * 0.35).setText(lines.slice(-room).join('\n'));
  }

  private card(rect: Rect, side: Side): Card {
    const frame = this.track(this.scene.add.graphics()).setDepth(9);
    const blobSize = Math.min(rect.height * 0.62, 56);
    const blob = this.track(
      this.scene.add.image(
        rect.x + 8 + blobSize / 2,
        rect.y + rect.height / 2,
        blobTexture(this.scene, side, this.blobs),
      ),
    );
    blob.setScale(blobSize / BLOB_TEXTURE_SIZE).setDepth(10);
    const big = Math.round(Math.min(rect.height * 0.42, 34));
    const small = Math.round(Math.max(11, Math.min(rect.height * 0.22, 16)));
    const left = rect.x + 14 + blobSize;
    const name = this.text(left, rect.y + rect.height * 0.32, small + 2, true).setOrigin(0, 0.5);
    const count = this.text(left, rect.y + rect.height * 0.7, small, false).setOrigin(0, 0.5);
    const dot = this.track(this.scene.add.circle(left - 6, rect.y + 8, Math.max(3, small * 0.3), 0x4cd964));
    dot.setDepth(11);
    const clock = this.text(rect.x + rect.width - 10, rect.y + rect.height / 2, big, true).setOrigin(1, 0.5);
    const away = this.text(rect.x + rect.width - 10, rect.y + rect.height - 4, small - 1, false).setOrigin(
      1,
      1,
    );
    away.setColor(CHROME.textWarn);
    const clockWidth = clock.setText('00:00').width;
    clock.setText('');
    const nameRoom = Math.max(
      0,
      Math.min(rect.width * 0.55, rect.x + rect.width - 10 - clockWidth - 8 - left),
    );
    return { rect, frame, name, count, clock, away, dot, blob, nameRoom, side };
  }

  private fillCard(card: Card | undefined, state: CardState | null): void {
    if (!card) return;
    const objects = [card.frame, card.name, card.count, card.clock, card.away, card.dot, card.blob];
    for (const object of objects) object.setVisible(state !== null);
    if (!state) return;
    const swatch = state.swatch ?? null;
    card.blob.setVisible(swatch === null);
    if (state.side !== card.side) {
      card.side = state.side;
      card.blob.setTexture(blobTexture(this.scene, state.side, this.blobs));
    }
    // A long name takes a smaller size down to the readable minimum, then an ellipsis; never a scale.
    if (card.name.getData('shown') !== state.name) {
      fitText(card.name, state.name, card.nameRoom);
      card.name.setData('shown', state.name);
    }
    const count = state.rating ? `${state.count} · ${state.rating}` : state.count;
    card.count.setText(count).setColor(CHROME.textDim);
    card.dot.setFillStyle(state.connected ? 0x4cd964 : 0x8a8a8a);
    const { rect, frame } = card;
    const color = swatch ? swatch.rim : state.side === 'x' ? this.palette.x : this.palette.o;
    frame.clear();
    frame.fillStyle(CHROME.panel, 0.94);
    frame.fillRoundedRect(rect.x, rect.y, rect.width, rect.height, 12);
    if (swatch) {
      const radius = card.blob.displayWidth * 0.4;
      frame.fillStyle(swatch.fill, 1).fillCircle(card.blob.x, card.blob.y, radius);
      frame
        .lineStyle(Math.max(2, radius * 0.12), swatch.rim, 1)
        .strokeCircle(card.blob.x, card.blob.y, radius);
    }
    frame.lineStyle(state.toMove ? 4 : 2, state.toMove ? color : CHROME.panelEdge, 1);
    frame.strokeRoundedRect(rect.x, rect.y, rect.width, rect.height, 12);
    if (state.toMove) {
      const s = Math.min(10, rect.height * 0.18);
      const y = rect.y + rect.height / 2;
      frame.fillStyle(0xffffff, 1);
      frame.fillTriangle(rect.x - 2, y - s, rect.x - 2, y + s, rect.x + s, y);
    }
  }

  private fillTime(card: Card | undefined, time: CardTime | null): void {
    if (!card) return;
    const clock = time?.clock === null || !time ? '' : time.clockText;
    if (card.clock.text !== clock) card.clock.setText(clock);
    card.clock.setColor(time?.low ? CHROME.textWarn : '#ffffff');
    const away = time?.away ?? '';
    if (card.away.text !== away) card.away.setText(away);
  }

  private text(x: number, y: number, size: number, bold: boolean): Phaser.GameObjects.Text {
    return this.track(
      this.scene.add.text(x, y, '', {
        fontFamily: FONT,
        // Never below what a phone can read, whatever the card's size asks for.
        fontSize: `${readable(size)}px`,
        fontStyle: bold ? 'bold' : 'normal',
        color: '#ffffff',
        resolution: textResolution(),
      }),
    ).setDepth(10);
  }

  private track<T extends Phaser.GameObjects.GameObject>(object: T): T {
    this.objects.push(object);
    return object;
  }
}
