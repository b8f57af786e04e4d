/**
 * Lines' rules against the game contract (tests/games/lines): position and move text read back as they
 * were written, every refusal names what is wrong, reserves run down, a line wins, and the two draws
 * (no piece left, no room for a piece and the marker) end the game where Oxono's machinery would look
 * for a pass. Registered, it is a game the registry, the rating pools and the engine registry know.
 */
import { describe, expect, it } from 'vitest';
import { thinkAbout } from '../../src/ai/engines';
import { gameRules } from '../../src/core/games';
import { poolOf } from '../../src/net/ratings';
import { registerLines } from './lines/register';
import { lines, type LinesPosition } from './lines/rules';

const START = '..../..../.*../.... x 6 6';

function read(text: string): LinesPosition {
  const read = lines.readPosition(text, 'standard');
  if (!read.ok) throw new Error(read.error);
  return read.value;
}

/** The position after the moves, each read from its text and played by the contract. */
function after(start: string, moves: readonly string[]): LinesPosition {
  let state = read(start);
  for (const text of moves) {
    const move = lines.readMove(state, text);
    if (!move.ok) throw new Error(move.error);
    const played = lines.play(state, move.value);
    if (!played.ok) throw new Error(played.error);
    state = played.value;
  }
  return state;
}

/** x takes a1, b1, c1 while o answers on rank 4, the marker shuttling between d4 and d3. */
const X_WINS = ['a1 d4', 'a4 d3', 'b1 d4', 'b4 d3', 'c1 d4'];

describe('Lines’ position text', () => {
  it('reads its start and writes it back, x to move with six pieces each', () => {
    expect(lines.startText('standard')).toBe(START);
    const start = read(START);
    expect(lines.positionText(start)).toBe(START);
    expect(lines.turn(start)).toBe('x');
    expect(start.reserves).toEqual({ x: 6, o: 6 });
    expect(lines.variantOf(start)).toBe('standard');
    expect(lines.outcome(start)).toBeNull();
    expect(lines.forcedMove(start)).toBeNull();
  });

  it.each([
    ['a variant it does not have', START, 'classic', 'variant "classic": Lines plays standard'],
    [
      'a missing field',
      '..../..../.*../.... x 6',
      'standard',
      `"..../..../.*../.... x 6" is not "<board> <x|o> <x's reserve> <o's reserve>"`,
    ],
    ['too few rows', '..../.*../.... x 6 6', 'standard', 'the board has 3 rows, not 4'],
    ['a short rank', '..../.../.*../.... x 6 6', 'standard', 'rank 3 ("...") has 3 squares, not 4'],
    ['a stranger on the board', '..q./..../.*../.... x 6 6', 'standard', 'rank 4: "q" is not x, o, . or *'],
    ['no marker', '..../..../..../.... x 6 6', 'standard', 'the board has 0 markers, not 1'],
    ['two markers', '*.../..../.*../.... x 6 6', 'standard', 'the board has 2 markers, not 1'],
    [
      'a side to move that is none',
      '..../..../.*../.... z 6 6',
      'standard',
      'the side to move "z" is not x or o',
    ],
    [
      'a reserve that is no number',
      '..../..../.*../.... x six 6',
      'standard',
      `x's reserve "six" is not a number of pieces`,
    ],
    [
      'a line for the side to move',
      '..../..../.*../xxx. x 3 6',
      'standard',
      'x has a line but is to move: the game ended before',
    ],
  ])('refuses %s, saying what is wrong', (_name, text, variant, error) => {
    expect(lines.readPosition(text, variant)).toEqual({ ok: false, error });
  });

  it('keys positions by board, marker, turn and reserves', () => {
    const start = read(START);
    expect(lines.key(start)).toBe(lines.key(read(START)));
    for (const other of [
      '..../..../.*../.... o 6 6',
      '..../..../.*../.... x 5 6',
      '..../..../..*./.... x 6 6',
      '..../..../.*../x... x 6 6',
    ])
      expect(lines.key(read(other))).not.toBe(lines.key(start));
  });
});

