/**
 * The computer's seat on its own: a real OnlineGame, a stand-in engine pool that records what it is
 * asked, and the room's part played by hand (every action goes through the game's own `act`, and every
 * change is shown to the seat again, as the room does).
 */
import { describe, expect, it } from 'vitest';
import type { ThinkRequest } from '../../src/ai/types';
import { moveToText } from '../../src/core/move';
import { legalMoves } from '../../src/core/rules';
import type { Side } from '../../src/core/side';
import { ComputerSeat, seedOf } from '../../src/server/computer-seat';
import { EngineBusy, type EnginePool } from '../../src/server/engine-pool';
import { OnlineGame, type GameAction, type GameSetup } from '../../src/server/online-game';

const NOW = 1_700_000_000_000;
const human = { id: 'human-1', name: 'Ada' };
const computer = { id: 'computer-2', name: 'Computer (2)' };

function table(
  humanSide: Side,
  answer: (request: ThinkRequest) => Promise<number> = () => new Promise(() => {}),
) {
  const setup: GameSetup = {
    code: 'abcdefgh',
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
  const asked: ThinkRequest[] = [];
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
    think: (request: ThinkRequest) => {
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
    expect(asked[0]).toMatchObject({
      strength: 2,
      rules: 'arcade',
      seed: seedOf(`${game.view(NOW).gameId}:1`),
    });
    expect(asked[0].position.turn).toBe('x');
  });

  it('does not ask on the human’s turn', () => {
    const { game, asked, show } = table('x');
    game.arrive('x');
    show();
    expect(asked).toHaveLength(0);
  });

  it('plays the engine’s answer through the game, as the move of the next ply', async () => {
    const answer = (request: ThinkRequest): number => legalMoves(request.position, request.rules).at(-1)!;
    const { game, acts, asked, show, untilActs } = table('o', async (request) => answer(request));
    game.arrive('o');
    show();
    await untilActs(1);
    const { position } = asked[0];
    const text = moveToText(answer(asked[0]), position.width, position.height);
    expect(acts).toEqual([{ side: 'x', action: { type: 'move', ply: 1, move: text }, ok: true }]);
    expect(game.view(NOW).moves.map((move) => move.move)).toEqual([text]);
  });

  it('asks again a moment later when the pool is full, and then plays', async () => {
    let calls = 0;
    const { game, acts, asked, show, untilActs } = table('o', async (request) => {
      if (++calls === 1) throw new EngineBusy('every engine worker is busy');
      return legalMoves(request.position, request.rules)[0];
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
