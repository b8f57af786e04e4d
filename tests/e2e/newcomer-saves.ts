import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';

/** The newcomer tests' saves and shapes (newcomer.test.ts). */

export type Box = { x: number; y: number; width: number; height: number };

/** Two boxes share some area (touching edges do not count). */
export const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const SETTINGS = {
  effectsVolume: 0.8,
  musicVolume: 0.5,
  muted: false,
  animationSpeed: 'instant',
  colourBlind: false,
  language: 'en',
};

/** A save written before the game loads (once per test, so a reload keeps what the game saved). */
export async function seedSave(context: BrowserContext, patch: object): Promise<void> {
  const save = {
    version: 1,
    settings: SETTINGS,
    levels: {},
    arcadeTable: [],
    arcadeRun: null,
    current: null,
    ...patch,
  };
  await context.addInitScript((text) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('infection.save', text);
      sessionStorage.setItem('seeded', 'yes');
    }
  }, JSON.stringify(save));
}

export const levelFile = (id: string): { name: string; par: number } =>
  JSON.parse(readFileSync(`levels/${id}.json`, 'utf8')) as { name: string; par: number };

/** Level 2 in progress, a move each played, while an arcade run waits at level 2 with two lives. */
export const LEVEL_IN_PROGRESS = {
  current: {
    mode: 'level',
    levelId: 'w1-02',
    rules: 'arcade',
    start: 'x4o/6/2--2/6/o4x x 0 1',
    moves: ['b4', 'e4'],
    opponent: 1,
    seed: 7,
  },
  arcadeRun: { levelIndex: 1, lives: 2, score: 30, cleared: 1 },
  levels: { 'w1-01': { best: 30, wins: 1, plays: 1 } },
};
