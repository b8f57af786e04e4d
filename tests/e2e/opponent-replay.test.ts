import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseMove, greedyMove } from '../../src/ai';
import { ataxxRequest } from '../../src/ai/ataxx-engine';
import type { ThinkRequest } from '../../src/ai/types';
import { applyMove, moveToText, parseFen, type Position, type Ruleset } from '../../src/core';
import type { ThinkMessage } from '../../src/game/session/opponent/messages';
import { launchBrowser } from '../../scripts/chromium';
import { builtWorker, collectErrors, gameUrl } from './browser';

/**
 * The world leaderboards will verify a score by replaying the game in Node, so the move the game's own
 * worker chooses in Chromium must be exactly the one Node chooses for the same request, at every strength.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A board a few seeded greedy moves into a game, so the requests are not all openings. */
function after(fen: string, rules: Ruleset, plies: number): Position {
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(parsed.error);
  let position = parsed.value;
  for (let ply = 0; ply < plies; ply++)
    position = applyMove(position, greedyMove(position, rules, ply)).position;
  return position;
}

const REQUESTS: ThinkRequest[] = [
  { position: after('x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1', 'arcade', 5), rules: 'arcade', strength: 2, seed: 11 },
  { position: after('x5o/7/7/7/7/7/o5x x 0 1', 'classic', 6), rules: 'classic', strength: 3, seed: 5 },
  { position: after('x7o/9/9/9/9/9/9/9/o7x x 0 1', 'arcade', 4), rules: 'arcade', strength: 6, seed: 3 },
  {
    position: after('x3-3o/9/2-3-2/9/4-4/9/2-3-2/9/o3-3x x 0 1', 'arcade', 6),
    rules: 'arcade',
    strength: 8,
    seed: 8,
  },
  { position: after('x5o/7/7/7/7/7/o5x x 0 1', 'arcade', 8), rules: 'arcade', strength: 10, seed: 1 },
];

describe('the opponent worker in Chromium and the engine in Node', () => {
  it('choose the same move, score and node count for the same requests', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(gameUrl(), { timeout: 60_000 });
    const messages: ThinkMessage[] = REQUESTS.map((request, id) => ({ id, request: ataxxRequest(request) }));
    const answers = await page.evaluate(
      ([url, sent]) =>
        new Promise<unknown[]>((resolve, reject) => {
          const worker = new Worker(url, { type: 'module' });
          const received: unknown[] = [];
          worker.onmessage = (event: MessageEvent) => {
            received.push(event.data);
            if (received.length < sent.length) worker.postMessage(sent[received.length]);
            else {
              worker.terminate();
              resolve(received);
            }
          };
          worker.onerror = (event) => reject(new Error(event.message || 'the worker failed to load'));
          worker.postMessage(sent[0]);
        }),
      [builtWorker(), messages] as const,
    );
    const inNode = REQUESTS.map((request, id) => {
      const { move, depth, score, nodes } = chooseMove(request);
      const { width, height } = request.position;
      return { id, move: moveToText(move, width, height), depth, score, nodes };
    });
    expect(answers).toEqual(inNode);
    expect(errors).toEqual([]);
    await page.close();
  });
});
