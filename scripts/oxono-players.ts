/**
 * The Oxono players the measuring scripts (match-oxono.ts, oxono-field.ts) pit against each other, and
 * the openings they start from. A player is a strength `1`..`10` (its own node budget and carelessness),
 * optionally with switches that take one idea out of the search (`10/noreduce`, `10/nothreat`,
 * `10/noextend`) or put one in (`10/space`, the threat-space check of guard.ts), or `plainN`, the
 * plain alpha-beta at fixed depth N (src/ai/oxono/plain.ts), or `top` (switches too), the full search
 * on a clock only (the field script gives it time per move), or `mcts`, the Monte Carlo tree search it
 * was measured against (`--movetime`, or `--nodes` as playouts).
 */
import { boardOf, coreMove } from '../src/ai/oxono/adapter.ts';
import { OxonoMcts } from '../src/ai/oxono/mcts.ts';
import { plainMove } from '../src/ai/oxono/plain.ts';
import { FULL_STYLE, OxonoSearch, WON, type OxonoLimits } from '../src/ai/oxono/search.ts';
import { chooseOxonoMove, oxonoStrength } from '../src/ai/oxono/strengths.ts';
import { legalOxonoMoves, oxonoOutcome, playOxono } from '../src/core/oxono/game.ts';
import type { OxonoMove } from '../src/core/oxono/move.ts';
import { startPosition, type OxonoPosition } from '../src/core/oxono/position.ts';
import { positionText } from '../src/core/oxono/text.ts';
import { Random } from '../src/core/random.ts';

export const OXONO_PLAYER =
  /^((10|[1-9]|top)(\/(noreduce|nothreat|noextend|space)(,(noreduce|nothreat|noextend|space))*)?|plain[1-8]|mcts)$/;

/** What one move may use: a node budget for every player, or a time for the searching ones. */
export interface MoveBudget {
  readonly nodes: number | null;
  readonly movetime: number | null;
}

let search: OxonoSearch | null = null;
let mcts: OxonoMcts | null = null;

/** `player`'s move in `position` (core's move number). */
export function oxonoMoveOf(
  player: string,
  position: OxonoPosition,
  seed: number,
  budget: MoveBudget,
): OxonoMove {
  const board = boardOf(position);
  if (player.startsWith('plain')) return coreMove(plainMove(board, Number(player.slice(5))).move);
  if (player === 'mcts') {
    const limits = {
      timeMs: budget.movetime ?? 100,
      ...(budget.nodes !== null ? { playouts: budget.nodes } : {}),
    };
    return coreMove((mcts ??= new OxonoMcts()).search(board, limits, seed).move);
  }
  const engine = (search ??= new OxonoSearch(20));
  const [level, switches = ''] = player.split('/');
  const style = {
    reductions: FULL_STYLE.reductions && !switches.includes('noreduce'),
    threatOrder: FULL_STYLE.threatOrder && !switches.includes('nothreat'),
    threatExtension: FULL_STYLE.threatExtension && !switches.includes('noextend'),
    threatSpace: FULL_STYLE.threatSpace || switches.split(',').includes('space'),
  };
  engine.clear();
  if (level === 'top') {
    const limits: OxonoLimits = {
      timeMs: budget.movetime ?? 100,
      ...(budget.nodes !== null ? { nodes: budget.nodes } : {}),
    };
    return coreMove(engine.search(board, limits, style).move);
  }
  if (switches === '' && budget.nodes === null && budget.movetime === null)
    return coreMove(chooseOxonoMove(board, Number(level), seed, { search: engine }).move);
  const limits: OxonoLimits = {
    nodes: budget.nodes ?? oxonoStrength(Number(level)).nodes,
    ...(budget.movetime !== null ? { timeMs: budget.movetime } : {}),
  };
  return coreMove(engine.search(board, limits, style).move);
}

/** How a game ended, for the player with pink: 1, 0.5 or 0. */
export function playOxonoGame(
  pink: string,
  black: string,
  start: OxonoPosition,
  seed: number,
  budget: MoveBudget,
  onMove?: (player: string, position: OxonoPosition) => void,
): number {
  let position = start;
  for (let ply = 0; ply < 64; ply++) {
    const end = oxonoOutcome(position);
    if (end !== null) return end.winner === 'x' ? 1 : end.winner === 'o' ? 0 : 0.5;
    const player = position.turn === 'pink' ? pink : black;
    onMove?.(player, position);
    const move = oxonoMoveOf(player, position, seed + ply, budget);
    const played = playOxono(position, move);
    if (!played.ok) throw new Error(`player ${player} chose an illegal move: ${played.error}`);
    position = played.value.position;
  }
  throw new Error('an Oxono game outlasted 64 plies, which the rules do not allow');
}

/**
 * Openings: two random moves from the start (one each), kept once each and only when a short search
 * finds no forced result and calls them near level, so neither colour starts with a won game. Each is
 * played with both colours.
 */
export function oxonoOpenings(count: number, seed: number): string[] {
  const random = new Random(seed);
  const judge = new OxonoSearch(16);
  const seen = new Set<string>();
  const chosen: string[] = [];
  for (let attempt = 0; chosen.length < count && attempt < count * 50; attempt++) {
    let position = startPosition();
    for (let ply = 0; ply < 2; ply++) {
      const played = playOxono(position, random.pick(legalOxonoMoves(position)));
      if (!played.ok) throw new Error(played.error);
      position = played.value.position;
    }
    const text = positionText(position);
    if (seen.has(text)) continue;
    seen.add(text);
    judge.clear();
    const verdict = judge.search(boardOf(position), { nodes: 20_000 });
    if (Math.abs(verdict.score) < WON && Math.abs(verdict.score) <= 40) chosen.push(text);
  }
  return chosen;
}
