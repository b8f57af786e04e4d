/**
 * My games and the engine's hints in Chromium: a finished game replays from the Result screen and, after
 * a reload, from My games; the evaluation bar and the best move come from the worker; a kept blunder is
 * marked and its better move shown; levels get no hints, Versus does.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { playOxono, positionText, readMove, readPosition } from '../../src/core/oxono';
import { emptySave } from '../../src/game/store/recover';
import type { KeptGame } from '../../src/game/store/my-games';
import type { HintsHookState } from '../../src/game/session/hook-state';
import type { ReplayHookState } from '../../src/game/session/hook-state';
import { pagePerTest } from './browser';
import { clickItem, menuItems, open, playToWin, tapReplayMove, waitForItem, waitForScene } from './hook';

let page: Page;

pagePerTest({ viewport: { width: 360, height: 640 }, hasTouch: true }, (session) => {
  ({ page } = session);
});

type Replayed = Omit<ReplayHookState, 'pointOfMove'>;
const replay = (): Promise<Replayed | null> =>
  page.evaluate(() => {
    const state = window.__infection!.replay;
    if (!state) return null;
    const { pointOfMove: _, ...rest } = state;
    return JSON.parse(JSON.stringify(rest)) as Replayed;
  });
const hints = async (): Promise<HintsHookState | null> => (await replay())?.hints ?? null;
/**
 * Waits until the replay's state passes `check`, read from the page as it changes. The check runs here,
 * not in the page: the site's Content-Security-Policy lets no text be run as code there.
 */
const waitForReplay = (check: (state: Replayed) => boolean): Promise<unknown> =>
  expect
    .poll(
      async () => {
        const state = await replay();
        return state !== null && check(state);
      },
      { timeout: 30_000, interval: 50 },
    )
    .toBe(true);
const openScene = (scene: string, data?: object): Promise<void> =>
  page.evaluate(
    ([key, payload]) => window.__infectionMenu!.open(key as string, payload as object),
    [scene, data],
  );
const bounds = (name: string): Promise<unknown[]> =>
  page.evaluate((key) => window.__infection!.boundsOf(key), name);

