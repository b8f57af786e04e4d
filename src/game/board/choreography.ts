import { geometry, type MoveChange, type Position, type Side, type Square } from '../../core';
import type { AnimationSpeed } from '../base/settings';

/** How much of the normal duration each speed setting leaves: instant draws the end state at once. */
export const SPEED_FACTOR: Record<AnimationSpeed, number> = { normal: 1, fast: 0.4, instant: 0 };

/** Normal-speed durations in ms, tuned to read well without making anyone wait. */
export const TIMING = {
  clone: 220,
  jump: 320,
  flip: 200,
  /** Between neighbouring flips of a ripple. */
  flipGap: 55,
  fillStep: 70,
  /** The whole fill never takes longer than this, however many squares it has. */
  fillMax: 2400,
} as const;

/** When each part of a move's animation starts and how long it lasts, already scaled by speed. */
export interface MoveSchedule {
  readonly travel: number;
  /** Flips in ripple order with their start times. */
  readonly flips: readonly { readonly square: Square; readonly at: number }[];
  readonly flipDuration: number;
  readonly total: number;
}

/**
 * Flips ripple out from the landing square: they go round the ring, starting from the side the piece
 * came in from, so the colour change sweeps like a wave.
 */
export function moveSchedule(
  change: MoveChange,
  origin: Square,
  width: number,
  speed: AnimationSpeed,
): MoveSchedule {
  const factor = SPEED_FACTOR[speed];
  const travel = (change.vacated >= 0 ? TIMING.jump : TIMING.clone) * factor;
  const centre = position2d(change.placed, width);
  const from = position2d(origin, width);
  const base = Math.atan2(from.y - centre.y, from.x - centre.x);
  const angleOf = (square: Square): number => {
    const p = position2d(square, width);
    const angle = Math.atan2(p.y - centre.y, p.x - centre.x) - base;
    return ((angle % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  };
  const ordered = [...change.flipped].sort((a, b) => angleOf(a) - angleOf(b) || a - b);
  const flips = ordered.map((square, i) => ({ square, at: travel * 0.7 + i * TIMING.flipGap * factor }));
  const flipDuration = TIMING.flip * factor;
  const total = flips.length > 0 ? flips[flips.length - 1].at + flipDuration : travel;
  return { travel, flips, flipDuration, total };
}

/**
 * The order the arcade fill takes the empty squares: spreading out from the pieces of the side that gets
 * them (nearest first, by king steps over open squares), so the flood visibly comes from that side.
 * Squares that no path reaches come last, in board order.
 */
export function fillOrder(position: Position, squares: readonly Square[], side: Side): Square[] {
  const { cloneRing } = geometry(position.width, position.height);
  const distance = new Map<Square, number>();
  let frontier: Square[] = [];
  for (let square = 0; square < position.cells.length; square++) {
    if (position.cells[square] === side) frontier.push(square);
  }
  const wanted = new Set(squares);
  let step = 0;
  while (frontier.length > 0) {
    step++;
    const next: Square[] = [];
    for (const square of frontier) {
      for (const neighbour of cloneRing[square]) {
        if (!wanted.has(neighbour) || distance.has(neighbour)) continue;
        distance.set(neighbour, step);
        next.push(neighbour);
      }
    }
    frontier = next;
  }
  const far = Number.MAX_SAFE_INTEGER;
  return [...squares].sort((a, b) => (distance.get(a) ?? far) - (distance.get(b) ?? far) || a - b);
}

/** Start times of the fill, one square after another, squeezed to fit the maximum. */
export function fillTimes(count: number, speed: AnimationSpeed): { gap: number; duration: number } {
  const factor = SPEED_FACTOR[speed];
  const gap = count > 0 ? Math.min(TIMING.fillStep, TIMING.fillMax / count) * factor : 0;
  return { gap, duration: TIMING.flip * factor };
}

const position2d = (square: Square, width: number): { x: number; y: number } => ({
  x: square % width,
  y: Math.floor(square / width),
});
