/** The online game screen's state, event by event (src/game/online/online-state.ts), with no scene. */
import { describe, expect, it } from 'vitest';
import {
  endNewlyHeard,
  mayPlay,
  onlineScreen,
  openedScreen,
  type OnlineScreenEvent,
  type OnlineScreenState,
} from '../../src/game/online/online-state';
import type { GameView } from '../../src/net/game-view';

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
const ended: GameView = { ...base, moves: moves(3), end: { result: 'x', reason: 'resign', at: 0 } };

/** The state after each event in turn, from a game just opened. */
const after = (...events: OnlineScreenEvent[]): OnlineScreenState =>
  events.reduce(onlineScreen, openedScreen({ code: 'abc' }));
const playing: OnlineScreenEvent[] = [
  { kind: 'link', link: 'open' },
  { kind: 'heard', view: base },
  { kind: 'seated', you: 'x' },
];

describe('the online screen as a game opens', () => {
  it('starts connecting with nothing heard, a player unless it only watches', () => {
    const opened = openedScreen({ code: 'abc', from: 'Lobby' });
    expect(opened).toMatchObject({ code: 'abc', watch: false, from: 'Lobby', view: null, you: null });
    expect(opened.link).toBe('connecting');
    expect(openedScreen({ code: 'abc', watch: true })).toMatchObject({ watch: true, from: null });
  });

  it('lets this device move only once it is seated, connected, and the game is being played', () => {
    expect(mayPlay(after())).toBe(false);
    expect(mayPlay(after(...playing))).toBe(true);
    expect(mayPlay(after(...playing, { kind: 'link', link: 'reconnecting' }))).toBe(false);
    expect(mayPlay(after(...playing, { kind: 'gone', why: 'opened elsewhere' }))).toBe(false);
    expect(mayPlay(after(...playing, { kind: 'heard', view: ended }))).toBe(false);
    expect(mayPlay(after(...playing, { kind: 'seated', you: null }))).toBe(false);
  });
});

describe("this device's move on its way", () => {
  const sent = [...playing, { kind: 'move-sent', ply: 1, move: 'b6' } as const];

  it('is kept until the club takes it, or shows it, or refuses it', () => {
    expect(after(...sent).pending).toEqual({ ply: 1, move: 'b6' });
    expect(after(...sent, { kind: 'move-taken', ply: 1 }).pending).toBeNull();
    expect(after(...sent, { kind: 'move-taken', ply: 2 }).pending).toEqual({ ply: 1, move: 'b6' });
    expect(after(...sent, { kind: 'heard', view: { ...base, moves: moves(1) } }).pending).toBeNull();
    expect(after(...sent, { kind: 'heard', view: base }).pending).toEqual({ ply: 1, move: 'b6' });
    expect(after(...sent, { kind: 'move-refused' }).pending).toBeNull();
  });

  it('is dropped when the board is made anew from the server', () => {
    expect(after(...sent, { kind: 'seated', you: 'x' }).pending).toBeNull();
  });
});

describe('words on the status line', () => {
  it('go after their few seconds only if no newer word took their place', () => {
    const refused = after({ kind: 'notice', text: 'Not your move' });
    expect(refused.notice).toBe('Not your move');
    expect(onlineScreen(refused, { kind: 'notice-over', text: 'Not your move' }).notice).toBeNull();
    const newer = onlineScreen(refused, { kind: 'notice', text: 'Draw declined' });
    expect(onlineScreen(newer, { kind: 'notice-over', text: 'Not your move' }).notice).toBe('Draw declined');
    const copied = after({ kind: 'said', text: 'Link copied' });
    expect(onlineScreen(copied, { kind: 'said-over', text: 'Other' }).said).toBe('Link copied');
    expect(onlineScreen(copied, { kind: 'said-over', text: 'Link copied' }).said).toBeNull();
  });
});

describe('resigning and the result', () => {
  it('asks before resigning, and forgets the question when the game stops being played', () => {
    const asked = after(...playing, { kind: 'resign-asked' });
    expect(asked.confirmingResign).toBe(true);
    expect(onlineScreen(asked, { kind: 'resign-dropped' }).confirmingResign).toBe(false);
    expect(onlineScreen(asked, { kind: 'heard', view: { ...base, seq: 2 } }).confirmingResign).toBe(true);
    expect(onlineScreen(asked, { kind: 'heard', view: ended }).confirmingResign).toBe(false);
  });

  it('hears a game end once, and a rematch unfolds the result card', () => {
    const over = after(...playing, { kind: 'heard', view: ended });
    expect(endNewlyHeard(after(...playing), over)).toBe(true);
    const again = onlineScreen(over, { kind: 'heard', view: { ...ended, seq: 9 } });
    expect(endNewlyHeard(over, again)).toBe(false);
    const folded = onlineScreen(over, { kind: 'result-tapped' });
    expect(folded.resultFolded).toBe(true);
    expect(onlineScreen(folded, { kind: 'result-tapped' }).resultFolded).toBe(false);
    expect(onlineScreen(folded, { kind: 'heard', view: { ...ended, seq: 10 } }).resultFolded).toBe(true);
    expect(onlineScreen(folded, { kind: 'heard', view: { ...base, gameId: 'g2' } }).resultFolded).toBe(false);
  });

  it("notes when each of the opponent's moves was shown", () => {
    const shown = after(
      { kind: 'their-move-shown', ply: 2, at: 1000 },
      { kind: 'their-move-shown', ply: 4, at: 2500 },
    );
    expect(shown.shownAt).toEqual({ 2: 1000, 4: 2500 });
  });
});
