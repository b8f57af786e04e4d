/**
 * Share codes: a whole board — size, blocked squares, starting pieces, the ending and the opponent —
 * in a short, URL-safe text (`?board=<code>`), at most 34 characters for a 9×9 board.
 *
 * The code is a bit stream written six bits to a base64url character, lowest bit first:
 * version (3 bits), width − 4 and height − 4 (3 bits each), the ending (1 bit: 0 arcade, 1 classic),
 * the opponent (4 bits: 0 for two players on one device, else the computer's strength 1–10), every
 * square row by row (2 bits: empty, blocked, x, o), then a CRC-16 of all of that (16 bits), and zero
 * padding to the last character. A CRC-16 catches every change of up to 16 bits in a row, so any one
 * mistyped or swapped character is refused, never read as another board.
 */
import { isSupportedSize, MAX_SIZE, MIN_SIZE } from './geometry';
import type { Cell, Position } from './position';
import { err, ok, type Result } from './result';
import type { Ruleset } from './rules';

export const BOARD_CODE_VERSION = 1;

/** A board as a share code carries it: the player (x) moves first. */
export interface SharedBoard {
  readonly start: Position;
  readonly rules: Ruleset;
  /** The computer's strength, or null for two players on one device. */
  readonly opponent: number | null;
}

/** Why a code could not be read; `boardCodeProblemText` words it in English. */
export type BoardCodeProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'character'; readonly at: number; readonly character: string }
  | { readonly kind: 'length'; readonly expected: number; readonly got: number }
  | { readonly kind: 'version'; readonly version: number }
  | { readonly kind: 'opponent'; readonly value: number }
  | { readonly kind: 'damaged' };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const CELLS: readonly Cell[] = ['.', '-', 'x', 'o'];
const HEADER_BITS = 3 + 3 + 3 + 1 + 4;
const CHECK_BITS = 16;

/** How many characters the code of a width × height board has. */
export function codeLength(width: number, height: number): number {
  return Math.ceil((HEADER_BITS + 2 * width * height + CHECK_BITS) / 6);
}

/** The longest code any board makes (a 9×9 board). */
export const MAX_BOARD_CODE_LENGTH = codeLength(MAX_SIZE, MAX_SIZE);

/** CRC-16/CCITT (polynomial 0x1021, start 0xFFFF) of a bit list, bit by bit. */
function crc16(bits: readonly number[]): number {
  let crc = 0xffff;
  for (const bit of bits) {
    const feedback = ((crc >> 15) & 1) ^ bit;
    crc = (crc << 1) & 0xffff;
    if (feedback) crc ^= 0x1021;
  }
  return crc;
}

const push = (bits: number[], value: number, count: number): void => {
  for (let i = 0; i < count; i++) bits.push((value >> i) & 1);
};

const read = (bits: readonly number[], from: number, count: number): number => {
  let value = 0;
  for (let i = 0; i < count; i++) value |= bits[from + i] << i;
  return value;
};

/** The share code of a board. Throws on a board no code can carry (only a bug could make one). */
export function encodeBoard(board: SharedBoard): string {
  const { width, height, cells } = board.start;
  if (!isSupportedSize(width, height)) throw new Error(`board code: ${width}×${height} is not a board size`);
  const opponent = board.opponent ?? 0;
  if (!Number.isInteger(opponent) || opponent < 0 || opponent > 10)
    throw new Error(`board code: opponent ${board.opponent} is not a strength`);
  const bits: number[] = [];
  push(bits, BOARD_CODE_VERSION, 3);
  push(bits, width - MIN_SIZE, 3);
  push(bits, height - MIN_SIZE, 3);
  push(bits, board.rules === 'classic' ? 1 : 0, 1);
  push(bits, opponent, 4);
  for (const cell of cells) push(bits, CELLS.indexOf(cell as Cell), 2);
  push(bits, crc16(bits), CHECK_BITS);
  while (bits.length % 6 !== 0) bits.push(0);
  let code = '';
  for (let at = 0; at < bits.length; at += 6) code += ALPHABET[read(bits, at, 6)];
  return code;
}

/** Reads a share code back into its board, or says precisely why it cannot. */
export function decodeBoard(code: string): Result<SharedBoard, BoardCodeProblem> {
  const text = code.trim();
  if (text === '') return err({ kind: 'empty' });
  const bits: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const value = ALPHABET.indexOf(text[i]);
    if (value < 0) return err({ kind: 'character', at: i + 1, character: text[i] });
    push(bits, value, 6);
  }
  if (bits.length < HEADER_BITS)
    return err({ kind: 'length', expected: codeLength(MIN_SIZE, MIN_SIZE), got: text.length });
  const version = read(bits, 0, 3);
  if (version !== BOARD_CODE_VERSION) return err({ kind: 'version', version });
  const width = read(bits, 3, 3) + MIN_SIZE;
  const height = read(bits, 6, 3) + MIN_SIZE;
  // A changed size character reads as a board of another size, so its length gives it away.
  if (!isSupportedSize(width, height)) return err({ kind: 'damaged' });
  const expected = codeLength(width, height);
  if (text.length !== expected) return err({ kind: 'length', expected, got: text.length });
  const body = HEADER_BITS + 2 * width * height;
  if (
    crc16(bits.slice(0, body)) !== read(bits, body, CHECK_BITS) ||
    bits.slice(body + CHECK_BITS).some((bit) => bit !== 0)
  )
    return err({ kind: 'damaged' });
  const opponent = read(bits, 10, 4);
  if (opponent > 10) return err({ kind: 'opponent', value: opponent });
  let cells = '';
  for (let square = 0; square < width * height; square++)
    cells += CELLS[read(bits, HEADER_BITS + 2 * square, 2)];
  return ok({
    start: { width, height, cells, turn: 'x', halfmoves: 0, fullmoves: 1 },
    rules: read(bits, 9, 1) === 1 ? 'classic' : 'arcade',
    opponent: opponent === 0 ? null : opponent,
  });
}

/** A problem with a code, in plain English (tools and logs; the game words it in the player's language). */
export function boardCodeProblemText(problem: BoardCodeProblem): string {
  switch (problem.kind) {
    case 'empty':
      return 'the board code is empty';
    case 'character':
      return `the board code has "${problem.character}" at character ${problem.at}, which no board code uses`;
    case 'length':
      return `the board code is ${problem.got} characters long; this board's code is ${problem.expected}: it was cut short or run together`;
    case 'version':
      return `the board code is version ${problem.version}; this game reads version ${BOARD_CODE_VERSION}`;
    case 'opponent':
      return `the board code asks for opponent strength ${problem.value}; strengths run from 1 to 10`;
    case 'damaged':
      return 'the board code is damaged: a character was changed or lost';
  }
}
