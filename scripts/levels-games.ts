/**
 * The games `npm run levels:curve` plays: a ladder strength standing in for a person against a level's
 * own opponent, and the arcade run on three lives. Budgets are node counts or depths, never the clock,
 * so a game is the same on any machine under any load: its seed alone decides it.
 */
import { chooseMove } from '../src/ai';
import { afterGame, startRun } from '../src/core/arcade';
import {
  applyMove,
  isClone,
  legalMoves,
  outcome,
  Random,
  scoreFor,
  type Move,
  type Score,
} from '../src/core';
import type { Level } from '../src/core/level';

/** A person's opening is their own: x's first moves are seeded random clones, then the ladder plays. */
const OPENING_CLONES = 2;

/** x's score (core's), and x's squares at the end without the full-board bonus: what par is measured against. */
export interface LevelGame extends Score {
  readonly squares: number;
}

/** One game of `level` with the ladder's `strength` as x; `seed` picks the opening and the ties. */
export function playLevel(level: Level, strength: number, seed: number): LevelGame {
  const random = new Random(0x5eed ^ Math.imul(seed, 7919));
  let position = level.start;
  let plies = 0;
  let end = outcome(position, level.rules);
  while (!end) {
    const moveSeed = seed * 100_003 + plies;
    let move: Move;
    const clones =
      position.turn === 'x' && plies < 2 * OPENING_CLONES
        ? legalMoves(position, level.rules).filter(isClone)
        : [];
    if (clones.length > 0) move = random.pick(clones);
    else {
      const mover = position.turn === 'x' ? strength : level.opponent.strength;
      const seedFor = position.turn === 'x' ? moveSeed + 50_000 : moveSeed;
      move = chooseMove({ position, rules: level.rules, strength: mover, seed: seedFor }).move;
    }
    position = applyMove(position, move).position;
    plies++;
    end = outcome(position, level.rules);
  }
  const score = scoreFor(end, 'x', { boss: level.boss });
  return { ...score, squares: score.pieces + score.filled };
}

export interface ArcadeRun {
  /** Every level cleared. */
  readonly finished: boolean;
  readonly cleared: number;
  readonly games: number;
  readonly score: number;
  /** Where the run ended, when it did not finish. */
  readonly endedOn?: string;
}

/** Draws replay a level without costing a life; a run stuck in draws this long is called off. */
const MAX_ATTEMPTS = 12;

/** The arcade run as the game keeps it (core's `afterGame`), from level 1 on three lives. */
export function playArcadeRun(levels: readonly Level[], strength: number, seed: number): ArcadeRun {
  let run = startRun();
  let games = 0;
  let attempts = 0;
  for (;;) {
    const level = levels[run.levelIndex];
    const game = playLevel(level, strength, seed * 1_000 + run.levelIndex * 20 + attempts);
    games++;
    const after = afterGame(run, game, levels.length);
    attempts = after.step === 'retry' ? attempts + 1 : 0;
    run = after.run;
    if (after.step === 'cleared-all')
      return { finished: true, cleared: run.cleared, games, score: run.score };
    if (after.ended || attempts >= MAX_ATTEMPTS)
      return { finished: false, cleared: run.cleared, games, score: run.score, endedOn: level.id };
  }
}
