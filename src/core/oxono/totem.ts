/**
 * The totem's fallbacks in the players' words, the same rules the fast board (board.ts) generates moves
 * by: a totem with no empty neighbour is enclosed and jumps over the occupied run beside it, or
 * teleports to any empty square when no direction gives a landing; after the totem's move, a pawn with
 * no empty square beside the totem (the square it left counts as empty) goes on any empty square. The
 * game names these to the player (session/oxono/oxono-taps.ts) rather than deciding them itself.
 */
import { totemCell, type OxonoPosition, type SymbolName } from './position';
import { STEP } from './squares';

/** How a totem moves this turn: `slide` as a rook, or an enclosed totem's `jump` or `teleport`. */
export type TotemMoveKind = 'slide' | 'jump' | 'teleport';

/** The square a totem stands on. */
export const totemSquare = (position: OxonoPosition, symbol: SymbolName): number =>
  position.cells.indexOf(totemCell(symbol));

/** Whether no square beside the totem is empty: it cannot slide, so it jumps or teleports. */
export function isTotemEnclosed(position: OxonoPosition, symbol: SymbolName): boolean {
  const from = totemSquare(position, symbol);
  for (let direction = 0; direction < 4; direction++) {
    const next = STEP[from * 4 + direction];
    if (next >= 0 && position.cells[next] === '.') return false;
  }
  return true;
}

/** How the totem of `symbol` moves in this position (whether its player holds the symbol or not). */
export function totemMoveKind(position: OxonoPosition, symbol: SymbolName): TotemMoveKind {
  if (!isTotemEnclosed(position, symbol)) return 'slide';
  const from = totemSquare(position, symbol);
  for (let direction = 0; direction < 4; direction++) {
    let at = STEP[from * 4 + direction];
    if (at < 0) continue;
    while (at >= 0 && position.cells[at] !== '.') at = STEP[at * 4 + direction];
    if (at >= 0) return 'jump';
  }
  return 'teleport';
}

/**
 * Whether the pawn goes anywhere empty once the totem standing on `from` has gone to `to`: no square
 * beside `to` is empty (`from`, left by the totem, counts as empty).
 */
export function pawnGoesAnywhere(position: OxonoPosition, from: number, to: number): boolean {
  for (let direction = 0; direction < 4; direction++) {
    const at = STEP[to * 4 + direction];
    if (at >= 0 && (position.cells[at] === '.' || at === from)) return false;
  }
  return true;
}
