import type Phaser from 'phaser';
import { Button } from '../menu/Button';
import { t } from '../base/i18n';
import { CHROME, FONT, textResolution } from '../base/theme';
import type { BoardLayout, Rect } from '../board/layout';
import { copyText, domField } from '../menu/dom-field';

/** A card over the board: the invite while waiting for the friend, the result once the game is over. */
export interface BoardCardContent {
  readonly title: string;
  readonly lines: readonly string[];
  /** A link to share: shown in a selectable box with a Copy button. */
  readonly link?: string;
  /** Just under the board's top row, leaving the final position in view (the result). */
  readonly high?: boolean;
}

export class BoardCard {
  private objects: Phaser.GameObjects.GameObject[] = [];
  private field: HTMLInputElement | HTMLTextAreaElement | null = null;
  private signature = '';
  private board: BoardLayout | null = null;
  private content: BoardCardContent | null = null;
  private drawn: Rect | null = null;

  constructor(private readonly scene: Phaser.Scene) {}

  setLayout(board: BoardLayout): void {
    this.board = board;
    this.signature = '';
    this.show(this.content);
  }

  show(content: BoardCardContent | null): void {
    this.content = content;
    const signature = JSON.stringify(content);
    if (signature === this.signature || !this.board) return;
    this.signature = signature;
    this.clear();
    if (!content) return;
    const board = this.board;
    const width = Math.min(board.cell * board.columns * 0.94, 520);
    const size = Math.round(Math.max(14, Math.min(26, width / 16)));
    const small = Math.round(size * 0.7);
    const cx = board.x + (board.cell * board.columns) / 2;
    const cy = board.y + (board.cell * board.rows) / 2;
    const fieldHeight = small * 2.4;
    const buttonHeight = Math.max(36, small * 2.6);
    const linkRoom = content.link ? fieldHeight + buttonHeight + small * 2 : 0;
    const height = size * 2.2 + content.lines.length * small * 1.6 + linkRoom + small * 1.5;
    // The result leaves the top row in view: the last move there (a jump into a corner) is often the one
    // the player wants to see.
    const top = content.high ? board.y + board.cell + small * 0.4 : cy - height / 2;
    this.drawn = { x: cx - width / 2, y: top, width, height };
    const frame = this.track(this.scene.add.graphics().setDepth(30));
    frame.fillStyle(0x000000, 0.45);
    frame.fillRoundedRect(cx - width / 2 + 3, top + 5, width, height, 16);
    frame.fillStyle(CHROME.panel, 0.96);
    frame.fillRoundedRect(cx - width / 2, top, width, height, 16);
    frame.lineStyle(2, CHROME.focus, 1);
    frame.strokeRoundedRect(cx - width / 2, top, width, height, 16);
    let y = top + size * 1.2;
    this.text(cx, y, content.title, size, true);
    y += size * 1.1;
    if (content.link) {
      const link = content.link;
      this.field = domField(this.scene, {
        x: cx - width / 2 + small,
        y,
        width: width - small * 2,
        height: fieldHeight,
        fontSize: small,
        value: link,
        label: content.title,
        id: 'online-link',
        readOnly: true,
      });
      const field = this.field;
      field.addEventListener('focus', () => field.select());
      y += fieldHeight + small * 0.6 + buttonHeight / 2;
      const copy = new Button(
        this.scene,
        cx,
        y,
        t('online.invite.copy'),
        { width: Math.min(width * 0.6, 240), height: buttonHeight, fontSize: small, kind: 'primary' },
        () => {
          void copyText(link).then((copied) => {
            copy.setText(t(copied ? 'online.invite.copied' : 'online.invite.select'));
            if (!copied) {
              field.focus();
              field.select();
            }
          });
        },
      );
      copy.setName('copy-link').setDepth(31);
      this.objects.push(copy);
      y += buttonHeight / 2 + small * 0.8;
    }
    for (const line of content.lines) {
      y += small * 0.8;
      this.text(cx, y, line, small, false).setColor(CHROME.textDim);
      y += small * 0.8;
    }
  }

  /** The Copy button's centre, for the test hook. */
  get copySpot(): { x: number; y: number } | null {
    const copy = this.objects.find((object) => object.name === 'copy-link') as Button | undefined;
    return copy ? { x: copy.x, y: copy.y } : null;
  }

  /** Where the card is drawn (canvas pixels), null when none is shown: for the test hook. */
  get rect(): Rect | null {
    return this.drawn;
  }

  clear(): void {
    this.drawn = null;
    for (const object of this.objects) object.destroy();
    this.objects = [];
    this.field?.remove();
    this.field = null;
  }

  destroy(): void {
    this.clear();
    this.board = null;
  }

  private text(x: number, y: number, content: string, size: number, bold: boolean): Phaser.GameObjects.Text {
    return this.track(
      this.scene.add
        .text(x, y, content, {
          fontFamily: FONT,
          fontSize: `${size}px`,
          fontStyle: bold ? 'bold' : 'normal',
          color: '#ffffff',
          align: 'center',
          resolution: textResolution(),
        })
        .setOrigin(0.5)
        .setDepth(31),
    );
  }

  private track<T extends Phaser.GameObjects.GameObject>(object: T): T {
    this.objects.push(object);
    return object;
  }
}
