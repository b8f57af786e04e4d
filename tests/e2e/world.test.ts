/**
 * World leaderboards in the browser against the real club (issue 15): a level started online plays the
 * club's seed (issue 48); won while the browser is offline, it waits in the save, goes to the club when
 * the browser is back online, and its place shows on the Result screen and on the world table; the
 * record Chromium queued verifies in Node with the club's own checker. A level started without the
 * club's seed (no name, or the club not reached) says it is unranked before it starts and is answered
 * so. One club and one Chromium for the file; every wait is on state.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRecord } from '../../src/ai/record-check';
import { campaignLevels } from '../../src/core/level';
import { campaign } from '../../src/game/base/campaign-data';
import { IDENTITY_KEY } from '../../src/game/club/club-identity';
import type { QueuedRecord } from '../../src/game/store/world-save';
import { API_PATHS } from '../../src/net';
import { collectErrors } from './browser';
import { openClubSite, quietSave, type ClubSite } from './club-site';
import { clickItem, firstLevelId, playToWin, waitForPlayer, waitForScene, waitForText } from './hook';

let site: ClubSite;

beforeAll(async () => {
  site = await openClubSite();
});

afterAll(async () => {
  await site?.close();
});

/** A guest of the club, as the browser keeps it after choosing a name. */
async function guest(name: string): Promise<string> {
  const response = await fetch(site.club.url + API_PATHS.guest, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  const session = (await response.json()) as {
    player: { id: string; name: string };
    token: string;
    expiresAt: number;
  };
  return JSON.stringify({
    playerId: session.player.id,
    name: session.player.name,
    token: session.token,
    expiresAt: session.expiresAt,
  });
}

const queue = (page: Page): Promise<QueuedRecord[]> =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('infection.save')!) as { world?: { queue: QueuedRecord[] } }).world
        ?.queue ?? [],
  );

describe('world records from the browser', () => {
  it('sends a level won offline once back online, shows its place, and the record verifies in Node', async () => {
    const name = `World_${randomBytes(2).toString('hex')}`;
    const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 } });
    site.contexts.push(context);
    await context.addInitScript(
      ([save, identity, key]) => {
        if (!localStorage.getItem('infection.save')) localStorage.setItem('infection.save', save);
        localStorage.setItem(key, identity);
      },
      [quietSave('en'), await guest(name), IDENTITY_KEY] as const,
    );
    const page = await context.newPage();
    const errors = collectErrors(page);
    const level = firstLevelId();
    await page.goto(`${site.club.url}/?level=${level}`);
    await page.waitForFunction(() => window.__infection !== undefined, null, { timeout: 30_000 });
    await waitForScene(page, 'Play');
    // The level starts online: the club's seed is asked first, and the board comes with it.
    await waitForPlayer(page);
    expect(await page.evaluate(() => window.__infection!.texts.join(' '))).not.toContain('Unranked');

    // The whole game is played with the network gone: the record waits in the save.
    await context.setOffline(true);
    await playToWin(page);
    await waitForScene(page, 'Result', 60_000);
    await waitForText(page, 'Waiting to send to the world table');
    const [waiting] = await queue(page);
    expect(waiting.verdict).toBeUndefined();
    expect(waiting.submission.kind).toBe('level');
    expect(waiting.submission.ticket).toBeTruthy();

    // The record Chromium made replays in Node with the club's checker: every computer move the engine's.
    const checked = await checkRecord(waiting.submission, campaignLevels(campaign));
    expect(checked.ok && checked.value.points).toBe(
      waiting.submission.kind === 'level' && waiting.submission.game.points,
    );

    // Back online: the game sends it by itself, and the Result screen shows the place.
    await context.setOffline(false);
    await waitForText(page, 'On the world table: place 1');
    const [answered] = await queue(page);
    expect(answered.verdict).toMatchObject({ verdict: 'accepted', table: 'level', levelId: level, place: 1 });

    // The world table of that level has the player on it, marked as them.
    await page.evaluate(() => window.__infectionMenu!.open('HighScores', { world: 'levels' }));
    await waitForScene(page, 'HighScores');
    await waitForText(page, `${name} (You)`);
    expect(errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  }, 180_000);

  it('offers a player without a club name to choose one, once, then sends the record under it (unranked: no seed without a name)', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 } });
    site.contexts.push(context);
    await context.addInitScript((save) => {
      if (!localStorage.getItem('infection.save')) localStorage.setItem('infection.save', save);
    }, quietSave('en'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.club.url}/?level=${firstLevelId()}`);
    await page.waitForFunction(() => window.__infection !== undefined, null, { timeout: 30_000 });
    await waitForScene(page, 'Play');
    // No club name, so no seed from the club: the game says before the first move that it is unranked.
    await waitForText(page, 'Unranked for the world table (started offline)');
    await playToWin(page);
    await waitForScene(page, 'Result', 60_000);
    await clickItem(page, 'Send it to the world table');
    await waitForScene(page, 'ClubName');
    const name = `Named_${randomBytes(2).toString('hex')}`;
    await page.fill('#club-name', name);
    await clickItem(page, 'Continue');
    // The records this device sent, on the world side of High scores: this one accepted, with its place.
    await waitForScene(page, 'HighScores');
    await waitForText(page, 'Not put on the world table: it was started offline, so it is unranked');
    const [sent] = await queue(page);
    expect(sent.verdict).toMatchObject({ verdict: 'refused', reason: 'unranked' });
    expect((await queue(page)).length).toBe(1);
    // Offered once: the save remembers it, so the next record does not offer again.
    const asked = await page.evaluate(
      () => JSON.parse(localStorage.getItem('infection.save')!).world.askedName,
    );
    expect(asked).toBe(true);
    expect(errors).toEqual([]);
  }, 180_000);

  it('plays a level whose seed the club did not give unranked, says so first, and its record is not ranked', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 } });
    site.contexts.push(context);
    await context.addInitScript(
      ([save, identity, key]) => {
        if (!localStorage.getItem('infection.save')) localStorage.setItem('infection.save', save);
        localStorage.setItem(key, identity);
      },
      [quietSave('en'), await guest(`Offline_${randomBytes(2).toString('hex')}`), IDENTITY_KEY] as const,
    );
    // The club cannot be reached when the level asks for its seed: the game starts anyway, unranked.
    await context.route('**/api/world/seeds', (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.club.url}/?level=${firstLevelId()}`);
    await page.waitForFunction(() => window.__infection !== undefined, null, { timeout: 30_000 });
    await waitForScene(page, 'Play');
    await waitForText(page, 'Unranked for the world table (started offline)');
    await playToWin(page);
    await waitForScene(page, 'Result', 60_000);
    await waitForText(page, 'Not put on the world table: it was started offline, so it is unranked');
    const [answered] = await queue(page);
    expect(answered.submission.ticket).toBeUndefined();
    expect(answered.verdict).toMatchObject({ verdict: 'refused', reason: 'unranked' });
    expect(errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  }, 180_000);
});
