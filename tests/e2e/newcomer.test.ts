import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MenuItemState } from '../../src/game/app/menu-hook';
import { pagePerTest } from './browser';
import { LEVEL_IN_PROGRESS, levelFile, overlap, seedSave, SETTINGS, type Box } from './newcomer-saves';
import {
  clickItem as clickMenuItem,
  clickSquare,
  greedyMove,
  menuItems,
  open,
  playToWin,
  position,
  state,
  text,
  twoFrames,
  waitForItem as waitForMenuItem,
  waitForPlayer,
  waitForScene,
  waitForSettled,
  waitForText as waitForShownText,
} from './hook';

/**
 * What tripped a new player up in their first five minutes (issue 12), one test per bug: each of these
 * failed on the game as it was before the fix.
 */

let context: BrowserContext;
let page: Page;

pagePerTest({ viewport: { width: 1280, height: 800 } }, (session) => {
  ({ context, page } = session);
});

const items = (): Promise<MenuItemState[]> => menuItems(page);
const labels = async (): Promise<string[]> => (await items()).map((item) => item.label);
const texts = (): Promise<string[]> => page.evaluate(() => window.__infection?.texts ?? []);
const boundsOf = (name: string): Promise<Box[]> =>
  page.evaluate((wanted) => window.__infection!.boundsOf(wanted), name);
const saved = (): Promise<Record<string, unknown>> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('infection.save') ?? '{}') as Record<string, unknown>);

const waitForItem = (label: string): Promise<MenuItemState> => waitForMenuItem(page, label);
const clickItem = (label: string): Promise<void> => clickMenuItem(page, label);

const waitForText = (part: string): Promise<void> => waitForShownText(page, part);

describe('a game in progress is never thrown away unasked', () => {
  it('the title offers one Continue naming the game, and Arcade run asks before replacing it', async () => {
    await seedSave(context, LEVEL_IN_PROGRESS);
    await open(page);
    await waitForScene(page, 'Title');
    await waitForItem('Continue');
    expect((await labels()).filter((label) => label === 'Continue')).toHaveLength(1);
    expect(await texts()).toContain(`Level: ${levelFile('w1-02').name}`);
    // No second way back into a game: the run's lives show once the level game is settled.
    expect((await texts()).filter((text) => /lives \d/.test(text))).toEqual([]);

    await clickItem('Arcade run');
    await waitForText('A game is in progress');
    expect(await labels()).toEqual(['Keep playing it', 'Abandon it']);
    expect((await state(page)).scene).toBe('Title');
    // Escape keeps everything as it was.
    await page.keyboard.press('Escape');
    await waitForItem('Continue');
    expect((await saved()).current).toMatchObject({ levelId: 'w1-02', moves: ['b4', 'e4'] });

    // Keep it: the saved game resumes.
    await clickItem('Arcade run');
    await clickItem('Keep playing it');
    await waitForScene(page, 'Play');
    expect(await waitForPlayer(page)).toMatchObject({ levelId: 'w1-02', fen: 'x4o/1x2o1/2--2/6/o4x x 0 2' });
  });

  it('Level select and Versus ask too; abandoning starts the new game', async () => {
    await seedSave(context, LEVEL_IN_PROGRESS);
    await open(page);
    await waitForScene(page, 'Title');
    await clickItem('Versus');
    await waitForScene(page, 'Versus');
    await clickItem('Start game');
    await waitForText('A game is in progress');
    expect((await state(page)).scene).toBe('Versus');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await waitForScene(page, 'Title');

    await clickItem('Levels');
    await waitForScene(page, 'LevelSelect');
    await clickItem('level 1');
    await waitForText('A game is in progress');
    expect((await state(page)).scene).toBe('LevelSelect');
    await clickItem('Abandon it');
    await waitForScene(page, 'Play');
    expect((await state(page)).levelId).toBe('w1-01');
    // The abandoned game is gone; the new one is the one saved.
    await waitForPlayer(page);
    await page.waitForFunction(() => window.__infection!.saved);
    expect((await saved()).current).toMatchObject({ levelId: 'w1-01', moves: [] });
  });

  it('a link asks first too, and abandoning an arcade game ends its run', async () => {
    await seedSave(context, {
      ...LEVEL_IN_PROGRESS,
      current: { ...LEVEL_IN_PROGRESS.current, mode: 'arcade' },
    });
    await open(page, 'level=w1-01');
    await waitForScene(page, 'Title');
    await waitForText('A game is in progress');
    await waitForText('Abandoning it ends the arcade run.');
    await clickItem('Abandon the run');
    await waitForScene(page, 'Play');
    expect((await state(page)).levelId).toBe('w1-01');
    expect((await saved()).arcadeRun).toBeNull();
  });
});

