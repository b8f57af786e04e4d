/**
 * The real club for browser tests: it runs in the test's process (memory store, a free port on
 * 127.0.0.1) and serves the browser tests' build, so page and club share one origin as with
 * `npm run serve`; beside it one Chromium whose contexts are the players. Every context made through
 * the site is closed with it.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import type { Session } from '../../src/net';
import { IDENTITY_KEY } from '../../src/game/club/club-identity';
import { launchBrowser } from '../../scripts/chromium';
import { startClub, type ClubOptions, type RunningClub } from '../../src/server/club-server';
import { memoryClubStore } from '../../src/server/storage/memory-store';
import { TEST_PASSWORD_COST } from '../server/club-harness';

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
    // Cheap password hashes: these tests sign in many times; the club's own cost is checked in accounts.test.ts.
    passwordCost: TEST_PASSWORD_COST,
    // Every page comes from 127.0.0.1: the caps per address are tested in tests/server/limits-*.test.ts.
    limits: {
      connectionsPerAddress: 10_000,
      watchJoinsPerMinute: 10_000,
      unjoinedRoomsPerAddress: 10_000,
      computerGamesPerAddress: 10_000,
    },
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

/**
 * A desktop-sized context already signed in to the club as `session` (its identity kept where the game
 * keeps it) with a quiet English save: a returning player, as the fault and restart tests need them.
 */
export async function signedInContext(browser: Browser, session: Session): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
  const identity = JSON.stringify({
    playerId: session.player.id,
    name: session.player.name,
    token: session.token,
    expiresAt: session.expiresAt,
  });
  await context.addInitScript(
    ([save, key, kept]) => {
      localStorage.setItem('infection.save', save);
      localStorage.setItem(key, kept);
    },
    [quietSave('en'), IDENTITY_KEY, identity],
  );
  return context;
}
