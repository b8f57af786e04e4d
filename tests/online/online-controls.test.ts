import { describe, expect, it } from 'vitest';
import { controlsFor, offerLine } from '../../src/game/online/online-controls';
import { resultWords } from '../../src/game/online/online-words';
import { moveLines } from '../../src/game/online/online-screen';
import type { GameView } from '../../src/net/game-view';
import { setLanguage } from '../../src/game/ui/i18n';

const seat = (id: string, name: string) => ({ id, name, connected: true, awayDeadline: null });
const base: GameView = {
  seq: 1,
  code: 'abc',
  gameId: 'g1',
  phase: 'playing',
  players: { x: seat('a', 'Ann'), o: seat('b', 'Bob') },
  start: 'x5o/7/7/7/7/7/o5x x 0 1',
  rules: 'classic',
  timeControl: '1+1',
  rated: false,
  moves: [],
  fen: 'x5o/7/7/7/7/7/o5x x 0 1',
  turn: 'x',
  clock: null,
  offers: { draw: null, takeback: null, rematch: null },
  end: null,
  watchers: 0,
  serverTime: 0,
};
const moves = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ ply: i + 1, move: 'b6', clockMs: null, at: 0 }));
const actions = (view: GameView, you: 'x' | 'o' | null = 'x', confirmingResign = false) =>
  controlsFor(view, { you, confirmingResign, replay: true }).map((button) => button.action);

describe("the online game's buttons", () => {
  setLanguage('en');

  it('before both have moved: resign or abort; later: resign, draw, takeback', () => {
    expect(actions(base)).toEqual(['resign-ask', 'abort']);
    expect(actions({ ...base, moves: moves(1) })).toEqual(['resign-ask', 'abort', 'takeback-request']);
    expect(actions({ ...base, moves: moves(4) })).toEqual(['resign-ask', 'draw-offer', 'takeback-request']);
    expect(actions({ ...base, moves: moves(4), rated: true })).toEqual(['resign-ask', 'draw-offer']);
  });

  it('resigning asks once more', () => {
    expect(actions(base, 'x', true)[0]).toBe('resign');
  });

  it('puts the answers to an offer first, and shows its own offer as made', () => {
    const offered = {
      ...base,
      moves: moves(4),
      offers: { draw: 'o' as const, takeback: null, rematch: null },
    };
    expect(actions(offered)).toEqual(['draw-accept', 'draw-decline', 'resign-ask', 'takeback-request']);
    expect(offerLine(offered, 'x')).toBe('Bob offers a draw');
    const mine = controlsFor(
      { ...base, moves: moves(4), offers: { draw: 'x', takeback: null, rematch: null } },
      { you: 'x', confirmingResign: false, replay: true },
    );
    expect(mine.find((button) => button.action === 'draw-offer')).toMatchObject({
      enabled: false,
      label: 'Draw offered',
    });
  });

  it('after the end: rematch, replay, the game link and the way out', () => {
    const over: GameView = { ...base, phase: 'over', end: { result: 'o', reason: 'flag', at: 0 } };
    expect(actions(over)).toEqual(['rematch-offer', 'replay', 'copy-game', 'leave']);
    const asked = { ...over, offers: { draw: null, takeback: null, rematch: 'o' as const } };
    expect(actions(asked)).toEqual(['rematch-accept', 'rematch-decline', 'replay', 'copy-game', 'leave']);
    expect(actions({ ...over, end: { result: 'aborted', reason: 'aborted', at: 0 } })).toEqual([
      'rematch-offer',
      'leave',
    ]);
  });

  it('a watcher and a player waiting for a friend can only leave', () => {
    expect(actions(base, null)).toEqual(['leave']);
    expect(actions({ ...base, phase: 'waiting' })).toEqual(['leave']);
  });
});

describe('words of the online game', () => {
  it("says the result from this player's side, and why, naming who resigned or flagged", () => {
    const over = (
      result: 'x' | 'o' | 'draw' | 'aborted',
      reason: 'flag' | 'resign' | 'agreement' | 'aborted',
    ) => ({
      players: base.players,
      end: { result, reason, at: 0 },
    });
    expect(resultWords(over('o', 'flag'), 'x')).toEqual({ title: 'You lose', reason: 'Ann ran out of time' });
    expect(resultWords(over('x', 'resign'), 'x')).toEqual({ title: 'You win!', reason: 'Bob resigned' });
    expect(resultWords(over('x', 'resign'), null)?.title).toBe('Ann wins');
    expect(resultWords(over('draw', 'agreement'), 'o')?.title).toBe('Draw');
    expect(resultWords({ players: base.players, end: null }, 'x')).toBeNull();
    setLanguage('nl');
    expect(resultWords(over('o', 'flag'), 'x')?.reason).toBe('Ann heeft geen tijd meer');
    setLanguage('pt');
    expect(resultWords(over('x', 'resign'), 'x')?.title).toBe('Venceste!');
    setLanguage('en');
  });

  it('lists the moves two plies a line, a pass as a dash', () => {
    const view = {
      moves: ['b6', 'f6', 'c5', '0000', 'a7c5'].map((move, i) => ({
        ply: i + 1,
        move,
        clockMs: null,
        at: 0,
      })),
    };
    expect(moveLines(view)).toEqual(['1. b6  f6', '2. c5  —', '3. a7c5']);
  });
});