describe('how to play on a desktop', () => {
  for (const language of ['en', 'nl'] as const) {
    it(`keeps every caption clear of the demo board (${language})`, async () => {
      await seedSave(context, { settings: { ...SETTINGS, language } });
      await open(page);
      await waitForScene(page, 'Title');
      await page.evaluate(() => window.__infectionMenu!.open('HowToPlay'));
      await waitForScene(page, 'HowToPlay');
      const seen = new Set<string>();
      for (let card = 0; card < 5; card++) {
        await page.waitForFunction(() => window.__infection!.boundsOf('how-caption').length === 1);
        const [caption] = await boundsOf('how-caption');
        const [board] = await boundsOf('how-board');
        const words = (await texts()).find((text) => text.length > 20) ?? '';
        seen.add(words);
        expect(overlap(caption, board), `card ${card + 1}: ${words}`).toBe(false);
        // Next has the focus from the start, and keeps it as the cards turn.
        await page.keyboard.press('Enter');
        await page.waitForFunction((before) => !window.__infection!.texts.includes(before), words);
      }
      expect(seen.size).toBe(5);
    });
  }

  it('never turns a card by itself: Next shows the very next card', async () => {
    await open(page);
    await waitForScene(page, 'Title');
    await page.evaluate(() => window.__infectionMenu!.open('HowToPlay'));
    await waitForScene(page, 'HowToPlay');
    await waitForText('Clone: move one step');
    // A lesson's demo takes about five seconds; the card stays, its demo plays again. The nine seconds
    // are the behaviour under test, run at once on the game's clock (the demo's timers and tweens).
    await page.evaluate(() => window.__infection!.advanceTime(9_000));
    expect((await texts()).some((text) => text.startsWith('Clone: move one step'))).toBe(true);
    await clickItem('Next');
    await waitForText('Jump: move two steps');
  });

  it('offers a game on the last card instead of going round to the first (issue 43)', async () => {
    await open(page);
    await waitForScene(page, 'Title');
    await page.evaluate(() => window.__infectionMenu!.open('HowToPlay'));
    await waitForScene(page, 'HowToPlay');
    await waitForText('Clone: move one step');
    // ◀ from the first card turns to the last.
    await clickItem('◀');
    await waitForItem('Play ▶');
    expect(await labels()).not.toContain('Next ▶');
    await clickItem('Play ▶');
    await waitForScene(page, 'Play');
    expect((await state(page)).levelId).toBe('w1-01');
  });
});

describe('the phone play screen', () => {
  it('keeps the pause button off the opponent panel at 390×844', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, 'level=w1-01');
    await waitForScene(page, 'Play');
    await waitForPlayer(page);
    const [pause] = await boundsOf('pause-button');
    const [panel] = await boundsOf('hud-panel-o');
    expect(pause).toBeDefined();
    expect(panel).toBeDefined();
    // The active panel's frame is 4 px wide, half of it outside its box: keep a margin for it.
    const framed = { x: panel.x - 2, y: panel.y - 2, width: panel.width + 4, height: panel.height + 4 };
    expect(overlap(pause, framed), JSON.stringify({ pause, panel })).toBe(false);
  });
});

