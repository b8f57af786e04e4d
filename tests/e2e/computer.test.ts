/**
 * Playing the computer online, in the browser against the real club (in this process, serving the test
 * build): a new player goes from Online to Play the computer, picks a strength and a colour by the
 * keyboard, plays a move by clicks, and sees the computer answer; it declines a draw offer and a takeback
 * at once, in words, and play goes on; resigning reads "You resigned" on a card under the top row, and
 * leaving goes back to Play the computer. The screen's text is checked at every strength on a 360×640
 * phone and a small laptop window, in Dutch and Portuguese (the longest words).
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningClub } from '../../src/server/club-server';
import { computerStrings } from '../../src/game/base/strings/computer';
import { menusStrings } from '../../src/game/base/strings/menus';
import { collectErrors } from './browser';
import { openClubSite, quietSave, type ClubSite } from './club-site';
import {
  clickItem,
  clicksFor,
  greedyMove,
  menuItems,
  pressButton,
  text,
  waitForItem,
  waitForScene,
  waitForSettled,
  waitForText,
} from './hook';

let site: ClubSite;
let club: RunningClub;
let browser: Browser;
let contexts: BrowserContext[] = [];
const suffix = randomBytes(2).toString('hex');

beforeAll(async () => {
  site = await openClubSite({ engineWorkers: 1 });
  ({ club, browser, contexts } = site);
});

afterAll(async () => {
  await site?.close();
});

async function newPage(viewport: { width: number; height: number }, language = 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((text) => localStorage.setItem('infection.save', text), quietSave(language));
  contexts.push(context);
  return context.newPage();
}

/** Opens the game the club serves, so page and club share one origin as with `npm run serve`. */
async function open(page: Page): Promise<void> {
  await page.goto(`${club.url}/`);
  await page.waitForFunction(() => window.__infection !== undefined, null, { timeout: 30_000 });
}

/** Steps a setting with the arrow keys until its label shows `wanted`. */
async function stepTo(page: Page, label: string, wanted: string): Promise<void> {
  const item = await waitForItem(page, label);
  await page.mouse.move(item.x, item.y);
  for (let i = 0; i < 20; i++) {
    const now = (await menuItems(page)).find((each) => each.label.startsWith(label))!;
    if (now.label.includes(wanted)) return;
    await page.keyboard.press('ArrowLeft');
  }
  throw new Error(`${label} never showed ${wanted}`);
}

const online = (page: Page) => page.evaluate(() => window.__infection!.online);

