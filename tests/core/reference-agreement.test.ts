/**
 * The fast core against the independent reference on seeded random positions of every size 4..9 ×
 * 4..9, with random blocked squares, under both rulesets: notation, move lists, every move's result,
 * the Board's generate/count/make/unmake, endings, and perft to a small depth. A failure message names
 * the seed and the FEN, so it reproduces with `scatteredFen(new RefRandom(seed), …)`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  Board,
  canMove,
  cloneMove,
  countEmpty,
  jumpMove,
  movesOf,
  PASS,
  play,
  isJump,
  legalMoves,
  moveFrom,
  moveToText,
  moveTo,
  outcome,
  perft,
  RULESETS,
  squareName,
  toFen,
  type Position,
  type Ruleset,
} from '../../src/core';
import { playoutFens, RefRandom, scatteredFen } from '../reference/random-fens';
import { refFen, refWriteFen, type RefPosition } from '../reference/reference-position';
import { refEnding, refLegalMoves, refMovesOf, refPerft, refPlay } from '../reference/reference-rules';
import { positionOf as corePosition } from '../support/position';

const SIZES = [4, 5, 6, 7, 8, 9];
/** Added to every case's seed; `REF_SEED=<n>` explores other positions than the default ones. */
const SEED_BASE = Number(process.env.REF_SEED ?? 0);
const SCATTERED_PER_CASE = 6;
const PLAYOUT_SAMPLES = 4;
/** Perft goes one ply deeper while the fast count stays under this many leaves. */
const PERFT_BUDGET = 3_000;

const names = (squares: readonly number[], width: number, height: number): string[] =>
  squares.map((square) => squareName(square, width, height)).sort();

function compareMoves(position: Position, reference: RefPosition, rules: Ruleset, where: string): void {
  const { width, height } = position;
  const moves = legalMoves(position, rules);
  const texts = moves.map((move) => moveToText(move, width, height));
  const refMoves = refLegalMoves(reference, rules);
  expect(texts.slice().sort(), `${where}: legal moves`).toEqual(refMoves.map((move) => move.text).sort());
  expect(new Set(moves).size, `${where}: no move listed twice`).toBe(moves.length);

  const board = new Board(position);
  for (const refMove of refMoves) {
    const move = moves[texts.indexOf(refMove.text)];
    const played = applyMove(position, move);
    const expected = refPlay(reference, refMove);
    const at = `${where}: after ${refMove.text}`;
    expect(toFen(played.position), at).toBe(refWriteFen(expected.position));
    expect(names(played.change.flipped, width, height), `${at}: flipped`).toEqual(expected.flipped.sort());
    expect(played.change.side, at).toBe(reference.turn);
    expect(played.change.placed, at).toBe(move === -1 ? -1 : moveTo(move));
    expect(played.change.vacated, at).toBe(isJump(move) ? moveFrom(move) : -1);

    if (move !== PASS)
      expect(board.flipsAt(moveTo(move)), `${at}: Board.flipsAt`).toBe(expected.flipped.length);
    board.make(move);
    expect(board.toPosition(), `${at}: Board.make`).toEqual(played.position);
    board.unmake();
    expect(board.toPosition(), `${at}: Board.unmake`).toEqual(position);
  }
}

/** `play` (moves from outside: UI, saves, UAI) must take exactly what the reference lists. */
function compareRefusals(position: Position, reference: RefPosition, rules: Ruleset, where: string): void {
  const { width, height } = position;
  const legal = new Set(refLegalMoves(reference, rules).map((move) => move.text));
  const random = new RefRandom(width * 31 + height + position.cells.length + position.halfmoves);
  const size = width * height;
  for (let i = 0; i < 12; i++) {
    const to = random.int(size);
    const listed = legalMoves(position, rules);
    const candidates = [PASS, cloneMove(to), jumpMove(random.int(size), to)];
    if (listed.length > 0) candidates.push(listed[random.int(listed.length)]);
    for (const move of candidates) {
      const text = moveToText(move, width, height);
      const result = play(position, move, rules);
      expect(result.ok, `${where}: play ${text}`).toBe(legal.has(text));
    }
  }
}

function compareBoard(position: Position, reference: RefPosition, where: string): void {
  const board = new Board(position);
  expect(board.toPosition(), `${where}: Board round trip`).toEqual(position);
  const own = refMovesOf(reference, reference.turn).map((move) => move.text);
  const theirs = refMovesOf(reference, reference.turn === 'x' ? 'o' : 'x');
  expect(board.countMoves(board.turn), `${where}: countMoves`).toBe(own.length);
  expect(board.hasMoves(board.turn), `${where}: hasMoves (to move)`).toBe(own.length > 0);
  expect(board.hasMoves(board.turn ^ 1), `${where}: hasMoves (other)`).toBe(theirs.length > 0);
  const generated = new Int32Array(1024);
  const n = board.generate(generated);
  const texts = Array.from(generated.subarray(0, n), (move) =>
    moveToText(move, position.width, position.height),
  );
  expect(texts.sort(), `${where}: Board.generate`).toEqual(own.sort());
  expect(board.emptyCount(), `${where}: Board.emptyCount`).toBe(countEmpty(position));
  const other = reference.turn === 'x' ? 'o' : 'x';
  const otherTexts = movesOf(position, other).map((move) =>
    moveToText(move, position.width, position.height),
  );
  expect(otherTexts.sort(), `${where}: movesOf the side not on move`).toEqual(
    theirs.map((move) => move.text).sort(),
  );
  expect(canMove(position, other), `${where}: canMove (other)`).toBe(theirs.length > 0);
}