describe('a locked level opened by a link is practice', () => {
  it('says so first, records nothing, survives a reload, and clears its save at the end', async () => {
    const before = levelFile('w1-02');
    const level = levelFile('w1-03');
    // `locks=on`: the test build opens every level unless a test asks for the real locks.
    await open(page, 'level=w1-03&locks=on');
    await waitForScene(page, 'Play');
    await waitForText(`win "${before.name}" to play it for real`);
    expect(await texts()).toContain('Practice');
    // The game waits for the card: nothing is played or saved yet, a few frames and a third of a second
    // of game time on.
    await twoFrames(page);
    await page.evaluate(() => window.__infection!.advanceTime(300));
    expect((await state(page)).saved).toBe(false);
    await page.keyboard.press('Enter');
    const start = await waitForPlayer(page);
    expect(start.levelId).toBe('w1-03');
    await page.evaluate(() => window.__infection!.move('b5'));
    await page.waitForFunction(() => window.__infection!.saved);
    expect((await saved()).current).toMatchObject({ levelId: 'w1-03', practice: true });

    await page.reload();
    await page.waitForFunction(() => window.__infection !== undefined);
    await waitForScene(page, 'Title');
    await clickItem('Continue');
    await waitForScene(page, 'Play');
    await waitForText('to play it for real');
    await page.keyboard.press('Enter');
    await playToWin(page);
    await waitForScene(page, 'Result', 60_000);
    expect((await state(page)).outcome?.winner).toBe('x');
    await waitForText('Practice: nothing recorded');
    // The result says what each medal asks for on this level.
    const silver = Math.ceil(level.par * 0.75);
    await waitForText(`Gold ${level.par} · silver ${silver} · bronze any win`);
    const after = await saved();
    expect(after.current).toBeNull();
    expect(after.levels).toEqual({});
    expect(await page.evaluate(() => window.__infection!.best('w1-03'))).toBe(0);
  });

  it('the level select never shows a padlock with a tick and a medal, and names the medal scores', async () => {
    // A save from before practice existed: level 3 won by link while level 2 is still to win.
    await seedSave(context, {
      levels: { 'w1-01': { best: 30, wins: 1, plays: 1 }, 'w1-03': { best: 40, wins: 1, plays: 1 } },
    });
    await open(page);
    await waitForScene(page, 'Title');
    await clickItem('Levels');
    await waitForScene(page, 'LevelSelect');
    await waitForItem('level 3');
    const tile = (await labels()).find((label) => label.startsWith('level 3'));
    expect(tile).toBe('level 3 locked');
    const first = levelFile('w1-01');
    // The info panel describes the level under the pointer.
    const one = await waitForItem('level 1');
    await twoFrames(page);
    await page.mouse.move(one.x, one.y);
    await waitForText(`Medals: gold ${first.par} · silver ${Math.ceil(first.par * 0.75)} · bronze any win`);
  });
});

describe('a broken link', () => {
  it("is explained in the player's language, covers nothing, and closes with Escape or a tap", async () => {
    await seedSave(context, { settings: { ...SETTINGS, language: 'pt' } });
    await open(page, `fen=${encodeURIComponent('x5q/7/7/7/7/7/o5x x 0 1')}`);
    await waitForScene(page, 'Title');
    await waitForText('Não foi possível abrir essa ligação');
    const all = await texts();
    expect(
      all.some((text) => /FEN|unknown|symbol|rank|column/.test(text)),
      all.join(' | '),
    ).toBe(false);
    // The card has grown to its size.
    await waitForSettled(page);
    const [card] = await boundsOf('toast');
    expect(card).toBeDefined();
    for (const other of [...(await boundsOf('logo')), ...(await boundsOf('button'))]) {
      expect(overlap(card, other), JSON.stringify({ card, other })).toBe(false);
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => window.__infection!.boundsOf('toast').length === 0);
    expect((await state(page)).scene).toBe('Title');

    await page.goto(page.url().split('?')[0] + '?level=no-such-level');
    await waitForScene(page, 'Title');
    await waitForText('não há nenhum nível chamado "no-such-level"');
    await waitForSettled(page);
    const [again] = await boundsOf('toast');
    await page.mouse.click(again.x + again.width / 2, again.y + again.height / 2);
    await page.waitForFunction(() => window.__infection!.boundsOf('toast').length === 0);
  });
});

