/** The Game record: playing moves, refusing illegal ones, undo and replay, and staying plain data. */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  gameOutcome,
  legalMoves,
  newGame,
  parseFen,
  parseMoveText,
  PASS,
  playMove,
  Random,
  replay,
  startPosition,
  takeBack,
  type Game,
  type Move,
  type Position,
  type Ruleset,
} from '../../src/core';

const start = startPosition();

function played(game: Game, ...texts: string[]): Game {
  for (const text of texts) {
    const move = parseMoveText(text, game.position.width, game.position.height);
    if (!move.ok) throw new Error(move.error);
    const next = playMove(game, move.value);
    if (!next.ok) throw new Error(`${text}: ${next.error}`);
    game = next.value.game;
  }
  return game;
}

/** A whole random game, with the position after every move. */
function randomGame(seed: number, rules: Ruleset): { moves: Move[]; positions: Position[] } {
  const random = new Random(seed);
  const positions = [start];
  const moves: Move[] = [];
  for (let ply = 0; ply < 300; ply++) {
    const legal = legalMoves(positions[positions.length - 1], rules);
    if (legal.length === 0) break;
    const move = random.pick(legal);
    moves.push(move);
    positions.push(applyMove(positions[positions.length - 1], move).position);
  }
  return { moves, positions };
}

describe('Game', () => {
  it('plays legal moves and reports what changed', () => {
    const game = newGame(start, 'arcade');
    const first = playMove(game, 8);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.value.change).toEqual({ move: 8, side: 'x', placed: 8, vacated: -1, flipped: [] });
    expect(first.value.game.moves).toEqual([8]);
    expect(first.value.game.position.turn).toBe('o');
    expect(game.moves).toEqual([]);
  });

  it('refuses an illegal move, a pass while moves exist, and any move once the game is over', () => {
    const game = newGame(start, 'classic');
    expect(playMove(game, 24)).toEqual({ ok: false, error: 'that move is not legal here' });
    expect(playMove(game, PASS)).toEqual({ ok: false, error: 'that move is not legal here' });
    const parsed = parseFen('xx2/4/4/4 o 0 1');
    if (!parsed.ok) throw new Error(parsed.error);
    expect(playMove(newGame(parsed.value, 'arcade'), 0)).toEqual({
      ok: false,
      error: 'the game is over (wiped-out)',
    });
  });

  it('undo takes back one ply or several, and never goes past the start', () => {
    const game = played(newGame(start, 'arcade'), 'b6', 'f6', 'a7c5');
    expect(takeBack(game).position).toEqual(played(newGame(start, 'arcade'), 'b6', 'f6').position);
    expect(takeBack(game, 2)).toEqual(played(newGame(start, 'arcade'), 'b6'));
    expect(takeBack(game, 3)).toEqual(newGame(start, 'arcade'));
    expect(takeBack(game, 10)).toEqual(newGame(start, 'arcade'));
    expect(takeBack(newGame(start, 'arcade'))).toEqual(newGame(start, 'arcade'));
  });

  it.each(['arcade', 'classic'] as const)(
    '%s: replay rebuilds every position of a whole game; undo walks it back',
    (rules) => {
      const { moves, positions } = randomGame(rules === 'arcade' ? 11 : 12, rules);
      const rebuilt = replay(start, rules, moves);
      expect(rebuilt.ok && rebuilt.value.position).toEqual(positions[positions.length - 1]);
      if (!rebuilt.ok) return;
      expect(gameOutcome(rebuilt.value)).not.toBeNull();
      for (let back = 1; back <= moves.length; back += 7)
        expect(takeBack(rebuilt.value, back).position).toEqual(positions[positions.length - 1 - back]);
    },
  );

  it('replay names the first illegal move, what it was and where', () => {
    expect(replay(start, 'arcade', [8, 12, 8])).toEqual({
      ok: false,
      error: 'move 3 is not legal: b6 for x in x5o/1x3o1/7/7/7/7/o5x x 0 2',
    });
    expect(replay(start, 'classic', [8, PASS])).toMatchObject({
      error: 'move 2 is not legal: 0000 for o in x5o/1x5/7/7/7/7/o5x o 0 1',
    });
    expect(replay(start, 'classic', [9999])).toMatchObject({
      error: expect.stringContaining('move 1 is not legal: move code 9999'),
    });
    const over = parseFen('xx2/4/4/4 o 0 1');
    if (!over.ok) throw new Error(over.error);
    expect(replay(over.value, 'arcade', [PASS])).toEqual({
      ok: false,
      error: 'move 1 is not legal: the game is already over (wiped-out)',
    });
  });

  it('is plain data that survives JSON, as saves and the worker need', () => {
    const game = played(newGame(start, 'classic'), 'b6', 'f6', 'a7c5', 'g7e5');
    expect(JSON.parse(JSON.stringify(game))).toEqual(game);
  });
});

describe('Random', () => {
  it('the same seed gives the same sequence; the saved state continues it', () => {
    const a = new Random(1234);
    const b = new Random(1234);
    const first = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
    const resumed = new Random(a.state);
    expect(Array.from({ length: 5 }, () => resumed.next())).toEqual(
      Array.from({ length: 5 }, () => a.next()),
    );
    expect(new Random(1235).next()).not.toBe(first[0]);
  });

  it('int stays in range and reaches every value; shuffle permutes', () => {
    const random = new Random(99);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const value = random.int(7);
      expect(value >= 0 && value < 7 && Number.isInteger(value)).toBe(true);
      seen.add(value);
    }
    expect(seen.size).toBe(7);
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = random.shuffle(items);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
