/**
 * `npx tsx scripts/search-record.ts`: rewrites tests/data/search-record.json, a record of what the
 * engine chooses on a fixed set of positions (searches on node budgets, a game played with one searcher
 * so the table and history carry over, and the ladder's strengths 1–8), so a change of representation
 * that must not change the search can prove it did not: tests/ai/search-record.test.ts holds the engine
 * to the file. Rewrite it only when a change is meant to change the engine's choices, and say so.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  applyMove,
  legalMoves,
  moveToText,
  outcome,
  parseFen,
  Random,
  toFen,
  type Position,
  type Ruleset,
} from '../src/core/index.ts';
import { chooseMove, Searcher } from '../src/ai/index.ts';

export interface SearchRecord {
  readonly what: string;
  readonly fen: string;
  readonly rules: Ruleset;
  readonly move: string;
  readonly score: number;
  readonly depth: number;
  readonly nodes: number;
  readonly pv: string;
}

const STARTS = [
  'x5o/7/7/7/7/7/o5x x 0 1',
  'x3o/5/5/5/o3x x 0 1',
  'x4o/6/6/6/6/o4x o 0 1',
  'x6o/8/8/8/8/8/8/o6x x 0 1',
  'x7o/9/9/9/9/9/9/9/o7x x 0 1',
  'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1',
  'x3-3o/9/2-3-2/9/4-4/9/2-3-2/9/o3-3x o 0 1',
  'x2o/4/4/4/4/4/4/4/o2x x 0 1',
];

function fen(text: string): Position {
  const parsed = parseFen(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error}`);
  return parsed.value;
}

/** Random play from a start until `empties` squares are left (or the game ends). */
function playout(start: Position, rules: Ruleset, seed: number, empties: number): Position {
  const random = new Random(seed);
  let position = start;
  while (!outcome(position, rules) && [...position.cells].filter((c) => c === '.').length > empties)
    position = applyMove(position, random.pick(legalMoves(position, rules))).position;
  return position;
}

function positions(): { position: Position; rules: Ruleset }[] {
  const list: { position: Position; rules: Ruleset }[] = [];
  STARTS.forEach((text, i) => {
    const start = fen(text);
    const rules: Ruleset = i % 2 === 0 ? 'arcade' : 'classic';
    const size = start.width * start.height;
    list.push({ position: start, rules });
    for (const share of [0.6, 0.3, 0.1])
      list.push({
        position: playout(start, rules, 100 + i * 7 + share * 10, Math.round(size * share)),
        rules,
      });
  });
  return list;
}

const text = (position: Position, moves: readonly number[]): string => {
  const words: string[] = [];
  let at = position;
  for (const move of moves) {
    words.push(moveToText(move, at.width, at.height));
    at = applyMove(at, move).position;
  }
  return words.join(' ');
};

/** Everything the record holds, computed by the engine as it stands. */
export function recordSearches(): SearchRecord[] {
  const records: SearchRecord[] = [];
  const add = (what: string, position: Position, rules: Ruleset, result: ReturnType<Searcher['search']>) =>
    records.push({
      what,
      fen: toFen(position),
      rules,
      move: moveToText(result.move, position.width, position.height),
      score: result.score,
      depth: result.depth,
      nodes: result.nodes,
      pv: text(position, result.pv),
    });
  for (const { position, rules } of positions()) {
    if (outcome(position, rules)) continue;
    add(
      'nodes 12000',
      position,
      rules,
      new Searcher({ hashMb: 2 }).search(position, rules, { nodes: 12_000 }),
    );
    add(
      'depth 3, no reductions',
      position,
      rules,
      new Searcher({ hashMb: 2 }).search(position, rules, { depth: 3 }, undefined, {
        reductions: false,
        jumpPruning: false,
        latePruning: false,
      }),
    );
  }
  for (const rules of ['arcade', 'classic'] as const) {
    const searcher = new Searcher({ hashMb: 1 });
    let position = fen(rules === 'arcade' ? STARTS[0] : STARTS[5]);
    for (let ply = 0; ply < 24 && !outcome(position, rules); ply++) {
      const result = searcher.search(position, rules, { nodes: 4000 });
      add(`game ply ${ply}`, position, rules, result);
      position = applyMove(position, result.move).position;
    }
  }
  const ladder = positions().filter((_, i) => i % 5 === 1);
  for (const { position, rules } of ladder) {
    if (outcome(position, rules)) continue;
    for (let strength = 1; strength <= 8; strength++) {
      const result = chooseMove({ position, rules, strength, seed: strength * 13 }, { timeMs: 600_000 });
      add(`strength ${strength}`, position, rules, result);
    }
  }
  return records;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = fileURLToPath(new URL('../tests/data/search-record.json', import.meta.url));
  const records = recordSearches();
  writeFileSync(file, `${JSON.stringify(records, null, 2)}\n`);
  console.log(`search-record: ${records.length} searches written to ${file}`);
}
