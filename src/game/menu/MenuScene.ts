import Phaser from 'phaser';
import { services, type Services } from '../store/services';
import type { Effect } from '../base/sound/SoundPlayer';
import { drawBackdrop } from './backdrop';
import { Button, type ButtonOptions } from './Button';
import { drawDialog, type DialogSpec } from './ConfirmDialog';
import { abandonSaved, savedGameText } from './game-in-progress';
import { t } from '../base/i18n';
import { frameLines, menuMetrics, type MenuMetrics } from '../base/layout';
import { MenuFocus } from './MenuFocus';
import { CHROME, FONT, textResolution } from '../base/theme';
import { resumeRequest } from './play-request';
import { showToast, type ToastTone } from './Toast';
import { fitText, readable } from '../base/text-fit';
import { hasKeyboard } from '../base/keyboard';
import { NO_DATA } from '../base/scene-data';

/** The clock's running timers: Phaser keeps them in a list it does not type. */
const runningTimers = (clock: Phaser.Time.Clock): readonly Phaser.Time.TimerEvent[] =>
  (clock as unknown as { _active: Phaser.Time.TimerEvent[] })._active;

/** How to close a message card: Esc is named only to a player with a keyboard. */
export const closeHint = (): string => t(hasKeyboard() ? 'title.closeNotice' : 'title.closeNoticeTouch');
import { campaignLevels } from '../../core/level';

/**
 * What every menu screen shares: the backdrop, keyboard focus, Escape to go back, menu music, and a
 * full redraw whenever the window changes size, so each screen only says how to draw itself for the
 * size it has now.
 */
export abstract class MenuScene extends Phaser.Scene {
  protected focus!: MenuFocus;
  protected metrics!: MenuMetrics;
  /** Where the backdrop's frame lines run; nothing a player reads or presses may cross them. */
  protected frame!: { top: number; bottom: number };
  private resizeTimer: Phaser.Time.TimerEvent | null = null;
  /** A message on screen, kept across redraws (a phone resizes as its address bar hides) until it expires. */
  private shownNotice: { message: string; until: number; tone: ToastTone } | null = null;
  private dismissNotice: (() => void) | null = null;
  /** Where this screen made room for its message card (set by `build`); undefined: at the top. */
  protected noticeTop: number | undefined;
  /** Where this screen's heading ends (set by `heading`): a message card goes below it, never over it. */
  private headingBottom: number | undefined;
  /** The question on screen, kept across redraws until it is answered. */
  private dialog: DialogSpec | null = null;
  private focusBeforeDialog = 0;

  protected get services(): Services {
    return services(this);
  }

  create(): void {
    // The scene object is reused on every visit: a message belongs to the visit that showed it.
    this.shownNotice = null;
    this.dialog = null;
    this.focus = new MenuFocus(this, () => this.escape());
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
    // removeAllEvents takes only the timers already running: one added this very frame (a screen drawn
    // twice on arrival, as the title is when it says why it refused a link) would outlive its drawing.
    // And it takes them only at the next frame: a redraw from a timer (a resize settling) left the
    // timers after it in the clock's list to fire in this same update, on objects just destroyed (the
    // title's letter ripple: "reading 'drawImage'", and the game loop stopped). Each is spent first.
    for (const timer of runningTimers(this.time)) timer.remove(false);
    this.time.removeAllEvents();
    this.time.clearPendingEvents();
    for (const child of [...this.children.getChildren()]) child.destroy();
    this.focus.clear();
    this.metrics = menuMetrics(this.scale.width, this.scale.height);
    this.frame = frameLines(this.scale.height, this.metrics);
    drawBackdrop(this, this.frame);
    this.noticeTop = undefined;
    this.headingBottom = undefined;
    this.dismissNotice = null;
    this.build();
    this.focus.restore(this.initialFocus());
    const notice = this.liveNotice();
    if (notice) this.showNotice(notice, this.shownNotice!.until - Date.now(), this.shownNotice!.tone);
    if (this.dialog) this.showDialog(this.dialog);
  }

  /** The message still to show, if any. */
  protected liveNotice(): string | null {
    if (this.shownNotice && this.shownNotice.until - Date.now() <= 500) this.shownNotice = null;
    return this.shownNotice?.message ?? null;
  }

  /**
   * Shows a message card for a while (null: until it is closed); it survives the screen being redrawn,
   * and a tap on it or Escape closes it. `tone` says whether it tells of a problem or a success.
   */
  protected toast(message: string, seconds: number | null = 10, tone: ToastTone = 'warn'): void {
    this.shownNotice = { message, until: seconds === null ? Infinity : Date.now() + seconds * 1000, tone };
    this.redraw();
  }

  private showNotice(message: string, leftMs: number, tone: ToastTone): void {
    const spaced = this.noticeTop !== undefined;
    const { dismiss } = showToast(this, message, {
      tone,
      seconds: Number.isFinite(leftMs) ? leftMs / 1000 : null,
      top: this.noticeTop ?? this.headingBottom,
      closeHint: closeHint(),
      onDismiss: () => {
        this.shownNotice = null;
        this.dismissNotice = null;
        // A screen that made room for the card gets the room back.
        if (spaced) this.time.delayedCall(260, () => this.redraw());
      },
    });
    this.dismissNotice = dismiss;
  }

