import type Phaser from 'phaser';
import { toFen, type Position, type Ruleset } from '../../core';
import { Button } from '../menu/Button';
import { t } from '../base/i18n';
import { MIN_TEXT } from '../base/text-fit';
import type { Palette } from '../base/theme';
import { hintRow, type PlayLayout } from '../board/layout';
import { HintClient, type Hint } from '../session/opponent/HintClient';
import { drawEvalBar, drawMoveArrow, moveSquares } from '../board/hint-views';

/**
 * Hints during a game on this device where they are allowed (Versus and the editor's test game; never
 * a campaign level, the arcade run or an online game): the evaluation bar of the position on the board
 * and, on request, the engine's best move drawn on it. The engine searches in its own worker.
 */
export class LiveHints {
  private readonly client = new HintClient();
  private fen = '';
  private position: Position | null = null;
  private over = false;
  /** The hint for the position on the board: undefined while the engine thinks, null when it failed. */
  private hint: Hint | null | undefined = undefined;
  private showBest = false;
  private layout: PlayLayout | null = null;
  private drawn: Phaser.GameObjects.GameObject[] = [];
  /** Destroyed with its scene: a late answer draws nothing. */
  private gone = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly palette: Palette,
    private readonly names: { readonly x: string; readonly o: string },
  ) {}

  /** The board shows `position`: a new one is asked about (only the latest matters), and redrawn. */
  show(position: Position, rules: Ruleset, over: boolean): void {
    const fen = toFen(position);
    if (fen === this.fen && over === this.over) return;
    this.over = over;
    if (fen !== this.fen) {
      this.fen = fen;
      this.position = position;
      this.hint = undefined;
      this.showBest = false;
      this.client.dropWaiting();
      void this.client.hint(position, rules).then((hint) => {
        if (fen !== this.fen || this.gone) return;
        this.hint = hint;
        this.draw();
      });
    }
    this.draw();
  }

  setLayout(layout: PlayLayout): void {
    this.layout = layout;
    this.draw();
  }

  toggleBest(): void {
    if (this.over) return;
    this.showBest = !this.showBest;
    this.draw();
  }

  /** The evaluation from x's side and the best move shown, for the test hook. */
  get state(): { score: number | null; showing: boolean } {
    const score = this.hint && this.position ? (this.position.turn === 'x' ? 1 : -1) * this.hint.score : null;
    return { score, showing: this.showBest && !!this.hint?.move };
  }

  destroy(): void {
    this.gone = true;
    this.client.dispose();
    for (const object of this.drawn) object.destroy();
    this.drawn = [];
  }

  private draw(): void {
    for (const object of this.drawn) object.destroy();
    this.drawn = [];
    if (this.gone) return;
    const layout = this.layout;
    if (!layout || !this.position) return;
    const row = hintRow(layout);
    const gap = 8;
    const barWidth = Math.round(row.width * 0.58);
    const score = this.hint ? (this.position.turn === 'x' ? 1 : -1) * this.hint.score : this.hint;
    this.drawn.push(
      ...drawEvalBar(
        this.scene,
        { x: row.x, y: row.y + row.height * 0.12, width: barWidth, height: row.height * 0.76 },
        score,
        this.names,
        this.palette,
      ),
    );
    const buttonWidth = row.width - barWidth - gap;
    const best = new Button(
      this.scene,
      row.x + barWidth + gap + buttonWidth / 2,
      row.y + row.height / 2,
      t('hints.best'),
      {
        width: buttonWidth,
        height: row.height,
        fontSize: Math.max(MIN_TEXT, Math.round(row.height * 0.36)),
        kind: this.showBest ? 'primary' : 'normal',
        enabled: !this.over,
      },
      () => this.toggleBest(),
    );
    best.setName('hint-best').setDepth(12);
    this.drawn.push(best);
    const move = this.showBest ? this.hint?.move : null;
    const squares = move !== null && move !== undefined ? moveSquares(this.position, move) : null;
    if (squares) this.drawn.push(drawMoveArrow(this.scene, layout.board, squares));
  }
}
