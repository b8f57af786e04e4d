/**
 * A public challenge is posted once, by its owner's tap, in the browser against the real club (as in
 * lobby.test.ts): once taken, or cancelled, it stays gone when its owner comes back to the lobby, after
 * a game, a trip through the menus or a reload. (It came back by itself: the lobby scene took the order
 * from its last start's data, which Phaser keeps for a start that passes none.) Every wait is on state.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningClub } from '../../src/server/club-server';
import { collectErrors } from './browser';
import { openClubSite, type ClubSite } from './club-site';
import {
  clickItem,
  clicksFor,
  greedyMove,
  menuItems,
  pressButton,
  waitForItem,
  waitForScene,
  waitForText,
} from './hook';

let site: ClubSite;
let club: RunningClub;
let browser: Browser;
let contexts: BrowserContext[] = [];
const suffix = randomBytes(2).toString('hex');

beforeAll(async () => {
  site = await openClubSite();
  ({ club, browser, contexts } = site);
});

afterAll(async () => {
  await site?.close();
});

async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
  contexts.push(context);
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
}

/** From the title to the lobby, as a new guest called `name`, or with the name kept when none is given. */
async function intoLobby(page: Page, name?: string): Promise<void> {
  await page.goto(`${club.url}/`);
  await page.waitForFunction(() => window.__infection !== undefined, null, { timeout: 30_000 });
  await waitForScene(page, 'Title');
  await clickItem(page, 'Online');
  if (name !== undefined) {
    await waitForScene(page, 'ClubName');
    await page.fill('#club-name', name);
    await clickItem(page, 'Continue');
    await waitForScene(page, 'Online');
  }
  await clickItem(page, 'Lobby');
  await waitForScene(page, 'Lobby');
}

/** The lobby's count line once it shows `online` players online (`2 online · 0 looking for an opponent`). */
async function counts(page: Page, online: number | '' = ''): Promise<string> {
  const line = `${online} online · `;
  await page.waitForFunction(
    (wanted) => (window.__infection?.texts ?? []).some((text) => text.includes(wanted)),
    line,
    { timeout: 15_000 },
  );
  const texts = await page.evaluate(() => window.__infection!.texts);
  return texts.find((text) => text.includes(line))!;
}

const NONE_LOOKING = '2 online · 0 looking for an opponent';

/** The owner's rows in the lobby: Cancel for their own challenge. */
const ownRows = async (page: Page): Promise<string[]> =>
  (await menuItems(page)).map((item) => item.label).filter((label) => label.startsWith('Cancel your'));

/** Back to the online menu and into the lobby again: a fresh lobby connection, whose first view is current. */
async function lobbyAgain(page: Page): Promise<void> {
  // Back again while the lobby is still on top: a tap in the very frame the lobby redraws its rows (a
  // challenge just gone) is lost, as one was in a fresh-clone run (the lobby stayed 30 s).
  for (let tries = 1; ; tries++) {
    await clickItem(page, 'Back');
    try {
      await waitForScene(page, 'Online', 8_000);
      break;
    } catch (error) {
      const still = await page.evaluate(() => window.__infection?.scene);
      if (tries === 3 || still !== 'Lobby') throw error;
    }
  }
  await clickItem(page, 'Lobby');
  await waitForScene(page, 'Lobby');
}

async function postChallenge(page: Page): Promise<void> {
  await clickItem(page, 'Create a challenge');
  await waitForScene(page, 'PostChallenge');
  await clickItem(page, 'Post the challenge');
  await waitForScene(page, 'Lobby');
  await waitForItem(page, 'Cancel your challenge');
}

/** The side to move plays a greedy move on the board, and both screens see it. */
async function playOne(players: Record<'x' | 'o', Page>): Promise<void> {
  const fen = (await players.x.evaluate(() => window.__infection!.fen))!;
  const mover = players[fen.split(' ')[1] as 'x' | 'o'];
  const [from, to] = clicksFor(fen, greedyMove(fen, 'classic')!);
  const point = async (square: string) =>
    (await mover.evaluate((name) => window.__infection!.canvasPointOf(name), square))!;
  const at = await point(from);
  await mover.mouse.click(at.x, at.y);
  await mover.waitForFunction((square) => window.__infection!.selected === square, from);
  const target = await point(to);
  await mover.mouse.click(target.x, target.y);
  for (const page of [players.x, players.o]) {
    await page.waitForFunction(() => (window.__infection!.online?.plies ?? 0) >= 1);
  }
}

describe('a public challenge is posted once', () => {
  it('taken, it is gone when both come back from the game; cancelled, it stays gone on the next visit and after a reload', async () => {
    const alice = await newPage();
    const bob = await newPage();
    const aliceName = `Alice_${suffix}`;
    await intoLobby(alice.page, aliceName);
    await intoLobby(bob.page, `Bob_${suffix}`);
    expect(await counts(alice.page, 2)).toBe(NONE_LOOKING);

    // Alice posts; Bob takes it; one move is played; Alice resigns and both go back to the lobby.
    await postChallenge(alice.page);
    await clickItem(bob.page, `${aliceName} · `);
    for (const { page } of [alice, bob]) {
      await waitForScene(page, 'OnlinePlay');
      await page.waitForFunction(() => window.__infection!.online?.phase === 'playing', null, {
        timeout: 20_000,
      });
    }
    const aliceX = (await alice.page.evaluate(() => window.__infection!.online!.you)) === 'x';
    await playOne(aliceX ? { x: alice.page, o: bob.page } : { x: bob.page, o: alice.page });
    await pressButton(alice.page, 'resign-ask');
    await pressButton(alice.page, 'resign');
    await alice.page.waitForFunction(() => window.__infection!.online?.phase === 'over');
    await pressButton(alice.page, 'leave');
    await waitForScene(alice.page, 'Lobby');
    await counts(alice.page);
    // Bob comes back after her: his first view shows whatever her lobby posted on the way in.
    await bob.page.waitForFunction(() => window.__infection!.online?.phase === 'over');
    await pressButton(bob.page, 'leave');
    await waitForScene(bob.page, 'Lobby');
    expect(await counts(bob.page, 2), 'Bob, after the game').toBe(NONE_LOOKING);
    expect(await counts(alice.page, 2), 'Alice, after the game').toBe(NONE_LOOKING);
    expect(await ownRows(alice.page)).toEqual([]);

    // A new challenge, cancelled: not back on her next visit to the lobby.
    await postChallenge(alice.page);
    await waitForText(bob.page, '2 online · 1 looking for an opponent');
    await clickItem(alice.page, 'Cancel your challenge');
    await waitForText(bob.page, NONE_LOOKING);
    await lobbyAgain(alice.page);
    await counts(alice.page, 2);
    await lobbyAgain(bob.page);
    expect(await counts(bob.page, 2), 'Bob, after her next visit').toBe(NONE_LOOKING);
    expect(await ownRows(alice.page)).toEqual([]);

    // Nor after a reload.
    await intoLobby(alice.page);
    await counts(alice.page, 2);
    await lobbyAgain(bob.page);
    expect(await counts(bob.page, 2), 'Bob, after her reload').toBe(NONE_LOOKING);
    expect(await ownRows(alice.page)).toEqual([]);
    for (const each of [alice, bob]) expect(each.errors).toEqual([]);
  });
});
