/**
 * Monte Carlo tree search for Oxono (UCT), kept to measure against the alpha-beta search: issue 49 left
 * the choice open, to be decided by matches (`npm run ai:match -- --game oxono --a top --b mcts
 * --movetime 100`; the README's Oxono paragraph has the result). Playouts are random but take a win in
 * one whenever there is one (wins.ts), which is the least a playout needs in a game this tactical; a
 * node that has a win in one is scored as won without playouts. Seeded, so a search replays.
 */
import { Random } from '../../core/random';
import { ALL_PAWNS, NO_MOVE, type OxonoBoard } from './board';
import { generateMoves, MAX_MOVES } from './moves';
import { findWin } from './wins';

const CAPACITY = 1 << 20;
const EXPLORATION = 1.0;

export class OxonoMcts {
  private readonly move = new Int32Array(CAPACITY);
  private readonly firstChild = new Int32Array(CAPACITY);
  private readonly childCount = new Int32Array(CAPACITY);
  private readonly visits = new Float64Array(CAPACITY);
  /** Points for the player who made the node's move (1 a win, 0.5 a draw). */
  private readonly points = new Float64Array(CAPACITY);
  private size = 0;
  private readonly buffer = new Int32Array(MAX_MOVES);
  private readonly path = new Int32Array(64);
  private readonly played = new Int32Array(64);

  /** The most visited move after `playouts` playouts or `timeMs` milliseconds, whichever ends first. */
  search(
    board: OxonoBoard,
    limits: { playouts?: number; timeMs?: number },
    seed = 1,
  ): { move: number; playouts: number } {
    const win = findWin(board, board.side);
    if (win !== NO_MOVE) return { move: win, playouts: 0 };
    const random = new Random(seed);
    this.size = 1;
    this.childCount[0] = -1;
    this.visits[0] = 0;
    this.points[0] = 0;
    const deadline = limits.timeMs === undefined ? Infinity : Date.now() + limits.timeMs;
    const most = limits.playouts ?? Infinity;
    let playouts = 0;
    while (playouts < most && ((playouts & 63) !== 0 || Date.now() < deadline)) {
      this.playout(board, random);
      playouts++;
    }
    let best = this.firstChild[0];
    for (let c = best; c < this.firstChild[0] + this.childCount[0]; c++)
      if (this.visits[c] > this.visits[best]) best = c;
    return { move: this.move[best], playouts };
  }

  private playout(board: OxonoBoard, random: Random): void {
    let node = 0;
    let depth = 0;
    this.path[0] = 0;
    // Selection and expansion.
    for (;;) {
      if (this.childCount[node] < 0) {
        if (this.visits[node] > 0 || node === 0) this.expand(node, board);
        if (this.childCount[node] <= 0) break;
      }
      if (this.childCount[node] === 0) break;
      node = this.select(node);
      board.make(this.move[node]);
      this.played[depth] = this.move[node];
      this.path[++depth] = node;
      if (board.placed === ALL_PAWNS || this.visits[node] === 0) break;
    }
    // Simulation: the side to move at the leaf; result for the player who moved into the leaf.
    const leafMover = board.side ^ 1;
    const winner = this.simulate(board, random);
    for (let d = depth - 1; d >= 0; d--) board.unmake(this.played[d]);
    for (let d = depth; d >= 0; d--) {
      const at = this.path[d];
      const mover = (depth - d) % 2 === 0 ? leafMover : leafMover ^ 1;
      this.visits[at]++;
      this.points[at] += winner < 0 ? 0.5 : winner === mover ? 1 : 0;
    }
  }

  /** A node whose mover has a win in one, or with every pawn placed, is a leaf: its playout decides at once. */
  private expand(node: number, board: OxonoBoard): void {
    const over = board.placed === ALL_PAWNS || findWin(board, board.side) !== NO_MOVE;
    const count = over ? 0 : generateMoves(board, this.buffer, 0);
    if (this.size + count > CAPACITY) {
      this.childCount[node] = 0;
      return;
    }
    this.firstChild[node] = this.size;
    this.childCount[node] = count;
    for (let i = 0; i < count; i++) {
      const child = this.size++;
      this.move[child] = this.buffer[i];
      this.childCount[child] = -1;
      this.visits[child] = 0;
      this.points[child] = 0;
    }
  }

  private select(node: number): number {
    const first = this.firstChild[node];
    const logN = Math.log(this.visits[node] + 1);
    let best = first;
    let bestValue = -Infinity;
    for (let c = first; c < first + this.childCount[node]; c++) {
      const n = this.visits[c];
      if (n === 0) return c;
      const value = this.points[c] / n + EXPLORATION * Math.sqrt(logN / n);
      if (value > bestValue) {
        bestValue = value;
        best = c;
      }
    }
    return best;
  }

  /** Plays on at random (a win in one always taken) and takes it all back; the winner (0, 1) or -1 drawn. */
  private simulate(board: OxonoBoard, random: Random): number {
    const made: number[] = [];
    let winner = -1;
    while (board.placed < ALL_PAWNS) {
      const win = findWin(board, board.side);
      if (win !== NO_MOVE) {
        winner = board.side;
        break;
      }
      const count = generateMoves(board, this.buffer, 0);
      const move = this.buffer[random.int(count)];
      board.make(move);
      made.push(move);
    }
    for (let i = made.length - 1; i >= 0; i--) board.unmake(made[i]);
    return winner;
  }
}
