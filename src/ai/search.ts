import { applyMove, HALFMOVE_LIMIT, outcome, PASS, type Move, type Position, type Ruleset } from '../core';
import { BitBoard } from './bits/bit-board';
import { evaluateBits, evaluateUnlessStuck, MOVER_STUCK } from './bits/bit-evaluate';
import { smallEvaluationAfter, WIPED_OUT } from './bits/bit-evaluate-small';
import { coreMove } from './bits/bit-position';
import { FULL_EVAL, piecesOnly, type EvalWeights } from './evaluate';
import { deepenAgain } from './clock';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, NO_MOVE, TranspositionTable } from './table';
import { KILLER_SCORE, MAX_MOVES, MoveOrder } from './move-order';
import { PrincipalLine } from './principal';
import type { SearchInfo, SearchLimits, SearchResult } from './types';
import type { SearcherOptions, SearchStyle } from './search-style';

/** A won game, less the plies it takes, so the search prefers the quickest win and the slowest loss. */
export const WIN = 30000;
/** Scores beyond this are wins or losses, not evaluations. */
export const WIN_BOUND = WIN - 1000;
export const MAX_DEPTH = 60;
const MAX_PLY = 96;
const INFINITE = 32000;
/** Not a score (every score is within ±WIN): what `arrive` returns for a node that goes on. */
const GOES_ON = 0x40000001;
const ASPIRATION = 40;
// Scores and windows are negated as `0 - x`, never `-x`: negating a 0 (a draw, a level evaluation, a
// window edge) gives -0, which V8 cannot hold as a small integer, so the first one the search met threw
// its optimised code away, and the code compiled next handled doubles (V8's --trace-deopt: "minus zero",
// then "not a Smi", inside the UAI engine's first real search). `0 - 0` is 0.
/** Reverse futility pruning: at most this many plies from the leaves, by this margin a ply. */
const FUTILE_DEPTH = 2;
const FUTILE_MARGIN = 200;
/**
 * ProbCut: at least this many plies from the leaves, a node expected to fail high first searches
 * `PROBCUT_REDUCTION` plies shallower against a bar `PROBCUT_MARGIN` above beta; a shallow search that
 * clears the bar is taken to show the full one would hold beta (shallow and deep scores go together).
 */
const PROBCUT_DEPTH = 5;
const PROBCUT_REDUCTION = 4;
const PROBCUT_MARGIN = 200;
/**
 * Late-move pruning: at most this many plies from the leaves, a node expected to fail high that has
 * searched `LATE_BASE + LATE_STEP * depth²` moves without a cut-off skips the rest of its quiet ones
 * (those ordered below the killers: clones flipping fewer than three, and jumps), which rarely refute.
 */
const LATE_DEPTH = 3;
const LATE_BASE = 4;
const LATE_STEP = 3;
/**
 * Frontier nodes (depth 1), four in five of the interior nodes, keep their results in a table of their
 * own, small enough to stay in the processor's level-2 cache: their probes wait less on memory, and they
 * no longer push deeper results out of the main table. A depth-2 node the main table does not know takes
 * its move from this one. 16 KB reached fixed depths faster still, but the 20,000-node engine then drew
 * a browser test's game on w1-03 against strength 1. Those draws are one game line (strength 1 answers
 * alike whatever its seed there), and the engine's deep searches of it agree with exact ones (no pruning,
 * no table): a misjudgement at 20,000 nodes, not a fault. The table stays at 256 KB, which wins that
 * line, until a match at fixed time says 16 KB is worth the change (the SPRT log has the figures).
 */
const FRONTIER_TABLE_MB = 0.25;

export type { SearcherOptions, SearchStyle } from './search-style';

/**
 * Iterative-deepening principal variation search over the engine's BitBoard (whole-board bitboards),
 * with a Zobrist transposition table, hash/flip/killer/history move ordering, late-move reductions,
 * reverse futility pruning, jump pruning and late-move pruning near the leaves, ProbCut far from them,
 * and aspiration windows. Synchronous: a caller that must stay responsive runs it in a worker and stops
 * it through `limits.stop`. Inside, moves name squares by bit-layout index; results are core moves.
 */
