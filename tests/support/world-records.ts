/**
 * Makes world records the honest way, for the club's tests: a campaign level played out in Node, the
 * computer's moves from the real engine with the seeds the game uses, the player's from a policy.
 */
import { chooseMove, greedyMove } from '../../src/ai';
import { ENGINE_VERSION } from '../../src/ai/version';
import {
  applyMove,
  legalMoves,
  moveToText,
  outcome,
  parseMoveText,
  scoreFor,
  type Move,
  type Position,
  type Ruleset,
} from '../../src/core';
import type { Level } from '../../src/core/level';
import { levelHash } from '../../src/core/level-hash';
import type { PlayedGame, Submission } from '../../src/net/world';

/** How the player picks a move. */
export type PlayerPolicy = (position: Position, rules: Ruleset, ply: number) => Move;

/** A strong player: the engine at strength 5 for the player's side. */
export const strongPlayer: PlayerPolicy = (position, rules, ply) =>
  chooseMove({ position, rules, strength: 5, seed: ply }).move;

/** A player who wants to lose: the move that leaves the player the fewest pieces. */
export const hopelessPlayer: PlayerPolicy = (position, rules) => {
  const count = (after: Position) => [...after.cells].filter((cell) => cell === 'x').length;
  const moves = legalMoves(position, rules);
  return moves.reduce((worst, move) =>
    count(applyMove(position, move).position) < count(applyMove(position, worst).position) ? move : worst,
  );
};

/** A player who plays greedily: wins the easy levels, not always. */
export const greedyPlayer: PlayerPolicy = (position, rules, ply) => greedyMove(position, rules, ply);

export type GameResult = 'won' | 'lost' | 'drawn';

/** Plays a level to its end and returns it as the game would record it, with the score core gives. */
export function playLevel(
  level: Level,
  seed: number,
  player: PlayerPolicy,
  opening: readonly string[] = [],
): PlayedGame & { result: GameResult } {
  let position = level.start;
  const moves: string[] = [];
  for (let ply = 0; !outcome(position, level.rules); ply++) {
    const forced = ply < opening.length ? parseMoveText(opening[ply], position.width, position.height) : null;
    if (forced && !forced.ok) throw new Error(forced.error);
    const move = forced
      ? forced.value
      : position.turn === 'x'
        ? player(position, level.rules, ply)
        : chooseMove({
            position,
            rules: level.rules,
            strength: level.opponent.strength,
            seed: (seed + ply * 7919) >>> 0,
          }).move;
    moves.push(moveToText(move, position.width, position.height));
    position = applyMove(position, move).position;
  }
  const end = outcome(position, level.rules);
  if (!end) throw new Error('unreachable: the loop ends at the outcome');
  const score = scoreFor(end, 'x', { boss: level.boss });
  return {
    levelId: level.id,
    levelHash: levelHash(level),
    strength: level.opponent.strength,
    seed,
    moves,
    points: score.total,
    result: score.won ? 'won' : score.drawn ? 'drawn' : 'lost',
  };
}

/** The level played with seeds from `seed` on until the result is the one wanted. */
export function playUntil(level: Level, seed: number, player: PlayerPolicy, wanted: GameResult): PlayedGame {
  for (let tries = 0; tries < 20; tries++) {
    const { result, ...game } = playLevel(level, seed + tries, player);
    if (result === wanted) return game;
  }
  throw new Error(`${level.id}: not ${wanted} in 20 seeds`);
}

export const levelSubmission = (game: PlayedGame): Submission => ({
  kind: 'level',
  engineVersion: ENGINE_VERSION,
  game,
});

/** A short arcade run: level 1 won, then level 2 lost on all three lives. */
export function shortArcadeRun(levels: readonly Level[], seed: number): Submission & { kind: 'arcade' } {
  const first = playUntil(levels[0], seed, strongPlayer, 'won');
  const losses = [1, 2, 3].map((n) => playUntil(levels[1], seed + 100 * n, hopelessPlayer, 'lost'));
  return {
    kind: 'arcade',
    engineVersion: ENGINE_VERSION,
    initials: 'ADA',
    games: [first, ...losses],
    score: first.points,
  };
}
