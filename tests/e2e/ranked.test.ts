/**
 * Ranked play in the browser against the real club (in this process, memory store): two named guests in
 * two Chromium contexts press Quick pairing, are paired into a rated game, play until one resigns, and
 * see their rating change on the result card and on their profiles (from the game, and by `?player=`).
 * Two more resign before both have moved: that aborts, and counts on neither profile nor rating. The club
 * listens on both loopbacks and each pair's players come from two addresses (127.0.0.1 and ::1), since
 * players from one address are paired unrated; the winner gains 50, the most one opponent gives a day.
 * Two players from one address are told before their game opens that it is unrated, and why.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors } from './browser';
import { openClubSite, quietSave, type ClubSite } from './club-site';
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
const errors: string[][] = [];
const suffix = randomBytes(2).toString('hex');
const names = {
  alice: `Alice_${suffix}`,
  bob: `Bob_${suffix}`,
  cleo: `Cleo_${suffix}`,
  dirk: `Dirk_${suffix}`,
  erin: `Erin_${suffix}`,
  finn: `Finn_${suffix}`,
  gwen: `Gwen_${suffix}`,
  hugo: `Hugo_${suffix}`,
};

beforeAll(async () => {
  site = await openClubSite({ host: '::' });
});

afterAll(async () => {
  await site?.close();
});

/** Where each page opens the club: the first player of a pair from 127.0.0.1, the second from ::1. */
const origins = new Map<Page, string>();
const originOf = (page: Page): string => origins.get(page)!;

async function newPage(address: '127.0.0.1' | '[::1]'): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 } });
  await context.addInitScript((text) => localStorage.setItem('infection.save', text), quietSave('en'));
  site.contexts.push(context);
  const page = await context.newPage();
  origins.set(page, `http://${address}:${new URL(site.club.url).port}`);
  errors.push(collectErrors(page));
  return page;
}

type Online = NonNullable<NonNullable<Window['__infection']>['online']>;
const online = async (page: Page): Promise<Online> =>
  (await page.evaluate(() => window.__infection!.online))!;

/** Clicks a menu item until its screen opens (a screen that redraws as news arrives may miss one click). */
async function clickInto(page: Page, label: string, scene: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await clickItem(page, label);
    const opened = await waitForScene(page, scene, 8_000).then(
      () => true,
      () => false,
    );
    if (opened) return;
  }
  throw new Error(`${label} never opened ${scene}`);
}

async function intoQuickPairing(page: Page, name: string): Promise<void> {
  await page.goto(`${originOf(page)}/`);
  await page.waitForFunction(() => window.__infection !== undefined, null, { timeout: 30_000 });
  await waitForScene(page, 'Title');
  await clickItem(page, 'Online');
  await waitForScene(page, 'ClubName');
  await page.fill('#club-name', name);
  await clickItem(page, 'Continue');
  await waitForScene(page, 'Online');
  await clickInto(page, 'Lobby', 'Lobby');
  await clickInto(page, 'Quick pairing', 'QuickPair');
  await waitForText(page, 'Arcade blitz · Your rating here: 1500? (no rated games yet)');
}

/** The side to move plays the greedy move by clicks, and both screens see it. */
async function playOne(players: Record<'x' | 'o', Page>): Promise<void> {
  const fen = (await players.x.evaluate(() => window.__infection!.fen))!;
  const turn = fen.split(' ')[1] as 'x' | 'o';
  const mover = players[turn];
  const move = greedyMove(fen, 'classic')!;
  const [from, to] = clicksFor(fen, move);
  const point = async (square: string) =>
    (await mover.evaluate((name) => window.__infection!.canvasPointOf(name), square))!;
  const at = await point(from);
  await mover.mouse.click(at.x, at.y);
  await mover.waitForFunction((square) => window.__infection!.selected === square, from);
  const target = await point(to);
  const plies = (await online(mover)).plies;
  await mover.mouse.click(target.x, target.y);
  for (const page of [players.x, players.o]) {
    await page.waitForFunction((count) => (window.__infection!.online?.plies ?? 0) > count, plies, {
      timeout: 15_000,
    });
  }
}

