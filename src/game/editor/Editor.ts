import Phaser from 'phaser';
import { MAX_SIZE, MIN_SIZE, RULESETS, toFen } from '../../core';
import { encodeBoard } from '../../core/board-code';
import { campaignLevels } from '../../core/level';
import { STRENGTHS } from '../../ai/strength';
import {
  BRUSHES,
  clearDraft,
  MIRRORS,
  newDraft,
  paint,
  redoDraft,
  resizeDraft,
  sharedOf,
  startOf,
  undoDraft,
  type BoardDraft,
  type Brush,
} from './board-draft';
import { EDITOR_DRAFT_KEY } from '../session/editor-draft';
import { checkDraft, problemSquare, type DraftProblem } from './draft-check';
import { BoardCursor, type BoardCursorHost } from './BoardCursor';
import { mirrorName, opponentName, problemText } from './editor-words';
import { DemoBoard } from '../board/DemoBoard';
import { t } from '../base/i18n';
import { MenuScene } from '../menu/MenuScene';
import type { PlayRequest } from '../menu/play-request';
import { menuPalette } from '../base/settings-apply';
import { Stepper } from '../menu/Stepper';
import { MIN_TEXT } from '../base/text-fit';
import { CHROME, PALETTES } from '../base/theme';
import { hasKeyboard } from '../base/keyboard';
import { TEST_BUILD } from '../base/test-build';
import { registerEditor, type EditorHookState } from '../session/hook-state';

/** The draft and brush, kept for the rest of the visit: back from a test game, the board is as it was. */
const BRUSH_KEY = 'editor.brush';
const FROM_KEY = 'editor.from';

/** Editor opened with a board (a share link, or a board to change). */
export interface EditorData {
  readonly draft?: BoardDraft;
  /** The screen Back returns to. */
  readonly from?: 'Versus' | 'LevelSelect' | 'Title';
}

const SIZES = Array.from({ length: MAX_SIZE - MIN_SIZE + 1 }, (_, i) => MIN_SIZE + i);
const OPPONENTS: readonly (number | null)[] = [null, ...STRENGTHS.map((s) => s.level)];

/**
 * "Make a board": paint blocked squares and starting pieces by tap or drag, with mirror tools, on any
 * size from 4×4 to 9×9; choose the ending and the opponent; undo, redo, clear. The level checker's
 * rules are shown live and the first problem is marked on the board. A sound board can be played at
 * once or shared as a short link (`?board=<code>`).
 */
export class Editor extends MenuScene {
  private draft: BoardDraft = newDraft();
  private brush: Brush = '-';
  private board: DemoBoard | null = null;
  private boardSpot = { x: 0, y: 0, size: 0 };
  private marks: Phaser.GameObjects.Graphics | null = null;
  private verdict: Phaser.GameObjects.Text | null = null;
  /** The draft when the current stroke began, and the squares it has touched so far. */
  private stroke: { base: BoardDraft; squares: number[] } | null = null;
  /** The keyboard's cursor on the board: one stop in the focus order. */
  private readonly keys: BoardCursor = new BoardCursor(this.cursorHost());

  constructor() {
    super('Editor');
  }

  init(data?: EditorData): void {
    this.draft = data?.draft ?? (this.registry.get(EDITOR_DRAFT_KEY) as BoardDraft | undefined) ?? newDraft();
    this.brush = (this.registry.get(BRUSH_KEY) as Brush | undefined) ?? '-';
    this.registry.set(EDITOR_DRAFT_KEY, this.draft);
    if (data?.from) this.registry.set(FROM_KEY, data.from);
  }

  protected override back(): void {
    this.go((this.registry.get(FROM_KEY) as string | undefined) ?? 'Title');
  }

  /** The draft on screen (for the test hook). */
  get current(): BoardDraft {
    return this.draft;
  }

  private change(draft: BoardDraft, relayout = false): void {
    this.draft = draft;
    this.registry.set(EDITOR_DRAFT_KEY, draft);
    if (relayout) this.redraw();
    else this.showBoard();
  }

