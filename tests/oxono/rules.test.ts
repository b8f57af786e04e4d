/**
 * Oxono's rules case by case (OXONO.md, rules 3–10), each on a hand-made position from positions.ts:
 * where a totem may go, where its pawn may go, who may move what, how a move is refused, and the game
 * contract around them.
 */
import { describe, expect, it } from 'vitest';
import { gameNames, gameRules } from '../../src/core/games';
import {
  legalOxonoMoves,
  moveSymbolName,
  moveText,
  moveTotem,
  oxono,
  oxonoOutcome,
  playOxono,
  positionText,
  readMove,
  readPosition,
  squareName,
  START_TEXT,
  startPosition,
  type OxonoMove,
  type OxonoPosition,
} from '../../src/core/oxono';
import { RULE_POSITIONS } from './positions';

const at = (name: string): OxonoPosition => {
  const found = RULE_POSITIONS.find((position) => position.name === name);
  if (!found) throw new Error(`no position named "${name}"`);
  const position = readPosition(found.text);
  if (!position.ok) throw new Error(position.error);
  return position.value;
};

const moveOf = (text: string): OxonoMove => {
  const move = readMove(text);
  if (!move.ok) throw new Error(move.error);
  return move.value;
};

/** The squares the totem of `symbol` reaches in a position, sorted. */
const reach = (position: OxonoPosition, symbol: 'X' | 'O'): string[] => {
  const moves = legalOxonoMoves(position).filter((move) => moveSymbolName(move) === symbol);
  return [...new Set(moves.map((move) => squareName(moveTotem(move))))].sort();
};

/** The texts of the moves that take the totem of `symbol` to `square`, sorted. */
const movesTo = (position: OxonoPosition, symbol: 'X' | 'O', square: string): string[] =>
  legalOxonoMoves(position)
    .map((move) => moveText(move))
    .filter((text) => text.startsWith(`${symbol} ${square} `))
    .sort();

const emptySquares = (position: OxonoPosition): string[] =>
  [...position.cells].flatMap((cell, square) => (cell === '.' ? [squareName(square)] : [])).sort();

describe('Oxono: the totem', () => {
  it('slides like a rook from the start: 68 moves, the X totem to 10 squares and the O totem to 10', () => {
    const start = startPosition();
    expect(legalOxonoMoves(start)).toHaveLength(68);
    expect(reach(start, 'X')).toEqual(['a3', 'b3', 'c3', 'd1', 'd2', 'd4', 'd5', 'd6', 'e3', 'f3']);
    expect(reach(start, 'O')).toEqual(['a4', 'b4', 'c1', 'c2', 'c3', 'c5', 'c6', 'd4', 'e4', 'f4']);
  });

  it('jumps when enclosed, in every direction that lands on the board, the player choosing', () => {
    expect(reach(at('a jump in four directions'), 'O')).toEqual(['a4', 'c2', 'c6', 'e4']);
    expect(reach(at('both totems enclosed'), 'X')).toEqual(['b3', 'd5']);
    expect(reach(at('both totems enclosed'), 'O')).toEqual(['c2', 'e4']);
  });

  it('jumps over the other totem as over a pawn', () => {
    expect(reach(at('a jump over the other totem'), 'X')).toEqual(['a3', 'c1']);
  });

  it('gets no jump where its run reaches the edge or its neighbour is off the board', () => {
    expect(reach(at('an enclosed totem on the edge, one run reaching the edge'), 'X')).toEqual(['a2', 'd4']);
  });

  it('teleports to any empty square when its whole row and column are full', () => {
    const position = at('a teleport');
    expect(reach(position, 'X')).toEqual(emptySquares(position));
  });
});

describe('Oxono: the pawn', () => {
  it('goes next to the totem, the square it left counting as empty', () => {
    expect(movesTo(startPosition(), 'X', 'c3')).toEqual(['X c3 b3', 'X c3 c2', 'X c3 d3']);
    expect(
      legalOxonoMoves(at('the square just left as the only pawn square')).map((m) => moveText(m)),
    ).toContain('X c2 c1');
    expect(movesTo(at('the square just left as the only pawn square'), 'X', 'c2')).toEqual(['X c2 c1']);
  });

  it('goes on any empty square when the totem lands with no empty neighbour, after a jump or a teleport', () => {
    const jumped = at('a jump to a square with no empty neighbour (place-anywhere pawn)');
    const afterJump = movesTo(jumped, 'X', 'f6').map((text) => text.slice(5));
    // The empty squares once the totem has gone from f3 to f6.
    const empties = emptySquares(jumped).filter((square) => square !== 'f6');
    expect(afterJump).toEqual([...empties, 'f3'].sort());
    const holed = at('a teleport into a hole (place-anywhere pawn)');
    expect(movesTo(holed, 'X', 'd4').map((text) => text.slice(5))).toEqual(
      [...emptySquares(holed).filter((square) => square !== 'd4'), 'a1'].sort(),
    );
  });

  it('takes only a symbol the mover still holds', () => {
    expect(legalOxonoMoves(at('a used-up symbol on each side')).every((m) => moveSymbolName(m) === 'O')).toBe(
      true,
    );
    const other = at('a used-up symbol, the other way round');
    expect(legalOxonoMoves(other).every((m) => moveSymbolName(m) === 'X')).toBe(true);
    expect(legalOxonoMoves(other).length).toBeGreaterThan(0);
  });
});

