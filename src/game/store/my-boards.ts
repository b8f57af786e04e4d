/**
 * My boards: the boards a player drew in the editor and kept, in the save. Each keeps its share code
 * (size, squares, ending and opponent, with a checksum), so a damaged entry is caught on load; it is
 * then set aside as its raw text — kept, shown as unreadable, never silently dropped.
 */
import * as v from 'valibot';
import { decodeBoard, MAX_BOARD_CODE_LENGTH } from '../../core/board-code';

/** At most this many boards are kept (the oldest goes when a new one would pass it). */
export const MY_BOARDS_LIMIT = 50;
export const BOARD_NAME_LENGTH = 24;
/** Damaged entries kept aside, and how much of each. */
const SET_ASIDE_LIMIT = 20;
const SET_ASIDE_TEXT = 400;

/** A kept board: its name, its share code (core/board-code.ts) and when it was saved (ISO date and time). */
const MyBoardSchema = v.object({
  name: v.pipe(
    v.string(),
    v.check((name) => name.trim().length > 0, 'a name'),
    v.maxLength(BOARD_NAME_LENGTH),
  ),
  code: v.pipe(
    v.string(),
    v.maxLength(MAX_BOARD_CODE_LENGTH),
    v.check((code) => decodeBoard(code).ok, 'a board code that reads as a board'),
  ),
  saved: v.pipe(
    v.string(),
    v.check((saved) => !Number.isNaN(Date.parse(saved)), 'a date'),
  ),
});
export type MyBoard = Readonly<v.InferOutput<typeof MyBoardSchema>>;

const asText = (value: unknown): string => (JSON.stringify(value) ?? String(value)).slice(0, SET_ASIDE_TEXT);

/**
 * The kept boards of a save's `myBoards` (missing: none), with every entry that does not read as a
 * board set aside as text, after those already set aside (`setAside`).
 */
export function readMyBoards(value: unknown, setAside: unknown): { boards: MyBoard[]; setAside: string[] } {
  const aside = Array.isArray(setAside) ? setAside.filter((entry) => typeof entry === 'string') : [];
  const boards: MyBoard[] = [];
  if (value !== undefined && !Array.isArray(value)) aside.push(asText(value));
  else
    for (const entry of value ?? []) {
      const read = v.safeParse(MyBoardSchema, entry);
      if (read.success) boards.push(read.output);
      else aside.push(asText(entry));
    }
  return { boards: boards.slice(0, MY_BOARDS_LIMIT), setAside: aside.slice(-SET_ASIDE_LIMIT) };
}

/** The list with a board kept first; one of the same name is replaced, the oldest beyond the limit goes. */
export function keepBoard(boards: readonly MyBoard[], board: MyBoard): MyBoard[] {
  const name = board.name.trim().slice(0, BOARD_NAME_LENGTH);
  const others = boards.filter((kept) => kept.name !== name);
  return [{ ...board, name }, ...others].slice(0, MY_BOARDS_LIMIT);
}

/** The list without the board of that name. */
export const forgetBoard = (boards: readonly MyBoard[], name: string): MyBoard[] =>
  boards.filter((kept) => kept.name !== name);

/** A name for a new board that no kept board has yet: "Board 1", "Board 2", … */
export function freshName(boards: readonly MyBoard[], stem: string): string {
  const taken = new Set(boards.map((board) => board.name));
  for (let n = 1; ; n++) {
    const name = `${stem} ${n}`.slice(0, BOARD_NAME_LENGTH);
    if (!taken.has(name)) return name;
  }
}
