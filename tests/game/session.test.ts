import { describe, expect, it } from 'vitest';
import {
  cloneMove,
  cloneSource,
  isJump,
  legalMoves,
  moveFrom,
  moveTo,
  parseFen,
  parseSquare,
  PASS,
  startPosition,
  toFen,
  type Move,
  type Position,
} from '../../src/core';
import { greedyMove } from '../../src/ai';
import type { ThinkRequest } from '../../src/ai/types';
import { campaignLevels } from '../../src/core/level';
import { campaign } from '../../src/game/base/campaign-data';
import { recordGame } from '../../src/game/store/match-record';
import type { SaveStore } from '../../src/game/store/SaveStore';
import { emptySave } from '../../src/game/store/recover';
import type { SaveData } from '../../src/game/store/schema';
import { GameSession, type SessionEvent, type SessionOptions } from '../../src/game/session/GameSession';
import { engineOpponent, secondPlayer, type Thinker } from '../../src/game/session/opponent';
import { planGame, type SessionSetup } from '../../src/game/session/setup';
import { keepGame } from '../../src/game/store/my-games';
import { keptOfLocal } from '../../src/game/session/kept-replay';

function memoryStore(): SaveStore {
  let data: SaveData = emptySave();
  return {
    get data() {
      return data;
    },
    update(change) {
      data = change(data);
    },
    problems: [],
  };
}

/** Answers with the first legal move, at once or when released. */
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

const greedyThinker: Thinker = {
  think: (request) => Promise.resolve(greedyMove(request.position, request.rules, request.seed)),
  cancel: () => undefined,
};

