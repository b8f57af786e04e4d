import type Phaser from 'phaser';
import {
  movePawn,
  moveSymbolName,
  moveTotem,
  oxono,
  totemCell,
  winningLine,
  type OxonoMove,
  type OxonoPosition,
} from '../../core/oxono';
import { t } from '../base/i18n';
import type { AnimationSpeed } from '../base/settings';
import type { Effect } from '../base/sound/SoundPlayer';
import { FONT, textResolution } from '../base/theme';
import type { BoardLayout, Rect } from '../board/layout';
import { NO_OXONO_MARKS, OxonoBoardView } from '../board/oxono/OxonoBoardView';
import { spawnThinkWorker } from '../session/opponent/spawnThinkWorker';
import { OxonoOpponent, type OxonoThought } from '../session/oxono/oxono-opponent';
import type { ReplayCursor, ReplayStep } from './ReplayCursor';

/** The strength the hints read each position at: 2,500 nodes, quick on a phone. */
const HINT_STRENGTH = 6;
/** The engine's scores above this are forced wins (ai/oxono/search.ts's WON). */
const FORCED = 29_900;
/** Its units: a window of three pawns with its fourth square open is worth 24. */
const LINE_UNITS = 24;

/**
 * Oxono's side of the replay viewer, beside Ataxx's (ataxx-replay.ts): the cursor walks the game through
 * the contract, and this draws Oxono's board at the cursor's ply, a forward step as the slide and the
 * drop it was in play, with the last move framed and, at the end, the winning line. In a finished game
 * it also shows, where Ataxx's hints go, the engine's evaluation of the cursor's position and its best
 * move, marked on the board (asked of the opponent's worker, one position at a time).
 */
export class OxonoReplay {
  private hintsText: Phaser.GameObjects.Text | null = null;
  private readonly thoughts = new Map<number, OxonoThought | null>();
  private asking = -1;

  private constructor(
    private readonly scene: Phaser.Scene,
    private readonly cursor: ReplayCursor<OxonoPosition, OxonoMove>,
    private readonly view: OxonoBoardView,
    private readonly engine: OxonoOpponent | null,
  ) {}

  /**
   * Oxono's board over a cursor of an Oxono game (with the engine's hints when `finished`), its forward
   * steps heard as in play through `cue`; null for another game.
   */
  static of(
    scene: Phaser.Scene,
    cursor: ReplayCursor,
    speed: AnimationSpeed,
    finished: boolean,
    cue: (effect: Effect) => void = () => undefined,
  ): OxonoReplay | null {
    if ((cursor.rules as unknown) !== oxono) return null;
    return new OxonoReplay(
      scene,
      cursor as unknown as ReplayCursor<OxonoPosition, OxonoMove>,
      new OxonoBoardView(scene, speed, cue),
      finished ? new OxonoOpponent({ spawn: spawnThinkWorker }) : null,
    );
  }

  get busy(): boolean {
    return this.view.busy;
  }

  /** Fits the 6×6 board in the square the viewer laid out for a board (7×7 when it knows no size). */
  setLayout(board: BoardLayout, hints: Rect): void {
    this.hintsText?.destroy();
    this.hintsText = this.engine
      ? this.scene.add
          .text(hints.x + hints.width / 2, hints.y + hints.height / 2, '', {
            fontFamily: FONT,
            fontSize: `${Math.max(12, Math.round(hints.height * 0.32))}px`,
            color: '#ffffff',
            align: 'center',
            wordWrap: { width: hints.width, useAdvancedWrap: true },
            resolution: textResolution(),
          })
          .setOrigin(0.5)
          .setName('oxono-hints')
      : null;
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
    this.engine?.dispose();
    this.hintsText?.destroy();
    this.view.destroy();
  }

  /** The engine's word on the cursor's position: asked once per ply, then shown with its best move. */
  private hint(): void {
    if (!this.engine || !this.hintsText) return;
    const ply = this.cursor.ply;
    if (this.cursor.outcome() !== null) return void this.hintsText.setText('');
    if (!this.thoughts.has(ply)) {
      this.hintsText.setText(t('hints.thinking'));
      if (this.asking === ply) return;
      this.asking = ply;
      void this.engine.thoughtFor(this.cursor.state, HINT_STRENGTH, ply + 1).then((thought) => {
        // A newer question took over (the cursor moved on): it answers for itself.
        if (this.asking !== ply) return;
        this.asking = -1;
        // Null: cancelled, or the viewer closed.
        if (!thought) return;
        this.thoughts.set(ply, thought);
        if (this.cursor.ply === ply) this.mark();
        else this.hint();
      });
      return;
    }
    const thought = this.thoughts.get(ply);
    if (!thought) return;
    const state = this.cursor.state;
    const mover = state.turn;
    const other = mover === 'pink' ? 'black' : 'pink';
    const name = (colour: 'pink' | 'black'): string => t(colour === 'pink' ? 'oxono.pink' : 'oxono.black');
    const score = thought.score ?? 0;
    const words =
      Math.abs(score) >= FORCED
        ? t('hints.wins', { name: name(score > 0 ? mover : other) })
        : Math.abs(score) < LINE_UNITS / 4
          ? t('hints.even')
          : t('hints.ahead', {
              name: name(score > 0 ? mover : other),
              pieces: (Math.abs(score) / LINE_UNITS).toFixed(1),
            });
    this.hintsText.setText(`${t('hints.best')}: ${oxono.moveText(state, thought.move)} · ${words}`);
    const from = state.cells.indexOf(totemCell(moveSymbolName(thought.move)));
    this.view.setMarks({
      ...NO_OXONO_MARKS,
      targets: [movePawn(thought.move)],
      kind: 'pawn',
      chosen: { from, to: moveTotem(thought.move) },
    });
  }

  /** Frames the last move, and draws the winning line on a game's last ply. */
  private mark(): void {
    const ply = this.cursor.ply;
    const last = ply > 0 ? this.cursor.plies[ply - 1] : null;
    if (this.engine && this.cursor.outcome() === null) return this.hint();
    if (!last) return this.view.setMarks(NO_OXONO_MARKS);
    const before = this.cursor.stateAt(ply - 1);
    const move = last.move;
    const end = this.cursor.outcome();
    const line = end && end.winner !== null ? winningLine(this.cursor.state, move) : [];
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
