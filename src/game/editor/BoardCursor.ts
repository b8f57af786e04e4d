import type Phaser from 'phaser';
import type { Focusable } from '../menu/MenuFocus';
import { CHROME } from '../base/theme';
import { MIRRORS, redoDraft, undoDraft, type BoardDraft, type Brush } from './board-draft';
import { editorKey } from './board-keys';

/** What the cursor asks of the editor: paint squares, or take a whole new draft (undo, redo, mirror). */
export interface BoardCursorHost {
  draft(): BoardDraft;
  brush(): Brush;
  /** The board's centre on screen, for the menu's arrow navigation. */
  spot(): { x: number; y: number };
  paint(brush: Brush, square: number): void;
  change(draft: BoardDraft, relayout: boolean): void;
  /** Draw the board again (the cursor moved or was shown or hidden). */
  redraw(): void;
}

/**
 * The editor's keyboard cursor: the board as one stop in the menu's focus order. While it has focus,
 * arrows move the cursor (and past an edge, on to the tools), letters paint the square under it, Enter
 * and Space paint with the brush, M turns the mirror tool, U/Z undo and R/Y redo (board-keys.ts).
 */
export class BoardCursor implements Focusable {
  square = 0;
  focused = false;

  constructor(private readonly host: BoardCursorHost) {}

  spot(): { x: number; y: number } {
    return this.host.spot();
  }

  setFocused(focused: boolean): void {
    this.focused = focused;
    this.host.redraw();
  }

  activate(): void {
    this.host.paint(this.host.brush(), this.square);
  }

  label(): string {
    return `board ${this.square}`;
  }

  handleKey(key: string): boolean {
    const draft = this.host.draft();
    this.square = Math.min(this.square, draft.cells.length - 1);
    const action = editorKey(key, this.square, draft.width, draft.height);
    if (!action || action.kind === 'leave') return false;
    if (action.kind === 'move') {
      this.square = action.square;
      this.host.redraw();
    } else if (action.kind === 'paint') this.host.paint(action.brush, this.square);
    else if (action.kind === 'undo') this.host.change(undoDraft(draft), false);
    else if (action.kind === 'redo') this.host.change(redoDraft(draft), false);
    else {
      const mirror = MIRRORS[(MIRRORS.indexOf(draft.mirror) + 1) % MIRRORS.length];
      this.host.change({ ...draft, mirror }, true);
    }
    return true;
  }

  /** The cursor's frame on the square at `at` (its centre), `cell` wide, while the board has focus. */
  draw(marks: Phaser.GameObjects.Graphics, at: { x: number; y: number }, cell: number): void {
    if (!this.focused) return;
    marks.lineStyle(Math.max(3, cell * 0.09), CHROME.focus, 1);
    marks.strokeRoundedRect(at.x - cell / 2 + 2, at.y - cell / 2 + 2, cell - 4, cell - 4, cell * 0.18);
  }
}
