import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { clickItem, waitForScene } from './hook';
import {
  chooseMove,
  clickMove,
  oxonoState,
  openOxonoGame,
  readPosition,
  seedSettings,
  waitForTurn,
} from './oxono-play';

let context: BrowserContext;
let page: Page;
pagePerTest({ viewport: { width: 360, height: 640 }, hasTouch: true }, (session) => {
  ({ context, page } = session);
});

describe('Oxono against the computer', () => {
  it('plays a whole game by clicks on a phone, the computer answering every move', async () => {
    await seedSettings(context);
    await openOxonoGame(page, 'Play the computer');
    for (let move = 0; move < 16; move++) {
      const now = await waitForTurn(page);
      if (now.outcome) break;
      expect(now.turn).toBe('pink');
      expect(now.moves.length % 2).toBe(0);
      await clickMove(page, chooseMove(readPosition(now.position), move + 1));
    }
    const end = await waitForTurn(page);
    expect(end.outcome).not.toBeNull();
    // The computer answered every move that left the game going (the loop saw pink to move each time),
    // at least twice (a weak strength's seeded slip can let pink win by ply 5), and its moves were the
    // engine's, from the opponent worker: none was a fallback.
    expect(Math.floor(end.moves.length / 2)).toBeGreaterThanOrEqual(2);
    expect(end.fallbackMoves).toBe(0);
    expect(end.status).toMatch(end.outcome!.winner === null ? /Draw/ : /wins/);
  });

  it('keeps a game in progress through a reload, and continues it from the Oxono menu', async () => {
    await seedSettings(context);
    await openOxonoGame(page, 'Play the computer');
    const first = await waitForTurn(page);
    await clickMove(page, chooseMove(readPosition(first.position)));
    await page.waitForFunction(
      () => window.__oxono!.state()!.moves.length === 2 && window.__oxono!.state()!.saved,
    );
    const before = await oxonoState(page);
    await page.reload();
    await page.waitForFunction(() => window.__infection !== undefined);
    await waitForScene(page, 'Title');
    await clickItem(page, 'Oxono');
    await waitForScene(page, 'OxonoMenu');
    await clickItem(page, 'Continue');
    await waitForScene(page, 'OxonoPlay');
    const after = await waitForTurn(page);
    expect(after.moves).toEqual(before.moves);
    expect(after.position).toBe(before.position);
    // A new game over it is asked about first; keeping it goes back to the same game.
    await page.keyboard.press('Escape');
    await waitForScene(page, 'OxonoMenu');
    await clickItem(page, 'Two players');
    await clickItem(page, 'Keep playing it');
    await waitForScene(page, 'OxonoPlay');
    expect((await waitForTurn(page)).moves).toEqual(before.moves);
  });
});