const setupOf = (overrides: Partial<SessionSetup> = {}): SessionSetup => ({
  mode: 'level',
  levelId: 'w1-01',
  rules: 'arcade',
  start: startPosition(),
  strength: 1,
  seed: 42,
  boss: false,
  ...overrides,
});
const sq = (name: string, size = 7): number => parseSquare(name, size, size)!;
const fen = (text: string): Position => {
  const parsed = parseFen(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};
/** Lets resolved promises run (an opponent's answer). */
const settle = (): Promise<void> => new Promise((done) => setTimeout(done, 0));

function sessionWith(options: Partial<SessionOptions> & { thinker?: Thinker | null } = {}) {
  let now = 0;
  const events: SessionEvent[] = [];
  const setup = options.setup ?? setupOf();
  const thinker = options.thinker === undefined ? new ScriptedThinker() : options.thinker;
  const session = new GameSession({
    opponent:
      thinker === null
        ? secondPlayer()
        : engineOpponent(thinker, setup.strength ?? 1, setup.seed, setup.rules),
    clock: () => now,
    ...options,
    setup,
  });
  session.listen((event) => events.push(event));
  return { session, events, advance: (ms: number) => (now += ms) };
}

describe('a game session', () => {
  it('turns taps into a selection, its targets and a move, and saves after every move', () => {
    const store = memoryStore();
    const { session, events } = sessionWith({ store, thinker: new ScriptedThinker(true) });
    session.start();
    session.tap(sq('a7'));
    expect(session.state.selected).toBe(sq('a7'));
    expect(session.state.targets.clone).toContain(sq('b6'));
    expect(session.state.targets.jump).toContain(sq('c5'));
    session.tap(sq('b6'));
    expect(session.state.position.cells[sq('b6')]).toBe('x');
    expect(session.state.selected).toBeNull();
    expect(session.state.lastMove).toEqual({ from: sq('a7'), to: sq('b6') });
    expect(store.data.current?.moves).toEqual(['b6']);
    const moved = events.find((event) => event.kind === 'moved');
    expect(moved?.kind === 'moved' && moved.origin).toBe(sq('a7'));
    expect(session.state.thinking).toBe(true);
  });

  it('refuses a tap on the opponent’s piece with a sound and ignores taps while the opponent thinks', () => {
    const { session, events } = sessionWith({ thinker: new ScriptedThinker(true) });
    session.start();
    session.tap(sq('g7'));
    expect(events).toContainEqual({ kind: 'sound', effect: 'illegal' });
    session.tap(sq('a7'));
    session.tap(sq('b6'));
    const before = toFen(session.state.position);
    session.tap(sq('a1'));
    expect(session.state.selected).toBeNull();
    expect(toFen(session.state.position)).toBe(before);
  });

  it('asks the computer for its move with the strength and a seed per move, and plays it', async () => {
    const thinker = new ScriptedThinker();
    const { session } = sessionWith({ setup: setupOf({ strength: 4 }), thinker });
    session.start();
    expect(session.playHere(cloneMove(sq('b6')))).toBe(true);
    await settle();
    expect(thinker.requests).toHaveLength(1);
    expect(thinker.requests[0].strength).toBe(4);
    expect(thinker.requests[0].seed).toBe((42 + 1 * 7919) >>> 0);
    expect(session.state.position.turn).toBe('x');
    expect(session.game.moves).toHaveLength(2);
    expect(session.state.thinking).toBe(false);
  });

  it('holds the computer’s move until the screen is ready for it', async () => {
    const held: (() => void)[] = [];
    const { session } = sessionWith({ whenReady: (play) => held.push(play) });
    session.start();
    session.playHere(cloneMove(sq('b6')));
    await settle();
    expect(session.game.moves).toHaveLength(1);
    held.forEach((play) => play());
    expect(session.game.moves).toHaveLength(2);
  });

  it('drops the computer’s reply when the player undid meanwhile (Versus)', async () => {
    const thinker = new ScriptedThinker(true);
    const { session } = sessionWith({ setup: setupOf({ mode: 'versus' }), thinker });
    session.start();
    session.playHere(cloneMove(sq('b6')));
    expect(session.state.canUndo).toBe(true);
    expect(session.undo()).toBe(true);
    thinker.release();
    await settle();
    expect(thinker.cancels).toBe(1);
    expect(session.state.position).toEqual(startPosition());
    expect(session.game.moves).toHaveLength(0);
  });

  it('undoes the computer’s reply with the player’s move in Versus, never in a level', async () => {
    const { session } = sessionWith({ setup: setupOf({ mode: 'versus' }) });
    session.start();
    session.playHere(cloneMove(sq('b6')));
    await settle();
    expect(session.game.moves).toHaveLength(2);
    expect(session.undo()).toBe(true);
    expect(session.state.position).toEqual(startPosition());
    expect(session.state.canUndo).toBe(false);

    const level = sessionWith();
    level.session.start();
    level.session.playHere(cloneMove(sq('b6')));
    await settle();
    expect(level.session.state.canUndo).toBe(false);
    expect(level.session.undo()).toBe(false);
  });

  it('lets two players on one device take turns by taps and undo one move at a time', () => {
    const { session } = sessionWith({ setup: setupOf({ mode: 'versus', strength: null }), thinker: null });
    session.start();
    session.tap(sq('a7'));
    session.tap(sq('b6'));
    session.tap(sq('g7'));
    session.tap(sq('f6'));
    expect(session.game.moves).toHaveLength(2);
    expect(session.undo()).toBe(true);
    expect(session.state.position.turn).toBe('o');
  });

  it('announces a forced pass and plays it when its time comes, or at once on a tap', () => {
    // Classic rules: x is walled in by blocks and o's pieces and must pass.
    const start = fen('x-oo/--oo/ooo1/oooo x 0 1');
    const { session, advance } = sessionWith({
      setup: setupOf({ mode: 'versus', rules: 'classic', start, strength: null }),
      thinker: null,
      passDelayMs: () => 900,
    });
    session.start();
    expect(session.state.mustPass).toBe(true);
    advance(899);
    session.tick();
    expect(session.game.moves).toHaveLength(0);
    advance(1);
    session.tick();
    expect(session.game.moves).toEqual([PASS]);
    expect(session.state.lastWasPass).toBe(true);

    const hurried = sessionWith({
      setup: setupOf({ mode: 'versus', rules: 'classic', start, strength: null }),
      thinker: null,
      passDelayMs: () => 900,
    });
    hurried.session.start();
    hurried.session.tap(null);
    expect(hurried.session.game.moves).toEqual([PASS]);
  });

  it('keeps the finished game once for My games, with its moves and result, even when it records nothing', () => {
    const store = memoryStore();
    const start = fen('4o/3x1/5/5/5 x 0 1');
    const { session } = sessionWith({
      setup: setupOf({ start, practice: true }),
      store,
      keep: (data, game, over) => ({
        ...data,
        myGames: keepGame(
          data.myGames,
          keptOfLocal(setupOf({ start }), game, over, false, '2026-12-01T08:00:00.000Z'),
        ),
      }),
    });
    session.start();
    session.playHere(cloneMove(parseSquare('d5', 5, 5)!));
    expect(session.state.outcome?.reason).toBe('wiped-out');
    expect(store.data.myGames).toEqual([
      {
        game: 'ataxx',
        mode: 'level',
        level: 'w1-01',
        rules: 'arcade',
        start: '4o/3x1/5/5/5 x 0 1',
        moves: 'd5',
        you: 'x',
        computer: 1,
        result: 'x',
        reason: 'wiped-out',
        date: '2026-12-01T08:00:00.000Z',
      },
    ]);
    session.endingDone();
    expect(store.data.myGames).toHaveLength(1);
  });

  it('scores and records the finished game the moment it ends, then sends the result after the ending', () => {
    const store = memoryStore();
    const level = campaignLevels(campaign)[0];
    // x clones to d5, flips o's last piece and the fill gives x every empty square.
    const start = fen('4o/3x1/5/5/5 x 0 1');
    const { session, events, advance } = sessionWith({
      setup: setupOf({ start, boss: true, levelId: level.id }),
      store,
      record: (data, score) => recordGame(data, campaign, 'level', level, score),
      resultDelayMs: () => 500,
    });
    session.start();
    expect(session.state.score).toBeNull();
    session.playHere(cloneMove(parseSquare('d5', 5, 5)!));
    expect(session.state.outcome?.reason).toBe('wiped-out');
    expect(session.state.score).toEqual({
      pieces: 3,
      filled: 22,
      bonus: 100,
      total: 125,
      won: true,
      drawn: false,
    });
    expect(store.data.current).toBeNull();
    expect(store.data.levels[level.id]?.best).toBe(125);
    expect(session.state.record?.newBest).toBe(true);
    expect(events.some((event) => event.kind === 'over')).toBe(true);
    session.endingDone();
    advance(499);
    session.tick();
    expect(events.some((event) => event.kind === 'result')).toBe(false);
    advance(1);
    session.tick();
    expect(events.filter((event) => event.kind === 'result')).toHaveLength(1);
  });
});

describe('planning a game from the scene data', () => {
  const levels = campaignLevels(campaign);
  const empty = memoryStore().data;

  it('resumes a saved game exactly and explains a broken one', () => {
    const store = memoryStore();
    const { session } = sessionWith({
      setup: setupOf({ mode: 'versus', strength: null, rules: 'classic' }),
      store,
      thinker: null,
    });
    session.start();
    for (const move of ['b6', 'f6', 'a7c5']) {
      const [from, to] = move.length === 4 ? [sq(move.slice(0, 2)), sq(move.slice(2))] : [-1, sq(move)];
      expect(session.playHere(from < 0 ? cloneMove(to) : ((from + 1) << 7) | to)).toBe(true);
    }
    const resumed = planGame({ mode: 'versus', resume: true }, store.data, levels, 1);
    expect(resumed.ok && resumed.value.game?.position).toEqual(session.state.position);
    expect(resumed.ok && resumed.value.setup.rules).toBe('classic');

    const broken = { ...store.data, current: { ...store.data.current!, moves: ['b6', 'b5'] } };
    const refused = planGame({ mode: 'versus', resume: true }, broken, levels, 1);
    expect(!refused.ok && refused.error).toMatch(/move 2 is not legal/);
  });

  it('starts a level with its own board, rules and opponent, and refuses an unknown one', () => {
    const planned = planGame({ mode: 'level', levelId: levels[3].id }, empty, levels, 7);
    expect(planned.ok && planned.value.setup.strength).toBe(levels[3].opponent.strength);
    expect(planned.ok && toFen(planned.value.setup.start)).toBe(toFen(levels[3].start));
    expect(planGame({ mode: 'level', levelId: 'nowhere' }, empty, levels, 7).ok).toBe(false);
  });
});

describe('a whole level played through the session, without Phaser', () => {
  it('plays level 1 by taps against the greedy engine to its recorded end', async () => {
    const store = memoryStore();
    const level = campaignLevels(campaign)[0];
    const plan = planGame({ mode: 'level', levelId: level.id }, store.data, campaignLevels(campaign), 5);
    if (!plan.ok) throw new Error(plan.error);
    const { session, events } = sessionWith({
      setup: plan.value.setup,
      store,
      thinker: greedyThinker,
      record: (data, score) => recordGame(data, campaign, 'level', level, score),
    });
    session.start();
    for (let ply = 0; ply < 400 && !session.state.outcome; ply++) {
      const state = session.state;
      if (state.position.turn === 'x' && !state.thinking) {
        // The player taps a piece, then the square greedy would choose.
        const move = greedyMove(state.position, session.setup.rules, ply);
        const piece = isJump(move) ? moveFrom(move) : cloneSource(state.position, moveTo(move));
        session.tap(piece);
        session.tap(moveTo(move));
      }
      await settle();
    }
    const over = session.state.outcome;
    expect(over).not.toBeNull();
    expect(events.filter((event) => event.kind === 'moved').length).toBe(session.game.moves.length);
    expect(store.data.current).toBeNull();
    expect(store.data.levels[level.id]?.plays).toBe(1);
    expect(session.state.score?.won).toBe(over!.winner === 'x');
  });
});
