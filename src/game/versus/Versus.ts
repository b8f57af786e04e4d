import type Phaser from 'phaser';
import { countPieces, RULESETS, START_FEN, toFen, type Position, type Ruleset } from '../../core';
import { campaignLevels } from '../../core/level';
import { STRENGTHS } from '../../ai/strength';
import { t } from '../base/i18n';
import { checkVersusBoard } from '../base/launch-link';
import type { Focusable } from '../menu/MenuFocus';
import { MenuScene } from '../menu/MenuScene';
import type { PlayRequest } from '../menu/play-request';
import type { PlayData, VersusData } from '../session/play-data';
import { Stepper } from '../menu/Stepper';
import { MIN_TEXT } from '../base/text-fit';
import { CHROME, FONT, PALETTES } from '../base/theme';
import { DemoBoard } from '../board/DemoBoard';
import { menuPalette } from '../base/settings-apply';
import { boardChoiceFen, boardChoiceLabel, boardChoices } from '../menu/board-choice';

/** The choices on this screen, kept for the rest of the visit so a rematch is one tap away. */
interface VersusChoice {
  readonly computer: boolean;
  readonly strength: number;
  /** 'standard', a campaign level id, or 'fen' for a pasted board. */
  readonly board: string;
  readonly rules: Ruleset;
  readonly fen: string;
}

const CHOICE_KEY = 'versus.choice';
const DEFAULT_CHOICE: VersusChoice = {
  computer: true,
  strength: 3,
  board: 'standard',
  rules: 'arcade',
  fen: '',
};

/**
 * Versus setup: two players on one device or against the computer at a chosen strength, on the
 * standard board, any campaign board or a pasted FEN (checked by core, the error shown), with arcade
 * or classic rules.
 */
export class Versus extends MenuScene {
  private choice: VersusChoice = DEFAULT_CHOICE;
  private field: HTMLTextAreaElement | null = null;
  private verdict: Phaser.GameObjects.Text | null = null;
  /** Where the chosen board is previewed (wide screens only), and the preview itself. */
  private previewSpot: { x: number; y: number; size: number } | null = null;
  private preview: DemoBoard | null = null;

  constructor() {
    super('Versus');
  }

  init(data?: VersusData): void {
    const kept = (this.registry.get(CHOICE_KEY) as VersusChoice | undefined) ?? DEFAULT_CHOICE;
    this.choice = data?.setup ? this.choiceOf(data.setup, kept) : kept;
  }

  /** The form's options for a game that was played (a link's game too), the rest as they were. */
  private choiceOf(setup: PlayData, kept: VersusChoice): VersusChoice {
    const levels = campaignLevels(this.services.campaign);
    const start = setup.start ?? START_FEN;
    const level = levels.find((candidate) => candidate.id === setup.levelId);
    const board = level && toFen(level.start) === start ? level.id : start === START_FEN ? 'standard' : 'fen';
    return {
      computer: setup.opponent !== null && setup.opponent !== undefined,
      strength: setup.opponent ?? kept.strength,
      board,
      rules: setup.rules ?? kept.rules,
      fen: board === 'fen' ? start : kept.fen,
    };
  }

  override create(): void {
    this.events.once('shutdown', () => this.removeField());
    super.create();
  }

  private set(patch: Partial<VersusChoice>, redraw = true): void {
    this.choice = { ...this.choice, ...patch };
    this.registry.set(CHOICE_KEY, this.choice);
    this.click();
    if (redraw) this.redraw();
  }

  private removeField(): void {
    this.field?.remove();
    this.field = null;
  }

  /** The start position as FEN for the chosen board. */
  private startFen(): string {
    const { board, fen } = this.choice;
    return boardChoiceFen(campaignLevels(this.services.campaign), board, fen);
  }

  /** Shows whether the pasted board can be played, in words from core's FEN parser. */
  private judge(): boolean {
    const check = checkVersusBoard(this.startFen(), this.choice.rules);
    this.showPreview(check.ok ? check.value : null);
    if (this.verdict) {
      if (this.choice.board !== 'fen') this.verdict.setText('');
      else if (this.choice.fen.trim() === '') this.verdict.setText('').setColor(CHROME.textDim);
      else if (check.ok) {
        const { width, height } = check.value;
        const counts = countPieces(check.value);
        this.verdict
          .setText(t('versus.fenOk', { width, height, x: counts.x, o: counts.o }))
          .setColor(CHROME.textGood);
      } else this.verdict.setText(check.error).setColor(CHROME.textWarn);
    }
    return check.ok;
  }