  private cursorHost(): BoardCursorHost {
    return {
      draft: () => this.draft,
      brush: () => this.brush,
      spot: () => ({ x: this.boardSpot.x, y: this.boardSpot.y }),
      paint: (brush, square) => {
        this.click();
        this.change(paint(this.draft, brush, [square]));
      },
      change: (draft, relayout) => {
        this.click();
        this.change(draft, relayout);
      },
      redraw: () => this.showBoard(),
    };
  }

  private problems(): DraftProblem[] {
    return checkDraft(this.draft, campaignLevels(this.services.campaign));
  }

  override create(): void {
    if (TEST_BUILD) {
      registerEditor(() => this.hookState());
      this.events.once('shutdown', () => registerEditor(null));
    }
    super.create();
  }

  private hookState(): EditorHookState {
    const { width, height, cells, mirror, rules, opponent } = this.draft;
    const canvas = this.game.canvas.getBoundingClientRect();
    const cell = this.cellSize();
    return {
      width,
      height,
      cells,
      mirror,
      rules,
      opponent,
      problems: this.problems().map((problem) => problem.kind),
      cursor: this.keys.focused ? this.keys.square : null,
      pointOf: (square) => ({
        x: canvas.left + this.boardSpot.x + ((square % width) - (width - 1) / 2) * cell,
        y: canvas.top + this.boardSpot.y + (Math.floor(square / width) - (height - 1) / 2) * cell,
      }),
    };
  }

  protected build(): void {
    this.board = null;
    const { width } = this.scale;
    const m = this.metrics;
    const top = this.heading(t('editor.title')) + m.gap;
    const bottom = this.frame.bottom - m.gap;
    const landscape = width > this.scale.height * 1.1;
    const toolWidth = landscape
      ? Math.min(520 * m.unit, width * 0.5)
      : Math.min(width - 2 * m.margin, 560 * m.unit);
    // Five rows of tools and two lines for the verdict.
    const rows = 5;
    const verdictRoom = m.smallSize * 2.6 + m.gap;
    const minRow = Math.max(38, m.buttonHeight * 0.8);
    const toolsHeight = (rowHeight: number): number => rows * (rowHeight + m.gap) + verdictRoom;
    let boardSize: number;
    let toolsX: number;
    let toolsTop: number;
    if (landscape) {
      boardSize = Math.min(bottom - top, width - toolWidth - 3 * m.margin);
      const left = (width - boardSize - toolWidth - m.margin * 2) / 2;
      this.boardSpot = { x: left + boardSize / 2, y: (top + bottom) / 2, size: boardSize };
      toolsX = left + boardSize + m.margin * 2 + toolWidth / 2;
      toolsTop = top + Math.max(0, (bottom - top - toolsHeight(m.buttonHeight)) / 2);
    } else {
      boardSize = Math.min(width - 2 * m.margin, bottom - top - toolsHeight(minRow));
      this.boardSpot = { x: width / 2, y: top + boardSize / 2, size: boardSize };
      toolsX = width / 2;
      toolsTop = top + boardSize + m.gap;
    }
    const rowHeight = Math.min(m.buttonHeight, (bottom - toolsTop - verdictRoom - m.gap * rows) / rows);
    const fontSize = Math.max(MIN_TEXT, Math.round(Math.min(m.textSize, rowHeight * 0.4)));
    const toolsBottom = this.tools(toolsX, toolsTop, toolWidth, rowHeight, fontSize);
    // The board's keys, for a player with a keyboard, where there is room under the tools.
    if (hasKeyboard() && toolsBottom + m.gap + m.smallSize * 2.8 < this.frame.bottom)
      this.text(toolsX, toolsBottom + m.gap, t('editor.keys'), {
        size: m.smallSize,
        color: CHROME.textDim,
        wrap: toolWidth,
      }).setOrigin(0.5, 0);
    this.boardInput();
    this.showBoard();
    this.backButton(t('menu.back'), { label: t('editor.myBoards'), onPress: () => this.go('MyBoards') });
  }