describe('playing the computer online', () => {
  it('a new player starts a game against the computer from Online and the computer answers a move', async () => {
    const page = await newPage({ width: 1000, height: 700 });
    const errors = collectErrors(page);
    await open(page);
    await waitForScene(page, 'Title');
    await clickItem(page, 'Online');
    await waitForScene(page, 'ClubName');
    await page.fill('#club-name', `Ada_${suffix}`);
    await clickItem(page, 'Continue');
    await waitForScene(page, 'Online');
    await clickItem(page, 'Play the computer');
    await waitForScene(page, 'PlayComputer');
    await stepTo(page, 'Strength', '2 · Beginner');
    expect((await page.evaluate(() => window.__infection!.texts)).join(' ')).toContain('counts only pieces');
    await stepTo(page, 'You play', 'Green');
    await clickItem(page, 'Play');
    await waitForScene(page, 'OnlinePlay');
    await page.waitForFunction(() => window.__infection!.online?.phase === 'playing', null, {
      timeout: 20_000,
    });
    const game = (await online(page))!;
    expect(game.you).toBe('x');
    expect(game.opponentConnected).toBe(true);

    const fen = (await page.evaluate(() => window.__infection!.fen))!;
    const move = greedyMove(fen, 'classic')!;
    const [from, to] = clicksFor(fen, move);
    const point = async (square: string): Promise<{ x: number; y: number }> =>
      (await page.evaluate((name) => window.__infection!.canvasPointOf(name), square))!;
    const pieceAt = await point(from);
    await page.mouse.click(pieceAt.x, pieceAt.y);
    await page.waitForFunction((square) => window.__infection!.selected === square, from);
    const target = await point(to);
    await page.mouse.click(target.x, target.y);
    // The computer's answer arrives as the second ply, and the turn comes back to the player.
    await page.waitForFunction(() => (window.__infection!.online?.plies ?? 0) >= 2, null, {
      timeout: 20_000,
    });
    await page.waitForFunction(() => window.__infection!.fen?.split(' ')[1] === 'x', null, {
      timeout: 10_000,
    });
    const stored = await fetch(`${club.url}/api/games/${(await online(page))!.gameId}`);
    expect(stored.status).toBe(200);
    expect(((await stored.json()) as { x: { id: string }; o: { id: string } }).o.id).toBe('computer-2');
    expect(errors).toEqual([]);
  });

  it('the computer declines a draw offer and a takeback at once, says so, and the game goes on', async () => {
    const page = await newPage({ width: 1000, height: 700 });
    const errors = collectErrors(page);
    await open(page);
    await waitForScene(page, 'Title');
    await clickItem(page, 'Online');
    await waitForScene(page, 'ClubName');
    await page.fill('#club-name', `Bea_${suffix}`);
    await clickItem(page, 'Continue');
    await waitForScene(page, 'Online');
    await clickItem(page, 'Play the computer');
    await waitForScene(page, 'PlayComputer');
    await stepTo(page, 'Strength', '1 · Newcomer');
    await stepTo(page, 'You play', 'Green');
    await clickItem(page, 'Play');
    await waitForScene(page, 'OnlinePlay');
    const point = async (square: string): Promise<{ x: number; y: number }> =>
      (await page.evaluate((name) => window.__infection!.canvasPointOf(name), square))!;
    /** Plays the greedy move and waits for the computer's answer. */
    const playAndHearBack = async (): Promise<void> => {
      const fen = (await page.evaluate(() => window.__infection!.fen))!;
      const plies = (await online(page))!.plies;
      await page.evaluate((move) => window.__infection!.move(move), text(fen, greedyMove(fen, 'classic')!));
      await page.waitForFunction((count) => window.__infection!.online!.plies >= count + 2, plies, {
        timeout: 20_000,
      });
    };
    await page.waitForFunction(() => window.__infection!.online?.phase === 'playing', null, {
      timeout: 20_000,
    });
    await playAndHearBack();
    // Each answer is on the status line within a second or two, and the game is as it was.
    for (const action of ['draw-offer', 'takeback-request']) {
      await page.waitForFunction(() => window.__infection!.online!.status === 'Your move', null, {
        timeout: 10_000,
      });
      await pressButton(page, action);
      await page.waitForFunction(() => window.__infection!.online!.status === 'The computer declines', null, {
        timeout: 2_000,
      });
      expect(await online(page)).toMatchObject({ phase: 'playing', plies: 2, result: null });
    }
    await playAndHearBack();

    // Resigning: the player's own card says "You resigned" (not their name), under the board's top row.
    await pressButton(page, 'resign-ask');
    await pressButton(page, 'resign');
    await page.waitForFunction(() => window.__infection!.online?.result?.reason === 'resign');
    await waitForText(page, 'You resigned');
    const card = (await online(page))!.card!;
    const [first, last] = [await point('a1'), await point('a7')];
    const topRowBottom = Math.min(first.y, last.y) + Math.abs(first.y - last.y) / 6 / 2;
    expect(card.y, 'the result card leaves the top row in view').toBeGreaterThanOrEqual(topRowBottom);
    // Leaving goes back to Play the computer, where the game was set up.
    await pressButton(page, 'leave');
    await waitForScene(page, 'PlayComputer');
    expect(errors).toEqual([]);
  });

  it.each([
    [360, 640, 'pt'],
    [360, 640, 'nl'],
    [800, 600, 'pt'],
    [800, 600, 'nl'],
  ] as const)(
    'shows every strength at least 12 px, inside its box, above the next row and clear of the frame lines at %i×%i in %s',
    async (width, height, language) => {
      const words = computerStrings[language];
      const label = words['computer.strength'];
      const boardLabel = menusStrings[language]['versus.board'];
      const page = await newPage({ width, height }, language);
      const errors = collectErrors(page);
      await open(page);
      await waitForScene(page, 'Title');
      await page.evaluate(() => window.__infectionMenu!.open('PlayComputer', {}));
      await waitForScene(page, 'PlayComputer');
      const strength = await waitForItem(page, label);
      await page.mouse.move(strength.x, strength.y);
      const seen = new Set<string>();
      for (let i = 0; i < 10; i++) {
        const before = (await menuItems(page)).find((item) => item.label.startsWith(label))!.label;
        await page.keyboard.press('ArrowRight');
        // The row shows the next strength once the key is handled; then the screen is measured as drawn.
        await page.waitForFunction(
          ([wanted, old]) =>
            window.__infectionMenu!.items.some((item) => item.label.startsWith(wanted) && item.label !== old),
          [label, before] as const,
        );
        await waitForSettled(page);
        const shownLabel = (await menuItems(page)).find((item) => item.label.startsWith(label))!.label;
        seen.add(shownLabel);
        const [shown, crossings] = await page.evaluate(() => [
          window.__infection!.shownTexts,
          window.__infection!.frameCrossings,
        ]);
        const wrong = shown
          .filter((text) => text.size < 12 || !text.inside || text.cut)
          .map(
            (text) =>
              `${shownLabel}: "${text.text}" ${text.size}px${text.cut ? ' cut' : ''}${text.inside ? '' : ' outside'}`,
          );
        expect([...wrong, ...crossings]).toEqual([]);
        // The description (wrapped over lines) ends above the next row, the board's.
        const strengthNow = Number(/(\d+) ·/.exec(shownLabel)?.[1]);
        const about = words[`computer.about.${strengthNow}` as keyof typeof words];
        const aboutBox = shown.find((text) => text.text.replace(/\s+/g, ' ') === about)?.bounds;
        const boardBox = shown.find((text) => text.text === boardLabel)?.bounds;
        expect(aboutBox, `${shownLabel}: its description`).toBeDefined();
        expect(boardBox, 'the board row').toBeDefined();
        expect(aboutBox!.y + aboutBox!.height, `${shownLabel}: its description's bottom`).toBeLessThan(
          boardBox!.y,
        );
      }
      expect(seen.size).toBe(10);
      // A pasted board adds its box: the screen still fits, at the longest description.
      const board = await waitForItem(page, boardLabel);
      await page.mouse.move(board.x, board.y);
      await page.keyboard.press('ArrowLeft');
      await page.waitForSelector('#friend-fen');
      await waitForSettled(page);
      const [shown, crossings] = await page.evaluate(() => [
        window.__infection!.shownTexts,
        window.__infection!.frameCrossings,
      ]);
      const wrong = shown
        .filter((text) => text.size < 12 || !text.inside || text.cut)
        .map((text) => `pasted board: "${text.text}" ${text.size}px${text.cut ? ' cut' : ''}`);
      expect([...wrong, ...crossings]).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