export class Searcher {
  private readonly table: TranspositionTable;
  private readonly frontier = new TranspositionTable(FRONTIER_TABLE_MB);
  private board: BitBoard | null = null;
  private rules: Ruleset = 'arcade';
  private weights: EvalWeights = FULL_EVAL;
  private reductions = true;
  private useTable = true;
  private jumpPruning = true;
  private latePruning = true;
  private probCut = true;
  /** Leaves are evaluated from the words a move would leave, unmade (`leafAfter`). */
  private leavesUnmade = false;
  private readonly ordering = new MoveOrder(MAX_PLY);
  private readonly pv = new PrincipalLine(MAX_PLY);
  private nodes = 0;
  private nodeLimit = Infinity;
  private deadline = Infinity;
  private stopFlag: Int32Array | null = null;
  private stopped = false;

  constructor(options: SearcherOptions = {}) {
    this.table = new TranspositionTable(options.hashMb ?? 16);
  }

  /** Forgets everything learnt in earlier searches (a new game). */
  clear(): void {
    this.table.clear();
    this.frontier.clear();
    this.ordering.forget();
  }

  resize(hashMb: number): void {
    this.table.resize(hashMb);
  }

  /**
   * Searches `position` within `limits` and returns the best move found, PASS when classic rules
   * force a pass (or when the game is already over), reporting each completed iteration to `onInfo`.
   */
  search(
    position: Position,
    rules: Ruleset,
    limits: SearchLimits = {},
    onInfo?: (info: SearchInfo) => void,
    style: SearchStyle = {},
  ): SearchResult {
    const started = Date.now();
    const board = this.prepare(position, rules, limits, style);
    const maxDepth = Math.max(1, Math.min(MAX_DEPTH, limits.depth ?? MAX_DEPTH));
    const over = outcome(position, rules);
    if (over) {
      const mine = over.counts[position.turn];
      const theirs = over.counts[position.turn === 'x' ? 'o' : 'x'];
      const score = over.winner === null ? 0 : mine > theirs ? WIN : -WIN;
      return { move: PASS, depth: 0, score, nodes: 0, timeMs: 0, pv: [] };
    }
    const rootCount = board.generate(this.ordering.moves, 0);
    if (rootCount === 0) {
      // Not over, so classic rules with the opponent able to move: a forced pass, scored by what follows.
      const passed = applyMove(position, PASS).position;
      const depth = limits.depth === undefined ? undefined : Math.max(1, limits.depth - 1);
      const relay = onInfo && ((info: SearchInfo) => onInfo(reply(info)));
      const reply = (info: SearchInfo): SearchInfo => ({
        ...info,
        depth: info.depth + 1,
        score: -info.score,
        pv: [PASS, ...info.pv],
      });
      const after = this.search(passed, rules, { ...limits, depth }, relay, style);
      return { ...reply(after), move: PASS, timeMs: Date.now() - started };
    }
    const root = Array.from(this.ordering.moves.subarray(0, rootCount));
    this.orderRoot(root);
    const layout = board.layout;
    const core = (move: Move): Move => coreMove(move, layout);
    let best: SearchResult = {
      move: core(root[0]),
      depth: 0,
      score: 0,
      nodes: 0,
      timeMs: 0,
      pv: [core(root[0])],
    };
    // Scores swing with who moved last, so the window centres on the iteration of the same parity.
    const scores: number[] = [];
    let stableIterations = 0;
    for (let depth = 1; depth <= maxDepth; depth++) {
      const centre = scores[depth - 2] ?? 0;
      let alpha = depth >= 4 ? centre - ASPIRATION : -INFINITE;
      let beta = depth >= 4 ? centre + ASPIRATION : INFINITE;
      let widen = ASPIRATION;
      let score: number;
      while (true) {
        score = this.searchRoot(root, depth, alpha, beta);
        if (this.stopped) break;
        if (score <= alpha) alpha = Math.max(-INFINITE, alpha - (widen *= 4));
        else if (score >= beta) beta = Math.min(INFINITE, beta + (widen *= 4));
        else break;
      }
      // A root move that beat the first one before the stop was searched in full: keep it.
      if (this.stopped) {
        if (core(root[0]) !== best.move && this.pv.end[0] > 0 && depth > 1) {
          best = { ...best, move: core(root[0]), pv: this.principal() };
        }
        break;
      }
      scores[depth] = score;
      const previous = best;
      best = {
        move: core(root[0]),
        depth,
        score,
        nodes: this.nodes,
        timeMs: Date.now() - started,
        pv: this.principal(),
      };
      onInfo?.({ depth, score, nodes: this.nodes, timeMs: best.timeMs, pv: best.pv });
      if (Math.abs(score) >= WIN_BOUND && depth >= WIN - Math.abs(score)) break;
      if (rootCount === 1 && limits.depth === undefined) break;
      const iteration = {
        depth,
        score,
        previousScore: previous.score,
        moveChanged: best.move !== previous.move,
        stableIterations,
        parityScore: scores[depth - 2] ?? score,
      };
      stableIterations = iteration.moveChanged ? 0 : stableIterations + 1;
      if (!deepenAgain(limits, Date.now() - started, iteration)) break;
    }
    return { ...best, nodes: this.nodes, timeMs: Date.now() - started };
  }

