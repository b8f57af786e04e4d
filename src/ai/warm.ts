import { parseFen, type Position, type Ruleset } from '../core';
import { Searcher } from './search';

/**
 * Boards that between them run every hot path: both rule sets, the smallest and largest sizes in
 * play, blocked squares, an open middle game and a near-full board with sealed regions (the flood).
 */
const WARM_BOARDS: readonly (readonly [string, Ruleset])[] = [
  ['x5o/7/7/7/7/7/o5x x 0 1', 'classic'],
  ['x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1', 'arcade'],
  ['x7o/9/9/9/9/9/9/9/o7x x 0 1', 'arcade'],
  ['xxo1oxo/xoox1xo/2xo3/3xx2/o2o1x1/3ox2/o2x2x o 0 14', 'classic'],
  ['x1--2o/2--3/2--3/2--3/2--3/2--3/2--3 x 0 1', 'arcade'],
  // A lone piece among three: lines that take every piece of a side, so stored wins are met too.
  ['x6/7/2o4/7/4x2/7/6x o 0 1', 'classic'],
];

/** How many warm-up boards there are: `warmBoard` takes an index below this. */
export const WARM_BOARD_COUNT = WARM_BOARDS.length;

/**
 * Runs short searches on a throwaway Searcher so the JIT has compiled the engine's hot paths before
 * the first real search: called when a worker or the UAI engine starts, so the first reply does not pay
 * for a cold start. Touches no other Searcher (tables and history are per Searcher), so it changes no
 * answer. Returns the nodes searched.
 */
export function warmEngine(nodes = 25_000): number {
  let searched = warmEveryKind(Math.floor(nodes / 5));
  const each = Math.max(1, Math.floor((nodes - searched) / WARM_BOARDS.length));
  for (let index = 0; index < WARM_BOARDS.length; index++) searched += warmBoard(index, each);
  return searched;
}

/** How many times `warmEveryKind` goes round the warm-up boards. */
const KIND_ROUNDS = 2;

/**
 * The start of every warm-up: short searches of about `nodes` in all (10,000: a few milliseconds), on
 * the warm-up boards in turn, so that when the JIT first optimises the search it has seen both
 * bit-layout kinds (layout.ts: the small boards' two words, the wide boards' three) and compiles both
 * paths. Warmed on one kind alone, the search was compiled for it and recompiled when the other kind
 * came, with that kind's calls left cold (not inlined): the UAI engine searched 9×9 at 2.25 M nodes a
 * second after its 7×7-first warm-up, 3.40 M after this one, and 7×7 as fast as before (3.1 M).
 * Returns the nodes searched.
 */
export function warmEveryKind(nodes = 10_000): number {
  const each = Math.max(1, Math.floor(nodes / (KIND_ROUNDS * WARM_BOARDS.length)));
  let searched = 0;
  for (let round = 0; round < KIND_ROUNDS; round++)
    for (let index = 0; index < WARM_BOARDS.length; index++) searched += warmBoard(index, each);
  return searched;
}

/**
 * One warm-up search of `nodes` on one of the boards, with the limits a real search has (a deadline,
 * an info callback) so their paths are compiled too. Searches deep enough to reach the deeper code
 * (reductions, re-searches, cut-offs on stored bounds: about 60,000 nodes a board) leave the first real
 * search with far fewer deoptimisations than many shallow ones (`go movetime 1000` from the start
 * reached depth 10 at 0.37 s instead of 0.46 s after the same 0.3 s of warm-up).
 */
export function warmBoard(index: number, nodes: number): number {
  const [fen, rules] = WARM_BOARDS[index % WARM_BOARDS.length];
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(`warmEngine: ${parsed.error}`);
  const position: Position = parsed.value;
  const searcher = new Searcher({ hashMb: 1 });
  const limits = { nodes, timeMs: 60_000, spendAll: true, stop: NEVER_STOP };
  return searcher.search(position, rules, limits, () => {}).nodes;
}

/**
 * The warm-up's stop flag, never raised: the UAI engine's searches can be stopped and read their
 * flag every 1,024 nodes. A warm-up without one left that read unseen, so the first real search threw
 * the optimised search away at its first check and ran unoptimised while V8 compiled it again (its
 * --trace-deopt: "insufficient type feedback" in checkStop): the first `go movetime 100` searched
 * 1.83 M nodes a second, 2.30 M with this flag (medians of 8 fresh engines). Shared memory where the
 * host has it, as the UAI engine's flag is.
 */
const NEVER_STOP = new Int32Array(
  typeof SharedArrayBuffer === 'function' ? new SharedArrayBuffer(4) : new ArrayBuffer(4),
);
