import { distance, parseSquare, squareName, type Square } from './geometry';
import { err, ok, type Result } from './result';

/**
 * A move as one small integer, cheap to store in search tables and to send to a worker:
 * a clone is its destination square (0–127), a jump is `(from + 1) * 128 + to`, a pass is -1.
 */
export type Move = number;

export const PASS: Move = -1;

export const cloneMove = (to: Square): Move => to;
export const jumpMove = (from: Square, to: Square): Move => ((from + 1) << 7) | to;

export const isPass = (move: Move): boolean => move === PASS;
export const isJump = (move: Move): boolean => move >= 128;
export const isClone = (move: Move): boolean => move >= 0 && move < 128;
/** Destination square (meaningless for a pass). */
export const moveTo = (move: Move): Square => move & 127;
/** Origin square of a jump, -1 otherwise. */
export const moveFrom = (move: Move): Square => (move >= 128 ? (move >> 7) - 1 : -1);

/** The text of the pass: what UAI and every tool write for a side that cannot move. */
export const PASS_TEXT = '0000';

/** Move text: `g2` for a clone, `a7c5` for a jump, `0000` for a pass. */
export function moveToText(move: Move, width: number, height: number): string {
  if (move === PASS) return PASS_TEXT;
  const to = squareName(moveTo(move), width, height);
  return isJump(move) ? squareName(moveFrom(move), width, height) + to : to;
}

/**
 * Reads move text for a board of the given size. Checks the notation and the distance only; whether
 * the move is legal in a position is the rules' question.
 */
export function parseMoveText(text: string, width: number, height: number): Result<Move> {
  const trimmed = text.trim();
  if (trimmed === PASS_TEXT) return ok(PASS);
  if (/^[a-z][1-9]$/.test(trimmed)) {
    const to = parseSquare(trimmed, width, height);
    return to === null
      ? err(`move "${text}": square ${trimmed} is off the ${width}×${height} board`)
      : ok(to);
  }
  const match = /^([a-z][1-9])([a-z][1-9])$/.exec(trimmed);
  if (!match) return err(`move "${text}": expected a square like g2, two squares like a7c5, or 0000`);
  const from = parseSquare(match[1], width, height);
  const to = parseSquare(match[2], width, height);
  if (from === null) return err(`move "${text}": square ${match[1]} is off the ${width}×${height} board`);
  if (to === null) return err(`move "${text}": square ${match[2]} is off the ${width}×${height} board`);
  const steps = distance(from, to, width);
  if (steps === 1) return ok(cloneMove(to));
  if (steps === 2) return ok(jumpMove(from, to));
  return err(`move "${text}": ${match[1]} to ${match[2]} is ${steps} steps; a move goes one or two steps`);
}
