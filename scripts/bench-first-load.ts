/**
 * `npm run bench:first-load -- <built folder> [<built folder> …] [--runs 3]`: what a first visit
 * downloads before the title screen is up, as tests/e2e/first-load.test.ts measures it (the resources
 * fetched before the title first runs, their bytes as the site sends them: brotli where the build made
 * a copy), printed per folder with its JavaScript apart, so two builds (with and without a feature)
 * can be compared. The folders must be test builds (`vite build --mode e2e`), whose hook says when the
 * title runs. A script, never a test: the test holds the limits.
 */
import { parseArgs } from 'node:util';
import { launchBrowser } from './chromium';
import { serveFolder } from '../src/server/static-site';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '3' } },
});
const runs = Math.max(1, Number(values.runs) || 3);

/** Notes the moment the title screen first runs, on the page's own clock (as the first-load test). */
const NOTE_TITLE = `
  window.__titleAt = null;
  const look = () => {
    if (window.__infection && window.__infection.scene === 'Title') window.__titleAt = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
`;

interface FirstLoad {
  readonly bytes: number;
  readonly scriptBytes: number;
  readonly files: readonly { readonly name: string; readonly bytes: number }[];
}

const MEASURE = `(() => {
  const titleAt = window.__titleAt;
  const entries = performance.getEntriesByType('resource');
  const navigation = performance.getEntriesByType('navigation')[0];
  const before = entries.filter((entry) => entry.startTime < titleAt);
  const files = before.map((entry) => ({
    name: new URL(entry.name).pathname.split('/').pop() || '',
    bytes: entry.encodedBodySize,
  }));
  return {
    bytes: navigation.encodedBodySize + files.reduce((sum, file) => sum + file.bytes, 0),
    scriptBytes: files.filter((file) => file.name.endsWith('.js')).reduce((sum, file) => sum + file.bytes, 0),
    files,
  };
})()`;

async function firstLoad(folder: string): Promise<FirstLoad> {
  const site = await serveFolder(folder);
  const browser = await launchBrowser();
  try {
    // A fresh context each time: nothing cached, no service worker yet.
    const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
    const page = await context.newPage();
    await page.addInitScript(NOTE_TITLE);
    await page.goto(site.url, { timeout: 60_000 });
    await page.waitForFunction('window.__titleAt !== null', null, { timeout: 60_000 });
    const measured = (await page.evaluate(MEASURE)) as FirstLoad;
    await context.close();
    return measured;
  } finally {
    await browser.close();
    await site.close();
  }
}

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (positionals.length === 0) throw new Error('name at least one built folder (vite build --mode e2e)');
  for (const folder of positionals) {
    const seen: FirstLoad[] = [];
    for (let run = 0; run < runs; run++) seen.push(await firstLoad(folder));
    // The smallest run: a slow run can fetch a later file (the menu loop) before the title shows.
    const least = seen.reduce((best, each) => (each.scriptBytes < best.scriptBytes ? each : best));
    console.log(
      `${folder}: JavaScript ${kb(least.scriptBytes)}, everything ${kb(least.bytes)} before the title`,
    );
    for (const file of least.files.filter((each) => each.name.endsWith('.js')))
      console.log(`  ${file.name.padEnd(40)} ${kb(file.bytes).padStart(10)}`);
    const scripts = seen.map((each) => kb(each.scriptBytes)).join(', ');
    console.log(`  (JavaScript in each of ${runs} runs: ${scripts})`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
