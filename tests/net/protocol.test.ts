import { describe, expect, it } from 'vitest';
import { START_FEN } from '../../src/core/fen';
import {
  checkProtocol,
  checkStart,
  clockLeft,
  CLIENT_MESSAGE_TYPES,
  parseClientMessage,
  parseServerMessage,
  PROTOCOL_VERSION,
  type GameView,
} from '../../src/net';

describe('parseClientMessage', () => {
  it.each([
    ['move', { ply: 1, move: 'g2' }, { type: 'move', ply: 1, move: 'g2' }],
    ['move', { ply: 12, move: 'a7c5' }, { type: 'move', ply: 12, move: 'a7c5' }],
    ['ping', { t: 123.5 }, { type: 'ping', t: 123.5 }],
    ['resign', undefined, { type: 'resign' }],
    ['draw-offer', {}, { type: 'draw-offer' }],
    ['abort', null, { type: 'abort' }],
  ])('reads %s %j', (type, payload, expected) => {
    expect(parseClientMessage(type, payload)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['move', undefined],
    ['move', { ply: 0, move: 'g2' }],
    ['move', { ply: 1.5, move: 'g2' }],
    ['move', { ply: '1', move: 'g2' }],
    ['move', { ply: 1, move: 'x'.repeat(100) }],
    ['move', { ply: 1, move: 'g2', board: 'x5o/7/7/7/7/7/o5x' }],
    ['move', [1, 'g2']],
    ['ping', { t: 'now' }],
    ['ping', { t: Infinity }],
    ['resign', { reason: 'bored' }],
    ['resign', 'please'],
  ])('refuses %s %j as malformed', (type, payload) => {
    const parsed = parseClientMessage(type, payload);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe('malformed');
  });

  it.each([['teleport'], [7], [null], ['__proto__'], ['constructor']])(
    'refuses the unknown type %j',
    (type) => {
      const parsed = parseClientMessage(type, {});
      expect(parsed).toEqual({ ok: false, error: expect.objectContaining({ code: 'unknown-message' }) });
    },
  );

  it('accepts every listed message type with its usual payload', () => {
    for (const type of CLIENT_MESSAGE_TYPES) {
      const payload = type === 'move' ? { ply: 1, move: 'b6' } : type === 'ping' ? { t: 1 } : undefined;
      expect(parseClientMessage(type, payload).ok).toBe(true);
    }
  });
});

const view: GameView = {
  seq: 3,
  code: 'ABCDEFGH',
  gameId: 'g1',
  phase: 'playing',
  players: {
    x: { id: 'p1', name: 'Blob', connected: true, awayDeadline: null },
    o: { id: 'p2', name: 'Goo', connected: false, awayDeadline: 61_000 },
  },
  game: 'ataxx',
  start: START_FEN,
  rules: 'classic',
  timeControl: '1+1',
  rated: false,
  moves: [{ ply: 1, move: 'b6', clockMs: 61_000, at: 1_000 }],
  fen: 'x5o/x6/7/7/7/7/o5x o 0 1',
  turn: 'o',
  clock: { x: 61_000, o: 60_000, running: null, at: 1_000 },
  offers: { draw: null, takeback: null, rematch: null },
  end: null,
  watchers: 0,
  serverTime: 1_000,
};

describe('parseServerMessage', () => {
  it('reads a state, an ack, a refusal, a pong and a bye', () => {
    expect(parseServerMessage('state', view)).toEqual({ ok: true, value: { type: 'state', payload: view } });
    expect(parseServerMessage('ack', { ply: 4 }).ok).toBe(true);
    expect(parseServerMessage('refused', { to: 'move', code: 'not-your-turn', text: 'no', ply: 3 }).ok).toBe(
      true,
    );
    expect(parseServerMessage('pong', { t: 1, serverTime: 2 }).ok).toBe(true);
    expect(parseServerMessage('bye', { code: 'replaced', text: 'elsewhere' }).ok).toBe(true);
  });

  it('reads a board ending in the game’s own words, and the club’s own reasons', () => {
    for (const reason of ['board-full', 'last-counter', 'resign', 'agreement']) {
      const end = { result: 'x', reason, at: 5 };
      expect(parseServerMessage('state', { ...view, end }).ok, reason).toBe(true);
    }
    const shouted = parseServerMessage('state', {
      ...view,
      end: { result: 'x', reason: 'BOARD FULL!', at: 5 },
    });
    expect(shouted.ok).toBe(false);
    expect(parseServerMessage('state', { ...view, game: 'x'.repeat(33) }).ok).toBe(false);
  });

  it('refuses a view that names no game (a club before there were several)', () => {
    const { game: _game, ...nameless } = view;
    const parsed = parseServerMessage('state', nameless);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain('game');
  });

  it('refuses a state with a wrong field, naming it', () => {
    const parsed = parseServerMessage('state', { ...view, turn: 'z' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain('turn');
    expect(parseServerMessage('gossip', {}).ok).toBe(false);
  });
});

describe('checkProtocol', () => {
  it('lets in a client of this protocol version or a later one', () => {
    expect(checkProtocol({ protocol: PROTOCOL_VERSION, token: 't' }).ok).toBe(true);
    expect(checkProtocol({ protocol: PROTOCOL_VERSION + 1, watch: true }).ok).toBe(true);
  });

  it('lets a client of protocol 2, which knew one game, into the lobby and Ataxx rooms only', () => {
    expect(PROTOCOL_VERSION).toBe(3);
    expect(checkProtocol({ protocol: 2, token: 't' }).ok).toBe(true);
    expect(checkProtocol({ protocol: 2, token: 't' }, 'ataxx').ok).toBe(true);
    const oxono = checkProtocol({ protocol: 2, token: 't' }, 'oxono');
    expect(oxono.ok).toBe(false);
    if (!oxono.ok) expect(oxono.error.text).toMatch(/protocol version 2; the club speaks 3.*reload the page/);
    expect(checkProtocol({ protocol: 3, token: 't' }, 'oxono').ok).toBe(true);
  });

  it.each([[{ token: 't' }], [{ protocol: 1, token: 't' }], [{ protocol: '2' }], [null]])(
    'tells a client of an older protocol (%j) to update the game',
    (options) => {
      const checked = checkProtocol(options);
      expect(checked.ok).toBe(false);
      if (!checked.ok) {
        expect(checked.error.code).toBe('update-game');
        expect(checked.error.text).toMatch(/reload the page to update the game/);
      }
    },
  );
});

describe('checkStart', () => {
  it('accepts the standard start', () => {
    expect(checkStart(START_FEN, 'classic').ok).toBe(true);
  });

  it("refuses a FEN core cannot read, with the parser's message", () => {
    const checked = checkStart('x5o/7/7 x', 'classic');
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.error.code).toBe('bad-start');
      expect(checked.error.text).toMatch(/^FEN: /);
    }
  });

  it('refuses a position whose game is already over', () => {
    const checked = checkStart('xxxx/xxxx/xxxx/xxxo x 0 1', 'arcade');
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error.text).toContain('board-full');
  });
});

describe('clockLeft', () => {
  const clock = { x: 10_000, o: 5_000, running: 'x' as const, at: 1_000 };
  it('runs down only the running side, never below zero', () => {
    expect(clockLeft(clock, 'x', 4_000)).toBe(7_000);
    expect(clockLeft(clock, 'o', 4_000)).toBe(5_000);
    expect(clockLeft(clock, 'x', 20_000)).toBe(0);
    expect(clockLeft(clock, 'x', 500)).toBe(10_000);
  });
});
