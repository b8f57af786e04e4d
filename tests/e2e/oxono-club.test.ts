/**
 * Oxono in the club, in the browser (issue 51): the real club in this process (memory store, both
 * loopbacks) serving the test build. Two players find each other through the lobby (one posts an Oxono
 * challenge, the other takes it), play by clicks and keys to pink's win by a line of O pawns of both
 * colours, and a third browser watching by the `?watch=` link sees the winning line drawn; the stored
 * game opens in the replay viewer by `?game=`. Two more, from two addresses (127.0.0.1 and ::1), are
 * paired by Quick pairing for a rated Oxono game, which moves their Oxono pool and no other; and the
 * club's computer answers a move on Oxono's board.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oxono, playOxono, readMove, squareName, winningLine } from '../../src/core/oxono';
import { profilePath, type Profile } from '../../src/net/ratings';
import { collectErrors } from './browser';
import { openClubSite, quietSave, type ClubSite } from './club-site';
import { clickItem, pressButton, twoFrames, waitForScene, waitForText } from './hook';
import { boardReady, clickMove, keyMove, online, PINK_WINS, positionOf } from './oxono-online';

let site: ClubSite;
const errors: string[][] = [];
const suffix = randomBytes(2).toString('hex');

beforeAll(async () => {
  site = await openClubSite({ host: '::' });
});

afterAll(async () => {
  await site?.close();
});

/** A new browser context whose pages open the club at `address` (players of a rated pair need two). */
async function newPage(
  address: '127.0.0.1' | '[::1]' = '127.0.0.1',
): Promise<{ page: Page; origin: string }> {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 } });
  await context.addInitScript((text) => localStorage.setItem('infection.save', text), quietSave('en'));
  site.contexts.push(context);
  const page = await context.newPage();
  errors.push(collectErrors(page));
  return { page, origin: `http://${address}:${new URL(site.club.url).port}` };
}

/**
 * Clicks a menu item until its screen opens: a screen that redraws as news arrives (the lobby, as
 * others come and go) may miss one click, as in ranked.test.ts.
 */
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

/** From the title to the Online menu as a new guest called `name`. */
async function intoOnline(page: Page, origin: string, name: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => window.__infection !== undefined, null, { timeout: 30_000 });
  await waitForScene(page, 'Title');
  await clickItem(page, 'Online');
  await waitForScene(page, 'ClubName');
  await page.fill('#club-name', name);
  await clickItem(page, 'Continue');
  await waitForScene(page, 'Online');
}

/** From the title to the lobby as a new guest called `name`. */
async function intoLobby(page: Page, origin: string, name: string): Promise<void> {
  await intoOnline(page, origin, name);
  await clickInto(page, 'Lobby', 'Lobby');
}

/** Steps a menu row (`Game: Ataxx`) with the arrows until its label reads `wanted`. */
async function chooseRow(page: Page, row: string, wanted: string): Promise<void> {
  for (let step = 0; step < 4; step++) {
    const items = await page.evaluate(() => window.__infectionMenu!.items);
    const item = items.find((each) => each.label.startsWith(row));
    if (!item) throw new Error(`no ${row} row among ${items.map((each) => each.label).join(', ')}`);
    if (item.label.includes(wanted)) return;
    await twoFrames(page);
    await page.mouse.move(item.x, item.y);
    await page.keyboard.press('ArrowRight');
    await twoFrames(page);
  }
  throw new Error(`the ${row} row never read ${wanted}`);
}

const profileOf = async (origin: string, name: string): Promise<Profile> =>
  (await (await fetch(origin + profilePath(name))).json()) as Profile;

