/**
 * The lobby in the browser against the real club (in this process, serving the test build, as in
 * online.test.ts): one player posts a public challenge through the screens, a second player on a phone
 * sees it appear without reloading and accepts it, and both end up in the same game. Every wait is on
 * state.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningClub } from '../../src/server/club-server';
import { collectErrors } from './browser';
import { openClubSite, type ClubSite } from './club-site';
import {
  clickItem,
  coordinateProblems,
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

async function newPage(
  viewport: { width: number; height: number },
  hasTouch = false,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, hasTouch });
  contexts.push(context);
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
}

/** From the title to the lobby as a new guest called `name`. */
async function intoLobby(page: Page, name: string): Promise<void> {
  await page.goto(`${club.url}/`);
  await page.waitForFunction(() => window.__infection !== undefined, null, { timeout: 30_000 });
  await waitForScene(page, 'Title');
  await clickItem(page, 'Online');
  await waitForScene(page, 'ClubName');
  await page.fill('#club-name', name);
  await clickItem(page, 'Continue');
  await waitForScene(page, 'Online');
  await clickItem(page, 'Lobby');
  await waitForScene(page, 'Lobby');
}

/** What is wrong with the texts on screen: too small, outside their box, cut short, or across a frame line. */
async function textProblems(page: Page): Promise<string[]> {
  const [shown, crossings] = await page.evaluate(() => [
    window.__infection!.shownTexts,
    window.__infection!.frameCrossings,
  ]);
  return crossings.concat(
    shown
      .filter((text) => text.size < 12 || !text.inside || text.cut)
      .map(
        (text) => `"${text.text}" ${text.size}px${text.cut ? ' cut' : ''}${text.inside ? '' : ' outside'}`,
      ),
  );
}

type Online = NonNullable<Window['__infection']>['online'];
const online = (page: Page): Promise<Online> => page.evaluate(() => window.__infection!.online);

describe('the lobby between two browsers', () => {
  it('a challenge posted in one browser appears live in another, is accepted there, and both are in the same game', async () => {
    const alice = await newPage({ width: 1000, height: 700 });
    const bob = await newPage({ width: 360, height: 640 }, true);
    const aliceName = `Alice_${suffix}`;
    const bobName = `Bob_${suffix}`;

    await intoLobby(alice.page, aliceName);
    await waitForText(alice.page, '1 online · 0 looking for an opponent');
    await waitForText(alice.page, 'No open challenges yet');
    await intoLobby(bob.page, bobName);
    await waitForText(bob.page, '2 online · 0 looking for an opponent');
    await waitForText(alice.page, '2 online');

    // Alice sets up a challenge with the friend's-game choices (the arcade ending, which is the
    // default as everywhere else in the game; green), by keyboard: the lobby opens with Create a
    // challenge focused.
    expect((await menuItems(alice.page)).find((item) => item.focused)?.label).toBe('Create a challenge');
    await alice.page.keyboard.press('Enter');
    await waitForScene(alice.page, 'PostChallenge');
    const ending = (await menuItems(alice.page)).find((item) => item.label.startsWith('Rules'));
    expect(ending?.label, 'the ending row, arcade by default').toMatch(/arcade/i);
    const colour = (await menuItems(alice.page)).find((item) => item.label.startsWith('You play'))!;
    await alice.page.mouse.move(colour.x, colour.y);
    await alice.page.keyboard.press('ArrowRight'); // random → green
    await clickItem(alice.page, 'Post the challenge');
    await waitForScene(alice.page, 'Lobby');
    // Her own challenge offers Cancel; Bob's lobby shows it without a reload.
    await waitForItem(alice.page, 'Cancel your challenge');
    await waitForText(bob.page, '2 online · 1 looking for an opponent');
    const challenge = await waitForItem(bob.page, `${aliceName} · plays green`);
    expect(await bob.page.evaluate(() => window.__infection!.texts)).toEqual(
      expect.arrayContaining(['7×7 · arcade · 5+5 · casual']),
    );
    // On the phone the lobby keeps to the text rules, with a challenge listed.
    expect(await textProblems(bob.page)).toEqual([]);

    // Bob, on a phone, taps it.
    await bob.page.touchscreen.tap(challenge.x, challenge.y);
    for (const page of [alice.page, bob.page]) {
      await waitForScene(page, 'OnlinePlay');
      await page.waitForFunction(() => window.__infection!.online?.phase === 'playing', null, {
        timeout: 20_000,
      });
    }
    const [a, b] = [(await online(alice.page))!, (await online(bob.page))!];
    expect(a.code).toBe(b.code);
    expect(a.gameId).toBe(b.gameId);
    expect(a.you).toBe('x');
    expect(b.you).toBe('o');
    expect(await alice.page.evaluate(() => window.__infection!.rules)).toBe('arcade');
    // The board's a–g and 1–7 show outside the squares, readable on the phone and on the laptop.
    for (const page of [alice.page, bob.page]) expect(await coordinateProblems(page, 7, 7)).toEqual([]);

    // A third browser sees the game among the live games, and the challenge gone.
    const carol = await newPage({ width: 1000, height: 700 });
    await intoLobby(carol.page, `Carol_${suffix}`);
    await waitForText(carol.page, '3 online · 0 looking for an opponent');
    await waitForText(carol.page, 'No open challenges yet');
    // A tap on it opens it to watch: no seat, the same game.
    await clickItem(carol.page, `${aliceName} – ${bobName}`);
    await waitForScene(carol.page, 'OnlinePlay');
    await carol.page.waitForFunction(
      (code) => window.__infection!.online?.code === code && window.__infection!.online?.phase === 'playing',
      a.code,
      { timeout: 20_000 },
    );
    expect((await online(carol.page))!.you).toBeNull();
    // A player who leaves a game the lobby opened goes back to the lobby (here once the game is aborted:
    // a game in play has no way out but its end).
    await pressButton(alice.page, 'abort');
    await alice.page.waitForFunction(() => window.__infection!.online?.phase === 'over');
    await pressButton(alice.page, 'leave');
    await waitForScene(alice.page, 'Lobby');
    for (const each of [alice, bob, carol]) expect(each.errors).toEqual([]);
  });
});

/** Clicks one of the online game's buttons (by its action) once it is drawn. */
