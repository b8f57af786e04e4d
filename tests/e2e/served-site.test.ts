/**
 * What `npm run serve` sends (issue 44): the built game compressed (the build's own brotli and gzip
 * copies), hashed assets cached for good and the rest checked again on every load, all under the
 * security headers. The club serves the browser tests' build here as it serves dist/; no browser needed.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../scripts/chromium';
import { startClub, type RunningClub } from '../../src/server/club-server';
import { memoryClubStore } from '../../src/server/storage/memory-store';
import { collectErrors, gameUrl } from './browser';

const dist = process.env.E2E_DIST ?? 'dist-e2e';
/** The JavaScript a first visit may take over the wire before the title (issue 44). */
const SCRIPT_LIMIT_BYTES = 600_000;

let club: RunningClub;
beforeAll(async () => {
  club = await startClub({
    port: 0,
    host: '127.0.0.1',
    store: memoryClubStore(),
    secret: randomBytes(32),
    staticDir: dist,
    log: () => undefined,
  });
});
afterAll(async () => {
  await club.close();
});

/** A GET as a browser sends it, taking `encoding`. fetch undoes the compression; the headers stay. */
const get = (path: string, encoding = 'gzip, deflate, br, zstd', headers: Record<string, string> = {}) =>
  fetch(`${club.url}/${path}`, { headers: { 'accept-encoding': encoding, ...headers } });

/** The scripts index.html loads at once: its entry and the chunks it preloads. */
function firstScripts(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\.\/([^"]+\.js)"/g),
  ].map(([, path]) => path);
}

describe('the served game', () => {
  it('sends the security headers with a policy the game and the club work under', async () => {
    const index = await get('');
    expect(index.status).toBe(200);
    expect(await index.text()).toBe(readFileSync(join(dist, 'index.html'), 'utf8'));
    const policy = index.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      policy.split(';').map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    // The club's websocket, on the page's own host and port.
    const host = new URL(club.url).host;
    expect(directives.get('connect-src')).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
    // index.html's inline styles by their hashes, never 'unsafe-inline'.
    expect(directives.get('style-src')?.[0]).toBe("'self'");
    expect(
      directives
        .get('style-src')
        ?.slice(1)
        .every((source) => source.startsWith("'sha256-")),
    ).toBe(true);
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    expect(index.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(index.headers.get('x-frame-options')).toBe('DENY');
  });

  it('caches hashed assets for good, and has index.html, the service worker and the manifest checked', async () => {
    for (const path of ['', 'index.html', 'sw.js', 'manifest.webmanifest']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get('cache-control'), path).toBe('no-cache');
      const etag = reply.headers.get('etag');
      expect(etag, path).toBeTruthy();
      expect((await get(path, 'br', { 'if-none-match': etag! })).status, path).toBe(304);
    }
    for (const path of firstScripts()) {
      const reply = await get(path);
      expect(reply.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(reply.headers.get('content-type'), path).toMatch(/^text\/javascript/);
    }
    const manifest = await get('manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
  });

  it('sends the build’s brotli copy, else its gzip copy, else the file, and the first visit’s scripts in under 600 KB', async () => {
    const scripts = firstScripts();
    expect(scripts.some((path) => /phaser-/.test(path))).toBe(true);
    const sizes: Record<string, Record<string, number>> = {};
    for (const path of scripts) {
      const raw = readFileSync(join(dist, path), 'utf8');
      sizes[path] = {};
      for (const encoding of ['br', 'gzip', 'identity']) {
        const reply = await get(path, encoding);
        expect(await reply.text(), `${path} (${encoding})`).toBe(raw);
        expect(reply.headers.get('vary')).toMatch(/accept-encoding/i);
        // Files under a kilobyte are sent as they are: compressing them would save less than a packet.
        const sent = Buffer.byteLength(raw) < 1024 ? 'identity' : encoding;
        expect(reply.headers.get('content-encoding') ?? 'identity', `${path} (${encoding})`).toBe(sent);
        sizes[path][encoding] = Number(reply.headers.get('content-length'));
      }
    }
    const total = (encoding: string): number => scripts.reduce((sum, path) => sum + sizes[path][encoding], 0);
    console.log(
      `first visit's scripts: ${total('br')} bytes brotli, ${total('gzip')} gzip, ${total('identity')} raw`,
      sizes,
    );
    expect(total('br')).toBeLessThan(SCRIPT_LIMIT_BYTES);
    expect(total('gzip')).toBeLessThan(total('identity') / 3);
    expect(total('br')).toBeLessThan(total('gzip'));
  });

  it('serves only files of the build, and only to GET and HEAD', async () => {
    expect((await get('%2e%2e/package.json')).status).toBe(404);
    expect((await get('assets/missing-AbCd1234.js')).status).toBe(404);
    expect((await get('assets/missing-AbCd1234.js')).headers.get('cache-control') ?? '').not.toContain(
      'immutable',
    );
    expect((await fetch(`${club.url}/index.html`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await fetch(`${club.url}/index.html`, { method: 'HEAD' })).status).toBe(200);
  });
});

describe('the browser tests', () => {
  it('count a Content-Security-Policy violation as an error, on every page of every context', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const errors = collectErrors(page);
      await page.goto(gameUrl(''));
      await page.evaluate(() => {
        const image = document.createElement('img');
        image.src = 'http://elsewhere.invalid/pixel.png';
        document.body.append(image);
      });
      await expect
        .poll(() => errors.filter((error) => error.startsWith('Content-Security-Policy violation: img-src')))
        .toHaveLength(1);
    } finally {
      await browser.close();
    }
  });
});
