/**
 * A core Position in the fast engine's words (layout.ts): the x pieces, the o pieces and the open
 * squares (on the board and not blocked), three words each, with the side to move and the clocks.
 */
import type { Move, Position } from '../../core';
import { bitLayout, type BitLayout } from './layout';

export interface BitPosition {
  readonly layout: BitLayout;
  /** x pieces, words 0–2. */
  readonly x: Int32Array;
  /** o pieces, words 0–2. */
  readonly o: Int32Array;
  /** Squares that are on the board and not blocked, words 0–2. */
  readonly open: Int32Array;
  /** 0 for x, 1 for o. */
  readonly turn: number;
  readonly halfmoves: number;
}

/** The position's words, in the small layout kind where it fits, unless `wide` asks for the wide. */
export function toBits(position: Position, wide = false): BitPosition {
  const layout = bitLayout(position.width, position.height, wide);
  const x = new Int32Array(3);
  const o = new Int32Array(3);
  const open = new Int32Array(3);
  for (let square = 0; square < position.cells.length; square++) {
    const index = layout.indexOf[square];
    const bit = 1 << (index & 31);
    const word = index >> 5;
    const cell = position.cells[square];
    if (cell !== '-') open[word] |= bit;
    if (cell === 'x') x[word] |= bit;
    else if (cell === 'o') o[word] |= bit;
  }
  const turn = position.turn === 'x' ? 0 : 1;
  return { layout, x, o, open, turn, halfmoves: position.halfmoves };
}

/**
 * The engine's moves name squares by index: a clone is `to`, a jump `(from + 1) * 128 + to`, as core's
 * moves do with core squares. These translate between the two (a pass, -1, stays itself).
 */
export function coreMove(move: number, layout: BitLayout): Move {
  if (move < 0) return move;
  const to = layout.squareOf[move & 127];
  return move >= 128 ? ((layout.squareOf[(move >> 7) - 1] + 1) << 7) | to : to;
}

export function bitMove(move: Move, layout: BitLayout): number {
  if (move < 0) return move;
  const to = layout.indexOf[move & 127];
  return move >= 128 ? ((layout.indexOf[(move >> 7) - 1] + 1) << 7) | to : to;
}
