import { describe, expect, it } from 'vitest';
import { parseFen, parseSquare, replay, parseMoveText, toFen, type Position } from '../../src/core';
import { gameRules } from '../../src/core/games';
import { AtaxxReplay } from '../../src/game/replay/ataxx-replay';
import { ReplayCursor, type ReplayMoveInput } from '../../src/game/replay/ReplayCursor';
import '../ai/pile-setup';

const START = 'x5o/7/7/7/7/7/o5x x 0 1';
/** Clones on both sides, then a jump by x (a7 over to c5) and a reply. */
const LINE = ['b6', 'f6', 'a7c5', 'f5'];

function position(fen: string): Position {
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

const ATAXX = gameRules('ataxx')!;

/** A cursor over an Ataxx game, read through the registry as a stored game is. */
function read(moves: readonly (string | ReplayMoveInput)[], fen = START, timed = false) {
  const inputs = moves.map((move) => (typeof move === 'string' ? { move } : move));
  const control = timed ? { initialMs: 60_000, incrementMs: 1_000 } : null;
  return ReplayCursor.read(ATAXX, fen, 'classic', inputs, control);
}

function build(moves: readonly (string | ReplayMoveInput)[], fen = START, timed = false): ReplayCursor {
  const built = read(moves, fen, timed);
  if (!built.ok) throw new Error(built.error);
  return built.value;
}

/** Ataxx's board's view of a cursor. */
function board(cursor: ReplayCursor): AtaxxReplay {
  const ataxx = AtaxxReplay.of(cursor);
  if (!ataxx) throw new Error('not an Ataxx game');
  return ataxx;
}

const square = (name: string): number => parseSquare(name, 7, 7)!;

/** The position core reaches after the first `plies` moves of LINE. */
function coreAfter(plies: number): string {
  const start = position(START);
  const moves = LINE.slice(0, plies).map((text) => {
    const move = parseMoveText(text, 7, 7);
    if (!move.ok) throw new Error(move.error);
    return move.value;
  });
  const game = replay(start, 'classic', moves);
  if (!game.ok) throw new Error(game.error);
  return toFen(game.value.position);
}

describe('ReplayCursor: walking a game', () => {
  it('starts at ply 0 on the start position and knows every position core reaches', () => {
    const cursor = build(LINE);
    expect(cursor.ply).toBe(0);
    expect(cursor.length).toBe(4);
    expect(cursor.atStart).toBe(true);
    expect(cursor.variant).toBe('classic');
    expect(cursor.positionText()).toBe(START);
    for (let ply = 0; ply <= LINE.length; ply++) {
      expect(cursor.positionText(ply)).toBe(coreAfter(ply));
      expect(toFen(board(cursor).positionAt(ply))).toBe(coreAfter(ply));
    }
    expect(cursor.plies.map((played) => played.text)).toEqual(LINE);
  });

  it('animates a forward step with what changed and where the piece came from', () => {
    const cursor = build(LINE);
    const ataxx = board(cursor);
    const motion = (delta: 1 | -1) => {
      const step = cursor.step(delta);
      return step && ataxx.motion(step);
    };
    const first = motion(1);
    expect(first).toMatchObject({ kind: 'animate', origin: square('a7') });
    expect(first?.kind === 'animate' && first.change.placed).toBe(square('b6'));
    expect(first?.kind === 'animate' && toFen(first.before)).toBe(START);
    expect(first?.kind === 'animate' && toFen(first.after)).toBe(coreAfter(1));
    motion(1);
    const jump = motion(1);
    expect(jump).toMatchObject({ kind: 'animate', origin: square('a7') });
    expect(jump?.kind === 'animate' && jump.change.vacated).toBe(square('a7'));
    expect(cursor.ply).toBe(3);
  });

  it('shows a step back and a jump without animating, and stops at both ends', () => {
    const cursor = build(LINE);
    const ataxx = board(cursor);
    expect(cursor.step(-1)).toBeNull();
    expect(cursor.toEnd()).toEqual({ kind: 'show', state: cursor.stateAt(4) });
    expect(cursor.atEnd).toBe(true);
    expect(cursor.step(1)).toBeNull();
    expect(cursor.toEnd()).toBeNull();
    const back = cursor.step(-1);
    expect(back?.kind).toBe('show');
    const shown = back && ataxx.motion(back);
    expect(shown?.kind === 'show' && toFen(shown.position)).toBe(coreAfter(3));
    expect(cursor.jumpTo(1)).toMatchObject({ kind: 'show' });
    expect(toFen(ataxx.position)).toBe(coreAfter(1));
    expect(cursor.jumpTo(1)).toBeNull();
    expect(cursor.toStart()).toMatchObject({ kind: 'show' });
    expect(cursor.ply).toBe(0);
  });

  it('clamps a jump outside the game to its ends', () => {
    const cursor = build(LINE);
    cursor.jumpTo(99);
    expect(cursor.ply).toBe(4);
    cursor.jumpTo(-5);
    expect(cursor.ply).toBe(0);
    cursor.jumpTo(Number.POSITIVE_INFINITY);
    expect(cursor.ply).toBe(4);
    cursor.jumpTo(Number.NaN);
    expect(cursor.ply).toBe(0);
    cursor.jumpTo(2.7);
    expect(cursor.ply).toBe(2);
  });

  it('marks the last move: a clone from the blob it budded out of, a jump from its origin, none at the start', () => {
    const cursor = build(LINE);
    const ataxx = board(cursor);
    expect(ataxx.lastMove()).toBeNull();
    expect(ataxx.lastMove(1)).toEqual({ from: square('a7'), to: square('b6') });
    expect(ataxx.lastMove(3)).toEqual({ from: square('a7'), to: square('c5') });
    cursor.jumpTo(2);
    expect(ataxx.lastMove()).toEqual({ from: square('g7'), to: square('f6') });
  });

  it('marks no move after a pass', () => {
    // x's only piece is walled in: classic rules make it pass.
    const cursor = build(['0000', 'd1'], 'x--2/---2/---2/5/4o x 0 1');
    const ataxx = board(cursor);
    expect(ataxx.lastMove(1)).toBeNull();
    expect(ataxx.isPass(1)).toBe(true);
    expect(ataxx.isPass(2)).toBe(false);
    expect(cursor.plies[0].side).toBe('x');
    expect(ataxx.lastMove(2)).not.toBeNull();
  });

  it('reads both clocks at each ply of a timed game, and none in an untimed one', () => {
    const moves = [
      { move: 'b6', clockMs: 61_000 },
      { move: 'f6', clockMs: 61_000 },
      { move: 'a7c5', clockMs: 55_500 },
      { move: 'f5', clockMs: 58_250 },
    ];
    const cursor = build(moves, START, true);
    expect(cursor.clocksAt(0)).toEqual({ x: 60_000, o: 60_000 });
    expect(cursor.clocksAt(1)).toEqual({ x: 61_000, o: 60_000 });
    expect(cursor.clocksAt(3)).toEqual({ x: 55_500, o: 61_000 });
    cursor.toEnd();
    expect(cursor.clocksAt()).toEqual({ x: 55_500, o: 58_250 });
    expect(build(LINE).clocksAt(2)).toBeNull();
  });

  it('reports how the board ended the game, and nothing while it goes on', () => {
    expect(build(LINE).finalOutcome()).toBeNull();
    expect(build(LINE).toMove(3)).toBe('o');
    // x fills the last square and turns o's only piece.
    const over = build(['d1'], 'xxxx/xxxx/xxxx/xxo1 x 0 1');
    expect(over.finalOutcome()).toMatchObject({ reason: 'wiped-out', winner: 'x' });
    expect(over.toMove(1)).toBeNull();
    expect(board(over).finalOutcome()).toMatchObject({ reason: 'wiped-out', counts: { x: 16, o: 0 } });
  });
});

describe('ReplayCursor: a bad move list is refused with its move number', () => {
  it.each([
    ['an illegal move', ['b6', 'f6', 'a1'], 'move 3 for x: a1'],
    ['move text that cannot be read', ['b6', 'zz'], 'move 2: move "zz"'],
    ['a square off the board', ['b6', 'f6', 'h9'], 'move 3: move "h9"'],
    ['a step of three', ['a7d7'], 'move 1: move "a7d7"'],
    ['a pass when a move exists', ['0000'], 'move 1 for x: 0000'],
    ['moving the wrong side', ['f6'], 'move 1 for x: f6'],
  ])('%s', (_name, moves, message) => {
    const built = read(moves);
    expect(built.ok).toBe(false);
    expect(!built.ok && built.error).toContain(message);
  });

  it('refuses a move after the game is over', () => {
    const built = read(['d1', 'c1'], 'xxxx/xxxx/xxxx/xxo1 x 0 1');
    expect(built.ok).toBe(false);
    expect(!built.ok && built.error).toMatch(/^move 2 for o: c1: the game is over/);
  });

  it('refuses, without throwing, move entries that are not text', () => {
    const junk = [{ move: 42 }, { move: null }, {}] as unknown as ReplayMoveInput[];
    for (const entry of junk) {
      const built = ReplayCursor.read(ATAXX, START, 'classic', [entry]);
      expect(built).toEqual({ ok: false, error: 'move 1: no move text' });
    }
  });
});

describe('ReplayCursor: any game, through the contract alone', () => {
  const PILE = gameRules('pile')!;
  const moves = ['2', '1', '2', '2'].map((move) => ({ move }));

  it('steps through a test game’s stored moves, with its move text and its ending', () => {
    const built = ReplayCursor.read(PILE, '7 x', 'standard', moves);
    if (!built.ok) throw new Error(built.error);
    const cursor = built.value;
    expect(AtaxxReplay.of(cursor)).toBeNull();
    expect(cursor.length).toBe(4);
    expect(cursor.plies.map((played) => [played.side, played.text])).toEqual([
      ['x', '2'],
      ['o', '1'],
      ['x', '2'],
      ['o', '2'],
    ]);
    expect(cursor.step(1)).toMatchObject({ kind: 'forward', ply: 1, move: 2 });
    expect(cursor.positionText()).toBe('5 o');
    expect(cursor.toMove()).toBe('o');
    expect(cursor.finalOutcome()).toEqual({ winner: 'o', reason: 'last-counter' });
    cursor.toEnd();
    expect(cursor.positionText()).toBe('0 x');
    expect(cursor.toMove()).toBeNull();
    expect(cursor.step(-1)).toMatchObject({ kind: 'show', state: { counters: 2, turn: 'o' } });
  });

  it('refuses its bad moves and start with the game’s own errors', () => {
    const refused = (start: string, list: string[], variant = 'standard') => {
      const built = ReplayCursor.read(
        PILE,
        start,
        variant,
        list.map((move) => ({ move })),
      );
      return built.ok ? null : built.error;
    };
    expect(refused('7 x', ['3'])).toBe('move 1: "3" takes 1 or 2');
    expect(refused('1 x', ['2'])).toBe('move 1 for x: 2: only 1 left');
    expect(refused('1 x', ['1', '1'])).toBe('move 2 for o: 1: the game is over');
    expect(refused('seven', [])).toMatch(/^start position: /);
    expect(refused('7 x', [], 'giant')).toMatch(/^start position: variant "giant"/);
  });
});