function compareEnding(position: Position, reference: RefPosition, rules: Ruleset, where: string): void {
  const ending = outcome(position, rules);
  const expected = refEnding(reference, rules);
  if (expected === null || ending === null) {
    expect(ending, `${where}: outcome`).toBe(expected);
    return;
  }
  expect(
    {
      reason: ending.reason,
      winner: ending.winner,
      counts: ending.counts,
      fill: ending.fill && {
        side: ending.fill.side,
        squares: names(ending.fill.squares, position.width, position.height),
      },
    },
    `${where}: outcome`,
  ).toEqual({
    ...expected,
    fill: expected.fill && { ...expected.fill, squares: expected.fill.squares.sort() },
  });
}

function comparePerft(position: Position, reference: RefPosition, rules: Ruleset, where: string): number {
  let depth = 1;
  for (; depth <= 4; depth++) {
    const nodes = perft(position, depth, rules);
    if (depth > 1 && nodes > PERFT_BUDGET) break;
    expect(refPerft(reference, depth, rules), `${where}: perft ${depth}`).toBe(nodes);
  }
  return depth - 1;
}

/** Runs every comparison on one position; returns the perft depth reached. */
function compareAll(fen: string, rules: Ruleset, where: string): number {
  const position = corePosition(fen);
  const reference = refFen(fen);
  expect(toFen(position), `${where}: FEN`).toBe(refWriteFen(reference));
  compareEnding(position, reference, rules, where);
  compareMoves(position, reference, rules, where);
  compareBoard(position, reference, where);
  compareRefusals(position, reference, rules, where);
  return comparePerft(position, reference, rules, where);
}

const cases = SIZES.flatMap((width) =>
  SIZES.flatMap((height) => RULESETS.map((rules) => [width, height, rules] as const)),
);

describe('fast core agrees with the reference on random positions', () => {
  it.each(cases)('%i×%i, %s rules', (width, height, rules) => {
    const seed = SEED_BASE + width * 1000 + height * 10 + RULESETS.indexOf(rules);
    const random = new RefRandom(seed);
    const fens: string[] = [];
    for (let i = 0; i < SCATTERED_PER_CASE; i++) fens.push(scatteredFen(random, width, height));
    const game = playoutFens(random, width, height, rules);
    fens.push(game[game.length - 1]);
    for (let i = 1; i < PLAYOUT_SAMPLES; i++) fens.push(random.pick(game));
    const depths = fens.map((fen) => compareAll(fen, rules, `seed ${seed}, ${rules}, "${fen}"`));
    expect(Math.max(...depths), 'some position is checked past depth 1').toBeGreaterThanOrEqual(2);
  });
});

describe('the default seeds cover every ending (and the classic forced pass)', () => {
  it.each(RULESETS)('%s rules', (rules) => {
    const seen = new Set<string>();
    for (const width of SIZES)
      for (const height of SIZES) {
        const random = new RefRandom(width * 1000 + height * 10 + RULESETS.indexOf(rules));
        const fens = Array.from({ length: SCATTERED_PER_CASE }, () => scatteredFen(random, width, height));
        fens.push(...playoutFens(random, width, height, rules).slice(-1));
        for (const fen of fens) {
          const position = corePosition(fen);
          const ending = outcome(position, rules);
          seen.add(ending ? ending.reason : 'none');
          if (legalMoves(position, rules)[0] === PASS) seen.add('forced pass');
        }
      }
    const expected =
      rules === 'arcade'
        ? ['none', 'board-full', 'wiped-out', 'stuck', 'anti-stall']
        : ['none', 'board-full', 'wiped-out', 'no-moves', 'anti-stall', 'forced pass'];
    expect([...seen].sort()).toEqual(expected.sort());
  });
});

/** The community's blocked-square layouts (scripts/data/blocker-layouts.txt): where levels start from. */
const LAYOUTS = readFileSync(new URL('../../scripts/data/blocker-layouts.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => line.split('|')[0].trim());

describe('fast core agrees with the reference on the community blocker layouts', () => {
  it('reads all 24 layouts', () => {
    expect(LAYOUTS).toHaveLength(24);
  });

  it.each(LAYOUTS)('%s', (board) => {
    for (const rules of RULESETS)
      for (const turn of ['x', 'o']) {
        const fen = `${board} ${turn} 0 1`;
        const position = corePosition(fen);
        const reference = refFen(fen);
        compareAll(fen, rules, `layout "${fen}", ${rules}`);
        expect(perft(position, 3, rules), `${fen} ${rules} perft 3`).toBe(refPerft(reference, 3, rules));
      }
  });
});
