import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webm': 'audio/webm',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.woff2': 'font/woff2',
};

let server: Server | undefined;

/**
 * Serves the built game (`dist/`, or `$E2E_DIST` so several people can build and test at once) as a
 * plain static site, the way a player's host would.
 */
export async function setup(project: TestProject): Promise<void> {
  const root = resolve(process.env.E2E_DIST ?? 'dist');
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root}/index.html is missing: run \`npm run build\` before the browser tests`);
  }
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
    let file = join(root, path);
    if (!file.startsWith(root)) file = join(root, 'index.html');
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}/`);
}

export async function teardown(): Promise<void> {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
