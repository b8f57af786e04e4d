/**
 * A first visit on a mid-range phone (issue 53), the way Lighthouse's mobile settings emulate one, in
 * Chromium's own emulation through the DevTools protocol: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round
 * trip (Network.emulateNetworkConditions), the CPU slowed 4× (Emulation.setCPUThrottlingRate), a 360×640
 * touch screen, a cold cache (a fresh browser context per run). Each run times the title's
 * `title-ready` mark (the Title scene drawn and taking input: production code sets it, so the shipped
 * build is measured as sent), counts the bytes of the requests made before it, then reloads the page
 * once the service worker is in charge: the repeat visit. `--profile` adds one run under the DevTools
 * CPU profiler and prints where the main thread spent its time before the title answered.
 * Run through `npm run perf:check -- --phone` (scripts/perf-check.ts); `--url <address>` measures a site
 * already running (`npm run serve`'s http://localhost:2567/) instead of serving the folder here.
 */
import { loadavg } from 'node:os';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from './chromium';
import { serveFolder } from '../src/server/static-site';

/** Lighthouse's mobile settings, as issue 53 states them. */
export const PHONE = {
  viewport: { width: 360, height: 640 },
  /** Lighthouse's old Moto G4 (360×640). */
  deviceScaleFactor: 2.625,
  downBitsPerSecond: 1_600_000,
  upBitsPerSecond: 750_000,
  roundTripMs: 150,
  cpuSlowdown: 4,
} as const;

/** Issue 53's goals: medians over the runs (bytes in kB of 1000). */
export const GOALS = { coldMs: 3000, coldBytes: 700_000, warmMs: 1000 } as const;

interface Request {
  readonly name: string;
  readonly bytes: number;
  readonly start: number;
  readonly end: number;
}

interface Visit {
  /** Milliseconds from navigation to the `title-ready` mark. */
  readonly titleMs: number;
  /** Bytes on the wire (headers included) of the requests started before the title answered. */
  readonly bytes: number;
  readonly requests: readonly Request[];
}

interface Run {
  readonly cold: Visit;
  readonly warm: Visit | null;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
    readonly columnNumber: number;
  };
}

interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples?: readonly number[];
  readonly timeDeltas?: readonly number[];
}

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(0)} kB`;
const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fileOf = (url: string): string => (url ? (new URL(url).pathname.split('/').pop() ?? url) : '');

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.roundTripMs,
    downloadThroughput: PHONE.downBitsPerSecond / 8,
    uploadThroughput: PHONE.upBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

/** Waits for the title's mark, then reads it and the requests made before it from the page. */
async function titleVisit(page: Page): Promise<Visit> {
  await page.waitForFunction(() => performance.getEntriesByName('title-ready').length > 0, null, {
    timeout: 180_000,
    polling: 200,
  });
  const requests = await page.evaluate(() => {
    const titleAt = performance.getEntriesByName('title-ready')[0].startTime;
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    return {
      titleAt,
      requests: entries
        .filter((entry) => entry.startTime < titleAt)
        .map((entry) => ({
          name: entry.name,
          bytes: entry.transferSize,
          start: entry.startTime,
          end: entry.responseEnd,
        })),
    };
  });
  return {
    titleMs: requests.titleAt,
    bytes: requests.requests.reduce((sum, request) => sum + request.bytes, 0),
    requests: requests.requests.map((request) => ({ ...request, name: fileOf(request.name) || '/' })),
  };
}

/** One cold first visit and, once the service worker is in charge, one repeat visit. */
async function run(browser: Browser, url: string, profile: boolean): Promise<Run & { profile?: Profile }> {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url, { waitUntil: 'commit' });
    const cold = await titleVisit(page);
    const taken = profile ? ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile : undefined;
    if (profile) return { cold, warm: null, profile: taken };
    // The repeat visit: the service worker has precached the game (registered after the title, so the
    // wait here includes its whole precache over the slow network).
    const hasWorker = await page.evaluate(async () => {
      if (!('serviceWorker' in navigator)) return false;
      await navigator.serviceWorker.ready;
      return true;
    });
    if (!hasWorker) return { cold, warm: null };
    await page.reload({ waitUntil: 'commit' });
    const warm = await titleVisit(page);
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    return { cold, warm: controlled ? warm : null };
  } finally {
    await context.close();
  }
}

/** Self time per function (top five) and per script, from a sampled CPU profile. */
function summarise(profile: Profile): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const functions = new Map<string, number>();
  const scripts = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < samples.length; i++) {
    const node = byId.get(samples[i]);
    const us = deltas[i + 1] ?? 0;
    if (!node) continue;
    const frame = node.callFrame;
    if (frame.functionName === '(idle)') continue;
    total += us;
    const where = frame.url ? `${fileOf(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
    const script = fileOf(frame.url) || frame.functionName;
    scripts.set(script, (scripts.get(script) ?? 0) + us);
  }
  const ms = (us: number): string => `${(us / 1000).toFixed(0)} ms`.padStart(8);
  const top = (map: Map<string, number>, count: number): string[] =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `    ${ms(us)}  ${name}`);
  return [
    `  CPU before the title answers (×${PHONE.cpuSlowdown}, idle left out): ${ms(total).trim()} busy`,
    '  top five functions by self time:',
    ...top(functions, 5),
    '  by script:',
    ...top(scripts, 6),
  ];
}

