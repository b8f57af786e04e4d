import type Phaser from 'phaser';
import { t } from '../base/i18n';
import type { Focusable } from '../menu/MenuFocus';
import { MenuScene } from '../menu/MenuScene';
import { CHROME } from '../base/theme';
import type { ClubProblem } from '../club/club-api';
import { domField } from '../menu/dom-field';
import { problemText } from './online-words';

/** One box of an account form; `autocomplete` tells password managers what it holds. */
export interface AccountFieldSpec {
  readonly id: string;
  readonly label: string;
  readonly autocomplete: 'username' | 'current-password' | 'new-password';
  /** A password: hidden unless the player asked to see it, and never in the test hook's labels. */
  readonly secret: boolean;
}

/**
 * What the password screen and the sign-in screen share: labelled text boxes over the canvas (real
 * inputs, so phones and password managers work) whose contents survive a redraw, a show/hide switch
 * for the passwords, a line for the club's answer, and that answer in the player's words.
 */
export abstract class AccountForm extends MenuScene {
  /** What each box holds, by id, kept across redraws (never shown anywhere but in its box). */
  protected values = new Map<string, string>();
  protected shown = false;
  protected busy = false;
  private verdict: Phaser.GameObjects.Text | null = null;
  private verdictWords: { text: string; good: boolean } = { text: '', good: false };
  private fields: HTMLInputElement[] = [];

  /** A fresh visit: empty boxes, hidden passwords, no answer. */
  protected resetForm(): void {
    this.values = new Map();
    this.shown = false;
    this.busy = false;
    this.verdictWords = { text: '', good: false };
  }

  /** The width the form's rows take. */
  private rowWidth(): number {
    return Math.min(this.scale.width - 2 * this.metrics.margin, 480 * this.metrics.unit);
  }

  /** Removes the boxes of the last drawing (a redraw makes them again). */
  private clearFields(): void {
    for (const field of this.fields) field.remove();
    this.fields = [];
  }

  /**
   * Where the boxes and the buttons go: one column, or on a short, wide screen (a phone on its side) the
   * boxes on the left and the switch, the answer and the main button on the right, so nothing overlaps.
   */
  private columns(): { readonly boxes: number; readonly actions: number; readonly side: boolean } {
    const { width, height } = this.scale;
    const { gap, margin } = this.metrics;
    const row = this.rowWidth();
    const side = height < 520 && width > height && 2 * row + 2 * gap <= width - 2 * margin;
    return side
      ? { boxes: width / 2 - row / 2 - gap, actions: width / 2 + row / 2 + gap, side }
      : { boxes: width / 2, actions: width / 2, side };
  }

  /**
   * The whole screen: heading, a line of explanation, the boxes, show/hide, the answer, the main button,
   * and under it a quiet `extra` button when the screen has one.
   */
  protected drawForm(
    title: string,
    intro: string,
    fields: readonly AccountFieldSpec[],
    action: string,
    extra?: { readonly label: string; readonly press: () => void },
  ): void {
    this.clearFields();
    const { width } = this.scale;
    const m = this.metrics;
    const row = this.rowWidth();
    const columns = this.columns();
    let y = this.heading(title) + m.gap;
    const words = this.text(width / 2, y, intro, {
      size: m.smallSize,
      wrap: columns.side ? 2 * row + 2 * m.gap : row,
      color: CHROME.textDim,
    });
    words.setOrigin(0.5, 0);
    y += words.height + m.gap;
    let below = y;
    for (const spec of fields) below = this.field(columns.boxes, below, spec);
    below = this.showHideButton(columns.actions, columns.side ? y : below);
    below = this.verdictLine(columns.actions, below);
    const quiet = m.buttonHeight * 0.85;
    const lowest = this.frame.bottom - m.gap - m.buttonHeight / 2 - (extra ? quiet + m.gap : 0);
    const actionY = Math.min(below + m.buttonHeight / 2, lowest);
    this.button(columns.actions, actionY, action, () => this.submit(), {
      kind: 'primary',
      width: Math.min(m.buttonWidth, row),
    });
    if (extra) {
      const extraY = actionY + m.buttonHeight / 2 + m.gap + quiet / 2;
      this.button(columns.actions, extraY, extra.label, extra.press, {
        kind: 'quiet',
        height: quiet,
        width: Math.min(m.buttonWidth, row),
      });
    }
    this.backButton(t('menu.back'));
  }

