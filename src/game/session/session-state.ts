import type { Move, MoveChange, Outcome, Position, Square, Targets, Score } from '../../core';
import type { GameRecord } from '../store/match-record';

/** The last move as the board marks it: where it came from and where it landed. */
export interface MoveMarks {
  readonly from: Square;
  readonly to: Square;
}

/** Everything the screen shows of a game, as plain data: the scene draws it, the test hook reads it. */
export interface SessionState {
  readonly position: Position;
  /** The side to move's legal moves (a lone PASS when classic rules force one; none once it is over). */
  readonly moves: readonly Move[];
  readonly selected: Square | null;
  readonly targets: Targets;
  readonly cursor: Square | null;
  readonly lastMove: MoveMarks | null;
  /** The opponent is working out its move. */
  readonly thinking: boolean;
  readonly outcome: Outcome | null;
  /** This device's score, once the game is over. */
  readonly score: Score | null;
  /** The side to move has no move but a pass (classic rules); on this device the session plays it shortly. */
  readonly mustPass: boolean;
  readonly lastWasPass: boolean;
  readonly canUndo: boolean;
  /** The ending has been shown (the fill drawn): the final counts may be displayed. */
  readonly endingShown: boolean;
  /** What the finished game changed in the save, once it is over and recorded. */
  readonly record: GameRecord | null;
}

/** What happened, for the screen to animate or sound; the state after it is in `state`. */
export type SessionEvent =
  | {
      readonly kind: 'moved';
      readonly before: Position;
      readonly change: MoveChange;
      readonly after: Position;
      readonly origin: Square;
    }
  /** The position changed without a move to animate (undo). */
  | { readonly kind: 'reset' }
  /** Selection, cursor, thinking or anything else the HUD shows. */
  | { readonly kind: 'changed' }
  | { readonly kind: 'sound'; readonly effect: 'select' | 'illegal' | 'click' }
  | { readonly kind: 'over'; readonly outcome: Outcome }
  /** Time to leave for the result screen. */
  | { readonly kind: 'result' };
