/**
 * The search's BitBoard against core's Board on seeded random positions of every size 4..9 × 4..9 with
 * blocked squares: the same moves in the same order, flips, make/makeLeaf/unmake, counts, the same
 * Zobrist hash as the row boards had, and the bitboard evaluation equal to the row-by-row one, term for
 * term. A failure names the seed and FEN (`scatteredFen(new RefRandom(seed), …)` reproduces it).
 */
import { describe, expect, it } from 'vitest';
import { Board, PASS, RULESETS, type Position } from '../../src/core';
import {
  EvalScratch,
  evaluate,
  FULL_EVAL,
  MATERIAL_EVAL,
  type EvalTerms,
  type EvalWeights,
} from '../../src/ai/evaluate';
import { hashBoard } from '../../src/ai/zobrist';
import { BitBoard } from '../../src/ai/bits/bit-board';
import { evaluateBits, MOVER_STUCK } from '../../src/ai/bits/bit-evaluate';
import { smallEvaluationAfter, WIPED_OUT } from '../../src/ai/bits/bit-evaluate-small';
import { bitMove, coreMove } from '../../src/ai/bits/bit-position';
import { playoutFens, RefRandom, scatteredFen } from '../reference/random-fens';
import { positionOf } from '../support/position';

const SIZES = [4, 5, 6, 7, 8, 9];
const NONE = MATERIAL_EVAL;
/** One term alone at weight w (the piece term off too). */
const only = (term: keyof EvalTerms, w: number): EvalWeights => ({ ...NONE, piece: 0, [term]: w });
const WEIGHTS: EvalWeights[] = [
  FULL_EVAL,
  MATERIAL_EVAL,
  { ...FULL_EVAL, territory: 0 },
  only('safe', 5),
  only('exposed', 7),
  only('mobility', 3),
  only('territory', 11),
  only('edge', 23),
  only('corner', 29),
  // Weights that slide from opening to endgame by the share of empty squares.
  {
    piece: 90,
    safe: 3,
    exposed: 17,
    mobility: 9,
    tempo: 35,
    territory: 40,
    edge: -4,
    corner: 10,
    late: {
      piece: 130,
      safe: 21,
      exposed: 5,
      mobility: 2,
      tempo: 60,
      territory: 95,
      edge: 20,
      corner: -7,
    },
  },
];

/** `hashed` false: a board reached by makeLeaf, whose hash is the one before the move. */
function sameBoard(bits: BitBoard, board: Board, where: string, hashed = true): void {
  const cells = Array.from({ length: board.width * board.height }, (_, sq) => bits.cellAt(sq)).join('');
  const expected = board.toPosition();
  expect(cells, `${where}: cells`).toBe(expected.cells);
  expect([bits.turn, bits.halfmoves, bits.count[0], bits.count[1]], `${where}: turn, clock, counts`).toEqual([
    board.turn,
    board.halfmoves,
    board.count[0],
    board.count[1],
  ]);
  if (hashed) expect([bits.h1, bits.h2], `${where}: hash`).toEqual(hashBoard(board));
  expect(bits.emptyCount(), `${where}: empties`).toBe(board.emptyCount());
  for (const side of [0, 1])
    expect(bits.hasMoves(side), `${where}: hasMoves ${side}`).toBe(board.hasMoves(side));
  const scratch = new EvalScratch(board.stride);
  WEIGHTS.forEach((weights, i) =>
    expect(evaluateBits(bits, weights), `${where}: evaluation, weights #${i}`).toBe(
      evaluate(board, weights, scratch),
    ),
  );
}

/**
 * The search's leaves on small boards: the evaluation of the board each move would leave, read without
 * making it, against core's board with the move made (WIPED_OUT and MOVER_STUCK as the search's leaf
 * would find them).
 */
function evaluatedAfter(bits: BitBoard, board: Board, moves: number[], where: string): void {
  const scratch = new EvalScratch(board.stride);
  for (const move of moves) {
    board.make(move);
    const side = board.turn;
    WEIGHTS.forEach((weights, i) => {
      const expected =
        board.count[side] === 0
          ? WIPED_OUT
          : !board.hasMoves(side)
            ? MOVER_STUCK
            : evaluate(board, weights, scratch);
      expect(
        smallEvaluationAfter(bits, bitMove(move, bits.layout), weights),
        `${where}, move ${move}: evaluation after it, weights #${i}`,
      ).toBe(expected);
    });
    board.unmake();
  }
}

