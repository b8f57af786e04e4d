/**
 * Properties of the rules over random playouts (fast-check, fixed seed so a failure reproduces; the
 * shrunk counterexample is printed as width, height, layout seed, rules and move choices).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  Board,
  cloneMove,
  countPieces,
  distance,
  geometry,
  isClone,
  isJump,
  jumpMove,
  legalMoves,
  moveFrom,
  moveTo,
  opponentOf,
  outcome,
  parseFen,
  PASS,
  perft,
  Random,
  RULESETS,
  startPosition,
  toFen,
  type Move,
  type Position,
  type Ruleset,
} from '../../src/core';

/** Fixed so every run tests the same cases; `FC_SEED=<n>` explores others (a failure prints its seed). */
const SEED = Number(process.env.FC_SEED ?? 20261129);

interface Playout {
  readonly width: number;
  readonly height: number;
  readonly layoutSeed: number;
  readonly blockedShare: number;
  readonly rules: Ruleset;
  /** Each ply plays legal move number `choice % count`. */
  readonly choices: readonly number[];
}

const playoutArbitrary = (maxPlies: number): fc.Arbitrary<Playout> =>
  fc.record({
    width: fc.integer({ min: 4, max: 9 }),
    height: fc.integer({ min: 4, max: 9 }),
    layoutSeed: fc.integer({ min: 0, max: 0x7fffffff }),
    blockedShare: fc.constantFrom(0, 0.1, 0.25, 0.4),
    rules: fc.constantFrom(...RULESETS),
    choices: fc.array(fc.nat(), { maxLength: maxPlies, size: 'max' }),
  });

/** The corner start of the given size with random blocked squares (never on a corner piece). */
function startOf(playout: Playout): Position {
  const start = startPosition(playout.width, playout.height);
  const random = new Random(playout.layoutSeed);
  const cells = start.cells
    .split('')
    .map((cell) => (cell === '.' && random.next() < playout.blockedShare ? '-' : cell));
  return { ...start, cells: cells.join('') };
}

/** Every position of the playout, with the move that left it (none for the last). */
function positionsOf(playout: Playout): { position: Position; move: Move | null }[] {
  const steps: { position: Position; move: Move | null }[] = [];
  let position = startOf(playout);
  for (const choice of playout.choices) {
    const moves = legalMoves(position, playout.rules);
    if (moves.length === 0) break;
    const move = moves[choice % moves.length];
    steps.push({ position, move });
    position = applyMove(position, move).position;
  }
  steps.push({ position, move: null });
  return steps;
}

const blockedSquares = (position: Position): number[] =>
  [...position.cells].flatMap((cell, square) => (cell === '-' ? [square] : []));

const RUNS = { seed: SEED, numRuns: 150 };

describe('properties of moves over random playouts', () => {
  it('a clone adds exactly one piece to the mover, a jump none; flips move pieces across', () => {
    fc.assert(
      fc.property(playoutArbitrary(150), (playout) => {
        for (const { position, move } of positionsOf(playout)) {
          if (move === null || move === PASS) continue;
          const before = countPieces(position);
          const { position: after, change } = applyMove(position, move);
          const now = countPieces(after);
          const side = position.turn;
          const enemy = opponentOf(side);
          const added = isClone(move) ? 1 : 0;
          expect(now.x + now.o).toBe(before.x + before.o + added);
          expect(now[side]).toBe(before[side] + added + change.flipped.length);
          expect(now[enemy]).toBe(before[enemy] - change.flipped.length);
        }
      }),
      RUNS,
    );
  });

  it('flips touch only, and all of, the enemy neighbours of the landing square', () => {
    fc.assert(
      fc.property(playoutArbitrary(150), (playout) => {
        for (const { position, move } of positionsOf(playout)) {
          if (move === null) continue;
          const { position: after, change } = applyMove(position, move);
          const side = position.turn;
          const ring = move === PASS ? [] : geometry(position.width, position.height).cloneRing[moveTo(move)];
          const enemyNeighbours = ring.filter((square) => position.cells[square] === opponentOf(side));
          expect([...change.flipped].sort((a, b) => a - b)).toEqual(enemyNeighbours);
          for (let square = 0; square < position.cells.length; square++) {
            if (position.cells[square] === after.cells[square]) continue;
            const expected = square === change.placed ? side : square === change.vacated ? '.' : side;
            expect(after.cells[square]).toBe(expected);
            if (square !== change.placed && square !== change.vacated) {
              expect(distance(square, change.placed, position.width)).toBe(1);
              expect(position.cells[square]).toBe(opponentOf(side));
            }
          }
        }
      }),
      RUNS,
    );
  });

  it('no piece ever stands on a blocked square, and blocked squares never change', () => {
    fc.assert(
      fc.property(playoutArbitrary(200), (playout) => {
        const steps = positionsOf(playout);
        const blocked = blockedSquares(steps[0].position);
        for (const { position, move } of steps) {
          expect(blockedSquares(position)).toEqual(blocked);
          if (move !== null && move !== PASS) {
            expect(position.cells[moveTo(move)]).toBe('.');
            if (isJump(move)) expect(position.cells[moveFrom(move)]).toBe(position.turn);
          }
        }
      }),
      RUNS,
    );
  });

  it('Board make/unmake restores the position exactly, and make agrees with applyMove', () => {
    // Compared as FEN text plus the piece counts: the same fields as deep equality, far cheaper.
    const state = (board: Board): string =>
      `${toFen(board.toPosition())} ${board.count[0]} ${board.count[1]} ${board.ply}`;
    fc.assert(
      fc.property(playoutArbitrary(120), (playout) => {
        const steps = positionsOf(playout);
        const board = new Board(steps[0].position);
        for (const { position, move } of steps) {
          const counts = countPieces(position);
          const snapshot = state(board);
          expect(snapshot).toBe(`${toFen(position)} ${counts.x} ${counts.o} ${board.ply}`);
          // A spread of the moves at every ply (all of them are checked in reference-agreement).
          const moves = legalMoves(position, playout.rules);
          const stride = Math.max(1, Math.floor(moves.length / 6));
          for (let i = 0; i < moves.length; i += stride) {
            const each = moves[i];
            board.make(each);
            expect(toFen(board.toPosition())).toBe(toFen(applyMove(position, each).position));
            board.unmake();
            expect(state(board)).toBe(snapshot);
          }
          if (move !== null) board.make(move);
        }
        // Take the whole game back through the undo stack.
        while (board.ply > 0) board.unmake();
        expect(board.toPosition()).toEqual(steps[0].position);
      }),
      { ...RUNS, numRuns: 100 },
    );
  });

  it('FEN round-trips at every position of a playout', () => {
    fc.assert(
      fc.property(playoutArbitrary(150), (playout) => {
        for (const { position } of positionsOf(playout)) {
          const parsed = parseFen(toFen(position));
          expect(parsed).toEqual({ ok: true, value: position });
        }
      }),
      RUNS,
    );
  });
});

