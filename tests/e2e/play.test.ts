import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { boardToFen, isJump, parseSquare, squareName } from '../../src/core';
import { pagePerTest } from './browser';
import {
  after,
  clicksFor,
  clickSquare,
  firstLevelId,
  greedyMove,
  playToWin,
  winningMove,
  open,
  position,
  resizeTo,
  state,
  text,
  twoFrames,
  waitForPlayer,
  waitForScene,
} from './hook';
import { seedSave } from './newcomer-saves';

let page: Page;
const level = firstLevelId();

pagePerTest({ viewport: { width: 1000, height: 700 } }, (session) => {
  ({ page } = session);
});

/** Plays the player's move by clicking its piece and its target, and checks core's board appears. */
async function clickMove(kind: 'clone' | 'jump' | 'any'): Promise<{ flipped: number }> {
  const before = await waitForPlayer(page);
  const move = greedyMove(before.fen!, before.rules!, kind);
  expect(move, `a ${kind} move in ${before.fen}`).not.toBeNull();
  const [from, to] = clicksFor(before.fen!, move!);
  await clickSquare(page, from);
  await clickSquare(page, to);
  const expected = after(before.fen!, move!);
  await page.waitForFunction((fen) => window.__infection!.fen !== fen, before.fen, { timeout: 10_000 });
  const now = await state(page);
  // The board the player made is core's, whatever the computer replies: compare right after the move.
  const played = position(now.fen!);
  if (played.turn === 'o') expect(boardToFen(played)).toBe(boardToFen(expected));
  const flipped = expected.cells
    .split('')
    .filter((cell, i) => cell === 'x' && position(before.fen!).cells[i] === 'o').length;
  return { flipped };
}

