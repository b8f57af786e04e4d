/**
 * The Oxono search: iterative-deepening principal-variation alpha-beta on the engine's board, with a
 * node budget (no clock unless a tool asks for one, so a seed replays a game exactly). Every node first
 * asks for a win in one (wins.ts), so a search of depth d sees every win d + 1 plies out, and a move
 * that lets the opponent win at once costs one cheap node. Moves are tried in this order: the
 * transposition table's move, moves that land a pawn or a totem on a square where the opponent would
 * complete a line (blocks: threat-aware ordering), the two killer moves of the ply, then by history;
 * late quiet moves are searched a ply shallower first. (Ordering also by how much the pawn adds to its
 * lines measured worse, -22 ± 40 Elo at 20,000 nodes over 300 games, and was dropped. So did these,
 * against the plain depth-5 search with `oxono:field --time nodes:1.5`, where this search scores 74.5%
 * over 200 games: trying moves that ready a win in one before the quiet ones, 69.0%; a point for each
 * square that would complete a player's line in the evaluation, 75.5% at 16 and 71.8% at 40; searching
 * only the moves that stop a win in one, 72% over the first 100 games (where this search scores 79%),
 * and with them a ply deeper when at most two do, 69%. The threat-space search (threats.ts): playing
 * our own forced win by threats found on the first tenth or fifth of the budget, 73.5% and 72.0%;
 * checking the move for the opponent's (guard.ts, the `/space` switch, off), 73.5% with a fifth of the
 * budget, 72.5–73.5% with other shares, depths and defences, 75.5–76.0% given 30% more nodes for its
 * checks, 95.5% at a fixed 150,000 nodes where this search scores 95.0%, and at 100 ms a move 95.0%
 * and 94.0% in runs beside which this search scored 96.5% and 97.0% (with a tenth of the time for our
 * own win first and three tenths for checks, 95.5%, 95.0% and 94.5% beside 97.5% and 94.0%); checking
 * every root move first where there are at most 25 (or 40), on three (or two) tenths of the budget, and
 * searching only those with no forced loss, 71.5% (70.5%); at every leaf, a forced-win search of 3 or
 * 5 plies on at most 200–300 nodes, 56% and 47% over the first 100 games.)
 */
import { NO_MOVE, ALL_PAWNS, type OxonoBoard } from './board';
import { evaluate } from './evaluate';
import { SQUARES } from './geometry';
import { generateMoves, MAX_MOVES } from './moves';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, OxonoTable } from './table';
import { guardedSearch } from './guard';
import { ThreatSearch } from './threats';
import { findWin, winningSquares } from './wins';

/** A win in n plies scores WIN - n; anything above WIN - 100 is a forced win. */
export const WIN = 30000;
export const WON = WIN - 100;
const MAX_PLY = 40;

export interface OxonoLimits {
  /** Stop once this many nodes are searched (the last completed depth's move is played). */
  readonly nodes?: number;
  readonly depth?: number;
  /** Milliseconds: tools and UGI only (a clock makes a game unrepeatable). */
  readonly timeMs?: number;
  /** Raise element 0 to stop (UGI `stop`). */
  readonly stop?: Int32Array;
}

export interface OxonoSearchResult {
  readonly move: number;
  readonly score: number;
  /** The last depth searched to the end. */
  readonly depth: number;
  readonly nodes: number;
}

/** What the search may use, to measure each idea (all on by default). */
export interface OxonoStyle {
  readonly reductions: boolean;
  readonly threatOrder: boolean;
  /** At the horizon, look one ply further while the opponent has a win in one ready (a quiescence). */
  readonly threatExtension: boolean;
  /** Check the move for a forced loss by threats (guard.ts); off: it measured no stronger. */
  readonly threatSpace: boolean;
}

export const FULL_STYLE: OxonoStyle = {
  reductions: true,
  threatOrder: true,
  threatExtension: true,
  threatSpace: false,
};

export class OxonoSearch {
  private readonly table: OxonoTable;
  private readonly moves = new Int32Array(MAX_MOVES * MAX_PLY);
  private readonly scores = new Int32Array(MAX_MOVES * MAX_PLY);
  private readonly killers = new Int32Array(MAX_PLY * 2);
  /** By (side * 2 + symbol) * 1296 + landing * 36 + pawn square. */
  private readonly history = new Int32Array(4 * SQUARES * SQUARES);
  private readonly threatened = new Int32Array(SQUARES);
  private readonly threatList = new Int32Array(SQUARES);
  private threatStamp = 0;
  private board!: OxonoBoard;
  private nodes = 0;
  private nodeLimit = Infinity;
  private deadline = Infinity;
  private stop: Int32Array | undefined;
  private aborted = false;
  /** The last depth the current search finished. */
  private completed = 0;
  private style: OxonoStyle = FULL_STYLE;
  /** Made on the first search that checks its move (style `threatSpace`): off, nothing is allocated or cleared. */
  private threats: ThreatSearch | null = null;
  /** The last search's root moves, best first. */
  private rootOrder = new Int32Array(0);

