import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameOutcome, parseFen, parseMoveText, replay, type Game, type Position } from '../../src/core';
import { parseLevel } from '../../src/core/level';
import { lossTip, type LossTip } from '../../src/game/session/loss-tip';

const levelStart = (id: string): Position => {
  const level = parseLevel(`${id}.json`, JSON.parse(readFileSync(`levels/${id}.json`, 'utf8')));
  if (!level.ok) throw new Error(JSON.stringify(level.error));
  return level.value.start;
};

/** A recorded game, every move checked by core as it is replayed. */
function recorded(start: Position, moves: string): Game {
  const parsed = moves.split(' ').map((text) => {
    const move = parseMoveText(text, start.width, start.height);
    if (!move.ok) throw new Error(move.error);
    return move.value;
  });
  const game = replay(start, 'arcade', parsed);
  if (!game.ok) throw new Error(game.error);
  return game.value;
}

/**
 * Games recorded with the project's own players (x: the greedy player, a jump-first player, a timid
 * clone-first one; o: the engine at strength 1, level 1's opponent), each lost by x, with the tip it gives.
 */
const LOST: readonly [string, string, string, LossTip][] = [
  [
    'level 1, greedy against strength 1: the jump e3e5 lets their clone into e3',
    'w1-01',
    'f2 b2 f3 f6e4 e3 b2d4 f4 d4e2 d3 f1d2 d4 f3e5 f3 f5 f3d5 f3 d3e1 d3 e5c3 e2c4 e2 c3d1 e3e5 e3 d5c3 c2 b3 b2 c4a2 b1 b3c1 d5 a6c4 b3 b1a3 b1 b4 e3c5 e3 f1 d3b5 d3 d6 a2a4 c5a5 c5 a4a2 a4 e5c6 e5 c6e6 a5c6 f6 a6',
    { kind: 'hole', move: 12, square: 'e3', by: 'clone', taken: 6 },
  ],
  [
    'level 2, greedy: the jump e2c2 opens e2',
    'w1-02',
    'f2 f5e3 e2 b2 f3 b2d2 e1 e3d1 e3 c2 e3c1 e1e3 e1 b2 d1b1 f3d1 f3 c2a2 e2c2 e2 a3 a1b3 a4 b2b4 b2 c4 a3b5 a3 a1 c5 b2d4 b2 f4 f2e4 c4e5 f3d5 a5c4 a5 d4f2 d4 f3 f5',
    { kind: 'hole', move: 10, square: 'e2', by: 'clone', taken: 6 },
  ],
  [
    'world 2, greedy: a hole their jump fills',
    'w2-01',
    'g1 b2 f2 g7 a7 g6 e2 b2d1 e1 a1c2 d2 f5 b3 f5g3 g2 g6f4 h2 g4 g2h4 f4g2 f1 g3h5 g3 g5 f4 g7f5 g2e4 g2 g6 g4e5 g4 e5c4 b2 e5 d2d4 f4d2 c1 f4 d5 g7 h5h7 h5 f7 f5e7 f5 e7c5 b4 g8 g6f8 g6 e8 f5e7 f5 d4b5 d4 b6 c4a5 c4 a4 b7 f5d7 h5f5 d7b8 c7 e8c8 b6d7 g8e8 b6 g8 d8 f7h5 f7 a1 c4a2 c4 b1',
    { kind: 'hole', move: 31, square: 'f5', by: 'jump', taken: 6 },
  ],
  [
    'level 1, jumping first: the jump to c4 is flipped back by a clone to d3',
    'w1-01',
    'f1e3 f6d4 a6c4 d3',
    { kind: 'retake', move: 2, square: 'c4', jump: true, took: 1, reply: 'd3', taken: 2 },
  ],
  [
    'level 3, jumping first: a lone jump to f3, taken at once',
    'w1-03',
    'f1f3 f6f4 a6a4 a1a3',
    { kind: 'retake', move: 1, square: 'f3', jump: true, took: 0, reply: 'f4', taken: 1 },
  ],
  [
    'level 2, timid: an open clone to b5 flipped back',
    'w1-02',
    'e2 f5e3 b4 f2 a3 a1b3 b5 a4',
    { kind: 'retake', move: 4, square: 'b5', jump: false, took: 1, reply: 'a4', taken: 2 },
  ],
  [
    'level 3, timid: d2 would have flipped two on move 3',
    'w1-03',
    'f2 b2 e2 b2d3 b6 e1 c6 d3b5',
    { kind: 'missed', move: 3, square: 'd2', best: 2, took: 0 },
  ],
];

describe('the loss card’s tip', () => {
  for (const [name, level, moves, tip] of LOST) {
    it(name, () => {
      const game = recorded(levelStart(level), moves);
      expect(gameOutcome(game)?.winner).toBe('o');
      expect(lossTip(game, 'x')).toEqual(tip);
    });
  }

  it('names their biggest capture when no move of yours was the mistake', () => {
    const start = parseFen('x3o/5/5/5/o3x x 0 1');
    if (!start.ok) throw new Error(start.error);
    const game = recorded(start.value, 'e2 e5c4 d3 a1b3 d4 b3b1 d2 b1d1 c3 d1b2 b3 d1');
    expect(lossTip(game, 'x')).toEqual({ kind: 'taken', move: 4, square: 'd1', taken: 3 });
  });

  it('numbers moves as the move list does when o moves first', () => {
    const start = parseFen('x1o2/5/5/5/4x o 0 1');
    if (!start.ok) throw new Error(start.error);
    // o's lone first move is row 1, so x's second move (a5a3, where c4 flipped three) is on row 3.
    const game = recorded(start.value, 'd5 b4 d4 a5a3 c5a5');
    expect(lossTip(game, 'x')).toEqual({ kind: 'missed', move: 3, square: 'c4', best: 3, took: 0 });
  });

  it('has nothing to say about a game in which no blob changed hands', () => {
    const start = parseFen('x3o/5/5/5/o3x x 0 1');
    if (!start.ok) throw new Error(start.error);
    expect(lossTip(recorded(start.value, 'b5 d5'), 'x')).toBeNull();
  });
});