describe('playing a level', () => {
  it('plays level 1 by clicking cells: a clone, a jump and flips', async () => {
    await open(page, `level=${level}`);
    await waitForScene(page, 'Play');
    expect((await state(page)).levelId).toBe(level);
    let flips = 0;
    await clickMove('clone');
    const jump = await waitForPlayer(page);
    expect(greedyMove(jump.fen!, jump.rules!, 'jump')).not.toBeNull();
    flips += (await clickMove('jump')).flipped;
    for (let i = 0; i < 8 && flips === 0; i++) {
      const now = await waitForPlayer(page);
      if (now.outcome) break;
      flips += (await clickMove('any')).flipped;
    }
    expect(flips).toBeGreaterThan(0);
    // Saved after every move while the game goes on; a finished game is recorded at once instead.
    const after = await state(page);
    expect(after.saved).toBe(after.outcome === null);
  });

  it('tells a tap on the wrong piece from a move: nothing changes', async () => {
    await open(page, `level=${level}`);
    await waitForScene(page, 'Play');
    const before = await waitForPlayer(page);
    const at = position(before.fen!);
    const enemy = at.cells.indexOf('o');
    const name =
      String.fromCharCode(97 + (enemy % at.width)) + String(at.height - Math.floor(enemy / at.width));
    await clickSquare(page, name);
    expect(await page.evaluate(() => window.__infection!.move('a1a1'))).toBe(false);
    expect((await state(page)).fen).toBe(before.fen);
  });

  it('finishes a level, shows the result and keeps the high score across a reload', async () => {
    // A whole game to reach what comes after it: played at the player's instant animation speed (the
    // animations have tests of their own), a save seeded before the page loads.
    await seedSave(page.context(), {});
    await open(page, `level=${level}`);
    await waitForScene(page, 'Play');
    for (let i = 0; i < 80; i++) {
      const now = await waitForPlayer(page);
      if (now.outcome) break;
      const move = winningMove(now.fen!, now.rules!);
      expect(await page.evaluate((m) => window.__infection!.move(m), text(now.fen!, move))).toBe(true);
    }
    await waitForScene(page, 'Result', 60_000);
    const finished = await state(page);
    expect(finished.outcome).not.toBeNull();
    expect(finished.score).not.toBeNull();
    expect(finished.saved).toBe(false);
    const best = await page.evaluate((id) => window.__infection!.best(id), level);
    expect(best).toBe(finished.score!.won ? finished.score!.total : 0);
    expect(finished.score!.won).toBe(true);
    // The result screen shows the total and announces the first win's score as a new best.
    const texts = await page.evaluate(() => window.__infection!.texts);
    expect(texts).toContain(String(finished.score!.total));
    expect(texts).toContain('New high score!');

    await page.reload();
    await waitForScene(page, 'Title');
    expect(await page.evaluate((id) => window.__infection!.best(id), level)).toBe(best);
  });

  it('plays with the keyboard alone', async () => {
    await open(page, `level=${level}`);
    await waitForScene(page, 'Play');
    const before = await waitForPlayer(page);
    const at = position(before.fen!);
    const home = at.cells.indexOf('x');
    const move = greedyMove(before.fen!, before.rules!, 'clone')!;
    const [from, to] = clicksFor(before.fen!, move);
    const fromSquare = parseSquare(from, at.width, at.height)!;
    const toSquare = parseSquare(to, at.width, at.height)!;
    const walk = async (a: number, b: number): Promise<void> => {
      const dr = Math.floor(b / at.width) - Math.floor(a / at.width);
      const dc = (b % at.width) - (a % at.width);
      for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? 'ArrowDown' : 'ArrowUp');
      for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
    };
    const cursorAt = (name: string) =>
      page.waitForFunction((at) => window.__infection!.cursor === at, name, { timeout: 10_000 });
    // The first arrow press only shows the cursor, on the first piece of the side to move.
    await page.keyboard.press('ArrowUp');
    await cursorAt(squareName(home, at.width, at.height));
    await walk(home, fromSquare);
    await cursorAt(from);
    await page.keyboard.press('Enter');
    await page.waitForFunction((at) => window.__infection!.selected === at, from, { timeout: 10_000 });
    await walk(fromSquare, toSquare);
    await cursorAt(to);
    await page.keyboard.press('Space');
    await page.waitForFunction((fen) => window.__infection!.fen !== fen, before.fen, { timeout: 10_000 });
    const played = position((await state(page)).fen!);
    if (played.turn === 'o') expect(boardToFen(played)).toBe(boardToFen(after(before.fen!, move)));
    expect(isJump(move)).toBe(false);

    // Escape with nothing selected opens the pause menu; Escape again closes it.
    await waitForPlayer(page);
    await page.keyboard.press('Escape');
    await waitForScene(page, 'Pause');
    await page.keyboard.press('Escape');
    await waitForScene(page, 'Play');

    // Keys pressed in quick succession each move the cursor exactly one step (Phaser once handed the
    // same key event over twice, so one press moved two squares).
    for (const key of ['ArrowUp', 'ArrowLeft', 'ArrowUp', 'ArrowLeft', 'ArrowUp', 'ArrowLeft']) {
      for (let i = 0; i < at.width; i++) await page.keyboard.press(key);
    }
    await cursorAt(squareName(0, at.width, at.height));
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(key);
    // Every key has been handled a frame or two later; no later one can move the cursor on.
    await twoFrames(page);
    expect(await page.evaluate(() => window.__infection!.cursor)).toBe(
      squareName(at.width + 2, at.width, at.height),
    );
  });

  it('resumes the game exactly after a reload mid-level', async () => {
    await open(page, `level=${level}`);
    await waitForScene(page, 'Play');
    const first = await waitForPlayer(page);
    await page.evaluate(
      (m) => window.__infection!.move(m),
      text(first.fen!, greedyMove(first.fen!, first.rules!)!),
    );
    const before = await waitForPlayer(page);
    expect(before.outcome).toBeNull();
    expect(before.saved).toBe(true);
    await page.reload();
    await waitForScene(page, 'Title');
    // Continue is the Title's first button when a game is saved.
    await page.keyboard.press('Enter');
    await waitForScene(page, 'Play');
    const resumed = await waitForPlayer(page);
    expect(resumed.fen).toBe(before.fen);
    expect(resumed.levelId).toBe(level);
  });

  it('fits the board into a phone-sized window and stays clickable after a live resize', async () => {
    await open(page, `level=${level}`);
    await waitForScene(page, 'Play');
    await resizeTo(page, 360, 640);
    const at = position((await state(page)).fen!);
    const corners = [String.fromCharCode(97) + String(at.height), String.fromCharCode(96 + at.width) + '1'];
    for (const corner of corners) {
      const point = await page.evaluate((square) => window.__infection!.canvasPointOf(square), corner);
      expect(point!.x).toBeGreaterThan(0);
      expect(point!.x).toBeLessThan(360);
      expect(point!.y).toBeGreaterThan(0);
      expect(point!.y).toBeLessThan(640);
    }
    await clickMove('clone');
  });
});

describe('the arcade run', () => {
  it('adds a won level to the run total and continues with the next level', async () => {
    // A whole game to reach what comes after it: played at the player's instant animation speed (the
    // animations have tests of their own), a save seeded before the page loads.
    await seedSave(page.context(), {});
    await open(page);
    await waitForScene(page, 'Title');
    // With no saved game the Title's first button is the arcade run.
    await page.keyboard.press('Enter');
    await waitForScene(page, 'Play');
    expect((await state(page)).levelId).toBe(level);
    await playToWin(page, 80);
    await waitForScene(page, 'Result', 60_000);
    const over = await state(page);
    expect(over.score!.won).toBe(true);
    const texts = await page.evaluate(() => window.__infection!.texts);
    expect(texts.some((line) => line.includes(`Run total ${over.score!.total}`))).toBe(true);
    await page.keyboard.press('Enter');
    await waitForScene(page, 'Play');
    const next = await state(page);
    expect(next.levelId).not.toBe(level);
    expect(next.levelId).not.toBeNull();
  });
});
