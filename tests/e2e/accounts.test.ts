/**
 * Accounts in the browser against the real club (in this process, serving the test build): one browser
 * adds a password to its guest; a second, fresh browser signs in with the name and password and is the
 * same player; a wrong password is explained; Sign out everywhere refuses every older token. Then the account screens are measured on a phone in every
 * language. Everything is done through the screen, and every wait is on state.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningClub } from '../../src/server/club-server';
import type { ShownText } from '../../src/game/app/shown-texts';
import { accountsStrings } from '../../src/game/base/strings/accounts';
import { collectErrors } from './browser';
import { openClubSite, quietSave, type ClubSite } from './club-site';
import { clickItem, menuItems, waitForItem, waitForScene, waitForSettled, waitForText } from './hook';

let site: ClubSite;
let club: RunningClub;
let browser: Browser;
let contexts: BrowserContext[] = [];
const name = `Ada_${randomBytes(2).toString('hex')}`;
const password = `blob-${randomBytes(4).toString('hex')}-Ω`;

beforeAll(async () => {
  site = await openClubSite();
  ({ club, browser, contexts } = site);
});

afterAll(async () => {
  await site?.close();
});

/** A fresh browser (its own storage) on the club's page, with the console errors it logs. */
async function freshBrowser(
  viewport = { width: 1000, height: 700 },
  language = 'en',
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  if (language !== 'en') {
    await context.addInitScript((text) => localStorage.setItem('infection.save', text), quietSave(language));
  }
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${club.url}/`);
  // The title, not just the hook: a screen opened while the game is still loading would have the title
  // started over it when loading ends (1 run in 4 under a loaded machine read the title's words).
  await page.waitForFunction(() => window.__infection?.scene === 'Title', null, { timeout: 30_000 });
  return { page, errors };
}

/** Everything the test hook can read: the password must be in none of it. */
async function hookWords(page: Page): Promise<string> {
  const [texts, items] = await Promise.all([page.evaluate(() => window.__infection!.texts), menuItems(page)]);
  return JSON.stringify([texts, items.map((item) => item.label)]);
}

/** The browser refuses to log a 401 quietly; a refusal the test asked for is not an error. */
const unexpected = (errors: string[]): string[] =>
  errors.filter((error) => !/status of (401 \(Unauthorized\)|429 \(Too Many Requests\))/.test(error));

let first: Page;
let playerId = '';

describe('keeping a name on another device', () => {
  it('a guest adds a password from the Online screen', async () => {
    const { page, errors } = await freshBrowser();
    first = page;
    await clickItem(page, 'Online');
    await waitForScene(page, 'ClubName');
    await page.fill('#club-name', name);
    await clickItem(page, 'Continue');
    await waitForScene(page, 'Online');
    await clickItem(page, 'Add a password');
    await waitForScene(page, 'Account');
    const box = page.locator('#account-password');
    expect(await box.getAttribute('type')).toBe('password');
    expect(await box.getAttribute('autocomplete')).toBe('new-password');
    expect(await page.locator('#account-current').count()).toBe(0);
    // Too short is explained before anything is sent.
    await box.fill('short');
    await clickItem(page, 'Save password');
    await waitForText(page, 'at least 8');
    // Show, then hide again: the box keeps what was typed.
    await box.fill(password);
    await clickItem(page, 'Show passwords');
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('#account-password')?.type === 'text',
    );
    expect(await page.locator('#account-password').inputValue()).toBe(password);
    expect(await hookWords(page)).not.toContain(password);
    await clickItem(page, 'Hide passwords');
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('#account-password')?.type === 'password',
    );
    await clickItem(page, 'Save password');
    await waitForText(page, 'Password saved');
    // Done: the screen says so and offers Back, not empty boxes that look as if nothing was saved.
    expect(await page.locator('input').count()).toBe(0);
    expect((await menuItems(page)).map((item) => item.label)).toEqual(['Back']);
    expect(await hookWords(page)).not.toContain(password);
    await clickItem(page, 'Back');
    await waitForScene(page, 'Online');
    await waitForItem(page, 'Password set · change it');
    playerId = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('infection.club.identity.v1') ?? '{}') as { playerId: string })
          .playerId,
    );
    expect(playerId).not.toBe('');
    expect(unexpected(errors)).toEqual([]);
  });

  it('a fresh browser is told a wrong password, then signs in and is the same player', async () => {
    const { page, errors } = await freshBrowser();
    await clickItem(page, 'Online');
    await waitForScene(page, 'ClubName');
    // The name is taken, which is said under the box and is no console error (no failed 409 request).
    await page.fill('#club-name', name);
    await clickItem(page, 'Continue');
    await waitForText(page, 'is taken. Try another.');
    expect(errors).toEqual([]);
    await clickItem(page, 'Sign in');
    await waitForScene(page, 'SignIn');
    expect(await page.locator('#signin-name').getAttribute('autocomplete')).toBe('username');
    expect(await page.locator('#signin-password').getAttribute('autocomplete')).toBe('current-password');
    await page.fill('#signin-name', name.toLowerCase());
    await page.fill('#signin-password', `${password}x`);
    await clickItem(page, 'Sign in');
    await waitForText(page, 'That name and password do not match.');
    await page.fill('#signin-password', password);
    await page.press('#signin-password', 'Enter');
    await waitForScene(page, 'Online');
    await waitForText(page, `Playing as ${name}`);
    await waitForItem(page, 'Password set · change it');
    const kept = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('infection.club.identity.v1') ?? '{}'),
    );
    expect(kept.playerId).toBe(playerId);
    expect(kept.name).toBe(name);
    expect(JSON.stringify(kept)).not.toContain(password);
    expect(unexpected(errors)).toEqual([]);
  });

  it('a run of wrong passwords at one name is told when it may try again', async () => {
    const { page, errors } = await freshBrowser();
    await page.evaluate(() => window.__infectionMenu!.open('SignIn', {}));
    await waitForScene(page, 'SignIn');
    await page.fill('#signin-name', `Nobody_${randomBytes(3).toString('hex')}`);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      await page.fill('#signin-password', `wrong-password-${i}`);
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/sign-in')),
        page.press('#signin-password', 'Enter'),
      ]);
      statuses.push(answer.status());
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    await waitForText(page, 'Too many wrong tries. Try again in 15 min.');
    expect(unexpected(errors)).toEqual([]);
  });

  it('changing the password asks for the current one and says when it is wrong', async () => {
    await first.evaluate(() => window.__infectionMenu!.open('Online', {}));
    await clickItem(first, 'Password set · change it');
    await waitForScene(first, 'Account');
    expect(await first.locator('#account-current').getAttribute('autocomplete')).toBe('current-password');
    await first.fill('#account-current', 'not-the-password');
    await first.fill('#account-password', `${password}-2`);
    await clickItem(first, 'Save password');
    await waitForText(first, 'The current password is not right.');
    await first.fill('#account-current', password);
    await clickItem(first, 'Save password');
    await waitForText(first, 'Password saved');
  });

  it('Sign out everywhere refuses every older token from then on, and this browser carries on', async () => {
    const post = (path: string, body: unknown): Promise<Response> =>
      fetch(club.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const tokenHere = async (): Promise<string> =>
      first.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('infection.club.identity.v1') ?? '{}') as { token: string }).token,
      );
    // Another device signs in with the new password.
    const elsewhere = (await (await post('/api/sign-in', { name, password: `${password}-2` })).json()) as {
      token: string;
    };
    const before = await tokenHere();
    await first.evaluate(() => window.__infectionMenu!.open('Online', {}));
    await clickItem(first, 'Password set · change it');
    await waitForScene(first, 'Account');
    await clickItem(first, 'Sign out everywhere');
    await waitForText(first, 'Every other device is signed out. This one stays signed in.');
    const after = await tokenHere();
    expect(after).not.toBe(before);
    expect((await post('/api/session', { token: elsewhere.token })).status).toBe(401);
    expect((await post('/api/session', { token: before })).status).toBe(401);
    expect((await post('/api/session', { token: after })).status).toBe(200);
  });
});

type Rect = { x: number; y: number; width: number; height: number };

/** Two rectangles share more than a pixel's sliver. */
const overlap = (a: Rect, b: Rect): boolean =>
  a.x + 1 < b.x + b.width && b.x + 1 < a.x + a.width && a.y + 1 < b.y + b.height && b.y + 1 < a.y + a.height;

/**
 * What is wrong on screen now: text below 12 px, outside its box, cut short or across a frame line, and
 * loose text, buttons and the text boxes over the canvas lying on one another.
 */
async function screenProblems(page: Page, screen: string, only?: readonly string[]): Promise<string[]> {
  await waitForSettled(page); // entrance tweens end before measuring
  const [shown, crossings, inputs, viewport] = await page.evaluate(
    () =>
      [
        window.__infection!.shownTexts,
        window.__infection!.frameCrossings,
        [...document.querySelectorAll('input, textarea')].map((box) => {
          const rect = box.getBoundingClientRect();
          return { id: box.id, x: rect.x, y: rect.y, width: rect.width, height: rect.height };
        }),
        { width: window.innerWidth, height: window.innerHeight },
      ] as const,
  );
  // On a screen others build too (Online), only what the account button shows is measured.
  const ours = (words: string): boolean => !only || only.some((part) => words.includes(part));
  const heading = [...shown].sort((a, b) => b.size - a.size)[0]?.text ?? '';
  const found = crossings
    .filter((crossing) => ours(crossing))
    // Not the accounts' own: at 640×360 every menu's heading touches the top frame line (MenuScene.heading).
    .filter((crossing) => !(viewport.height < 400 && crossing.includes(`"${heading}"`)))
    .map((crossing) => `${screen}: ${crossing}`);
  for (const text of shown.filter((each) => ours(each.text))) {
    if (text.size < 12 || !text.inside || text.cut) {
      found.push(
        `${screen}: "${text.text}" ${text.size}px${text.inside ? '' : ' outside its box'}${text.cut ? ' cut' : ''}`,
      );
    }
  }
  const isLoose = (text: ShownText): boolean => text.box.width >= viewport.width - 1;
  const loose = shown.filter((text) => isLoose(text) && text.text.trim() !== '');
  const boxOf = new Map(
    shown.filter((text) => !isLoose(text)).map((text) => [JSON.stringify(text.box), text]),
  );
  const buttons = [...boxOf.values()];
  for (const text of loose) {
    for (const other of [...buttons.map((button) => button.box), ...inputs]) {
      const mine = ours(text.text) || buttons.some((button) => button.box === other && ours(button.text));
      if (mine && overlap(text.bounds, other))
        found.push(`${screen}: "${text.text}" lies on ${JSON.stringify(other)}`);
    }
  }
  for (const input of inputs) {
    for (const button of buttons) {
      if (overlap(input, button.box)) found.push(`${screen}: the box ${input.id} lies on "${button.text}"`);
    }
  }
  return found;
}

describe('the account screens on a phone', () => {
  it.each(['en', 'nl', 'pt'] as const)(
    'keep their text readable, inside its box, clear of the frame and of each other in %s, upright and on its side',
    async (language) => {
      const words = accountsStrings[language];
      const { page, errors } = await freshBrowser({ width: 360, height: 640 }, language);
      await page.evaluate(() => window.__infectionMenu!.open('ClubName', {}));
      await waitForScene(page, 'ClubName');
      await page.fill('#club-name', `P${language}_${randomBytes(2).toString('hex')}`);
      await page.press('#club-name', 'Enter');
      await waitForScene(page, 'Online');
      const found: string[] = [];
      const openScreen = async (key: string): Promise<void> => {
        await page.evaluate((scene) => window.__infectionMenu!.open(scene, {}), key);
        await waitForScene(page, key);
      };
      for (const viewport of [
        { width: 360, height: 640 },
        { width: 640, height: 360 },
      ]) {
        await page.setViewportSize(viewport);
        const at = `${viewport.width}×${viewport.height}`;
        await openScreen('Online');
        const addButton = [words['account.add'], words['account.addDetail']];
        found.push(...(await screenProblems(page, `Online ${at}`, addButton)));
        for (const screen of ['Account', 'ClubName', 'SignIn']) {
          await openScreen(screen);
          found.push(...(await screenProblems(page, `${screen} ${at}`)));
        }
        // The longest answers, under the boxes.
        // A new name each time: five wrong tries at one name would be limited.
        await page.fill('#signin-name', `nobody_${randomBytes(3).toString('hex')}`);
        await page.fill('#signin-password', 'wrong password');
        await page.press('#signin-password', 'Enter');
        await waitForText(page, words['account.badCredentials']);
        found.push(...(await screenProblems(page, `SignIn refused ${at}`)));
        await openScreen('Account');
        if (viewport.width < viewport.height) {
          // Adding a password: the screen then says so, its longest words, with Back.
          await page.fill('#account-password', 'a good password');
          await page.press('#account-password', 'Enter');
          await waitForText(page, words['account.saved'].split('.')[0]);
        } else {
          await page.fill('#account-current', 'not the password');
          await page.fill('#account-password', 'another good one');
          await page.press('#account-password', 'Enter');
          await waitForText(page, words['account.wrongCurrent']);
        }
        found.push(...(await screenProblems(page, `Account answered ${at}`)));
        await openScreen('Online');
        found.push(...(await screenProblems(page, `Online with a password ${at}`, [words['account.set']])));
      }
      expect(found).toEqual([]);
      expect(unexpected(errors)).toEqual([]);
    },
  );
});
