import type { EvalWeights } from './evaluate';

/** How the ladder weakens the search; the defaults are full strength. */
export interface SearchStyle {
  readonly weights?: EvalWeights;
  /**
   * Late-move reductions and reverse futility pruning: deeper for the same time, at a small risk of
   * missing a quiet resource.
   */
  readonly reductions?: boolean;
  /** At the last ply, skip jumps that flip at most one piece once a move is searched: they rarely matter. */
  readonly jumpPruning?: boolean;
  /** The transposition table; off only to prove it changes no result. */
  readonly table?: boolean;
}

export interface SearcherOptions {
  readonly hashMb?: number;
}
