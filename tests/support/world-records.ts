/**
 * Makes world records the honest way, for the club's tests: a campaign level played out in Node, the
 * computer's moves from the real engine with the seeds the game uses, the player's from a policy.
 */
import * as v from 'valibot';
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
import {
  arcadeGameSeed,
  SeedTicketSchema,
  WORLD_PATHS,
  type PlayedGame,
  type SeedRequest,
  type SeedTicket,
  type Submission,
} from '../../src/net/world';

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

/**
 * The short arcade run of `shortArcadeRun` played with the seeds a club's run ticket gives
 * (`arcadeGameSeed(runSeed, n)` for game n): null when those seeds do not give that run (level 1 not
 * won, or level 2 not lost three times), so the caller asks the club for another ticket.
 */
export function seededArcadeRun(
  levels: readonly Level[],
  runSeed: number,
  ticket: string,
): (Submission & { kind: 'arcade' }) | null {
  const { result: firstResult, ...first } = playLevel(levels[0], arcadeGameSeed(runSeed, 0), strongPlayer);
  if (firstResult !== 'won') return null;
  const losses: PlayedGame[] = [];
  for (const n of [1, 2, 3]) {
    const { result, ...game } = playLevel(levels[1], arcadeGameSeed(runSeed, n), hopelessPlayer);
    if (result !== 'lost') return null;
    losses.push(game);
  }
  return {
    kind: 'arcade',
    engineVersion: ENGINE_VERSION,
    initials: 'ADA',
    games: [first, ...losses],
    score: first.points,
    ticket,
  };
}

/** Asks the club at `url` for a seed (`POST WORLD_PATHS.seeds`) as the player whose token is given. */
export async function issuedSeed(url: string, token: string, request: SeedRequest): Promise<SeedTicket> {
  const response = await fetch(url + WORLD_PATHS.seeds, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(request),
  });
  const body: unknown = await response.json();
  if (response.status !== 201) throw new Error(`seed: ${response.status} ${JSON.stringify(body)}`);
  return v.parse(SeedTicketSchema, body);
}

/** A level won with a seed the club issued to the player: new tickets until the strong player wins. */
export async function wonWithIssuedSeed(
  url: string,
  token: string,
  level: Level,
): Promise<{ game: PlayedGame; ticket: string; submission: Submission }> {
  for (let tries = 0; tries < 20; tries++) {
    const { seed, ticket } = await issuedSeed(url, token, { kind: 'level', levelId: level.id });
    const { result, ...game } = playLevel(level, seed, strongPlayer);
    if (result === 'won') return { game, ticket, submission: { ...levelSubmission(game), ticket } };
  }
  throw new Error(`${level.id}: not won with 20 issued seeds`);
}

/** The short arcade run with a seed the club issued to the player: new tickets until the seeds give it. */
export async function arcadeRunWithIssuedSeed(
  url: string,
  token: string,
  levels: readonly Level[],
): Promise<Submission & { kind: 'arcade' }> {
  for (let tries = 0; tries < 20; tries++) {
    const { seed, ticket } = await issuedSeed(url, token, { kind: 'arcade' });
    const run = seededArcadeRun(levels, seed, ticket);
    if (run) return run;
  }
  throw new Error('no short arcade run with 20 issued seeds');
}
