import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress.ts';

const PHASER_SRC = fileURLToPath(new URL('./node_modules/phaser/src/', import.meta.url));
/**
 * Phaser's build flags, as its own webpack build defines them (`typeof WEBGL_RENDERER` and so on), for the
 * game's build of Phaser's sources (src/game/app/phaser-parts.js). Howler owns the sound, so Phaser's is left out.
 */
const PHASER_FLAGS: Readonly<Record<string, boolean>> = {
  CANVAS_RENDERER: true,
  WEBGL_RENDERER: true,
  WEBGL_DEBUG: false,
  EXPERIMENTAL: false,
  FEATURE_SOUND: false,
  PLUGIN_CAMERA3D: false,
  PLUGIN_FBINSTANT: false,
};
const PHASER_FLAG = new RegExp(`typeof (${Object.keys(PHASER_FLAGS).join('|')})\\b`, 'g');

/** Replaces Phaser's `typeof FLAG` tests with the flags' values in its source files. */
function phaserFlags(): Plugin {
  return {
    name: 'phaser-flags',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(PHASER_SRC) || !code.includes('typeof ')) return null;
      return { code: code.replace(PHASER_FLAG, (_, flag: string) => String(PHASER_FLAGS[flag])), map: null };
    },
  };
}

/**
 * Workbox bundles the service worker through a file in a folder of its own under the system's temp
 * folder and never removes it: every build left a folder holding one `sw.js` in /tmp. A build gives it
 * a scratch folder instead (TMPDIR, which Workbox reads once, when the PWA plugin loads it after the
 * config), removed as the build's process exits: Rollup runs `closeBundle` hooks side by side, so an
 * earlier removal could pull the folder from under Workbox.
 */
function workboxScratch(): Plugin {
  return {
    name: 'workbox-scratch',
    apply: 'build',
    config() {
      const folder = mkdtempSync(join(tmpdir(), 'infection-build-'));
      process.env.TMPDIR = folder;
      process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
    },
  };
}

/** Where the club server listens in development (CLUB_PORT, as `npm start` sets it). */
const CLUB_TARGET = `http://127.0.0.1:${process.env.CLUB_PORT ?? '2567'}`;

/**
 * `vite build` makes the shipped game in `dist/`; `vite build --mode e2e` makes the browser tests' build
 * in `dist-e2e/`, the only one with the test hooks (see src/game/base/test-build.ts).
 */
export default defineConfig(({ command, mode }) => ({
  base: './',
  publicDir: 'public',
  // A build takes only the parts of Phaser the game uses (issue 53); the dev server keeps Phaser's own
  // bundle (it serves Phaser's CommonJS sources only through its dependency pre-bundling).
  resolve:
    command === 'build'
      ? {
          alias: [
            {
              find: /^phaser$/,
              replacement: fileURLToPath(new URL('./src/game/app/phaser-parts.js', import.meta.url)),
            },
            { find: /^phaser-src\//, replacement: PHASER_SRC },
          ],
        }
      : {},
  plugins: [
    phaserFlags(),
    workboxScratch(),
    // The installable, offline game: a manifest and a service worker that precaches everything the
    // build makes (audio included, which Workbox leaves out by default; never source maps), and stays
    // out of the club's traffic (/api and /club go to the network, always).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Infection',
        short_name: 'Infection',
        description:
          'An arcade strategy game of spreading blobs (Ataxx), to play alone, with a friend or online.',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        background_color: '#0d1021',
        theme_color: '#0d1021',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,ico,svg,png,mp3,ogg,webm,wav,woff2,json,webmanifest}'],
        globIgnores: ['**/*.map'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/\/api\//, /\/club\//],
        cleanupOutdatedCaches: true,
      },
    }),
    // Brotli and gzip copies of the build's text, made once here and sent by the server (sirv).
    precompress(),
  ],
  server: {
    port: 5173,
    // The club server (`npm start` runs it beside Vite): its JSON API, and Colyseus's matchmaking and
    // websockets under /club, so the game talks to one origin in development as in production.
    proxy: {
      '/api': { target: CLUB_TARGET },
      '/club': { target: CLUB_TARGET, ws: true },
    },
  },
  preview: { port: 4173 },
  // Named here, the online client's libraries are bundled when the dev server starts; found later, they
  // make Vite reload the page in the middle of joining a game.
  optimizeDeps: { include: ['phaser', 'howler', '@colyseus/sdk', 'valibot'] },
  worker: { format: 'es' },
  build: {
    outDir: mode === 'e2e' ? 'dist-e2e' : 'dist',
    target: 'es2022',
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      output: {
        manualChunks(id: string) {
          if (id.includes('node_modules/phaser') || id.endsWith('phaser-parts.js')) return 'phaser';
          if (id.includes('node_modules/howler')) return 'howler';
          return undefined;
        },
      },
    },
  },
}));
