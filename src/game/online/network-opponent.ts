import { moveToText, parseMoveText, type Game, type Move } from '../../core';
import type { GameView } from '../../net/game-view';
import type { Opponent } from '../session/opponent';

/**
 * The player across the network, as the session's opponent: its moves are the server's, read from the
 * latest `state` by ply; this device's moves are sent with their ply. It never decides anything itself:
 * when the server and the session disagree, the scene rebuilds the session from the server's moves.
 */
export class NetworkOpponent implements Opponent {
  readonly onDevice = false;
  private view: GameView | null = null;
  private waiting: { readonly ply: number; readonly answer: (move: Move | null) => void } | null = null;
  private disposed = false;

  constructor(
    /** Sends this device's move: `ply` is the number the move will have (moves so far + 1). */
    private readonly send: (ply: number, move: string) => void,
    private readonly size: { readonly width: number; readonly height: number },
  ) {}

  /** The server's latest snapshot: answers a question waiting for a move the server now has. */
  receive(view: GameView): void {
    this.view = view;
    this.answer();
  }

  moveFor(game: Game): Promise<Move | null> {
    this.waiting?.answer(null);
    if (this.disposed) return Promise.resolve(null);
    return new Promise((answer) => {
      this.waiting = { ply: game.moves.length + 1, answer };
      this.answer();
    });
  }

  heard(game: Game, move: Move): void {
    if (this.disposed) return;
    this.send(game.moves.length, moveToText(move, this.size.width, this.size.height));
  }

  cancel(): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.answer(null);
  }

  dispose(): void {
    this.disposed = true;
    this.cancel();
  }

  private answer(): void {
    const waiting = this.waiting;
    const played = this.view?.moves[(waiting?.ply ?? 0) - 1];
    if (!waiting || !played) return;
    this.waiting = null;
    const move = parseMoveText(played.move, this.size.width, this.size.height);
    // A move the server played but core cannot read means the two disagree: the scene rebuilds.
    waiting.answer(move.ok ? move.value : null);
  }
}
