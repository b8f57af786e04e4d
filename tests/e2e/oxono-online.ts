/**
 * Oxono's online board in the browser tests: reading the online screen's hook (window.__infection.online
 * and its `board`), and playing a move by clicks or by the keys exactly as a player does (the totem, its
 * destination, the pawn's square), each step waited for on the board's marks.
 */
import type { Page } from 'playwright-core';
import {
  movePawn,
  moveSymbolName,
  moveTotem,
  oxono,
  readMove,
  readSquare,
  squareName,
  totemSquare,
  type OxonoPosition,
} from '../../src/core/oxono';
import { twoFrames } from './hook';

/** Pink's 13-ply win: its last O pawn on e4 completes a line of O pawns of both colours (tests/server/oxono-room.test.ts). */
export const PINK_WINS = [
  'O f4 f3',
  'X d2 c2',
  'X d6 d5',
  'O e4 f4',
  'O b4 c4',
  'O b3 b4',
  'O d3 d4',
  'X b6 a6',
  'O c3 b3',
  'X c6 b6',
  'O d3 c3',
  'X e6 e5',
  'O e3 e4',
];

export type Online = NonNullable<NonNullable<Window['__infection']>['online']>;
export type Board = NonNullable<Online['board']>;
export const online = async (page: Page): Promise<Online> =>
  (await page.evaluate(() => window.__infection!.online))!;

/** The board once it may be tapped: drawn, still, and this player's move (or the game over). */
export async function boardReady(page: Page): Promise<Board> {
  await page.waitForFunction(
    () => {
      const shown = window.__infection?.online;
      const board = shown?.board;
      return !!board && !board.animating && (board.targets.length > 0 || shown?.result !== null);
    },
    null,
    { timeout: 15_000 },
  );
  return (await online(page)).board!;
}

export function positionOf(text: string): OxonoPosition {
  const read = oxono.readPosition(text, 'standard');
  if (!read.ok) throw new Error(read.error);
  return read.value;
}

/** The squares a move is played by: its totem's square (to choose it), its destination, its pawn's square. */
function squaresOf(position: string, text: string): [string, string, string] {
  const move = readMove(text);
  if (!move.ok) throw new Error(move.error);
  const totem = totemSquare(positionOf(position), moveSymbolName(move.value));
  return [squareName(totem), squareName(moveTotem(move.value)), squareName(movePawn(move.value))];
}

/** Waits until the board's next tap is `step` and `square` is one it may take. */
async function untilMarked(page: Page, step: string, square: string): Promise<void> {
  await page.waitForFunction(
    ([wanted, name]) => {
      const board = window.__infection?.online?.board;
      return board?.step === wanted && board.targets.includes(name);
    },
    [step, square] as const,
  );
}

/** Plays a move by clicks as a player taps it: the totem, its destination, the pawn's square. */
export async function clickMove(page: Page, text: string): Promise<void> {
  const board = await boardReady(page);
  const [totem, to, pawn] = squaresOf(board.position, text);
  const plies = (await online(page)).plies;
  const click = async (square: string): Promise<void> => {
    await twoFrames(page);
    const point = (await online(page)).board!.points[square];
    await page.mouse.click(point.x, point.y);
  };
  await click(totem);
  await untilMarked(page, 'totem', to);
  await click(to);
  await untilMarked(page, 'pawn', pawn);
  await click(pawn);
  await page.waitForFunction((count) => (window.__infection!.online?.plies ?? 0) > count, plies);
}

/** Plays a move by the keys: the arrows take the cursor (from the X totem) to each square, Enter taps it. */
export async function keyMove(page: Page, text: string): Promise<void> {
  const board = await boardReady(page);
  const [totem, to, pawn] = squaresOf(board.position, text);
  const plies = (await online(page)).plies;
  // The first arrow puts the cursor on the X totem, without a step.
  let at = totemSquare(positionOf(board.position), 'X');
  await page.keyboard.press('ArrowRight');
  for (const square of [totem, to, pawn]) {
    const target = readSquare(square);
    if (!target.ok) throw new Error(target.error);
    const [row, file] = [Math.floor(target.value / 6), target.value % 6];
    while (Math.floor(at / 6) !== row) {
      const down = Math.floor(at / 6) < row;
      await page.keyboard.press(down ? 'ArrowDown' : 'ArrowUp');
      at += down ? 6 : -6;
    }
    while (at % 6 !== file) {
      const right = at % 6 < file;
      await page.keyboard.press(right ? 'ArrowRight' : 'ArrowLeft');
      at += right ? 1 : -1;
    }
    await page.keyboard.press('Enter');
    await twoFrames(page);
    if (square === totem) await untilMarked(page, 'totem', to);
    if (square === to) await untilMarked(page, 'pawn', pawn);
  }
  await page.waitForFunction((count) => (window.__infection!.online?.plies ?? 0) > count, plies);
}
