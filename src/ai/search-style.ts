import type { EvalWeights } from './evaluate';

/** How the ladder weakens the search; the defaults are full strength. */
export interface SearchStyle {
  readonly weights?: EvalWeights;
  /**
   * Late-move reductions and reverse futility pruning: deeper for the same time, at a small risk of
   * missing a quiet resource.
   */
  readonly reductions?: boolean;
  /**
   * Near the leaves, once a move is searched, skip the jumps that gain little: at the last ply those
   * that flip at most one piece, a ply before it those that flip none. They rarely matter.
   */
  readonly jumpPruning?: boolean;
  /**
   * Late-move pruning: near the leaves, a node expected to fail high stops after its first few moves
   * and the strong ones (see search.ts); with `reductions` only. The full engine's (strength 10 and
   * UAI); the ladder below searches without it, so its rungs keep the spacing measured for them.
   */
  readonly latePruning?: boolean;
  /**
   * ProbCut: far from the leaves, a node whose shallow search clears beta by a margin stops there
   * (see search.ts); with `reductions` only. Like late-move pruning, the full engine's alone.
   */
  readonly probCut?: boolean;
  /** The transposition table; off only to prove it changes no result. */
  readonly table?: boolean;
}

export interface SearcherOptions {
  readonly hashMb?: number;
}
