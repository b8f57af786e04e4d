/**
 * Spectating in the browser: two Chromium contexts play a game through the screen while a third, on a
 * first visit and without a name, watches it by its `?watch=` link (on a phone-sized window) and a
 * fourth looks in on a desktop one. The club runs in this process, as in online.test.ts; every wait is
 * on state. What the spectator's browser sends over the websocket is recorded: never a move.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/game/base/settings';
import type { RunningClub } from '../../src/server/club-server';
import { collectErrors } from './browser';
import { openClubSite, type ClubSite } from './club-site';
import {
  clickItem,
  clicksFor,
  greedyMove,
  playWhenReady,
  pressButton,
  text,
  twoFrames,
  waitForScene,
  waitForText as waitForShownText,
} from './hook';

let site: ClubSite;
let club: RunningClub;
let browser: Browser;
let contexts: BrowserContext[] = [];

const START = 'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1';
const suffix = randomBytes(2).toString('hex');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1000, height: 700 };

beforeAll(async () => {
  site = await openClubSite();
  ({ club, browser, contexts } = site);
});

afterAll(async () => {
  await site?.close();
});

interface Watched {
  readonly page: Page;
  readonly errors: string[];
  /** Every websocket frame the page sent, as text (binary frames decoded as latin1). */
  readonly sent: string[];
}

async function newPage(viewport: { width: number; height: number }, clipboard = false): Promise<Watched> {
  const context = await browser.newContext({
    viewport,
    permissions: clipboard ? ['clipboard-read', 'clipboard-write'] : [],
  });
  contexts.push(context);
  const page = await context.newPage();
  const sent: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) =>
      sent.push(typeof payload === 'string' ? payload : payload.toString('latin1')),
    );
  });
  return { page, errors: collectErrors(page), sent };
}

/** A whole text on screen, not a part of one: "1 watching" must not be found in "11 watching". */
const waitForText = (page: Page, text: string): Promise<void> =>
  waitForShownText(page, text, { whole: true });

