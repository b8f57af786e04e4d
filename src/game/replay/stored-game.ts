import { err, ok, parseFen, type Result } from '../../core';
import type { StoredGameView } from '../../net/http';
import { parseStoredGame } from '../../net/stored-game';
import type { TimeControl } from '../../net/time-control';
import { ReplayCursor } from './ReplayCursor';

/** A kept game ready to replay: the record as the club sent it and its checked line of positions. */
export interface LoadedReplay {
  readonly game: StoredGameView;
  readonly cursor: ReplayCursor;
  /** Where a game kept on this device was played, said in place of "casual". */
  readonly place?: string;
}

/**
 * Reads a kept game from untrusted JSON: the shape, the start position, the ply numbers and every move
 * (with core). The error says what is wrong and where (`moves.3.move: …`, `move 12 (c5) …`).
 */
export function readStoredGame(json: unknown): Result<LoadedReplay> {
  const parsed = parseStoredGame(json);
  if (!parsed.ok) return parsed;
  const game = parsed.value;
  const start = parseFen(game.start);
  if (!start.ok) return err(`start position: ${start.error}`);
  const misplaced = game.moves.findIndex((move, index) => move.ply !== index + 1);
  if (misplaced >= 0)
    return err(`move ${misplaced + 1} is numbered ${game.moves[misplaced].ply}: the plies are out of order`);
  const cursor = ReplayCursor.build(start.value, game.rules, game.moves, game.timeControl);
  return cursor.ok ? ok({ game, cursor: cursor.value }) : cursor;
}

/** A time control as players write it: `5+5` (minutes + seconds of increment); null when untimed. */
export function timeControlText(control: TimeControl | null): string | null {
  if (!control) return null;
  const minutes = control.initialMs / 60_000;
  const seconds = control.incrementMs / 1000;
  const round = (n: number): string => String(Math.round(n * 100) / 100);
  return `${round(minutes)}+${round(seconds)}`;
}

/** A clock reading: `4:05`, with tenths under ten seconds (`0:07.3`) where they matter. */
export function clockText(ms: number): string {
  const safe = Math.max(0, Number.isFinite(ms) ? ms : 0);
  if (safe < 10_000) {
    const tenths = Math.floor(safe / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const seconds = Math.floor(safe / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** One line of the move list: a move number and the plies of x and o in it (either may be missing). */
export interface MoveRow {
  readonly number: number;
  readonly x: number | null;
  readonly o: number | null;
}

/**
 * The move list in rows, numbered as the start position's FEN counts moves: a game where o moves first
 * begins with a row whose x move is missing.
 */
export function moveRows(cursor: ReplayCursor): MoveRow[] {
  const rows: MoveRow[] = [];
  let number = cursor.start.fullmoves;
  let row: { number: number; x: number | null; o: number | null } | null = null;
  for (const played of cursor.plies) {
    if (!row) row = { number, x: null, o: null };
    row[played.side] = played.ply;
    if (played.side === 'o') {
      rows.push(row);
      row = null;
      number++;
    }
  }
  if (row) rows.push(row);
  return rows;
}

/** The index of the row holding `ply` (the first row at ply 0). */
export const rowOfPly = (rows: readonly MoveRow[], ply: number): number =>
  Math.max(
    0,
    rows.findIndex((row) => row.x === ply || row.o === ply),
  );
