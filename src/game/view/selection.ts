import {
  cloneMove,
  geometry,
  isClone,
  isJump,
  jumpMove,
  moveFrom,
  moveTo,
  type Move,
  type Position,
  type Square,
} from '../../core';

/** Where the selected piece may go: clone squares and jump squares, drawn differently. */
export interface Targets {
  readonly clone: readonly Square[];
  readonly jump: readonly Square[];
}

export const NO_TARGETS: Targets = { clone: [], jump: [] };

/** The targets of the piece on `from`, out of the legal moves core gave us. */
export function targetsFrom(position: Position, moves: readonly Move[], from: Square): Targets {
  const ring = new Set(geometry(position.width, position.height).cloneRing[from]);
  const clone: Square[] = [];
  const jump: Square[] = [];
  for (const move of moves) {
    if (isClone(move) && ring.has(moveTo(move))) clone.push(moveTo(move));
    else if (isJump(move) && moveFrom(move) === from) jump.push(moveTo(move));
  }
  return { clone, jump };
}

/** What a tap on the board means, given what is selected; the scene carries it out. */
export type TapIntent =
  | { readonly kind: 'select'; readonly square: Square; readonly targets: Targets }
  | { readonly kind: 'deselect' }
  | { readonly kind: 'move'; readonly move: Move; readonly from: Square }
  | { readonly kind: 'illegal'; readonly square: Square }
  | { readonly kind: 'none' };

/**
 * Turns a tap on `square` (null: off the board) into an intent. `moves` are the legal moves of the side
 * to move, from core; the player may only pick up pieces of that side.
 */
export function tapIntent(
  position: Position,
  moves: readonly Move[],
  selected: Square | null,
  square: Square | null,
): TapIntent {
  if (selected !== null && square !== null) {
    const targets = targetsFrom(position, moves, selected);
    if (targets.clone.includes(square)) return { kind: 'move', move: cloneMove(square), from: selected };
    if (targets.jump.includes(square))
      return { kind: 'move', move: jumpMove(selected, square), from: selected };
  }
  if (square === null) return selected === null ? { kind: 'none' } : { kind: 'deselect' };
  if (square === selected) return { kind: 'deselect' };
  const cell = position.cells[square];
  if (cell === position.turn) {
    const targets = targetsFrom(position, moves, square);
    if (targets.clone.length + targets.jump.length === 0) return { kind: 'illegal', square };
    return { kind: 'select', square, targets };
  }
  if (cell === 'x' || cell === 'o') return { kind: 'illegal', square };
  return selected === null ? { kind: 'none' } : { kind: 'deselect' };
}

/**
 * The piece a clone buds out of, for the animation: the selected piece when it touches the landing
 * square, else the first neighbour of the mover's colour in board order.
 */
export function cloneSource(before: Position, to: Square, preferred: Square | null = null): Square {
  const ring = geometry(before.width, before.height).cloneRing[to];
  if (preferred !== null && ring.includes(preferred) && before.cells[preferred] === before.turn)
    return preferred;
  return ring.find((square) => before.cells[square] === before.turn) ?? to;
}
