import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../scripts/chromium';
import { IDENTITY_KEY } from '../../src/game/club/club-identity';
import type { ShownText } from '../../src/game/app/shown-texts';
import type { MenuItemState } from '../../src/game/app/menu-hook';
import { collectErrors } from './browser';
import { open, twoFrames, waitForScene, waitForSettled } from './hook';
import { landscapeWorld, profileWorld, worldScreens, worldSave } from './text-walk-world';

/**
 * The phone text walk (issue 12): every screen at 360×640 in every language, failing on any text drawn
 * below 12 CSS px, outside its button, panel or the screen, or cut short with an ellipsis. One page per language keeps it quick.
 */
const MINIMUM = 12;
const LANGUAGES = ['en', 'nl', 'pt'] as const;

const SETTINGS = {
  effectsVolume: 0,
  musicVolume: 0,
  muted: true,
  animationSpeed: 'fast',
  colourBlind: false,
};
const levels = { 'w1-01': { best: 37, wins: 1, plays: 2 }, 'w1-02': { best: 12, wins: 1, plays: 1 } };
const arcadeTable = [
  { initials: 'ACE', score: 900, cleared: 20, date: '2026-11-01T10:00:00.000Z' },
  { initials: 'BOP', score: 310, cleared: 6, date: '2026-11-02T10:00:00.000Z' },
];
const score = { pieces: 30, filled: 9, bonus: 50, total: 89, won: true, drawn: false };
const lost = { pieces: 4, filled: 0, bonus: 0, total: 4, won: false, drawn: false };
const result = {
  mode: 'level',
  levelId: 'w1-02',
  levelName: 'Capillaries',
  boss: false,
  replay: { mode: 'level', levelId: 'w1-02' },
  winner: 'x',
  counts: { x: 39, o: 0 },
  score,
  names: { x: 'You', o: 'Colony' },
  newBest: true,
  best: 89,
  medal: 'gold',
  nextLevelId: 'w1-03',
  arcade: null,
  twoPlayers: false,
  practice: false,
  medals: { gold: 30, silver: 23 },
};
/** What makes a row Oxono's: its game, variant and start. */
const OXONO = {
  game: 'oxono',
  rules: 'standard',
  start: '....../....../..@.../...*../....../...... 1 8 8 8 8',
} as const;
/** A busy lobby (shown without a club): every kind of row, long names, and lists too long to fit. */
const seat = (id: string, name: string) => ({ id, name, connected: true });
const liveGame = (code: string, x: string, o: string, plies: number) => ({
  code,
  gameId: `g-${code}`,
  players: { x: seat(`${code}x`, x), o: seat(`${code}o`, o) },
  start: 'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1',
  rules: 'arcade',
  timeControl: 'untimed',
  rated: false,
  phase: 'playing',
  plies,
  watchers: 12,
});
const lobby = {
  online: 1234,
  looking: 56,
  lookingPerGame: [
    { game: 'ataxx', looking: 1200 },
    { game: 'oxono', looking: 345 },
  ],
  challenges: (['random', 'x', 'o', 'random', 'x'] as const).map((colour, i) => ({
    id: `c${i}`,
    by: { id: `p${i}`, name: ['Marguerite_Long', 'Joaquim_99', 'Bea', 'Ezekiel', 'Ana'][i] },
    start: 'x5o/7/7/7/7/7/o5x x 0 1',
    rules: i % 2 === 0 ? 'classic' : 'arcade',
    timeControl: i % 2 === 0 ? 'untimed' : '10+0',
    colour,
    rated: false,
    // The second game's rows say its name and its own sides (pink, black).
    ...(i === 1 ? OXONO : {}),
  })),
  moreChallenges: 40,
  live: [
    liveGame('a', 'Marguerite_Long', 'Ezekiel_The_Great', 123),
    { ...liveGame('b', 'Ana', 'Bea', 4), ...OXONO },
  ],
  moreLive: 7,
  yours: [liveGame('c', 'Somebody_Else_20', 'Another_Name_20', 88)],
  pairing: { looking: 0, pools: [], mine: null },
};
/** Quick pairing while looking, with busy counts. */
const pairing = {
  looking: 1234,
  pools: [{ pool: 'ataxx-classic-blitz', looking: 567 }],
  mine: {
    pool: 'ataxx-classic-blitz',
    game: 'ataxx',
    rules: 'classic',
    timeControl: '3+2',
    window: 1250,
    since: 1_700_000_000_000,
  },
};
/** A named player with the longest name; the page answers the token's renewal as the club would. */
const clubName = { playerId: 'p1', name: 'Marguerite_Long_20', token: 'kept', expiresAt: 4e12 };
const renewed = { player: { id: 'p1', name: 'Marguerite_Long_20' }, token: 'renewed', expiresAt: 4e12 };

