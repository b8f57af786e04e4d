/**
 * The balanced openings `npm run ai:match` plays from: the standard start and the community's blocker
 * layouts, a few random plies in, kept only when a short search calls them level.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Searcher } from '../src/ai/index.ts';
import {
  applyMove,
  legalMoves,
  outcome,
  parseFen,
  Random,
  START_FEN,
  type Position,
  type Ruleset,
} from '../src/core/index.ts';
import { fail } from './match-options.ts';

/** The standard start and the community's blocker layouts (scripts/data/blocker-layouts.txt). */
function layouts(): Position[] {
  const boards = [START_FEN];
  const file = fileURLToPath(new URL('data/blocker-layouts.txt', import.meta.url));
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('#') || !line.includes('|')) continue;
    const board = line.split('|')[0].trim();
    if (board !== 'x5o/7/7/7/7/7/o5x') boards.push(`${board} x 0 1`);
  }
  return boards.map((fen) => {
    const parsed = parseFen(fen);
    if (!parsed.ok) fail(`layout ${fen}: ${parsed.error}`);
    return parsed.value;
  });
}

/**
 * Openings: a layout plus two random plies each side, kept only when a short search calls it level,
 * so neither colour starts with a won game. Each opening is then played with both colours.
 */
export function openings(count: number, rules: Ruleset, board: string | null, seed: number): Position[] {
  const random = new Random(seed);
  let starts: Position[];
  if (board !== null) {
    const parsed = parseFen(board);
    if (!parsed.ok) fail(`--board: ${parsed.error}`);
    starts = [parsed.value];
  } else starts = layouts();
  const judge = new Searcher({ hashMb: 4 });
  const chosen: Position[] = [];
  for (let attempt = 0; chosen.length < count && attempt < count * 50; attempt++) {
    let position = starts[chosen.length % starts.length];
    for (let ply = 0; ply < 4 && !outcome(position, rules); ply++) {
      position = applyMove(position, random.pick(legalMoves(position, rules))).position;
    }
    if (outcome(position, rules)) continue;
    const verdict = judge.search(position, rules, { depth: 4 });
    if (Math.abs(verdict.score) <= 120) chosen.push(position);
  }
  return chosen;
}
