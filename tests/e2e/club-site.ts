/**
 * The real club for browser tests: it runs in the test's process (memory store, a free port on
 * 127.0.0.1) and serves the browser tests' build, so page and club share one origin as with
 * `npm run serve`; beside it one Chromium whose contexts are the players. Every context made through
 * the site is closed with it.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../../scripts/chromium';
import { startClub, type ClubOptions, type RunningClub } from '../../src/server/club-server';
import { memoryClubStore } from '../../src/server/storage/memory-store';

export interface ClubSite {
  readonly club: RunningClub;
  readonly browser: Browser;
  /** Contexts to close with the site (push any made with `browser.newContext`). */
  readonly contexts: BrowserContext[];
  close(): Promise<void>;
}

export async function openClubSite(options: Partial<ClubOptions> = {}): Promise<ClubSite> {
  const club = await startClub({
    port: 0,
    host: '127.0.0.1',
    store: memoryClubStore(),
    secret: randomBytes(32),
    staticDir: process.env.E2E_DIST ?? 'dist-e2e',
    log: () => undefined,
    ...options,
  });
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    club,
    browser,
    contexts,
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await club.close();
    },
  };
}

/** A quiet save (no sound, fast animations) in `language`, for `localStorage['infection.save']`. */
export function quietSave(language: string): string {
  return JSON.stringify({
    version: 1,
    settings: {
      effectsVolume: 0,
      musicVolume: 0,
      muted: true,
      animationSpeed: 'fast',
      colourBlind: false,
      language,
    },
    levels: {},
    arcadeTable: [],
    arcadeRun: null,
    current: null,
  });
}
