import type Phaser from 'phaser';
import { RULESETS, type Ruleset } from '../../core';
import { FIRST_GAME } from '../../core/games';
import type { Result } from '../../core/result';
import { campaignLevels } from '../../core/level';
import { checkStart, COLOUR_CHOICES, type ColourChoice } from '../../net/http';
import { DEFAULT_TIME_CONTROL, TIME_CONTROL_IDS, type TimeControlId } from '../../net/time-control';
import { t } from '../base/i18n';
import type { Focusable } from '../menu/MenuFocus';
import { MenuScene } from '../menu/MenuScene';
import { Stepper } from '../menu/Stepper';
import { CHROME } from '../base/theme';
import { boardChoiceFen, boardChoiceLabel, boardChoices } from '../menu/board-choice';
import type { ClubProblem } from '../club/club-api';
import type { ClubIdentity } from '../club/club-identity';
import { currentIdentity, signedOut } from '../club/club-session';
import { domField } from '../menu/dom-field';
import type { OnlinePlayData } from './online-link';
import { problemText, timeControlText } from './online-words';
import { gameName, isFirstGame, onlineGames, orderOf, sideWords, type GameOrder } from './online-games';

/** The choices of an online game, kept for the visit so the next game is set up the same way. */
export interface GameChoice {
  /** The game, by its name in the registry (`ataxx`, `oxono`); a choice kept before there was a choice names none. */
  readonly game?: string;
  /** The first game's board: 'standard', a campaign level id, or 'fen' for a pasted board. */
  readonly board: string;
  readonly fen: string;
  /** The first game's ending; a game with one variant plays that one. */
  readonly rules: Ruleset;
  readonly time: TimeControlId;
  readonly colour: ColourChoice;
}

export type { GameOrder };

/** The arcade ending, as everywhere else in the game: classic stays a choice for engine-Ataxx players. */
export const DEFAULT_GAME_CHOICE: GameChoice = {
  game: FIRST_GAME,
  board: 'standard',
  fen: '',
  rules: 'arcade',
  time: DEFAULT_TIME_CONTROL,
  colour: 'random',
};

/**
 * Adds one stepper row to the menu at the next row's place (label, values, current, words, on change);
 * answers the y of the row's bottom edge.
 */
export type RowMaker = <T>(
  label: string,
  values: readonly T[],
  value: T,
  format: (v: T) => string,
  apply: (v: T) => void,
) => number;

/**
 * A menu of an online game's choices (board, ending, time control, colour) and one button that asks the
 * club for the game and opens it: Play a friend, and Play the computer, which adds rows of its own.
 */
export abstract class GameChoiceMenu extends MenuScene {
  protected choice: GameChoice = DEFAULT_GAME_CHOICE;
  private verdict: Phaser.GameObjects.Text | null = null;
  private busy = false;

  /** The registry key the choice is kept under. */
  protected abstract readonly choiceKey: string;
  /** The screen's heading, in the current language. */
  protected abstract title(): string;
  /** The button's words, and what to say while the club answers. */
  protected abstract confirm(): { readonly label: string; readonly busy: string };
  /** Asks the club for the game: its code, or why not. */
  protected abstract order(identity: ClubIdentity, order: GameOrder): Promise<Result<string, ClubProblem>>;
  /** A made game's code, before it opens. */
  protected made(_code: string): void {}

  /** How many rows of its own the screen adds above the shared ones, and the room it needs beside them. */
  protected extraRows(): { readonly rows: number; readonly room: number } {
    return { rows: 0, room: 0 };
  }

  /** Draws the screen's own rows (with `row`) above the shared ones; answers the room it took beside them. */
  protected buildExtra(_row: RowMaker, _rowWidth: number): number {
    return 0;
  }

  init(): void {
    this.choice = (this.registry.get(this.choiceKey) as GameChoice | undefined) ?? DEFAULT_GAME_CHOICE;
    this.busy = false;
  }

  protected override back(): void {
    this.go('Online');
  }

  protected set(patch: Partial<GameChoice>, redraw = false): void {
    this.choice = { ...this.choice, ...patch };
    this.registry.set(this.choiceKey, this.choice);
    this.click();
    if (redraw) this.redraw();
    else this.judge();
  }

  /** The chosen game (the first game for a choice kept before there was a choice). */
  protected get chosenGame(): string {
    return this.choice.game ?? FIRST_GAME;
  }

  /** Whether the first game's board is a pasted one (its box is shown). */
  private get pasted(): boolean {
    return isFirstGame(this.chosenGame) && this.choice.board === 'fen';
  }

  /** What the club is asked for: the first game's start is its chosen board's (`boardChoiceFen`). */
  private gameOrder(): GameOrder {
    const { board, fen } = this.choice;
    const firstStart = () => boardChoiceFen(campaignLevels(this.services.campaign), board, fen);
    return orderOf({ ...this.choice, game: this.chosenGame }, firstStart);
  }

