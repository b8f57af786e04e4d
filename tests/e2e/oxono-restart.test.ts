/**
 * An Oxono game through a kill of the club's only process (issue 51; one-process-restart.test.ts is
 * Ataxx's): one club on PGlite as `npm run serve` runs it, two Chromium players in a timed Oxono game.
 * Pink takes a move back (both boards go back) and plays it again; then the process is killed with
 * SIGKILL mid-game and started again on the same data folder; both browsers
 * must be back in the game by themselves (no reload), every move and the board as they were, and play
 * on by clicks to pink's symbol line. The stored game is then the one they saw, move for move.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../scripts/chromium';
import { Child, freePort, newSecret } from '../../scripts/club-cluster-parts';
import { oxono, playOxono, readMove } from '../../src/core/oxono';
import type { Session } from '../../src/net';
import { API_PATHS } from '../../src/net/http';
import { createGame, guest } from '../server/club-harness';
import { signedInContext } from './club-site';
import { pressButton } from './hook';
import { boardReady, clickMove, online, PINK_WINS, positionOf } from './oxono-online';

const staticDir = process.env.E2E_DIST ?? 'dist-e2e';
let folder = '';
let url = '';
let env: NodeJS.ProcessEnv = {};
let club: Child | null = null;
let browser: Browser | null = null;

async function startClub(): Promise<void> {
  club = new Child('club', process.execPath, ['--import', 'tsx', 'src/server/main.ts'], env);
  await club.waitForOutput('[club] listening on');
}

process.once('exit', () => {
  if (club?.running) club.process.kill('SIGKILL');
  if (folder) rmSync(folder, { recursive: true, force: true });
});

beforeAll(async () => {
  if (!existsSync(join(staticDir, 'index.html')))
    throw new Error(`no build in ${staticDir}: run \`npm run build:e2e\` before the browser tests`);
  folder = mkdtempSync(join(tmpdir(), 'infection-oxono-restart-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  env = {
    ...process.env,
    PORT: String(port),
    CLUB_DATA_DIR: folder,
    CLUB_SECRET: newSecret(),
    CLUB_ENGINE_WORKERS: '1',
    STATIC_DIR: staticDir,
  };
  delete env.REDIS_URL;
  delete env.DATABASE_URL;
  const launched = launchBrowser();
  launched.catch(() => undefined); // awaited below; a failure before then must not go unhandled
  await startClub();
  browser = await launched;
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await club?.stop('SIGTERM', 5_000);
  rmSync(folder, { recursive: true, force: true });
}, 30_000);

/** A browser signed in as `session`, in game `code` from its invite link, with its page errors. */
async function player(session: Session, code: string): Promise<{ page: Page; errors: string[] }> {
  const context = await signedInContext(browser!, session);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${url}/?join=${code}`);
  await page.waitForFunction(() => window.__infection?.online?.board != null, null, { timeout: 30_000 });
  return { page, errors };
}

describe('an Oxono game on one club process that is killed', () => {
  it('is back by itself after SIGKILL, every move and the board as they were, and plays on to the line', async () => {
    const [alice, bob] = [await guest(url), await guest(url)];
    const code = await createGame(url, alice, {
      game: 'oxono',
      start: oxono.startText('standard'),
      rules: 'standard',
      timeControl: '3+2',
      colour: 'x',
    });
    const [x, o] = [await player(alice, code), await player(bob, code)];
    const pages = [x.page, o.page];
    for (const page of pages)
      await page.waitForFunction(() => window.__infection!.online?.phase === 'playing');
    const mover = (ply: number): Page => (ply % 2 === 0 ? x.page : o.page);
    const middle = 5;
    for (let ply = 0; ply < middle; ply++) await clickMove(mover(ply), PINK_WINS[ply]);
    // Pink takes its last move back and black agrees: both boards go back a move, and pink plays it again.
    const taken = await online(x.page);
    await pressButton(x.page, 'takeback-request');
    await pressButton(o.page, 'takeback-accept');
    let back = positionOf(oxono.startText('standard'));
    for (const text of PINK_WINS.slice(0, middle - 1)) {
      const move = readMove(text);
      const played = move.ok ? playOxono(back, move.value) : move;
      if (!played.ok) throw new Error(played.error);
      back = played.value.position;
    }
    for (const page of pages) {
      await page.waitForFunction((count) => window.__infection!.online?.plies === count, middle - 1);
      await page.waitForFunction(
        (position) => window.__infection!.online?.board?.position === position,
        oxono.positionText(back),
      );
    }
    await clickMove(x.page, PINK_WINS[middle - 1]);
    for (const page of pages) {
      await page.waitForFunction((count) => window.__infection!.online?.plies === count, middle);
      await page.waitForFunction(
        (position) => window.__infection!.online?.board?.position === position,
        taken.board!.position,
      );
    }
    const before = await online(o.page);
    const board = (await boardReady(o.page)).position;

    // The club dies at once, mid-game, and comes back on the same folder.
    const down = pages.map((page) =>
      page.waitForFunction(() => window.__infection!.online?.link !== 'open', null, { timeout: 10_000 }),
    );
    const child = club!;
    const exited = new Promise<void>((done) => child.process.once('exit', () => done()));
    child.process.kill('SIGKILL');
    await exited;
    await Promise.all(down);
    await startClub();
    for (const page of pages) {
      await page.waitForFunction(() => window.__infection!.online?.link === 'open', null, {
        timeout: 20_000,
      });
      const after = await online(page);
      expect(after.gameId).toBe(before.gameId);
      expect(after.moves).toEqual(PINK_WINS.slice(0, middle));
      expect(after.board?.position).toBe(board);
    }

    for (let ply = middle; ply < PINK_WINS.length; ply++) await clickMove(mover(ply), PINK_WINS[ply]);
    for (const page of pages) {
      await page.waitForFunction(() => window.__infection!.online?.board?.line.length, null, {
        timeout: 15_000,
      });
      expect((await online(page)).result).toEqual({ result: 'x', reason: 'symbol-line' });
    }
    const kept = (await (await fetch(url + API_PATHS.game(before.gameId!))).json()) as {
      game: string;
      moves: { move: string }[];
      end: { reason: string } | null;
    };
    expect(kept.game).toBe('oxono');
    expect(kept.moves.map((move) => move.move)).toEqual(PINK_WINS);
    expect(kept.end?.reason).toBe('symbol-line');
    expect([...x.errors, ...o.errors]).toEqual([]);
  }, 90_000);
});
