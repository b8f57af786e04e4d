import { applyMove, HALFMOVE_LIMIT, outcome, PASS, type Move, type Position, type Ruleset } from '../core';
import { BitBoard } from './bits/bit-board';
import { popcount3, sideways, spread } from './bits/bit-ops';
import { INDICES } from './bits/layout';
import { evaluateBits, evaluateUnlessStuck, MOVER_STUCK } from './bits/bit-evaluate';
import { coreMove } from './bits/bit-position';
import { FULL_EVAL, type EvalWeights } from './evaluate';
import { deepenAgain } from './clock';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, NO_MOVE, TranspositionTable } from './table';
import type { SearchInfo, SearchLimits, SearchResult } from './types';

/** A won game, less the plies it takes, so the search prefers the quickest win and the slowest loss. */
export const WIN = 30000;
/** Scores beyond this are wins or losses, not evaluations. */
export const WIN_BOUND = WIN - 1000;
export const MAX_DEPTH = 60;
const MAX_PLY = 96;
/** More than any position can have: at most ~690 moves fit on a 9×9 board. */
const MAX_MOVES = 1024;
const INFINITE = 32000;
const ASPIRATION = 40;

/** How the ladder weakens the search; the defaults are full strength. */
export interface SearchStyle {
  readonly weights?: EvalWeights;
  /** Late-move reductions: deeper for the same time, at a small risk of missing a quiet resource. */
  readonly reductions?: boolean;
  /** At the last ply, skip jumps that flip at most one piece once a move is searched: they rarely matter. */
  readonly jumpPruning?: boolean;
  /** The transposition table; off only to prove it changes no result. */
  readonly table?: boolean;
}

export interface SearcherOptions {
  readonly hashMb?: number;
}

/**
 * Iterative-deepening principal variation search over the engine's BitBoard (whole-board bitboards),
 * with a Zobrist transposition table, hash/flip/killer/history move ordering, late-move reductions and
 * aspiration windows. Synchronous: a caller that must stay responsive runs it in a worker and stops it
 * through `limits.stop`. Inside, moves name squares by bit-layout index; results are core moves.
 */
export class Searcher {
  private readonly table: TranspositionTable;
  private board: BitBoard | null = null;
  private rules: Ruleset = 'arcade';
  private weights: EvalWeights = FULL_EVAL;
  private reductions = true;
  private useTable = true;
  private jumpPruning = true;
  private readonly moves = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly order = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly sortKeys = new Int32Array(MAX_MOVES);
  private readonly sortMoves = new Int32Array(MAX_MOVES);
  private readonly killers = new Int32Array(2 * MAX_PLY);
  private readonly history = new Int32Array(2 * 16384);
  /** Flips by destination while one node's moves are scored, valid where `flipStamp` holds `stamp`. */
  private readonly flipsTo = new Int32Array(INDICES);
  private readonly flipStamp = new Int32Array(INDICES);
  private stamp = 0;
  private readonly pv = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLength = new Int32Array(MAX_PLY);
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
    this.history.fill(0);
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
    const rootCount = board.generate(this.moves, 0);
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
    const root = Array.from(this.moves.subarray(0, rootCount));
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
        if (core(root[0]) !== best.move && this.pvLength[0] > 0 && depth > 1) {
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
    this.nodes = 0;
    this.nodeLimit = limits.nodes ?? Infinity;
    this.deadline = limits.timeMs === undefined ? Infinity : Date.now() + limits.timeMs;
    this.stopFlag = limits.stop ?? null;
    this.stopped = false;
    this.killers.fill(NO_MOVE);
    for (let i = 0; i < this.history.length; i++) this.history[i] >>= 2;
    return board;
  }

  /** The principal variation, as core moves. */
  private principal(): Move[] {
    const layout = this.board!.layout;
    return Array.from(this.pv.subarray(0, this.pvLength[0]), (move) => coreMove(move, layout));
  }

