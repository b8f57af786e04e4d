/**
 * The replay viewer in Chromium against the real club: `src/server/main.ts` runs as its own process
 * (PGlite in a temporary folder, serving the browser tests' build), so the page and the API share one
 * origin as in production. A game is played to its end over the club's real protocol by two SDK
 * clients, then opened by its link.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../scripts/chromium';
import {
  legalMoves,
  moveToText,
  parseMoveText,
  playMove,
  newGame,
  toFen,
  type Ruleset,
} from '../../src/core';
import type { StoredGameView } from '../../src/net/http';
import { startGame, type Seat } from '../server/club-harness';
import { collectErrors, gameUrl } from './browser';
import { coordinateProblems, position, tapReplayMove, waitForText } from './hook';

const START = 'x2o/4/4/o2x x 0 1';

let club: ChildProcess | undefined;
let clubUrl = '';
let dataDir = '';
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let errors: string[];

/** Starts `npm run club`'s entry point and waits for the line that says where it listens. */
function startClubProcess(): Promise<string> {
  dataDir = mkdtempSync(join(tmpdir(), 'replay-club-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      CLUB_DATA_DIR: dataDir,
      STATIC_DIR: process.env.E2E_DIST ?? 'dist-e2e',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  club = child;
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`the club did not start: ${said}`)), 90_000);
    const hear = (chunk: Buffer): void => {
      said += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(said);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    };
    child.stdout?.on('data', hear);
    child.stderr?.on('data', hear);
    child.once('exit', (code) => reject(new Error(`the club exited (${code}): ${said}`)));
  });
}

/** The first legal move in a seat's position, as move text. */
function firstMove(seat: Seat): string {
  const at = position(seat.state.fen);
  const moves = legalMoves(at, seat.state.rules as Ruleset);
  return moveToText(moves[0], at.width, at.height);
}

/** Plays a timed classic game to its end with the first legal move each turn; returns its kept id. */
async function playFinishedGame(): Promise<{ gameId: string; moves: string[]; fen: string }> {
  const { x, o } = await startGame(clubUrl, { start: START, rules: 'classic', timeControl: '1+1' });
  const seats = { x, o };
  while (x.state.end === null) {
    const mover = seats[x.state.turn];
    const ply = mover.state.moves.length + 1;
    mover.send('move', { ply, move: firstMove(mover) });
    for (const seat of [x, o])
      await seat.untilState(`ply ${ply}`, (view) => view.moves.length >= ply || view.end !== null);
  }
  const view = x.state;
  await Promise.all([x.room.leave(), o.room.leave()]);
  return { gameId: view.gameId ?? '', moves: view.moves.map((move) => move.move), fen: view.fen };
}

/** The FEN after the first `plies` moves of a game, by core. */
function fenAfter(moves: readonly string[], plies: number): string {
  let game = newGame(position(START), 'classic');
  for (const text of moves.slice(0, plies)) {
    const move = parseMoveText(text, 4, 4);
    if (!move.ok) throw new Error(move.error);
    const played = playMove(game, move.value);
    if (!played.ok) throw new Error(played.error);
    game = played.value.game;
  }
  return toFen(game.position);
}

async function replayState(page: Page) {
  return page.evaluate(() => {
    const replay = window.__infection!.replay;
    return replay ? { status: replay.status, ply: replay.ply, plies: replay.plies, fen: replay.fen } : null;
  });
}

/** Waits until the viewer is at `ply` with nothing animating, and returns its FEN. */
async function settledAt(page: Page, ply: number): Promise<string | null> {
  await page.waitForFunction(
    (wanted) => {
      const replay = window.__infection?.replay;
      return replay?.ply === wanted && !replay.animating;
    },
    ply,
    { timeout: 10_000 },
  );
  return (await replayState(page))?.fen ?? null;
}

