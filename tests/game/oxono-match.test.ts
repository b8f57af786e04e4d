import { describe, expect, it } from 'vitest';
import { oxono, readMove } from '../../src/core/oxono';
import {
  HUMAN,
  matchEnd,
  matchPositions,
  newOxonoMatch,
  playInMatch,
  winnerColour,
  type OxonoMatch,
} from '../../src/game/session/oxono/oxono-match';
import { keptOfOxono, storedOfOxono } from '../../src/game/session/oxono/oxono-kept';
import {
  keepOxonoGame,
  OXONO_GAMES_KEY,
  OXONO_GAMES_LIMIT,
  readOxonoGames,
} from '../../src/game/store/oxono-games';
import { OxonoOpponent } from '../../src/game/session/oxono/oxono-opponent';
import type { ThinkWorkerEvents } from '../../src/game/session/opponent/OpponentClient';
import type { ThinkMessage } from '../../src/game/session/opponent/messages';

const two = { pink: HUMAN, black: HUMAN };

/** A game from `start` with `moves` played through the match's own functions. */
function played(start: string, ...moves: string[]): OxonoMatch {
  const made = newOxonoMatch(two, 7, start);
  if (!made.ok) throw new Error(made.error);
  let match = made.value;
  for (const text of moves) {
    const positions = matchPositions(match);
    const move = readMove(text);
    if (!positions.ok || !move.ok) throw new Error('setup');
    const next = playInMatch(match, positions.value[positions.value.length - 1], move.value);
    if (!next.ok) throw new Error(next.error);
    match = next.value;
  }
  return match;
}

const last = (match: OxonoMatch) => {
  const positions = matchPositions(match);
  if (!positions.ok) throw new Error(positions.error);
  return positions.value[positions.value.length - 1];
};

describe('an Oxono game on this device', () => {
  it('refuses a start that does not read, naming it', () => {
    const made = newOxonoMatch(two, 1, '....../....../..@... 1 8 8 8 8');
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.error).toMatch(/^start position: /);
  });

  it('refuses an illegal move with core’s reason, and keeps the game as it was', () => {
    const match = played('....../....../..@.../...*../....../...... 1 8 8 8 8');
    const move = readMove('X c4 c5');
    if (!move.ok) throw new Error(move.error);
    const refused = playInMatch(match, last(match), move.value);
    expect(refused.ok).toBe(false);
    expect(match.moves).toEqual([]);
  });

  // Where the winning line lies is core's (tests/oxono/shown-rules.test.ts); who won is the match's.
  it('ends on the colour line a move made, won by its player', () => {
    const match = played('.....X/XO..../..@.../...*../xox.../...... 1 6 7 6 7', 'X d1 d2');
    const end = matchEnd(last(match));
    expect(end?.reason).toBe('colour-line');
    expect(winnerColour(end!)).toBe('pink');
  });

  it('ends on a symbol line made with the other player’s pawns', () => {
    const match = played('*....x/....../...@../....../....../OOo... 1 7 7 8 6', 'O d2 d1');
    expect(matchEnd(last(match))?.reason).toBe('symbol-line');
  });
});

class Memory {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

describe('kept Oxono games', () => {
  const won = played('.....X/XO..../..@.../...*../xox.../...... 1 6 7 6 7', 'X d1 d2');
  const kept = keptOfOxono(won, matchEnd(last(won))!, '2026-12-07T16:00:00.000Z');

  it('keeps the newest first, at most 50, and drops an entry that no longer reads', () => {
    const storage = new Memory();
    for (let i = 0; i < OXONO_GAMES_LIMIT + 3; i++) keepOxonoGame(storage, { ...kept, reason: `game ${i}` });
    const list = readOxonoGames(storage);
    expect(list).toHaveLength(OXONO_GAMES_LIMIT);
    expect(list[0].reason).toBe(`game ${OXONO_GAMES_LIMIT + 2}`);
    const raw = JSON.parse(storage.getItem(OXONO_GAMES_KEY)!) as unknown[];
    storage.setItem(OXONO_GAMES_KEY, JSON.stringify([{ ...kept, result: 'pink' }, ...raw.slice(0, 2)]));
    const warn = console.warn;
    const warned: string[] = [];
    console.warn = (text: string) => void warned.push(text);
    try {
      expect(readOxonoGames(storage)).toHaveLength(2);
    } finally {
      console.warn = warn;
    }
    expect(warned[0]).toMatch(/^infection\.oxono\.games\.0: result: /);
  });

  it('opens in the replay viewer’s shape, which core replays to the same end', () => {
    const stored = storedOfOxono(kept, { pink: 'Pink', black: 'Black' });
    expect(stored.game).toBe('oxono');
    expect(stored.end).toEqual({ result: 'x', reason: 'colour-line', endedAt: Date.parse(kept.date) });
    const start = oxono.readPosition(stored.start, stored.rules);
    if (!start.ok) throw new Error(start.error);
    const move = oxono.readMove(start.value, stored.moves[0].move);
    if (!move.ok) throw new Error(move.error);
    const after = oxono.play(start.value, move.value);
    expect(after.ok && oxono.outcome(after.value)).toEqual({ winner: 'x', reason: 'colour-line' });
  });
});

describe('the Oxono opponent client', () => {
  /** A fake worker that answers each question with `reply(message)`. */
  function client(reply: (message: ThinkMessage) => unknown) {
    let events: ThinkWorkerEvents | null = null;
    const opponent = new OxonoOpponent({
      spawn: (heard) => {
        events = heard;
        return {
          post: (message) => queueMicrotask(() => events?.reply(reply(message))),
          terminate: () => undefined,
        };
      },
    });
    return opponent;
  }
  const start = oxono.readPosition(oxono.startText('standard'), 'standard');
  if (!start.ok) throw new Error(start.error);

  it('asks for the game by name and takes the engine’s legal move with its score', async () => {
    let asked: ThinkMessage | null = null;
    const opponent = client((message) => {
      asked = message;
      return { id: message.id, move: 'Xc3b3', depth: 3, score: 12, nodes: 100 };
    });
    const thought = await opponent.thoughtFor(start.value, 4, 99);
    expect(asked!.request).toEqual({
      game: 'oxono',
      position: oxono.startText('standard'),
      variant: 'standard',
      strength: 4,
      seed: 99,
    });
    expect(thought && oxono.moveText(start.value, thought.move)).toBe('X c3 b3');
    expect(thought?.score).toBe(12);
    expect(opponent.fallbacks).toBe(0);
  });

  it('falls back to a legal move when the engine answers an illegal one, and counts it', async () => {
    const opponent = client((message) => ({ id: message.id, move: 'Xc4c5', depth: 1, score: 0, nodes: 1 }));
    const move = await opponent.moveFor(start.value, 4, 1);
    expect(move !== null && oxono.legalMoves(start.value).includes(move)).toBe(true);
    expect(opponent.fallbacks).toBe(1);
  });

  it('answers null once cancelled', async () => {
    const opponent = client(() => new Promise(() => undefined));
    const asked = opponent.moveFor(start.value, 4, 1);
    opponent.cancel();
    expect(await asked).toBeNull();
  });
});
