import type { BoardView } from '../view/BoardView';
import { boardKeyAction } from '../view/cursor';
import type { GameSession } from './GameSession';

/**
 * Keyboard play on the board: arrows move the cursor, Enter or Space taps under it, Escape ends an
 * animation, drops the selection or pauses, Ctrl+Z or Backspace undoes. It forwards each key to the
 * session once.
 */
export class BoardKeys {
  /** Keys pressed before this moment belonged to a menu or card (its Escape or Enter), not the board. */
  private after = 0;
  private readonly seen = new WeakSet<KeyboardEvent>();

  constructor(
    private readonly session: GameSession,
    private readonly view: BoardView,
    private readonly pause: () => void,
  ) {}

  /** Ignores the keys of this very moment: a menu just closed on them. */
  ignoreUntilNow(now: number): void {
    this.after = now;
  }

  press(event: KeyboardEvent): void {
    const { session } = this;
    if (!session.started || event.timeStamp < this.after || this.seen.has(event)) return;
    // Phaser can hand the same browser event over twice when a frame's queue is not yet cleared; a
    // second arrow step or a second tap from one key press would move the cursor or the piece twice.
    this.seen.add(event);
    const { position, cursor, selected } = session.state;
    const action = boardKeyAction(event, cursor, session.cursorHome(), position.width, position.height);
    if (action.kind !== 'none') event.preventDefault();
    if (action.kind === 'cursor') session.setCursor(action.square);
    else if (action.kind === 'tap') {
      this.view.finish();
      session.tap(action.square);
    } else if (action.kind === 'undo') session.undo();
    else if (action.kind === 'escape') {
      if (this.view.busy) this.view.finish();
      else if (selected !== null) session.select(null);
      else this.pause();
    }
  }
}
