import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toFen } from '../../src/core';
import { pagePerTest } from './browser';
import { clickItem, open, state, waitForItem, waitForPlayer, waitForScene, waitForText } from './hook';
import { LEVEL_IN_PROGRESS, seedSave } from './newcomer-saves';
import type { EditorHookState } from '../../src/game/session/hook-state';

let context: BrowserContext;
let page: Page;

pagePerTest({ viewport: { width: 360, height: 640 }, hasTouch: true }, (session) => {
  ({ context, page } = session);
});

type Box = { x: number; y: number; width: number; height: number };
const boundsOf = (name: string): Promise<Box[]> =>
  page.evaluate((wanted) => window.__infection!.boundsOf(wanted), name);

type Draft = Omit<EditorHookState, 'pointOf'>;
const editor = (): Promise<Draft> =>
  page.evaluate(() => {
    const { pointOf: _, ...rest } = window.__infection!.editor!;
    return rest;
  });
const pointOf = (square: number): Promise<{ x: number; y: number }> =>
  page.evaluate((at) => window.__infection!.editor!.pointOf(at), square);
const blocks = (draft: Draft): number[] =>
  [...draft.cells].flatMap((cell, square) => (cell === '-' ? [square] : []));

async function openEditor(): Promise<void> {
  await open(page);
  await waitForScene(page, 'Title');
  await page.evaluate(() => window.__infectionMenu!.open('Versus'));
  await clickItem(page, 'Make a board');
  await waitForScene(page, 'Editor');
}

describe('the level editor', () => {
  it("plays its board as the editor's test game, never asking to end an arcade run (issue 43)", async () => {
    const run = { ...LEVEL_IN_PROGRESS.current, mode: 'arcade' };
    await seedSave(context, { ...LEVEL_IN_PROGRESS, current: run });
    await openEditor();
    const tap = await pointOf(1 * 7 + 2);
    await page.mouse.click(tap.x, tap.y);
    await waitForText(page, 'Ready to play');
    await clickItem(page, 'Play it');
    await waitForScene(page, 'Play', 5_000);
    await waitForText(page, 'Testing your board');
    const first = await waitForPlayer(page);
    expect(first.fen).not.toBe(run.start);
    expect(await page.evaluate(() => window.__infection!.move('b6'))).toBe(true);
    await waitForPlayer(page);
    // The arcade game waits in the save as it was: the test game took nothing's place.
    const saved = await page.evaluate(
      () => JSON.parse(localStorage.getItem('infection.save')!) as { current: unknown },
    );
    expect(saved.current).toEqual(run);
  });

  it('paints through the mirror by tap and drag, undoes a whole stroke, and plays the board', async () => {
    await openEditor();
    const fresh = await editor();
    expect([fresh.width, fresh.height, fresh.mirror]).toEqual([7, 7, 'both']);
    // The standard start is a campaign board: the editor says so until it is changed.
    expect(fresh.problems).toEqual(['campaign-copy']);

    // A tap with the block brush, mirrored both ways: four blocks.
    const tap = await pointOf(1 * 7 + 2);
    await page.mouse.click(tap.x, tap.y);
    await page.waitForFunction(() => window.__infection!.editor!.cells.includes('-'));
    const tapped = await editor();
    expect(blocks(tapped)).toEqual([9, 11, 37, 39]);
    expect(tapped.problems).toEqual([]);
    await waitForText(page, 'Ready to play');

    // A drag across two squares is one stroke: one Undo takes all of it back.
    const from = await pointOf(3 * 7 + 0);
    const to = await pointOf(3 * 7 + 1);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    await page.waitForFunction(() => window.__infection!.editor!.cells.split('-').length - 1 === 8);
    expect(blocks(await editor())).toEqual([9, 11, 21, 22, 26, 27, 37, 39]);
    await clickItem(page, 'Undo');
    await page.waitForFunction((cells) => window.__infection!.editor!.cells === cells, tapped.cells);
    await clickItem(page, 'Redo');
    await page.waitForFunction(() => window.__infection!.editor!.cells.split('-').length - 1 === 8);

    const drawn = await editor();
    await clickItem(page, 'Play it');
    await waitForScene(page, 'Play');
    const game = await state(page);
    expect(game.fen).toBe(
      toFen({ width: 7, height: 7, cells: drawn.cells, turn: 'x', halfmoves: 0, fullmoves: 1 }),
    );
    expect(game.rules).toBe(drawn.rules);
  });

  it('marks a square no piece can reach and will not share the board until it is fixed', async () => {
    await openEditor();
    // Blocks on every square within two steps of the top middle square (mirrored to the bottom one):
    // no clone or jump can land there.
    for (const square of [1, 2]) {
      const at = await pointOf(square);
      await page.mouse.click(at.x, at.y);
    }
    for (const row of [1, 2]) {
      const from = await pointOf(row * 7 + 1);
      const to = await pointOf(row * 7 + 5);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 10 });
      await page.mouse.up();
    }
    await page.waitForFunction(() => window.__infection!.editor!.problems.includes('unreachable'));
    await waitForText(page, 'No piece can ever reach');
    expect((await editor()).cells.slice(0, 7)).toBe('x--.--o');
    await clickItem(page, 'Share link');
    await waitForText(page, 'Fix the board first');
  });

  it('shares a link that opens the same board, ending and opponent, ready to play', async () => {
    // The clipboard takes the link, so the editor says it was copied: a success, not a problem.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openEditor();
    const width = await waitForItem(page, 'Width');
    await page.mouse.click(width.x, width.y);
    await page.waitForFunction(() => window.__infection!.editor!.width === 8);
    const corner = await pointOf(8 + 3);
    await page.mouse.click(corner.x, corner.y);
    await page.waitForFunction(() => window.__infection!.editor!.problems.length === 0);
    const drawn = await editor();
    await clickItem(page, 'Share link');
    await page.waitForFunction(() => window.__infection!.texts.some((t) => /(copied|code): \S+/.test(t)));
    const texts = await page.evaluate(() => window.__infection!.texts);
    const code = texts.map((t) => /(?:copied|code): (\S+)/.exec(t)?.[1]).find(Boolean)!;
    expect(code.length).toBeLessThanOrEqual(40);
    expect(texts).toContain(`Link copied: ${code}`);
    expect(await boundsOf('toast-good')).toHaveLength(1);
    expect(await boundsOf('toast-warn')).toEqual([]);
    // It sits below the heading, never over it (it grows in inside its final place).
    const [card] = await boundsOf('toast');
    const [heading] = await boundsOf('heading');
    expect(card.y).toBeGreaterThanOrEqual(heading.y + heading.height);

    await open(page, `board=${code}`);
    await waitForScene(page, 'Play');
    const game = await state(page);
    expect(game.fen).toBe(
      toFen({ width: 8, height: 7, cells: drawn.cells, turn: 'x', halfmoves: 0, fullmoves: 1 }),
    );
    expect(game.rules).toBe(drawn.rules);
    expect(await page.evaluate(() => new URLSearchParams(window.location.search).has('board'))).toBe(false);
  });

  it('says a damaged board link is damaged, on the title screen', async () => {
    await open(page, 'board=AbCdEf');
    await waitForScene(page, 'Title');
    await waitForText(page, 'damaged');
  });
});