function compare(position: Position, where: string): void {
  const board = new Board(position);
  const bits = new BitBoard(position);
  sameBoard(bits, board, where);
  const expected = new Int32Array(1024);
  const n = board.generate(expected);
  const generated = new Int32Array(1024);
  const m = bits.generate(generated, 3);
  const moves = Array.from(generated.subarray(3, m), (move) => coreMove(move, bits.layout));
  expect(moves, `${where}: moves, in core's order`).toEqual(Array.from(expected.subarray(0, n)));
  // isLegal (for hash-table and killer moves) accepts exactly the generated moves, of every encoding.
  const legal = new Set(generated.subarray(3, m));
  const judged: number[] = [];
  for (let from = -1; from < 127; from++)
    for (let to = 0; to < 128; to++) {
      const move = ((from + 1) << 7) | to;
      if (bits.isLegal(move) !== legal.has(move)) judged.push(move);
    }
  expect(judged, `${where}: isLegal disagrees with generate`).toEqual([]);
  expect(
    [PASS, -2].map((move) => bits.isLegal(move)),
    `${where}: isLegal of non-moves`,
  ).toEqual([false, false]);
  if (bits.layout.small) evaluatedAfter(bits, board, moves, where);
  for (const move of [...moves.slice(0, 12), PASS]) {
    const at = `${where}, move ${move}`;
    if (move !== PASS)
      expect(bits.flipsAt(bitMove(move, bits.layout) & 127), `${at}: flips`).toBe(board.flipsAt(move & 127));
    board.make(move);
    if (move !== PASS) {
      // makeLeaf changes everything make does but the hash, and unmake takes it back.
      const before = [bits.h1, bits.h2];
      bits.makeLeaf(bitMove(move, bits.layout));
      sameBoard(bits, board, `${at}, made as a leaf`, false);
      expect([bits.h1, bits.h2], `${at}, made as a leaf: hash unchanged`).toEqual(before);
      board.unmake();
      bits.unmake();
      sameBoard(bits, board, `${at}, leaf unmade`);
      board.make(move);
    }
    bits.make(bitMove(move, bits.layout));
    sameBoard(bits, board, `${at}, made`);
    const replies = new Int32Array(1024);
    const k = bits.generate(replies, 0);
    if (k > 0) {
      board.make(coreMove(replies[k - 1], bits.layout));
      bits.make(replies[k - 1]);
      sameBoard(bits, board, `${at}, reply made`);
      board.unmake();
      bits.unmake();
    }
    board.unmake();
    bits.unmake();
    sameBoard(bits, board, `${at}, unmade`);
  }
  bits.load(position);
  sameBoard(bits, board, `${where}: reloaded`);
}

describe('BitBoard agrees with core Board and the row evaluation', () => {
  const cases = SIZES.flatMap((width) => SIZES.map((height) => [width, height] as const));
  it.each(cases)('%i×%i', (width, height) => {
    const seed = 9_000_000 + width * 1000 + height * 10;
    const random = new RefRandom(seed);
    const fens: string[] = [];
    for (let i = 0; i < 8; i++) fens.push(scatteredFen(random, width, height));
    for (const rules of RULESETS) {
      const game = playoutFens(random, width, height, rules);
      for (let i = 0; i < 5; i++) fens.push(random.pick(game));
    }
    for (const fen of fens) compare(positionOf(fen), `seed ${seed}, "${fen}"`);
  });

  it('sees sealed territory as the row evaluation does', () => {
    for (const fen of [
      'x1--2o/2--3/2--3/2--3/2--3/2--3/2--3 x 0 1',
      '7/7/7/7/xxx4/xxx4/1xx3o x 0 1',
      'x3-3o/9/2-3-2/9/4-4/9/2-3-2/9/o3-3x o 0 1',
    ])
      compare(positionOf(fen), fen);
  });
});
