import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  applyMove,
  isClone,
  isJump,
  legalMoves,
  moveFrom,
  moveTo,
  moveToText,
  parseFen,
  squareName,
  type Move,
  type Position,
  type Ruleset,
} from '../../src/core';
import { Searcher } from '../../src/ai';
import type { InfectionTestHook } from '../../src/game/app/test-hook';
import type { MenuItemState } from '../../src/game/app/menu-hook';
import { gameUrl } from './browser';

/** A plain copy of the hook's state, as it crosses from the page. */
export interface HookState {
  scene: string | null;
  levelId: string | null;
  fen: string | null;
  rules: Ruleset | null;
  turn: 'x' | 'o' | null;
  counts: { x: number; o: number } | null;
  outcome: InfectionTestHook['outcome'];
  score: InfectionTestHook['score'];
  busy: { animating: boolean; thinking: boolean };
  saved: boolean;
}

/** The first level of the campaign, as levels/campaign.json orders it. */
export function firstLevelId(): string {
  const plan = JSON.parse(readFileSync('levels/campaign.json', 'utf8')) as { worlds: { levels: string[] }[] };
  return plan.worlds[0].levels[0];
}

/** Opens the game with a query (`level=w1-01`, with or without its `?`) and waits for the test hook. */
export async function open(page: Page, query = ''): Promise<void> {
  await page.goto(gameUrl(query === '' || query.startsWith('?') ? query : `?${query}`));
  await page.waitForFunction(() => window.__infection !== undefined, null, { timeout: 30_000 });
}

export function state(page: Page): Promise<HookState> {
  return page.evaluate(() => {
    const hook = window.__infection!;
    return {
      scene: hook.scene,
      levelId: hook.levelId,
      fen: hook.fen,
      rules: hook.rules,
      turn: hook.turn,
      counts: hook.counts,
      outcome: hook.outcome,
      score: hook.score,
      busy: hook.busy,
      saved: hook.saved,
    };
  });
}

/** Waits for a scene on top; a wait that fails says which scene was on top instead. */
export async function waitForScene(page: Page, scene: string, timeout = 30_000): Promise<void> {
  try {
    await page.waitForFunction((key) => window.__infection?.scene === key, scene, { timeout });
  } catch (error) {
    const running = await page
      .evaluate(() => window.__infection?.scene ?? 'no scene')
      .catch(() => 'a closed page');
    throw new Error(`waited ${timeout} ms for the ${scene} scene; ${running} stayed on top`, {
      cause: error,
    });
  }
}

/**
 * Presses `key` until `scene` is on top, for a screen that lets keys through only after a grace period
 * of its own: each press is given a few frames to open the scene before the next.
 */
export async function pressUntilScene(
  page: Page,
  key: string,
  scene: string,
  timeout = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (true) {
    await page.keyboard.press(key);
    await frames(page, 3);
    if ((await page.evaluate(() => window.__infection?.scene ?? null)) === scene) return;
    if (Date.now() > deadline) return waitForScene(page, scene, 1);
  }
}

/** Waits until the player (x) is to move and nothing animates or thinks, or the game is over. */
export async function waitForPlayer(page: Page, timeout = 60_000): Promise<HookState> {
  await page.waitForFunction(
    () => {
      const hook = window.__infection!;
      if (hook.outcome) return true;
      return hook.turn === 'x' && !hook.busy.animating && !hook.busy.thinking;
    },
    null,
    { timeout },
  );
  return state(page);
}

