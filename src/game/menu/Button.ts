import Phaser from 'phaser';
import type { Focusable } from './MenuFocus';
import { fitText, readable } from '../base/text-fit';
import { CHROME, FONT, textResolution } from '../base/theme';

export interface ButtonOptions {
  readonly width: number;
  readonly height: number;
  readonly fontSize: number;
  /** `primary` stands out (the main action of a screen); `quiet` is for Back and the like. */
  readonly kind?: 'normal' | 'primary' | 'quiet';
  /** Smaller second line under the label (a best score, a hint). */
  readonly detail?: string;
  readonly enabled?: boolean;
}

/**
 * A rounded menu button. Focus shows as a bright outline plus chevrons at both ends, a shape cue that
 * does not rely on colour; the pointer focuses it on hover and presses it on release.
 */
export class Button extends Phaser.GameObjects.Container implements Focusable {
  private readonly frame: Phaser.GameObjects.Graphics;
  private readonly caption: Phaser.GameObjects.Text;
  private detail: Phaser.GameObjects.Text | null = null;
  private readonly zone: Phaser.GameObjects.Zone;
  private focused = false;
  private pressed = false;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    text: string,
    private readonly options: ButtonOptions,
    private readonly onPress: () => void,
    onHover?: (button: Button) => void,
  ) {
    super(scene, x, y);
    this.setName('button');
    this.setData('box', {
      x: -options.width / 2,
      y: -options.height / 2,
      width: options.width,
      height: options.height,
    });
    this.frame = scene.add.graphics();
    const color = options.enabled === false ? CHROME.textDim : '#ffffff';
    this.caption = scene.add
      .text(0, options.detail ? -options.fontSize * 0.3 : 0, text, {
        fontFamily: FONT,
        fontSize: `${options.fontSize}px`,
        fontStyle: options.kind === 'primary' ? 'bold' : 'normal',
        color,
        resolution: textResolution(),
      })
      .setOrigin(0.5);
    this.add([this.frame, this.caption]);
    if (options.detail) {
      const detail = scene.add
        .text(0, options.fontSize * 0.55, options.detail, {
          fontFamily: FONT,
          fontSize: `${readable(options.fontSize * 0.62)}px`,
          color: options.kind === 'primary' ? '#d8ffe6' : CHROME.textDim,
          resolution: textResolution(),
        })
        .setOrigin(0.5);
      // A long second line narrows to the button rather than spilling past its edges.
      fitText(detail, options.detail, options.width - options.height * 0.9);
      this.add(detail);
      this.detail = detail;
    }
    this.fitLabel();
    this.zone = scene.add.zone(0, 0, options.width, options.height).setInteractive({ useHandCursor: true });
    this.add(this.zone);
    this.zone.on('pointerover', () => onHover?.(this));
    this.zone.on('pointerdown', () => {
      this.pressed = true;
      this.setScale(0.97);
    });
    this.zone.on('pointerout', () => {
      this.pressed = false;
      this.setScale(1);
    });
    this.zone.on('pointerup', () => {
      if (!this.pressed) return;
      this.pressed = false;
      this.setScale(1);
      this.activate();
    });
    this.draw();
    scene.add.existing(this);
  }

  spot(): { x: number; y: number } {
    return { x: this.x, y: this.y };
  }

  label(): string {
    return this.caption.text;
  }

  setFocused(focused: boolean): void {
    this.focused = focused;
    this.draw();
  }

  activate(): void {
    if (this.options.enabled === false) return;
    this.onPress();
  }

  setText(text: string): void {
    this.caption.setText(text);
    this.fitLabel();
  }

  /** Caption and second line stacked about the middle when their usual places would overlap. */
  private placeLines(): void {
    const { caption, detail } = this;
    if (!detail) return;
    caption.setY(-this.options.fontSize * 0.3);
    detail.setY(this.options.fontSize * 0.55);
    if (caption.y + caption.height / 2 > detail.y - detail.height / 2) {
      caption.setY(-detail.height / 2);
      detail.setY(caption.height / 2);
    }
  }

  private fitLabel(): void {
    // Long translations take a smaller size (never below the readable minimum) or a second line.
    const { width, height } = this.options;
    const room = width > height * 2 ? width - height * 0.9 : width * 0.7;
    fitText(this.caption, this.caption.text, room, this.options.detail ? 1 : 2);
    // Where the label may reach: inside the focus chevrons with a little air (the text walk checks it).
    const clear = width > height * 2 ? width / 2 - height * 0.4 : width / 2 - 2;
    this.caption.setData('room', { x: -clear, y: -height / 2, width: clear * 2, height });
    this.placeLines();
  }

  private draw(): void {
    const { width, height, kind = 'normal' } = this.options;
    const g = this.frame;
    const radius = Math.min(height / 2, 16);
    g.clear();
    const fill =
      this.options.enabled === false
        ? CHROME.locked
        : kind === 'primary'
          ? CHROME.primary
          : this.focused
            ? CHROME.buttonHover
            : kind === 'quiet'
              ? CHROME.panel
              : CHROME.button;
    g.fillStyle(0x000000, 0.35);
    g.fillRoundedRect(-width / 2 + 2, -height / 2 + 4, width, height, radius);
    g.fillStyle(fill, 1);
    g.fillRoundedRect(-width / 2, -height / 2, width, height, radius);
    g.fillStyle(0xffffff, 0.07);
    g.fillRoundedRect(-width / 2 + 3, -height / 2 + 3, width - 6, height * 0.42, radius * 0.8);
    const edge = this.focused ? CHROME.focus : kind === 'primary' ? CHROME.primaryEdge : CHROME.buttonEdge;
    g.lineStyle(this.focused ? 3 : 2, edge, 1);
    g.strokeRoundedRect(-width / 2, -height / 2, width, height, radius);
    // Chevrons mark focus on wide buttons; a small square one relies on its outline and fill.
    if (this.focused && width > height * 2) {
      const s = height * 0.16;
      const inset = width / 2 - height * 0.28;
      g.fillStyle(CHROME.focus, 1);
      g.fillTriangle(-inset - s * 0.6, -s, -inset - s * 0.6, s, -inset + s * 0.6, 0);
      g.fillTriangle(inset + s * 0.6, -s, inset + s * 0.6, s, inset - s * 0.6, 0);
    }
  }
}
