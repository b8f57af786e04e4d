import { describe, expect, it } from 'vitest';
import { newGame, parseFen, playMove, parseMoveText, type Game } from '../../src/core';
import { onlineLaunch } from '../../src/game/online/online-link';
import { onlineLayout } from '../../src/game/online/online-layout';
import {
  screenControls,
  spectatorStatus,
  watchersText,
  watchLayout,
  watchNext,
} from '../../src/game/online/watch-screen';
import { setLanguage } from '../../src/game/base/i18n';
import type { Rect } from '../../src/game/board/layout';
import type { GameView } from '../../src/net/game-view';
import { IdentityStore } from '../../src/game/club/club-identity';

const seat = (id: string, name: string) => ({ id, name, connected: true, awayDeadline: null });
const START = 'x5o/7/7/7/7/7/o5x x 0 1';
const base: GameView = {
  seq: 1,
  code: 'abc',
  gameId: 'g1',
  phase: 'playing',
  players: { x: seat('a', 'Ann'), o: seat('b', 'Bob') },
  game: 'ataxx',
  start: START,
  rules: 'classic',
  timeControl: '1+1',
  rated: false,
  moves: [],
  fen: START,
  turn: 'x',
  clock: null,
  offers: { draw: null, takeback: null, rematch: null },
  end: null,
  watchers: 0,
  serverTime: 0,
};
const played = (...moves: string[]) => moves.map((move, i) => ({ ply: i + 1, move, clockMs: null, at: 0 }));
const over: GameView = { ...base, phase: 'over', end: { result: 'o', reason: 'resign', at: 0 } };

const overlap = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Rect, outer: Rect): boolean =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

function gameOf(...moves: string[]): Game {
  const start = parseFen(START);
  if (!start.ok) throw new Error(start.error);
  let game = newGame(start.value, 'classic');
  for (const text of moves) {
    const move = parseMoveText(text, 7, 7);
    if (!move.ok) throw new Error(move.error);
    const next = playMove(game, move.value);
    if (!next.ok) throw new Error(next.error);
    game = next.value.game;
  }
  return game;
}

const memory = (): IdentityStore => {
  const map = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
  };
  return new IdentityStore(map(), map());
};

describe('spectating on the online screen', () => {
  setLanguage('en');

  for (const [name, width, height] of [
    ['phone', 360, 640],
    ['phone on its side', 640, 360],
    ['laptop', 1280, 800],
    ['small window', 800, 500],
  ] as const) {
    it(`${name} ${width}×${height}: the count and the banner take room of their own, inside the old parts`, () => {
      const layout = onlineLayout({ width, height }, 7, 7);
      for (const watching of [false, true]) {
        const { screen, count, banner } = watchLayout(layout, watching);
        expect(inside(count, layout.moves)).toBe(true);
        expect(inside(screen.moves, layout.moves)).toBe(true);
        expect(overlap(count, screen.moves)).toBe(false);
        expect(count.height).toBeGreaterThanOrEqual(16);
        expect(screen.moves.height).toBeGreaterThanOrEqual(16);
        if (!watching) {
          expect(banner).toBeNull();
          expect(screen.actions).toEqual(layout.actions);
          continue;
        }
        expect(banner).not.toBeNull();
        expect(inside(banner!, layout.actions)).toBe(true);
        expect(inside(screen.actions, layout.actions)).toBe(true);
        expect(overlap(banner!, screen.actions)).toBe(false);
        // Room for at least one row of buttons below the banner.
        expect(screen.actions.height).toBeGreaterThanOrEqual(layout.button.height);
      }
    });
  }

  it('says how many watch, nothing while nobody does, in three languages', () => {
    expect(watchersText(0)).toBe('');
    expect(watchersText(1)).toBe('1 watching');
    expect(watchersText(3)).toBe('3 watching');
    setLanguage('nl');
    expect(watchersText(1)).toBe('1 kijkt mee');
    expect(watchersText(3)).toBe('3 kijken mee');
    setLanguage('pt');
    expect(watchersText(3)).toBe('3 a assistir');
    setLanguage('en');
  });

  it("a spectator's status names who is to move, or waits for the second player", () => {
    expect(spectatorStatus(base, 'o')).toBe('Bob to move');
    expect(spectatorStatus({ ...base, phase: 'waiting', players: { x: base.players.x, o: null } }, 'x')).toBe(
      'Waiting for the second player…',
    );
  });

  it('a spectator only goes back, and after the end opens the replay; a player may copy a watch link', () => {
    const actions = (view: GameView, you: 'x' | 'o' | null, replay = true) =>
      screenControls(view, { you, confirmingResign: false, replay }).map((button) => button.action);
    expect(actions(base, null)).toEqual(['leave']);
    expect(actions({ ...base, phase: 'waiting' }, null)).toEqual(['leave']);
    expect(actions(over, null)).toEqual(['replay', 'copy-game', 'leave']);
    expect(actions(over, null, false)).toEqual(['copy-game', 'leave']);
    expect(actions({ ...over, end: { result: 'aborted', reason: 'aborted', at: 0 } }, null)).toEqual([
      'leave',
    ]);
    expect(actions(base, 'x')).toEqual(['resign-ask', 'abort', 'copy-watch']);
    expect(actions({ ...base, phase: 'waiting' }, 'x')).toEqual(['leave', 'copy-watch']);
    expect(actions(over, 'x')).not.toContain('copy-watch');
  });

  it("a spectator's board plays the server's moves one by one, swapping the side its session sits on", () => {
    const view = { ...base, moves: played('b6', 'f6') };
    // The session sits on o (x to move): the network plays x's move.
    expect(watchNext({ game: gameOf(), you: 'o' }, view)).toBe('follow');
    // After it, o is to move: the session must sit on x now.
    expect(watchNext({ game: gameOf('b6'), you: 'o' }, view)).toBe('reseat');
    expect(watchNext({ game: gameOf('b6'), you: 'x' }, view)).toBe('follow');
    expect(watchNext({ game: gameOf('b6', 'f6'), you: 'x' }, view)).toBe('follow');
    // A takeback or another game: shown again from the server's moves.
    expect(watchNext({ game: gameOf('b6', 'f6'), you: 'x' }, { ...base, moves: played('b6') })).toBe(
      'rebuild',
    );
    expect(watchNext({ game: gameOf('b6'), you: 'o' }, { ...base, moves: played('g2') })).toBe('rebuild');
  });

  it('?watch=<code> watches on a first visit, without a name, and a bad code says so', () => {
    expect(onlineLaunch('?watch=abc123', memory())).toEqual({
      scene: 'OnlinePlay',
      data: { code: 'abc123', watch: true },
      search: '?watch=abc123',
    });
    expect(onlineLaunch('?lang=nl&watch=%3Cscript%3E', memory())).toMatchObject({
      scene: 'Title',
      search: '?lang=nl',
    });
  });
});
