import Phaser from 'phaser';
import type { Counts, Side } from '../../core';
import { BLOB_TEXTURE_SIZE } from '../base/blob-art';
import { ARCADE_LIVES } from '../../core/arcade';
import { fitText, readable } from '../base/text-fit';
import { CHROME, FONT, textResolution, type Palette, type PaletteName } from '../base/theme';
import { blobTexture } from './blob-texture';
import type { Rect } from './layout';

/** The colour of an arcade run's hearts. */
const HEART = '#ff4d6d';

/** What the HUD shows; the scene hands it a fresh one whenever something changes. */
export interface HudState {
  readonly title: string;
  /** A second line under the title: opponent, rules, lives. */
  readonly subtitle: string;
  readonly names: { readonly x: string; readonly o: string };
  readonly counts: Counts;
  readonly turn: Side | null;
  readonly thinking: boolean;
  /** Whose turn, in words (or a pass, or the ending). */
  readonly status: string;
  readonly canUndo: boolean;
  /** Lives left in an arcade run (shown as hearts), null in any other game. */
  readonly lives: number | null;
}

interface SidePanel {
  readonly frame: Phaser.GameObjects.Graphics;
  readonly name: Phaser.GameObjects.Text;
  readonly count: Phaser.GameObjects.Text;
  readonly blob: Phaser.GameObjects.Image;
  readonly rect: Rect;
}

/**
 * The heads-up display: both piece counts with each side's blob, whose turn (a bright frame and an
 * arrow, not colour alone), level and opponent, a thinking indicator, and the Pause and Undo buttons.
 */
