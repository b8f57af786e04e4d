import { afterEach, describe, expect, it } from 'vitest';
import { applyMove, legalMoves, outcome, Random, type Position, type Ruleset } from '../../src/core';
import { Searcher, type SearchStyle } from '../../src/ai';
import { KILLER_SCORE, MAX_MOVES, MoveOrder } from '../../src/ai/move-order';
import { BitBoard } from '../../src/ai/bits/bit-board';
import { NO_MOVE } from '../../src/ai/table';
import { positionOf as fen } from '../support/position';

/**
 * Near the leaves the search lists moves without the jumps jump pruning would skip
 * (MoveOrder.generateScored's `keepFlips`). That is only a speed-up if every search stays exactly the
 * search over the whole list: same nodes, score and move. Checked against a MoveOrder that always
 * lists every move, on boards of every shape the engine meets.
 */
const shortList = MoveOrder.prototype.generateScored;

function everyMove(): void {
  MoveOrder.prototype.generateScored = function (this: MoveOrder, b, base, hashMove, ply) {
    return shortList.call(this, b, base, hashMove, ply);
  };
}

const empties = (position: Position): number => [...position.cells].filter((cell) => cell === '.').length;

/** Random play from a start until a share of its empty squares is filled, stopping before the end. */
function playout(start: Position, rules: Ruleset, seed: number, filled: number): Position {
  const random = new Random(seed);
  const until = empties(start) * (1 - filled);
  let position = start;
  while (empties(position) > until) {
    const next = applyMove(position, random.pick(legalMoves(position, rules))).position;
    if (outcome(next, rules)) break;
    position = next;
  }
  return position;
}

/** A start's open squares with a few pieces of each side scattered on them, x to move. */
function scatter(start: Position, random: Random): Position {
  const cells: string[] = [...start.cells].map((cell) => (cell === '-' ? '-' : '.'));
  const open = cells.flatMap((cell, square) => (cell === '.' ? [square] : []));
  const place = (side: 'x' | 'o', count: number): void => {
    for (let i = 0; i < count; i++) cells[random.pick(open)] = side;
  };
  place('x', 1 + random.int(4));
  place('o', 1 + random.int(12));
  if (!cells.includes('x')) cells[open[0]] = 'x';
  return { ...start, cells: cells.join(''), turn: 'x' };
}

const STARTS = [
  fen('x5o/7/7/7/7/7/o5x x 0 1'),
  fen('x7o/9/9/9/9/9/9/9/o7x x 0 1'),
  fen('x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1'),
  fen('x4o/6/1-2-1/6/o4x x 0 1'),
];
const STYLES: readonly (readonly [string, SearchStyle])[] = [
  ['full engine', {}],
  ['without late-move pruning', { latePruning: false }],
  ['without reductions', { reductions: false }],
];