  /** Escape answers an open question with its safe choice, then closes a message, then goes back. */
  private escape(): void {
    if (this.dialog) this.dialog.onCancel();
    else if (this.dismissNotice) this.dismissNotice();
    else this.back();
  }

  /** Asks a question in a card over the screen; until it is answered the rest of the screen waits. */
  protected ask(spec: DialogSpec): void {
    if (!this.dialog) this.focusBeforeDialog = Math.max(0, this.focus.focusedIndex);
    this.dialog = spec;
    this.redraw();
  }

  /** Closes the question without an answer. */
  protected closeDialog(): void {
    if (!this.dialog) return;
    this.dialog = null;
    this.redraw();
    this.focus.focus(this.focusBeforeDialog);
  }

  private showDialog(spec: DialogSpec): void {
    this.focus.clear();
    const buttons = drawDialog(
      this,
      this.metrics,
      spec,
      (choice) => {
        this.click();
        this.closeDialog();
        choice.onPress();
      },
      (hovered) => this.focus.focus(hovered),
    );
    for (const button of buttons) this.focus.add(button);
    this.focus.restore(0);
  }

  /**
   * Starts something new (`start`), but a game in progress is never thrown away unasked: the player
   * keeps it (it resumes) or abandons it (an abandoned arcade game ends its run) first.
   */
  protected replaceGame(start: () => void): void {
    const { saves, campaign } = this.services;
    const saved = saves.data.current;
    if (!saved) {
      start();
      return;
    }
    const run = saved.mode === 'arcade';
    const what = savedGameText(saved, campaignLevels(campaign));
    this.ask({
      title: t('confirm.title'),
      body: t(run ? 'confirm.bodyRun' : 'confirm.body', { what }),
      choices: [
        { label: t('confirm.keep'), kind: 'primary', onPress: () => this.go('Play', resumeRequest(saved)) },
        {
          label: t(run ? 'confirm.abandonRun' : 'confirm.abandon'),
          onPress: () => {
            saves.update(abandonSaved);
            start();
          },
        },
      ],
      onCancel: () => this.closeDialog(),
    });
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
    this.scene.start(key, data ?? NO_DATA);
  }

  protected click(effect: Effect = 'click'): void {
    this.services.sound.effect(effect);
  }

  /** A screen heading near the top, returning the y below it. */
  protected heading(text: string): number {
    const { headingSize, margin } = this.metrics;
    // Below the top band's frame line, never across it (checked again below with its drawn height).
    let y = Math.max(this.frame.top + headingSize * 0.6 + margin * 0.4, margin + headingSize * 0.9);
    const title = this.add
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
    // A long heading (Dutch, Portuguese) takes a smaller size rather than running off a phone's edges.
    fitText(title, text, this.scale.width - 2 * margin);
    // A short window (a phone on its side): the stroke and shadow make it taller than its size says.
    y = Math.max(y, this.frame.top + 4 + title.height / 2);
    title.setY(y).setName('heading');
    this.headingBottom = y + headingSize * 0.9;
    return this.headingBottom;
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

  /**
   * The Back button along the bottom edge; with `beside`, a second quiet button shares the band (Back
   * on the left), for a way on that belongs to the screen but not to its form.
   */
  protected backButton(label: string, beside?: { label: string; onPress: () => void }): Button {
    const { buttonHeight, margin, buttonWidth, gap, unit } = this.metrics;
    const y = this.scale.height - margin - buttonHeight / 2;
    const centre = this.scale.width / 2;
    if (!beside) {
      return this.button(centre, y, label, () => this.back(), {
        kind: 'quiet',
        width: Math.min(buttonWidth, 220 * unit),
      });
    }
    const width = Math.min(buttonWidth, 220 * unit, (this.scale.width - 2 * margin - gap) / 2);
    const back = this.button(centre - (width + gap) / 2, y, label, () => this.back(), {
      kind: 'quiet',
      width,
    });
    this.button(centre + (width + gap) / 2, y, beside.label, beside.onPress, { kind: 'quiet', width });
    return back;
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
      fontSize: `${readable(style.size ?? this.metrics.textSize)}px`,
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

  /**
   * A paged list's foot: ◀ and ▶ at the row's ends and the page's words between them, on the row
   * centred at `y` (shown only when there is more than one page).
   */
  protected pageControls(
    row: { left: number; width: number; y: number; height: number },
    pages: number,
    words: string,
    turn: (step: 1 | -1) => void,
  ): void {
    if (pages <= 1) return;
    const arrow = { width: row.height * 1.4, height: row.height };
    this.button(row.left + arrow.width / 2, row.y, '◀', () => turn(-1), arrow);
    this.button(row.left + row.width - arrow.width / 2, row.y, '▶', () => turn(1), arrow);
    const label = this.text(this.scale.width / 2, row.y, words, { size: this.metrics.smallSize }).setOrigin(
      0.5,
    );
    fitText(label, words, row.width - 3 * arrow.width);
  }

  /** The line at the frame's foot that counts kept entries set aside as damaged (none: no line). */
  protected setAsideNote(count: number, words: string, wrap: number): void {
    if (count === 0) return;
    this.text(this.scale.width / 2, this.frame.bottom - this.metrics.gap, words, {
      size: this.metrics.smallSize,
      color: CHROME.textWarn,
      wrap,
    }).setOrigin(0.5, 1);
  }
}