  /** The static judgement of a position (depth 0: finished games scored, otherwise the evaluation). */
  evaluate(position: Position, rules: Ruleset, weights: EvalWeights = FULL_EVAL): number {
    this.prepare(position, rules, {}, { weights });
    return this.negamax(0, -INFINITE, INFINITE, 0);
  }

  private prepare(position: Position, rules: Ruleset, limits: SearchLimits, style: SearchStyle): BitBoard {
    let board = this.board;
    if (!board || board.width !== position.width || board.height !== position.height) {
      board = new BitBoard(position);
      this.board = board;
    } else board.load(position);
    this.rules = rules;
    this.weights = style.weights ?? FULL_EVAL;
    this.reductions = style.reductions ?? true;
    this.useTable = style.table ?? true;
    this.jumpPruning = style.jumpPruning ?? true;
    this.latePruning = style.latePruning ?? true;
    this.probCut = style.probCut ?? true;
    this.leavesUnmade = board.layout.small && !piecesOnly(this.weights);
    this.nodes = 0;
    this.nodeLimit = limits.nodes ?? Infinity;
    this.deadline = limits.timeMs === undefined ? Infinity : Date.now() + limits.timeMs;
    this.stopFlag = limits.stop ?? null;
    this.stopped = false;
    this.ordering.newSearch();
    return board;
  }

  /** The principal variation, as core moves. */
  private principal(): Move[] {
    return this.pv.moves(this.board!.layout);
  }

  private orderRoot(root: Move[]): void {
    const at = this.table.probe(this.board!.h1, this.board!.h2);
    const hashMove = at >= 0 ? this.table.move(at) : NO_MOVE;
    const scores = new Map(
      root.map((move) => [move, this.ordering.moveScore(this.board!, move, hashMove, 0)]),
    );
    root.sort((a, b) => scores.get(b)! - scores.get(a)!);
  }

