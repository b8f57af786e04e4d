/**
 * Lines, the tests' third game (tests/games/lines), replays in the browser: the test build registers it
 * (the test hook), the club in this process registers it here, and a Lines game played over the club's
 * real protocol by two SDK clients is opened by its `?game=` link. The viewer draws no board for a game
 * that is not Ataxx but steps through its players and its move list, in Lines' own move text, and says
 * how it ended: nothing in it names Lines.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredGameView } from '../../src/net/http';
import { startGame } from '../server/club-harness';
import { registerLines } from '../games/lines/register';
import { lines } from '../games/lines/rules';
import { collectErrors } from './browser';
import { openClubSite, quietSave, type ClubSite } from './club-site';
import { tapReplayMove } from './hook';

registerLines();
const START = lines.startText('standard');
/** x takes a1, b1, c1 while o answers on rank 4, the marker shuttling between d4 and d3. */
const X_WINS = ['a1 d4', 'a4 d3', 'b1 d4', 'b4 d3', 'c1 d4'];

/** The position text after the first `plies` moves of X_WINS, by Lines' own rules. */
function textAfter(plies: number): string {
  let state = lines.readPosition(START, 'standard');
  for (const text of X_WINS.slice(0, plies)) {
    if (!state.ok) break;
    const move = lines.readMove(state.value, text);
    state = move.ok ? lines.play(state.value, move.value) : move;
  }
  if (!state.ok) throw new Error(state.error);
  return lines.positionText(state.value);
}

let site: ClubSite;

beforeAll(async () => {
  site = await openClubSite();
});
afterAll(() => site?.close());

/** Plays X_WINS as a timed game between two guests; returns its kept id and the players' names. */
async function playLines(): Promise<{ gameId: string; winner: string; loser: string }> {
  const { x, o } = await startGame(site.club.url, {
    game: 'lines',
    start: START,
    rules: 'standard',
    timeControl: '1+1',
  });
  const seats = { x, o };
  for (const [index, text] of X_WINS.entries()) {
    const ply = index + 1;
    const mover = seats[x.state.turn];
    mover.send('move', { ply, move: text });
    for (const seat of [x, o]) await seat.untilState(`ply ${ply}`, (view) => view.moves.length >= ply);
  }
  const over = await x.untilState('the line', (view) => view.end !== null);
  await Promise.all([x.room.leave(), o.room.leave()]);
  return {
    gameId: over.gameId ?? '',
    winner: over.players.x?.name ?? '',
    loser: over.players.o?.name ?? '',
  };
}

async function replayAt(page: Page, ply: number): Promise<string | null> {
  await page.waitForFunction((wanted) => window.__infection?.replay?.ply === wanted, ply, {
    timeout: 10_000,
  });
  return page.evaluate(() => window.__infection!.replay!.fen);
}

describe('the replay viewer and a game it does not name', () => {
  it('opens a stored Lines game by its link and steps through its moves in Lines’ words', async () => {
    const { gameId, winner, loser } = await playLines();
    expect(gameId).not.toBe('');
    // The game is written as it ends; wait until the club hands it out finished, as Lines.
    await expect
      .poll(async () => {
        const kept = (await (await fetch(`${site.club.url}/api/games/${gameId}`)).json()) as StoredGameView;
        return kept.end && { game: kept.game, result: kept.end.result, reason: kept.end.reason };
      })
      .toEqual({ game: 'lines', result: 'x', reason: 'line' });

    const context = await site.browser.newContext({ viewport: { width: 900, height: 700 } });
    site.contexts.push(context);
    await context.addInitScript((save) => localStorage.setItem('infection.save', save), quietSave('en'));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.club.url}/?game=${gameId}`);
    await page.waitForFunction(() => window.__infection?.replay?.status === 'ready', null, {
      timeout: 30_000,
    });
    const opened = await page.evaluate(() => {
      const replay = window.__infection!.replay!;
      return { ply: replay.ply, plies: replay.plies, fen: replay.fen, hints: replay.hints };
    });
    expect(opened).toEqual({ ply: 5, plies: 5, fen: textAfter(5), hints: null });
    const texts = await page.evaluate(() => window.__infection!.texts);
    for (const move of X_WINS) expect(texts, move).toContain(move);
    expect(texts).toContain(`${winner} won`);
    expect(
      texts.some((line) => line.includes(loser)),
      `${loser} among ${texts.join(' | ')}`,
    ).toBe(true);

    await page.keyboard.press('ArrowLeft');
    expect(await replayAt(page, 4)).toBe(textAfter(4));
    await page.keyboard.press('Home');
    expect(await replayAt(page, 0)).toBe(START);
    await tapReplayMove(page, 3);
    expect(await replayAt(page, 3)).toBe(textAfter(3));
    await page.keyboard.press('ArrowRight');
    expect(await replayAt(page, 4)).toBe(textAfter(4));
    await page.keyboard.press('End');
    expect(await replayAt(page, 5)).toBe(textAfter(5));
    expect(errors).toEqual([]);
  });
});
