/**
 * The bytes on the wire for a first visit to the title: what Chromium receives (compressed, as the
 * server sent it) for a fresh profile's first load of a running site, such as `npm run serve`.
 * Usage: npm run wire:size -- [url]   (default http://localhost:2567/)
 * Counts the page's own downloads until the title shows (the browser tests' build says so through its
 * hook; for the shipped build, until the network has been quiet for two seconds), and apart from them
 * what the service worker then fetches to keep the whole game for offline play.
 */
import { parseArgs } from 'node:util';
import type { Request } from 'playwright-core';
import { launchBrowser } from './chromium';

const { positionals } = parseArgs({ allowPositionals: true });
const url = positionals[0] ?? 'http://localhost:2567/';
const QUIET_MS = 2000;

interface Download {
  readonly path: string;
  readonly bytes: number;
  readonly encoding: string;
  readonly byWorker: boolean;
}

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
const isScript = (path: string): boolean => /\.m?js$/.test(path);

async function main(): Promise<void> {
  const browser = await launchBrowser();
  const downloads: Download[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  let titleShown = false;
  try {
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const finished = async (request: Request): Promise<void> => {
      inFlight--;
      lastChange = Date.now();
      const response = await request.response();
      if (!response) return;
      const sizes = await request.sizes();
      const headers = await response.allHeaders();
      downloads.push({
        path: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize,
        encoding: headers['content-encoding'] ?? 'none',
        byWorker: request.serviceWorker() !== null || titleShown,
      });
    };
    context.on('request', () => {
      inFlight++;
      lastChange = Date.now();
    });
    context.on('requestfinished', (request) => void finished(request));
    context.on('requestfailed', () => {
      inFlight--;
      lastChange = Date.now();
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const hooked = await page
      .waitForFunction(() => window.__infection?.scene === 'Title', null, { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (hooked) titleShown = true;
    while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) await page.waitForTimeout(200);
    await context.close();
  } finally {
    await browser.close();
  }

  const page = downloads.filter((download) => !download.byWorker);
  const later = downloads.filter((download) => download.byWorker);
  const sum = (list: readonly Download[]): number =>
    list.reduce((total, download) => total + download.bytes, 0);
  console.log(`first visit to ${url}${titleShown ? ' (until the title showed)' : ''}:`);
  for (const download of page.toSorted((a, b) => b.bytes - a.bytes))
    console.log(`  ${download.path.padEnd(44)} ${kb(download.bytes).padStart(10)}  ${download.encoding}`);
  console.log(`JavaScript on the wire: ${kb(sum(page.filter((d) => isScript(d.path))))}`);
  console.log(`everything on the wire: ${kb(sum(page))} in ${page.length} responses`);
  console.log(
    `then, kept for offline play or loaded after the title: ${kb(sum(later))} in ${later.length} responses ` +
      `(JavaScript ${kb(sum(later.filter((d) => isScript(d.path))))})`,
  );
}

void main();
