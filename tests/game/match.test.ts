import { describe, expect, it } from 'vitest';
import {
  cloneMove,
  legalMoves,
  parseFen,
  parseSquare,
  startPosition,
  toFen,
  type Move,
  type Position,
} from '../../src/core';
import type { ThinkRequest } from '../../src/ai/types';
import { Match, type MatchSetup, type Thinker } from '../../src/game/match';
import type { SaveStore } from '../../src/game/save/SaveStore';
import { DEFAULT_SETTINGS, SAVE_VERSION, type SaveData } from '../../src/game/save/schema';

function memoryStore(): SaveStore & { writes: number } {
  let data: SaveData = {
    version: SAVE_VERSION,
    settings: DEFAULT_SETTINGS,
    levels: {},
    arcadeTable: [],
    arcadeRun: null,
    current: null,
  };
  return {
    writes: 0,
    get data() {
      return data;
    },
    update(change) {
      data = change(data);
      this.writes++;
    },
    problems: [],
  };
}

/** Plays the first legal move, or what it is told; resolves when `release` is called if held. */
class ScriptedThinker implements Thinker {
  requests: ThinkRequest[] = [];
  cancels = 0;
  private pending: (() => void) | null = null;
  constructor(private readonly hold = false) {}
  think(request: ThinkRequest): Promise<Move> {
    this.requests.push(request);
    const move = legalMoves(request.position, request.rules)[0];
    if (!this.hold) return Promise.resolve(move);
    return new Promise((resolve) => (this.pending = () => resolve(move)));
  }
  cancel(): void {
    this.cancels++;
  }
  release(): void {
    this.pending?.();
  }
}

const setup = (overrides: Partial<MatchSetup> = {}): MatchSetup => ({
  mode: 'level',
  levelId: 'w1-01',
  rules: 'arcade',
  start: startPosition(),
  opponent: 1,
  seed: 42,
  boss: false,
  ...overrides,
});
const sq = (name: string): number => parseSquare(name, 7, 7)!;

describe('a match', () => {
  it('plays legal moves, refuses illegal ones and saves after every move', () => {
    const store = memoryStore();
    const match = new Match(setup(), store, null);
    expect(match.play(cloneMove(sq('d4'))).ok).toBe(false);
    expect(store.writes).toBe(0);
    const played = match.play(cloneMove(sq('b6')));
    expect(played.ok && played.value.placed).toBe(sq('b6'));
    expect(store.data.current?.moves).toEqual(['b6']);
    expect(store.data.current?.start).toBe(toFen(startPosition()));
    expect(match.position.turn).toBe('o');
    expect(match.computerToMove).toBe(true);
  });

  it('asks the computer for o’s move with the level’s strength and a seed per move', async () => {
    const thinker = new ScriptedThinker();
    const match = new Match(setup({ opponent: 4 }), null, thinker);
    match.play(cloneMove(sq('b6')));
    const move = await match.think();
    expect(move).toBe(legalMoves(match.position, 'arcade')[0]);
    expect(thinker.requests[0].strength).toBe(4);
    expect(thinker.requests[0].position).toBe(match.position);
    expect(match.busy).toBe(false);
  });

  it('drops the computer’s reply when the player undid meanwhile', async () => {
    const thinker = new ScriptedThinker(true);
    const match = new Match(setup({ mode: 'versus' }), null, thinker);
    match.play(cloneMove(sq('b6')));
    const reply = match.think();
    expect(match.busy).toBe(true);
    expect(match.undo()).toBe(1);
    thinker.release();
    expect(await reply).toBeNull();
    expect(thinker.cancels).toBe(1);
    expect(match.position).toEqual(startPosition());
  });

  it('undoes the computer’s reply together with the player’s move, in Versus only', async () => {
    const versus = new Match(setup({ mode: 'versus' }), null, new ScriptedThinker());
    versus.play(cloneMove(sq('b6')));
    versus.play((await versus.think())!);
    expect(versus.position.turn).toBe('x');
    expect(versus.undo()).toBe(2);
    expect(versus.position).toEqual(startPosition());
    expect(versus.canUndo).toBe(false);

    const level = new Match(setup(), null, null);
    level.play(cloneMove(sq('b6')));
    expect(level.canUndo).toBe(false);
    expect(level.undo()).toBe(0);
  });

  it('undoes one move at a time between two players', () => {
    const match = new Match(setup({ mode: 'versus', opponent: null }), null, null);
    match.play(cloneMove(sq('b6')));
    match.play(cloneMove(sq('f6')));
    expect(match.computerToMove).toBe(false);
    expect(match.undo()).toBe(1);
    expect(match.position.turn).toBe('o');
  });

  it('resumes a saved game exactly', () => {
    const store = memoryStore();
    const match = new Match(setup({ mode: 'versus', opponent: null, rules: 'classic' }), store, null);
    for (const name of ['b6', 'f6', 'a7c5']) {
      const [from, to] = name.length === 4 ? [sq(name.slice(0, 2)), sq(name.slice(2))] : [-1, sq(name)];
      const move = from < 0 ? cloneMove(to) : ((from + 1) << 7) | to;
      expect(match.play(move).ok).toBe(true);
    }
    const resumed = Match.resume(store.data.current!, false, null, null);
    expect(resumed.ok && resumed.value.position).toEqual(match.position);
    expect(resumed.ok && resumed.value.setup.rules).toBe('classic');
  });

  it('explains what is wrong with a broken save instead of throwing', () => {
    const base = {
      mode: 'level',
      levelId: 'w1-01',
      rules: 'arcade',
      start: toFen(startPosition()),
      moves: ['b6'],
      opponent: 1,
      seed: 1,
    } as const;
    const bad = Match.resume({ ...base, start: 'nonsense' }, false, null, null);
    expect(!bad.ok && bad.error).toMatch(/saved game: FEN/);
    const illegal = Match.resume({ ...base, moves: ['b6', 'b5'] }, false, null, null);
    expect(!illegal.ok && illegal.error).toMatch(/move 2 is not legal/);
    const garbled = Match.resume({ ...base, moves: ['zz'] }, false, null, null);
    expect(!garbled.ok && garbled.error).toMatch(/move 1/);
  });

  it('scores the finished game for the player from core, with the boss bonus', () => {
    const fen = (text: string): Position => {
      const parsed = parseFen(text);
      if (!parsed.ok) throw new Error(parsed.error);
      return parsed.value;
    };
    // x clones to d5, flips o's last piece and the fill gives x every empty square.
    const start = fen('4o/3x1/5/5/5 x 0 1');
    const boss = new Match(setup({ start, boss: true }), null, null);
    expect(boss.score).toBeNull();
    expect(boss.play(cloneMove(parseSquare('d5', 5, 5)!)).ok).toBe(true);
    expect(boss.outcome?.reason).toBe('wiped-out');
    expect(boss.score).toEqual({ pieces: 3, filled: 22, bonus: 100, total: 125, won: true });
    const plain = new Match(setup({ start, boss: false }), null, null);
    plain.play(cloneMove(parseSquare('d5', 5, 5)!));
    expect(plain.score?.bonus).toBe(50);
  });
});
