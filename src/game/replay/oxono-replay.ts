import type Phaser from 'phaser';
import {
  movePawn,
  moveSymbolName,
  moveTotem,
  oxono,
  totemCell,
  type OxonoMove,
  type OxonoPosition,
} from '../../core/oxono';
import type { AnimationSpeed } from '../base/settings';
import type { BoardLayout } from '../board/layout';
import { NO_OXONO_MARKS, OxonoBoardView } from '../board/oxono/OxonoBoardView';
import { winningSquares } from '../session/oxono/oxono-match';
import type { ReplayCursor, ReplayStep } from './ReplayCursor';

/**
 * Oxono's side of the replay viewer, beside Ataxx's (ataxx-replay.ts): the cursor walks the game through
 * the contract, and this draws Oxono's board at the cursor's ply, a forward step as the slide and the
 * drop it was in play, with the last move framed and, at the end, the winning line.
 */
export class OxonoReplay {
  private constructor(
    private readonly cursor: ReplayCursor<OxonoPosition, OxonoMove>,
    private readonly view: OxonoBoardView,
  ) {}

  /** Oxono's board over a cursor of an Oxono game; null for any other game. */
  static of(scene: Phaser.Scene, cursor: ReplayCursor, speed: AnimationSpeed): OxonoReplay | null {
    if ((cursor.rules as unknown) !== oxono) return null;
    return new OxonoReplay(
      cursor as unknown as ReplayCursor<OxonoPosition, OxonoMove>,
      new OxonoBoardView(scene, speed, () => undefined),
    );
  }

  get busy(): boolean {
    return this.view.busy;
  }

  /** Fits the 6×6 board in the square the viewer laid out for a board (7×7 when it knows no size). */
  setLayout(board: BoardLayout): void {
    const side = Math.min(board.columns, board.rows) * board.cell;
    const cell = Math.floor(side / 6);
    const left = board.x + (board.columns * board.cell - cell * 6) / 2;
    const top = board.y + (board.rows * board.cell - cell * 6) / 2;
    this.view.setLayout({ left, top, cell });
    this.view.show(this.cursor.state);
    this.mark();
  }

  /** Goes to the cursor's ply: a forward step animates its move, anything else is shown at once. */
  apply(step: ReplayStep): void {
    const forward = step.kind === 'forward' ? (step as ReplayStep<OxonoPosition, OxonoMove>) : null;
    if (forward?.kind === 'forward') {
      const { before, move, after } = forward;
      const from = before.cells.indexOf(totemCell(moveSymbolName(move)));
      this.view.setMarks(NO_OXONO_MARKS);
      this.view.animateMove(after, { from, to: moveTotem(move), pawn: movePawn(move) }, () => this.mark());
      return;
    }
    this.view.finish();
    this.view.show(this.cursor.state);
    this.mark();
  }

  destroy(): void {
    this.view.destroy();
  }

  /** Frames the last move, and draws the winning line on a game's last ply. */
  private mark(): void {
    const ply = this.cursor.ply;
    const last = ply > 0 ? this.cursor.plies[ply - 1] : null;
    if (!last) return this.view.setMarks(NO_OXONO_MARKS);
    const before = this.cursor.stateAt(ply - 1);
    const move = last.move;
    const end = this.cursor.outcome();
    const line = end && end.winner !== null ? winningSquares(this.cursor.state, move) : [];
    this.view.setMarks({
      ...NO_OXONO_MARKS,
      last: {
        from: before.cells.indexOf(totemCell(moveSymbolName(move))),
        to: moveTotem(move),
        pawn: movePawn(move),
      },
      line,
    });
  }
}
