/**
 * A check of the top search's move by threat-space searches (threats.ts), inside the same budget: the
 * full search runs on its share of the nodes (and of the clock, when a tool gives one), then its move
 * is checked for a forced win of the opponent's by threats, and when it has one the next moves in the
 * search's order are checked, until one holds or the budget ends (a check cut short counts as holding:
 * it found nothing). Everything is counted, so a seed replays a game.
 *
 * Why it exists, and why it is off (search.ts's FULL_STYLE; the players' `/space` switch turns it on):
 * the games lost to the plain depth-5 search were lost on 3,000–15,000 nodes a move, by moves into
 * forced wins 7–15 plies deep, and the threat search finds most of the shallow ones in a few hundred
 * nodes. But those positions have 7–22 moves of which only 1–4 hold, and the moves it falls back to
 * lose too, deeper: given 20 times the budget for its checks it saved 3 of the first 21 such
 * positions. Against the field (`oxono:field`, 200 games) it scored 73.5% at `--time nodes:1.5` where
 * the search alone scores 74.5%, 95.0% and 94.0% at 100 ms a move in runs beside which the search
 * alone scored 96.5% and 97.0%, and 95.5% at a fixed 150,000 nodes (`ai:match --b plain5 --nodes
 * 150000`) where the search alone scores 95.0%.
 */
import { ALL_PAWNS, NO_MOVE, type OxonoBoard } from './board';
import type { OxonoLimits, OxonoSearchResult } from './search';
import type { ThreatSearch } from './threats';

/** How deep a check looks, in plies. */
const CHECK_PLIES = 13;
/** The full search's share of the budget; the checks have the rest. */
const SEARCH_SHARE = 0.8;
/** The most root moves checked. */
const MOST_CHECKED = 8;

/** The full search's answer and its root moves, best first. */
export interface RootSearch {
  readonly result: OxonoSearchResult;
  readonly order: Int32Array;
}

/**
 * The full search's move (`deepen` on its share of the limits) unless the opponent has a forced win by
 * threats after it; `forced`: scores at or beyond it are results the full search proved itself.
 */
export function guardedSearch(
  board: OxonoBoard,
  limits: OxonoLimits,
  threats: ThreatSearch,
  deepen: (limits: OxonoLimits) => RootSearch,
  forced: number,
): OxonoSearchResult {
  const began = Date.now();
  const total = limits.nodes ?? Infinity;
  const { result, order } = deepen({
    ...limits,
    nodes: limits.nodes === undefined ? undefined : Math.max(1, Math.floor(total * SEARCH_SHARE)),
    timeMs: limits.timeMs === undefined ? undefined : Math.max(1, limits.timeMs * SEARCH_SHARE),
  });
  if (Math.abs(result.score) >= forced) return result;
  const deadline = limits.timeMs === undefined ? Infinity : began + limits.timeMs;
  let used = result.nodes;
  let chosen = result.move;
  const checked = Math.min(order.length, MOST_CHECKED);
  for (let i = 0; i < checked; i++) {
    const move = order[i];
    chosen = move;
    if (used >= total || Date.now() >= deadline) break;
    if (limits.stop !== undefined && Atomics.load(limits.stop, 0) !== 0) break;
    board.make(move);
    const answer =
      board.placed < ALL_PAWNS && threats.forcedWin(board, CHECK_PLIES, { nodes: total - used, deadline });
    board.unmake(move);
    if (answer === false) break;
    used += answer.nodes;
    if (answer.move === undefined || answer.move === NO_MOVE) break;
    // Every move checked loses: the full search's choice stands.
    if (i === checked - 1) chosen = result.move;
  }
  return { ...result, move: chosen, nodes: used };
}
