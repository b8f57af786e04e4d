/** The engine: search, evaluation and the strength ladder. Pure: runs in Node, a worker and tests. */
export * from './types';
export { Searcher, WIN, WIN_BOUND, MAX_DEPTH, type SearchStyle, type SearcherOptions } from './search';
export { evaluate, FULL_EVAL, MATERIAL_EVAL, EvalScratch, type EvalWeights } from './evaluate';
export { greedyMove } from './greedy';
export { chooseMove, STRENGTHS, strengthOf, type Strength } from './strength';
export { warmBoard, warmEngine, warmEveryKind, WARM_BOARD_COUNT } from './warm';