describe('replays of every finished game, with hints', () => {
  it('replays a game from the Result screen, steps, jumps and hints, then again from My games after a reload', async () => {
    await open(page);
    await waitForScene(page, 'Title');
    await openScene('Play', { mode: 'versus', start: 'x2o/4/4/o2x x 0 1', rules: 'arcade', opponent: 1 });
    await waitForScene(page, 'Play');
    // Versus has the evaluation bar; the Result follows the game.
    await page.waitForFunction(() => window.__infection!.boundsOf('eval-bar').length === 1);
    await playToWin(page);
    await waitForScene(page, 'Result');
    await clickItem(page, 'Replay');
    await waitForScene(page, 'Replay');
    await waitForReplay((state) => state.status === 'ready' && state.hints !== null);
    const opened = (await replay())!;
    expect(opened.plies).toBeGreaterThan(2);
    expect(opened.ply).toBe(opened.plies);

    // Step to the start: the bar shows the engine's score there, different from the won end.
    await page.waitForFunction(() => window.__infection!.replay!.hints!.score !== null);
    const atEnd = (await hints())!.score!;
    await page.keyboard.press('Home');
    await waitForReplay((state) => state.ply === 0 && state.hints!.score !== null);
    const atStart = (await hints())!.score!;
    expect(atStart).not.toBe(atEnd);
    await page.keyboard.press('ArrowRight');
    await waitForReplay((state) => state.ply === 1);

    // Jump by tapping a move in the list, and by keys.
    await tapReplayMove(page, 2);
    await waitForReplay((state) => state.ply === 2);
    await page.keyboard.press('End');
    await waitForReplay((state) => state.ply === state.plies);
    await page.keyboard.press('ArrowLeft');
    await waitForReplay((state) => state.ply === state.plies - 1);

    // The best move, drawn on the board on request.
    await page.keyboard.press('Home');
    await waitForReplay((state) => state.ply === 0);
    await page.keyboard.press('b');
    await waitForReplay((state) => state.hints!.shown !== null && state.hints!.shown.kind === 'best');
    // The arrow is drawn on the frame after the hint's state changes.
    await expect.poll(() => bounds('hint-move'), { timeout: 10_000 }).toHaveLength(1);
    await page.keyboard.press('ArrowRight');
    await waitForReplay((state) => state.hints!.shown === null);

    // After a reload: High scores → My games → the game, newest first.
    await page.reload();
    await page.waitForFunction(() => window.__infection !== undefined);
    await waitForScene(page, 'Title');
    await openScene('HighScores');
    await clickItem(page, 'My games');
    await waitForScene(page, 'MyGames');
    const rows = (await menuItems(page)).filter((item) => item.label.includes('Versus'));
    expect(rows.length).toBe(1);
    await page.mouse.click(rows[0].x, rows[0].y);
    await waitForScene(page, 'Replay');
    await waitForReplay((state) => state.status === 'ready');
    expect((await replay())!.plies).toBe(opened.plies);
  });

  it('marks a kept move 3 or more pieces worse than the engine’s, and shows the move missed', async () => {
    // x could jump into the middle of eight o pieces; it cloned far away instead.
    const blunder: KeptGame = {
      game: 'ataxx',
      mode: 'versus',
      rules: 'arcade',
      start: 'ooo3o/o1ox3/ooo4/7/7/7/6x x 0 1',
      moves: 'g2',
      you: null,
      result: 'o',
      reason: 'stuck',
      date: '2026-12-01T07:00:00.000Z',
    };
    await open(page);
    await page.evaluate(
      (save) => localStorage.setItem('infection.save', save),
      JSON.stringify({ ...emptySave(), myGames: [blunder] }),
    );
    await page.reload();
    await page.waitForFunction(() => window.__infection !== undefined);
    await waitForScene(page, 'Title');
    await openScene('MyGames');
    await waitForScene(page, 'MyGames');
    const row = await waitForItem(page, '1 Dec');
    await page.mouse.click(row.x, row.y);
    await waitForReplay(
      (state) => state.status === 'ready' && state.hints !== null && state.hints!.missed.includes(1),
    );
    // The move list marks the move on the frame after the hints' state says it was missed.
    await expect
      .poll(() => page.evaluate(() => window.__infection!.texts.some((text) => text === 'g2?')), {
        timeout: 10_000,
      })
      .toBe(true);
    await page.keyboard.press('m');
    await waitForReplay(
      (state) => state.ply === 0 && state.hints!.shown !== null && state.hints!.shown.kind === 'missed',
    );
    expect((await hints())!.shown!.move).not.toBe('g2');
    // The arrow is drawn on the frame after the hint's state changes.
    await expect.poll(() => bounds('hint-move'), { timeout: 10_000 }).toHaveLength(1);
  });

  it('lists an Oxono game beside an Ataxx one kept before games were named, and replays it on Oxono’s board', async () => {
    // An Ataxx game as a save from before My games named its game, and an Oxono game against the computer.
    const ataxx = {
      mode: 'versus',
      rules: 'arcade',
      start: 'x5o/7/7/7/7/7/o5x x 0 1',
      moves: 'b6 f6',
      you: null,
      result: 'x',
      reason: 'stuck',
      date: '2026-12-01T07:00:00.000Z',
    };
    const oxono: KeptGame = {
      game: 'oxono',
      mode: 'versus',
      start: '.....X/XO..../..@.../...*../xox.../...... 1 6 7 6 7',
      moves: 'Xd1d2',
      you: 'x',
      computer: 3,
      result: 'x',
      reason: 'colour-line',
      date: '2026-12-02T07:00:00.000Z',
    };
    await open(page);
    await page.evaluate(
      (save) => localStorage.setItem('infection.save', save),
      JSON.stringify({ ...emptySave(), myGames: [oxono, ataxx] }),
    );
    await page.reload();
    await page.waitForFunction(() => window.__infection !== undefined);
    await waitForScene(page, 'Title');
    await openScene('MyGames');
    await waitForScene(page, 'MyGames');
    await waitForItem(page, '1 Dec');
    const labels = (await menuItems(page)).map((item) => item.label);
    expect(labels.find((label) => label.includes('2 Dec'))).toMatch(/Oxono · vs Computer \(3\) · won/);
    expect(labels.find((label) => label.includes('1 Dec'))).toMatch(/Versus · Player 1 won/);
    // The old entry was read, not set aside: the save now names its game.
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('infection.save')!).myGames);
    expect(kept.map((game: { game: string }) => game.game)).toEqual(['oxono', 'ataxx']);
    const row = await waitForItem(page, '2 Dec');
    await page.mouse.click(row.x, row.y);
    await waitForScene(page, 'Replay');
    await waitForReplay((state) => state.status === 'ready');
    const opened = (await replay())!;
    expect(opened.plies).toBe(1);
    const start = readPosition(oxono.start);
    const move = readMove(oxono.moves);
    const after = start.ok && move.ok ? playOxono(start.value, move.value) : null;
    expect(after?.ok && opened.fen).toBe(after?.ok && positionText(after.value.position));
    // Oxono's board (a mark per pawn and totem) and its pawns beside the players' names, not blobs.
    const marks = (await page.evaluate(() => window.__infection!.texts)).filter(
      (text) => text === 'X' || text === 'O',
    );
    expect(marks).toHaveLength(9);
    await expect.poll(() => bounds('replay-pawn-x'), { timeout: 10_000 }).toHaveLength(1);
    expect(await bounds('replay-pawn-o')).toHaveLength(1);
    expect(await bounds('replay-blob-x')).toEqual([]);
  });

  it('gives no hints in a campaign level', async () => {
    await open(page);
    await waitForScene(page, 'Title');
    await openScene('Play', { mode: 'level', levelId: 'w1-02' });
    await waitForScene(page, 'Play');
    await page.waitForFunction(() => window.__infection!.fen !== null);
    await page.keyboard.press('b');
    expect(await bounds('eval-bar')).toEqual([]);
    expect(await bounds('hint-best')).toEqual([]);
    expect(await bounds('hint-move')).toEqual([]);
  });
});
