import type { BoardView } from '../board/BoardView';
import { boardKeyAction } from '../board/cursor';
import type { GameSession } from './GameSession';

/** What the keys may do on a board: the Play scene and the online game differ in these alone. */
export interface BoardKeyRules {
  /** The session on the board now (an online game rebuilds its session from the server's word). */
  readonly session: () => GameSession | null;
  readonly view: BoardView;
  /** Escape once nothing is selected: pause offline. Without it, Escape only drops a selection. */
  readonly escape?: () => void;
  /** Ctrl+Z or Backspace undoes (Versus); online a takeback is asked for with its button instead. */
  readonly undo?: boolean;
  /** Whether Enter or Space may play now (online: only while this player may move). */
  readonly mayTap?: () => boolean;
  /** Keys wait until the session has started (a practice card is up before it). */
  readonly afterStart?: boolean;
}

/**
 * Keyboard play on the board: arrows move the cursor, Enter or Space taps the square under it, Escape
 * ends an animation, drops the selection or pauses, Ctrl+Z or Backspace undoes. It forwards each key to
 * the session once.
 */
export class BoardKeys {
  /** Keys pressed before this moment belonged to a menu or card (its Escape or Enter), not the board. */
  private after = 0;
  private readonly seen = new WeakSet<KeyboardEvent>();

  constructor(private readonly rules: BoardKeyRules) {}

  /** Ignores the keys of this very moment: a menu just closed on them. */
  ignoreUntilNow(now: number): void {
    this.after = now;
  }

  press(event: KeyboardEvent): void {
    const { rules } = this;
    const session = rules.session();
    if (!session || event.timeStamp < this.after || this.seen.has(event)) return;
    if ((rules.afterStart && !session.started) || event.target instanceof HTMLInputElement) return;
    // Phaser can hand the same browser event over twice when a frame's queue is not yet cleared; a
    // second arrow step or a second tap from one key press would move the cursor or the piece twice.
    this.seen.add(event);
    const { position, cursor, selected } = session.state;
    const action = boardKeyAction(event, cursor, session.cursorHome(), position.width, position.height);
    if (action.kind === 'none' || (action.kind === 'undo' && !rules.undo)) return;
    event.preventDefault();
    if (action.kind === 'cursor') session.setCursor(action.square);
    else if (action.kind === 'tap' && (rules.mayTap?.() ?? true)) {
      rules.view.finish();
      session.tap(action.square);
    } else if (action.kind === 'undo') session.undo();
    else if (action.kind === 'escape') {
      if (rules.escape && rules.view.busy) rules.view.finish();
      else if (selected !== null) session.select(null);
      else rules.escape?.();
    }
  }
}

/** The keys of a game on this device (Play): undo in Versus, Escape pauses, nothing before the start. */
export const deviceBoardKeys = (session: GameSession, view: BoardView, pause: () => void): BoardKeys =>
  new BoardKeys({ session: () => session, view, undo: true, afterStart: true, escape: pause });