  private orderRoot(root: Move[]): void {
    const at = this.table.probe(this.board!.h1, this.board!.h2);
    const hashMove = at >= 0 ? this.table.move(at) : NO_MOVE;
    const scores = new Map(root.map((move) => [move, this.moveScore(move, hashMove, 0)]));
    root.sort((a, b) => scores.get(b)! - scores.get(a)!);
  }

  private searchRoot(root: Move[], depth: number, alpha: number, beta: number): number {
    let best = -INFINITE;
    const startAlpha = alpha;
    for (let i = 0; i < root.length; i++) {
      const move = root[i];
      this.play(move);
      let score: number;
      if (i === 0) score = -this.negamax(depth - 1, -beta, -alpha, 1);
      else {
        score = -this.negamax(depth - 1, -alpha - 1, -alpha, 1);
        if (score > alpha && score < beta && !this.stopped)
          score = -this.negamax(depth - 1, -beta, -alpha, 1);
      }
      this.unplay();
      if (this.stopped) break;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          root.splice(i, 1);
          root.unshift(move);
          this.savePv(0, move);
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

  private savePv(ply: number, move: Move): void {
    const base = ply * MAX_PLY;
    const pv = this.pv;
    pv[base + ply] = move;
    const childBase = (ply + 1) * MAX_PLY;
    const end = this.pvLength[ply + 1];
    for (let i = ply + 1; i < end; i++) pv[base + i] = pv[childBase + i];
    this.pvLength[ply] = Math.max(end, ply + 1);
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
    this.play(PASS);
    const score =
      depth <= 0 || ply >= MAX_PLY - 2
        ? -evaluateBits(b, this.weights)
        : -this.negamax(depth - 1, -beta, -alpha, ply + 1);
    this.unplay();
    return score;
  }

  private negamax(depth: number, alpha: number, beta: number, ply: number): number {
    this.nodes++;
    this.pvLength[ply] = ply;
    if (this.stopped || this.checkStop()) return 0;
    const b = this.board!;
    const side = b.turn;
    if (b.count[side] === 0) return ply - WIN;
    if (b.count[side ^ 1] === 0) return WIN - ply;
    const arcade = this.rules === 'arcade';
    if (!arcade && b.halfmoves >= HALFMOVE_LIMIT) return 0;
    if (depth <= 0 || ply >= MAX_PLY - 2) {
      if (arcade && b.halfmoves >= HALFMOVE_LIMIT) {
        if (!b.hasMoves(side)) return this.stuck(0, alpha, beta, ply);
        return this.finished(b.count[side] - b.count[side ^ 1], ply);
      }
      const score = evaluateUnlessStuck(b, this.weights);
      return score === MOVER_STUCK ? this.stuck(0, alpha, beta, ply) : score;
    }

    const pvNode = beta - alpha > 1;
    const table = this.table;
    // The hash does not see halfmoves, so within reach of the anti-stall limit a stored score may
    // belong to the same board further from (or nearer to) the limit: use only its move then.
    const nearStall = b.halfmoves + depth >= HALFMOVE_LIMIT;
    const at = this.useTable ? table.probe(b.h1, b.h2) : -1;
    let hashMove = NO_MOVE;
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

    const base = ply * MAX_MOVES;
    const moves = this.moves;
    const order = this.order;
    const count = this.generateScored(base, hashMove, ply) - base;
    if (count === 0) return this.stuck(depth, alpha, beta, ply);
    if (arcade && b.halfmoves >= HALFMOVE_LIMIT) return this.finished(b.count[side] - b.count[side ^ 1], ply);

    const startAlpha = alpha;
    let best = -INFINITE;
    let bestMove = NO_MOVE;
    const prune = this.jumpPruning && depth === 1 && !pvNode;
    for (let i = 0; i < count; i++) {
      // Most nodes cut off after a move or two, so pick those one at a time; a node that gets this far
      // will likely try everything, so sort the rest at once.
      if (i < PICKED) {
        let pick = base + i;
        for (let j = pick + 1; j < base + count; j++) if (order[j] > order[pick]) pick = j;
        const picked = moves[pick];
        const pickedOrder = order[pick];
        moves[pick] = moves[base + i];
        order[pick] = order[base + i];
        moves[base + i] = picked;
        order[base + i] = pickedOrder;
      } else if (i === PICKED) this.sortRest(base + i, base + count);
      const move = moves[base + i];
      const moveOrder = order[base + i];
      if (prune && i > 0 && move >= 128 && b.flipsAt(move & 127) <= 1) continue;

      this.play(move);
      let score: number;
      if (i === 0) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
      else {
        let reduction = 0;
        if (this.reductions && depth >= 3 && i >= 3 && moveOrder < KILLER_SCORE) {
          reduction = 1 + (move >= 128 ? 1 : 0) + (i >= 12 && depth >= 6 ? 1 : 0);
          if (reduction > depth - 2) reduction = depth - 2;
        }
        score = -this.negamax(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1);
        if (reduction > 0 && score > alpha) score = -this.negamax(depth - 1, -alpha - 1, -alpha, ply + 1);
        if (score > alpha && score < beta) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1);
      }
      this.unplay();
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        bestMove = move;
        if (score > alpha) {
          alpha = score;
          if (pvNode) this.savePv(ply, move);
          if (score >= beta) {
            this.rewardCutoff(move, depth, ply, side);
            break;
          }
        }
      }
    }

    const bound = best >= beta ? BOUND_LOWER : best > startAlpha ? BOUND_EXACT : BOUND_UPPER;
    const stored = best >= WIN_BOUND ? best + ply : best <= -WIN_BOUND ? best - ply : best;
    if (this.useTable && !nearStall) table.store(b.h1, b.h2, bestMove, stored, depth, bound);
    return best;
  }

