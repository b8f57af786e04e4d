/**
 * Oxono's threat-space search: forced wins found by forcing moves alone, the way Gomoku programs find
 * a VCF. Oxono's threats are not Gomoku's: the defender must move a totem, and where it goes can open
 * a line's square to the attacker's totem, so most short wins leave no win in one standing (in 45 of
 * the tactics set's 72 wins in 3, no winning move threatens a line as the totems stand). So a forcing
 * move here is one after which the defender has at most `defences` moves that leave the attacker no
 * win in one (none: the move wins in 3), and no line of its own in one; the attacker tries only
 * those, the defender every one of its few defences. The answer is sound (a win it finds is a forced
 * win: every defender move was looked at) but not complete (a win through a move that leaves more
 * defences is not found), and with no cap on defences it is the exhaustive solver's answer.
 *
 * Why: the games the top search lost to the plain depth-5 search were lost on 3,000–15,000 nodes a
 * move, by moves into forced wins 7–15 plies deep, which this search finds in a few hundred to a few
 * thousand nodes where a full-width search on those budgets does not reach them (guard.ts uses it, and
 * says why that is off). Every move made counts as a node, against a node limit (and an optional
 * clock, for tools): a search that runs out says so (`undefined`), never a guess. Positions refuted
 * within n plies are kept in a small table, cleared by `clear`, so a seed replays a game.
 */
import { ALL_PAWNS, NO_MOVE, type OxonoBoard } from './board';
import { generateMoves, MAX_MOVES } from './moves';
import { findWin } from './wins';

/** The deepest a search goes, in plies (the attacker's last move, a line, included). */
export const MAX_THREAT_PLIES = 15;
/**
 * The most defences a forcing move may leave. Measured on the first positions lost in field games
 * (after the losing move; 21 games): 1 found 1 of the wins a 300,000-node search saw, 3 found 6, 5
 * found 14 and 8 found 16, at a mean of 590, 1,470, 3,390 and 9,650 nodes where there is none.
 */
export const FORCING_DEFENCES = 5;
const TABLE_BITS = 16;

export interface ThreatLimits {
  /** The most nodes (moves made) it may use. */
  readonly nodes: number;
  /** A Date.now() time after which it gives up (tools only). */
  readonly deadline?: number;
}

export interface ThreatAnswer {
  /** The first move of a forced win, NO_MOVE when there is none within the plies, undefined when
   * the limits ran out first. */
  readonly move: number | undefined;
  /** The plies of the win found (its line included). */
  readonly plies: number;
  readonly nodes: number;
}

class OutOfBudget extends Error {}

export class ThreatSearch {
  private readonly buffers = Array.from({ length: MAX_THREAT_PLIES + 2 }, () => new Int32Array(MAX_MOVES));
  /** Per entry: the hash's two halves and the most plies within which it was refuted. */
  private readonly table = new Int32Array((1 << TABLE_BITS) * 3);
  private board!: OxonoBoard;
  private nodes = 0;
  private nodeLimit = 0;
  private deadline = Infinity;
  /** The moves made on the board from the root, to take back when the limits stop a search. */
  private readonly path = new Int32Array(MAX_THREAT_PLIES + 2);
  private made = 0;
  /** The most defences a forcing move leaves (0: only moves no defence stops). */
  private defences = FORCING_DEFENCES;

  clear(): void {
    this.table.fill(0);
  }

  /**
   * The side to move's forced win by threats within `maxPlies` plies (odd), shortest first: plies 1
   * is a line at once, 3 a threat no defence stops, and so on.
   */
  forcedWin(
    board: OxonoBoard,
    maxPlies: number,
    limits: ThreatLimits,
    defences = FORCING_DEFENCES,
  ): ThreatAnswer {
    this.board = board;
    // What is refuted depends on how many defences a forcing move may leave.
    if (defences !== this.defences) this.table.fill(0);
    this.defences = defences;
    this.nodes = 0;
    this.made = 0;
    this.nodeLimit = limits.nodes;
    this.deadline = limits.deadline ?? Infinity;
    const win = findWin(board, board.side);
    if (win !== NO_MOVE) return { move: win, plies: 1, nodes: 1 };
    try {
      for (let plies = 3; plies <= Math.min(maxPlies, MAX_THREAT_PLIES); plies += 2) {
        if (board.placed + (plies + 1) / 2 > ALL_PAWNS) break;
        const move = this.attack(plies, 0);
        if (move !== NO_MOVE) return { move, plies, nodes: this.nodes };
      }
    } catch (error) {
      if (!(error instanceof OutOfBudget)) throw error;
      // The moves on the path to where it stopped are still on the board.
      while (this.made > 0) board.unmake(this.path[--this.made]);
      return { move: undefined, plies: 0, nodes: this.nodes };
    }
    return { move: NO_MOVE, plies: 0, nodes: this.nodes };
  }

  private make(move: number): void {
    this.board.make(move);
    this.path[this.made++] = move;
  }

  private unmake(move: number): void {
    this.board.unmake(move);
    this.made--;
  }

  private count(): void {
    if (++this.nodes > this.nodeLimit) throw new OutOfBudget();
    if ((this.nodes & 1023) === 0 && Date.now() >= this.deadline) throw new OutOfBudget();
  }

  /**
   * The attacker's forcing move that wins within `plies` plies (it has no win in one: the caller
   * knows), or NO_MOVE.
   */
  private attack(plies: number, depth: number): number {
    const board = this.board;
    const at = (board.hashLow & ((1 << TABLE_BITS) - 1)) * 3;
    const table = this.table;
    if (table[at] === board.hashHigh && table[at + 1] === board.hashLow && table[at + 2] >= plies)
      return NO_MOVE;
    const moves = this.buffers[depth * 2];
    const end = generateMoves(board, moves, 0);
    let found = NO_MOVE;
    for (let i = 0; i < end && found === NO_MOVE; i++) {
      const move = moves[i];
      this.count();
      this.make(move);
      if (
        board.placed < ALL_PAWNS &&
        findWin(board, board.side) === NO_MOVE &&
        !this.defends(plies - 1, depth)
      )
        found = move;
      this.unmake(move);
    }
    if (found === NO_MOVE) {
      table[at] = board.hashHigh;
      table[at + 1] = board.hashLow;
      table[at + 2] = plies;
    }
    return found;
  }

  /**
   * The defender (with no line of its own in one) holds for `plies` plies: it has a move after which
   * the attacker has no win in one and, if more than `defences` such moves, the attacker's move was not
   * forcing and it holds.
   */
  private defends(plies: number, depth: number): boolean {
    const board = this.board;
    const attacker = board.side ^ 1;
    const moves = this.buffers[depth * 2 + 1];
    const end = generateMoves(board, moves, 0);
    let safe = 0;
    for (let i = 0; i < end; i++) {
      const move = moves[i];
      this.count();
      board.make(move);
      const held = board.placed === ALL_PAWNS || findWin(board, attacker) === NO_MOVE;
      board.unmake(move);
      if (!held) continue;
      if (plies < 4 || safe === this.defences) return true;
      moves[safe++] = move;
    }
    for (let i = 0; i < safe; i++) {
      const move = moves[i];
      this.make(move);
      const held = this.attack(plies - 1, depth + 1) === NO_MOVE;
      this.unmake(move);
      if (held) return true;
    }
    return false;
  }
}