describe('the title says what the modes are', () => {
  it('puts a line under Arcade run and Levels', async () => {
    await open(page);
    await waitForScene(page, 'Title');
    await waitForItem('Arcade run');
    expect(await texts()).toEqual(
      expect.arrayContaining([
        'One run through every level, three lives',
        'Any open level, as often as you like',
      ]),
    );
  });
});

describe('Versus', () => {
  it('keeps every row in its place when an option changes what is shown', async () => {
    await open(page);
    await waitForScene(page, 'Title');
    await clickItem('Versus');
    await waitForScene(page, 'Versus');
    await waitForItem('Players: vs computer');
    const rows = async (): Promise<Record<string, number>> =>
      Object.fromEntries(
        (await items())
          .filter((item) => /^(Players|Board|Rules)/.test(item.label))
          .map((item) => [item.label.split(':')[0], item.y]),
      );
    const before = await rows();
    await clickItem('Players');
    await waitForItem('Players: Two players');
    expect(await rows()).toEqual(before);
    const board = await waitForItem('Board');
    await twoFrames(page);
    await page.mouse.move(board.x, board.y);
    await page.waitForFunction(() =>
      window.__infectionMenu!.items.some((i) => i.focused && i.label.startsWith('Board')),
    );
    await page.keyboard.press('ArrowLeft');
    await waitForItem('Board: Pasted FEN');
    expect(await rows()).toEqual(before);
  });

  it('offers Play again and Change setup after a game, the setup coming back as it was', async () => {
    const fen = 'o--2/---2/--3/3x1/5 x 0 1';
    await open(page, `fen=${encodeURIComponent(fen)}&rules=arcade&opponent=2`);
    await waitForScene(page, 'Play');
    await waitForPlayer(page);
    await page.evaluate(() => window.__infection!.move('c3'));
    await waitForScene(page, 'Result', 30_000);
    await waitForItem('Play again');
    expect(await labels()).toEqual(['Play again', 'Change setup', 'Title', 'Replay']);
    await clickItem('Change setup');
    await waitForScene(page, 'Versus');
    await waitForItem('Players: vs computer');
    const shown = await labels();
    expect(shown).toEqual(
      expect.arrayContaining([
        'Players: vs computer',
        expect.stringMatching(/^Strength: 2 /),
        'Board: Pasted FEN',
        'Rules: Arcade (fill)',
      ]),
    );
    expect(await page.inputValue('#versus-fen')).toBe(fen);
  });
});

describe('level 1 teaches', () => {
  it('points out picking a blob, then the dots and rings, on the real board; and lasts more than two moves', async () => {
    await open(page, 'level=w1-01');
    await waitForScene(page, 'Play');
    await waitForText('Tap one of your green blobs');
    const first = await waitForPlayer(page);
    const at = position(first.fen!);
    const mine = at.cells.indexOf('x');
    const name =
      String.fromCharCode(97 + (mine % at.width)) + String(at.height - Math.floor(mine / at.width));
    await clickSquare(page, name);
    await waitForText('A dot is a clone');
    expect((await texts()).some((line) => line.includes('Tap one of your green blobs'))).toBe(false);
    // A first game should take a while: still on after the newcomer's fourth greedy move (the rest of the
    // game, as long as the opponent's seed makes it, proves nothing more).
    for (let moves = 0; moves <= 4; moves++) {
      const now = await waitForPlayer(page);
      expect(now.outcome, `the game ended after the newcomer's move ${moves}`).toBeNull();
      if (moves === 4) break;
      const move = greedyMove(now.fen!, now.rules!)!;
      expect(await page.evaluate((m) => window.__infection!.move(m), text(now.fen!, move))).toBe(true);
    }
  });
});

