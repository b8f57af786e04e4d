import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalMoves, moveToText, parseFen } from '../../src/core';
import type { ThinkMessage } from '../../src/game/session/opponent/messages';
import { launchBrowser } from '../../scripts/chromium';
import { builtWorker, collectErrors, gameUrl } from './browser';

/**
 * The opponent's module worker as the built game ships it: Vite must have bundled it, it must answer a
 * think request with a legal move, and the page must keep drawing frames while the engine thinks.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the opponent worker in the browser', () => {
  it('answers a strength-10 request with a legal move while the page keeps drawing', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(gameUrl(), { timeout: 60_000 });
    const parsed = parseFen('x5o/7/2-1-2/7/2-1-2/7/o5x o 0 1');
    if (!parsed.ok) throw new Error(parsed.error);
    const message: ThinkMessage = {
      id: 7,
      request: {
        game: 'ataxx',
        position: 'x5o/7/2-1-2/7/2-1-2/7/o5x o 0 1',
        variant: 'arcade',
        strength: 10,
        seed: 1,
      },
    };

    const reply = await page.evaluate(
      ([url, sent]) =>
        new Promise<{ data: { id: number; move?: string; nodes?: number }; frames: number }>(
          (resolve, reject) => {
            const worker = new Worker(url, { type: 'module' });
            let frames = 0;
            let counting = true;
            const count = () => {
              frames++;
              if (counting) requestAnimationFrame(count);
            };
            requestAnimationFrame(count);
            worker.onmessage = (event: MessageEvent) => {
              counting = false;
              worker.terminate();
              resolve({ data: event.data as { id: number; move?: string; nodes?: number }, frames });
            };
            worker.onerror = (event) => reject(new Error(event.message || 'the worker failed to load'));
            worker.postMessage(sent);
          },
        ),
      [builtWorker(), message] as const,
    );

    expect(reply.data.id).toBe(7);
    const legal = legalMoves(parsed.value, 'arcade').map((move) => moveToText(move, 7, 7));
    expect(legal).toContain(reply.data.move);
    expect(reply.data.nodes).toBeGreaterThan(1000);
    // The search ran off the main thread: animation frames went on while it thought.
    expect(reply.frames).toBeGreaterThan(2);
    expect(errors).toEqual([]);
    await page.close();
  });
});
