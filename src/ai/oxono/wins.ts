/**
 * Wins in one, found without generating moves: the squares where a player's pawn of a symbol would
 * complete a line come from the line masks by table lookup (a colour line, or a symbol line with either
 * colour's pawns), and such a square is a win only when that symbol's totem can land beside it (reach).
 * A totem's move never touches a line (it leaves a totem square and lands on an empty one), so the
 * winning squares do not depend on where it goes. The search asks this first at every node, for the
 * side to move (a win ends the search there) and, for ordering and evaluation, for the other side
 * (their threats: what they would win if it were their turn with the totems where they stand).
 */
import { NO_MOVE, moveOf, type OxonoBoard } from './board';
import {
  COMPLETES,
  EMPTY,
  NEIGHBOUR_COUNT,
  NEIGHBOURS,
  RAY_LENGTH,
  RAYS,
  SIZE,
  SQUARES,
  fileOf,
  rowOf,
} from './geometry';
import { isEnclosed, totemLandings } from './moves';

const candidates = new Int32Array(SQUARES);
/** Squares a free totem can slide to, marked with the current stamp. */
const reach = new Int32Array(SQUARES);
let stamp = 0;
/** An enclosed totem's landings (at most every square). */
const landings = new Int32Array(SQUARES);

/**
 * The squares where `colour`'s pawn of `symbol` would complete a line, into `out`; returns how many.
 * The symbol's totem square counts as empty (the totem leaves it first).
 */
export function winningSquares(board: OxonoBoard, colour: number, symbol: number, out: Int32Array): number {
  const totem = board.totems[symbol];
  const totemRow = rowOf(totem);
  const totemFile = fileOf(totem);
  const colourBase = colour * SIZE;
  const symbolBase = (2 + symbol) * SIZE;
  let count = 0;
  for (let row = 0; row < SIZE; row++) {
    let empty = ~board.occupiedRows[row] & 63;
    if (row === totemRow) empty |= 1 << totemFile;
    let bits = (COMPLETES[board.rows[colourBase + row]] | COMPLETES[board.rows[symbolBase + row]]) & empty;
    while (bits !== 0) {
      const low = bits & -bits;
      out[count++] = row * SIZE + (31 - Math.clz32(low));
      bits ^= low;
    }
  }
  for (let file = 0; file < SIZE; file++) {
    let empty = ~board.occupiedColumns[file] & 63;
    if (file === totemFile) empty |= 1 << totemRow;
    let bits =
      (COMPLETES[board.columns[colourBase + file]] | COMPLETES[board.columns[symbolBase + file]]) & empty;
    while (bits !== 0) {
      const low = bits & -bits;
      const square = (31 - Math.clz32(low)) * SIZE + file;
      bits ^= low;
      // A square that also completes a row is listed once.
      let seen = false;
      for (let i = 0; i < count; i++) if (out[i] === square) seen = true;
      if (!seen) out[count++] = square;
    }
  }
  return count;
}

/**
 * A move that wins at once for `colour` if it were their turn with the board as it is, or NO_MOVE.
 * For the side to move this is exact: when it says NO_MOVE, no legal move makes a line.
 */
export function findWin(board: OxonoBoard, colour: number): number {
  for (let symbol = 0; symbol < 2; symbol++) {
    if (board.reserves[colour * 2 + symbol] === 0) continue;
    const count = winningSquares(board, colour, symbol, candidates);
    if (count === 0) continue;
    const from = board.totems[symbol];
    const cells = board.cells;
    if (isEnclosed(cells, from)) {
      const win = enclosedWin(board, symbol, count);
      if (win !== NO_MOVE) return win;
      continue;
    }
    // A free totem slides, and a slide always leaves an empty square beside it (the one it came over,
    // or the one it left), so the pawn goes beside it: a winning square wins when a landing touches it.
    stamp++;
    for (let direction = 0; direction < 4; direction++) {
      const ray = (from * 4 + direction) * 5;
      const length = RAY_LENGTH[from * 4 + direction];
      for (let step = 0; step < length; step++) {
        const square = RAYS[ray + step];
        if (cells[square] !== 0) break;
        reach[square] = stamp;
      }
    }
    for (let i = 0; i < count; i++) {
      const square = candidates[i];
      const base = square * 4;
      for (let k = NEIGHBOUR_COUNT[square] - 1; k >= 0; k--) {
        const to = NEIGHBOURS[base + k];
        if (reach[to] === stamp) return moveOf(symbol, from, to, square);
      }
    }
  }
  return NO_MOVE;
}

/**
 * An enclosed totem's jumps and teleports are rare but, late in a game, its teleport lands anywhere:
 * walk its landings and look for a winning square beside each (or anywhere, where the landing has no
 * empty neighbour), without listing every pawn square of every landing. The win found is the one
 * totemMoves' order would give first.
 */
function enclosedWin(board: OxonoBoard, symbol: number, count: number): number {
  const cells = board.cells;
  const from = board.totems[symbol];
  const end = totemLandings(cells, from, landings, 0);
  for (let i = 0; i < end; i++) {
    const to = landings[i];
    const base = to * 4;
    let free = false;
    for (let k = NEIGHBOUR_COUNT[to] - 1; k >= 0; k--) {
      const square = NEIGHBOURS[base + k];
      if (cells[square] !== EMPTY && square !== from) continue;
      free = true;
      for (let c = 0; c < count; c++) if (candidates[c] === square) return moveOf(symbol, from, to, square);
    }
    if (free) continue;
    // No empty square beside the landing: the pawn goes anywhere, and the lowest winning square is first.
    let lowest = SQUARES;
    for (let c = 0; c < count; c++) {
      const square = candidates[c];
      if (square !== to && square < lowest) lowest = square;
    }
    if (lowest < SQUARES) return moveOf(symbol, from, to, lowest);
  }
  return NO_MOVE;
}
