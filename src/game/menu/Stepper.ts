import Phaser from 'phaser';
import type { Focusable } from './MenuFocus';
import { fitText, readable } from '../base/text-fit';
import { CHROME, FONT, textResolution } from '../base/theme';

export interface StepperOptions<T> {
  readonly width: number;
  readonly height: number;
  readonly fontSize: number;
  readonly label: string;
  readonly values: readonly T[];
  readonly value: T;
  readonly format: (value: T) => string;
  /** Draws the value as a ten-step meter as well (volumes). */
  readonly meter?: boolean;
  /** Stops at the ends instead of wrapping around (volumes). */
  readonly clamp?: boolean;
  /**
   * Label above the value even when both would fit side by side, where the row is tall enough for two
   * lines: a form whose rows should all look alike asks for it.
   */
  readonly preferStacked?: boolean;
}

/**
 * A labelled setting with ◀ value ▶: Left/Right or the arrows step it, Enter or a tap on the row
 * steps it forward. Every change is reported at once so settings apply while the player watches.
 */
export class Stepper<T> extends Phaser.GameObjects.Container implements Focusable {
  private readonly frame: Phaser.GameObjects.Graphics;
  private readonly valueText: Phaser.GameObjects.Text;
  private index: number;
  private focused = false;
  /** The label sits above the value (a narrow row or long words) rather than beside it. */
  private readonly stacked: boolean;
  /** Label and value do not fit side by side: this row stacks whatever it is asked. */
  private readonly crowded: boolean;
  private valueY = 0;