describe('what a lost game and a level start say (issue 43)', () => {
  it('a lost game names the move and the square that lost it', async () => {
    // x's only moves are jumps; the jump to c5 flips two, and o's jump to c4 takes all three back.
    await open(page, `fen=${encodeURIComponent('xo3/oo3/5/5/5 x 0 1')}&rules=arcade&opponent=1`);
    await waitForScene(page, 'Play');
    await waitForPlayer(page);
    expect(await page.evaluate(() => window.__infection!.move('a5c5'))).toBe(true);
    await waitForScene(page, 'Result', 30_000);
    await waitForText('Your jump to c5 on move 1 stood alone: their move to c4 flipped 3 of yours.');
    expect(await boundsOf('result-tip')).toHaveLength(1);
  });

  it("a level's opponent says its line as the game starts, gone at a tap or by itself", async () => {
    await open(page, 'level=w1-02');
    await waitForScene(page, 'Play');
    await waitForText('Colony: “Colony has been practising. A little.”');
    // The line takes no tap from the board: the first tap picks the blob and sends the line away.
    const first = await waitForPlayer(page);
    const at = position(first.fen!);
    const mine = at.cells.indexOf('x');
    await clickSquare(
      page,
      String.fromCharCode(97 + (mine % at.width)) + String(at.height - Math.floor(mine / at.width)),
    );
    await page.waitForFunction(() => !window.__infection!.texts.some((line) => line.includes('practising')));
    expect(await page.evaluate(() => window.__infection!.move('b4'))).toBe(true);

    await open(page, 'level=w1-03');
    await clickItem('Abandon it');
    await waitForScene(page, 'Play');
    await waitForText('Spore drifts in on the breeze.');
    await page.waitForFunction(
      () => !window.__infection!.texts.some((line) => line.includes('Spore drifts')),
      null,
      {
        timeout: 8_000,
      },
    );
  });
});

describe('the score counters at the end of an arcade game', () => {
  it('count the fill square by square as it floods in, not only once it is done', async () => {
    await seedSave(context, { settings: { ...SETTINGS, animationSpeed: 'normal' } });
    // x's clone to d3 walls o in: o cannot move, so every empty square floods to x.
    await open(page, `fen=${encodeURIComponent('o-x2/--x2/xxx2/5/5 x 0 1')}&rules=arcade`);
    await waitForScene(page, 'Play');
    await waitForPlayer(page);
    const before = (await state(page)).counts!.x;
    // Every counter the HUD shows, sampled each frame while the move and the fill play out: until the
    // game is over and the board, having animated, is still.
    const sampled = page.evaluate(
      () =>
        new Promise<number[]>((done) => {
          const seen: number[] = [];
          let animated = false;
          const sample = (): void => {
            const hook = window.__infection!;
            seen.push(...hook.texts.filter((line) => /^\d+$/.test(line)).map(Number));
            animated ||= hook.busy.animating;
            if (animated && hook.outcome !== null && !hook.busy.animating) done(seen);
            else requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        }),
    );
    expect(await page.evaluate(() => window.__infection!.move('d3'))).toBe(true);
    await page.waitForFunction(() => window.__infection!.outcome !== null);
    const final = (await state(page)).outcome!.counts.x;
    const seen = await sampled;
    expect(final).toBeGreaterThan(before + 5);
    expect(seen).toContain(final);
    // Counts between the move's own and the final one: the fill was counted while it flooded in.
    const climbing = new Set(seen.filter((count) => count > before + 1 && count < final));
    expect(climbing.size).toBeGreaterThan(2);
  });
});