describe('Lines’ moves', () => {
  it('reads a move in two parts with a space and writes it back', () => {
    const start = read(START);
    const move = lines.readMove(start, 'b1 d4');
    expect(move).toEqual({ ok: true, value: { piece: 1, marker: 15 } });
    if (move.ok) expect(lines.moveText(start, move.value)).toBe('b1 d4');
  });

  it.each([
    ['one square', 'b1', '"b1" is not "<piece square> <marker square>", as in "b1 d4"'],
    ['no space', 'b1d4', '"b1d4" is not "<piece square> <marker square>", as in "b1 d4"'],
    ['two spaces', 'b1  d4', '"b1  d4" is not "<piece square> <marker square>", as in "b1 d4"'],
    ['a square off the board', 'e5 d4', '"e5" is not a square of the 4×4 board (a1 to d4)'],
    ['a marker square off the board', 'b1 d0', '"d0" is not a square of the 4×4 board (a1 to d4)'],
  ])('refuses %s as move text', (_name, text, error) => {
    expect(lines.readMove(read(START), text)).toEqual({ ok: false, error });
  });

  it('places a piece from the mover’s reserve, moves the marker and passes the turn', () => {
    const state = after(START, ['a1 d4']);
    expect(lines.positionText(state)).toBe('...*/..../..../x... o 5 6');
    expect(lines.turn(state)).toBe('o');
    expect(lines.positionText(after(START, ['a1 d4', 'b2 a2']))).toBe('..../..../*o../x... x 5 5');
  });

  it('offers every empty square for the piece and every other free square for the marker', () => {
    const moves = lines.legalMoves(read(START));
    // 15 squares for the piece (not the marker's), then 14 for the marker (not the piece's, not its own).
    expect(moves).toHaveLength(15 * 14);
    expect(lines.moveText(read(START), moves[0])).toBe('a1 b1');
  });

  it.each([
    ['a piece where one stands', 'a1 c3', 'a1 c3: a1 holds a piece'],
    ['a piece under the marker', 'd4 c3', 'd4 c3: the marker stands on d4'],
    ['the marker onto the new piece', 'c3 c3', 'c3 c3: the marker cannot go where the piece went'],
    ['the marker onto a piece', 'c3 a1', 'c3 a1: a1 holds a piece'],
    ['the marker staying put', 'c3 d4', 'c3 d4: the marker must leave d4'],
  ])('refuses %s, naming the move', (_name, text, error) => {
    const state = after(START, ['a1 d4']);
    const move = lines.readMove(state, text);
    expect(move.ok).toBe(true);
    if (move.ok) expect(lines.play(state, move.value)).toEqual({ ok: false, error });
  });
});

describe('how Lines ends', () => {
  it('is won by three in a row, and then has no move', () => {
    const over = after(START, X_WINS);
    expect(lines.outcome(over)).toEqual({ winner: 'x', reason: 'line' });
    expect(lines.legalMoves(over)).toEqual([]);
    const move = lines.readMove(over, 'c3 a3');
    if (move.ok)
      expect(lines.play(over, move.value)).toEqual({ ok: false, error: 'c3 a3: the game is over' });
  });

  it.each([
    ['up', '..../o.../o*../o... x 3 3'],
    ['along a diagonal', 'o.../.o*./..o./xx.x x 3 3'],
    ['along the other diagonal', '..../.*o./.o../o... x 5 3'],
  ])('counts a line %s', (_name, text) => {
    expect(lines.outcome(read(text))).toEqual({ winner: 'o', reason: 'line' });
  });

  it('is drawn when the side to move has no piece left, with no pass', () => {
    const drawn = read('..../.*../..../xo.. x 0 1');
    expect(lines.outcome(drawn)).toEqual({ winner: null, reason: 'reserves-out' });
    expect(lines.legalMoves(drawn)).toEqual([]);
    expect(lines.forcedMove(drawn)).toBeNull();
  });

  it('is drawn when the board has no room for a piece and the marker, with pieces left', () => {
    const full = read('xxoo/ooxx/xxoo/oo.* x 2 0');
    expect(lines.legalMoves(full)).toEqual([]);
    expect(lines.outcome(full)).toEqual({ winner: null, reason: 'board-full' });
  });
});

describe('Lines’ engine and its registration', () => {
  registerLines();

  it('is a game the registry, the rating pools and the engine registry know once registered', () => {
    registerLines();
    expect(gameRules('lines')).toBe(lines);
    // Six moves a side: 1+1 is 66 s, so bullet; 5+5 is 330 s, so blitz. One variant: no variant in the name.
    expect(poolOf('lines', 'standard', '1+1')).toBe('lines-bullet');
    expect(poolOf('lines', 'standard', '5+5')).toBe('lines-blitz');
  });

  it('plays the first move that makes a line, else the first legal move', () => {
    const ask = (position: string) =>
      thinkAbout({ game: 'lines', position, variant: 'standard', strength: 1, seed: 7 });
    expect(ask(START)).toMatchObject({ ok: true, value: { move: 'a1 b1', score: 0 } });
    const winning = lines.positionText(after(START, X_WINS.slice(0, 4)));
    expect(ask(winning)).toMatchObject({ ok: true, value: { move: 'c1 d1', score: 1 } });
    expect(ask(lines.positionText(after(START, X_WINS)))).toEqual({
      ok: false,
      error: 'the game is over: Lines has no move to make',
    });
    expect(ask('..../.... x 6 6')).toEqual({ ok: false, error: 'the board has 2 rows, not 4' });
  });

  it('plays itself from the start to a drawn end, every move read back from its text', () => {
    let state = read(START);
    const played: string[] = [];
    while (!lines.outcome(state)) {
      const thought = thinkAbout({
        game: 'lines',
        position: lines.positionText(state),
        variant: 'standard',
        strength: 1,
        seed: 0,
      });
      if (!thought.ok) throw new Error(thought.error);
      played.push(thought.value.move);
      state = after(lines.positionText(state), [thought.value.move]);
    }
    expect(played.length).toBeLessThanOrEqual(12);
    expect(lines.outcome(state)).not.toBeNull();
    expect(lines.positionText(after(START, played))).toBe(lines.positionText(state));
  });
});
