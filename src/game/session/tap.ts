import {
  cloneMove,
  jumpMove,
  targetsOf,
  type Move,
  type Position,
  type Square,
  type Targets,
} from '../../core';

/** What a tap on the board means, given what is selected; the session carries it out. */
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
    const targets = targetsOf(position, moves, selected);
    if (targets.clone.includes(square)) return { kind: 'move', move: cloneMove(square), from: selected };
    if (targets.jump.includes(square))
      return { kind: 'move', move: jumpMove(selected, square), from: selected };
  }
  if (square === null) return selected === null ? { kind: 'none' } : { kind: 'deselect' };
  if (square === selected) return { kind: 'deselect' };
  const cell = position.cells[square];
  if (cell === position.turn) {
    const targets = targetsOf(position, moves, square);
    if (targets.clone.length + targets.jump.length === 0) return { kind: 'illegal', square };
    return { kind: 'select', square, targets };
  }
  if (cell === 'x' || cell === 'o') return { kind: 'illegal', square };
  return selected === null ? { kind: 'none' } : { kind: 'deselect' };
}
