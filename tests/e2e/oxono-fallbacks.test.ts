import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { clickSquare, oxonoState, openOxonoGame, seedSettings, waitForTurn } from './oxono-play';

let context: BrowserContext;
let page: Page;
pagePerTest({ viewport: { width: 360, height: 640 }, hasTouch: true }, (session) => {
  ({ context, page } = session);
});

/** Opens a two-player game and loads a position into it through the test hook. */
async function load(position: string): Promise<void> {
  await seedSettings(context);
  await openOxonoGame(page, 'Two players');
  expect(await page.evaluate((text) => window.__oxono!.load(text, 'two'), position)).toBe(true);
  await page.waitForFunction((text) => window.__oxono?.state()?.position === text, position);
  await waitForTurn(page);
}

describe('Oxono’s fallbacks, played by clicks from a loaded position', () => {
  it('marks an enclosed totem’s jump landings and says why', async () => {
    // The X totem on c3 is enclosed by b3, d3, c2 and c4: it jumps to a3, e3, c5 or c1.
    await load('.....@/....../..O.../.x*X../..o.../...... 1 7 7 7 7');
    await clickSquare(page, 'c3');
    const narrowed = await oxonoState(page);
    expect([...narrowed.targets].sort()).toEqual(['a3', 'c1', 'c5', 'e3']);
    expect(narrowed.fallbacks).toEqual(['jump']);
    expect(narrowed.status).toContain('enclosed');
    await clickSquare(page, 'e3');
    await clickSquare(page, 'e2');
    await page.waitForFunction(() => window.__oxono!.state()!.moves.length === 1);
    expect((await oxonoState(page)).moves).toEqual(['X e3 e2']);
  });

  it('marks every empty square for a teleport and says why', async () => {
    // The X totem on c3 is enclosed and its whole row and column are full: no jump anywhere.
    await load('..O..@/..o.../..X.../xO*Xox/..x.../..O... 1 5 6 6 5');
    await clickSquare(page, 'c3');
    const narrowed = await oxonoState(page);
    expect(narrowed.fallbacks).toEqual(['teleport']);
    expect(narrowed.targets).toHaveLength(36 - 2 - 10);
    expect(narrowed.status).toContain('any empty square');
    await clickSquare(page, 'a5');
    await clickSquare(page, 'a4');
    await page.waitForFunction(() => window.__oxono!.state()!.moves.length === 1);
    expect((await oxonoState(page)).moves).toEqual(['X a5 a4']);
  });

  it('lets the pawn go anywhere when the totem lands with no empty neighbour, and says so', async () => {
    // The X totem jumps over b3 to a3, whose neighbours a4, a2 and b3 are all taken.
    await load('.....@/....../x.O.../.x*X../O.o.../...... 1 6 7 7 6');
    await clickSquare(page, 'a3');
    const pawn = await oxonoState(page);
    expect(pawn.step).toBe('pawn');
    expect(pawn.fallbacks).toEqual(['anywhere']);
    expect(pawn.status).toContain('place anywhere');
    // Every empty square but a3 itself, and c3, which the totem just left.
    expect(pawn.targets).toHaveLength(36 - 2 - 6);
    expect(pawn.targets).toContain('c3');
    await clickSquare(page, 'f1');
    await page.waitForFunction(() => window.__oxono!.state()!.moves.length === 1);
    expect((await oxonoState(page)).moves).toEqual(['X a3 f1']);
  });
});
