import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { firstLevelId, open, playToWin, waitForPlayer, waitForScene, waitForSettled } from './hook';

/**
 * Baseline screenshots of the four main screens, drawn by the Canvas renderer so pixels are the same on
 * every machine. UPDATE_SCREENSHOTS=1 writes the baselines (and so does a developer's run that finds one
 * missing); otherwise the screen must match its baseline within a tolerance that absorbs font antialiasing
 * and the menus' slowly drifting backdrop. Under CI a missing baseline fails: it would pass unchecked.
 */
const DIR = 'tests/e2e/__screenshots__';
const VIEW = { width: 800, height: 600 };
/** A pixel differs when a channel is off by more than this. */
const CHANNEL_TOLERANCE = 48;
/** The share of pixels that may differ: the attract board and the blobs' breathing move between runs. */
const MAX_DIFFERENT = 0.06;

let browser: Browser;
let page: Page;

pagePerTest({ viewport: VIEW, deviceScaleFactor: 1 }, (session) => {
  ({ browser, page } = session);
});

/** The share of pixels that differ between two PNGs, measured by decoding both in the browser. */
async function difference(actual: Buffer, baseline: Buffer): Promise<number> {
  const compare = await browser.newPage();
  try {
    return await compare.evaluate(
      async ({ a, b, tolerance }) => {
        const decode = async (base64: string): Promise<ImageData> => {
          const image = new Image();
          image.src = `data:image/png;base64,${base64}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height);
        };
        const [one, two] = [await decode(a), await decode(b)];
        if (one.width !== two.width || one.height !== two.height) return 1;
        let different = 0;
        for (let i = 0; i < one.data.length; i += 4) {
          const off = Math.max(
            Math.abs(one.data[i] - two.data[i]),
            Math.abs(one.data[i + 1] - two.data[i + 1]),
            Math.abs(one.data[i + 2] - two.data[i + 2]),
          );
          if (off > tolerance) different++;
        }
        return different / (one.width * one.height);
      },
      { a: actual.toString('base64'), b: baseline.toString('base64'), tolerance: CHANNEL_TOLERANCE },
    );
  } finally {
    await compare.close();
  }
}

async function matchBaseline(name: string): Promise<void> {
  // Entry tweens end before the picture is taken.
  await waitForSettled(page);
  const shot = await page.screenshot();
  const file = join(DIR, `${name}.png`);
  const missing = !existsSync(file);
  expect(
    missing && process.env.CI === 'true',
    `${name}: no baseline at ${file} (UPDATE_SCREENSHOTS=1 writes it)`,
  ).toBe(false);
  if (missing || process.env.UPDATE_SCREENSHOTS === '1') {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(file, shot);
    console.log(`screenshot baseline written: ${file}`);
    return;
  }
  const share = await difference(shot, readFileSync(file));
  if (share > MAX_DIFFERENT) writeFileSync(join(DIR, `${name}.actual.png`), shot);
  expect(share, `${name}: ${(share * 100).toFixed(2)}% of pixels differ from ${file}`).toBeLessThanOrEqual(
    MAX_DIFFERENT,
  );
}

describe('screenshots (Canvas renderer)', () => {
  it('title', async () => {
    await open(page, '?renderer=canvas');
    await waitForScene(page, 'Title');
    await matchBaseline('title');
  });

  it('level select', async () => {
    await open(page, '?renderer=canvas');
    await waitForScene(page, 'Title');
    // With no saved game the Title's buttons are Arcade, then Levels (beside it or under it): Tab goes
    // through them in that order whatever the layout.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await waitForScene(page, 'LevelSelect');
    await matchBaseline('level-select');
  });

  it('play', async () => {
    await open(page, `?renderer=canvas&level=${firstLevelId()}`);
    await waitForScene(page, 'Play');
    await waitForPlayer(page);
    // The opponent's opening line goes by itself after four seconds of wall clock: the picture is of the
    // board as the game goes on, not of a moment a slow machine might reach early or late.
    await page.waitForFunction(() => window.__infection!.boundsOf('opponent-line').length === 0, null, {
      timeout: 15_000,
    });
    await matchBaseline('play');
  });

  it('result', async () => {
    await open(page, `?renderer=canvas&level=${firstLevelId()}`);
    await waitForScene(page, 'Play');
    await playToWin(page, 80);
    await waitForScene(page, 'Result', 60_000);
    await matchBaseline('result');
  });
});
