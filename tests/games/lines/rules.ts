/**
 * Lines, a game only the tests and the test build know, built to look like Oxono to the club's
 * machinery (issue 46): a move is two squares with a space (`b1 d4`: a piece on b1, then the shared
 * marker to d4), each side has a reserve of pieces kept in the position text, three of a side's pieces
 * in a row (across, up or diagonally) win, and there is no pass: a side that has no piece left or no room
 * for a piece and the marker ends the game, drawn. The marker's square takes no piece, so where a side
 * puts it is the square its opponent cannot use next.
 *
 * Position text: the 4×4 board from rank 4 down to rank 1 (`x`, `o`, `.`, the marker `*`), the side to
 * move, and the reserves of x and o: `..../..../.*../.... x 6 6`.
 */
import type { GameEnd, GameRules } from '../../../src/core/contract';
import { err, ok, type Result } from '../../../src/core/result';
import { opponentOf, type Side } from '../../../src/core/side';

/** Lines' name in the registries (a constant, so the engine names it without reading `lines`). */
export const LINES = 'lines';
export const SIZE = 4;
const SQUARES = SIZE * SIZE;
const FILES = 'abcd';

/** A square's piece, or null when it has none (the marker's square has none). */
export type Cell = Side | null;

export interface LinesPosition {
  /** Rank 1 first, a1 to d1, then a2…: index `rank * 4 + file`. */
  readonly cells: readonly Cell[];
  /** The square the shared marker stands on. */
  readonly marker: number;
  readonly turn: Side;
  /** Pieces each side has left to place. */
  readonly reserves: { readonly x: number; readonly o: number };
}

/** A piece placed on `piece`, then the marker moved to `marker`. */
export interface LinesMove {
  readonly piece: number;
  readonly marker: number;
}

/** Every three squares in a row, across, up and along both diagonals. */
function rowsOfThree(): number[][] {
  const found: number[][] = [];
  const at = (file: number, rank: number): number | null =>
    file >= 0 && file < SIZE && rank >= 0 && rank < SIZE ? rank * SIZE + file : null;
  for (let rank = 0; rank < SIZE; rank++)
    for (let file = 0; file < SIZE; file++)
      for (const [df, dr] of [
        [1, 0],
        [0, 1],
        [1, 1],
        [1, -1],
      ]) {
        const squares = [0, 1, 2].map((step) => at(file + df * step, rank + dr * step));
        if (squares.every((square) => square !== null)) found.push(squares as number[]);
      }
  return found;
}
// Pure, so a build that never registers Lines (the shipped game, through the test hook) drops it all.
const ROWS_OF_THREE: readonly (readonly number[])[] = /* @__PURE__ */ rowsOfThree();

export const squareName = (square: number): string =>
  `${FILES[square % SIZE]}${Math.floor(square / SIZE) + 1}`;

function readSquare(text: string): Result<number> {
  const read = /^([a-d])([1-4])$/.exec(text);
  if (!read) return err(`"${text}" is not a square of the 4×4 board (a1 to d4)`);
  return ok((Number(read[2]) - 1) * SIZE + FILES.indexOf(read[1]));
}

/** The side with three in a row, or null. */
function lineOf(cells: readonly Cell[]): Side | null {
  for (const [a, b, c] of ROWS_OF_THREE)
    if (cells[a] && cells[a] === cells[b] && cells[a] === cells[c]) return cells[a];
  return null;
}

function readBoard(text: string): Result<{ cells: Cell[]; marker: number }> {
  const rows = text.split('/');
  if (rows.length !== SIZE) return err(`the board has ${rows.length} rows, not ${SIZE}`);
  const cells: Cell[] = new Array<Cell>(SQUARES).fill(null);
  const markers: number[] = [];
  for (const [index, row] of rows.entries()) {
    const rank = SIZE - 1 - index;
    if (row.length !== SIZE) return err(`rank ${rank + 1} ("${row}") has ${row.length} squares, not ${SIZE}`);
    for (const [file, symbol] of [...row].entries()) {
      const square = rank * SIZE + file;
      if (symbol === 'x' || symbol === 'o') cells[square] = symbol;
      else if (symbol === '*') markers.push(square);
      else if (symbol !== '.') return err(`rank ${rank + 1}: "${symbol}" is not x, o, . or *`);
    }
  }
  if (markers.length !== 1) return err(`the board has ${markers.length} markers, not 1`);
  return ok({ cells, marker: markers[0] });
}