describe('ranked play between two browsers', () => {
  let alice: Page;
  let bob: Page;

  it('two named guests press Quick pairing, play, one resigns, and both see their rating change', async () => {
    alice = await newPage('127.0.0.1');
    bob = await newPage('[::1]');
    await intoQuickPairing(alice, names.alice);
    await intoQuickPairing(bob, names.bob);
    await clickItem(alice, 'Find an opponent');
    await waitForText(alice, 'Looking for an opponent within ±100');
    await waitForText(bob, '1 looking here · 1 in all');
    await clickItem(bob, 'Find an opponent');
    for (const page of [alice, bob]) {
      await waitForScene(page, 'OnlinePlay');
      await page.waitForFunction(() => window.__infection!.online?.phase === 'playing', null, {
        timeout: 15_000,
      });
    }
    const aliceSide = (await online(alice)).you!;
    const players = aliceSide === 'x' ? { x: alice, o: bob } : { x: bob, o: alice };
    // A rated game offers no takebacks.
    expect((await online(alice)).buttons.map((button) => button.action)).not.toContain('takeback-request');
    await playOne(players);
    await playOne(players);
    await pressButton(alice, 'resign-ask');
    await pressButton(alice, 'resign');
    for (const page of [alice, bob]) {
      await page.waitForFunction(() => window.__infection!.online?.result?.reason === 'resign');
    }
    await waitForText(alice, 'Rating 1500? → 1338? (−162)');
    await waitForText(alice, 'You resigned');
    await waitForText(bob, `${names.alice} resigned`);
    await waitForText(bob, 'Rating 1500? → 1550? (+50)');
  });

  it('the winner opens their profile from the result and sees the pool, the record and the game', async () => {
    await pressButton(bob, 'profile');
    await waitForScene(bob, 'Profile');
    await waitForText(bob, 'Arcade blitz  1550?');
    await waitForText(bob, '1 rated · 1–0–0');
    await waitForText(bob, '1 won · 0 drawn · 0 lost');
    await waitForText(bob, `Won against ${names.alice}`);
    // The game opens its replay, and Back comes back to the profile.
    await clickItem(bob, `Won against ${names.alice}`);
    await waitForScene(bob, 'Replay');
    await bob.keyboard.press('Escape');
    await waitForScene(bob, 'Profile');
  });

  it('a ?player= link opens the loser’s profile, and quick pairing then shows the new rating', async () => {
    // Alice's tab is still in the finished game: the link wins over going back to it.
    await alice.goto(`${originOf(alice)}/?player=${names.alice.toLowerCase()}`);
    await waitForScene(alice, 'Profile');
    await waitForText(alice, 'Arcade blitz  1338?');
    await waitForText(alice, `Lost to ${names.bob}`);
    await bob.goto(`${originOf(bob)}/`);
    await waitForScene(bob, 'Title');
    await clickInto(bob, 'Online', 'Online');
    await clickInto(bob, 'Lobby', 'Lobby');
    await clickInto(bob, 'Quick pairing', 'QuickPair');
    await waitForText(bob, 'Arcade blitz · Your rating here: 1550?');
    expect(errors.flat()).toEqual([]);
  });
});

describe('a rated game resigned before both sides have moved', () => {
  it('is aborted: the card says so and who, and neither profile counts it nor any rating moves', async () => {
    const [cleo, dirk] = [await newPage('127.0.0.1'), await newPage('[::1]')];
    await Promise.all([intoQuickPairing(cleo, names.cleo), intoQuickPairing(dirk, names.dirk)]);
    await clickItem(cleo, 'Find an opponent');
    await waitForText(cleo, 'Looking for an opponent within ±100');
    await clickItem(dirk, 'Find an opponent');
    for (const page of [cleo, dirk]) {
      await waitForScene(page, 'OnlinePlay');
      await page.waitForFunction(() => window.__infection!.online?.phase === 'playing', null, {
        timeout: 15_000,
      });
    }
    const players = (await online(cleo)).you === 'x' ? { x: cleo, o: dirk } : { x: dirk, o: cleo };
    const resigner = players.o === cleo ? names.cleo : names.dirk;
    // Green moves; Pink resigns before making a move of their own.
    await playOne(players);
    await pressButton(players.o, 'resign-ask');
    await pressButton(players.o, 'resign');
    for (const page of [cleo, dirk]) {
      await page.waitForFunction(() => window.__infection!.online?.result !== null);
      expect((await online(page)).result).toEqual({ result: 'aborted', reason: 'aborted' });
      expect((await online(page)).status).toBe('Game aborted');
    }
    // The one who aborted reads it as theirs; the other is told who.
    await waitForText(players.o, 'You aborted the game');
    await waitForText(players.x, `${resigner} aborted the game`);
    const noRecord = async (page: Page, name: string): Promise<void> => {
      await page.goto(`${originOf(page)}/?player=${name.toLowerCase()}`);
      await waitForScene(page, 'Profile');
      await waitForText(page, '0 won · 0 drawn · 0 lost');
      await waitForText(page, 'No rated games yet.');
      await waitForText(page, 'No finished games yet.');
    };
    await Promise.all([noRecord(cleo, names.cleo), noRecord(dirk, names.dirk)]);
    expect(errors.flat()).toEqual([]);
  });
});

