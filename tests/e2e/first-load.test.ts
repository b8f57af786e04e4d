import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gameUrl, pagePerTest } from './browser';

/**
 * What a first visit downloads before the title screen is ready: the engine (Phaser), the game's own
 * code and the click sounds (and the menu loop the title starts). Not the other music loops, not the
 * online client, not the computer opponent's worker: they follow once the title is up or when first used. The limit is the bytes measured when it
 * was set (1.72 MB raw, about 0.45 MB gzipped) plus room for growth; a change that pulls a large part
 * into the first load fails here, and `npm run perf:check` times the cold loads themselves. Raised from
 * 1.9 MB to 2.0 MB when the world-record queue (read with the save, so it must load first) and the
 * replay hints joined the game's code (the index chunk went from 243 KB to 324 KB; My games moved into
 * the lazily loaded chunk). Next: load the world tables' panel and the hints on first use as well.
 */
const LIMIT_BYTES = 2_000_000;
/**
 * The JavaScript of that first visit as it crosses the wire (issue 44): the site sends the build's
 * brotli copies (src/server/static-site.ts), 384 KB when set (1.73 MB before, sent uncompressed).
 */
const SCRIPT_LIMIT_BYTES = 600_000;

let page: Page;
pagePerTest({ viewport: { width: 1000, height: 700 } }, (session) => {
  ({ page } = session);
});

/** Notes the moment the title screen first runs, on the page's own clock. */
const NOTE_TITLE = `
  window.__titleAt = null;
  const look = () => {
    if (window.__infection && window.__infection.scene === 'Title') window.__titleAt = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
`;

describe('a first visit', () => {
  it('downloads only what the title needs before it shows', async () => {
    await page.addInitScript(NOTE_TITLE);
    await page.goto(gameUrl(''));
    await page.waitForFunction(
      () => (window as unknown as { __titleAt: number | null }).__titleAt !== null,
      null,
      {
        timeout: 60_000,
      },
    );
    const loaded = await page.evaluate(() => {
      const titleAt = (window as unknown as { __titleAt: number }).__titleAt;
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const before = entries.filter((entry) => entry.startTime < titleAt);
      return {
        bytes: navigation.encodedBodySize + before.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        scriptBytes: before
          .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
          .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        names: before.map((entry) => new URL(entry.name).pathname.split('/').pop() ?? ''),
      };
    });
    expect(loaded.names.some((name) => name.startsWith('phaser'))).toBe(true);
    // The title plays the menu loop, so it may ask for it as it opens; the other loops wait.
    expect(loaded.names.filter((name) => /music-play|music-boss|club-scene|worker/.test(name))).toEqual([]);
    expect(loaded.bytes, `bytes before the title: ${loaded.names.join(', ')}`).toBeLessThan(LIMIT_BYTES);
    expect(loaded.scriptBytes, 'JavaScript bytes on the wire before the title').toBeLessThan(
      SCRIPT_LIMIT_BYTES,
    );
  });
});
