import type Phaser from 'phaser';
import { Button } from '../menu/Button';
import type { ControlAction, ControlButton } from './online-controls';
import type { OnlineLayout } from './online-layout';

/** Where a button is drawn, for the test hook to click it as a player would. */
export interface ShownButton {
  readonly action: ControlAction;
  readonly label: string;
  readonly x: number;
  readonly y: number;
  readonly enabled: boolean;
}

/** The online game's buttons in a grid beside or under the board; redrawn only when they change. */
export class ControlsView {
  private buttons: Button[] = [];
  private shown: ShownButton[] = [];
  private signature = '';
  private layout: OnlineLayout | null = null;
  private current: readonly ControlButton[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly onPress: (action: ControlAction) => void,
  ) {}

  setLayout(layout: OnlineLayout): void {
    this.layout = layout;
    this.signature = '';
    this.show(this.current);
  }

  show(controls: readonly ControlButton[]): void {
    this.current = controls;
    const signature = JSON.stringify(controls);
    const layout = this.layout;
    if (signature === this.signature || !layout) return;
    this.signature = signature;
    this.clear();
    const { actions, button } = layout;
    const columns = Math.max(1, Math.floor((actions.width + button.gap + 1) / (button.width + button.gap)));
    const rows = Math.max(1, Math.floor((actions.height + button.gap + 1) / (button.height + button.gap)));
    const gapX = button.gap;
    const gapY = button.gap;
    controls.slice(0, columns * rows).forEach((control, i) => {
      const x = actions.x + (i % columns) * (button.width + gapX) + button.width / 2;
      const y = actions.y + Math.floor(i / columns) * (button.height + gapY) + button.height / 2;
      const shown = new Button(
        this.scene,
        x,
        y,
        control.label,
        {
          width: button.width,
          height: button.height,
          fontSize: button.fontSize,
          kind: control.primary ? 'primary' : 'normal',
          enabled: control.enabled,
        },
        () => this.onPress(control.action),
      );
      shown.setDepth(20);
      this.buttons.push(shown);
      this.shown.push({ action: control.action, label: control.label, x, y, enabled: control.enabled });
    });
  }

  /** The buttons on screen now, in game pixels. */
  get items(): readonly ShownButton[] {
    return this.shown;
  }

  clear(): void {
    for (const button of this.buttons) button.destroy();
    this.buttons = [];
    this.shown = [];
  }

  destroy(): void {
    this.clear();
    this.layout = null;
  }
}