  /** The tool grid: six steppers two by two, then undo/redo/clear, the verdict, then share and play. */
  /** Returns where the tools end. */
  private tools(x: number, top: number, width: number, rowHeight: number, fontSize: number): number {
    const m = this.metrics;
    const half = (width - m.gap) / 2;
    const column = (i: number) => x - width / 2 + half / 2 + i * (half + m.gap);
    let y = top + rowHeight / 2;
    const draft = this.draft;
    const stepper = <T>(
      i: number,
      label: string,
      values: readonly T[],
      value: T,
      format: (v: T) => string,
      apply: (v: T) => void,
    ): void => {
      const options = {
        width: half,
        height: rowHeight,
        fontSize,
        label,
        values,
        value,
        format,
        preferStacked: true,
      };
      this.focus.add(
        new Stepper<T>(this, column(i), y, options, apply, (hovered) => this.focus.focus(hovered)),
      );
    };
    stepper(
      0,
      t('editor.brush'),
      BRUSHES,
      this.brush,
      (b) => t(`editor.brush.${b}`),
      (b) => {
        this.brush = b;
        this.registry.set(BRUSH_KEY, b);
        this.click();
      },
    );
    stepper(
      1,
      t('editor.mirror'),
      MIRRORS,
      draft.mirror,
      (v) => mirrorName(this.draft, v),
      (v) => {
        this.click();
        this.change({ ...this.draft, mirror: v });
      },
    );
    y += rowHeight + m.gap;
    stepper(0, t('editor.width'), SIZES, draft.width, String, (v) => this.resize(v, this.draft.height));
    stepper(1, t('editor.height'), SIZES, draft.height, String, (v) => this.resize(this.draft.width, v));
    y += rowHeight + m.gap;
    stepper(
      0,
      t('editor.ending'),
      RULESETS,
      draft.rules,
      (v) => t(`editor.ending.${v}`),
      (v) => {
        this.click();
        this.change({ ...this.draft, rules: v });
      },
    );
    stepper(
      1,
      t('editor.opponent'),
      OPPONENTS,
      draft.opponent,
      (v) => opponentName(v),
      (v) => {
        this.click();
        this.change({ ...this.draft, opponent: v });
      },
    );
    y += rowHeight + m.gap;
    const third = (width - 2 * m.gap) / 3;
    const small = { width: third, height: rowHeight, fontSize };
    const thirdX = (i: number) => x - width / 2 + third / 2 + i * (third + m.gap);
    this.button(thirdX(0), y, t('editor.undo'), () => this.change(undoDraft(this.draft)), small);
    this.button(thirdX(1), y, t('editor.redo'), () => this.change(redoDraft(this.draft)), small);
    this.button(thirdX(2), y, t('editor.clear'), () => this.change(clearDraft(this.draft)), small);
    y += rowHeight / 2 + m.gap * 0.6;
    this.verdict = this.text(x, y, '', { size: m.smallSize, wrap: width }).setOrigin(0.5, 0);
    y += this.metrics.smallSize * 2.6 + m.gap * 0.4 + rowHeight / 2;
    const pair = { width: half, height: rowHeight, fontSize };
    this.button(column(0), y, t('editor.share'), () => void this.share(), pair);
    this.button(column(1), y, t('editor.play'), () => this.play(), { ...pair, kind: 'primary' });
    return y + rowHeight / 2;
  }

  private resize(width: number, height: number): void {
    this.click();
    this.change(resizeDraft(this.draft, width, height), true);
  }

  /** The square under a screen point, or -1 off the board. */
  private squareAt(px: number, py: number): number {
    const { width, height } = this.draft;
    const cell = this.cellSize();
    const col = Math.floor((px - this.boardSpot.x) / cell + width / 2);
    const row = Math.floor((py - this.boardSpot.y) / cell + height / 2);
    return col < 0 || row < 0 || col >= width || row >= height ? -1 : row * width + col;
  }

