/**
 * Between core's Oxono (plain positions, its move numbers and text) and the engine's board. Core reads
 * and checks every text (its parser names the row, column or field that is wrong); the engine only
 * loads what core accepted, and turns its moves back into core's. Both number squares in text order.
 */
import { oxonoMove, type OxonoMove } from '../../core/oxono/move';
import type { OxonoPosition } from '../../core/oxono/position';
import { BLACK, moveOf, movePawn, moveSymbol, moveTo, OxonoBoard, PINK } from './board';
import { EMPTY, SQUARES, TOTEM } from './geometry';

const CONTENT: Readonly<Record<string, number>> = {
  '.': EMPTY,
  x: 1,
  o: 2,
  X: 3,
  O: 4,
  '*': TOTEM,
  '@': TOTEM + 1,
};

/** The engine's board for a position core has read. */
export function boardOf(position: OxonoPosition): OxonoBoard {
  const cells = new Int8Array(SQUARES);
  for (let square = 0; square < SQUARES; square++) cells[square] = CONTENT[position.cells[square]];
  return new OxonoBoard({ cells, side: position.turn === 'pink' ? PINK : BLACK });
}

/** Core's move for an engine move. */
export const coreMove = (move: number): OxonoMove =>
  oxonoMove(moveSymbol(move), moveTo(move), movePawn(move));

/** The engine's move for core's move on this board (the totem leaves its square). */
export const engineMove = (board: OxonoBoard, move: OxonoMove): number => {
  const symbol = (move >> 12) & 1;
  return moveOf(symbol, board.totems[symbol], (move >> 6) & 63, move & 63);
};