  constructor(tableBits = 18) {
    this.table = new OxonoTable(tableBits);
  }

  /** Forgets everything learned, so the next search is the same whatever came before. */
  clear(): void {
    this.table.clear();
    this.killers.fill(0);
    this.history.fill(0);
    this.threats?.clear();
  }

  /** The best move for the side to move (which must have one: the game is not over). */
  search(board: OxonoBoard, limits: OxonoLimits, style: OxonoStyle = FULL_STYLE): OxonoSearchResult {
    const win = findWin(board, board.side);
    if (win !== NO_MOVE) return { move: win, score: WIN - 1, depth: 1, nodes: 1 };
    if (!style.threatSpace) return this.deepen(board, limits, style);
    const deepen = (share: OxonoLimits) => ({
      result: this.deepen(board, share, style),
      order: this.rootOrder,
    });
    return guardedSearch(board, limits, (this.threats ??= new ThreatSearch()), deepen, WON);
  }

  /** Iterative deepening to the limits; leaves the root moves in this.rootOrder, best first. */
  private deepen(board: OxonoBoard, limits: OxonoLimits, style: OxonoStyle): OxonoSearchResult {
    this.board = board;
    this.style = style;
    this.nodes = 0;
    this.aborted = false;
    this.nodeLimit = limits.nodes ?? Infinity;
    this.deadline = limits.timeMs !== undefined ? Date.now() + limits.timeMs : Infinity;
    this.stop = limits.stop;
    const maxDepth = Math.min(limits.depth ?? MAX_PLY - 2, ALL_PAWNS - board.placed);
    const count = generateMoves(board, this.moves, 0);
    const rootMoves = this.moves.slice(0, count);
    this.rootOrder = rootMoves;
    const rootScores = new Int32Array(count);
    let best = rootMoves[0];
    let bestScore = -WIN;
    this.completed = 0;
    for (let depth = 1; depth <= maxDepth; depth++) {
      let alpha = -WIN - 1;
      let iterationBest = NO_MOVE;
      for (let i = 0; i < count; i++) {
        const move = rootMoves[i];
        board.make(move);
        let score: number;
        if (board.placed === ALL_PAWNS) score = 0;
        else if (i === 0) score = -this.negamax(depth - 1, -WIN - 1, -alpha, 1);
        else {
          score = -this.negamax(depth - 1, -alpha - 1, -alpha, 1);
          if (score > alpha && !this.aborted) score = -this.negamax(depth - 1, -WIN - 1, -alpha, 1);
        }
        board.unmake(move);
        if (this.aborted) break;
        rootScores[i] = score;
        if (score > alpha) {
          alpha = score;
          iterationBest = move;
        } else rootScores[i] = Math.min(score, alpha) - 1;
      }
      if (iterationBest !== NO_MOVE && (!this.aborted || iterationBest !== best)) {
        best = iterationBest;
        bestScore = alpha;
      }
      if (this.aborted) break;
      this.completed = depth;
      sortRoot(rootMoves, rootScores);
      // A forced result needs no deeper look.
      if (Math.abs(bestScore) >= WON) break;
    }
    if (best !== rootMoves[0])
      this.rootOrder = Int32Array.from([best, ...rootMoves.filter((m) => m !== best)]);
    return { move: best, score: bestScore, depth: this.completed, nodes: this.nodes };
  }

  /** Budgets bind from depth 2 on: depth 1 (one node a move) always finishes, so a move is never blind. */
  private outOfBudget(): boolean {
    if (this.nodes >= this.nodeLimit && this.completed > 0) return true;
    if ((this.nodes & 1023) === 0) {
      if (Date.now() >= this.deadline && this.completed > 0) return true;
      if (this.stop !== undefined && Atomics.load(this.stop, 0) !== 0) return true;
    }
    return false;
  }