  /** The same check the club makes (core's parser), shown before asking. */
  private judge(): boolean {
    const { start, rules, game } = this.gameOrder();
    const check = checkStart(start, rules, game);
    if (this.verdict) {
      const pasted = this.pasted;
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
    this.verdict?.setText(this.confirm().busy).setColor(CHROME.textDim);
    const made = await this.order(identity, this.gameOrder());
    this.busy = false;
    if (!this.scene.isActive()) return;
    if (!made.ok && made.error.code === 'bad-token') {
      // Signed out (on another device, or the token too old): sign in or choose a name, not try again.
      signedOut();
      return this.go('ClubName');
    }
    if (!made.ok) {
      this.click('illegal');
      this.verdict?.setText(problemText(made.error)).setColor(CHROME.textWarn);
      return;
    }
    this.made(made.value);
    // Leaving the game comes back here, where the next game is set up the same way.
    this.go('OnlinePlay', { code: made.value, from: this.scene.key } satisfies OnlinePlayData);
  }

  protected build(): void {
    this.verdict = null;
    const { width } = this.scale;
    const m = this.metrics;
    const top = this.heading(this.title()) + m.gap;
    const choice = this.choice;
    const levels = campaignLevels(this.services.campaign);
    const rowWidth = Math.min(width - 2 * m.margin, 560 * m.unit);
    const firstGame = isFirstGame(this.chosenGame);
    const fenRoom = this.pasted ? m.textSize * 4.4 : 0;
    const extra = this.extraRows();
    // Below the rows: the pasted board's box, the verdict and the button, which ends a gap above the
    // bottom frame line (the Back button's band).
    const bottom =
      this.frame.bottom - m.gap * 2 - m.buttonHeight - m.smallSize * 2 - m.gap - fenRoom - extra.room;
    const heightOf = (rows: number): number =>
      Math.min(m.buttonHeight * 1.05, (bottom - top - m.gap * rows) / rows);
    // The first game has a board and an ending to choose; every game a clock and a colour.
    const own = (firstGame ? 4 : 2) + extra.rows;
    // The game row comes first; only a pasted board's box on a short screen takes its room (a pasted
    // board is the first game's, so the game is chosen already: another board brings the row back).
    const gameRow = !this.pasted || heightOf(own + 1) >= m.buttonHeight * 0.75;
    const rows = own + (gameRow ? 1 : 0);
    const rowHeight = heightOf(rows);
    const fontSize = Math.round(Math.min(m.textSize, rowHeight * 0.42));
    /** The top edge of the next thing down the screen. */
    let y = top;
    const row: RowMaker = (label, values, value, format, apply) => {
      const stepper = new Stepper(
        this,
        width / 2,
        y + rowHeight / 2,
        { width: rowWidth, height: rowHeight, fontSize, label, values, value, format, preferStacked: true },
        apply,
        (hovered) => this.focus.focus(hovered),
      );
      this.focus.add(stepper);
      y += rowHeight + m.gap;
      return y - m.gap;
    };
    // Another game changes which rows there are (and what the computer's strengths are called).
    if (gameRow)
      row(t('lobby.game'), onlineGames(), this.chosenGame, gameName, (v) => this.set({ game: v }, true));
    // Not `y += …`: the rows it adds move y first.
    const extraRoom = this.buildExtra(row, rowWidth);
    y += extraRoom;
    if (firstGame) this.boardRows(row, levels);
    row(t('online.time'), TIME_CONTROL_IDS, choice.time, timeControlText, (v) => this.set({ time: v }));
    row(
      t('online.colour'),
      COLOUR_CHOICES,
      choice.colour,
      (v) => sideWords(this.chosenGame, v, 'form'),
      (v) => this.set({ colour: v }),
    );
    if (this.pasted) y = this.fenField(y, rowWidth, fenRoom);
    this.verdict = this.text(width / 2, y, '', { size: m.smallSize, wrap: rowWidth, color: CHROME.textWarn });
    this.verdict.setOrigin(0.5, 0);
    y += m.smallSize * 2 + m.gap;
    this.button(width / 2, y + m.buttonHeight / 2, this.confirm().label, () => void this.makeGame(), {
      kind: 'primary',
    });
    this.backButton(t('menu.back'));
    this.judge();
  }

  /** The first game's own rows: its board (a standard one, a campaign level's, a pasted one) and its ending. */
  private boardRows(row: RowMaker, levels: ReturnType<typeof campaignLevels>): void {
    const boards = boardChoices(levels);
    const { board, rules } = this.choice;
    row(
      t('versus.board'),
      boards,
      boards.includes(board) ? board : 'standard',
      (v) => boardChoiceLabel(levels, v),
      (v) => this.set({ board: v }, (v === 'fen') !== (this.choice.board === 'fen')),
    );
    row(
      t('versus.rules'),
      RULESETS,
      rules,
      (v) => t(`versus.rules.${v}`),
      (v) => this.set({ rules: v }),
    );
  }

  /** The box a pasted board's FEN goes in, as a focus stop like any row; answers the y below it. */
  private fenField(y: number, rowWidth: number, fenRoom: number): number {
    const { width } = this.scale;
    const m = this.metrics;
    const x = width / 2 - rowWidth / 2;
    this.text(x, y, t('versus.fenLabel'), { size: m.smallSize, align: 'left' });
    const field = domField(this, {
      x,
      y: y + m.smallSize * 1.5,
      width: rowWidth,
      height: m.textSize * 2,
      fontSize: m.smallSize,
      value: this.choice.fen,
      label: t('versus.fenLabel'),
      placeholder: t('versus.fenPlaceholder'),
      id: 'friend-fen',
      multiline: true,
    });
    field.addEventListener('input', () => {
      this.choice = { ...this.choice, fen: field.value };
      this.registry.set(this.choiceKey, this.choice);
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
    return y + fenRoom;
  }
}