export class Hud {
  private objects: Phaser.GameObjects.GameObject[] = [];
  private panels: Partial<Record<Side, SidePanel>> = {};
  private title!: Phaser.GameObjects.Text;
  private subtitle!: Phaser.GameObjects.Text;
  private status!: Phaser.GameObjects.Text;
  private lives!: Phaser.GameObjects.Text;
  /** Where the status line starts beside the board (landscape); null when it sits in the banner. */
  private statusTop: number | null = null;
  private dots: Phaser.GameObjects.Arc[] = [];
  private undoButton: Phaser.GameObjects.Container | null = null;
  private state: HudState | null = null;
  private clock = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly palette: Palette,
    private readonly blobs: PaletteName,
    private readonly onPause: () => void,
    /** Undo is offered only in Versus. */
    private readonly onUndo: (() => void) | null,
  ) {}

  /** Builds the HUD inside `rect`; called again on every resize. */
  setLayout(rect: Rect, portrait: boolean, banner: Rect): void {
    for (const object of this.objects) object.destroy();
    this.objects = [];
    this.dots = [];
    this.statusTop = null;
    const unit = Math.max(
      0.6,
      Math.min(1.6, Math.min(rect.width / (portrait ? 420 : 240), rect.height / (portrait ? 110 : 600))),
    );
    const titleSize = readable(18 * unit);
    const button = Math.round(Math.max(40, 44 * unit));
    const text = (
      x: number,
      y: number,
      size: number,
      color = '#ffffff',
      bold = false,
    ): Phaser.GameObjects.Text =>
      this.track(
        this.scene.add.text(x, y, '', {
          fontFamily: FONT,
          fontSize: `${size}px`,
          fontStyle: bold ? 'bold' : 'normal',
          color,
          resolution: textResolution(),
        }),
      ).setDepth(10);

    const pause = this.iconButton(
      rect.x + rect.width - button / 2,
      rect.y + button / 2,
      button,
      'pause',
      this.onPause,
    );
    pause.setName('pause-button');
    this.title = text(rect.x, rect.y, titleSize, '#ffffff', true);
    this.subtitle = text(rect.x, rect.y + titleSize * 1.35, readable(titleSize * 0.75), CHROME.textDim);
    const textRoom = rect.width - button - 8;
    this.title.setData('room', textRoom);
    this.subtitle.setData('room', textRoom);
    // An arcade run's lives: big red hearts, lost ones hollow, at the end of the title line.
    this.lives = text(rect.x + textRoom, rect.y - titleSize * 0.25, Math.round(titleSize * 1.5), HEART, true)
      .setOrigin(1, 0)
      .setName('hud-lives');

    // The panels start below the Pause button (its frame never touches theirs), and below the title.
    const panelTop = portrait
      ? rect.y + Math.max(titleSize * 2.6, button + 8)
      : rect.y + Math.max(button, titleSize * 3.9) + 12;
    let xRect: Rect;
    let oRect: Rect;
    if (portrait) {
      const height = Math.max(36, rect.y + rect.height - panelTop);
      const width = (rect.width - 10) / 2;
      xRect = { x: rect.x, y: panelTop, width, height };
      oRect = { x: rect.x + width + 10, y: panelTop, width, height };
    } else {
      const height = Math.round(Math.min(90, Math.max(56, rect.height * 0.13)));
      xRect = { x: rect.x, y: panelTop, width: rect.width, height };
      oRect = { x: rect.x, y: panelTop + height + 10, width: rect.width, height };
    }
    this.panels = { x: this.panel('x', xRect), o: this.panel('o', oRect) };

    const statusSize = Math.round(Math.max(14, 17 * unit));
    if (portrait) {
      this.status = text(
        banner.x + banner.width / 2,
        banner.y + banner.height / 2,
        statusSize,
        '#ffffff',
        true,
      );
      // A long line (the unranked notice before the first move) takes a second line within the banner.
      this.status.setOrigin(0.5).setAlign('center').setWordWrapWidth(banner.width, true);
    } else {
      // Beside the board the hearts get a row of their own under the panels, the status below them.
      this.lives.setPosition(rect.x, oRect.y + oRect.height + 10).setOrigin(0, 0);
      this.statusTop = oRect.y + oRect.height + 16;
      this.status = text(rect.x, this.statusTop, statusSize, '#ffffff', true);
      this.status.setWordWrapWidth(rect.width, true);
    }
    this.undoButton = null;
    if (this.onUndo) {
      const undoY = portrait ? banner.y + banner.height / 2 : rect.y + rect.height - button / 2;
      const undoX = portrait ? banner.x + banner.width - button / 2 : rect.x + button / 2;
      this.undoButton = this.iconButton(undoX, undoY, button, 'undo', this.onUndo);
      this.undoButton.setName('undo-button');
    }
    if (this.state) this.setState(this.state);
  }

  setState(state: HudState): void {
    this.state = state;
    if (!this.status) return;
    const hearts =
      state.lives === null
        ? ''
        : '♥'.repeat(state.lives) + '♡'.repeat(Math.max(0, ARCADE_LIVES - state.lives));
    this.lives.setText(hearts).setData('lives', state.lives);
    const room = this.title.getData('room') as number;
    const beside = this.statusTop === null;
    this.fit(this.title, state.title, hearts && beside ? room - this.lives.width - 8 : room, beside ? 1 : 2);
    if (!beside) {
      // Beside the board a long title takes a second line, and the subtitle follows it.
      this.subtitle.setY(this.title.y + this.title.height + 2);
      // The grey line may take two lines too (the panels start low enough for two of each).
      this.fit(this.subtitle, state.subtitle, undefined, 2);
      this.status.setY(this.statusTop! + (hearts ? this.lives.height + 4 : 0));
    } else this.fit(this.subtitle, state.subtitle);
    this.status.setText(state.status);
    for (const side of ['x', 'o'] as const) {
      const panel = this.panels[side];
      if (!panel) continue;
      this.fit(panel.name, state.names[side], panel.name.getData('room') as number, 2);
      panel.count.setText(String(state.counts[side]));
      this.drawPanel(panel, side, state.turn === side);
    }
    this.undoButton?.setAlpha(state.canUndo ? 1 : 0.35);
    for (const dot of this.dots) dot.setVisible(state.thinking);
  }

  /** Animates the thinking dots. */
  update(delta: number): void {
    this.clock += delta;
    this.dots.forEach((dot, i) => {
      dot.setScale(0.6 + 0.4 * Math.max(0, Math.sin(this.clock / 160 - i * 0.9)));
    });
  }

  destroy(): void {
    for (const object of this.objects) object.destroy();
    this.objects = [];
  }

  /** Long words get a smaller size down to the readable minimum, then a second line, never a scale. */
  private fit(label: Phaser.GameObjects.Text, content: string, room?: number, lines = 1): void {
    fitText(label, content, room ?? (label.getData('room') as number), lines);
  }

  private panel(side: Side, rect: Rect): SidePanel {
    const frame = this.track(this.scene.add.graphics()).setDepth(9);
    frame.setName(`hud-panel-${side}`).setData('bounds', rect);
    const blobSize = Math.min(rect.height * 0.8, 64);
    const blob = this.track(
      this.scene.add.image(
        rect.x + 8 + blobSize / 2,
        rect.y + rect.height / 2,
        blobTexture(this.scene, side, this.blobs),
      ),
    )
      .setScale(blobSize / BLOB_TEXTURE_SIZE)
      .setDepth(10);
    const countSize = Math.round(Math.min(rect.height * 0.55, 40));
    const count = this.track(
      this.scene.add.text(rect.x + rect.width - 10, rect.y + rect.height / 2, '0', {
        fontFamily: FONT,
        fontSize: `${countSize}px`,
        fontStyle: 'bold',
        color: '#ffffff',
        resolution: textResolution(),
      }),
    )
      .setOrigin(1, 0.5)
      .setDepth(10)
      .setData('box', rect);
    const name = this.track(
      this.scene.add.text(rect.x + 14 + blobSize, rect.y + rect.height / 2, '', {
        fontFamily: FONT,
        fontSize: `${Math.round(Math.max(12, Math.min(rect.height * 0.28, 18)))}px`,
        color: CHROME.textDim,
        resolution: textResolution(),
      }),
    )
      .setOrigin(0, 0.5)
      .setDepth(10)
      .setData('box', rect)
      // Long names take a smaller size (down to the minimum) or two lines beside the count.
      .setData('room', Math.max(40, rect.width - blobSize - countSize * 1.3 - 24));
    if (side === 'o') {
      // Three dots that bounce while the computer thinks, next to its count.
      for (let i = 0; i < 3; i++) {
        const dot = this.track(
          this.scene.add.circle(
            rect.x + 8 + blobSize * (0.25 + i * 0.25),
            rect.y + rect.height - 6,
            Math.max(2.5, blobSize * 0.07),
            CHROME.focus,
          ),
        )
          .setDepth(11)
          .setVisible(false);
        this.dots.push(dot);
      }
    }
    return { frame, name, count, blob, rect };
  }

  private drawPanel(panel: SidePanel, side: Side, active: boolean): void {
    const { frame, rect } = panel;
    const color = side === 'x' ? this.palette.x : this.palette.o;
    frame.clear();
    frame.fillStyle(CHROME.panel, 0.92);
    frame.fillRoundedRect(rect.x, rect.y, rect.width, rect.height, 12);
    frame.lineStyle(active ? 4 : 2, active ? color : CHROME.panelEdge, 1);
    frame.strokeRoundedRect(rect.x, rect.y, rect.width, rect.height, 12);
    if (active) {
      // An arrow on the edge points at the side to move: a cue that does not depend on colour.
      const s = Math.min(10, rect.height * 0.18);
      const y = rect.y + rect.height / 2;
      frame.fillStyle(0xffffff, 1);
      frame.fillTriangle(rect.x - 2, y - s, rect.x - 2, y + s, rect.x + s, y);
    }
    panel.name.setColor(active ? '#ffffff' : CHROME.textDim);
  }

  private iconButton(
    x: number,
    y: number,
    size: number,
    icon: 'pause' | 'undo',
    onPress: () => void,
  ): Phaser.GameObjects.Container {
    const g = this.scene.add.graphics();
    g.fillStyle(CHROME.button, 1);
    g.fillRoundedRect(-size / 2, -size / 2, size, size, 10);
    g.lineStyle(2, CHROME.buttonEdge, 1);
    g.strokeRoundedRect(-size / 2, -size / 2, size, size, 10);
    g.fillStyle(0xffffff, 1);
    g.lineStyle(Math.max(3, size * 0.09), 0xffffff, 1);
    const s = size * 0.2;
    if (icon === 'pause') {
      g.fillRect(-s, -s, s * 0.7, s * 2);
      g.fillRect(s * 0.3, -s, s * 0.7, s * 2);
    } else {
      g.beginPath();
      g.arc(0, s * 0.2, s, Math.PI * 1.1, Math.PI * 0.35, false);
      g.strokePath();
      g.fillTriangle(-s * 1.5, -s * 0.3, -s * 0.35, -s * 0.45, -s * 1.05, s * 0.6);
    }
    const zone = this.scene.add.zone(0, 0, size, size).setInteractive({ useHandCursor: true });
    zone.on(
      'pointerup',
      (_pointer: Phaser.Input.Pointer, _x: number, _y: number, event: Phaser.Types.Input.EventData) => {
        event.stopPropagation();
        onPress();
      },
    );
    zone.on(
      'pointerdown',
      (_pointer: Phaser.Input.Pointer, _x: number, _y: number, event: Phaser.Types.Input.EventData) =>
        event.stopPropagation(),
    );
    return this.track(this.scene.add.container(x, y, [g, zone])).setDepth(12);
  }

  private track<T extends Phaser.GameObjects.GameObject>(object: T): T {
    this.objects.push(object);
    return object;
  }
}
