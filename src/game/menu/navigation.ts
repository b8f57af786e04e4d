/**
 * Where keyboard focus goes next on a menu screen. Pure geometry over the centres of the focusable
 * widgets, so lists, grids and mixed layouts all work with the arrow keys without per-screen wiring.
 */
export type Direction = 'up' | 'down' | 'left' | 'right';

export interface Spot {
  readonly x: number;
  readonly y: number;
}

const AXIS: Record<Direction, { dx: number; dy: number }> = {
  up: { dx: 0, dy: -1 },
  down: { dx: 0, dy: 1 },
  left: { dx: -1, dy: 0 },
  right: { dx: 1, dy: 0 },
};

/**
 * The spot nearest to `from` in `direction`, preferring those straight ahead over those off to the
 * side; when none lies that way, wraps to the farthest spot on the opposite side along the same line,
 * so a list loops top to bottom. Returns `from` when it is the only spot.
 */
export function nextSpot(spots: readonly Spot[], from: number, direction: Direction): number {
  if (spots.length === 0) return -1;
  if (from < 0 || from >= spots.length) return 0;
  const { dx, dy } = AXIS[direction];
  const origin = spots[from];
  let best = -1;
  let bestCost = Infinity;
  for (let i = 0; i < spots.length; i++) {
    if (i === from) continue;
    const ahead = (spots[i].x - origin.x) * dx + (spots[i].y - origin.y) * dy;
    if (ahead <= 0.5) continue;
    const aside = Math.abs((spots[i].x - origin.x) * dy + (spots[i].y - origin.y) * dx);
    // Sideways distance costs more than forward distance, so a grid moves along its rows and columns.
    const cost = ahead + aside * 3;
    if (cost < bestCost) {
      bestCost = cost;
      best = i;
    }
  }
  if (best >= 0) return best;
  // Nothing ahead: wrap to the spot farthest behind, nearest to the same line.
  let wrapCost = Infinity;
  for (let i = 0; i < spots.length; i++) {
    if (i === from) continue;
    const behind = (origin.x - spots[i].x) * dx + (origin.y - spots[i].y) * dy;
    if (behind <= 0.5) continue;
    const aside = Math.abs((spots[i].x - origin.x) * dy + (spots[i].y - origin.y) * dx);
    const cost = aside * 3 - behind;
    if (cost < wrapCost) {
      wrapCost = cost;
      best = i;
    }
  }
  return best >= 0 ? best : from;
}

/** Tab order: the next (or previous) index, looping. */
export const tabSpot = (count: number, from: number, backwards: boolean): number =>
  count === 0 ? -1 : (from + (backwards ? -1 : 1) + count) % count;