/** Runs the phone check on a built folder; resolves whether every goal was met. */
export async function phoneCheck(
  folder: string,
  options: { readonly runs: number; readonly profile: boolean; readonly url?: string },
): Promise<boolean> {
  const site = options.url ? { url: options.url, close: async () => undefined } : await serveFolder(folder);
  const browser = await launchBrowser();
  const load = loadavg()[0];
  const runs: Run[] = [];
  let profileLines: string[] = [];
  try {
    for (let i = 0; i < options.runs; i++) {
      const result = await run(browser, site.url, false);
      runs.push(result);
      console.log(
        `  run ${i + 1}: title ${result.cold.titleMs.toFixed(0)} ms, ${kB(result.cold.bytes)} before it; ` +
          `repeat visit ${result.warm ? `${result.warm.titleMs.toFixed(0)} ms` : 'not under the service worker'}`,
      );
    }
    if (options.profile) profileLines = summarise((await run(browser, site.url, true)).profile!);
  } finally {
    await browser.close();
    await site.close();
  }
  const coldMs = median(runs.map((r) => r.cold.titleMs));
  const coldBytes = median(runs.map((r) => r.cold.bytes));
  const warmRuns = runs.flatMap((r) => (r.warm ? [r.warm.titleMs] : []));
  const warmMs = warmRuns.length > 0 ? median(warmRuns) : Number.POSITIVE_INFINITY;
  const middle = [...runs].sort((a, b) => a.cold.titleMs - b.cold.titleMs)[Math.floor(runs.length / 2)];
  const largest = [...middle.cold.requests].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  const ok = coldMs <= GOALS.coldMs && coldBytes <= GOALS.coldBytes && warmMs <= GOALS.warmMs;
  const mark = (met: boolean): string => (met ? 'met' : 'MISSED');
  const lines = [
    `phone first visit (${options.url ?? folder}): ${PHONE.viewport.width}×${PHONE.viewport.height} touch at ×${PHONE.deviceScaleFactor}, ` +
      `${PHONE.downBitsPerSecond / 1e6} Mbit/s down, ${PHONE.upBitsPerSecond / 1e3} kbit/s up, ${PHONE.roundTripMs} ms round trip, ` +
      `CPU ×${PHONE.cpuSlowdown}, cold cache; ${runs.length} runs; load average ${load.toFixed(2)} → ${loadavg()[0].toFixed(2)}`,
    `  title answers (cold): median ${coldMs.toFixed(0)} ms (runs: ${runs.map((r) => r.cold.titleMs.toFixed(0)).join(', ')}); goal ≤ ${GOALS.coldMs} ms: ${mark(coldMs <= GOALS.coldMs)}`,
    `  on the wire before it: median ${kB(coldBytes)} (runs: ${runs.map((r) => kB(r.cold.bytes)).join(', ')}); goal ≤ ${kB(GOALS.coldBytes)}: ${mark(coldBytes <= GOALS.coldBytes)}`,
    `  repeat visit (service worker, warm cache): median ${Number.isFinite(warmMs) ? `${warmMs.toFixed(0)} ms` : 'none'} (runs: ${warmRuns.map((ms) => ms.toFixed(0)).join(', ')}); goal ≤ ${GOALS.warmMs} ms: ${mark(warmMs <= GOALS.warmMs)}`,
    `  five largest requests before the title (the median run, ${middle.cold.requests.length} requests):`,
    ...largest.map(
      (request) =>
        `    ${kB(request.bytes).padStart(7)}  ${request.name.padEnd(36)} ${request.start.toFixed(0).padStart(5)}–${request.end.toFixed(0)} ms`,
    ),
    ...profileLines,
    ok ? 'phone check ok' : 'phone check: goal missed',
  ];
  for (const line of lines) console.log(line);
  return ok;
}