  /** Sorts moves[from, to) by falling order score, through one native sort of packed keys. */
  private sortRest(from: number, to: number): void {
    const keys = this.sortKeys;
    const spare = this.sortMoves;
    const moves = this.moves;
    const order = this.order;
    const n = to - from;
    for (let k = 0; k < n; k++) {
      const score = Math.max(-4000, Math.min(60000, order[from + k]));
      keys[k] = (score + 4096) * 1024 + k;
      spare[k] = moves[from + k];
    }
    const sorted = keys.subarray(0, n).sort();
    for (let k = 0; k < n; k++) {
      const key = sorted[n - 1 - k];
      const at = key & 1023;
      moves[from + k] = spare[at];
      order[from + k] = (key >> 10) - 4096;
    }
  }

  private rewardCutoff(move: Move, depth: number, ply: number, side: number): void {
    const killers = this.killers;
    if (killers[2 * ply] !== move) {
      killers[2 * ply + 1] = killers[2 * ply];
      killers[2 * ply] = move;
    }
    const slot = side * 16384 + (move & 16383);
    this.history[slot] = Math.min(1 << 20, this.history[slot] + depth * depth);
  }

  /**
   * The side to move's moves from `base` with their order scores (`moveScore`'s, in the Board's
   * generation order), in one pass: each destination's flips and each origin's neighbours are counted
   * once, not once per move. Returns the new end.
   */
  private generateScored(base: number, hashMove: Move, ply: number): number {
    const b = this.board!;
    const { clone, ring, stride } = b.layout;
    const p = b.pieces;
    const own = b.turn * 3;
    const enemy = (b.turn ^ 1) * 3;
    const m0 = p[own];
    const m1 = p[own + 1];
    const m2 = p[own + 2];
    const x0 = p[enemy];
    const x1 = p[enemy + 1];
    const x2 = p[enemy + 2];
    const e0 = b.empty(0);
    const e1 = b.empty(1);
    const e2 = b.empty(2);
    const moves = this.moves;
    const order = this.order;
    const killer1 = this.killers[2 * ply];
    const killer2 = this.killers[2 * ply + 1];
    const history = this.history;
    const historyBase = b.turn * 16384;
    const flipsTo = this.flipsTo;
    const flipStamp = this.flipStamp;
    if (++this.stamp >= 1 << 30) {
      flipStamp.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    const h0 = sideways(m0);
    const h1 = sideways(m1);
    const h2 = sideways(m2);
    let n = base;
    for (let k = 0; k < 3; k++) {
      let targets =
        k === 0
          ? spread(0, h0, h1, stride) & e0
          : k === 1
            ? spread(h0, h1, h2, stride) & e1
            : spread(h1, h2, 0, stride) & e2;
      while (targets !== 0) {
        const to = k * 32 + 31 - Math.clz32(targets & -targets);
        targets &= targets - 1;
        const t = to * 3;
        const flips = popcount3(clone[t] & x0, clone[t + 1] & x1, clone[t + 2] & x2);
        flipsTo[to] = flips;
        flipStamp[to] = stamp;
        moves[n] = to;
        if (to === hashMove) order[n] = HASH_SCORE;
        else {
          const score = (flips + 1) * 1000 + 500;
          if (to === killer1 || to === killer2) order[n] = Math.max(score, KILLER_SCORE);
          else {
            const seen = history[historyBase + to];
            order[n] = score + (seen > 0 ? (31 - Math.clz32(seen)) * 25 : 0);
          }
        }
        n++;
      }
    }
    for (let k = 0; k < 3; k++) {
      let pieces = k === 0 ? m0 : k === 1 ? m1 : m2;
      while (pieces !== 0) {
        const from = k * 32 + 31 - Math.clz32(pieces & -pieces);
        pieces &= pieces - 1;
        const f = from * 3;
        // A jump that opens a hole next to its own pieces sinks.
        const hole = popcount3(clone[f] & m0, clone[f + 1] & m1, clone[f + 2] & m2) * 150;
        const jump = (from + 1) << 7;
        for (let into = 0; into < 3; into++) {
          let targets = ring[f + into] & (into === 0 ? e0 : into === 1 ? e1 : e2);
          while (targets !== 0) {
            const to = into * 32 + 31 - Math.clz32(targets & -targets);
            targets &= targets - 1;
            let flips: number;
            if (flipStamp[to] === stamp) flips = flipsTo[to];
            else {
              const t = to * 3;
              flips = popcount3(clone[t] & x0, clone[t + 1] & x1, clone[t + 2] & x2);
              flipsTo[to] = flips;
              flipStamp[to] = stamp;
            }
            const move = jump | to;
            moves[n] = move;
            if (move === hashMove) order[n] = HASH_SCORE;
            else {
              const score = flips * 1000 - hole;
              if (move === killer1 || move === killer2) order[n] = Math.max(score, KILLER_SCORE);
              else {
                const seen = history[historyBase + (move & 16383)];
                order[n] = score + (seen > 0 ? (31 - Math.clz32(seen)) * 25 : 0);
              }
            }
            n++;
          }
        }
      }
    }
    return n;
  }

  /**
   * Ordering: the hash move, then by pieces gained (a clone adds one and leaves no hole), killers,
   * and history; a jump that opens a hole next to its own pieces sinks.
   */
  private moveScore(move: Move, hashMove: Move, ply: number): number {
    if (move === hashMove) return HASH_SCORE;
    const b = this.board!;
    const to = move & 127;
    const flips = b.flipsAt(to);
    let score: number;
    if (move < 128) score = (flips + 1) * 1000 + 500;
    else score = flips * 1000 - b.ownNeighbours((move >> 7) - 1) * 150;
    if (move === this.killers[2 * ply] || move === this.killers[2 * ply + 1])
      return Math.max(score, KILLER_SCORE);
    const history = this.history[b.turn * 16384 + (move & 16383)];
    return score + (history > 0 ? (31 - Math.clz32(history)) * 25 : 0);
  }

  /** Plays a move on the board (which keeps the hash). */
  private play(move: Move): void {
    this.board!.make(move);
  }

  private unplay(): void {
    this.board!.unmake();
  }
}

const HASH_SCORE = 1 << 30;
/** Moves picked one by one before the rest of a node's moves are sorted in one go. */
const PICKED = 3;
/** Above any quiet move, below a move that gains many pieces. */
const KILLER_SCORE = 4200;
