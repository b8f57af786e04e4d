import { describe, expect, it } from 'vitest';
import { toFen } from '../../src/core';
import '../ai/pile-setup';
import type { StoredGameView } from '../../src/net/http';
import {
  clockText,
  moveRows,
  readStoredGame,
  rowOfPly,
  timeControlText,
} from '../../src/game/replay/stored-game';

/** A kept game as GET /api/games/:id answers it: a short timed classic game that x resigned. */
function storedGame(overrides: Partial<Record<keyof StoredGameView, unknown>> = {}): Record<string, unknown> {
  return {
    id: 'g-1',
    game: 'ataxx',
    x: { id: 'p1', name: 'Ada' },
    o: { id: 'p2', name: 'Bram' },
    start: 'x5o/7/7/7/7/7/o5x x 0 1',
    rules: 'classic',
    timeControl: { initialMs: 180_000, incrementMs: 2_000 },
    rated: false,
    startedAt: 1_700_000_000_000,
    moves: [
      { ply: 1, move: 'b6', clockMs: 182_000, at: 1_700_000_001_000 },
      { ply: 2, move: 'f6', clockMs: 182_000, at: 1_700_000_002_000 },
      { ply: 3, move: 'a7c5', clockMs: 175_000, at: 1_700_000_011_000 },
    ],
    end: { result: 'o', reason: 'resign', endedAt: 1_700_000_020_000 },
    ...overrides,
  };
}

describe('readStoredGame', () => {
  it('reads a kept game into a replay of every move', () => {
    const read = readStoredGame(storedGame());
    if (!read.ok) throw new Error(read.error);
    expect(read.value.game.x.name).toBe('Ada');
    expect(read.value.cursor.length).toBe(3);
    expect(read.value.cursor.clocksAt(3)).toEqual({ x: 175_000, o: 182_000 });
    expect(read.value.cursor.positionText(0)).toBe('x5o/7/7/7/7/7/o5x x 0 1');
    expect(toFen(read.value.ataxx!.positionAt(0))).toBe('x5o/7/7/7/7/7/o5x x 0 1');
  });

  it('reads an untimed game still going on', () => {
    const read = readStoredGame(storedGame({ timeControl: null, end: null, moves: [] }));
    expect(read.ok && read.value.cursor.clocksAt()).toBeNull();
  });

  it.each([
    ['nothing', null, ''],
    ['a string', 'not a game', ''],
    ['an array', [], ''],
    ['a missing name', storedGame({ x: { id: 'p1' } }), 'x.name'],
    ['a name far too long', storedGame({ o: { id: 'p2', name: 'n'.repeat(500) } }), 'o.name'],
    ['unknown rules', storedGame({ rules: 'chess' }), 'rules'],
    [
      'a negative time',
      storedGame({ timeControl: { initialMs: -1, incrementMs: 0 } }),
      'timeControl.initialMs',
    ],
    [
      'a clock that is not a number',
      storedGame({ moves: [{ ply: 1, move: 'b6', clockMs: 'soon', at: 1 }] }),
      'moves.0.clockMs',
    ],
    [
      'an unknown result',
      storedGame({ end: { result: 'x-ish', reason: 'resign', endedAt: 1 } }),
      'end.result',
    ],
    ['a bad start', storedGame({ start: 'x5q/7/7/7/7/7/o5x x 0 1' }), 'start position: '],
    [
      'plies out of order',
      storedGame({ moves: [{ ply: 2, move: 'b6', clockMs: null, at: 1 }] }),
      'move 1 is numbered 2',
    ],
    [
      'an illegal move',
      storedGame({
        moves: [
          { ply: 1, move: 'b6', clockMs: null, at: 1 },
          { ply: 2, move: 'b5', clockMs: null, at: 2 },
        ],
      }),
      'move 2 for o: b5',
    ],
  ])('refuses %s, saying where', (_name, json, message) => {
    const read = readStoredGame(json);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toContain(message);
  });
});

describe('the move list', () => {
  it('pairs x and o moves under their move numbers', () => {
    const read = readStoredGame(storedGame());
    if (!read.ok) throw new Error(read.error);
    const rows = moveRows(read.value.cursor);
    expect(rows).toEqual([
      { number: 1, x: 1, o: 2 },
      { number: 2, x: 3, o: null },
    ]);
    expect(rowOfPly(rows, 0)).toBe(0);
    expect(rowOfPly(rows, 3)).toBe(1);
  });

  it('numbers from the start position and leaves x out of the first row when o moves first', () => {
    const read = readStoredGame(
      storedGame({
        start: 'x5o/7/7/7/7/7/o5x o 0 5',
        moves: [
          { ply: 1, move: 'f6', clockMs: null, at: 1 },
          { ply: 2, move: 'b6', clockMs: null, at: 2 },
        ],
      }),
    );
    if (!read.ok) throw new Error(read.error);
    expect(moveRows(read.value.cursor, read.value.ataxx?.firstMoveNumber)).toEqual([
      { number: 5, x: null, o: 1 },
      { number: 6, x: 2, o: null },
    ]);
  });
});

describe('a kept game of another game', () => {
  const pileGame = storedGame({
    game: 'pile',
    start: '5 x',
    rules: 'standard',
    timeControl: null,
    moves: ['1', '2', '2'].map((move, index) => ({ ply: index + 1, move, clockMs: null, at: index })),
    end: { result: 'x', reason: 'last-counter', endedAt: 9 },
  });

  it('replays through its own rules, found by its name, with no Ataxx board', () => {
    const read = readStoredGame(pileGame);
    if (!read.ok) throw new Error(read.error);
    expect(read.value.ataxx).toBeNull();
    expect(read.value.cursor.plies.map((played) => played.text)).toEqual(['1', '2', '2']);
    expect(read.value.cursor.finalOutcome()).toEqual({ winner: 'x', reason: 'last-counter' });
    expect(moveRows(read.value.cursor)).toEqual([
      { number: 1, x: 1, o: 2 },
      { number: 2, x: 3, o: null },
    ]);
  });

  it('refuses its illegal moves in its own words', () => {
    const read = readStoredGame({ ...pileGame, start: '2 x' });
    expect(!read.ok && read.error).toBe('move 2 for o: 2: only 1 left');
  });
});

describe('clock and time-control text', () => {
  it.each([
    [180_000, '3:00'],
    [65_400, '1:05'],
    [10_000, '0:10'],
    [9_999, '0:09.9'],
    [730, '0:00.7'],
    [-50, '0:00.0'],
    [Number.NaN, '0:00.0'],
  ])('%d ms reads %s', (ms, text) => {
    expect(clockText(ms)).toBe(text);
  });

  it.each([
    [{ initialMs: 300_000, incrementMs: 5_000 }, '5+5'],
    [{ initialMs: 60_000, incrementMs: 1_000 }, '1+1'],
    [{ initialMs: 600_000, incrementMs: 0 }, '10+0'],
    [{ initialMs: 30_000, incrementMs: 0 }, '0.5+0'],
    [null, null],
  ])('%j is written %s', (control, text) => {
    expect(timeControlText(control)).toBe(text);
  });
});
