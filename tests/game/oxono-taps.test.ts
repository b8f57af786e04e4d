import { describe, expect, it } from 'vitest';
import { moveText, oxono, readSquare, squareName, type OxonoPosition } from '../../src/core/oxono';
import { NO_CHOICE, oxonoMarks, oxonoTap, type OxonoChoice } from '../../src/game/session/oxono/oxono-taps';

const position = (text: string): OxonoPosition => {
  const read = oxono.readPosition(text, 'standard');
  if (!read.ok) throw new Error(read.error);
  return read.value;
};
const square = (name: string): number => {
  const read = readSquare(name);
  if (!read.ok) throw new Error(read.error);
  return read.value;
};
const names = (squares: readonly number[]): string[] => squares.map(squareName).sort();

const START = position('....../....../..@.../...*../....../...... 1 8 8 8 8');
/** The X totem on c3 enclosed by b3, d3, c2 and c4: it jumps to a3, e3, c5 or c1. */
const JUMP = position('.....@/....../..O.../.x*X../..o.../...... 1 7 7 7 7');
/** The X totem on c3 enclosed, its row and column full: it may go on any empty square. */
const TELEPORT = position('..O..@/..o.../..X.../xO*Xox/..x.../..O... 1 5 6 6 5');
/** The X totem's jump to a3 lands among a4, a2 and b3: its pawn may go on any empty square. */
const ANYWHERE = position('.....@/....../x.O.../.x*X../O.o.../...... 1 6 7 7 6');

/** Taps squares by name from no choice; returns the last result. */
function taps(at: OxonoPosition, ...squares: (string | null)[]) {
  let choice: OxonoChoice = NO_CHOICE;
  let result = { choice, move: null as number | null };
  for (const name of squares) {
    result = oxonoTap(at, choice, name === null ? null : square(name));
    choice = result.choice;
  }
  return result;
}

describe('the first tap: a totem’s destination', () => {
  it('marks every square either totem can slide to, as core lists them', () => {
    const marks = oxonoMarks(START, NO_CHOICE);
    const expected = new Set(oxono.legalMoves(START).map((move) => moveText(move).split(' ')[1]));
    expect(names(marks.squares)).toEqual([...expected].sort());
    expect(marks.fallbacks).toEqual([]);
    // d4 is both totems' (X up from d3, O right from c4).
    expect(marks.totems[square('d4')]).toEqual(['X', 'O']);
  });

  it('narrows the marks to one totem when its square is tapped, and clears on a second tap', () => {
    const narrowed = taps(START, 'c4');
    expect(narrowed.choice).toEqual({ step: 'totem', symbol: 'O' });
    expect(oxonoMarks(START, narrowed.choice).totems[square('d4')]).toEqual(['O']);
    expect(taps(START, 'c4', 'c4').choice).toEqual(NO_CHOICE);
    // Narrowed to O, a shared destination moves O.
    expect(taps(START, 'c4', 'd4').choice).toEqual({ step: 'pawn', symbol: 'O', to: square('d4') });
  });

  it('clears on a tap on an unmarked square or off the board', () => {
    expect(taps(START, 'a1').choice).toEqual(NO_CHOICE);
    expect(taps(START, 'c4', null).choice).toEqual(NO_CHOICE);
  });
});

describe('the second tap: the pawn’s square', () => {
  it('marks the empty squares beside the destination, counting the square the totem left', () => {
    const chosen = taps(START, 'd4');
    expect(chosen.choice).toEqual({ step: 'pawn', symbol: 'X', to: square('d4') });
    // From d3 to d4: d3 is empty again; c4 holds the O totem.
    expect(names(oxonoMarks(START, chosen.choice).squares)).toEqual(['d3', 'd5', 'e4']);
  });

  it('completes the move core plays, and only on a marked square', () => {
    const done = taps(START, 'd5', 'e5');
    expect(done.move).not.toBeNull();
    expect(moveText(done.move!)).toBe('X d5 e5');
    expect(done.choice).toEqual(NO_CHOICE);
    expect(oxono.play(START, done.move!).ok).toBe(true);
  });

  it('cancels on a tap elsewhere, making no move', () => {
    const cancelled = taps(START, 'd5', 'a1');
    expect(cancelled.move).toBeNull();
    expect(cancelled.choice).toEqual(NO_CHOICE);
  });

  it('swaps to the other totem when a destination both reach is tapped again', () => {
    const swapped = taps(START, 'd4', 'd4');
    expect(swapped.choice).toEqual({ step: 'pawn', symbol: 'O', to: square('d4') });
    expect(moveText(taps(START, 'd4', 'd4', 'd5').move!)).toBe('O d4 d5');
    // A destination only X reaches: a second tap there cancels.
    expect(taps(START, 'd5', 'd5').choice).toEqual(NO_CHOICE);
  });
});

describe('the fallbacks, named', () => {
  it('an enclosed totem jumps: its landings only', () => {
    const marks = oxonoMarks(JUMP, { step: 'totem', symbol: 'X' });
    expect(names(marks.squares)).toEqual(['a3', 'c1', 'c5', 'e3']);
    expect(marks.fallbacks).toEqual([{ symbol: 'X', kind: 'jump' }]);
    // Both totems shown: only the enclosed one has a fallback.
    expect(oxonoMarks(JUMP, NO_CHOICE).fallbacks).toEqual([{ symbol: 'X', kind: 'jump' }]);
  });

  it('an enclosed totem that cannot jump teleports: every empty square', () => {
    const marks = oxonoMarks(TELEPORT, { step: 'totem', symbol: 'X' });
    expect(marks.squares).toHaveLength(24);
    expect(marks.fallbacks).toEqual([{ symbol: 'X', kind: 'teleport' }]);
  });

  it('a totem with no empty neighbour after its move lets the pawn go anywhere', () => {
    const chosen = taps(ANYWHERE, 'a3');
    const marks = oxonoMarks(ANYWHERE, chosen.choice);
    expect(marks.fallbacks).toEqual([{ symbol: 'X', kind: 'anywhere' }]);
    expect(marks.squares).toHaveLength(28);
    expect(names(marks.squares)).toContain('c3');
    expect(moveText(taps(ANYWHERE, 'a3', 'f1').move!)).toBe('X a3 f1');
  });

  it('marks nothing once the game is over', () => {
    const won = oxono.play(
      position('.....X/XO..../..@.../...*../xox.../...... 1 6 7 6 7'),
      taps(position('.....X/XO..../..@.../...*../xox.../...... 1 6 7 6 7'), 'd1', 'd2').move!,
    );
    expect(won.ok).toBe(true);
    if (won.ok) expect(oxonoMarks(won.value, NO_CHOICE).squares).toEqual([]);
  });
});
