import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gameUrl, pagePerTest } from './browser';
import {
  greedyMove,
  open,
  playToWin,
  position,
  pressUntilScene,
  state,
  text,
  waitForPlayer,
  waitForScene,
} from './hook';
import { seedSave } from './newcomer-saves';

let page: Page;

pagePerTest({ viewport: { width: 900, height: 700 } }, (session) => {
  ({ page } = session);
});

const fenLink = (fen: string, rules: string, extra = ''): string =>
  `fen=${encodeURIComponent(fen)}&rules=${rules}${extra}`;

describe('links and endings', () => {
  it('boots to the title screen', async () => {
    await open(page);
    await waitForScene(page, 'Title');
  });

  it('opens a Versus game from a FEN link with classic rules, two players on one device', async () => {
    const fen = 'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1';
    await open(page, fenLink(fen, 'classic'));
    await waitForScene(page, 'Play');
    const now = await state(page);
    expect(now.fen).toBe(fen);
    expect(now.rules).toBe('classic');
    expect(now.levelId).toBeNull();
    // Both sides are human: o's move is made like x's, and nobody thinks.
    expect(await page.evaluate(() => window.__infection!.move('b6'))).toBe(true);
    await page.waitForFunction(() => window.__infection!.turn === 'o');
    expect((await state(page)).busy.thinking).toBe(false);
    expect(await page.evaluate(() => window.__infection!.move('f6'))).toBe(true);
    await page.waitForFunction(() => window.__infection!.turn === 'x');
  });

  it('shows a pass under classic rules and plays it', async () => {
    // x's only piece is walled in by blocked squares: x must pass, then o moves.
    const fen = 'x--2/---2/---2/5/4o x 0 1';
    await open(page, fenLink(fen, 'classic'));
    await waitForScene(page, 'Play');
    await page.waitForFunction(() => window.__infection!.turn === 'o', null, { timeout: 10_000 });
    const now = await state(page);
    expect(position(now.fen!).cells).toBe(position(fen).cells);
    expect(now.outcome).toBeNull();
    // The board did not change, so the HUD says that x passed.
    const texts = await page.evaluate(() => window.__infection!.texts);
    expect(texts.some((line) => line.includes('Player 1 passed.'))).toBe(true);
  });

  it('undoes in Versus against the computer, taking back its reply too', async () => {
    await open(page, fenLink('x5o/7/7/7/7/7/o5x x 0 1', 'arcade', '&opponent=1'));
    await waitForScene(page, 'Play');
    const start = await waitForPlayer(page);
    await page.evaluate(() => window.__infection!.move('b6'));
    await waitForPlayer(page);
    expect((await state(page)).fen).not.toBe(start.fen);
    await page.keyboard.press('Control+z');
    await page.waitForFunction((fen) => window.__infection!.fen === fen, start.fen, { timeout: 10_000 });
  });

  it('shows the arcade fill when a side is trapped, then the result', async () => {
    // x cloning to c3 closes the last square o could reach: o is stuck and x takes every empty square.
    const fen = 'o--2/---2/--3/3x1/5 x 0 1';
    await open(page, fenLink(fen, 'arcade'));
    await waitForScene(page, 'Play');
    await waitForPlayer(page);
    expect(await page.evaluate(() => window.__infection!.move('c3'))).toBe(true);
    // The fill animates square by square before the result screen comes.
    await page.waitForFunction(
      () => window.__infection!.outcome !== null && window.__infection!.busy.animating,
      null,
      {
        timeout: 10_000,
        polling: 10,
      },
    );
    const over = await state(page);
    expect(over.outcome!.reason).toBe('stuck');
    expect(over.outcome!.winner).toBe('x');
    const empty =
      position(fen)
        .cells.split('')
        .filter((cell) => cell === '.').length - 1;
    expect(over.outcome!.counts).toEqual({ x: 2 + empty, o: 1 });
    expect(over.score!.filled).toBe(empty);
    await waitForScene(page, 'Result', 30_000);
  });

  it('answers a bad link with a message on the title screen', async () => {
    await page.goto(gameUrl('?fen=' + encodeURIComponent('x5q/7/7/7/7/7/o5x x 0 1')));
    await waitForScene(page, 'Title');
    // The message says, in a player's words, what is wrong with the board.
    await page.waitForFunction(
      () => window.__infection!.texts.some((text) => text.includes('the board in it is damaged')),
      null,
      {
        timeout: 10_000,
      },
    );
    expect((await state(page)).fen).toBeNull();
  });

  it('plays a whole Versus game against the computer to its end', async () => {
    // A whole game to reach what comes after it: played at the player's instant animation speed (the
    // animations have tests of their own), a save seeded before the page loads.
    await seedSave(page.context(), {});
    await open(page, fenLink('x3o/5/5/5/o3x x 0 1', 'arcade', '&opponent=1'));
    await waitForScene(page, 'Play');
    await playToWin(page, 60);
    await waitForScene(page, 'Result', 60_000);
    expect((await state(page)).outcome).not.toBeNull();
  });
});

describe('boss levels and the pause menu', () => {
  it('shows the boss card before a boss level, then the fight', async () => {
    await open(page, 'level=w1-10');
    await waitForScene(page, 'BossIntro');
    const texts = await page.evaluate(() => window.__infection!.texts);
    expect(texts.some((text) => /boss/i.test(text))).toBe(true);
    // The card lets no key through for its first 350 ms of wall clock (so the key that opened the level
    // does not skip it): Enter until the fight starts.
    await pressUntilScene(page, 'Enter', 'Play');
    expect((await state(page)).levelId).toBe('w1-10');
  });

  it('restarts a level from the pause menu, back at its first position', async () => {
    await open(page, 'level=w1-01');
    await waitForScene(page, 'Play');
    const start = await waitForPlayer(page);
    await page.evaluate(
      (m) => window.__infection!.move(m),
      text(start.fen!, greedyMove(start.fen!, start.rules!)!),
    );
    await waitForPlayer(page);
    await page.keyboard.press('Escape');
    await waitForScene(page, 'Pause');
    // Resume is focused first; Restart is next.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (fen) => window.__infection!.scene === 'Play' && window.__infection!.fen === fen,
      start.fen,
      {
        timeout: 10_000,
      },
    );
  });
});
