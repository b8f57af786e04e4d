import { FIRST_GAME, gameRules } from '../../core/games';
import { err, ok, type Result } from '../../core/result';
import type { StoredGameView } from '../../net/http';
import { parseStoredGame } from '../../net/stored-game';
import type { TimeControl } from '../../net/time-control';
import { AtaxxReplay } from './ataxx-replay';
import { ReplayCursor } from './ReplayCursor';

/** A kept game ready to replay: the record as the club sent it and its checked line of states. */
export interface LoadedReplay {
  readonly game: StoredGameView;
  readonly cursor: ReplayCursor;
  /** Ataxx's board's view of the game (positions, animations, hints); null for another game. */
  readonly ataxx: AtaxxReplay | null;
  /** Where a game kept on this device was played, said in place of "casual". */
  readonly place?: string;
}

/**
 * Reads a kept game from untrusted JSON: the shape, its game (by name, from the registry; a record from
 * before there were names is the first game's), the start position, the ply numbers and every move
 * (with the game's rules). The error says what is wrong and where (`moves.3.move: …`, `move 12 for x: …`).
 */
export function readStoredGame(json: unknown): Result<LoadedReplay> {
  const parsed = parseStoredGame(json);
  if (!parsed.ok) return parsed;
  const game = parsed.value;
  const name = (game as { readonly game?: string }).game ?? FIRST_GAME;
  const rules = gameRules(name);
  if (!rules) return err(`game: "${name}" is a game this version does not know`);
  const misplaced = game.moves.findIndex((move, index) => move.ply !== index + 1);
  if (misplaced >= 0)
    return err(`move ${misplaced + 1} is numbered ${game.moves[misplaced].ply}: the plies are out of order`);
  const cursor = ReplayCursor.read(rules, game.start, game.rules, game.moves, game.timeControl);
  if (!cursor.ok) return cursor;
  return ok({ game, cursor: cursor.value, ataxx: AtaxxReplay.of(cursor.value) });
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
 * The move list in rows, numbered from `firstNumber` (Ataxx's: the start FEN's move count): a game
 * where o moves first begins with a row whose x move is missing.
 */
export function moveRows(cursor: ReplayCursor, firstNumber = 1): MoveRow[] {
  const rows: MoveRow[] = [];
  let number = firstNumber;
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
