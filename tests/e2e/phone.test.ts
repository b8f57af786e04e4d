import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ShownText } from '../../src/game/app/shown-texts';
import { pagePerTest } from './browser';
import { open, waitForScene, waitForSettled } from './hook';

/** A phone held upright: a touch screen and no mouse, so `(pointer: fine)` does not match. */
let context: BrowserContext;
let page: Page;
pagePerTest({ viewport: { width: 360, height: 640 }, hasTouch: true }, (session) => {
  ({ context, page } = session);
});

const SETTINGS = {
  effectsVolume: 0,
  musicVolume: 0,
  muted: true,
  animationSpeed: 'fast',
  colourBlind: false,
  language: 'en',
};

async function seed(save: object): Promise<void> {
  const full = {
    version: 1,
    settings: SETTINGS,
    levels: {},
    arcadeTable: [],
    arcadeRun: null,
    current: null,
  };
  await context.addInitScript(
    (text) => localStorage.setItem('infection.save', text),
    JSON.stringify({ ...full, ...save }),
  );
}

const texts = (): Promise<string[]> => page.evaluate(() => window.__infection!.texts);
const shown = (): Promise<ShownText[]> => page.evaluate(() => window.__infection!.shownTexts);
const boundsOf = (name: string): Promise<{ x: number; y: number; width: number; height: number }[]> =>
  page.evaluate((key) => window.__infection!.boundsOf(key), name);

async function openScene(scene: string, data: object = {}): Promise<void> {
  await page.evaluate(([key, payload]) => window.__infectionMenu!.open(key as string, payload as object), [
    scene,
    data,
  ] as const);
  await waitForScene(page, scene);
  await waitForSettled(page);
}

async function tap(name: string): Promise<void> {
  const [box] = await boundsOf(name);
  expect(box, name).toBeDefined();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe('on a touch screen', () => {
  it('names no keys until a key is pressed', async () => {
    await seed({});
    await open(page, `fen=${encodeURIComponent('x5q/7/7/7/7/7/o5x x 0 1')}`);
    await waitForScene(page, 'Title');
    await page.waitForFunction(() => window.__infection!.boundsOf('toast').length > 0);
    const title = (await texts()).join(' | ');
    expect(title).not.toMatch(/Arrows|Tab|Esc/);
    expect(title).toContain('Tap here to close');
    await openScene('Initials', { score: 300, cleared: 2 });
    const initials = (await texts()).join(' | ');
    expect(initials).not.toMatch(/type a letter|Enter saves/);
    expect(initials).toContain('Tap the letters below');

    // A key pressed: this player has a keyboard after all, and the next screen names the keys.
    await page.keyboard.press('Shift');
    await openScene('Title');
    expect((await texts()).join(' | ')).toContain('Arrows or Tab move');
  });

  it('spells the initials with on-screen letters', async () => {
    await seed({});
    await open(page);
    await waitForScene(page, 'Title');
    await openScene('Initials', { score: 300, cleared: 2 });
    for (const letter of ['Z', 'O', 'X']) await tap(`initials-key-${letter}`);
    await page.waitForFunction(() =>
      window.__infectionMenu!.items.some((item) => item.label === 'initials: ZOX'),
    );
    await tap('initials-key-←');
    await tap('initials-key-Q');
    await page.waitForFunction(() =>
      window.__infectionMenu!.items.some((item) => item.label === 'initials: ZOQ'),
    );
    const save = page.evaluate(() => window.__infectionMenu!.items.find((item) => item.label === 'Save'));
    const button = await save;
    expect(button).toBeDefined();
    await page.mouse.click(button!.x, button!.y);
    await waitForScene(page, 'HighScores');
    expect((await texts()).join(' | ')).toContain('ZOQ');
  });
});

describe('the title on a phone', () => {
  it('keeps every mode line whole upright, and buttons a thumb hits with their lines on its side', async () => {
    // A game in progress adds Continue: nine buttons (Oxono's among them), three with a second line.
    const current = {
      mode: 'level',
      levelId: 'w1-02',
      rules: 'arcade',
      start: 'x4o/6/2--2/6/o4x x 0 1',
      moves: [],
      opponent: 1,
      seed: 7,
    };
    await seed({ current });
    await open(page);
    await waitForScene(page, 'Title');
    const lines = ['One run through every level, three lives', 'Any open level, as often as you like'];
    const check = async (width: number, height: number): Promise<void> => {
      const title = (await shown()).filter((text) => text.scene === 'Title');
      expect(title.filter((text) => text.cut).map((text) => text.text)).toEqual([]);
      expect(title.map((text) => text.text)).toEqual(expect.arrayContaining(lines));
      const buttons = await boundsOf('button');
      expect(buttons).toHaveLength(9);
      for (const button of buttons) {
        if (width > height) expect(button.height).toBeGreaterThanOrEqual(40);
        expect(button.x).toBeGreaterThanOrEqual(0);
        expect(button.x + button.width).toBeLessThanOrEqual(width);
        expect(button.y + button.height).toBeLessThanOrEqual(height);
      }
    };
    await check(360, 640);
    await page.setViewportSize({ width: 640, height: 360 });
    await page.waitForFunction(() => window.__infectionMenu!.items[1]?.y < 200);
    await waitForSettled(page);
    await check(640, 360);
  });
});

describe('the arcade HUD and the high scores', () => {
  it('shows the lives as big hearts and the levels a run cleared in words', async () => {
    const arcadeTable = [{ initials: 'ACE', score: 900, cleared: 6, date: '2026-11-01T10:00:00.000Z' }];
    await seed({ arcadeTable, arcadeRun: { levelIndex: 1, lives: 2, score: 30, cleared: 1 } });
    await open(page);
    await waitForScene(page, 'Title');
    await openScene('Play', { mode: 'arcade', levelId: 'w1-02' });
    const hearts = (await shown()).find((text) => text.text.includes('♥'));
    expect(hearts?.text).toBe('♥♥♡');
    expect(hearts!.size).toBeGreaterThanOrEqual(18);
    expect((await texts()).some((text) => /Lives/.test(text))).toBe(false);

    await openScene('HighScores');
    const words = await texts();
    expect(words).toContain('6 cleared');
    expect(words.some((text) => text.includes('✓'))).toBe(false);
  });
});

describe('the level select', () => {
  it("draws each level's board on its tile beside its medal", async () => {
    await seed({ levels: { 'w1-01': { best: 37, wins: 1, plays: 1 } } });
    await open(page);
    await waitForScene(page, 'Title');
    await openScene('LevelSelect', { levelId: 'w1-01' });
    const boards = await boundsOf('level-tile-board');
    const items = await page.evaluate(() =>
      window.__infectionMenu!.items.filter((item) => item.label.startsWith('level ')),
    );
    expect(boards).toHaveLength(items.length);
    expect(items[0].label).toMatch(/won (gold|silver|bronze)$/);
    // Each picture sits inside its tile, centred on it.
    boards.forEach((board, i) => {
      expect(Math.abs(board.x + board.width / 2 - items[i].x)).toBeLessThan(2);
      expect(board.width).toBeGreaterThan(20);
    });
  });
});