export function position(fen: string): Position {
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** The legal move that flips the most pieces (clones first on ties): a sensible, deterministic player. */
export function greedyMove(fen: string, rules: Ruleset, kind: 'clone' | 'jump' | 'any' = 'any'): Move | null {
  const at = position(fen);
  let best: Move | null = null;
  let bestGain = -Infinity;
  for (const move of legalMoves(at, rules)) {
    if (kind === 'clone' && !isClone(move)) continue;
    if (kind === 'jump' && !isJump(move)) continue;
    const gain = applyMove(at, move).change.flipped.length * 2 + (isClone(move) ? 1 : 0);
    if (gain > bestGain) {
      bestGain = gain;
      best = move;
    }
  }
  return best;
}

export const text = (fen: string, move: Move): string => {
  const at = position(fen);
  return moveToText(move, at.width, at.height);
};

/** The squares to click for a move: the piece, then its target. */
export function clicksFor(fen: string, move: Move): [string, string] {
  const at = position(fen);
  const to = moveTo(move);
  let from = moveFrom(move);
  if (from < 0) {
    // A clone may start from any neighbouring piece of the mover.
    for (let square = 0; square < at.cells.length; square++) {
      const near = Math.max(
        Math.abs(Math.floor(square / at.width) - Math.floor(to / at.width)),
        Math.abs((square % at.width) - (to % at.width)),
      );
      if (near === 1 && at.cells[square] === at.turn) {
        from = square;
        break;
      }
    }
  }
  return [squareName(from, at.width, at.height), squareName(to, at.width, at.height)];
}

export async function clickSquare(page: Page, name: string): Promise<void> {
  const point = await page.evaluate((square) => window.__infection!.canvasPointOf(square), name);
  if (!point) throw new Error(`no canvas point for ${name}`);
  await page.mouse.click(point.x, point.y);
}

/** What the board will be after a move, by core. */
export function after(fen: string, move: Move): Position {
  return applyMove(position(fen), move).position;
}

const engine = new Searcher({ hashMb: 4 });

/**
 * The player's move when a test needs to win: a real search (20,000 nodes, deterministic), far above
 * the early levels' opponents, where a greedy player would lose to strength 1 about two games in three.
 */
export function winningMove(fen: string, rules: Ruleset): Move {
  return engine.search(position(fen), rules, { nodes: 20_000 }).move;
}

/** Plays winning moves for the player through the hook until the game ends (the opponent answers itself). */
export async function playToWin(page: Page, maxMoves = 80): Promise<void> {
  for (let i = 0; i < maxMoves; i++) {
    const now = await waitForPlayer(page);
    if (now.outcome) return;
    await page.evaluate(
      (move) => window.__infection!.move(move),
      text(now.fen!, winningMove(now.fen!, now.rules!)),
    );
  }
}

/**
 * Plays a move through the hook once the page takes it. An online page learns of a new game (a rematch)
 * a moment after another page does, and refuses a move until then: waiting on one page is not enough.
 */
export async function playWhenReady(page: Page, move: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((played) => window.__infection!.move(played), move, { timeout });
}

/** The widgets of the menu screen on top, from the menu hook. */
export const menuItems = (page: Page): Promise<MenuItemState[]> =>
  page.evaluate(() => window.__infectionMenu?.items ?? []);

/** Waits for a menu screen with a widget whose label starts with `label`, and returns that widget. */
export async function waitForItem(page: Page, label: string): Promise<MenuItemState> {
  await page.waitForFunction(
    (wanted) => (window.__infectionMenu?.items ?? []).some((item) => item.label.startsWith(wanted)),
    label,
    { timeout: 15_000 },
  );
  return (await menuItems(page)).find((item) => item.label.startsWith(label))!;
}

/**
 * Clicks the widget whose label starts with `label`, once it is drawn, where it is after two frames: a
 * screen laid out again meanwhile (a message closing, a row added) may have moved it.
 */
export async function clickItem(page: Page, label: string): Promise<void> {
  await waitForItem(page, label);
  await twoFrames(page);
  const item =
    (await menuItems(page)).find((now) => now.label.startsWith(label)) ?? (await waitForItem(page, label));
  await page.mouse.click(item.x, item.y);
}

/**
 * Waits two frames. What a tap aims at may have been drawn this very frame (a redraw after the last tap
 * or as news arrived), and Phaser hit-tests a new object only from the next frame on: a tap sooner than
 * any hand could make was lost (the accounts test's Hide passwords every time on a fast machine, the
 * ranked test's Resign now and then), and so was a hover (newcomer's Versus rows).
 */
export async function twoFrames(page: Page): Promise<void> {
  await frames(page, 2);
}

/**
 * Waits until the game has drawn `count` more frames: enough for what a key or a tap starts to be done (a
 * scene starts a frame later). The game's frames, not the browser's: the test build draws at most 30 a
 * second, so two of the browser's animation frames can pass without one of the game's.
 */
export async function frames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (left) =>
      new Promise<void>((done) => {
        const hook = window.__infection!;
        const target = hook.drawn + left;
        const look = (): void => (hook.drawn >= target ? done() : void requestAnimationFrame(look));
        look();
      }),
    count,
  );
}

/**
 * Resizes the page and waits until the game has taken the new size (its canvas has it) and drawn a
 * frame at it: Phaser picks a window's new size up on its next step.
 */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction(
    ([w, h]) => {
      const canvas = document.querySelector('canvas');
      return canvas !== null && canvas.clientWidth === w && canvas.clientHeight === h;
    },
    [width, height] as const,
  );
  await twoFrames(page);
}

/** Presses the online game screen's button for `action` once it is drawn (see `twoFrames`). */
export async function pressButton(page: Page, action: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => window.__infection?.online?.buttons.some((button) => button.action === wanted) ?? false,
    action,
  );
  await twoFrames(page);
  const button = await page.evaluate(
    (wanted) => window.__infection?.online?.buttons.find((each) => each.action === wanted) ?? null,
    action,
  );
  if (!button) throw new Error(`pressButton: the ${action} button went away`);
  await page.mouse.click(button.x, button.y);
}

/**
 * Waits until some text on screen contains `part` (is `part`, with `whole`); a wait that fails says what
 * the screen showed instead.
 */