  /** Draws the chosen board beside the form, so a campaign board or a pasted one is seen before playing. */
  private showPreview(position: Position | null): void {
    this.preview?.destroy();
    this.preview = null;
    const spot = this.previewSpot;
    if (!spot || !position) return;
    const cell = spot.size / (Math.max(position.width, position.height) + 0.4);
    const palette = menuPalette(this.services.saves.data.settings);
    this.preview = new DemoBoard(this, spot.x, spot.y, cell, position, PALETTES[palette], palette, 'instant');
  }

  private start(): void {
    if (!this.judge()) {
      this.click('illegal');
      if (this.choice.board === 'fen' && this.choice.fen.trim() === '') {
        this.verdict?.setText(checkVersusBoard('', this.choice.rules).ok ? '' : t('versus.fenLabel'));
      }
      this.field?.focus();
      return;
    }
    const { computer, strength, board, rules } = this.choice;
    const request: PlayRequest = {
      mode: 'versus',
      start: this.startFen(),
      rules,
      opponent: computer ? strength : null,
      levelId: board !== 'standard' && board !== 'fen' ? board : null,
    };
    this.replaceGame(() => this.go('Play', request));
  }

  protected build(): void {
    this.removeField();
    this.verdict = null;
    this.preview = null;
    this.previewSpot = null;
    const { width, height } = this.scale;
    const m = this.metrics;
    const top = this.heading(t('versus.title')) + m.gap;
    const choice = this.choice;
    const levels = campaignLevels(this.services.campaign);
    let rowWidth = Math.min(width - 2 * m.margin, 560 * m.unit);
    // On a wide screen the form moves left and the chosen board shows on its right.
    const previewSize = Math.min(300 * m.unit, height * 0.42);
    const wide = width - rowWidth >= 2 * (previewSize + 2 * m.margin);
    const formX = wide ? width / 2 - previewSize / 2 - m.margin : width / 2;
    if (!wide) rowWidth = Math.min(rowWidth, width - 2 * m.margin);
    // Every row keeps its place whatever is chosen: the strength row's and the FEN box's room is kept
    // while they are not shown, so a row never jumps from under the pointer.
    const fenRoom = m.textSize * 5.2;
    // A short window (a phone on its side) sets the four rows two by two, so none has to shrink.
    const columns = !m.portrait && height < 480 && !wide ? 2 : 1;
    const rows = 4 / columns;
    if (columns === 2) rowWidth = width - 2 * m.margin;
    const cellWidth = (rowWidth - m.gap * (columns - 1)) / columns;
    const bottom = this.frame.bottom - m.gap - m.buttonHeight - m.gap - fenRoom;
    const rowHeight = Math.min(m.buttonHeight * 1.05, (bottom - top - m.gap * rows) / rows);
    const fontSize = Math.max(MIN_TEXT, Math.round(Math.min(m.textSize, rowHeight * 0.42)));
    const block = rows * (rowHeight + m.gap) + fenRoom + m.buttonHeight;
    const formTop = top + Math.max(0, (this.frame.bottom - m.gap - top - block) / 3);
    let y = formTop + rowHeight / 2;
    let cell = 0;
    /** The next cell of the form: its centre x; y moves on after the last cell of a line. */
    const nextCell = (): number => {
      const column = cell++ % columns;
      const x = formX - rowWidth / 2 + cellWidth / 2 + column * (cellWidth + m.gap);
      return x;
    };
    const endCell = (): void => {
      if (cell % columns === 0) y += rowHeight + m.gap;
    };
    const row = <T>(
      label: string,
      values: readonly T[],
      value: T,
      format: (v: T) => string,
      apply: (v: T) => void,
    ): void => {
      const stepper = new Stepper<T>(
        this,
        nextCell(),
        y,
        { width: cellWidth, height: rowHeight, fontSize, label, values, value, format },
        apply,
        (hovered) => this.focus.focus(hovered),
      );
      this.focus.add(stepper);
      endCell();
    };

    row(
      t('versus.players'),
      [false, true],
      choice.computer,
      (v) => t(v ? 'versus.computer' : 'versus.twoPlayers'),
      (v) => this.set({ computer: v }),
    );
    if (choice.computer) {
      row(
        t('versus.strength'),
        STRENGTHS.map((s) => s.level),
        choice.strength,
        (v) => `${v} · ${STRENGTHS[v - 1]?.name ?? ''}`,
        (v) => this.set({ strength: v }, false),
      );
    } else {
      // Two players keep the strength row's place, saying how they play instead.
      this.text(nextCell(), y, t('versus.sameDevice'), {
        size: m.smallSize,
        color: CHROME.textDim,
        wrap: cellWidth,
      }).setOrigin(0.5);
      endCell();
    }
    const boards = boardChoices(levels);
    row(
      t('versus.board'),
      boards,
      boards.includes(choice.board) ? choice.board : 'standard',
      (v) => boardChoiceLabel(levels, v),
      (v) => {
        const relayout = (v === 'fen') !== (this.choice.board === 'fen');
        this.set({ board: v }, relayout);
        if (!relayout) this.judge();
      },
    );
    row(
      t('versus.rules'),
      RULESETS,
      choice.rules,
      (v) => t(`versus.rules.${v}`),
      (v) => {
        this.set({ rules: v }, false);
        this.judge();
      },
    );

    if (choice.board === 'fen') this.fenField(formX - rowWidth / 2, y, rowWidth);
    y += fenRoom;

    this.button(formX, y + m.buttonHeight / 2, t('versus.start'), () => this.start(), {
      kind: 'primary',
    });
    this.backButton(t('menu.back'), {
      label: t('editor.open'),
      onPress: () => this.go('Editor', { from: 'Versus' }),
    });
    if (wide) {
      const formBottom = y + m.buttonHeight;
      const size = Math.min(previewSize, formBottom - formTop);
      this.previewSpot = {
        x: formX + rowWidth / 2 + m.margin * 2 + size / 2,
        y: (formTop + formBottom) / 2,
        size,
      };
    }
    this.judge();
  }