type Symmetry = 'mirror-files' | 'mirror-ranks' | 'rotate-90' | 'rotate-180' | 'transpose';
const SYMMETRIES: readonly Symmetry[] = [
  'mirror-files',
  'mirror-ranks',
  'rotate-90',
  'rotate-180',
  'transpose',
];

/** The board turned or mirrored, and where each square goes. */
function transformed(
  position: Position,
  symmetry: Symmetry,
): { position: Position; map: (sq: number) => number } {
  const { width: w, height: h } = position;
  const turns = symmetry === 'rotate-90' || symmetry === 'transpose';
  const width = turns ? h : w;
  const target = (r: number, c: number): [number, number] => {
    if (symmetry === 'mirror-files') return [r, w - 1 - c];
    if (symmetry === 'mirror-ranks') return [h - 1 - r, c];
    if (symmetry === 'rotate-180') return [h - 1 - r, w - 1 - c];
    if (symmetry === 'transpose') return [c, r];
    return [c, h - 1 - r];
  };
  const map = (sq: number): number => {
    const [r, c] = target(Math.floor(sq / w), sq % w);
    return r * width + c;
  };
  const cells = Array<string>(position.cells.length);
  for (let sq = 0; sq < cells.length; sq++) cells[map(sq)] = position.cells[sq];
  return { position: { ...position, width, height: turns ? w : h, cells: cells.join('') }, map };
}

const mapMove = (move: Move, map: (sq: number) => number): Move =>
  move === PASS
    ? PASS
    : isJump(move)
      ? jumpMove(map(moveFrom(move)), map(moveTo(move)))
      : cloneMove(map(moveTo(move)));

describe('symmetry', () => {
  it('mirrored and rotated boards have the same moves (mapped), endings and perft counts', () => {
    fc.assert(
      fc.property(
        playoutArbitrary(120),
        fc.constantFrom(...SYMMETRIES),
        fc.nat(),
        (playout, symmetry, pick) => {
          const steps = positionsOf(playout);
          const { position } = steps[pick % steps.length];
          const turned = transformed(position, symmetry);
          const moves = legalMoves(position, playout.rules);
          const turnedMoves = legalMoves(turned.position, playout.rules);
          expect(turnedMoves.length).toBe(moves.length);
          const sort = (list: Move[]): Move[] => list.sort((a, b) => a - b);
          expect(sort(turnedMoves)).toEqual(sort(moves.map((move) => mapMove(move, turned.map))));
          const board = new Board(position);
          const turnedBoard = new Board(turned.position);
          expect(turnedBoard.countMoves(0)).toBe(board.countMoves(0));
          expect(turnedBoard.countMoves(1)).toBe(board.countMoves(1));
          const ending = outcome(position, playout.rules);
          const turnedEnding = outcome(turned.position, playout.rules);
          expect(turnedEnding && [turnedEnding.reason, turnedEnding.winner, turnedEnding.counts]).toEqual(
            ending && [ending.reason, ending.winner, ending.counts],
          );
          expect(perft(turned.position, 2, playout.rules)).toBe(perft(position, 2, playout.rules));
        },
      ),
      { ...RUNS, numRuns: 300 },
    );
  });

  it('the transforms themselves are exact: four quarter turns give the board back', () => {
    const { position } = transformed(
      startOf({ width: 5, height: 8, layoutSeed: 7, blockedShare: 0.3, rules: 'arcade', choices: [] }),
      'mirror-files',
    );
    let turned = position;
    for (let i = 0; i < 4; i++) turned = transformed(turned, 'rotate-90').position;
    expect(turned).toEqual(position);
    expect(transformed(position, 'rotate-90').position.width).toBe(8);
  });
});
