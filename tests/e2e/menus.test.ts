import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MenuItemState } from '../../src/game/app/menu-hook';
import { collectErrors, gameUrl, pagePerTest } from './browser';
import {
  firstLevelId,
  frames,
  open,
  state,
  waitForScene,
  clickItem as clickMenuItem,
  menuItems,
  waitForItem as waitForMenuItem,
  waitForText as waitForShownText,
} from './hook';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const firstLevel = firstLevelId();

pagePerTest({ viewport: { width: 1000, height: 700 } }, (session) => {
  ({ browser, context, page } = session);
});

const items = (): Promise<MenuItemState[]> => menuItems(page);
const texts = (): Promise<string[]> => page.evaluate(() => window.__infection?.texts ?? []);
const saved = (): Promise<Record<string, unknown>> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('infection.save') ?? '{}') as Record<string, unknown>);

const waitForItem = (label: string): Promise<MenuItemState> => waitForMenuItem(page, label);
const clickItem = (label: string): Promise<void> => clickMenuItem(page, label);

/** Moves keyboard focus with the arrow keys until the widget labelled `label` has it. */
async function focusByKeyboard(label: string): Promise<void> {
  await waitForItem(label);
  for (let i = 0; i < 20; i++) {
    const focused = (await items()).find((item) => item.focused);
    if (focused?.label.startsWith(label)) return;
    // Tab goes through every entry in order, whichever way the title lays them out.
    await page.keyboard.press('Tab');
  }
  throw new Error(`the arrow keys never reached "${label}"`);
}

const waitForText = (part: string): Promise<void> => waitForShownText(page, part);

/** A save with the first `won` levels of world 1 won, written before the game loads. */
async function seedSave(save: object): Promise<void> {
  await context.addInitScript((text) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('infection.save', text);
      sessionStorage.setItem('seeded', 'yes');
    }
  }, JSON.stringify(save));
}

const SETTINGS = {
  effectsVolume: 0.8,
  musicVolume: 0.5,
  muted: false,
  animationSpeed: 'normal',
  colourBlind: false,
  language: 'en',
};

const MENUS: [label: string, scene: string][] = [
  ['Levels', 'LevelSelect'],
  ['Versus', 'Versus'],
  // The second game's own menu, loaded on first use.
  ['Oxono', 'OxonoMenu'],
  // A first visit to Online asks for a name.
  ['Online', 'ClubName'],
  ['High scores', 'HighScores'],
  ['How to play', 'HowToPlay'],
  ['Settings', 'Settings'],
];

