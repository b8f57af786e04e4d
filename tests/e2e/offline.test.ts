import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serveFolder } from '../../src/server/static-site';
import { pagePerTest } from './browser';
import {
  clickItem,
  clicksFor,
  clickSquare,
  firstLevelId,
  greedyMove,
  open,
  playToWin,
  text,
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

describe('a new version', () => {
  it('is offered on the title once downloaded, and taking it keeps the game in progress', async () => {
    // A copy of the build on a site of its own, so this test can deploy a "new version" into it.
    const folder = mkdtempSync(join(tmpdir(), 'infection-deploy-'));
    cpSync(resolve(process.env.E2E_DIST ?? 'dist-e2e'), folder, { recursive: true });
    let site = await serveFolder(folder);
    try {
      await page.goto(`${site.url}?sw=on&level=${firstLevelId()}`);
      await waitForScene(page, 'Play');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const before = await waitForPlayer(page);
      await page.evaluate(
        (m) => window.__infection!.move(m),
        text(before.fen!, greedyMove(before.fen!, before.rules!, 'clone')!),
      );
      await page.waitForFunction(
        (fen) => window.__infection!.fen !== fen && window.__infection!.turn === 'x',
        before.fen,
        { timeout: 20_000 },
      );
      const saved = await page.evaluate(() => window.__infection!.fen);

      // Deploy: a service worker that differs by a byte is a new version to the browser. A deploy puts
      // the new build in place, its compressed copies made with it (this one has none), and restarts the
      // server, which lists the folder when it starts.
      appendFileSync(join(folder, 'sw.js'), '\n// deployed again\n');
      for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(folder, copy), { force: true });
      const port = Number(new URL(site.url).port);
      await site.close();
      site = await serveFolder(folder, port);
      await page.goto(`${site.url}?sw=on`);
      await waitForScene(page, 'Title');
      // The game's own look for a new version (it looks on start and every hour; run here at once).
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await page.evaluate(() => Object.assign(window, { oldVersion: true }));
      await clickItem(page, 'Update now');
      await page.waitForFunction(() => !('oldVersion' in window), null, { timeout: 30_000 });
      // The page reloads into the new version and the game in progress is still there to continue.
      await page.waitForFunction(
        () => window.__infection?.scene === 'Title' && window.__infection.saved,
        null,
        { timeout: 30_000 },
      );
      const resumed = await page.evaluate(() => window.__infection!.saved);
      expect(resumed).toBe(true);
      await clickItem(page, 'Continue');
      await waitForScene(page, 'Play');
      expect(await page.evaluate(() => window.__infection!.fen)).toBe(saved);
    } finally {
      // Leave the site before it closes, so the page does not wait on it while the context closes.
      await page.goto('about:blank');
      await site.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