  private negamax(depth: number, alpha: number, beta: number, ply: number): number {
    const board = this.board;
    this.nodes++;
    if (this.outOfBudget()) {
      this.aborted = true;
      return 0;
    }
    if (findWin(board, board.side) !== NO_MOVE) return WIN - ply - 1;
    if (ply >= MAX_PLY - 2) return evaluate(board);
    if (depth <= 0) {
      if (!this.style.threatExtension || findWin(board, board.side ^ 1) === NO_MOVE) return evaluate(board);
      depth = 1;
    }
    const table = this.table;
    const entry = table.probe(board.hashLow, board.hashHigh);
    let tableMove = NO_MOVE;
    if (entry >= 0) {
      const data = table.data;
      tableMove = data[entry + 1];
      const stored = data[entry + 3];
      if (stored >> 2 >= depth) {
        const score = fromTable(data[entry + 2], ply);
        const bound = stored & 3;
        if (bound === BOUND_EXACT) return score;
        if (bound === BOUND_LOWER && score >= beta) return score;
        if (bound === BOUND_UPPER && score <= alpha) return score;
      }
    }
    const start = ply * MAX_MOVES;
    const end = generateMoves(board, this.moves, start);
    this.scoreMoves(start, end, ply, tableMove);
    const originalAlpha = alpha;
    let bestScore = -WIN;
    let bestMove = NO_MOVE;
    const moves = this.moves;
    const scores = this.scores;
    for (let i = start; i < end; i++) {
      pickBest(moves, scores, i, end);
      const move = moves[i];
      board.make(move);
      let score: number;
      if (board.placed === ALL_PAWNS) score = 0;
      else if (i === start) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
      else {
        const late = this.style.reductions && depth >= 3 && i - start >= 6 && scores[i] < QUIET_LIMIT;
        score = -this.negamax(depth - (late ? 2 : 1), -alpha - 1, -alpha, ply + 1);
        if (score > alpha && late && !this.aborted)
          score = -this.negamax(depth - 1, -alpha - 1, -alpha, ply + 1);
        if (score > alpha && score < beta && !this.aborted)
          score = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
      }
      board.unmake(move);
      if (this.aborted) return 0;
      if (score > bestScore) {
        bestScore = score;
        bestMove = move;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) {
            this.rewardCutoff(move, ply, depth);
            break;
          }
        }
      }
    }
    const bound = bestScore >= beta ? BOUND_LOWER : bestScore > originalAlpha ? BOUND_EXACT : BOUND_UPPER;
    table.store(board.hashLow, board.hashHigh, bestMove, toTable(bestScore, ply), depth, bound);
    return bestScore;
  }

  private rewardCutoff(move: number, ply: number, depth: number): void {
    if (this.killers[ply * 2] !== move) {
      this.killers[ply * 2 + 1] = this.killers[ply * 2];
      this.killers[ply * 2] = move;
    }
    const index = historyIndex(this.board.side, move);
    this.history[index] = Math.min(this.history[index] + depth * depth, HISTORY_CAP);
  }

  /** Order scores for the moves in [start, end). */
  private scoreMoves(start: number, end: number, ply: number, tableMove: number): void {
    const board = this.board;
    const me = board.side;
    const moves = this.moves;
    const scores = this.scores;
    const stamp = this.markThreats();
    const killer1 = this.killers[ply * 2];
    const killer2 = this.killers[ply * 2 + 1];
    const threatOrder = this.style.threatOrder;
    for (let i = start; i < end; i++) {
      const move = moves[i];
      let score: number;
      if (move === tableMove) score = 1 << 29;
      else {
        const pawn = (move >> 13) & 63;
        const to = (move >> 7) & 63;
        score = this.history[historyIndex(me, move)];
        if (threatOrder) {
          if (this.threatened[pawn] === stamp) score += BLOCK_BONUS;
          if (this.threatened[to] === stamp) score += BLOCK_BONUS >> 1;
        }
        if (move === killer1) score += KILLER_BONUS;
        else if (move === killer2) score += KILLER_BONUS >> 1;
      }
      scores[i] = score;
    }
  }

  /** Marks the squares where the opponent would complete a line; returns the stamp that marks them. */
  private markThreats(): number {
    const board = this.board;
    const them = board.side ^ 1;
    const stamp = ++this.threatStamp;
    for (let symbol = 0; symbol < 2; symbol++) {
      if (board.reserves[them * 2 + symbol] === 0) continue;
      const count = winningSquares(board, them, symbol, this.threatList);
      for (let k = 0; k < count; k++) this.threatened[this.threatList[k]] = stamp;
    }
    return stamp;
  }
}

const KILLER_BONUS = 1 << 24;
const BLOCK_BONUS = 1 << 26;
const HISTORY_CAP = 1 << 22;
/** Moves scored below this are quiet (no table move, block or killer): late ones are reduced. */
const QUIET_LIMIT = KILLER_BONUS >> 1;

const historyIndex = (side: number, move: number): number =>
  (side * 2 + (move & 1)) * (SQUARES * SQUARES) + ((move >> 7) & 63) * SQUARES + ((move >> 13) & 63);

/** Moves the best-scored move of [from, end) to `from`. */
function pickBest(moves: Int32Array, scores: Int32Array, from: number, end: number): void {
  let best = from;
  for (let i = from + 1; i < end; i++) if (scores[i] > scores[best]) best = i;
  if (best === from) return;
  const move = moves[best];
  const score = scores[best];
  moves[best] = moves[from];
  scores[best] = scores[from];
  moves[from] = move;
  scores[from] = score;
}

/** Stable sort of the root moves by their last scores, best first. */
function sortRoot(moves: Int32Array, scores: Int32Array): void {
  const order = Array.from(moves, (move, i) => ({ move, score: scores[i], i }));
  order.sort((a, b) => b.score - a.score || a.i - b.i);
  order.forEach((entry, i) => {
    moves[i] = entry.move;
    scores[i] = entry.score;
  });
}

/** Win scores are stored relative to the node, so a transposition at another ply reads them right. */
const toTable = (score: number, ply: number): number =>
  score >= WON ? score + ply : score <= -WON ? score - ply : score;
const fromTable = (score: number, ply: number): number =>
  score >= WON ? score - ply : score <= -WON ? score + ply : score;
