import type Phaser from 'phaser';
import { RULESETS, type Ruleset } from '../../core';
import { campaignLevels } from '../../core/level';
import { checkStart, COLOUR_CHOICES, type ColourChoice } from '../../net/http';
import { DEFAULT_TIME_CONTROL, TIME_CONTROL_IDS, type TimeControlId } from '../../net/time-control';
import { t } from '../ui/i18n';
import type { Focusable } from '../ui/MenuFocus';
import { MenuScene } from '../ui/MenuScene';
import { Stepper } from '../ui/Stepper';
import { CHROME } from '../ui/theme';
import { createGame } from './club-api';
import { currentIdentity, identities } from './club-session';
import { domField } from './dom-field';
import { problemText, timeControlText } from './online-words';
import { boardChoiceFen, boardChoiceLabel, boardChoices } from '../ui/board-choice';

/** The choices on this screen, kept for the visit so the next game is set up the same way. */
interface FriendChoice {
  /** 'standard', a campaign level id, or 'fen' for a pasted board. */
  readonly board: string;
  readonly fen: string;
  readonly rules: Ruleset;
  readonly time: TimeControlId;
  readonly colour: ColourChoice;
}

const CHOICE_KEY = 'online.friendChoice';
/** Classic is the online default, as on other Ataxx sites. */
const DEFAULT_CHOICE: FriendChoice = {
  board: 'standard',
  fen: '',
  rules: 'classic',
  time: DEFAULT_TIME_CONTROL,
  colour: 'random',
};

/**
 * Play a friend: board, ending, time control and colour; Create asks the club for a private game and
 * opens it, where the invite link waits to be shared.
 */
export class PlayFriend extends MenuScene {
  private choice: FriendChoice = DEFAULT_CHOICE;
  private verdict: Phaser.GameObjects.Text | null = null;
  private busy = false;

  constructor() {
    super('PlayFriend');
  }

  init(): void {
    this.choice = (this.registry.get(CHOICE_KEY) as FriendChoice | undefined) ?? DEFAULT_CHOICE;
    this.busy = false;
  }

  protected override back(): void {
    this.go('Online');
  }

  private set(patch: Partial<FriendChoice>, redraw = false): void {
    this.choice = { ...this.choice, ...patch };
    this.registry.set(CHOICE_KEY, this.choice);
    this.click();
    if (redraw) this.redraw();
    else this.judge();
  }

  private startFen(): string {
    const { board, fen } = this.choice;
    return boardChoiceFen(campaignLevels(this.services.campaign), board, fen);
  }

  /** The same check the club makes (core's parser), shown before asking. */
  private judge(): boolean {
    const check = checkStart(this.startFen(), this.choice.rules);
    if (this.verdict) {
      const pasted = this.choice.board === 'fen';
      this.verdict
        .setText(pasted && this.choice.fen.trim() !== '' && !check.ok ? check.error.text : '')
        .setColor(CHROME.textWarn);
    }
    return check.ok;
  }

  private async makeGame(): Promise<void> {
    if (this.busy) return;
    if (!this.judge()) {
      this.click('illegal');
      if (this.choice.fen.trim() === '') this.verdict?.setText(t('versus.fenLabel'));
      return;
    }
    const identity = await currentIdentity();
    if (!identity) return this.go('ClubName');
    this.busy = true;
    this.verdict?.setText(t('online.creating')).setColor(CHROME.textDim);
    const { rules, time, colour } = this.choice;
    const made = await createGame({
      token: identity.token,
      start: this.startFen(),
      rules,
      timeControl: time,
      colour,
    });
    this.busy = false;
    if (!this.scene.isActive()) return;
    if (!made.ok) {
      this.click('illegal');
      this.verdict?.setText(problemText(made.error)).setColor(CHROME.textWarn);
      return;
    }
    identities().created(made.value);
    this.go('OnlinePlay', { code: made.value });
  }