  /** A real text box over the canvas, so pasting works with every keyboard and on phones. */
  private fenField(x: number, y: number, w: number): void {
    const m = this.metrics;
    this.text(x, y, t('versus.fenLabel'), { size: m.smallSize, align: 'left' });
    const boxTop = y + m.smallSize * 1.5;
    const boxHeight = m.textSize * 2;
    const canvas = this.game.canvas.getBoundingClientRect();
    const field = document.createElement('textarea');
    field.value = this.choice.fen;
    field.placeholder = t('versus.fenPlaceholder');
    field.spellcheck = false;
    field.setAttribute('autocapitalize', 'off');
    field.setAttribute('aria-label', t('versus.fenLabel'));
    field.id = 'versus-fen';
    Object.assign(field.style, {
      position: 'fixed',
      left: `${canvas.left + x}px`,
      top: `${canvas.top + boxTop}px`,
      width: `${w}px`,
      height: `${boxHeight}px`,
      boxSizing: 'border-box',
      resize: 'none',
      font: `${m.smallSize}px ${FONT}`,
      color: '#ffffff',
      background: '#161b3a',
      border: '2px solid #4a56a8',
      borderRadius: '10px',
      padding: '6px 10px',
      outline: 'none',
    } satisfies Partial<CSSStyleDeclaration>);
    field.addEventListener('input', () => {
      this.choice = { ...this.choice, fen: field.value };
      this.registry.set(CHOICE_KEY, this.choice);
      this.judge();
    });
    field.addEventListener('focus', () => (field.style.borderColor = '#ffe066'));
    field.addEventListener('blur', () => (field.style.borderColor = '#4a56a8'));
    document.body.appendChild(field);
    this.field = field;
    this.verdict = this.text(x, boxTop + boxHeight + m.gap * 0.5, '', {
      size: m.smallSize,
      align: 'left',
      wrap: w,
    });
    const spot: Focusable = {
      spot: () => ({ x: x + w / 2, y: boxTop + boxHeight / 2 }),
      setFocused: (focused) => {
        // Keyboard focus on the box means typing goes into it; Tab or Escape leave it again.
        if (focused && document.activeElement !== field) field.focus();
        if (!focused) field.blur();
        field.style.borderColor = focused ? '#ffe066' : '#4a56a8';
      },
      activate: () => field.focus(),
      label: () => `fen: ${field.value}`,
    };
    this.focus.add(spot);
    field.addEventListener('pointerdown', () => this.focus.focus(spot));
  }
}
