/**
 * The Oxono section of `npm run bench` (`--only Oxono`): the engine's own perft from the start (its
 * board and generator; the reference counts check it), and the search's nodes per second on fixed
 * budgets from the start and from a few middlegame positions (issue 49's target: at least 1 M a second).
 */
import { boardOf, coreMove } from '../src/ai/oxono/adapter.ts';
import { enginePerft } from '../src/ai/oxono/moves.ts';
import { OxonoSearch } from '../src/ai/oxono/search.ts';
import { chooseOxonoMove } from '../src/ai/oxono/strengths.ts';
import { oxonoOutcome, playOxono } from '../src/core/oxono/game.ts';
import type { OxonoPosition } from '../src/core/oxono/position.ts';
import { readPosition } from '../src/core/oxono/text.ts';
import { bestOf, type BenchRow, type BenchSection } from './bench-section.ts';

const START = '....../....../..@.../...*../....../...... 1 8 8 8 8';
/** Middlegames: the positions after 4, 6 and 8 plies of a seeded strength-5 game from the start. */
const MIDDLEGAME_PLIES = [4, 6, 8];
const SEARCH_NODES = 2_000_000;
const PERFT_TABLE = [68, 3_612, 162_680, 6_470_416];
const NODES_TARGET = 1_000_000;

function read(text: string) {
  const position = readPosition(text);
  if (!position.ok) throw new Error(`bench: ${text}: ${position.error}`);
  return position.value;
}

function middlegames(): [string, OxonoPosition][] {
  let position = read(START);
  const found: [string, OxonoPosition][] = [];
  for (let ply = 0; ply < Math.max(...MIDDLEGAME_PLIES) && oxonoOutcome(position) === null; ply++) {
    const played = playOxono(position, coreMove(chooseOxonoMove(boardOf(position), 5, ply).move));
    if (!played.ok) throw new Error(played.error);
    position = played.value.position;
    if (MIDDLEGAME_PLIES.includes(ply + 1) && oxonoOutcome(position) === null)
      found.push([`search after ${ply + 1} plies`, position]);
  }
  return found;
}

export const oxonoSection: BenchSection = {
  title: "Oxono — the engine's board (perft) and its search's nodes per second",
  run: (runs) => {
    const rows: BenchRow[] = [];
    const start = read(START);
    const perft = bestOf(runs, () => enginePerft(boardOf(start), 4));
    rows.push({
      label: 'perft from the start, depth 4',
      work: perft.result,
      unit: 'nodes',
      seconds: perft.seconds,
      cpuSeconds: perft.cpuSeconds,
      check: perft.result === PERFT_TABLE[3] ? '✓ table' : `✗ expected ${PERFT_TABLE[3]}`,
    });
    const search = new OxonoSearch(20);
    for (const [label, position] of [['search from the start', start] as const, ...middlegames()]) {
      const measured = bestOf(runs, () => {
        search.clear();
        return search.search(boardOf(position), { nodes: SEARCH_NODES }).nodes;
      });
      // By CPU time: on a machine shared with other jobs the wall clock also counts waiting for a core.
      const rate = measured.result / measured.cpuSeconds;
      rows.push({
        label,
        work: measured.result,
        unit: 'nodes',
        seconds: measured.seconds,
        cpuSeconds: measured.cpuSeconds,
        check: `${Math.round(rate).toLocaleString('en-US')}/s of CPU; target ≥ ${NODES_TARGET.toLocaleString('en-US')}: ${rate >= NODES_TARGET ? 'met' : 'NOT met'}`,
      });
    }
    return rows;
  },
};
