/**
 * A new version of the installed game: deployed while a game is in progress, offered on the title,
 * taken, and the game still there. In a file of its own, so it runs in a fresh browser: after the
 * offline file's tests in the same browser, Chromium held its service-worker update check for 30–60 s
 * (the check itself took milliseconds once it ran).
 */
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serveFolder } from '../../src/server/static-site';
import { pagePerTest } from './browser';
import { clickItem, firstLevelId, greedyMove, text, waitForPlayer, waitForScene } from './hook';

let page: Page;

pagePerTest({ viewport: { width: 1000, height: 700 } }, (session) => {
  ({ page } = session);
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