describe('my boards', () => {
  it('keeps a named board through a reload, opens it again, and deletes it when asked', async () => {
    await openEditor();
    const at = await pointOf(2 * 7 + 3);
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction(() => window.__infection!.editor!.problems.length === 0);
    const drawn = await editor();
    await clickItem(page, 'My boards');
    await waitForScene(page, 'MyBoards');
    await page.fill('#board-name', 'Crossroads');
    await clickItem(page, 'Keep');
    await waitForItem(page, 'Crossroads · 7×7');

    await page.reload();
    await waitForScene(page, 'Title');
    await page.evaluate(() => window.__infectionMenu!.open('MyBoards'));
    await clickItem(page, 'Crossroads');
    await waitForScene(page, 'Editor');
    expect((await editor()).cells).toBe(drawn.cells);

    await clickItem(page, 'My boards');
    await waitForScene(page, 'MyBoards');
    await clickItem(page, 'Delete');
    await clickItem(page, 'Delete');
    await page.waitForFunction(
      () => !(window.__infectionMenu?.items ?? []).some((item) => item.label.startsWith('Crossroads')),
    );
    await waitForText(page, 'No boards kept yet');
  });
});

describe('level JSON', () => {
  it('shows the board as a level file, refuses a broken one with the checker words, and opens a good one', async () => {
    await openEditor();
    await clickItem(page, 'My boards');
    await clickItem(page, 'Level JSON');
    await waitForScene(page, 'BoardJson');
    const exported = JSON.parse(await page.inputValue('#board-json'));
    expect(exported.board).toEqual([
      'x.....o',
      '.......',
      '.......',
      '.......',
      '.......',
      '.......',
      'o.....x',
    ]);

    const broken = { ...exported, board: ['x..o', '....', '..q.', 'o..x'] };
    await page.fill('#board-json', JSON.stringify(broken));
    await clickItem(page, 'Open in editor');
    await waitForText(page, 'board row 3, column 3: unknown symbol "q"');

    const good = { ...exported, board: ['x-.o', '....', '....', 'o.-x'], rules: 'classic' };
    await page.fill('#board-json', JSON.stringify(good));
    await clickItem(page, 'Open in editor');
    await waitForScene(page, 'Editor');
    expect(await editor()).toMatchObject({
      width: 4,
      height: 4,
      cells: 'x-.o........o.-x',
      rules: 'classic',
    });
  });

  it('paints with the keyboard: arrows move the cursor, letters paint through the mirror, M, U and R', async () => {
    await openEditor();
    // Tab reaches the board after the tools; the cursor starts in the top-left corner.
    for (let i = 0; i < 20 && (await editor()).cursor === null; i++) await page.keyboard.press('Tab');
    expect((await editor()).cursor).toBe(0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect((await editor()).cursor).toBe(8);
    // B blocks the square, mirrored both ways; U takes it back, R puts it again, E empties it.
    await page.keyboard.press('b');
    await page.waitForFunction(() => window.__infection!.editor!.cells.includes('-'));
    expect(blocks(await editor())).toEqual([8, 12, 36, 40]);
    await page.keyboard.press('u');
    await page.waitForFunction(() => !window.__infection!.editor!.cells.includes('-'));
    await page.keyboard.press('r');
    await page.waitForFunction(() => window.__infection!.editor!.cells.includes('-'));
    await page.keyboard.press('e');
    await page.waitForFunction(() => !window.__infection!.editor!.cells.includes('-'));
    // M turns the mirror tool; O and X paint pieces; Enter paints with the brush (Block).
    await page.keyboard.press('m');
    await page.waitForFunction(() => window.__infection!.editor!.mirror === 'rotation');
    await page.keyboard.press('m');
    await page.waitForFunction(() => window.__infection!.editor!.mirror === 'none');
    expect((await editor()).cursor).toBe(8);
    await page.keyboard.press('o');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('x');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__infection!.editor!.cells[10] === '-');
    expect((await editor()).cells.slice(7, 14)).toBe('.ox-...');
    // An arrow past the edge leaves the board for the tools.
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowUp');
    expect((await editor()).cursor).toBeNull();
  });
});
