/**
 * The exhaustive tactics solver: exact answers to "can the side to move force a line within n plies?"
 * and "which moves do?", with no evaluation, no pruning by judgement and no budget on correctness (only
 * an optional cap that gives up, saying so). An AND-OR search over every legal move: the mover needs
 * one move after which every reply still loses within n - 2 plies. It confirms the tactics set
 * (tests/data/oxono-tactics.txt) that the engine is scored on, so it shares nothing with the search but
 * the board, the generator and the win finder (which tests/ai/oxono-moves.test.ts checks against core).
 */
import { ALL_PAWNS, NO_MOVE, type OxonoBoard } from './board';
import { generateMoves, MAX_MOVES } from './moves';
import { findWin } from './wins';

/** Thrown inside when the cap is reached; the public functions turn it into `null`. */
class GaveUp extends Error {}

export class TacticsSolver {
  private readonly buffers: Int32Array[] = Array.from({ length: 12 }, () => new Int32Array(MAX_MOVES));
  private nodes = 0;

  /** `cap`: the most positions one question may visit before it gives up. */
  constructor(private readonly cap = Infinity) {}

  /**
   * Whether the side to move forces a line within `plies` (odd) plies; null when the cap was reached.
   */
  forcesWin(board: OxonoBoard, plies: number): boolean | null {
    this.nodes = 0;
    try {
      return this.wins(board, plies, 0);
    } catch (error) {
      if (error instanceof GaveUp) return null;
      throw error;
    }
  }

  /** Every move that forces a line within `plies` plies (the move itself may make one); null on the cap. */
  winningMoves(board: OxonoBoard, plies: number): number[] | null {
    this.nodes = 0;
    try {
      const moves = this.buffers[11];
      const end = generateMoves(board, moves, 0);
      const found: number[] = [];
      for (let i = 0; i < end; i++) {
        const move = moves[i];
        const mover = board.side;
        board.make(move);
        const lines = board.linesAt((move >> 13) & 63, mover, move & 1);
        const wins = lines || (plies > 1 && board.placed < ALL_PAWNS && this.loses(board, plies - 1, 1));
        board.unmake(move);
        if (wins) found.push(move);
      }
      return found;
    } catch (error) {
      if (error instanceof GaveUp) return null;
      throw error;
    }
  }

  /**
   * The moves after which the opponent has no win in one (a draw by the 32nd pawn counts as safe): in a
   * position where the opponent threatens, the moves that stop it.
   */
  safeMoves(board: OxonoBoard): number[] {
    const moves = this.buffers[10];
    const end = generateMoves(board, moves, 0);
    const safe: number[] = [];
    for (let i = 0; i < end; i++) {
      board.make(moves[i]);
      if (board.placed === ALL_PAWNS || findWin(board, board.side) === NO_MOVE) safe.push(moves[i]);
      board.unmake(moves[i]);
    }
    return safe;
  }

  /** The mover makes a line within `plies` plies whatever the opponent does. */
  private wins(board: OxonoBoard, plies: number, depth: number): boolean {
    if (++this.nodes > this.cap) throw new GaveUp();
    if (findWin(board, board.side) !== NO_MOVE) return true;
    if (plies < 3) return false;
    const moves = this.buffers[depth];
    const end = generateMoves(board, moves, 0);
    for (let i = 0; i < end; i++) {
      board.make(moves[i]);
      const won = board.placed < ALL_PAWNS && this.loses(board, plies - 1, depth + 1);
      board.unmake(moves[i]);
      if (won) return true;
    }
    return false;
  }

  /** The side to move (with no line yet made against it) cannot avoid a line within `plies` plies. */
  private loses(board: OxonoBoard, plies: number, depth: number): boolean {
    if (++this.nodes > this.cap) throw new GaveUp();
    // A win of its own comes first and ends the game.
    if (findWin(board, board.side) !== NO_MOVE) return false;
    const moves = this.buffers[depth];
    const end = generateMoves(board, moves, 0);
    for (let i = 0; i < end; i++) {
      board.make(moves[i]);
      const lost = board.placed < ALL_PAWNS && this.wins(board, plies - 1, depth + 1);
      board.unmake(moves[i]);
      if (!lost) return false;
    }
    return true;
  }
}