  /** A label and its box at `y`, centred on `x`; Enter in the box submits. Returns the y below it. */
  private field(x: number, y: number, spec: AccountFieldSpec): number {
    const m = this.metrics;
    const rowWidth = this.rowWidth();
    const label = this.text(x - rowWidth / 2, y, spec.label, { size: m.smallSize, color: CHROME.textDim });
    label.setOrigin(0, 0);
    y += label.height + m.gap * 0.3;
    const height = Math.max(44, m.buttonHeight * 0.9);
    const box = domField(this, {
      x: x - rowWidth / 2,
      y,
      width: rowWidth,
      height,
      fontSize: m.textSize,
      value: this.values.get(spec.id) ?? '',
      label: spec.label,
      id: spec.id,
    }) as HTMLInputElement;
    if (spec.secret && !this.shown) box.type = 'password';
    box.setAttribute('autocomplete', spec.autocomplete);
    box.maxLength = spec.secret ? 200 : 20;
    box.addEventListener('input', () => this.values.set(spec.id, box.value));
    box.addEventListener('keydown', (event) => {
      if ((event as KeyboardEvent).key !== 'Enter') return;
      event.preventDefault();
      this.submit();
    });
    this.fields.push(box);
    const spot: Focusable = {
      spot: () => ({ x, y: y + height / 2 }),
      setFocused: (focused) => {
        if (focused && document.activeElement !== box) box.focus();
        if (!focused) box.blur();
      },
      activate: () => box.focus(),
      // A password's value is never part of a label the test hook or assistive tools read.
      label: () => (spec.secret ? spec.label : `${spec.label}: ${box.value}`),
    };
    this.focus.add(spot);
    box.addEventListener('focus', () => this.focus.focus(spot));
    return y + height + m.gap;
  }

  /**
   * The form's end: what was done, in the good colour, and Back. No boxes are drawn again: empty ones
   * would read as if nothing had been saved, and the password is not left on screen for the next person.
   */
  protected drawDone(title: string, done: string): void {
    this.clearFields();
    const m = this.metrics;
    const y = this.heading(title) + m.gap * 2;
    this.text(this.scale.width / 2, y, done, {
      size: m.textSize,
      wrap: this.rowWidth(),
      color: CHROME.textGood,
    }).setOrigin(0.5, 0);
    this.backButton(t('menu.back'));
  }

  /** The show/hide switch for the passwords on this screen, centred on `x`. Returns the y below it. */
  private showHideButton(x: number, y: number): number {
    const m = this.metrics;
    const height = m.buttonHeight * 0.85;
    const label = t(this.shown ? 'account.hide' : 'account.show');
    const toggle = (): void => {
      this.shown = !this.shown;
      this.redraw();
    };
    this.button(x, y + height / 2, label, toggle, {
      kind: 'quiet',
      height,
      width: Math.min(m.buttonWidth, this.rowWidth()),
    });
    return y + height + m.gap;
  }

  /** The line for the club's answer (kept across redraws). Returns the y below the room left for it. */
  private verdictLine(x: number, y: number): number {
    const m = this.metrics;
    this.verdict = this.text(x, y, '', { size: m.smallSize, wrap: this.rowWidth() });
    this.verdict.setOrigin(0.5, 0);
    this.say(this.verdictWords.text, this.verdictWords.good);
    return y + m.smallSize * 3.6 + m.gap;
  }

  /** Shows an answer: good news in green, a problem in the warning colour, progress dimmed. */
  protected say(text: string, good: boolean | 'progress' = false): void {
    this.verdictWords = { text, good: good === true };
    this.verdict
      ?.setText(text)
      .setColor(good === 'progress' ? CHROME.textDim : good ? CHROME.textGood : CHROME.textWarn);
  }

  /** A refusal in the player's words, with the account's own wording for passwords and sign-in limits. */
  protected problemWords(problem: ClubProblem, badCredentials = t('account.badCredentials')): string {
    if (problem.code === 'bad-credentials') return badCredentials;
    if (problem.code === 'password-too-short') return t('account.tooShort');
    if (problem.code === 'password-too-long') return t('account.tooLong');
    if (problem.code === 'rate-limited') {
      const waitMs = 'retryAfterMs' in problem ? (problem.retryAfterMs ?? 60_000) : 60_000;
      return t('account.rateLimited', { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) });
    }
    return problemText(problem);
  }

  /** Sends the form (Enter in any box, or the screen's main button). */
  protected abstract submit(): void;
}
