/**
 * The computer's seat on its own: a real OnlineGame, a stand-in engine pool that records what it is
 * asked, and the room's part played by hand (every action goes through the game's own `act`, and every
 * change is shown to the seat again, as the room does).
 */
import { describe, expect, it } from 'vitest';
import type { EngineRequest } from '../../src/ai/types';
import { ataxx } from '../../src/core/ataxx-game';
import type { Side } from '../../src/core/side';
import { ComputerSeat, seedOf } from '../../src/server/computer-seat';
import { EngineBusy, type EnginePool } from '../../src/server/engine-pool';
import { OnlineGame, type GameAction, type GameSetup } from '../../src/server/online-game';

const NOW = 1_700_000_000_000;
const human = { id: 'human-1', name: 'Ada' };
const computer = { id: 'computer-2', name: 'Computer (2)' };

function table(
  humanSide: Side,
  answer: (request: EngineRequest) => Promise<string> = () => new Promise(() => {}),
) {
  const setup: GameSetup = {
    code: 'abcdefgh',
    game: 'ataxx',
    start: 'x3o/5/5/5/o3x x 0 1',
    rules: 'arcade',
    timeControl: 'untimed',
    rated: false,
    creator: human,
    creatorSide: humanSide,
    opponent: computer,
    listed: true,
  };
  let ids = 0;
  const game = new OnlineGame(setup, () => `game-${++ids}`);
  const asked: EngineRequest[] = [];
  const acts: { side: Side; action: GameAction; ok: boolean }[] = [];
  let wake = (): void => undefined;
  /** Resolves once the seat has acted `count` times in all. */
  const untilActs = (count: number): Promise<void> =>
    new Promise((resolve) => {
      wake = () => {
        if (acts.length >= count) resolve();
      };
      wake();
    });
  const engines = {
    ask: (request: EngineRequest) => {
      asked.push(request);
      return answer(request);
    },
  } as unknown as EnginePool;
  const show = (): void => seat.see(game.view(NOW));
  const act = (side: Side, action: GameAction): void => {
    const done = game.act(side, action, NOW);
    acts.push({ side, action, ok: done.ok });
    wake();
    if (done.ok && done.value.changed) show();
  };
  const seat = ComputerSeat.sit(
    setup,
    game,
    { computer: { engines, thinkMs: 0 }, log: () => undefined, now: () => NOW },
    act,
  )!;
  return { game, seat, asked, acts, show, untilActs };
}

describe('the computer’s seat', () => {
  it('sits down at once, connected, and begins the game', () => {
    const { game } = table('o');
    const view = game.view(NOW);
    expect(view.phase).toBe('playing');
    expect(view.players.x).toMatchObject({ id: 'computer-2', connected: true, awayDeadline: null });
    expect(view.players.o).toMatchObject({ id: 'human-1', connected: false });
  });

  it('waits for the human before its first move, then asks the engine once per ply, seeded by the game and ply', () => {
    const { game, asked, show } = table('o');
    show();
    expect(asked).toHaveLength(0);
    game.arrive('o');
    show();
    show();
    expect(asked).toHaveLength(1);
    // In the contract's words: the game's name, the position as its text, the variant.
    expect(asked[0]).toEqual({
      game: 'ataxx',
      position: 'x3o/5/5/5/o3x x 0 1',
      variant: 'arcade',
      strength: 2,
      seed: seedOf(`${game.view(NOW).gameId}:1`),
    });
  });

  it('does not ask on the human’s turn', () => {
    const { game, asked, show } = table('x');
    game.arrive('x');
    show();
    expect(asked).toHaveLength(0);
  });

  it('plays the engine’s answer through the game, as the move of the next ply', async () => {
    const answer = (request: EngineRequest): string => {
      const state = ataxx.readPosition(request.position, request.variant);
      if (!state.ok) throw new Error(state.error);
      return ataxx.moveText(state.value, ataxx.legalMoves(state.value).at(-1)!);
    };
    const { game, acts, asked, show, untilActs } = table('o', async (request) => answer(request));
    game.arrive('o');
    show();
    await untilActs(1);
    const text = answer(asked[0]);
    expect(acts).toEqual([{ side: 'x', action: { type: 'move', ply: 1, move: text }, ok: true }]);
    expect(game.view(NOW).moves.map((move) => move.move)).toEqual([text]);
  });

  it('asks again a moment later when the pool is full, and then plays', async () => {
    let calls = 0;
    const { game, acts, asked, show, untilActs } = table('o', async (request) => {
      if (++calls === 1) throw new EngineBusy('every engine worker is busy');
      expect(request.game).toBe('ataxx');
      return 'b4';
    });
    game.arrive('o');
    show();
    await untilActs(1);
    expect(asked).toHaveLength(2);
    expect(asked[1].seed).toBe(asked[0].seed);
    expect(acts[0]).toMatchObject({ side: 'x', ok: true });
  });

  it('declines a draw and a takeback at once, and accepts a rematch', () => {
    const { game, acts, seat } = table('x');
    game.arrive('x');
    const act = (action: GameAction): void => {
      expect(game.act('x', action, NOW).ok).toBe(true);
      seat.see(game.view(NOW));
    };
    act({ type: 'move', ply: 1, move: 'b4' });
    expect(game.act('o', { type: 'move', ply: 2, move: 'd4' }, NOW).ok).toBe(true);
    act({ type: 'draw-offer' });
    expect(game.view(NOW).offers.draw).toBeNull();
    act({ type: 'takeback-request' });
    expect(game.view(NOW).offers.takeback).toBeNull();
    expect(game.view(NOW).moves).toHaveLength(2);
    act({ type: 'resign' });
    const first = game.view(NOW).gameId;
    act({ type: 'rematch-offer' });
    const rematch = game.view(NOW);
    expect(rematch.gameId).not.toBe(first);
    expect(rematch.phase).toBe('playing');
    expect(rematch.players.x?.id).toBe('computer-2');
    expect(acts.map((each) => each.action.type)).toEqual([
      'draw-decline',
      'takeback-decline',
      'rematch-accept',
    ]);
  });

  it('is not seated in a game whose opponent is a person', () => {
    const setup: GameSetup = {
      code: 'abcdefgh',
      game: 'ataxx',
      start: 'x3o/5/5/5/o3x x 0 1',
      rules: 'arcade',
      timeControl: 'untimed',
      rated: false,
      creator: human,
      creatorSide: 'x',
      opponent: { id: 'computer-friend', name: 'Bram' },
    };
    const game = new OnlineGame(setup, () => 'g');
    const engines = {} as EnginePool;
    const club = { computer: { engines, thinkMs: 0 }, log: () => undefined, now: () => NOW };
    expect(ComputerSeat.sit(setup, game, club, () => undefined)).toBeNull();
    expect(game.view(NOW).phase).toBe('waiting');
  });
});
