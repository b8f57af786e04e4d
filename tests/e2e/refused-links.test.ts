/**
 * A link the game refuses leaves a title screen that keeps working: the refusal is said, then twenty
 * seconds of the title's own timers and tweens run (at once, through the hook's game clock), and the
 * title still answers Escape, a button and a level. The title's letter ripple once outlived the drawing
 * it coloured and froze the whole game ("reading 'drawImage'") about ten seconds after any refusal.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors } from './browser';
import { openClubSite, type ClubSite } from './club-site';
import { clickItem, twoFrames, waitForScene, waitForSettled, waitForText } from './hook';
import { seedSave } from './newcomer-saves';

let site: ClubSite;
let browser: Browser;

beforeAll(async () => {
  // The club serves the pages, so a watch link reaches a real club that knows no such game.
  site = await openClubSite();
  browser = site.browser;
});

afterAll(async () => {
  await site?.close();
});

let errors: string[] = [];
afterEach(() => {
  expect(errors).toEqual([]);
});

/** A page on a first visit (or with `save` in its storage), with its errors collected. */
async function visit(query: string, save?: object): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
  site.contexts.push(context);
  if (save) await seedSave(context, save);
  const page = await context.newPage();
  errors = collectErrors(page);
  await page.goto(`${site.club.url}/${query}`);
  await page.waitForFunction(() => window.__infection !== undefined, null, { timeout: 30_000 });
  return page;
}

/**
 * Twenty seconds of game time, then Escape (which closes the message that says `said`), a menu button
 * there and back (the message stays closed: it belonged to the arrival), and a level that opens.
 */
async function stillAnswers(page: Page, said: string): Promise<void> {
  await waitForScene(page, 'Title');
  await page.evaluate(() => window.__infection!.advanceTime(20_000));
  // Two real frames after the jump: what the timers left behind is drawn (and would throw) here.
  await twoFrames(page);
  await page.keyboard.press('Escape');
  // The message closes with a tween: the title's buttons are where they stay once it is done.
  await waitForSettled(page);
  await clickItem(page, 'How to play');
  await waitForScene(page, 'HowToPlay');
  await page.keyboard.press('Escape');
  await waitForScene(page, 'Title');
  expect(await page.evaluate(() => window.__infection!.texts)).not.toContainEqual(
    expect.stringContaining(said),
  );
  await clickItem(page, 'Levels');
  await waitForScene(page, 'LevelSelect');
  await page.keyboard.press('Enter');
  await waitForScene(page, 'Play');
  expect(await page.evaluate(() => window.__infection!.levelId)).not.toBeNull();
}

describe('the title after a refused link', () => {
  it('keeps working after a cut board code', async () => {
    const page = await visit('?board=AbCdEf');
    await waitForText(page, 'damaged');
    await stillAnswers(page, 'damaged');
  });

  it('keeps working after a bad FEN', async () => {
    const page = await visit(`?fen=${encodeURIComponent('x5q/7/7/7/7/7/o5x x 0 1')}`);
    await waitForText(page, 'damaged');
    await stillAnswers(page, 'damaged');
  });

  it('keeps working after a link to a level that is gone', async () => {
    const page = await visit('?level=w9-99');
    await waitForText(page, 'w9-99');
    await stillAnswers(page, 'w9-99');
  });

  it('keeps working after a saved game it could not restore', async () => {
    // g6 is off this 6×6 board: the game in progress is set aside, and the title says so.
    const page = await visit('', {
      current: {
        mode: 'level',
        levelId: 'w1-02',
        rules: 'arcade',
        start: 'x4o/6/2--2/6/o4x x 0 1',
        moves: ['b4', 'g6'],
        opponent: 1,
        seed: 7,
      },
    });
    await waitForText(page, 'could not be restored');
    await stillAnswers(page, 'could not be restored');
  });

  it('keeps working after a watch link to no game', async () => {
    const page = await visit('?watch=no-such-game');
    await waitForText(page, 'no such game');
    await stillAnswers(page, 'no such game');
    // The club's answer to a join of no room is an HTTP error, which the browser logs on its own.
    errors = errors.filter((error) => !error.includes('status of 522'));
  });
});