describe('menus', () => {
  it('boots through the preloader to the title with every menu entry and no Continue on a fresh save', async () => {
    await open(page);
    await waitForScene(page, 'Title');
    await waitForItem('Arcade run');
    const labels = (await items()).map((item) => item.label);
    expect(labels).toEqual(['Arcade run', ...MENUS.map(([label]) => label)]);
    expect(await texts()).toContain('Clone. Jump. Infect them all.');
  });

  it('reaches every menu with the keyboard alone, and Escape comes back', async () => {
    await open(page);
    await waitForScene(page, 'Title');
    for (const [label, scene] of MENUS) {
      await focusByKeyboard(label);
      await page.keyboard.press('Enter');
      await waitForScene(page, scene);
      await waitForItem('Back');
      // The name box has the keys at first: its Escape leaves the box, the next one goes back.
      if (scene === 'ClubName') await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await waitForScene(page, 'Title');
    }
  });

  it('reaches every menu by clicking, and the Back button comes back', async () => {
    await open(page);
    await waitForScene(page, 'Title');
    for (const [label, scene] of MENUS) {
      await clickItem(label);
      await waitForScene(page, scene);
      await clickItem('Back');
      await waitForScene(page, 'Title');
    }
  });

  it('keeps settings across a reload, and the language switch changes the text at once', async () => {
    await open(page);
    await waitForScene(page, 'Title');
    await clickItem('Settings');
    await waitForScene(page, 'Settings');
    // A tap on a setting's row steps it forward: English → Nederlands, colour-blind off → on.
    await clickItem('Language: English');
    await waitForItem('Taal: Nederlands');
    expect(await texts()).toContain('Instellingen');
    await clickItem('Kleurenblind palet: Uit');
    await waitForItem('Kleurenblind palet: Aan');
    // And the keyboard: Left on the focused mute row turns it on.
    await focusByKeyboard('Alle geluid uit');
    await page.keyboard.press('ArrowLeft');
    await waitForItem('Alle geluid uit: Aan');
    expect((await saved()).settings).toMatchObject({ language: 'nl', colourBlind: true, muted: true });
    // The sound heard it at once, and every menu click and screen asked for its effect and music.
    const sound = await page.evaluate(() => window.__infectionSound!.status);
    expect(sound.volumes).toMatchObject({ muted: true, effects: 0.8, music: 0.5 });
    expect(sound.calls).toContain('music:menu');
    expect(sound.calls).toContain('effect:click');

    await page.reload();
    await waitForScene(page, 'Title');
    await waitForItem('Topscores');
    expect((await items()).map((item) => item.label)).toContain('Instellingen');
    await clickItem('Instellingen');
    await waitForItem('Kleurenblind palet: Aan');
    await waitForItem('Alle geluid uit: Aan');
    await focusByKeyboard('Taal');
    await page.keyboard.press('ArrowRight');
    await waitForItem('Idioma: Português');
    expect(await texts()).toContain('Definições');
    expect((await saved()).settings).toMatchObject({ language: 'pt' });
  });

  it("speaks the browser's language on a first visit, and the saved choice after that", async () => {
    // A Brazilian browser: pt-BR is Portuguese, the one Portuguese the game has.
    const brazil = await browser.newContext({ viewport: { width: 1000, height: 700 }, locale: 'pt-BR' });
    const visitor = await brazil.newPage();
    const errors = collectErrors(visitor);
    await open(visitor);
    await waitForMenuItem(visitor, 'Definições');
    expect(errors).toEqual([]);
    await brazil.close();
    // A save that chose English keeps English in any browser.
    const dutch = await browser.newContext({ viewport: { width: 1000, height: 700 }, locale: 'nl-BE' });
    await dutch.addInitScript(
      (text) => localStorage.setItem('infection.save', text),
      JSON.stringify({
        version: 1,
        settings: SETTINGS,
        levels: {},
        arcadeTable: [],
        arcadeRun: null,
        current: null,
      }),
    );
    const regular = await dutch.newPage();
    await open(regular);
    await waitForMenuItem(regular, 'Settings');
    await dutch.close();
  });

  it('lays every Settings row out alike in Portuguese, whose speed label is too long to sit beside its value', async () => {
    const settings = { ...SETTINGS, language: 'pt' };
    await seedSave({ version: 1, settings, levels: {}, arcadeTable: [], arcadeRun: null, current: null });
    await open(page);
    await waitForScene(page, 'Title');
    await clickItem('Definições');
    await waitForItem('Velocidade das animações');
    const labels = await page.evaluate(() => window.__infection!.boundsOf('stepper-label'));
    expect(labels).toHaveLength(6);
    // One layout: every label centred above its value, or every one at the row's left edge.
    const centres = new Set(labels.map((label) => Math.round(label.x + label.width / 2)));
    const lefts = new Set(labels.map((label) => Math.round(label.x)));
    expect(Math.min(centres.size, lefts.size)).toBe(1);
  });

  it("names the level of a saved game on Continue in the player's language", async () => {
    const current = {
      mode: 'level',
      levelId: 'w1-03',
      rules: 'arcade',
      start: 'x5o/7/7/7/7/7/o5x x 0 1',
      moves: [],
      opponent: 1,
      seed: 7,
    };
    const settings = { ...SETTINGS, language: 'pt' };
    await seedSave({ version: 1, settings, levels: {}, arcadeTable: [], arcadeRun: null, current });
    await open(page);
    await waitForScene(page, 'Title');
    await waitForItem('Continuar');
    const name = (
      JSON.parse(readFileSync('levels/w1-03.json', 'utf8')) as { translations: { pt: { name: string } } }
    ).translations.pt.name;
    expect(await texts()).toContain(`Nível: ${name}`);
  });

  it('shows level 1 open and the rest locked on a fresh save; a locked level does not start, level 1 does', async () => {
    await open(page);
    await waitForScene(page, 'Title');
    await clickItem('Levels');
    await waitForScene(page, 'LevelSelect');
    const tiles = (await waitForItem('level 1'), await items()).filter((item) =>
      item.label.startsWith('level '),
    );
    expect(tiles.length).toBeGreaterThanOrEqual(5);
    expect(tiles[0].label).toBe('level 1 open');
    expect(tiles.slice(1).every((tile) => tile.label.includes('locked'))).toBe(true);
    expect(tiles.some((tile) => tile.label.includes('boss'))).toBe(true);
    await page.mouse.click(tiles[1].x, tiles[1].y);
    await waitForText('Locked');
    expect((await state(page)).scene).toBe('LevelSelect');
    await page.mouse.click(tiles[0].x, tiles[0].y);
    await waitForScene(page, 'Play');
    expect((await state(page)).levelId).toBe(firstLevel);
  });

  it('marks won levels with their best score and opens the one after them', async () => {
    const levels = { [firstLevel]: { best: 37, wins: 1, plays: 2 } };
    await seedSave({
      version: 1,
      settings: SETTINGS,
      levels,
      arcadeTable: [],
      arcadeRun: null,
      current: null,
    });
    await open(page);
    await waitForScene(page, 'Title');
    await clickItem('Levels');
    await waitForScene(page, 'LevelSelect');
    // The focus starts on the first level not won yet.
    await page.waitForFunction(() =>
      window.__infectionMenu!.items.some((i) => i.focused && i.label === 'level 2 open'),
    );
    const tiles = (await items()).filter((item) => item.label.startsWith('level '));
    expect(tiles[0].label).toMatch(/^level 1 open won (gold|silver|bronze)$/);
    expect(tiles[2].label).toContain('locked');
    expect(await texts()).toContain('37');
  });

  it('Versus: checks a pasted FEN, explains a bad one, and plays a good one', async () => {
    await open(page);
    await waitForScene(page, 'Title');
    await clickItem('Versus');
    await waitForScene(page, 'Versus');
    await clickItem('Players');
    await waitForItem('Players: Two players');
    await focusByKeyboard('Board');
    await page.keyboard.press('ArrowLeft');
    await waitForItem('Board: Pasted FEN');
    await page.fill('#versus-fen', 'x5q/7/7/7/7/7/o5x x 0 1');
    await waitForText('unknown symbol "q"');
    await clickItem('Start game');
    // Time enough for the tap to land and a scene it started to open: it must not.
    await frames(page, 4);
    expect((await state(page)).scene).toBe('Versus');
    const fen = 'x3o/5/2-2/5/o3x x 0 1';
    await page.fill('#versus-fen', fen);
    await waitForText('Board OK: 5×5');
    await clickItem('Start game');
    await waitForScene(page, 'Play');
    const now = await state(page);
    expect(now.fen).toBe(fen);
    expect(now.rules).toBe('arcade');
    // The text box belongs to the Versus screen and goes with it.
    expect(await page.locator('#versus-fen').count()).toBe(0);
  });

  it('opens a Versus game from a FEN link, and a bad level link explains itself on the title', async () => {
    const fen = 'x5o/7/7/3-3/7/7/o5x x 0 1';
    await open(page, `fen=${encodeURIComponent(fen)}&rules=classic`);
    await waitForScene(page, 'Play');
    expect(await state(page)).toMatchObject({ fen, rules: 'classic' });

    await page.goto(gameUrl('?renderer=canvas&level=no-such-level'));
    await waitForScene(page, 'Title');
    await waitForText('there is no level called "no-such-level"');
    // The link is dropped from the address, so a reload does not complain again.
    expect(await page.evaluate(() => window.location.search)).toBe('?renderer=canvas');
    await page.goto(gameUrl('?fen=x5o%2F7&rules=arcade'));
    await waitForScene(page, 'Title');
    await waitForText('the board in it is damaged or cut short');
  });

  it('offers Continue for a saved game and resumes it exactly', async () => {
    const current = {
      mode: 'versus',
      levelId: null,
      rules: 'classic',
      start: 'x5o/7/7/7/7/7/o5x x 0 1',
      moves: ['b6'],
      opponent: null,
      seed: 7,
    };
    await seedSave({ version: 1, settings: SETTINGS, levels: {}, arcadeTable: [], arcadeRun: null, current });
    await open(page);
    await waitForScene(page, 'Title');
    const first = (await waitForItem('Continue'), await items())[0];
    expect(first).toMatchObject({ label: 'Continue', focused: true });
    expect(await texts()).toContain('Versus game');
    await page.keyboard.press('Enter');
    await waitForScene(page, 'Play');
    expect(await state(page)).toMatchObject({ fen: 'x5o/1x5/7/7/7/7/o5x o 0 1', rules: 'classic' });
  });

  it('starts an arcade run at the first level', async () => {
    await open(page);
    await waitForScene(page, 'Title');
    await clickItem('Arcade run');
    await waitForScene(page, 'Play');
    expect((await state(page)).levelId).toBe(firstLevel);
    expect((await saved()).arcadeRun).toMatchObject({ levelIndex: 0, lives: 3, score: 0 });
  });

  it('enters initials the arcade way and shows them in the top 10', async () => {
    const arcadeTable = [{ initials: 'ACE', score: 900, cleared: 20, date: '2026-11-01T10:00:00.000Z' }];
    await seedSave({
      version: 1,
      settings: SETTINGS,
      levels: {},
      arcadeTable,
      arcadeRun: null,
      current: null,
    });
    await open(page);
    await waitForScene(page, 'Title');
    await page.evaluate(() => window.__infectionMenu!.open('Initials', { score: 512, cleared: 9 }));
    await waitForScene(page, 'Initials');
    await waitForText('Run total 512 · rank 2');
    // Up cycles the first letter (A → B), then typing sets the other two.
    await waitForItem('initials: ACE');
    await page.keyboard.press('ArrowUp');
    await waitForItem('initials: BCE');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('op');
    await waitForItem('initials: BOP');
    await page.keyboard.press('Enter');
    await waitForScene(page, 'HighScores');
    await waitForText('BOP');
    const table = (await saved()).arcadeTable as { initials: string; score: number }[];
    expect(table.map((entry) => [entry.initials, entry.score])).toEqual([
      ['ACE', 900],
      ['BOP', 512],
    ]);
  });

  it('tells the player once what a damaged save lost', async () => {
    await seedSave({
      version: 1,
      settings: { ...SETTINGS, language: 42 },
      levels: 'lots',
      arcadeTable: [],
      current: null,
    });
    await open(page);
    await waitForScene(page, 'Title');
    await waitForText('could not be restored');
    // A resize redraws the screen (a phone's address bar does it on load): the message stays.
    await page.setViewportSize({ width: 700, height: 900 });
    // Until then the wide window's two columns of buttons (the message squeezes them) already sit left of
    // 700: wait for the one column of the tall window, centred, or the click lands where a button was.
    await page.waitForFunction(() => {
      const items = window.__infectionMenu!.items;
      return items.length > 0 && items.every((item) => Math.abs(item.x - 350) < 1);
    });
    await waitForText('could not be restored');
    await clickItem('Settings');
    await waitForScene(page, 'Settings');
    await page.keyboard.press('Escape');
    await waitForScene(page, 'Title');
    await waitForItem('Arcade run');
    expect((await texts()).some((text) => text.includes('could not be restored'))).toBe(false);
  });

  it('lays itself out again for a phone window, every widget on screen', async () => {
    await open(page);
    await waitForScene(page, 'Title');
    for (const [label, scene] of [['Title', 'Title'], ...MENUS] as const) {
      if (scene !== 'Title') {
        // The keyboard reaches the screen whatever the layout, so no click lands on a stale spot.
        await focusByKeyboard(label);
        await page.keyboard.press('Enter');
        await waitForScene(page, scene);
      }
      await waitForItem('');
      await page.setViewportSize({ width: 360, height: 740 });
      await page.waitForFunction(() => window.innerWidth === 360);
      await page.waitForFunction(() => window.__infectionMenu!.items.every((item) => item.x <= 360));
      for (const item of await items()) {
        expect(item.x, `${scene}: ${item.label}`).toBeGreaterThan(0);
        expect(item.x, `${scene}: ${item.label}`).toBeLessThan(360);
        expect(item.y, `${scene}: ${item.label}`).toBeGreaterThan(0);
        expect(item.y, `${scene}: ${item.label}`).toBeLessThan(740);
      }
      await page.setViewportSize({ width: 1000, height: 700 });
      await page.waitForFunction(() => window.__infectionMenu!.items.some((item) => item.x > 360));
      if (scene !== 'Title') {
        // As above: the name box keeps the first Escape.
        if (scene === 'ClubName') await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await waitForScene(page, 'Title');
      }
    }
  });
});