describe('the short move list near the leaves', () => {
  afterEach(() => {
    MoveOrder.prototype.generateScored = shortList;
  });

  it.each(['classic', 'arcade'] as const)('searches exactly the tree of the whole list (%s)', (rules) => {
    const positions = STARTS.flatMap((start, s) =>
      [0, 0.3, 0.6, 0.85].map((filled) => playout(start, rules, 7 + s, filled)),
    );
    const run = (): string[] =>
      positions.flatMap((position) =>
        STYLES.map(([, style]) => {
          const result = new Searcher({ hashMb: 1 }).search(
            position,
            rules,
            { nodes: 20_000 },
            undefined,
            style,
          );
          return `${result.nodes}/${result.score}/${result.move}/${result.pv.join(',')}`;
        }),
      );
    const short = run();
    everyMove();
    const whole = run();
    expect(short).toEqual(whole);
    // The runs are searches, not instant answers: the list is exercised at depth.
    expect(short.filter((line) => Number(line.split('/')[0]) === 20_000).length).toBeGreaterThan(30);
  });

  it('gives the search loop the same moves at the same indices, whatever the killers, history and hash move', () => {
    // The loop of Searcher.negamax at depth 1 and 2, over one node's list: which moves it would search,
    // at which index, with which order score, until the late-move cut.
    const loop = (
      order: MoveOrder,
      b: BitBoard,
      hashMove: number,
      keepFlips: number,
      late: number,
      short: boolean,
    ) => {
      const count = short
        ? order.generateScored(b, 0, hashMove, 1, keepFlips, late)
        : order.generateScored(b, 0, hashMove, 1);
      const searched: string[] = [];
      for (let i = 0; i < count; i++) {
        order.pick(0, i, count);
        const move = order.moves[i];
        if (i > 0 && move >= 128 && b.flipsAt(move & 127) < keepFlips) continue;
        if (i >= late && order.order[i] < KILLER_SCORE) break;
        // Without late-move pruning an index matters only as first or not (reductions start deeper).
        const index = late < MAX_MOVES ? i : i === 0 ? 'first' : 'later';
        searched.push(`${index}:${move}:${order.order[i]}`);
      }
      if (short) listed += count;
      else whole += count;
      return searched.join(' ');
    };
    let listed = 0;
    let whole = 0;
    const random = new Random(11);
    let nodes = 0;
    const boards: Position[] = [];
    for (const [s, start] of STARTS.entries())
      for (const filled of [0, 0.1, 0.2, 0.4, 0.6, 0.8])
        for (const rules of ['classic', 'arcade'] as const)
          boards.push(playout(start, rules, 31 + s, filled));
    // And sparse boards, where few moves order above the jumps left out and the list must be whole.
    for (const start of STARTS) for (let k = 0; k < 30; k++) boards.push(scatter(start, random));
    {
      {
        for (const position of boards) {
          const b = new BitBoard(position);
          const all = new MoveOrder(4);
          const count = all.generateScored(b, 0, NO_MOVE, 1);
          const moves = Array.from(all.moves.subarray(0, count));
          if (moves.length === 0) continue;
          for (let trial = 0; trial < 12; trial++) {
            const order = new MoveOrder(4);
            // Killers and history from made-up cut-offs, jumps among them, and sometimes a hash move.
            for (let k = 0, cuts = random.int(60); k < cuts; k++)
              order.rewardCutoff(
                random.pick(moves),
                1 + random.int(random.int(2) === 0 ? 8 : 1200),
                1,
                b.turn,
              );
            const hashMove = random.int(3) === 0 ? NO_MOVE : random.pick(moves);
            for (const keepFlips of [1, 2]) {
              for (const late of [7, 16, MAX_MOVES]) {
                const short = loop(order, b, hashMove, keepFlips, late, true);
                const whole = loop(order, b, hashMove, keepFlips, late, false);
                expect(short, `${b.width}×${b.height} trial ${trial} keep ${keepFlips} late ${late}`).toBe(
                  whole,
                );
                nodes++;
              }
            }
          }
        }
      }
    }
    expect(nodes).toBeGreaterThan(1000);
    // The short list was taken often enough to be what was checked.
    expect(listed).toBeLessThan(whole * 0.8);
  });

  it('lists fewer moves than the whole list on an open middle game', () => {
    let listed = 0;
    const count = function (this: MoveOrder, ...args: Parameters<MoveOrder['generateScored']>): number {
      const end = shortList.apply(this, args);
      listed += end - args[1];
      return end;
    };
    const position = playout(STARTS[0], 'classic', 3, 0.3);
    MoveOrder.prototype.generateScored = count;
    new Searcher({ hashMb: 1 }).search(position, 'classic', { nodes: 50_000 });
    const short = listed;
    listed = 0;
    MoveOrder.prototype.generateScored = function (this: MoveOrder, b, base, hashMove, ply) {
      return count.call(this, b, base, hashMove, ply);
    };
    new Searcher({ hashMb: 1 }).search(position, 'classic', { nodes: 50_000 });
    expect(short).toBeLessThan(listed * 0.8);
  });
});
