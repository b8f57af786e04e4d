import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import {
  clicksFor,
  clickSquare,
  firstLevelId,
  greedyMove,
  open,
  playToWin,
  waitForPlayer,
  waitForScene,
} from './hook';

let context: BrowserContext;
let page: Page;

pagePerTest({ viewport: { width: 1000, height: 700 } }, (session) => {
  ({ context, page } = session);
});

describe('the installable game', () => {
  it('has a manifest with its icons, made by the project', async () => {
    await open(page, 'sw=on');
    const href = await page.evaluate(() =>
      document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
    );
    expect(href).toBeTruthy();
    const manifest = await page.evaluate(async (url) => (await fetch(url!)).json(), href);
    expect(manifest).toMatchObject({ name: 'Infection', display: 'standalone' });
    for (const icon of manifest.icons as { src: string }[]) {
      const ok = await page.evaluate(async (src) => (await fetch(src)).ok, icon.src);
      expect(ok, icon.src).toBe(true);
    }
  });

  it('plays a level to its end offline after one visit, sound and all, with no failed request', async () => {
    // The first visit installs the service worker, which precaches the whole game.
    await open(page, 'sw=on');
    await waitForScene(page, 'Title');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Leave the first visit before listening: a request it still has in flight (the browser's own
    // favicon fetch, say) is cancelled by the next navigation, and that is not an offline failure.
    await page.goto('about:blank');

    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText;
      // A track the page itself stops loading (the level won before the next tune had loaded, and the
      // scene change unloads it) is cancelled, not failed: seen on a fast machine with music-boss.
      if (error === 'net::ERR_ABORTED' && /\.(mp3|ogg|m4a|webm)$/.test(request.url())) return;
      failed.push(`${request.url()} ${error}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
    });
    await context.setOffline(true);
    await open(page, `sw=on&level=${firstLevelId()}`);
    await waitForScene(page, 'Play');
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The player's first move by the mouse, which also unlocks the audio as a real tap does.
    const before = await waitForPlayer(page);
    const move = greedyMove(before.fen!, before.rules!, 'clone')!;
    const [from, to] = clicksFor(before.fen!, move);
    await clickSquare(page, from);
    await clickSquare(page, to);
    await playToWin(page);
    await waitForScene(page, 'Result');
    const sound = await page.evaluate(() => window.__infectionSound!.status);
    expect(sound.failed).toEqual([]);
    expect(sound.played).toBeGreaterThan(0);
    expect(sound.calls.some((call) => call.startsWith('sting:'))).toBe(true);
    expect(failed).toEqual([]);
    await context.setOffline(false);
  });
});
