import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { legalOxonoMoves, readMove } from '../../src/core/oxono';
import { clickItem, frames, waitForItem, waitForScene, waitForText } from './hook';
import {
  chooseMove,
  clickMove,
  clickSquare,
  oxonoState,
  openOxonoGame,
  readPosition,
  seedSettings,
  waitForTurn,
} from './oxono-play';

let context: BrowserContext;
let page: Page;
pagePerTest({ viewport: { width: 360, height: 640 }, hasTouch: true }, (session) => {
  ({ context, page } = session);
});

describe('Oxono, two players on one device', () => {
  it('plays a whole game by clicks, both colours tapping in turn, to its end, the winning line drawn', async () => {
    await seedSettings(context);
    await openOxonoGame(page, 'Two players');
    const start = await oxonoState(page);
    expect(start.position).toBe('....../....../..@.../...*../....../...... 1 8 8 8 8');
    expect(start.step).toBe('totem');
    for (let ply = 0; ply < 32; ply++) {
      const now = await waitForTurn(page);
      if (now.outcome) break;
      expect(now.turn).toBe(ply % 2 === 0 ? 'pink' : 'black');
      await clickMove(page, chooseMove(readPosition(now.position), ply + 1));
    }
    const end = await waitForTurn(page);
    expect(end.outcome).not.toBeNull();
    if (end.outcome!.winner !== null) {
      expect(end.line.length).toBeGreaterThanOrEqual(4);
      expect(end.status).toContain('wins');
    } else expect(end.status).toContain('Draw');
    // A finished game leaves the save part: nothing to continue.
    expect(end.saved).toBe(false);
    // It is kept, and opens in the replay viewer at its last move; Back leads to Oxono's menu.
    await clickItem(page, 'Replay');
    await waitForScene(page, 'Replay');
    await page.waitForFunction(() => window.__infection?.replay?.status === 'ready');
    const replay = await page.evaluate(() => window.__infection!.replay!);
    expect(replay.plies).toBe(end.moves.length);
    expect(replay.fen).toBe(end.position);
    // Oxono's own board is drawn: a mark for each pawn and totem on the final position.
    const marks = (await page.evaluate(() => window.__infection!.texts)).filter(
      (text) => text === 'X' || text === 'O',
    );
    expect(marks).toHaveLength(end.moves.length + 2);
    // At its start, the engine's evaluation and best move (a legal first move) where Ataxx's hints go.
    await page.keyboard.press('Home');
    await page.waitForFunction(() => window.__infection!.replay!.ply === 0);
    await waitForText(page, 'Best move: ');
    const hint = (await page.evaluate(() => window.__infection!.texts)).find((text) =>
      text.startsWith('Best move: '),
    )!;
    const best = readMove(hint.slice('Best move: '.length).split(' · ')[0]);
    expect(best.ok && legalOxonoMoves(readPosition(start.position)).includes(best.value)).toBe(true);
    await page.keyboard.press('Escape');
    await waitForScene(page, 'OxonoMenu');
    await waitForItem(page, 'Replay the last game');
  });

  it('cancels a chosen destination with a tap elsewhere, and plays a move by keyboard', async () => {
    await seedSettings(context);
    await openOxonoGame(page, 'Two players');
    await clickSquare(page, 'd5');
    expect((await oxonoState(page)).step).toBe('pawn');
    // The X totem from d3 to d5: its pawn goes beside d5.
    expect([...(await oxonoState(page)).targets].sort()).toEqual(['c5', 'd4', 'd6', 'e5']);
    await clickSquare(page, 'a1');
    expect((await oxonoState(page)).step).toBe('totem');
    expect((await oxonoState(page)).moves).toEqual([]);
    // The board has the keyboard's focus: its cursor is where the last tap was (a1).
    expect((await oxonoState(page)).cursor).toBe('a1');
    await page.keyboard.press('ArrowUp');
    await frames(page, 2);
    expect((await oxonoState(page)).cursor).toBe('a2');
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowRight', 'ArrowRight'])
      await page.keyboard.press(key);
    await frames(page, 2);
    expect((await oxonoState(page)).cursor).toBe('d5');
    await page.keyboard.press('Enter');
    await frames(page, 2);
    expect((await oxonoState(page)).step).toBe('pawn');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__oxono!.state()!.moves.length === 1);
    expect((await oxonoState(page)).moves).toEqual(['X d5 e5']);
    await page.keyboard.press('Escape');
    await waitForScene(page, 'OxonoMenu');
  });
});
