import { describe, expect, it } from 'vitest';
import { controlsFor, declineLine, offerLine } from '../../src/game/online/online-controls';
import { resultWords } from '../../src/game/online/online-words';
import { moveLines } from '../../src/game/online/online-screen';
import type { GameView } from '../../src/net/game-view';
import { setLanguage } from '../../src/game/base/i18n';

const seat = (id: string, name: string) => ({ id, name, connected: true, awayDeadline: null });
const base: GameView = {
  seq: 1,
  code: 'abc',
  gameId: 'g1',
  phase: 'playing',
  players: { x: seat('a', 'Ann'), o: seat('b', 'Bob') },
  game: 'ataxx',
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

  it('says when the opponent declined this player’s own offer, and not when a move or an end cleared it', () => {
    const played = { ...base, moves: moves(2) };
    const offer = (draw: 'x' | 'o' | null, takeback: 'x' | 'o' | null = null): GameView => ({
      ...played,
      offers: { draw, takeback, rematch: null },
    });
    expect(declineLine(offer('x'), offer(null), 'x')).toBe('Bob declines');
    expect(declineLine(offer(null, 'x'), offer(null), 'x')).toBe('Bob declines');
    const computer = { ...base.players, o: seat('computer-3', 'Computer (3)') };
    const against = (view: GameView): GameView => ({ ...view, players: computer });
    expect(declineLine(against(offer('x')), against(offer(null)), 'x')).toBe('The computer declines');
    setLanguage('nl');
    expect(declineLine(against(offer('x')), against(offer(null)), 'x')).toBe('De computer weigert');
    setLanguage('pt');
    expect(declineLine(against(offer(null, 'x')), against(offer(null)), 'x')).toBe('O computador recusa');
    setLanguage('en');
    // Their own offer declined by this player, a move, an accepted offer, the end, a watcher: nothing.
    expect(declineLine(offer('o'), offer(null), 'x')).toBeNull();
    expect(declineLine(offer(null, 'x'), { ...offer(null), moves: moves(3) }, 'x')).toBeNull();
    expect(declineLine(offer(null, 'x'), { ...offer(null), moves: moves(0) }, 'x')).toBeNull();
    const ended = {
      ...offer(null),
      phase: 'over' as const,
      end: { result: 'draw' as const, reason: 'agreement' as const, at: 0 },
    };
    expect(declineLine(offer('x'), ended, 'x')).toBeNull();
    expect(declineLine(offer('x'), offer(null), null)).toBeNull();
    expect(declineLine(null, offer(null), 'x')).toBeNull();
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
    expect(resultWords(over('o', 'flag'), 'o')).toEqual({ title: 'You win!', reason: 'Ann ran out of time' });
    expect(resultWords(over('x', 'resign'), 'x')).toEqual({ title: 'You win!', reason: 'Bob resigned' });
    expect(resultWords(over('x', 'resign'), null)?.title).toBe('Ann wins');
    expect(resultWords(over('draw', 'agreement'), 'o')?.title).toBe('Draw');
    // An abort counts for nobody: never a win, and it names who aborted, resigned or left before both moved.
    const aborted = (reason: 'aborted' | 'abandon', by?: 'x' | 'o') => ({
      players: base.players,
      end: { result: 'aborted' as const, reason, at: 0, ...(by ? { by } : {}) },
    });
    expect(resultWords(aborted('aborted', 'o'), 'x')).toEqual({
      title: 'Game aborted',
      reason: 'Bob aborted the game',
    });
    expect(resultWords(aborted('abandon', 'o'), 'x')).toEqual({
      title: 'Game aborted',
      reason: 'Bob left the game',
    });
    expect(resultWords(aborted('aborted'), 'x')?.reason).toBe('Aborted before both sides moved');
    expect(resultWords({ players: base.players, end: null }, 'x')).toBeNull();
    // The player's own card says it was them, not their name; the opponent's and a spectator's name them.
    expect(resultWords(over('x', 'resign'), 'o')).toEqual({ title: 'You lose', reason: 'You resigned' });
    expect(resultWords(over('x', 'flag'), 'o')?.reason).toBe('You ran out of time');
    expect(resultWords(over('x', 'resign'), null)?.reason).toBe('Bob resigned');
    expect(resultWords(aborted('aborted', 'o'), 'o')?.reason).toBe('You aborted the game');
    expect(resultWords(aborted('abandon', 'x'), 'x')?.reason).toBe('You left the game');
    expect(resultWords(aborted('aborted'), 'o')?.reason).toBe('Aborted before both sides moved');
    setLanguage('nl');
    expect(resultWords(over('o', 'flag'), 'o')?.reason).toBe('Ann heeft geen tijd meer');
    expect(resultWords(over('o', 'flag'), 'x')?.reason).toBe('Je hebt geen tijd meer');
    setLanguage('pt');
    expect(resultWords(over('x', 'resign'), 'x')?.title).toBe('Venceste!');
    expect(resultWords(over('x', 'resign'), 'o')?.reason).toBe('Desististe');
    setLanguage('nl');
    expect(resultWords(aborted('aborted', 'x'), 'x')?.reason).toBe('Je hebt het spel afgebroken');
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
