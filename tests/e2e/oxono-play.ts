/**
 * Oxono's browser tests' moves: reading the game scene's hook (window.__oxono), choosing a move with
 * core, and playing it by clicks on the board exactly as a player taps (the totem's destination, then
 * the pawn's square).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { boardOf, coreMove } from '../../src/ai/oxono/adapter';
import { chooseOxonoMove } from '../../src/ai/oxono/strengths';
import {
  moveSymbolName,
  moveText,
  movePawn,
  moveTotem,
  oxono,
  squareName,
  type OxonoMove,
  type OxonoPosition,
} from '../../src/core/oxono';
import type { OxonoHookState } from '../../src/game/oxono/oxono-hook';
import { clickItem, open, twoFrames, waitForScene } from './hook';

/** A muted save at the instant animation speed, so a whole game is quick (the animations test elsewhere). */
export async function seedSettings(context: BrowserContext, animationSpeed = 'instant'): Promise<void> {
  const save = {
    version: 1,
    settings: {
      effectsVolume: 0,
      musicVolume: 0,
      muted: true,
      animationSpeed,
      colourBlind: false,
      language: 'en',
    },
    levels: {},
    arcadeTable: [],
    arcadeRun: null,
    current: null,
  };
  await context.addInitScript((text) => localStorage.setItem('infection.save', text), JSON.stringify(save));
}

export const oxonoState = async (page: Page): Promise<OxonoHookState> => {
  const state = await page.evaluate(() => window.__oxono?.state() ?? null);
  if (!state) throw new Error('no Oxono game on screen');
  return state;
};

/** From the title, by clicks: the Oxono entry, then a menu entry (`Two players…`, `Play the computer`). */
export async function openOxonoGame(page: Page, entry: string): Promise<void> {
  await open(page);
  await waitForScene(page, 'Title');
  await clickItem(page, 'Oxono');
  await waitForScene(page, 'OxonoMenu');
  await clickItem(page, entry);
  await waitForScene(page, 'OxonoPlay');
  await page.waitForFunction(() => window.__oxono?.state() != null);
}

/** Waits until a tap is the player's: nothing animates, the computer does not think; or the game is over. */
export async function waitForTurn(page: Page, timeout = 30_000): Promise<OxonoHookState> {
  await page.waitForFunction(
    () => {
      const state = window.__oxono?.state();
      return (
        state != null &&
        (state.outcome !== null || (!state.animating && !state.thinking && state.targets.length > 0))
      );
    },
    null,
    { timeout },
  );
  return oxonoState(page);
}

export async function clickSquare(page: Page, name: string): Promise<void> {
  const point = await page.evaluate((square) => window.__oxono!.pointOf(square), name);
  if (!point) throw new Error(`no page point for ${name}`);
  await twoFrames(page);
  await page.mouse.click(point.x, point.y);
}

export function readPosition(text: string): OxonoPosition {
  const read = oxono.readPosition(text, 'standard');
  if (!read.ok) throw new Error(read.error);
  return read.value;
}

/** A sensible, deterministic player: the engine at strength 5 (1,000 nodes), seeded by the ply. */
export function chooseMove(position: OxonoPosition, seed = 1): OxonoMove {
  return coreMove(chooseOxonoMove(boardOf(position), 5, seed).move);
}

/** Plays a move by two clicks (a third when its destination is X's first and the move is O's), checking each step. */
export async function clickMove(page: Page, move: OxonoMove): Promise<void> {
  const destination = squareName(moveTotem(move));
  await clickSquare(page, destination);
  await page.waitForFunction(() => window.__oxono!.state()!.step === 'pawn');
  if ((await oxonoState(page)).chosen !== moveSymbolName(move)) {
    // The destination is both totems': the same square again swaps to the other.
    await clickSquare(page, destination);
    await page.waitForFunction((symbol) => window.__oxono!.state()!.chosen === symbol, moveSymbolName(move));
  }
  const before = (await oxonoState(page)).moves.length;
  expect((await oxonoState(page)).targets).toContain(squareName(movePawn(move)));
  await clickSquare(page, squareName(movePawn(move)));
  await page.waitForFunction((count) => window.__oxono!.state()!.moves.length > count, before);
  expect((await oxonoState(page)).moves[before]).toBe(moveText(move));
}