describe('a rated challenge, and the ratings shown', () => {
  it('the Online menu opens the profile and the world tables and comes back; a rated challenge shows both ratings', async () => {
    const [erin, finn] = [await newPage('127.0.0.1'), await newPage('[::1]')];
    await erin.goto(`${originOf(erin)}/`);
    await erin.waitForFunction(() => window.__infection !== undefined, null, { timeout: 30_000 });
    await waitForScene(erin, 'Title');
    await clickItem(erin, 'Online');
    await waitForScene(erin, 'ClubName');
    await erin.fill('#club-name', names.erin);
    await clickItem(erin, 'Continue');
    await waitForScene(erin, 'Online');
    await clickInto(erin, 'Your profile', 'Profile');
    await waitForText(erin, 'No rated games yet.');
    await clickInto(erin, 'Back', 'Online');
    await clickInto(erin, 'World leaderboards', 'HighScores');
    await clickInto(erin, 'Back', 'Online');
    await clickInto(erin, 'Lobby', 'Lobby');
    await clickInto(erin, 'Create a challenge', 'PostChallenge');
    const rated = (await menuItems(erin)).find((item) => item.label.startsWith('Rated'))!;
    expect(rated.label).toMatch(/Off/);
    await erin.mouse.move(rated.x, rated.y);
    await erin.keyboard.press('ArrowRight');
    await erin.waitForFunction(() =>
      (window.__infectionMenu?.items ?? []).some(
        (item) => item.label.startsWith('Rated') && /On/.test(item.label),
      ),
    );
    await clickInto(erin, 'Post the challenge', 'Lobby');

    await finn.goto(`${originOf(finn)}/`);
    await finn.waitForFunction(() => window.__infection !== undefined, null, { timeout: 30_000 });
    await waitForScene(finn, 'Title');
    await clickItem(finn, 'Online');
    await waitForScene(finn, 'ClubName');
    await finn.fill('#club-name', names.finn);
    await clickItem(finn, 'Continue');
    await waitForScene(finn, 'Online');
    await clickInto(finn, 'Lobby', 'Lobby');
    await waitForText(finn, '· rated');
    const challenge = await waitForItem(finn, names.erin);
    await finn.mouse.click(challenge.x, challenge.y);
    for (const page of [erin, finn]) {
      await waitForScene(page, 'OnlinePlay');
      await page.waitForFunction(() => window.__infection!.online?.phase === 'playing', null, {
        timeout: 15_000,
      });
      // Both ratings under the names (beside the piece counts), and the "?" said once.
      await page.waitForFunction(
        () => window.__infection!.texts.filter((text) => text.endsWith(' · 1500?')).length === 2,
      );
      await waitForText(page, '? = still settling');
    }
    const players = (await online(erin)).you === 'x' ? { x: erin, o: finn } : { x: finn, o: erin };
    await playOne(players);
    await playOne(players);
    await pressButton(erin, 'resign-ask');
    await pressButton(erin, 'resign');
    // The end card: this player's change, then the other's, and the "?" explained.
    await waitForText(finn, 'Rating 1500? → 1550? (+50)');
    await waitForText(finn, `${names.erin}: 1500? → 1338? (−162)`);
    await waitForText(erin, `${names.finn}: 1500? → 1550? (+50)`);
    await waitForText(erin, '? = still settling');
    expect(errors.flat()).toEqual([]);
  });
});

describe('two players from one address', () => {
  it('are told before the game opens that it will be played unrated, and the game screen says so', async () => {
    const [gwen, hugo] = [await newPage('127.0.0.1'), await newPage('127.0.0.1')];
    await Promise.all([intoQuickPairing(gwen, names.gwen), intoQuickPairing(hugo, names.hugo)]);
    await clickItem(gwen, 'Find an opponent');
    await waitForText(gwen, 'Looking for an opponent within ±100');
    await clickItem(hugo, 'Find an opponent');
    // Both pages at once: the notice is read for a moment on the pairing screen, then the game opens.
    const told = async (page: Page): Promise<void> => {
      await waitForText(page, 'This game will be played unrated: you are both on the same network.');
      expect(await page.evaluate(() => window.__infection!.scene)).toBe('QuickPair');
      await waitForScene(page, 'OnlinePlay');
      await waitForText(page, 'Unrated: you are both on the same network');
    };
    await Promise.all([told(gwen), told(hugo)]);
    expect(errors.flat()).toEqual([]);
  });
});