async function step(page: Page, label: string, key: 'ArrowLeft' | 'ArrowRight', times = 1): Promise<void> {
  const items = await page.evaluate(() => window.__infectionMenu!.items);
  const item = items.find((each) => each.label.startsWith(label))!;
  await page.mouse.move(item.x, item.y);
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

async function chooseName(page: Page, name: string): Promise<void> {
  await waitForScene(page, 'ClubName');
  await page.fill('#club-name', name);
  await clickItem(page, 'Continue');
}

type Online = NonNullable<NonNullable<Window['__infection']>['online']>;
const online = async (page: Page): Promise<Online> =>
  (await page.evaluate(() => window.__infection!.online))!;
const fenOf = async (page: Page): Promise<string> => (await page.evaluate(() => window.__infection!.fen))!;
const actions = async (page: Page): Promise<string[]> =>
  (await online(page)).buttons.map((button) => button.action);

/** The position every page's board shows, once they all show the same. */
async function agreedFen(pages: Page[]): Promise<string> {
  for (;;) {
    const fens = await Promise.all(pages.map(fenOf));
    if (fens.every((fen) => fen === fens[0])) return fens[0];
    await pages[0].waitForTimeout(50);
  }
}

/** The spectator's client sent a room message of this type (Colyseus writes the type as plain text). */
const sentType = (watched: Watched, type: string): boolean =>
  watched.sent.some((frame) => frame.includes(type));

let alice: Watched;
let bob: Watched;
let carol: Watched;
let watchUrl = '';

describe('spectating a game two browsers play', () => {
  it('a player copies the watch link; a first visit opens it read-only, with no name asked', async () => {
    alice = await newPage(DESKTOP, true);
    await alice.page.goto(club.url);
    await waitForScene(alice.page, 'Title');
    await clickItem(alice.page, 'Online');
    await chooseName(alice.page, `Alice_${suffix}`);
    await waitForScene(alice.page, 'Online');
    await clickItem(alice.page, 'Play a friend');
    await waitForScene(alice.page, 'PlayFriend');
    await step(alice.page, 'Board', 'ArrowLeft');
    await alice.page.waitForSelector('#friend-fen');
    await alice.page.fill('#friend-fen', START);
    await step(alice.page, 'You play', 'ArrowRight');
    await clickItem(alice.page, 'Create game');
    await waitForScene(alice.page, 'OnlinePlay');
    await alice.page.waitForFunction(() => window.__infection!.online?.inviteLink != null);
    const code = (await online(alice.page)).code;
    await pressButton(alice.page, 'copy-watch');
    await alice.page.waitForFunction(() => window.__infection!.online?.status.includes('Watch link copied!'));
    // A success is said under the status line, never instead of what the player must know.
    expect((await online(alice.page)).status).toBe('Waiting for your friend to join…\nWatch link copied!');
    watchUrl = await alice.page.evaluate(() => navigator.clipboard.readText());
    expect(watchUrl).toBe(`${club.url}/?watch=${code}`);

    carol = await newPage(PHONE);
    await carol.page.goto(watchUrl);
    await waitForScene(carol.page, 'OnlinePlay');
    await carol.page.waitForFunction(() => window.__infection!.online?.phase === 'waiting');
    const shown = await online(carol.page);
    expect(shown.you).toBeNull();
    expect(shown.code).toBe(code);
    expect(shown.copySpot).toBeNull();
    expect(shown.status).toBe('Waiting for the second player…');
    expect(await actions(carol.page)).toEqual(['leave']);
    await waitForText(carol.page, 'You are watching');
    // The seat stays free, and the player sees someone watch.
    await waitForText(alice.page, '1 watching');
    expect((await online(alice.page)).phase).toBe('waiting');
  });

  it('the friend takes the seat; the spectator follows every move, animated, and both clocks', async () => {
    bob = await newPage(DESKTOP);
    await bob.page.goto(watchUrl.replace('?watch=', '?join='));
    await chooseName(bob.page, `Bob_${suffix}`);
    for (const { page } of [alice, bob, carol]) {
      await page.waitForFunction(() => window.__infection!.online?.phase === 'playing');
    }
    expect((await online(bob.page)).you).toBe('o');
    expect((await online(carol.page)).you).toBeNull();
    await waitForText(bob.page, '1 watching');
    await waitForText(carol.page, '1 watching');
    const players = { x: alice.page, o: bob.page };
    for (let ply = 1; ply <= 8; ply++) {
      // Both players have the last move before the side to move is read: Alice's board may still be a
      // move behind Bob's, and a tap by the side whose turn it no longer is selects nothing.
      for (const page of Object.values(players)) {
        await page.waitForFunction((n) => window.__infection!.online?.plies === n, ply - 1);
      }
      const fen = await agreedFen([alice.page, bob.page]);
      const mover = players[fen.split(' ')[1] as 'x' | 'o'];
      const [from, to] = clicksFor(fen, greedyMove(fen, 'classic')!);
      const pointOf = async (square: string) =>
        (await mover.evaluate((name) => window.__infection!.canvasPointOf(name), square))!;
      // The piece is picked up by a tap the board has hit-tested: a tap in the frame the board was
      // redrawn (the opponent's move just shown) is lost, so it is tapped again until it is selected.
      for (let tries = 0; ; tries++) {
        const point = await pointOf(from);
        await mover.mouse.click(point.x, point.y);
        const picked = await mover
          .waitForFunction((name) => window.__infection!.selected === name, from, { timeout: 3_000 })
          .then(() => true)
          .catch(() => false);
        if (picked) break;
        expect(tries, `ply ${ply}: ${from} never selected`).toBeLessThan(5);
      }
      const target = await pointOf(to);
      await mover.mouse.click(target.x, target.y);
      await carol.page.waitForFunction((n) => window.__infection!.online?.plies === n, ply);
      const after = await fenOf(mover);
      await carol.page.waitForFunction((wanted) => window.__infection!.fen === wanted, after, {
        timeout: 15_000,
      });
      // Drawn by the spectator's own session as a move (animated), not by a rebuilt board.
      expect((await online(carol.page)).shownAt[ply]).toBeTypeOf('number');
    }
    // The clock of the side to move runs on the spectator's screen too.
    const turn = (await fenOf(carol.page)).split(' ')[1] as 'x' | 'o';
    const before = (await online(carol.page)).clocks![turn];
    await carol.page.waitForFunction(
      ([side, was]) => window.__infection!.online!.clocks![side as 'x' | 'o'] < (was as number),
      [turn, before] as const,
    );
    const other = turn === 'x' ? 'o' : 'x';
    expect((await online(carol.page)).clocks![other]).toBe((await online(alice.page)).clocks![other]);
  });

  it("the spectator's clicks and keys do nothing and send nothing; it has no player's buttons", async () => {
    const { page } = carol;
    const fen = await fenOf(page);
    const plies = (await online(page)).plies;
    const [from, to] = clicksFor(fen, greedyMove(fen, 'classic')!);
    for (const square of [from, to]) {
      const point = (await page.evaluate((name) => window.__infection!.canvasPointOf(name), square))!;
      await page.mouse.click(point.x, point.y);
      await twoFrames(page);
      expect(await page.evaluate(() => window.__infection!.selected)).toBeNull();
    }
    for (const key of ['ArrowUp', 'Enter', 'Space']) await page.keyboard.press(key);
    await twoFrames(page);
    expect(await page.evaluate(() => window.__infection!.cursor)).toBeNull();
    expect(await actions(page)).toEqual(['leave']);
    // The players' next move shows up: everything the spectator did before has been handled by then.
    const mover = fen.split(' ')[1] === 'x' ? alice.page : bob.page;
    const move = greedyMove(fen, 'classic')!;
    await mover.evaluate((played) => window.__infection!.move(played), text(fen, move));
    await page.waitForFunction((n) => window.__infection!.online?.plies === n + 1, plies);
    expect(sentType(carol, 'ping')).toBe(true);
    expect(sentType(alice, 'move')).toBe(true);
    for (const type of ['move', 'resign', 'draw', 'takeback', 'rematch', 'abort']) {
      expect(sentType(carol, type), type).toBe(false);
    }
  });

  it("the spectator's network drops and comes back: it watches on, still without a seat", async () => {
    const { page } = carol;
    await page.context().setOffline(true);
    await page.waitForFunction(() => window.__infection!.online?.link !== 'open', null, { timeout: 15_000 });
    await page.context().setOffline(false);
    await page.waitForFunction(() => window.__infection!.online?.link === 'open', null, { timeout: 30_000 });
    const fen = await fenOf(alice.page);
    const plies = (await online(alice.page)).plies;
    const mover = fen.split(' ')[1] === 'x' ? alice.page : bob.page;
    await mover.evaluate(
      (played) => window.__infection!.move(played),
      text(fen, greedyMove(fen, 'classic')!),
    );
    await page.waitForFunction((n) => window.__infection!.online?.plies === n + 1, plies, {
      timeout: 15_000,
    });
    await page.waitForFunction((wanted) => window.__infection!.fen === wanted, await fenOf(mover));
    expect((await online(page)).you).toBeNull();
    await waitForText(alice.page, '1 watching');
    expect(sentType(carol, 'move')).toBe(false);
    // While offline the browser logs each failed attempt to reconnect: those are expected here.
    const offline = carol.errors.filter((error) => error.includes('ERR_INTERNET_DISCONNECTED'));
    carol.errors.splice(0, carol.errors.length, ...carol.errors.filter((error) => !offline.includes(error)));
  });

  it('a second spectator on a desktop is counted by everyone, and its way back lets go of the link', async () => {
    const dave = await newPage(DESKTOP);
    await dave.page.goto(watchUrl);
    await waitForScene(dave.page, 'OnlinePlay');
    for (const { page } of [alice, bob, carol, dave]) await waitForText(page, '2 watching');
    const status = (await online(dave.page)).status;
    expect(status).toMatch(/^(Alice|Bob)_\w+ to move$/);
    // Its words are readable and inside their boxes, on the phone and on the desktop.
    for (const { page } of [carol, dave]) {
      const texts = await page.evaluate(() => window.__infection!.shownTexts);
      const mine = texts.filter((shown) => ['You are watching', '2 watching'].includes(shown.text));
      expect(mine).toHaveLength(2);
      for (const shown of mine) {
        expect(shown.size, shown.text).toBeGreaterThanOrEqual(12);
        expect(shown.inside, shown.text).toBe(true);
      }
    }
    await pressButton(dave.page, 'leave');
    await dave.page.waitForFunction(() => window.__infection!.scene !== 'OnlinePlay');
    expect(new URL(dave.page.url()).searchParams.has('watch')).toBe(false);
    for (const { page } of [alice, bob, carol]) await waitForText(page, '1 watching');
    expect(dave.errors).toEqual([]);
  });

  it('spectators in Dutch and Portuguese on a small phone read the words in their language', async () => {
    for (const [language, banner, count] of [
      ['nl', 'Je kijkt mee', '2 kijken mee'],
      ['pt', 'Estás a assistir', '2 a assistir'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true });
      contexts.push(context);
      const save = { version: 1, settings: { ...DEFAULT_SETTINGS, language }, levels: {}, arcadeTable: [] };
      await context.addInitScript(
        (text) => localStorage.setItem('infection.save', text),
        JSON.stringify({ ...save, arcadeRun: null, current: null }),
      );
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(watchUrl);
      await waitForScene(page, 'OnlinePlay');
      await waitForText(page, banner);
      await waitForText(page, count);
      const texts = await page.evaluate(() => window.__infection!.shownTexts);
      const mine = texts.filter((shown) => shown.text === banner || shown.text === count);
      expect(mine).toHaveLength(2);
      // Every text of the game screen, not only the spectator's own lines: names, counts, clocks, moves.
      for (const shown of texts) {
        expect(shown.size, shown.text).toBeGreaterThanOrEqual(12);
        expect(shown.inside && !shown.cut, `${shown.text} ${JSON.stringify(shown)}`).toBe(true);
      }
      await context.close();
      await waitForText(alice.page, '1 watching');
      expect(errors).toEqual([]);
    }
  });

  it('the spectator sees the result, keeps watching the rematch, and opens the replay', async () => {
    await pressButton(alice.page, 'resign-ask');
    await pressButton(alice.page, 'resign');
    await carol.page.waitForFunction(() => window.__infection!.online?.result?.reason === 'resign');
    expect((await online(carol.page)).status).toBe(`Bob_${suffix} wins`);
    expect(await actions(carol.page)).toEqual(['replay', 'copy-game', 'leave']);
    const first = (await online(carol.page)).gameId;
    await pressButton(alice.page, 'rematch-offer');
    await pressButton(bob.page, 'rematch-accept');
    await carol.page.waitForFunction(
      (old) => window.__infection!.online?.gameId !== old && window.__infection!.online?.phase === 'playing',
      first,
    );
    expect((await online(carol.page)).you).toBeNull();
    await carol.page.waitForFunction((start) => window.__infection!.fen === start, START);
    // Bob is x now: two moves, then he resigns.
    for (const [page, move, plies] of [
      [bob.page, 'b6', 1],
      [alice.page, 'f6', 2],
    ] as const) {
      await playWhenReady(page, move);
      await carol.page.waitForFunction((n) => window.__infection!.online?.plies === n, plies);
    }
    await pressButton(bob.page, 'resign-ask');
    await pressButton(bob.page, 'resign');
    await carol.page.waitForFunction(() => window.__infection!.online?.result?.reason === 'resign');
    const rematch = (await online(carol.page)).gameId;
    await pressButton(carol.page, 'replay');
    await waitForScene(carol.page, 'Replay');
    await carol.page.waitForFunction(() => window.__infection!.replay?.status === 'ready', null, {
      timeout: 20_000,
    });
    expect(await carol.page.evaluate(() => window.__infection!.replay!.plies)).toBe(2);
    expect(rematch).not.toBe(first);
    for (const watched of [alice, bob, carol]) expect(watched.errors).toEqual([]);
  });
});