beforeAll(async () => {
  [clubUrl, browser] = await Promise.all([startClubProcess(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  club?.kill('SIGTERM');
  if (club && club.exitCode === null) await new Promise((done) => club!.once('exit', done));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  context = await browser!.newContext({ viewport: { width: 900, height: 700 } });
  page = await context.newPage();
  errors = collectErrors(page);
});

afterEach(async () => {
  await context.close();
});

describe('the replay viewer', () => {
  it('opens a finished game by its link at the end, steps back, jumps to a move, steps and plays on', async () => {
    const game = await playFinishedGame();
    expect(game.gameId).not.toBe('');
    // The game is written as it ends; wait until the club hands it out finished.
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${clubUrl}/api/games/${game.gameId}`)).json()) as StoredGameView).end,
      )
      .not.toBeNull();
    const total = game.moves.length;
    expect(total).toBeGreaterThan(4);

    await page.goto(`${clubUrl}/?game=${game.gameId}`);
    await page.waitForFunction(() => window.__infection?.replay?.status === 'ready', null, {
      timeout: 30_000,
    });
    expect(await replayState(page)).toEqual({ status: 'ready', ply: total, plies: total, fen: game.fen });
    const texts = await page.evaluate(() => window.__infection!.texts);
    expect(texts.some((line) => line.includes('Classic rules · Clock 1+1'))).toBe(true);
    expect(texts.some((line) => / won: | Draw/.test(line) || line.startsWith('Draw'))).toBe(true);
    // The board's a–d and 1–4 are shown outside the squares, so a move in the list can be found.
    expect(await coordinateProblems(page, 4, 4)).toEqual([]);
    // The link stays in the address, so a reload shows the same game.
    expect(page.url()).toContain(`game=${game.gameId}`);

    await page.keyboard.press('ArrowLeft');
    expect(await settledAt(page, total - 1)).toBe(fenAfter(game.moves, total - 1));

    await tapReplayMove(page, 3);
    expect(await settledAt(page, 3)).toBe(fenAfter(game.moves, 3));

    await page.keyboard.press('ArrowRight');
    expect(await settledAt(page, 4)).toBe(fenAfter(game.moves, 4));
    await page.keyboard.press('Home');
    expect(await settledAt(page, 0)).toBe(START);

    // Autoplay walks forward about once a second by itself.
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.__infection!.replay!.ply >= 2, null, { timeout: 10_000 });
    expect(await page.evaluate(() => window.__infection!.replay!.autoplay)).toBe(true);
    await page.keyboard.press('Space');
    const paused = (await replayState(page))!;
    expect(paused.fen).toBe(fenAfter(game.moves, paused.ply));

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => window.__infection?.scene === 'Title', null, { timeout: 10_000 });
    expect(page.url()).not.toContain('game=');
    expect(errors).toEqual([]);
  });

  it("says so in the player's language when there is no such game", async () => {
    // A returning player who chose Portuguese has it in the save.
    const save = {
      version: 1,
      settings: {
        effectsVolume: 0.8,
        musicVolume: 0.5,
        muted: true,
        animationSpeed: 'normal',
        colourBlind: false,
        language: 'pt',
      },
      levels: {},
      arcadeTable: [],
      arcadeRun: null,
      current: null,
    };
    await context.addInitScript((text) => localStorage.setItem('infection.save', text), JSON.stringify(save));
    await page.goto(`${clubUrl}/?game=no-such-game`);
    await page.waitForFunction(() => window.__infection?.replay?.status === 'not-found', null, {
      timeout: 30_000,
    });
    // The screen says so on its next frame.
    await waitForText(page, 'Não há nenhum jogo nesta ligação. Pode ter sido mal copiada.', { whole: true });
    const texts = await page.evaluate(() => window.__infection!.texts);
    expect(texts).toContain('Voltar');
    // The browser reports the club's 404 itself; nothing else may go wrong.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  it('tells a page served without a club behind it that the club cannot be reached, and offers a retry', async () => {
    // The browser tests' plain static server has the game but no club: /api answers nothing useful.
    await page.goto(gameUrl('?game=some-game'));
    await page.waitForFunction(() => window.__infection?.replay?.status === 'unreachable', null, {
      timeout: 30_000,
    });
    await waitForText(page, 'The club could not be reached. Check your connection and try again.', {
      whole: true,
    });
    const texts = await page.evaluate(() => window.__infection!.texts);
    expect(texts).toContain('Try again');
    expect(texts).toContain('Back');
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });
});