function readReserve(side: Side, text: string): Result<number> {
  return /^\d{1,2}$/.test(text)
    ? ok(Number(text))
    : err(`${side}'s reserve "${text}" is not a number of pieces`);
}

function positionText(state: LinesPosition): string {
  const rows: string[] = [];
  for (let rank = SIZE - 1; rank >= 0; rank--) {
    let row = '';
    for (let file = 0; file < SIZE; file++) {
      const square = rank * SIZE + file;
      row += square === state.marker ? '*' : (state.cells[square] ?? '.');
    }
    rows.push(row);
  }
  return `${rows.join('/')} ${state.turn} ${state.reserves.x} ${state.reserves.o}`;
}

const moveText = (move: LinesMove): string => `${squareName(move.piece)} ${squareName(move.marker)}`;

function legalMoves(state: LinesPosition): LinesMove[] {
  if (lineOf(state.cells) || state.reserves[state.turn] === 0) return [];
  const moves: LinesMove[] = [];
  for (let piece = 0; piece < SQUARES; piece++) {
    if (state.cells[piece] || piece === state.marker) continue;
    for (let marker = 0; marker < SQUARES; marker++)
      if (!state.cells[marker] && marker !== piece && marker !== state.marker) moves.push({ piece, marker });
  }
  return moves;
}

function outcome(state: LinesPosition): GameEnd | null {
  const winner = lineOf(state.cells);
  if (winner) return { winner, reason: 'line' };
  if (state.reserves[state.turn] === 0) return { winner: null, reason: 'reserves-out' };
  if (legalMoves(state).length === 0) return { winner: null, reason: 'board-full' };
  return null;
}

// The object names no `lines` inside it: a self-reference would keep it in a build that never uses it.
export const lines: GameRules<LinesPosition, LinesMove> = {
  name: LINES,
  variants: ['standard'],
  // Six pieces each: a game is at most six moves a side.
  movesPerSide: 6,

  startText: () => '..../..../.*../.... x 6 6',

  readPosition(text, variant) {
    if (variant !== 'standard') return err(`variant "${variant}": Lines plays standard`);
    const fields = text.trim().split(/\s+/);
    if (fields.length !== 4) return err(`"${text}" is not "<board> <x|o> <x's reserve> <o's reserve>"`);
    const [boardText, turn, xText, oText] = fields;
    const board = readBoard(boardText);
    if (!board.ok) return board;
    if (turn !== 'x' && turn !== 'o') return err(`the side to move "${turn}" is not x or o`);
    const x = readReserve('x', xText);
    if (!x.ok) return x;
    const o = readReserve('o', oText);
    if (!o.ok) return o;
    const position = { ...board.value, turn: turn as Side, reserves: { x: x.value, o: o.value } };
    // The game stops at the first line, so only the side that just moved can have one.
    const winner = lineOf(position.cells);
    if (winner === position.turn) return err(`${winner} has a line but is to move: the game ended before`);
    return ok(position);
  },

  positionText,

  variantOf: () => 'standard',

  readMove(_state, text) {
    const parts = text.split(' ');
    if (parts.length !== 2) return err(`"${text}" is not "<piece square> <marker square>", as in "b1 d4"`);
    const piece = readSquare(parts[0]);
    if (!piece.ok) return piece;
    const marker = readSquare(parts[1]);
    if (!marker.ok) return marker;
    return ok({ piece: piece.value, marker: marker.value });
  },

  moveText: (_state, move) => moveText(move),

  legalMoves,

  play(state, move) {
    const text = moveText(move);
    if (outcome(state)) return err(`${text}: the game is over`);
    const { piece, marker } = move;
    if (state.cells[piece]) return err(`${text}: ${squareName(piece)} holds a piece`);
    if (piece === state.marker) return err(`${text}: the marker stands on ${squareName(piece)}`);
    if (marker === piece) return err(`${text}: the marker cannot go where the piece went`);
    if (state.cells[marker]) return err(`${text}: ${squareName(marker)} holds a piece`);
    if (marker === state.marker) return err(`${text}: the marker must leave ${squareName(marker)}`);
    const cells = [...state.cells];
    cells[piece] = state.turn;
    const reserves = { ...state.reserves, [state.turn]: state.reserves[state.turn] - 1 };
    return ok({ cells, marker, turn: opponentOf(state.turn), reserves });
  },

  // No pass and no move without a choice: a side with no move ends the game (outcome).
  forcedMove: () => null,

  turn: (state) => state.turn,

  outcome,

  key: positionText,
};
