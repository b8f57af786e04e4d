import type Phaser from 'phaser';
import { moveToText, type Move } from '../../core';
import { Button } from '../menu/Button';
import { t } from '../base/i18n';
import type { Palette } from '../base/theme';
import type { BoardLayout, Rect } from '../board/layout';
import { GameAnalysis } from './game-analysis';
import { HintClient } from '../session/opponent/HintClient';
import { drawEvalBar, drawMoveArrow, moveSquares } from '../board/hint-views';
import type { AtaxxReplay } from './ataxx-replay';
import type { HintsHookState } from '../session/hook-state';

/** A suggested move on the board: the engine's best in the position after `ply` plies, or the one missed there. */
interface ShownHint {
  readonly kind: 'best' | 'missed';
  readonly ply: number;
  readonly move: Move;
}

/**
 * The replay's hints for a finished game: the engine (in a worker) reads every position in the
 * background, the evaluation bar shows its score at the cursor, "Best move" draws its choice, and "Move
 * you missed" goes back before a move 3 or more pieces worse than the engine's and draws the better one.
 */
export class ReplayHints {
  private readonly client = new HintClient();
  private readonly analysis: GameAnalysis;
  private shown: ShownHint | null = null;
  /** The best move was asked for before the engine had it: shown when it comes. */
  private waitingForBest = false;
  private seen = '';

  constructor(
    /** The game on Ataxx's board: the engine's hints are Ataxx's. */
    private readonly cursor: AtaxxReplay,
    private readonly names: { readonly x: string; readonly o: string },
    /** Something the screen shows has changed: redraw. */
    private readonly changed: () => void,
  ) {
    this.analysis = new GameAnalysis(
      cursor,
      (position, rules) => this.client.hint(position, rules),
      () => this.heard(),
    );
    this.analysis.focus(cursor.ply);
  }

  /** The cursor moved: its ply goes first in line, and a suggestion for another position goes away. */
  moved(): void {
    this.analysis.focus(this.cursor.ply);
    if (this.shown && this.shown.ply !== this.cursor.ply) this.shown = null;
    this.waitingForBest = false;
  }

  /** The plies whose moves are marked as missed in the move list. */
  missed(): ReadonlySet<number> {
    return new Set(this.analysis.missedPlies());
  }

  /** Shows (or hides again) the engine's best move in the position on the board. */
  toggleBest(): void {
    if (this.shown?.kind === 'best') {
      this.shown = null;
      return this.changed();
    }
    const move = this.analysis.hintAt(this.cursor.ply)?.move;
    if (move === undefined || move === null) {
      this.waitingForBest = this.analysis.hintAt(this.cursor.ply) === undefined;
      return this.changed();
    }
    this.shown = { kind: 'best', ply: this.cursor.ply, move };
    this.changed();
  }

  /**
   * The missed move at the cursor (the move that led here, or the next one): the ply to show, the
   * position before it, or null when there is none. The scene jumps there, then calls `showMissed`.
   */
  missedHere(): number | null {
    for (const ply of [this.cursor.ply, this.cursor.ply + 1]) {
      if (ply >= 1 && ply <= this.cursor.length && this.analysis.review(ply)?.missed) return ply;
    }
    return null;
  }

  /** Draws the better move for missed move `ply`, on the position before it (where the cursor now is). */
  showMissed(ply: number): void {
    const review = this.analysis.review(ply);
    if (!review) return;
    this.shown = { kind: 'missed', ply: ply - 1, move: review.best };
    this.changed();
  }

  /** The bar, the two buttons and any suggested move; everything it draws is returned to destroy later. */
  draw(
    scene: Phaser.Scene,
    rect: Rect,
    board: BoardLayout,
    palette: Palette,
    fontSize: number,
    press: (kind: 'best' | 'missed') => void,
  ): Phaser.GameObjects.GameObject[] {
    const gap = Math.max(6, rect.height * 0.15);
    const barWidth = Math.round(rect.width * 0.36);
    const buttonWidth = (rect.width - barWidth - gap * 2) / 2;
    const drawn: Phaser.GameObjects.GameObject[] = drawEvalBar(
      scene,
      { x: rect.x, y: rect.y + rect.height * 0.15, width: barWidth, height: rect.height * 0.7 },
      this.analysis.scoreForX(this.cursor.ply) ??
        (this.analysis.hintAt(this.cursor.ply) === null ? null : undefined),
      this.names,
      palette,
    );
    const y = rect.y + rect.height / 2;
    const options = { width: buttonWidth, height: rect.height, fontSize };
    const bestX = rect.x + barWidth + gap + buttonWidth / 2;
    const best = new Button(
      scene,
      bestX,
      y,
      t('hints.best'),
      {
        ...options,
        kind: this.shown?.kind === 'best' ? 'primary' : 'normal',
      },
      () => press('best'),
    );
    const missedX = bestX + buttonWidth + gap;
    const enabled = this.missedHere() !== null;
    const missed = new Button(scene, missedX, y, t('hints.missed'), { ...options, enabled }, () =>
      press('missed'),
    );
    best.setName('hint-best');
    missed.setName('hint-missed');
    drawn.push(best, missed);
    const squares = this.shown ? moveSquares(this.cursor.position, this.shown.move) : null;
    if (squares) drawn.push(drawMoveArrow(scene, board, squares));
    return drawn;
  }

  hookState(): HintsHookState {
    const { width, height } = this.cursor.start;
    return {
      score: this.analysis.scoreForX(this.cursor.ply),
      shown: this.shown ? { kind: this.shown.kind, move: moveToText(this.shown.move, width, height) } : null,
      missed: this.analysis.missedPlies(),
      done: this.analysis.done,
    };
  }

  dispose(): void {
    this.analysis.stop();
    this.client.dispose();
  }

  /** A search came back: redraw only when something on screen changes. */
  private heard(): void {
    const ply = this.cursor.ply;
    if (this.waitingForBest && this.analysis.hintAt(ply)?.move != null) {
      this.waitingForBest = false;
      this.shown = { kind: 'best', ply, move: this.analysis.hintAt(ply)!.move! };
    }
    const key = [
      ply,
      this.analysis.scoreForX(ply),
      this.analysis.missedPlies().join(','),
      this.missedHere(),
      this.shown?.move ?? '',
      this.analysis.done,
    ].join('|');
    if (key === this.seen) return;
    this.seen = key;
    this.changed();
  }
}