  private cellSize(): number {
    return this.boardSpot.size / (Math.max(this.draft.width, this.draft.height) + 0.4);
  }

  /** Taps and drags on the board paint one stroke each (one step of undo). */
  private boardInput(): void {
    const { x, y, size } = this.boardSpot;
    const zone = this.add.zone(x, y, size, size).setInteractive({ useHandCursor: true });
    this.focus.add(this.keys);
    const touch = (pointer: Phaser.Input.Pointer): void => {
      const stroke = this.stroke;
      const square = this.squareAt(pointer.x, pointer.y);
      if (!stroke || square < 0 || stroke.squares.includes(square)) return;
      stroke.squares.push(square);
      this.change(paint(stroke.base, this.brush, stroke.squares));
    };
    zone.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      this.stroke = { base: this.draft, squares: [] };
      touch(pointer);
    });
    zone.on('pointermove', (pointer: Phaser.Input.Pointer) => {
      if (pointer.isDown) touch(pointer);
    });
    const end = (): void => {
      if (this.stroke && this.stroke.squares.length > 0) this.click();
      this.stroke = null;
    };
    zone.on('pointerup', end);
    zone.on('pointerout', end);
  }

  /** Draws the draft, marks the first problem's square and says what is wrong (or that all is well). */
  private showBoard(): void {
    this.board?.destroy();
    this.marks?.destroy();
    const { x, y } = this.boardSpot;
    const palette = menuPalette(this.services.saves.data.settings);
    const cell = this.cellSize();
    this.board = new DemoBoard(this, x, y, cell, startOf(this.draft), PALETTES[palette], palette, 'instant');
    const problems = this.problems();
    const first = problems[0];
    const marked = first === undefined ? undefined : problemSquare(first);
    this.marks = this.add.graphics();
    if (marked !== undefined) {
      const at = this.board.screenAt(marked);
      this.marks.lineStyle(Math.max(3, cell * 0.08), 0xff5a5a, 1);
      this.marks.strokeRoundedRect(
        at.x - cell * 0.46,
        at.y - cell * 0.46,
        cell * 0.92,
        cell * 0.92,
        cell * 0.15,
      );
    }
    this.keys.draw(
      this.marks,
      this.board.screenAt(Math.min(this.keys.square, this.draft.cells.length - 1)),
      cell,
    );
    this.verdict
      ?.setText(first ? problemText(first) : t('editor.ready'))
      .setColor(first ? CHROME.textWarn : CHROME.textGood);
  }

  private play(): void {
    // A campaign board drawn again may be played, only not shared as a board of one's own.
    const first = this.problems().find((problem) => problem.kind !== 'campaign-copy');
    if (first) {
      this.click('illegal');
      this.toast(t('editor.fix', { problem: problemText(first) }), 6);
      return;
    }
    const draft = this.draft;
    const request: PlayRequest = {
      mode: 'versus',
      start: toFen(startOf(draft)),
      rules: draft.rules,
      opponent: draft.opponent,
      levelId: null,
    };
    // A test game is never saved as the game in progress, so it replaces nothing and asks nothing.
    this.go('Play', request);
  }

  /** Copies the board's link (and shows its code, for when the clipboard is not allowed). */
  private async share(): Promise<void> {
    const first = this.problems()[0];
    if (first) {
      this.click('illegal');
      this.toast(t('editor.fix', { problem: problemText(first) }), 6);
      return;
    }
    const code = encodeBoard(sharedOf(this.draft));
    const link = `${window.location.origin}${window.location.pathname}?board=${code}`;
    try {
      await navigator.clipboard.writeText(link);
      this.toast(t('editor.copied', { code }), 8, 'good');
    } catch {
      this.toast(t('editor.shareCode', { code }), 12, 'info');
    }
  }
}