describe('Oxono: the end', () => {
  it.each([
    ['a win in one for pink (colour)', 'X d2 d1', 'x', 'colour-line'],
    ["a win in one for pink with black's pawns (symbol)", 'X c2 c1', 'x', 'symbol-line'],
    ['a win in one for black (colour)', 'O e4 f4', 'o', 'colour-line'],
    ['a symbol line of five in one', 'X c2 c1', 'x', 'symbol-line'],
    ['a totem in the line, which can leave it', 'O c2 c1', 'x', 'colour-line'],
    ['the 32nd pawn, a win', 'O c3 c4', 'o', 'symbol-line'],
    ['the 32nd pawn, a win', 'O c3 d3', 'o', 'symbol-line'],
  ])('from %s, %s wins for %s: %s', (name, text, winner, reason) => {
    const played = playOxono(at(name), moveOf(text));
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    expect(oxonoOutcome(played.value.position)).toEqual({ winner, reason });
    expect(legalOxonoMoves(played.value.position)).toEqual([]);
  });

  it('draws when the 32nd pawn makes no line: every last move of that position', () => {
    const position = at('the 32nd pawn, drawn');
    const moves = legalOxonoMoves(position);
    expect(moves.map((move) => moveText(move)).sort()).toEqual(['O d6 a6', 'O d6 d4', 'O d6 f1']);
    for (const move of moves) {
      const played = playOxono(position, move);
      expect(played.ok && played.value.lines).toBe(0);
      if (played.ok)
        expect(oxonoOutcome(played.value.position)).toEqual({ winner: null, reason: 'all-placed' });
    }
  });

  it('goes on without a line: a diagonal, a line cut by a totem', () => {
    const diagonal = playOxono(at('a diagonal within reach'), moveOf('X e4 d4'));
    expect(diagonal.ok && oxonoOutcome(diagonal.value.position)).toBeNull();
    const cut = playOxono(at('a totem in the line, which can leave it'), moveOf('X e2 e1'));
    expect(cut.ok && oxonoOutcome(cut.value.position)).toBeNull();
  });
});

describe('Oxono: refusing a move, with the rule it breaks', () => {
  it.each([
    [
      START_TEXT,
      'X c4 b4',
      'X c4 b4: the X totem on d3 cannot go to c4 (it can go to a3, b3, c3, d1, d2, d4, d5, d6, e3, f3)',
    ],
    [
      START_TEXT,
      'X c3 b4',
      'X c3 b4: the pawn cannot go on b4: with the X totem on c3 it can go on b3, c2, d3',
    ],
    [
      RULE_POSITIONS.find((p) => p.name === 'a used-up symbol on each side')!.text,
      'X d2 c2',
      'X d2 c2: pink has no X pawn left, so cannot move the X totem',
    ],
    [
      positionAfter(RULE_POSITIONS.find((p) => p.name === 'a win in one for pink (colour)')!.text, 'X d2 d1'),
      'O c5 c6',
      'O c5 c6: the game is over: the last move made a line',
    ],
  ])('from %s refuses %s', (text, move, message) => {
    const position = readPosition(text);
    expect(position.ok).toBe(true);
    if (position.ok) expect(playOxono(position.value, moveOf(move))).toEqual({ ok: false, error: message });
  });
});

function positionAfter(text: string, move: string): string {
  const position = readPosition(text);
  if (!position.ok) throw new Error(position.error);
  const played = playOxono(position.value, moveOf(move));
  if (!played.ok) throw new Error(played.error);
  return positionText(played.value.position);
}

describe('Oxono behind the game contract', () => {
  it('is in the registry of games as oxono, after Ataxx', () => {
    expect(gameRules('oxono')).toBe(oxono);
    expect(gameNames().slice(0, 2)).toEqual(['ataxx', 'oxono']);
  });

  it('has one variant, never a forced move, pink as x', () => {
    expect(oxono.variants).toEqual(['standard']);
    const start = oxono.readPosition(oxono.startText('standard'), 'standard');
    expect(start.ok).toBe(true);
    if (!start.ok) return;
    expect(start.value).toEqual(startPosition());
    expect(oxono.turn(start.value)).toBe('x');
    expect(oxono.forcedMove(start.value)).toBeNull();
    expect(oxono.outcome(start.value)).toBeNull();
    expect(oxono.readPosition(START_TEXT, 'classic')).toEqual({
      ok: false,
      error: 'variant "classic": Oxono plays standard',
    });
  });

  it('plays a game through the contract: text in, text out, keys apart, turns alternating', () => {
    let state = startPosition();
    const keys = new Set([oxono.key(state)]);
    for (const text of ['X c3 b3', 'O c5 b5', 'Xc2c1', 'O c6 b6']) {
      const move = oxono.readMove(state, text);
      expect(move.ok).toBe(true);
      if (!move.ok) return;
      expect(oxono.readMove(state, oxono.moveText(state, move.value))).toEqual(move);
      const next = oxono.play(state, move.value);
      expect(next.ok).toBe(true);
      if (!next.ok) return;
      expect(oxono.turn(next.value)).not.toBe(oxono.turn(state));
      state = next.value;
      keys.add(oxono.key(state));
    }
    expect(keys.size).toBe(5);
    expect(oxono.positionText(state)).toBe('.O@.../.O..../....../.x..../..*.../..x... 1 6 8 8 6');
    expect(oxono.legalMoves(state)).toEqual(legalOxonoMoves(state));
  });
});