  private searchRoot(root: Move[], depth: number, alpha: number, beta: number): number {
    let best = -INFINITE;
    const startAlpha = alpha;
    for (let i = 0; i < root.length; i++) {
      const move = root[i];
      this.board!.make(move);
      let score: number;
      if (i === 0) score = 0 - this.negamax(depth - 1, 0 - beta, 0 - alpha, 1);
      else {
        score = 0 - this.negamax(depth - 1, -1 - alpha, 0 - alpha, 1);
        if (score > alpha && score < beta && !this.stopped)
          score = 0 - this.negamax(depth - 1, 0 - beta, 0 - alpha, 1);
      }
      this.board!.unmake();
      if (this.stopped) break;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          root.splice(i, 1);
          root.unshift(move);
          this.pv.save(0, move);
        }
        if (score >= beta) break;
      }
    }
    if (!this.stopped && this.useTable && this.board!.halfmoves + depth < HALFMOVE_LIMIT) {
      const bound = best >= beta ? BOUND_LOWER : best > startAlpha ? BOUND_EXACT : BOUND_UPPER;
      this.table.store(this.board!.h1, this.board!.h2, root[0], best, depth, bound);
    }
    return best;
  }

  private checkStop(): boolean {
    if (this.nodes >= this.nodeLimit) return (this.stopped = true);
    if ((this.nodes & 1023) === 0) {
      if (Date.now() >= this.deadline) return (this.stopped = true);
      if (this.stopFlag !== null && Atomics.load(this.stopFlag, 0) !== 0) return (this.stopped = true);
    }
    return false;
  }

  /** Score of a finished game for the side to move: its piece lead decides. */
  private finished(lead: number, ply: number): number {
    return lead > 0 ? WIN - ply : lead < 0 ? ply - WIN : 0;
  }

  /** The side to move cannot move: arcade fills for the opponent; classic passes or ends. */
  private stuck(depth: number, alpha: number, beta: number, ply: number): number {
    const b = this.board!;
    const side = b.turn;
    const lead = b.count[side] - b.count[side ^ 1];
    if (this.rules === 'arcade') return this.finished(lead - b.emptyCount(), ply);
    if (!b.hasMoves(side ^ 1)) return this.finished(lead, ply);
    this.board!.make(PASS);
    const score =
      depth <= 0 || ply >= MAX_PLY - 2
        ? 0 - evaluateBits(b, this.weights)
        : 0 - this.negamax(depth - 1, 0 - beta, 0 - alpha, ply + 1);
    this.board!.unmake();
    return score;
  }

  /**
   * What every node does first: it counts itself and checks for a stop, and a side without pieces has
   * lost. GOES_ON when the node is still to be searched or evaluated.
   */
  private arrive(ply: number): number {
    // Once stopped, a call (such as a re-search of a move the stop cut short) is not a node.
    if (this.stopped) return 0;
    this.nodes++;
    this.pv.clear(ply);
    if (this.checkStop()) return 0;
    const b = this.board!;
    if (b.count[b.turn] === 0) return ply - WIN;
    if (b.count[b.turn ^ 1] === 0) return WIN - ply;
    return GOES_ON;
  }

  /**
   * A node at depth 0: a finished game is scored, anything else evaluated. The board may have been
   * reached by `makeLeaf` (its hash not updated), so nothing here looks at the hash.
   */
  private leaf(ply: number): number {
    const arrived = this.arrive(ply);
    if (arrived !== GOES_ON) return arrived;
    const b = this.board!;
    const side = b.turn;
    if (b.halfmoves >= HALFMOVE_LIMIT) {
      if (this.rules !== 'arcade') return 0;
      if (!b.hasMoves(side)) return this.stuck(0, 0, 0, ply);
      return this.finished(b.count[side] - b.count[side ^ 1], ply);
    }
    const score = evaluateUnlessStuck(b, this.weights);
    return score === MOVER_STUCK ? this.stuck(0, 0, 0, ply) : score;
  }

  /**
   * `leaf(ply)` of the board after `move`, without making it where the leaf is evaluated as usual (the
   * small layout kind's evaluation reads the words the move would leave): the same score and the same
   * node count, without the make, the unmake and their undo entry on most of the moves a search makes.
   */
  private leafAfter(move: Move, ply: number): number {
    const b = this.board!;
    if (!this.leavesUnmade || (move >= 128 && b.halfmoves + 1 >= HALFMOVE_LIMIT)) {
      b.makeLeaf(move);
      const score = this.leaf(ply);
      b.unmake();
      return score;
    }
    if (this.stopped) return 0;
    this.nodes++;
    this.pv.clear(ply);
    if (this.checkStop()) return 0;
    const score = smallEvaluationAfter(b, move, this.weights);
    if (score === WIPED_OUT) return ply - WIN;
    if (score !== MOVER_STUCK) return score;
    b.makeLeaf(move);
    const stuck = this.stuck(0, 0, 0, ply);
    b.unmake();
    return stuck;
  }

  private negamax(depth: number, alpha: number, beta: number, ply: number): number {
    if (depth <= 0 || ply >= MAX_PLY - 2) return this.leaf(ply);
    const arrived = this.arrive(ply);
    if (arrived !== GOES_ON) return arrived;
    const b = this.board!;
    const side = b.turn;
    const arcade = this.rules === 'arcade';
    if (!arcade && b.halfmoves >= HALFMOVE_LIMIT) return 0;

    const pvNode = beta - alpha > 1;
    const table = depth === 1 ? this.frontier : this.table;
    // The hash does not see halfmoves, so within reach of the anti-stall limit a stored score may
    // belong to the same board further from (or nearer to) the limit: use only its move then.
    const nearStall = b.halfmoves + depth >= HALFMOVE_LIMIT;
    const at = this.useTable ? table.probe(b.h1, b.h2) : -1;
    let hashMove = NO_MOVE;
    if (at < 0 && depth === 2 && this.useTable) {
      const near = this.frontier.probe(b.h1, b.h2);
      if (near >= 0) hashMove = this.frontier.move(near);
    }
    if (at >= 0) {
      hashMove = table.move(at);
      if (!pvNode && !nearStall && table.depth(at) >= depth) {
        let score = table.score(at);
        if (score >= WIN_BOUND) score -= ply;
        else if (score <= -WIN_BOUND) score += ply;
        const bound = table.bound(at);
        if (bound === BOUND_EXACT) return score;
        if (bound === BOUND_LOWER && score >= beta) return score;
        if (bound === BOUND_UPPER && score <= alpha) return score;
      }
    }

    // Reverse futility: near the leaves, a position this far above beta is taken to hold it.
    if (this.reductions && !pvNode && depth <= FUTILE_DEPTH && !nearStall && Math.abs(beta) < WIN_BOUND) {
      const stand = evaluateUnlessStuck(b, this.weights);
      if (stand !== MOVER_STUCK && stand - FUTILE_MARGIN * depth >= beta) return stand;
    }
    // ProbCut: far from the leaves, a shallow search well above beta is taken to hold it.
    if (
      this.reductions &&
      this.probCut &&
      !pvNode &&
      depth >= PROBCUT_DEPTH &&
      !nearStall &&
      Math.abs(beta) < WIN_BOUND - PROBCUT_MARGIN
    ) {
      const bar = beta + PROBCUT_MARGIN;
      const score = this.negamax(depth - PROBCUT_REDUCTION, bar - 1, bar, ply);
      if (this.stopped) return 0;
      if (score >= bar) return score;
    }
    const base = ply * MAX_MOVES;
    const ordering = this.ordering;
    const moves = ordering.moves;
    const order = ordering.order;
    const startAlpha = alpha;
    let best = -INFINITE;
    let bestMove = NO_MOVE;
    // Jumps that gain little, skipped near the leaves once a move is searched (SearchStyle.jumpPruning).
    const prune = this.jumpPruning && depth <= 2 && !pvNode;
    const keepFlips = depth === 1 ? 2 : 1;
    // Late-move pruning; the moves past the first few are sorted, so the first quiet one ends the loop.
    const late =
      this.reductions && this.latePruning && !pvNode && depth <= LATE_DEPTH && !nearStall
        ? LATE_BASE + LATE_STEP * depth * depth
        : MAX_MOVES;
    // The jumps jump pruning skips need not be listed (MoveOrder.generateScored).
    const listFlips = prune ? keepFlips : 0;
    let count: number;
    let first = 0;
    // At the frontier the replies are leaves, which touch no killer or history: the first move can be
    // found and searched before the rest are generated, and most such nodes cut off on it.
    const early = depth === 1 ? ordering.frontierFirst(b, hashMove, ply) : NO_MOVE;
    if (early !== NO_MOVE) {
      if (arcade && b.halfmoves >= HALFMOVE_LIMIT)
        return this.finished(b.count[side] - b.count[side ^ 1], ply);
      const score = 0 - this.leafAfter(early, ply + 1);
      if (this.stopped) return 0;
      best = score;
      bestMove = early;
      if (score > alpha) {
        alpha = score;
        if (pvNode) this.pv.save(ply, early);
        if (score >= beta) {
          ordering.rewardCutoff(early, depth, ply, side);
          if (!nearStall) this.remember(early, score, depth, BOUND_LOWER, ply);
          return score;
        }
      }
      count = ordering.generateScored(b, base, hashMove, ply, listFlips, late) - base;
      ordering.pick(base, 0, count);
      first = 1;
    } else {
      count = ordering.generateScored(b, base, hashMove, ply, listFlips, late) - base;
      if (count === 0) return this.stuck(depth, alpha, beta, ply);
      if (arcade && b.halfmoves >= HALFMOVE_LIMIT)
        return this.finished(b.count[side] - b.count[side ^ 1], ply);
    }

    for (let i = first; i < count; i++) {
      ordering.pick(base, i, count);
      const move = moves[base + i];
      const moveOrder = order[base + i];
      if (prune && i > 0 && move >= 128 && b.flipsAt(move & 127) < keepFlips) continue;
      if (i >= late && moveOrder < KILLER_SCORE) break;

      let score: number;
      if (depth === 1) {
        // Frontier replies are leaves: evaluated as the move leaves them, searched again as below.
        score = 0 - this.leafAfter(move, ply + 1);
        if (i > 0 && score > alpha && score < beta) score = 0 - this.leafAfter(move, ply + 1);
        if (this.stopped) return 0;
      } else {
        b.make(move);
        if (i === 0) score = 0 - this.negamax(depth - 1, 0 - beta, 0 - alpha, ply + 1);
        else {
          let reduction = 0;
          if (this.reductions && depth >= 3 && i >= 3 && moveOrder < KILLER_SCORE) {
            reduction = 1 + (move >= 128 ? 1 : 0) + (i >= 12 && depth >= 6 ? 1 : 0);
            if (reduction > depth - 2) reduction = depth - 2;
          }
          score = 0 - this.negamax(depth - 1 - reduction, -1 - alpha, 0 - alpha, ply + 1);
          if (reduction > 0 && score > alpha)
            score = 0 - this.negamax(depth - 1, -1 - alpha, 0 - alpha, ply + 1);
          if (score > alpha && score < beta)
            score = 0 - this.negamax(depth - 1, 0 - beta, 0 - alpha, ply + 1);
        }
        b.unmake();
        if (this.stopped) return 0;
      }
      if (score > best) {
        best = score;
        bestMove = move;
        if (score > alpha) {
          alpha = score;
          if (pvNode) this.pv.save(ply, move);
          if (score >= beta) {
            ordering.rewardCutoff(move, depth, ply, side);
            break;
          }
        }
      }
    }

    const bound = best >= beta ? BOUND_LOWER : best > startAlpha ? BOUND_EXACT : BOUND_UPPER;
    if (!nearStall) this.remember(bestMove, best, depth, bound, ply);
    return best;
  }

  /** Stores a node's result in the table, a win or loss as plies from this node. */
  private remember(move: Move, score: number, depth: number, bound: number, ply: number): void {
    const stored = score >= WIN_BOUND ? score + ply : score <= -WIN_BOUND ? score - ply : score;
    const table = depth === 1 ? this.frontier : this.table;
    if (this.useTable) table.store(this.board!.h1, this.board!.h2, move, stored, depth, bound);
  }
}
