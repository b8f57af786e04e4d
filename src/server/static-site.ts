/**
 * The built game as a production site serves it, through sirv: the brotli or gzip copy the build made
 * beside a file (`.br`, `.gz`) when the browser takes it, ETags, hashed assets cached for good and
 * everything else (index.html, sw.js, the manifest, the icons) checked on every load, and the security
 * headers on every file. `npm run serve` (the club, `staticDir`), the browser tests and the performance
 * scripts (`serveFolder`) all serve the game here, so they all run under the same Content-Security-Policy.
 * sirv lists the folder once, at start: a new build is served after a restart.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

/** Vite's output names under assets/: `index-B2x9_kQz.js`. */
const HASHED = /^\/assets\/.*-[\w-]{8}\.\w+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** A `Host` header that names a host (and port) and nothing else, to be written into the policy. */
/**
 * A Host header the policy may name for websockets. An IPv6 literal (`[::1]:2567`) is not one: CSP's
 * host-source grammar has no brackets, Chromium reports such a source as invalid on every page, and
 * `'self'` already lets a page reach websockets on its own host.
 */
const PLAIN_HOST = /^[\w.-]+(:\d{1,5})?$/i;

export interface SiteOptions {
  /**
   * Hosts (`host:port`) besides the page's own that the game's websockets reach: a cluster's public
   * address (CLUB_PUBLIC_ADDRESS), when players load the page under another name.
   */
  readonly websocketHosts?: readonly string[];
}

/** Serves the request if it names a file of the site; false when it does not (the caller answers). */
export type StaticSiteHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The sha256 sources of index.html's inline `<style>` blocks, the only inline code the page has. */
function inlineStyleHashes(root: string): string[] {
  const index = join(root, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map(
    ([, css]) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
  );
}

/**
 * The game's policy: its own scripts (and WebAssembly, which the engine may ship), index.html's inline
 * styles by hash, Phaser's generated textures (`data:`, `blob:`), the club's API and websockets on the
 * page's own host, and no framing, plugins or foreign forms.
 */
export function contentSecurityPolicy(
  styleHashes: readonly string[],
  websocketHosts: readonly string[],
): string {
  const sockets = websocketHosts.flatMap((host) => [`ws://${host}`, `wss://${host}`]);
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    ["connect-src 'self'", ...sockets].join(' '),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A handler for the built game in `root` (GET and HEAD only; paths never leave `root`). */
export function staticSite(root: string, options: SiteOptions = {}): StaticSiteHandler {
  const folder = resolve(root);
  const styles = inlineStyleHashes(folder);
  const files = sirv(folder, {
    etag: true,
    brotli: true,
    gzip: true,
    // A folder's index.html, and no other guessing (`/play` is not `/play.htm`).
    extensions: ['html'],
    setHeaders(res, pathname) {
      const host = res.req.headers.host;
      const sockets = [...(host && PLAIN_HOST.test(host) ? [host] : []), ...(options.websocketHosts ?? [])];
      res.setHeader('Cache-Control', HASHED.test(pathname) ? IMMUTABLE : REVALIDATE);
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(styles, sockets));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    },
  });
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let found = true;
    // sirv answers at once, or calls this when it has no such file.
    files(req, res, () => {
      found = false;
    });
    return found;
  };
}

/** A running static site: its address and the way to stop it. */
export interface StaticSite {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves a built folder alone (no club) on a local port (a free one unless `port` is given), with the
 * headers `npm run serve` sends: for the browser tests and the performance scripts.
 */
export async function serveFolder(folder: string, port = 0): Promise<StaticSite> {
  const root = resolve(folder);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root}/index.html is missing: build the game into that folder first`);
  }
  const site = staticSite(root);
  const server = createServer((request, response) => {
    if (!site(request, response)) response.writeHead(404).end('not found');
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/`,
    // A browser keeps idle connections open: close them too, or close() waits for the browser to.
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
