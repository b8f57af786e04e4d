import { geometry } from './geometry';
import { isClone, isJump, moveFrom, moveTo, type Move } from './move';
import type { Position } from './position';
import type { Square } from './geometry';

/** Where the piece on a square may go: clone squares and jump squares, which players must tell apart. */
export interface Targets {
  readonly clone: readonly Square[];
  readonly jump: readonly Square[];
}

export const NO_TARGETS: Targets = { clone: [], jump: [] };

/** The targets of the piece on `from`, out of the side to move's legal moves. */
export function targetsOf(position: Position, moves: readonly Move[], from: Square): Targets {
  const ring = new Set(geometry(position.width, position.height).cloneRing[from]);
  const clone: Square[] = [];
  const jump: Square[] = [];
  for (const move of moves) {
    if (isClone(move) && ring.has(moveTo(move))) clone.push(moveTo(move));
    else if (isJump(move) && moveFrom(move) === from) jump.push(moveTo(move));
  }
  return { clone, jump };
}

/**
 * The piece a clone buds out of. A clone is named by its landing square alone, so any piece of the mover
 * touching it could be the parent: the `preferred` one when it qualifies, else the first in board order.
 */
export function cloneSource(before: Position, to: Square, preferred: Square | null = null): Square {
  const ring = geometry(before.width, before.height).cloneRing[to];
  if (preferred !== null && ring.includes(preferred) && before.cells[preferred] === before.turn)
    return preferred;
  return ring.find((square) => before.cells[square] === before.turn) ?? to;
}