describe('Oxono between browsers in the club', () => {
  it('two players meet in the lobby and play to a symbol line of both colours; a watcher by link sees it drawn; the game replays', async () => {
    const [alice, bob] = [await newPage(), await newPage()];
    const names = { alice: `Alice_${suffix}`, bob: `Bob_${suffix}` };
    await Promise.all([
      intoLobby(alice.page, alice.origin, names.alice),
      intoLobby(bob.page, bob.origin, names.bob),
    ]);
    await clickInto(alice.page, 'Create a challenge', 'PostChallenge');
    await chooseRow(alice.page, 'Game', 'Oxono');
    await clickInto(alice.page, 'Post the challenge', 'Lobby');
    await clickInto(bob.page, `${names.alice} ·`, 'OnlinePlay');
    for (const { page } of [alice, bob]) {
      await waitForScene(page, 'OnlinePlay');
      await page.waitForFunction(() => window.__infection!.online?.phase === 'playing', null, {
        timeout: 20_000,
      });
    }
    const first = await online(alice.page);
    expect(first.board?.position).toBe(oxono.startText('standard'));
    const players = first.you === 'x' ? { x: alice.page, o: bob.page } : { x: bob.page, o: alice.page };

    // A third browser, with no name, watches by the link.
    const carol = await newPage();
    await carol.page.goto(`${carol.origin}/?watch=${first.code}`);
    await carol.page.waitForFunction(() => window.__infection?.online?.board != null, null, {
      timeout: 30_000,
    });
    expect((await online(carol.page)).you).toBeNull();

    // Pink's first move by the keys, the rest by clicks.
    await keyMove(players.x, PINK_WINS[0]);
    for (const [ply, text] of PINK_WINS.entries()) {
      if (ply > 0) await clickMove(ply % 2 === 0 ? players.x : players.o, text);
    }

    // Where the line lies, by core: four O pawns in a row, pink's and black's both among them.
    let final = positionOf(oxono.startText('standard'));
    for (const text of PINK_WINS) {
      const move = readMove(text);
      const played = move.ok ? playOxono(final, move.value) : move;
      if (!played.ok) throw new Error(played.error);
      final = played.value.position;
    }
    const last = readMove(PINK_WINS[PINK_WINS.length - 1]);
    if (!last.ok) throw new Error(last.error);
    const line = winningLine(final, last.value);
    expect(new Set(line.map((square) => final.cells[square]))).toEqual(new Set(['o', 'O']));
    const lineNames = line.map(squareName);
    for (const page of [players.x, players.o, carol.page]) {
      await page.waitForFunction(() => window.__infection!.online?.board?.line.length, null, {
        timeout: 15_000,
      });
      const seen = await online(page);
      expect(seen.result).toEqual({ result: 'x', reason: 'symbol-line' });
      expect(seen.moves).toEqual(PINK_WINS);
      expect(seen.board!.line).toEqual(lineNames);
      await waitForText(page, 'Four pawns of one symbol in a line');
    }
    await waitForText(players.x, 'You win!');
    // Each player keeps the game among My games, as an Oxono game of the club's.
    for (const page of [players.x, players.o]) {
      await page.waitForFunction((id) => {
        const kept = JSON.parse(localStorage.getItem('infection.save') ?? '{}').myGames?.[0];
        return kept?.game === 'oxono' && kept.mode === 'online' && kept.gameId === id;
      }, first.gameId);
    }
    await waitForText(carol.page, `${first.you === 'x' ? names.alice : names.bob} wins`);

    // The stored game opens in the replay viewer by its link, on Oxono's board, every move there.
    await carol.page.goto(`${carol.origin}/?game=${first.gameId}`);
    await waitForScene(carol.page, 'Replay');
    await carol.page.waitForFunction(() => window.__infection!.replay?.status === 'ready', null, {
      timeout: 15_000,
    });
    expect(await carol.page.evaluate(() => window.__infection!.replay!.plies)).toBe(PINK_WINS.length);
    expect(errors.flat()).toEqual([]);
  });

  it('a rated Oxono game by Quick pairing moves the players’ Oxono pool and no other', async () => {
    const [dana, eric] = [await newPage('127.0.0.1'), await newPage('[::1]')];
    const names = { dana: `Dana_${suffix}`, eric: `Eric_${suffix}` };
    const intoQuickPairing = async ({ page, origin }: { page: Page; origin: string }, name: string) => {
      await intoLobby(page, origin, name);
      await clickInto(page, 'Quick pairing', 'QuickPair');
      await chooseRow(page, 'Game', 'Oxono');
    };
    await Promise.all([intoQuickPairing(dana, names.dana), intoQuickPairing(eric, names.eric)]);
    const before = await profileOf(dana.origin, names.dana);
    expect(before.pools).toEqual([]);
    await clickItem(dana.page, 'Find an opponent');
    await waitForText(dana.page, 'Looking for an opponent');
    await clickItem(eric.page, 'Find an opponent');
    for (const { page } of [dana, eric]) {
      await waitForScene(page, 'OnlinePlay');
      await page.waitForFunction(() => window.__infection!.online?.phase === 'playing', null, {
        timeout: 15_000,
      });
    }
    const shown = await online(dana.page);
    expect(shown.board?.position).toBe(oxono.startText('standard'));
    const players = shown.you === 'x' ? { x: dana.page, o: eric.page } : { x: eric.page, o: dana.page };
    // Both sides move (a game resigned before that is aborted, and rated for nobody), then black resigns.
    await clickMove(players.x, PINK_WINS[0]);
    await clickMove(players.o, PINK_WINS[1]);
    await pressButton(players.o, 'resign-ask');
    await pressButton(players.o, 'resign');
    for (const page of [players.x, players.o]) {
      await page.waitForFunction(() => window.__infection!.online?.result?.reason === 'resign');
    }
    await waitForText(players.x, 'Rating 1500? → ');
    const pools = async (name: string): Promise<string[]> => {
      const profile = await profileOf(dana.origin, name);
      return profile.pools.map((pool) => `${pool.pool} ${pool.games}`);
    };
    const [danaPools, ericPools] = [await pools(names.dana), await pools(names.eric)];
    expect(danaPools).toHaveLength(1);
    expect(danaPools[0]).toMatch(/^oxono-\S+ 1$/);
    expect(ericPools).toEqual(danaPools);
    expect(errors.flat()).toEqual([]);
  });

  it('the computer online plays Oxono: its answer is drawn on the board, and the turn comes back', async () => {
    const { page, origin } = await newPage();
    await intoOnline(page, origin, `Fay_${suffix}`);
    await clickInto(page, 'Play the computer', 'PlayComputer');
    await chooseRow(page, 'Game', 'Oxono');
    await chooseRow(page, 'You play', 'Pink');
    await clickInto(page, 'Play', 'OnlinePlay');
    await page.waitForFunction(() => window.__infection!.online?.phase === 'playing', null, {
      timeout: 20_000,
    });
    expect((await online(page)).you).toBe('x');
    await clickMove(page, PINK_WINS[0]);
    await page.waitForFunction(() => (window.__infection!.online?.plies ?? 0) >= 2, null, {
      timeout: 20_000,
    });
    // The board shows the computer's move, and marks pink's next.
    const board = await boardReady(page);
    const moves = (await online(page)).moves;
    let position = positionOf(oxono.startText('standard'));
    for (const text of moves) {
      const move = readMove(text);
      const played = move.ok ? playOxono(position, move.value) : move;
      if (!played.ok) throw new Error(played.error);
      position = played.value.position;
    }
    expect(board.position).toBe(oxono.positionText(position));
    expect(board.targets.length).toBeGreaterThan(0);
    expect(errors.flat()).toEqual([]);
  });
});
