/**
 * The seam between the online game screen and the board of the game it shows. The screen (OnlinePlay,
 * OnlineScreen) is the club's: the connection, the cards and clocks, the status line, the offers and
 * buttons, the result card; it speaks only the game view. What is drawn on the board, what a tap or a
 * key means there and how the server's moves are shown one by one are the game's, so each game has its
 * own online board (Ataxx's through its GameSession, Oxono's through its two-tap choice), chosen from the
 * view's `game`. A board is handed the server's snapshots and reports the player's move as move text.
 */
import type { Side } from '../../core/side';
import type { GameView } from '../../net/game-view';
import type { SoundPlayer } from '../base/sound/SoundPlayer';
import type { AnimationSpeed } from '../base/settings';
import type { BoardLayout } from '../board/layout';
import type { KeptGame } from '../store/my-games';
import type { OnlineBoardHookState } from '../session/hook-state';
import type { CardSwatch } from './OnlineHud';

/** What a board asks of the screen it sits on. */
export interface OnlineBoardHost {
  readonly colourBlind: boolean;
  readonly sound: SoundPlayer;
  /** The player's animation speed now (it may change in the settings while a game goes on). */
  speed(): AnimationSpeed;
  /** Whether this device may move now (a player, connected, the game going on). */
  mayPlay(): boolean;
  /** A tap on the board (null: beside it); the screen decides whether the board hears it. */
  tapped(square: number | null): void;
  /** Sends this player's move: `ply` is the number it will have (moves so far + 1). */
  send(ply: number, move: string): void;
  /** The opponent's move at `ply` has been drawn (its time is noted; a player in another tab hears it). */
  theirMoveShown(ply: number): void;
  /** The board's size changed (a new game on another board): the screen lays itself out again. */
  resize(): void;
  /** Something on the board changed that the screen's words show (whose move, the counts). */
  changed(): void;
}

/** What the browser tests' hook reads of an online board (hook-state.ts, below the features). */
export type OnlineBoardHook = OnlineBoardHookState;

export interface OnlineBoard {
  /** The game it draws, by its name in the registry. */
  readonly game: string;
  /** A move or an ending is being animated. */
  readonly busy: boolean;
  /** The board's squares across and down, null before the first snapshot. */
  readonly size: { readonly columns: number; readonly rows: number } | null;
  setLayout(layout: BoardLayout): void;
  /**
   * The server's latest snapshot, this device sitting as `you` (null: watching). True when the board
   * was made anew from the server's moves (a first snapshot, a rematch, a takeback, a disagreement).
   */
  heard(view: GameView, you: Side | null, facts: { newGame: boolean; pendingPly: number | null }): boolean;
  /** The server is right (it refused this device's move): the board starts again from its moves. */
  rebuild(view: GameView, you: Side | null): void;
  /** A tap the screen lets through (this player may move). */
  tap(square: number | null): void;
  /** A key pressed on the game screen. */
  key(event: KeyboardEvent): void;
  /** Every frame. */
  update(delta: number): void;
  /** Runs `then` once nothing is animating. */
  whenIdle(then: () => void): void;
  /** The marks for the state now (`mayPlay`: this player may move). */
  draw(mayPlay: boolean): void;
  /** The side to move on the board shown (it may be a move ahead of the last snapshot); null before one. */
  turn(): Side | null;
  /** What a player's card says beside the name (Ataxx: the pieces; Oxono: the pawns left). */
  cardCount(side: Side): string;
  /** The side's piece on its card, when it is not the blob of that side (Oxono's pawns); null: the blob. */
  cardSwatch(side: Side): CardSwatch | null;
  /** A finished game this player sat in as My games keeps it; null for an aborted one. */
  kept(view: GameView, you: Side, names: { readonly x: string; readonly o: string }): KeptGame | null;
  hook(): OnlineBoardHook | null;
  destroy(): void;
}
