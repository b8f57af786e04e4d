/**
 * The rules the game shows a player (core's totem.ts and winningLine): where the winning line lies, and
 * which fallback a totem or its pawn is under. Each is checked against the move generator itself on
 * every position of RULE_POSITIONS and of seeded games, so the words on the screen can never disagree
 * with the moves core allows.
 */
import { describe, expect, it } from 'vitest';
import {
  isTotemEnclosed,
  legalOxonoMoves,
  movePawn,
  moveSymbolName,
  moveTotem,
  oxono,
  oxonoOutcome,
  pawnGoesAnywhere,
  playOxono,
  readMove,
  readPosition,
  squareName,
  SYMBOLS,
  totemMoveKind,
  totemSquare,
  winningLine,
  type OxonoPosition,
} from '../../src/core/oxono';
import { RULE_POSITIONS } from './positions';

const position = (text: string): OxonoPosition => {
  const read = readPosition(text);
  if (!read.ok) throw new Error(read.error);
  return read.value;
};

/** The line a move's pawn made, by square names, after playing it on `text`. */
function lineAfter(text: string, move: string): { reason: string | undefined; line: string[] } {
  const read = readMove(move);
  if (!read.ok) throw new Error(read.error);
  const played = playOxono(position(text), read.value);
  if (!played.ok) throw new Error(played.error);
  return {
    reason: oxonoOutcome(played.value.position)?.reason,
    line: winningLine(played.value.position, read.value).map(squareName),
  };
}

describe('the winning line', () => {
  it('lies on the colour line the last pawn made', () => {
    expect(lineAfter('.....X/XO..../..@.../...*../xox.../...... 1 6 7 6 7', 'X d1 d2')).toEqual({
      reason: 'colour-line',
      line: ['a2', 'b2', 'c2', 'd2'],
    });
  });

  it('lies on a symbol line made with the other player’s pawns', () => {
    expect(lineAfter('*....x/....../...@../....../....../OOo... 1 7 7 8 6', 'O d2 d1')).toEqual({
      reason: 'symbol-line',
      line: ['a1', 'b1', 'c1', 'd1'],
    });
  });

  it('takes in both lines when one pawn makes two, and nothing when it made none', () => {
    // Pink's X pawn on d1 ends a row of pink pawns (a1–c1) and a column of X pawns (d4–d2).
    const both = lineAfter('@...../....../...X../...X*./...X../xox... 1 6 7 5 8', 'X e1 d1');
    expect(both.reason).toBe('colour-symbol-line');
    expect(both.line).toEqual(['d4', 'd3', 'd2', 'a1', 'b1', 'c1', 'd1']);
    expect(lineAfter('....../....../..@.../...*../....../...... 1 8 8 8 8', 'X d5 d6').line).toEqual([]);
  });

  it('is the run through the pawn, whatever its length (five counts)', () => {
    for (const { name, text } of RULE_POSITIONS) {
      const start = position(text);
      for (const move of legalOxonoMoves(start)) {
        const played = playOxono(start, move);
        if (!played.ok) throw new Error(`${name}: ${played.error}`);
        const line = winningLine(played.value.position, move);
        expect(line.length === 0, `${name}, ${oxono.moveText(start, move)}`).toBe(played.value.lines === 0);
        if (line.length > 0) expect(line).toContain(movePawn(move));
      }
    }
  });
});

/** Every position of a few seeded games, the rule positions first. */
function positionsToCheck(): OxonoPosition[] {
  const found = RULE_POSITIONS.map(({ text }) => position(text));
  let seed = 7;
  for (let game = 0; game < 12; game++) {
    let at = position('....../....../..@.../...*../....../...... 1 8 8 8 8');
    for (;;) {
      found.push(at);
      const moves = legalOxonoMoves(at);
      if (moves.length === 0) break;
      seed = (seed * 1103515245 + 12345) >>> 0;
      const played = playOxono(at, moves[seed % moves.length]);
      if (!played.ok) throw new Error(played.error);
      at = played.value.position;
    }
  }
  return found;
}

const beside = (a: number, b: number): boolean =>
  (Math.abs(a - b) === 1 && Math.floor(a / 6) === Math.floor(b / 6)) || Math.abs(a - b) === 6;

describe('the totem’s fallbacks', () => {
  it('names the enclosed totem’s jump and teleport, as the generator moves it', () => {
    const jump = position('.....@/....../..O.../.x*X../..o.../...... 1 7 7 7 7');
    expect([isTotemEnclosed(jump, 'X'), totemMoveKind(jump, 'X'), totemMoveKind(jump, 'O')]).toEqual([
      true,
      'jump',
      'slide',
    ]);
    const teleport = position('..O..@/..o.../..X.../xO*Xox/..x.../..O... 1 5 6 6 5');
    expect(totemMoveKind(teleport, 'X')).toBe('teleport');
  });

  it('agrees with the moves core lists, in every position checked', () => {
    let kinds = new Set<string>();
    for (const at of positionsToCheck()) {
      const moves = legalOxonoMoves(at);
      for (const symbol of SYMBOLS) {
        const from = totemSquare(at, symbol);
        const landings = new Set(moves.filter((m) => moveSymbolName(m) === symbol).map(moveTotem));
        if (landings.size === 0) continue;
        const kind = totemMoveKind(at, symbol);
        kinds.add(kind);
        const empty = [...at.cells].filter((cell) => cell === '.').length;
        // A slide reaches a neighbour; a jump or a teleport never does (the neighbours are full).
        expect(
          [...landings].some((to) => beside(to, from)),
          `${oxono.positionText(at)} ${symbol}`,
        ).toBe(kind === 'slide');
        if (kind === 'teleport') expect(landings.size).toBe(empty);
        if (kind === 'jump') expect(landings.size).toBeLessThanOrEqual(4);
        for (const to of landings) {
          const pawns = moves.filter((m) => moveSymbolName(m) === symbol && moveTotem(m) === to);
          const anywhere = pawns.some((m) => !beside(movePawn(m), to));
          expect(
            pawnGoesAnywhere(at, from, to),
            `${oxono.positionText(at)} ${symbol} to ${squareName(to)}`,
          ).toBe(anywhere);
        }
      }
    }
    kinds = new Set([...kinds].sort());
    // The positions take in every kind, so the agreement above is about all three.
    expect([...kinds]).toEqual(['jump', 'slide', 'teleport']);
  });
});