  protected build(): void {
    this.verdict = null;
    const { width, height } = this.scale;
    const m = this.metrics;
    const top = this.heading(t('online.friend')) + m.gap;
    const choice = this.choice;
    const levels = campaignLevels(this.services.campaign);
    const rowWidth = Math.min(width - 2 * m.margin, 560 * m.unit);
    const fenRoom = choice.board === 'fen' ? m.textSize * 4.4 : 0;
    const bottom = height - m.margin * 2 - m.buttonHeight * 2 - m.gap * 2 - fenRoom - m.smallSize * 2;
    const rows = 4;
    const rowHeight = Math.min(m.buttonHeight * 1.05, (bottom - top - m.gap * rows) / rows);
    const fontSize = Math.round(Math.min(m.textSize, rowHeight * 0.42));
    let y = top + rowHeight / 2;
    const row = <T>(
      label: string,
      values: readonly T[],
      value: T,
      format: (v: T) => string,
      apply: (v: T) => void,
    ): void => {
      const stepper = new Stepper<T>(
        this,
        width / 2,
        y,
        { width: rowWidth, height: rowHeight, fontSize, label, values, value, format },
        apply,
        (hovered) => this.focus.focus(hovered),
      );
      this.focus.add(stepper);
      y += rowHeight + m.gap;
    };
    const boards = boardChoices(levels);
    row(
      t('versus.board'),
      boards,
      boards.includes(choice.board) ? choice.board : 'standard',
      (v) => boardChoiceLabel(levels, v),
      (v) => this.set({ board: v }, (v === 'fen') !== (this.choice.board === 'fen')),
    );
    row(
      t('versus.rules'),
      RULESETS,
      choice.rules,
      (v) => t(`versus.rules.${v}`),
      (v) => this.set({ rules: v }),
    );
    row(t('online.time'), TIME_CONTROL_IDS, choice.time, timeControlText, (v) => this.set({ time: v }));
    row(
      t('online.colour'),
      COLOUR_CHOICES,
      choice.colour,
      (v) => t(`online.colour.${v}`),
      (v) => this.set({ colour: v }),
    );
    if (choice.board === 'fen') {
      const x = width / 2 - rowWidth / 2;
      this.text(x, y, t('versus.fenLabel'), { size: m.smallSize, align: 'left' });
      const field = domField(this, {
        x,
        y: y + m.smallSize * 1.5,
        width: rowWidth,
        height: m.textSize * 2,
        fontSize: m.smallSize,
        value: choice.fen,
        label: t('versus.fenLabel'),
        placeholder: t('versus.fenPlaceholder'),
        id: 'friend-fen',
        multiline: true,
      });
      field.addEventListener('input', () => {
        this.choice = { ...this.choice, fen: field.value };
        this.registry.set(CHOICE_KEY, this.choice);
        this.judge();
      });
      this.events.once('menu-redraw', () => field.remove());
      // A focus stop like any other, so moving to a setting takes the keys away from the box.
      const fieldY = y + m.smallSize * 1.5 + m.textSize;
      const spot: Focusable = {
        spot: () => ({ x: width / 2, y: fieldY }),
        setFocused: (focused) => {
          if (focused && document.activeElement !== field) field.focus();
          if (!focused) field.blur();
        },
        activate: () => field.focus(),
        label: () => `fen: ${field.value}`,
      };
      this.focus.add(spot);
      field.addEventListener('focus', () => this.focus.focus(spot));
      y += fenRoom;
    }
    this.verdict = this.text(width / 2, y, '', { size: m.smallSize, wrap: rowWidth, color: CHROME.textWarn });
    this.verdict.setOrigin(0.5, 0);
    y += m.smallSize * 2 + m.gap;
    this.button(width / 2, y + m.buttonHeight / 2, t('online.create'), () => void this.makeGame(), {
      kind: 'primary',
    });
    this.backButton(t('menu.back'));
    this.judge();
  }
}
