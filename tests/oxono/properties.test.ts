/**
 * Properties of Oxono's rules over random games (fast-check, fixed seed so a failure reproduces; the
 * shrunk counterexample is the list of move choices): every move's text reads back as the move in both
 * forms, the reserves always match the board, the position text reads back as the position, a game
 * never gets stuck (no line and pawns left means a move), make and unmake on the fast board undo each
 * other, and the plain rules of slow-rules.ts agree with core's on perft 2 from wherever a game gets to.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  legalOxonoMoves,
  linesOnBoard,
  codesOf,
  moveText,
  OxonoBoard,
  oxonoOutcome,
  oxonoPerft,
  playOxono,
  positionText,
  readMove,
  readPosition,
  reservesOf,
  startPosition,
  type OxonoPosition,
} from '../../src/core/oxono';
import { slowOf, slowPerft } from './slow-rules';

const SEED = Number(process.env.FC_SEED ?? 20261207);
/** Each ply plays legal move number `choice % count`; a game lasts at most 32 plies. */
const choices = fc.array(fc.nat(), { maxLength: 32, size: 'max' });

/** The positions of a game played by the choices, from the start, until it ends or they run out. */
function playout(picks: readonly number[]): OxonoPosition[] {
  const positions = [startPosition()];
  for (const pick of picks) {
    const position = positions[positions.length - 1];
    const moves = legalOxonoMoves(position);
    if (moves.length === 0) break;
    const played = playOxono(position, moves[pick % moves.length]);
    if (!played.ok) throw new Error(played.error);
    positions.push(played.value.position);
  }
  return positions;
}

describe('Oxono properties', () => {
  it('every legal move reads back from its text, spaced and compact', () => {
    fc.assert(
      fc.property(choices, (picks) => {
        for (const position of playout(picks))
          for (const move of legalOxonoMoves(position)) {
            expect(readMove(moveText(move))).toEqual({ ok: true, value: move });
            expect(readMove(moveText(move, 'compact'))).toEqual({ ok: true, value: move });
          }
      }),
      { seed: SEED, numRuns: 30 },
    );
  });

  it('keeps the reserves equal to 8 minus the pawns on the board, and the text reading back', () => {
    fc.assert(
      fc.property(choices, (picks) => {
        for (const position of playout(picks)) {
          expect(position.reserves).toEqual(reservesOf(position.cells));
          expect(readPosition(positionText(position))).toEqual({ ok: true, value: position });
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('never leaves a player without a move while there is no line and pawns are left', () => {
    fc.assert(
      fc.property(choices, (picks) => {
        const positions = playout(picks);
        for (const position of positions) {
          const line = linesOnBoard(codesOf(position.cells)) !== 0;
          const { pink, black } = position.reserves;
          const left = pink.X + pink.O + black.X + black.O;
          expect(legalOxonoMoves(position).length > 0).toBe(!line && left > 0);
          expect(oxonoOutcome(position) === null).toBe(!line && left > 0);
        }
        // Every game played to its end ends: a line or all 32 pawns.
        if (picks.length === 32) expect(oxonoOutcome(positions[positions.length - 1])).not.toBeNull();
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('undoes every move with unmake, back to the position it started from', () => {
    fc.assert(
      fc.property(choices, (picks) => {
        const positions = playout(picks);
        const board = new OxonoBoard(positions[0]);
        const moves = new Int32Array(2400);
        for (let ply = 1; ply < positions.length; ply++) {
          const n = board.generate(moves);
          const next = positions[ply];
          const played = Array.from(moves.subarray(0, n)).find((move) => {
            board.make(move);
            const same = positionText(board.position()) === positionText(next);
            board.unmake();
            expect(board.position()).toEqual(positions[ply - 1]);
            return same;
          });
          expect(played).toBeDefined();
          board.make(played!);
        }
        while (board.ply > 0) board.unmake();
        expect(board.position()).toEqual(positions[0]);
      }),
      { seed: SEED, numRuns: 30 },
    );
  });

  it('agrees with the plain rules on perft 2 wherever a random game gets to', () => {
    fc.assert(
      fc.property(choices, (picks) => {
        const positions = playout(picks);
        const position = positions[positions.length - 1 - (picks.length % positions.length)];
        expect(oxonoPerft(position, 2)).toBe(slowPerft(slowOf(position), 2));
      }),
      { seed: SEED, numRuns: 40 },
    );
  });
});
