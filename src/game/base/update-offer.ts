/**
 * The installable game's updates: the service worker (vite-plugin-pwa's Workbox build, sw.js) precaches
 * the whole game so it plays offline; when a new version has been downloaded it waits, and the title
 * screen offers it. Taking it reloads the page into the new version; the save is written after every
 * move, so a game in progress is resumed, never lost.
 */
import { TEST_BUILD } from './test-build';

/** How often an open game looks for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registration: ServiceWorkerRegistration | null = null;
let ready = false;
const listeners = new Set<() => void>();

function becomeReady(): void {
  if (ready) return;
  ready = true;
  for (const listener of listeners) listener();
}

/** Registers the service worker; the browser tests' build does so only when the page asks (`sw=on`). */
export function startOffline(): void {
  // The dev server builds no service worker (sw.js comes with `vite build`).
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  if (TEST_BUILD && new URLSearchParams(window.location.search).get('sw') !== 'on') return;
  const workers = navigator.serviceWorker;
  workers
    .register('./sw.js', { scope: './' })
    .then((registered) => {
      registration = registered;
      // A new version counts once it is installed beside a version already in charge of the page (the
      // very first install is just the game becoming available offline).
      const watch = (worker: ServiceWorker | null): void => {
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && workers.controller) becomeReady();
        });
      };
      if (registered.waiting && workers.controller) becomeReady();
      watch(registered.installing);
      registered.addEventListener('updatefound', () => watch(registered.installing));
      // Look now and every hour, so a game left open for days still hears of a new version. Offline,
      // the look fails quietly and the game plays on from the cache.
      const look = (): void => void registered.update().catch(() => undefined);
      // The first look waits for a version to be in charge: a look queued while the very first install
      // runs has nothing to compare against, and Chromium can hold it (and every job queued behind it)
      // for up to a minute after that install.
      void workers.ready.then(() => {
        look();
        setInterval(look, UPDATE_CHECK_MS);
      });
    })
    .catch((error: unknown) => console.warn('offline play is not available:', error));
}

/** Whether a new version is downloaded and waiting. */
export const updateReady = (): boolean => ready;

/** Calls `listener` when a new version becomes ready; returns how to stop listening. */
export function onUpdateReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Switches to the waiting version: it takes over (Workbox's SKIP_WAITING message) and the page reloads. */
export function takeUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
