import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { launchBrowser } from '../../scripts/chromium';

/** The URL of the built game served for the tests, with a path or query appended. */
export const gameUrl = (query = ''): string => inject('baseUrl') + query;

/** Collects console errors and page errors so a test can assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // "Failed to load resource" names no resource: the message's location does.
    const url = message.location().url;
    errors.push(
      message.text().startsWith('Failed to load resource') && url
        ? `${message.text()} (${url})`
        : message.text(),
    );
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** What each browser test gets: a fresh context and page, and the console errors seen on that page. */
export interface PageSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/**
 * One browser for the file and a fresh context and page per test, ending each test with the check that
 * the page logged no console error. `use` receives the session before every test.
 */
export function pagePerTest(options: BrowserContextOptions, use: (session: PageSession) => void): void {
  let browser: Browser | undefined;
  let session: PageSession | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    const context = await browser!.newContext(options);
    const page = await context.newPage();
    session = { browser: browser!, context, page, errors: collectErrors(page) };
    use(session);
  });
  afterEach(async () => {
    expect(session?.errors).toEqual([]);
    await session?.context.close();
  });
}

/** The path of the built game's bundled opponent worker (worker-*.js), relative to the site. */
export function builtWorker(): string {
  const assets = join(process.env.E2E_DIST ?? 'dist', 'assets');
  const worker = readdirSync(assets).find((name) => /^worker-.*\.js$/.test(name));
  if (!worker) throw new Error(`no bundled opponent worker (worker-*.js) in ${assets}`);
  return `assets/${worker}`;
}