  /**
   * Whether a row with these words must put its label above its value: a screen whose rows should all
   * look alike (Settings) stacks every row when one must.
   */
  static mustStack<T>(scene: Phaser.Scene, options: StepperOptions<T>): boolean {
    const probe = new Stepper(scene, 0, 0, options, () => undefined);
    const crowded = probe.crowded;
    probe.destroy();
    return crowded;
  }

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    private readonly options: StepperOptions<T>,
    private readonly onChange: (value: T) => void,
    onHover?: (stepper: Stepper<T>) => void,
  ) {
    super(scene, x, y);
    const { width, height } = options;
    // Never below what a phone can read, however short the row.
    const fontSize = readable(options.fontSize);
    this.setData('box', { x: -width / 2, y: -height / 2, width, height });
    this.index = Math.max(0, options.values.indexOf(options.value));
    this.frame = scene.add.graphics();
    const style = {
      fontFamily: FONT,
      fontSize: `${fontSize}px`,
      color: '#ffffff',
      resolution: textResolution(),
    };
    const label = scene.add
      .text(-width / 2 + height * 0.4, 0, options.label, style)
      .setOrigin(0, 0.5)
      .setName('stepper-label');
    this.valueText = scene.add.text(0, 0, '', { ...style, fontStyle: 'bold' }).setOrigin(0.5);
    // Label and value side by side when both fit at full size; else the label on a line of its own
    // above the value, which gets the row's whole width between the arrows (never scaled down).
    const labelRoom = width * 0.45 - height * 0.4;
    const valueRoom = width * 0.45 - height * 2;
    const widest = Math.max(
      ...options.values.map((value) => this.valueText.setText(options.format(value)).width),
    );
    const twoLines = height >= fontSize * 2.6;
    this.crowded = label.width > labelRoom || (!options.meter && widest > valueRoom);
    this.stacked = this.crowded || (options.preferStacked === true && twoLines);
    if (this.stacked) {
      label.setOrigin(0.5).setPosition(0, -height * 0.22);
      label.setFontSize(`${readable(fontSize * 0.8)}px`).setColor(CHROME.textDim);
      fitText(label, options.label, width - height * 0.6);
      this.valueY = height * 0.2;
      this.valueText.setPosition(0, this.valueY);
    }
    this.add([this.frame, label, this.valueText]);
    // The value sits midway between its arrows and must keep clear of them (the text walk checks `room`).
    const [leftX, rightX] = this.arrowXs();
    const tip = height * (this.stacked ? 0.14 : 0.18) * 0.7 + 2;
    this.valueText.setX((leftX + rightX) / 2);
    this.valueText.setData('room', {
      x: leftX + tip,
      y: this.valueY - height / 2,
      width: rightX - leftX - 2 * tip,
      height,
    });

    const arrowWidth = height * 1.1;
    const body = scene.add.zone(0, 0, width, height).setInteractive({ useHandCursor: true });
    const left = scene.add.zone(leftX, 0, arrowWidth, height).setInteractive({
      useHandCursor: true,
    });
    const right = scene.add.zone(rightX, 0, arrowWidth, height).setInteractive({
      useHandCursor: true,
    });
    this.add([body, left, right]);
    for (const zone of [body, left, right]) zone.on('pointerover', () => onHover?.(this));
    // The arrows sit on top of the body; stopPropagation keeps one tap from stepping twice.
    left.on('pointerup', (_p: unknown, _x: number, _y: number, event: Phaser.Types.Input.EventData) => {
      event.stopPropagation();
      this.step(-1);
    });
    right.on('pointerup', (_p: unknown, _x: number, _y: number, event: Phaser.Types.Input.EventData) => {
      event.stopPropagation();
      this.step(1);
    });
    body.on('pointerup', () => this.step(1));
    this.draw();
    scene.add.existing(this);
  }

  get value(): T {
    return this.options.values[this.index];
  }

  spot(): { x: number; y: number } {
    return { x: this.x, y: this.y };
  }

  label(): string {
    return `${this.options.label}: ${this.options.format(this.value)}`;
  }

  setFocused(focused: boolean): void {
    this.focused = focused;
    this.draw();
  }

  activate(): void {
    this.step(1);
  }

  handleKey(key: string): boolean {
    if (key === 'ArrowLeft') this.step(-1);
    else if (key === 'ArrowRight') this.step(1);
    else return false;
    return true;
  }

  step(direction: -1 | 1): void {
    const count = this.options.values.length;
    let next = this.index + direction;
    if (this.options.clamp) next = Math.max(0, Math.min(count - 1, next));
    else next = (next + count) % count;
    if (next === this.index) return;
    this.index = next;
    this.draw();
    this.onChange(this.value);
  }

  private draw(): void {
    const { width, height, meter } = this.options;
    const g = this.frame;
    const radius = Math.min(height / 2, 14);
    g.clear();
    g.fillStyle(this.focused ? CHROME.buttonHover : CHROME.panel, 1);
    g.fillRoundedRect(-width / 2, -height / 2, width, height, radius);
    g.lineStyle(this.focused ? 3 : 2, this.focused ? CHROME.focus : CHROME.panelEdge, 1);
    g.strokeRoundedRect(-width / 2, -height / 2, width, height, radius);

    const arrow = height * (this.stacked ? 0.14 : 0.18);
    const [leftX, rightX] = this.arrowXs();
    const y = this.valueY;
    const atStart = this.options.clamp && this.index === 0;
    const atEnd = this.options.clamp && this.index === this.options.values.length - 1;
    g.fillStyle(this.focused ? CHROME.focus : 0xffffff, atStart ? 0.25 : 1);
    g.fillTriangle(leftX - arrow, y, leftX + arrow * 0.7, y - arrow, leftX + arrow * 0.7, y + arrow);
    g.fillStyle(this.focused ? CHROME.focus : 0xffffff, atEnd ? 0.25 : 1);
    g.fillTriangle(rightX + arrow, y, rightX - arrow * 0.7, y - arrow, rightX - arrow * 0.7, y + arrow);

    const text = this.options.format(this.value);
    if (meter) {
      // Ten bars rising left to right, filled up to the value: readable at a glance and without colour.
      const span = rightX - leftX - height * 1.1;
      const bars = 10;
      const barWidth = span / bars;
      const filled = Math.round(this.index * (bars / (this.options.values.length - 1)));
      for (let i = 0; i < bars; i++) {
        const barHeight =
          height * (this.stacked ? 0.1 + 0.25 * ((i + 1) / bars) : 0.2 + 0.45 * ((i + 1) / bars));
        const bx = leftX + height * 0.55 + i * barWidth;
        g.fillStyle(i < filled ? CHROME.primaryEdge : 0x3a4488, 1);
        g.fillRect(bx, y + height * (this.stacked ? 0.2 : 0.33) - barHeight, barWidth * 0.7, barHeight);
      }
      this.valueText.setVisible(false);
    } else {
      this.valueText.setVisible(true);
      fitText(this.valueText, text, rightX - leftX - height * 0.9);
    }
  }

  /** Where the two arrows sit: the right half beside the label, or both ends under a stacked label. */
  private arrowXs(): [number, number] {
    const { width, height } = this.options;
    const inset = height * (this.stacked ? 0.45 : 0.55);
    return [this.stacked ? -width / 2 + inset : width * 0.05 + inset, width / 2 - inset];
  }
}
