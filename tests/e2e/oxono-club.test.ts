/**
 * Oxono in the club, in the browser (issue 51): the real club in this process (memory store, both
 * loopbacks) serving the test build. Two players find each other through the lobby (one posts an Oxono
 * challenge, the other takes it), play by clicks and keys to pink's win by a line of O pawns of both
 * colours, and a third browser watching by the `?watch=` link sees the winning line drawn; the stored
 * game opens in the replay viewer by `?game=`. Two more, from two addresses (127.0.0.1 and ::1), are
 * paired by Quick pairing for a rated Oxono game, which moves their Oxono pool and no other.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  movePawn,
  moveSymbolName,
  moveTotem,
  oxono,
  playOxono,
  readMove,
  readSquare,
  squareName,
  totemSquare,
  winningLine,
  type OxonoPosition,
} from '../../src/core/oxono';
import { profilePath, type Profile } from '../../src/net/ratings';
import { collectErrors } from './browser';
import { openClubSite, quietSave, type ClubSite } from './club-site';
import { clickItem, pressButton, twoFrames, waitForScene, waitForText } from './hook';

/** Pink's 13-ply win: its last O pawn on e4 completes a line of O pawns of both colours (tests/server/oxono-room.test.ts). */
const PINK_WINS = [
  'O f4 f3',
  'X d2 c2',
  'X d6 d5',
  'O e4 f4',
  'O b4 c4',
  'O b3 b4',
  'O d3 d4',
  'X b6 a6',
  'O c3 b3',
  'X c6 b6',
  'O d3 c3',
  'X e6 e5',
  'O e3 e4',
];

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

type Online = NonNullable<NonNullable<Window['__infection']>['online']>;
type Board = NonNullable<Online['board']>;
const online = async (page: Page): Promise<Online> =>
  (await page.evaluate(() => window.__infection!.online))!;

/** The board once it may be tapped: drawn, still, and this player's move (or the game over). */
async function boardReady(page: Page): Promise<Board> {
  await page.waitForFunction(
    () => {
      const shown = window.__infection?.online;
      const board = shown?.board;
      return !!board && !board.animating && (board.targets.length > 0 || shown?.result !== null);
    },
    null,
    { timeout: 15_000 },
  );
  return (await online(page)).board!;
}

function positionOf(text: string): OxonoPosition {
  const read = oxono.readPosition(text, 'standard');
  if (!read.ok) throw new Error(read.error);
  return read.value;
}

/** The squares a move is played by: its totem's square (to choose it), its destination, its pawn's square. */
function squaresOf(position: string, text: string): [string, string, string] {
  const move = readMove(text);
  if (!move.ok) throw new Error(move.error);
  const totem = totemSquare(positionOf(position), moveSymbolName(move.value));
  return [squareName(totem), squareName(moveTotem(move.value)), squareName(movePawn(move.value))];
}

/** Waits until the board's next tap is `step` and `square` is one it may take. */
async function untilMarked(page: Page, step: string, square: string): Promise<void> {
  await page.waitForFunction(
    ([wanted, name]) => {
      const board = window.__infection?.online?.board;
      return board?.step === wanted && board.targets.includes(name);
    },
    [step, square] as const,
  );
}

/** Plays a move by clicks as a player taps it: the totem, its destination, the pawn's square. */
async function clickMove(page: Page, text: string): Promise<void> {
  const board = await boardReady(page);
  const [totem, to, pawn] = squaresOf(board.position, text);
  const plies = (await online(page)).plies;
  const click = async (square: string): Promise<void> => {
    await twoFrames(page);
    const point = (await online(page)).board!.points[square];
    await page.mouse.click(point.x, point.y);
  };
  await click(totem);
  await untilMarked(page, 'totem', to);
  await click(to);
  await untilMarked(page, 'pawn', pawn);
  await click(pawn);
  await page.waitForFunction((count) => (window.__infection!.online?.plies ?? 0) > count, plies);
}

/** Plays a move by the keys: the arrows take the cursor (from the X totem) to each square, Enter taps it. */
async function keyMove(page: Page, text: string): Promise<void> {
  const board = await boardReady(page);
  const [totem, to, pawn] = squaresOf(board.position, text);
  const plies = (await online(page)).plies;
  // The first arrow puts the cursor on the X totem, without a step.
  let at = totemSquare(positionOf(board.position), 'X');
  await page.keyboard.press('ArrowRight');
  for (const square of [totem, to, pawn]) {
    const target = readSquare(square);
    if (!target.ok) throw new Error(target.error);
    const [row, file] = [Math.floor(target.value / 6), target.value % 6];
    while (Math.floor(at / 6) !== row) {
      const down = Math.floor(at / 6) < row;
      await page.keyboard.press(down ? 'ArrowDown' : 'ArrowUp');
      at += down ? 6 : -6;
    }
    while (at % 6 !== file) {
      const right = at % 6 < file;
      await page.keyboard.press(right ? 'ArrowRight' : 'ArrowLeft');
      at += right ? 1 : -1;
    }
    await page.keyboard.press('Enter');
    await twoFrames(page);
    if (square === totem) await untilMarked(page, 'totem', to);
    if (square === to) await untilMarked(page, 'pawn', pawn);
  }
  await page.waitForFunction((count) => (window.__infection!.online?.plies ?? 0) > count, plies);
}

/** From the title to the lobby as a new guest called `name`. */
async function intoLobby(page: Page, origin: string, name: string): Promise<void> {
  await page.goto(`${origin}/`);
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
    await clickItem(alice.page, 'Create a challenge');
    await waitForScene(alice.page, 'PostChallenge');
    await chooseRow(alice.page, 'Game', 'Oxono');
    await clickItem(alice.page, 'Post the challenge');
    await waitForScene(alice.page, 'Lobby');
    await clickItem(bob.page, `${names.alice} ·`);
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
      await clickItem(page, 'Quick pairing');
      await waitForScene(page, 'QuickPair');
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
});