/** A full profile: every pool rated, a long history, and more recent games than fit. */
const profile = {
  name: 'Marguerite_Long_20',
  createdAt: 1_700_000_000_000,
  pools: (
    [
      'ataxx-classic-bullet',
      'ataxx-classic-blitz',
      'ataxx-classic-rapid',
      'ataxx-arcade-bullet',
      'ataxx-arcade-blitz',
      'ataxx-arcade-rapid',
      'oxono-blitz',
    ] as const
  ).map((pool, i) => ({
    pool,
    rating: 1500 + i * 137.4,
    deviation: i % 2 === 0 ? 320 : 64,
    games: 100 + i,
    wins: 60,
    draws: 10,
    losses: 30 + i,
    history: Array.from({ length: 30 }, (_, k) => ({
      at: 1_700_000_000_000 + k,
      rating: 1500 + Math.sin(k + i) * 90,
    })),
  })),
  wins: 1234,
  draws: 56,
  losses: 789,
  recent: Array.from({ length: 10 }, (_, i) => ({
    id: `g${i}`,
    opponent: ['Ezekiel_The_Great', 'Ana', 'Joaquim_99'][i % 3],
    side: i % 2 === 0 ? 'x' : 'o',
    result: (['x', 'o', 'draw'] as const)[i % 3],
    ...(i % 3 === 2
      ? { game: 'oxono', rules: 'standard' }
      : { game: 'ataxx', rules: i % 2 === 0 ? 'classic' : 'arcade' }),
    rated: i % 2 === 0,
    startedAt: 1_700_000_000_000 + i * 86_400_000,
    delta: i % 2 === 0 ? -123.4 + i * 30 : null,
  })),
};
const storedGame = {
  id: 'g-1',
  game: 'ataxx',
  x: { id: 'p1', name: 'Ada' },
  o: { id: 'p2', name: 'Bram' },
  start: 'x5o/7/7/7/7/7/o5x x 0 1',
  rules: 'classic',
  timeControl: { initialMs: 180_000, incrementMs: 2_000 },
  rated: false,
  startedAt: 1_700_000_000_000,
  moves: [
    { ply: 1, move: 'b6', clockMs: 182_000, at: 1_700_000_001_000 },
    { ply: 2, move: 'f6', clockMs: 182_000, at: 1_700_000_002_000 },
  ],
  end: { result: 'o', reason: 'resign', endedAt: 1_700_000_020_000 },
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * What is wrong with the texts on screen now, one line each: size, box, and the menus' frame lines. A
 * screen with no text to measure is wrong too: a walk that measured nothing would pass every screen.
 */
async function problems(page: Page, screen: string, language: string): Promise<string[]> {
  const [shown, crossings] = await page.evaluate(() => [
    window.__infection!.shownTexts,
    window.__infection!.frameCrossings,
  ]);
  if (shown.length === 0) return [`${screen} [${language}] shows no text to measure`];
  return crossings
    .map((crossing) => `${screen} [${language}] ${crossing}`)
    .concat(shownProblems(shown, screen, language));
}

function shownProblems(shown: ShownText[], screen: string, language: string): string[] {
  return shown
    .filter((text: ShownText) => text.size < MINIMUM || !text.inside || text.cut)
    .map(
      (text) =>
        `${screen} [${language}] "${text.text.replace(/\n/g, ' ')}" ${text.size}px` +
        (text.cut ? ' cut short' : '') +
        (text.inside
          ? ''
          : ` outside its box (${JSON.stringify(text.bounds)} in ${JSON.stringify(text.box)})`),
    );
}

const items = (page: Page): Promise<MenuItemState[]> =>
  page.evaluate(() => window.__infectionMenu?.items ?? []);

async function openScene(page: Page, scene: string, data?: object): Promise<void> {
  await page.evaluate(([key, payload]) => window.__infectionMenu!.open(key as string, payload as object), [
    scene,
    data,
  ] as const);
  await waitForScene(page, scene);
  // A level started with a club name draws once the club's seed is in (Play waits up to 1.5 s for it):
  // the screen is measured once it shows text; one that never does is reported by `problems`.
  await page
    .waitForFunction(() => window.__infection!.shownTexts.length > 0, null, { timeout: 10_000 })
    .catch(() => undefined);
  // Entrance tweens end before measuring.
  await waitForSettled(page);
}

async function walk(context: BrowserContext, language: string, phone: boolean): Promise<string[]> {
  const page = await context.newPage();
  const errors = collectErrors(page);
  const found: string[] = [];
  await page.route('**/api/session', (route) => route.fulfill({ json: renewed }));
  // While the page holds a club name (set for the Online screen, and written back when the session is
  // renewed), the save's waiting world records go to the club and a level asks it for a seed; this page
  // has no club, and its 404s would be console errors, so both are answered here.
  const unranked = { verdict: 'refused', reason: 'unranked', detail: 'the text walk has no club' };
  await page.route('**/api/world/records', (route) => route.fulfill({ json: unranked }));
  const seed = { seed: 7, ticket: 'text-walk', expiresAt: 4e12 };
  await page.route('**/api/world/seeds', (route) => route.fulfill({ json: seed }));
  const check = async (screen: string): Promise<void> => {
    found.push(...(await problems(page, screen, language)));
  };
  // The title opened by a broken link: its message card too.
  await open(page, `fen=${encodeURIComponent('x5q/7/7/7/7/7/o5x x 0 1')}`);
  await waitForScene(page, 'Title');
  await page.waitForFunction(() => window.__infection!.boundsOf('toast').length > 0);
  await waitForSettled(page);
  await check('Title');
  // A game is saved: Arcade run (after Continue) asks before replacing it.
  const arcade = (await items(page))[1];
  await page.mouse.click(arcade.x, arcade.y);
  // The tap lands on the next frame; the question's two answers replace the title's buttons.
  await twoFrames(page);
  await page
    .waitForFunction(() => window.__infectionMenu?.items.length === 2, null, { timeout: 5_000 })
    .catch(() => undefined);
  await waitForSettled(page);
  expect(await items(page), 'the keep-or-abandon question').toHaveLength(2);
  await check('Title, keep or abandon the saved game');
  await page.keyboard.press('Escape');
  for (const [screen, data] of [
    ['LevelSelect', {}],
    ['LevelSelect', { levelId: 'w1-02' }],
    ['LevelSelect', { levelId: 'w1-10' }],
    ['LevelSelect', { levelId: 'w4-01' }],
    ['HighScores', { rank: 1 }],
    ['Settings', {}],
    ['Initials', { score: 512, cleared: 9 }],
    ['Result', result],
    [
      'Result',
      {
        ...result,
        newBest: false,
        medal: null,
        winner: 'o',
        score: lost,
        counts: { x: 4, o: 40 },
        mode: 'arcade',
        arcade: { run: { levelIndex: 3, lives: 0, score: 220, cleared: 3 }, step: 'game-over', ended: true },
      },
    ],
    [
      'Result',
      {
        ...result,
        mode: 'arcade',
        arcade: {
          run: { levelIndex: 10, lives: 3, score: 310, cleared: 10 },
          step: 'next-level',
          ended: false,
          livesBack: 2,
        },
      },
    ],
    [
      'Result',
      {
        ...result,
        mode: 'versus',
        levelId: null,
        levelName: null,
        medal: null,
        medals: null,
        twoPlayers: true,
        names: { x: 'Player 1', o: 'Player 2' },
        replay: { mode: 'versus', opponent: null },
      },
    ],
    ['Replay', { game: storedGame }],
    ['Online', {}],
    ['Lobby', { preview: lobby }],
    ['QuickPair', { preview: pairing }],
    ['QuickPair', { preview: { ...pairing, mine: null } }],
    ['QuickPair', { preview: { ...pairing, mine: { ...pairing.mine, ...OXONO, pool: 'oxono-blitz' } } }],
    ['Profile', { name: profile.name, preview: { ...profile, ...profileWorld } }],
    ...worldScreens(result),
    [
      'Profile',
      { name: 'Nobody', preview: { ...profile, pools: [], recent: [], wins: 0, draws: 0, losses: 0 } },
    ],
    ['ClubName', {}],
    ['SignIn', {}],
    ['PlayFriend', {}],
    ['BossIntro', { mode: 'level', levelId: 'w1-10' }],
    ['MyBoards', {}],
    ['MyGames', {}],
    ['BoardJson', {}],
    ['OxonoMenu', {}],
    // Oxono's board with pawns of both colours: their X and O marks are texts the walk measures.
    [
      'OxonoPlay',
      {
        players: { pink: { kind: 'human' }, black: { kind: 'human' } },
        start: '.....@/....../..O.../.x*X../..o.../...... 1 7 7 7 7',
      },
    ],
  ] as const) {
    // The club's front door shows only to a named player: without a name it hands over to the name
    // screen at once (measured on its own below), and the walk would measure whichever it caught.
    const named = screen === 'Online';
    const identity = [IDENTITY_KEY, JSON.stringify(clubName)] as const;
    if (named) await page.evaluate(([key, text]) => localStorage.setItem(key, text), identity);
    await openScene(page, screen, data);
    await check(`${screen} ${JSON.stringify(data).slice(0, 40)}`);
    if (named) await page.evaluate((key) => localStorage.removeItem(key), IDENTITY_KEY);
  }
  // How to play (Ataxx's, then Oxono's), each card: its Next button (the one ending in ▶) until the
  // cards come round again.
  for (const how of ['HowToPlay', 'OxonoHowTo']) {
    await openScene(page, how);
    const seen = new Set<string>();
    for (let card = 0; card < 12; card++) {
      const words = (await page.evaluate(() => window.__infection!.texts)).join(' | ');
      if (seen.has(words)) break;
      seen.add(words);
      await check(`${how} card ${card + 1}`);
      const next = (await items(page)).find((item) => item.label.endsWith('▶') && item.label.length > 1);
      if (!next) break;
      // The button was drawn with this card: Phaser hit-tests it from the next frame on.
      await twoFrames(page);
      await page.mouse.click(next.x, next.y);
      // The next card is drawn when the tap lands: its words replace this card's.
      await page.waitForFunction((before) => window.__infection!.texts.join(' | ') !== before, words);
      await waitForSettled(page);
    }
    expect(seen.size, `${how} cards seen`).toBeGreaterThan(2);
  }
  // Versus and the level editor: every value of every option.
  for (const [screen, options] of [
    ['Versus', 6],
    ['Editor', 6],
  ] as const) {
    await openScene(page, screen);
    for (let index = 0; index < options; index++) {
      const now = await items(page);
      if (index >= now.length) break;
      // Tab walks the focus order (arrows follow the layout, and the editor's options sit two by two).
      while (!(await items(page))[index]?.focused) await page.keyboard.press('Tab');
      const first = (await items(page))[index].label;
      for (let step = 0; step < 50; step++) {
        await check(screen);
        await page.keyboard.press('ArrowRight');
        if ((await items(page))[index]?.label === first) break;
      }
    }
  }
  // Play: a level, a boss level, and two players on one device; then Pause over it.
  for (const data of [
    { mode: 'level', levelId: 'w1-02' },
    { mode: 'arcade', levelId: 'w1-01' },
    { mode: 'level', levelId: 'w1-10', introDone: true },
    { mode: 'level', levelId: 'w2-05', practice: true },
    { mode: 'versus', opponent: null, rules: 'classic' },
  ]) {
    await openScene(page, 'Play', data);
    await check(`Play ${JSON.stringify(data)}`);
  }
  await page.keyboard.press('Escape');
  await waitForScene(page, 'Pause');
  await waitForSettled(page);
  await check('Pause');
  if (phone) {
    // The same phone on its side: the title and a game.
    await page.setViewportSize({ width: 640, height: 360 });
    await openScene(page, 'Title');
    await check('Title, landscape');
    // Headings of the short window sit under the top frame line too.
    for (const screen of ['LevelSelect', 'HighScores', 'Settings', 'Versus', 'HowToPlay', 'Editor']) {
      await openScene(page, screen);
      await check(`${screen}, landscape`);
    }
    await openScene(page, ...landscapeWorld).then(() => check('HighScores world, landscape'));
    await openScene(page, 'Play', { mode: 'arcade', levelId: 'w1-04' });
    await check('Play, landscape');
  }
  await page.close();
  expect(errors).toEqual([]);
  // One line per text and screen, however many times the walk met it.
  return [...new Set(found)];
}

/** A save with a level in progress, so the title offers Continue and asks before another game replaces it. */
function saveIn(language: string): string {
  return JSON.stringify({
    version: 1,
    settings: { ...SETTINGS, language },
    ...{ levels, arcadeTable, world: worldSave },
    arcadeRun: { levelIndex: 1, lives: 2, score: 30, cleared: 1 },
    current: {
      mode: 'level',
      levelId: 'w1-02',
      rules: 'arcade',
      start: 'x4o/6/2--2/6/o4x x 0 1',
      moves: ['b4', 'e4'],
      opponent: 1,
      seed: 7,
    },
  });
}

async function walkAt(
  viewport: { width: number; height: number },
  language: string,
  phone: boolean,
): Promise<string[]> {
  const context = await browser.newContext({ viewport, hasTouch: phone });
  await context.addInitScript((text) => localStorage.setItem('infection.save', text), saveIn(language));
  try {
    return await walk(context, language, phone);
  } finally {
    await context.close();
  }
}

describe('text on a 360×640 phone', () => {
  it.each(LANGUAGES)(
    'is at least 12 px, inside its box and clear of the frame lines on every screen in %s',
    async (language) => {
      expect(await walkAt({ width: 360, height: 640 }, language, true)).toEqual([]);
    },
    120_000,
  );
});

describe('text on a desktop', () => {
  // Dutch and Portuguese run longest: their labels must keep clear of the focus chevrons, and nothing
  // may cross the frame lines, on a small laptop window and on a usual one.
  it.each([
    [800, 600, 'nl'],
    [800, 600, 'pt'],
    [1280, 800, 'pt'],
  ] as const)(
    'at %i×%i stays inside its box and clear of the frame lines in %s',
    async (width, height, language) => {
      expect(await walkAt({ width, height }, language, false)).toEqual([]);
    },
    120_000,
  );
});