export async function waitForText(
  page: Page,
  part: string,
  { whole = false, timeout = 15_000 }: { whole?: boolean; timeout?: number } = {},
): Promise<void> {
  try {
    await page.waitForFunction(
      ([wanted, exact]) =>
        (window.__infection?.texts ?? []).some((text) => (exact ? text === wanted : text.includes(wanted))),
      [part, whole] as const,
      { timeout },
    );
  } catch (error) {
    const shown = await page
      .evaluate(() => ({ scene: window.__infection?.scene, texts: window.__infection?.texts }))
      .catch(() => 'a closed page');
    throw new Error(`"${part}" never appeared; the screen showed ${JSON.stringify(shown)}`, { cause: error });
  }
}

/**
 * Waits until nothing on screen is on its way anywhere (the hook's `settled`: no entrance or other
 * finite tween runs, the board does not animate): what a measurement waits for instead of a time.
 */
export async function waitForSettled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(() => window.__infection?.settled === true, null, { timeout });
}

/**
 * Taps move `ply`'s row in the open replay's move list until the viewer jumps there. The list is
 * redrawn a frame after a step, and the row can still move for a frame after it first appears (a
 * single tap missed it about 1 run in 3 on a busy machine), so each try taps the row where it is now.
 */
export async function tapReplayMove(page: Page, ply: number, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (true) {
    const point = await page.evaluate(
      (wanted) => window.__infection?.replay?.pointOfMove(wanted) ?? null,
      ply,
    );
    if (point) await page.mouse.click(point.x, point.y);
    // The jump shows at once or the tap missed: a third of a second says which, and returns at the jump.
    const jumped = await page
      .waitForFunction((wanted) => window.__infection?.replay?.ply === wanted, ply, { timeout: 300 })
      .then(
        () => true,
        () => false,
      );
    if (jumped) return;
    const at = await page.evaluate(() => window.__infection?.replay?.ply ?? null);
    if (Date.now() > deadline) throw new Error(`the replay did not jump to move ${ply} (it is at ${at})`);
  }
}

/**
 * What is wrong with the board's coordinates on screen (empty when nothing): every file (a, b…) and
 * rank (1, 2…) of a columns × rows board shown once, at least 12 px, files under the bottom row and
 * ranks left of the first column (never on a square), and on no other text. The board's edges are
 * read from the labels themselves, which sit at the middle of their column or row.
 */
export async function coordinateProblems(page: Page, columns: number, rows: number): Promise<string[]> {
  const shown = await page.evaluate(() => window.__infection!.shownTexts);
  const fileNames = Array.from({ length: columns }, (_, i) => String.fromCharCode(97 + i));
  const rankNames = Array.from({ length: rows }, (_, i) => String(i + 1));
  // The labels are the texts of those names in one row (files) or one column (ranks): a piece count
  // of "2" on a player's card is not one.
  const line = (names: string[], along: (text: (typeof shown)[number]) => number) => {
    const named = shown.filter((text) => names.includes(text.text));
    const groups = new Map<number, typeof named>();
    for (const text of named)
      groups.set(Math.round(along(text)), [...(groups.get(Math.round(along(text))) ?? []), text]);
    return [...groups.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  };
  const files = line(fileNames, (text) => text.bounds.y + text.bounds.height / 2);
  const ranks = line(rankNames, (text) => text.bounds.x + text.bounds.width / 2);
  const problems: string[] = [];
  if (files.length !== columns) problems.push(`${files.length} file labels, not ${columns}`);
  if (ranks.length !== rows) problems.push(`${ranks.length} rank labels, not ${rows}`);
  if (problems.length > 0) return problems;
  const middle = (text: (typeof shown)[number]) => ({
    x: text.bounds.x + text.bounds.width / 2,
    y: text.bounds.y + text.bounds.height / 2,
  });
  const ys = ranks.map((text) => middle(text).y).sort((a, b) => a - b);
  const xs = files.map((text) => middle(text).x).sort((a, b) => a - b);
  const cell = (ys[ys.length - 1] - ys[0]) / (rows - 1);
  const board = { left: xs[0] - cell / 2, bottom: ys[ys.length - 1] + cell / 2 };
  const labels = [...files, ...ranks];
  for (const text of labels) if (text.size < 12) problems.push(`"${text.text}" is ${text.size}px`);
  for (const text of files)
    if (text.bounds.y < board.bottom - 0.5) problems.push(`file "${text.text}" is on the bottom row`);
  for (const text of ranks)
    if (text.bounds.x + text.bounds.width > board.left + 0.5)
      problems.push(`rank "${text.text}" is on the first column`);
  const overlap = (a: (typeof shown)[number]['bounds'], b: (typeof shown)[number]['bounds']) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const text of labels)
    for (const other of shown)
      if (!labels.includes(other) && overlap(text.bounds, other.bounds))
        problems.push(`"${text.text}" is on "${other.text}"`);
  return problems;
}
