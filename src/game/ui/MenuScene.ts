import Phaser from 'phaser';
import { services, type Services } from '../services';
import type { Effect } from '../sound/SoundPlayer';
import { drawBackdrop } from './backdrop';
import { Button, type ButtonOptions } from './Button';
import { menuMetrics, type MenuMetrics } from './layout';
import { MenuFocus } from './MenuFocus';
import { CHROME, FONT, textResolution } from './theme';
import { showToast } from './Toast';

/**
 * What every menu screen shares: the backdrop, keyboard focus, Escape to go back, menu music, and a
 * full redraw whenever the window changes size, so each screen only says how to draw itself for the
 * size it has now.
 */
export abstract class MenuScene extends Phaser.Scene {
  protected focus!: MenuFocus;
  protected metrics!: MenuMetrics;
  private resizeTimer: Phaser.Time.TimerEvent | null = null;
  /** A message on screen, kept across redraws (a phone resizes as its address bar hides) until it expires. */
  private shownNotice: { message: string; until: number } | null = null;

  protected get services(): Services {
    return services(this);
  }

  create(): void {
    // The scene object is reused on every visit: a message belongs to the visit that showed it.
    this.shownNotice = null;
    this.focus = new MenuFocus(this, () => this.back());
    this.services.sound.music('menu');
    const onResize = (): void => {
      // Resize events come in bursts while a window is dragged: redraw once it settles.
      this.resizeTimer?.remove();
      this.resizeTimer = this.time.delayedCall(60, () => this.redraw());
    };
    this.scale.on('resize', onResize);
    this.events.once('shutdown', () => this.scale.off('resize', onResize));
    this.redraw();
  }

  /** The focusable widgets on screen now (for the test hook). */
  menuItems(): ReturnType<MenuFocus['describe']> {
    return this.focus?.describe() ?? [];
  }

  /** Clears the screen and draws it again for the current size and language. */
  protected redraw(): void {
    // Animations and timers of the old drawing must not touch objects that are about to go.
    this.events.emit('menu-redraw');
    this.tweens.killAll();
    this.time.removeAllEvents();
    for (const child of [...this.children.getChildren()]) child.destroy();
    this.focus.clear();
    this.metrics = menuMetrics(this.scale.width, this.scale.height);
    drawBackdrop(this);
    this.build();
    this.focus.restore(this.initialFocus());
    if (this.shownNotice) {
      const left = this.shownNotice.until - Date.now();
      if (left > 500) this.showNotice(this.shownNotice.message, left / 1000);
      else this.shownNotice = null;
    }
  }

  /** Shows a message card at the top for a while; it survives the screen being redrawn. */
  protected toast(message: string, seconds = 10): void {
    this.shownNotice = { message, until: Date.now() + seconds * 1000 };
    this.showNotice(message, seconds);
  }

  private showNotice(message: string, seconds: number): void {
    showToast(this, message, { seconds, onDismiss: () => (this.shownNotice = null) });
  }

  /** Draws the screen's content; called on entry and after every resize or language switch. */
  protected abstract build(): void;

  /** The widget focused on entry. */
  protected initialFocus(): number {
    return 0;
  }

  /** Where Escape and the Back button lead. */
  protected back(): void {
    this.go('Title');
  }

  protected go(key: string, data?: object): void {
    this.scene.start(key, data);
  }

  protected click(effect: Effect = 'click'): void {
    this.services.sound.effect(effect);
  }

  /** A screen heading near the top, returning the y below it. */
  protected heading(text: string): number {
    const { headingSize, margin } = this.metrics;
    const y = Math.max(this.scale.height * 0.08 + margin, margin + headingSize * 0.9);
    this.add
      .text(this.scale.width / 2, y, text, {
        fontFamily: FONT,
        fontSize: `${headingSize}px`,
        fontStyle: 'bold',
        color: '#ffffff',
        stroke: '#0a0c1c',
        strokeThickness: Math.max(2, headingSize * 0.12),
        resolution: textResolution(),
      })
      .setOrigin(0.5)
      .setShadow(0, 4, '#000000', 6, true, true);
    return y + headingSize * 0.9;
  }

  /** A focusable button that clicks and runs `onPress`. */
  protected button(
    x: number,
    y: number,
    label: string,
    onPress: () => void,
    options: Partial<ButtonOptions> = {},
  ): Button {
    const { buttonWidth, buttonHeight, textSize } = this.metrics;
    const button = new Button(
      this,
      x,
      y,
      label,
      { width: buttonWidth, height: buttonHeight, fontSize: textSize, ...options },
      () => {
        this.click();
        onPress();
      },
      (hovered) => this.focus.focus(hovered),
    );
    return this.focus.add(button);
  }

  /** The Back button along the bottom edge. */
  protected backButton(label: string): Button {
    const { buttonHeight, margin, buttonWidth } = this.metrics;
    const y = this.scale.height - margin - buttonHeight / 2;
    return this.button(this.scale.width / 2, y, label, () => this.back(), {
      kind: 'quiet',
      width: Math.min(buttonWidth, 220 * this.metrics.unit),
    });
  }

  protected text(
    x: number,
    y: number,
    content: string,
    style: {
      size?: number;
      color?: string;
      bold?: boolean;
      align?: 'left' | 'center' | 'right';
      wrap?: number;
    } = {},
  ): Phaser.GameObjects.Text {
    return this.add.text(x, y, content, {
      fontFamily: FONT,
      fontSize: `${style.size ?? this.metrics.textSize}px`,
      fontStyle: style.bold ? 'bold' : 'normal',
      color: style.color ?? '#ffffff',
      align: style.align ?? 'center',
      wordWrap: style.wrap ? { width: style.wrap, useAdvancedWrap: true } : undefined,
      resolution: textResolution(),
    });
  }

  protected panel(x: number, y: number, width: number, height: number): Phaser.GameObjects.Graphics {
    const g = this.add.graphics();
    g.fillStyle(0x000000, 0.3);
    g.fillRoundedRect(x + 3, y + 5, width, height, 16);
    g.fillStyle(CHROME.panel, 0.94);
    g.fillRoundedRect(x, y, width, height, 16);
    g.lineStyle(2, CHROME.panelEdge, 1);
    g.strokeRoundedRect(x, y, width, height, 16);
    return g;
  }
}
