import type Phaser from 'phaser';
import { checkName, NAME_MAX_LENGTH } from '../../net/names';
import { t } from '../base/i18n';
import type { Focusable } from '../menu/MenuFocus';
import { MenuScene } from '../menu/MenuScene';
import { CHROME } from '../base/theme';
import type { ReplayData } from '../base/scene-data';
import { inviteCheck, joinAsGuest } from '../club/club-api';
import { chosen, identities } from '../club/club-session';
import { domField } from '../menu/dom-field';
import { problemText } from './online-words';

export interface ClubNameData {
  /** An invite to join once the name is chosen (a first visit through `?join=`). */
  readonly join?: string;
  /** This browser already plays in that game from another tab: this tab gets its own guest. */
  readonly secondTab?: boolean;
  /** Where to go once the name is chosen (or on Back): a world record asked for a name. */
  readonly then?: { readonly scene: string; readonly data?: object };
}

/**
 * What a newcomer's `?join=` link leads to, asked before a name: the name form for a live game (or when
 * the club cannot say), else a finished game's replay or word that nothing is open there.
 */
type LinkState =
  | { readonly state: 'checking' | 'live' | 'unknown' }
  | { readonly state: 'finished'; readonly gameId: string };

/**
 * The first step into the club: a name, and the player is a guest at once. The name box is a real
 * text field so a phone brings up its keyboard; the club's refusal (taken, bad characters) shows under it.
 * A `?join=` link to a game that is over or gone says so first, rather than ask a name for nothing.
 */
export class ClubName extends MenuScene {
  private request: ClubNameData = {};
  private typed = '';
  private verdict: Phaser.GameObjects.Text | null = null;
  private field: HTMLInputElement | HTMLTextAreaElement | null = null;
  private busy = false;
  private link: LinkState = { state: 'live' };

  constructor() {
    super('ClubName');
  }

  init(data: ClubNameData): void {
    this.request = data ?? {};
    this.busy = false;
    this.typed = this.request.secondTab ? '' : (identities().identity?.name ?? '');
    this.link = { state: this.request.join && !this.request.secondTab ? 'checking' : 'live' };
  }

  override create(): void {
    super.create();
    const code = this.request.join;
    if (this.link.state !== 'checking' || !code) return;
    void inviteCheck(code).then((answer) => {
      if (!this.scene.isActive()) return;
      // A club out of reach cannot say: the name form, as before, and joining will tell.
      this.link = answer.ok ? answer.value : { state: 'live' };
      this.redraw();
    });
  }

  protected override back(): void {
    if (this.request.then) return this.go(this.request.then.scene, this.request.then.data);
    this.go(identities().identity && !this.request.join ? 'Online' : 'Title');
  }

  protected build(): void {
    this.field?.remove();
    this.field = null;
    if (this.link.state !== 'live') return this.buildLinkNews();
    const { width, height } = this.scale;
    const m = this.metrics;
    let y = this.heading(t('online.name.title')) + m.gap;
    const rowWidth = Math.min(width - 2 * m.margin, 480 * m.unit);
    const prompt = this.request.secondTab ? t('online.name.secondTab') : t('online.name.prompt');
    const words = this.text(width / 2, y, prompt, {
      size: m.smallSize,
      wrap: rowWidth,
      color: CHROME.textDim,
    });
    words.setOrigin(0.5, 0);
    y += words.height + m.gap * 1.5;
    const fieldHeight = Math.max(44, m.buttonHeight * 0.9);
    const field = domField(this, {
      x: width / 2 - rowWidth / 2,
      y,
      width: rowWidth,
      height: fieldHeight,
      fontSize: m.textSize,
      value: this.typed,
      label: t('online.name.label'),
      placeholder: t('online.name.label'),
      id: 'club-name',
    });
    field.maxLength = NAME_MAX_LENGTH;
    field.addEventListener('input', () => (this.typed = field.value));
    field.addEventListener('keydown', (event) => {
      if ((event as KeyboardEvent).key === 'Enter') {
        event.preventDefault();
        this.submit();
      }
    });
    this.field = field;
    const spot: Focusable = {
      spot: () => ({ x: width / 2, y: y + fieldHeight / 2 }),
      setFocused: (focused) => {
        if (focused && document.activeElement !== field) field.focus();
        if (!focused) field.blur();
      },
      activate: () => field.focus(),
      label: () => `name: ${field.value}`,
    };
    this.focus.add(spot);
    field.addEventListener('focus', () => this.focus.focus(spot));
    y += fieldHeight + m.gap;
    this.verdict = this.text(width / 2, y, '', { size: m.smallSize, wrap: rowWidth, color: CHROME.textWarn });
    this.verdict.setOrigin(0.5, 0);
    y += m.smallSize * 3 + m.gap;
    const goY = Math.min(y + m.buttonHeight / 2, height - m.margin * 2 - m.buttonHeight * 1.5);
    this.button(width / 2, goY, t('online.name.go'), () => this.submit(), { kind: 'primary' });
    // A player who added a password on another device signs in instead of taking a new name.
    const signInY = Math.min(goY + m.buttonHeight + m.gap, this.frame.bottom - m.gap - m.buttonHeight / 2);
    this.button(width / 2, signInY, t('account.signIn'), () => this.go('SignIn', this.request), {
      detail: t('account.signInDetail'),
    });
    this.backButton(t('menu.back'));
  }

  /** Instead of the name form: the link is being looked up, its game is over (with its replay), or gone. */
  private buildLinkNews(): void {
    const { width } = this.scale;
    const m = this.metrics;
    const link = this.link;
    const heading =
      link.state === 'checking'
        ? t('online.name.title')
        : t(link.state === 'finished' ? 'online.link.over' : 'online.link.unknown');
    let y = this.heading(heading) + m.gap;
    const detail =
      link.state === 'checking'
        ? t('online.link.checking')
        : t(link.state === 'finished' ? 'online.link.overDetail' : 'online.link.unknownDetail');
    const words = this.text(width / 2, y, detail, {
      size: m.smallSize,
      wrap: Math.min(width - 2 * m.margin, 480 * m.unit),
      color: CHROME.textDim,
    });
    words.setOrigin(0.5, 0);
    y += words.height + m.gap * 2;
    if (link.state === 'finished') {
      const replay: ReplayData = { gameId: link.gameId };
      this.button(
        width / 2,
        y + m.buttonHeight / 2,
        t('online.link.replay'),
        () => this.go('Replay', replay),
        {
          kind: 'primary',
        },
      );
    }
    this.backButton(t('menu.back'));
  }

  private submit(): void {
    if (this.busy) return;
    const name = checkName(this.typed);
    if (!name.ok) {
      this.click('illegal');
      this.verdict?.setText(t(`online.refused.${name.error}`));
      return;
    }
    this.busy = true;
    this.verdict?.setText(t('online.name.checking')).setColor(CHROME.textDim);
    void joinAsGuest(name.value).then((answer) => {
      this.busy = false;
      if (!this.scene.isActive()) return;
      if (!answer.ok) {
        this.click('illegal');
        this.verdict?.setText(problemText(answer.error)).setColor(CHROME.textWarn);
        return;
      }
      chosen(answer.value, this.request.secondTab ?? false);
      if (this.request.then) this.go(this.request.then.scene, this.request.then.data);
      else if (this.request.join) this.go('OnlinePlay', { code: this.request.join });
      else this.go('Online');
    });
  }
}
