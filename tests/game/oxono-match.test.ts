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
import { keptOfOxono, keptOxono } from '../../src/game/session/oxono/oxono-kept';
import { keptNames, keptPlace, storedOfKept } from '../../src/game/session/kept-replay';
import { readStoredGame } from '../../src/game/replay/stored-game';
import { keepGame } from '../../src/game/store/my-games';
import { emptySave, recoverSave } from '../../src/game/store/recover';
import {
  foldOldOxonoGames,
  forgetOldOxonoGames,
  OLD_OXONO_GAMES_KEY,
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
  removeItem = (key: string) => void this.items.delete(key);
}

describe('kept Oxono games', () => {
  const won = played('.....X/XO..../..@.../...*../xox.../...... 1 6 7 6 7', 'X d1 d2');
  const kept = keptOfOxono(
    { ...won, players: { pink: HUMAN, black: { kind: 'computer', strength: 4 } } },
    matchEnd(last(won))!,
    '2026-12-07T16:00:00.000Z',
  );

  it('are kept in My games beside Ataxx’s, naming their game, the side played and the strength', () => {
    expect(kept).toEqual({
      game: 'oxono',
      mode: 'versus',
      start: '.....X/XO..../..@.../...*../xox.../...... 1 6 7 6 7',
      moves: 'Xd1d2',
      you: 'x',
      computer: 4,
      result: 'x',
      reason: 'colour-line',
      date: '2026-12-07T16:00:00.000Z',
    });
    const recovered = recoverSave(JSON.stringify({ ...emptySave(), myGames: keepGame(undefined, kept) }));
    expect(recovered.state).toBe('whole');
    expect(recovered.data.myGames).toEqual([kept]);
    // Two players on one device: no side of this device's, no computer.
    expect(keptOfOxono(won, matchEnd(last(won))!, kept.date)).toMatchObject({ you: null });
    expect('computer' in keptOfOxono(won, matchEnd(last(won))!, kept.date)).toBe(false);
  });

  it('open in the replay viewer on Oxono’s rules, which replay them to the same end', () => {
    const read = readStoredGame(storedOfKept(kept, keptNames(kept, null)));
    if (!read.ok) throw new Error(read.error);
    expect(read.value.game.game).toBe('oxono');
    expect(read.value.ataxx).toBeNull();
    expect(read.value.cursor.rules).toBe(oxono);
    expect(read.value.cursor.length).toBe(1);
    read.value.cursor.toEnd();
    expect(read.value.cursor.outcome()).toEqual({ winner: 'x', reason: 'colour-line' });
    expect(keptPlace(kept, null)).toBe('Oxono');
  });

  it('kept under Oxono’s old key are folded into My games once, newest first, none twice', () => {
    const storage = new Memory();
    const old = (date: string) => ({
      start: won.start,
      moves: [...won.moves],
      players: { pink: HUMAN, black: HUMAN },
      result: 'x',
      reason: 'colour-line',
      date,
    });
    storage.setItem(
      OLD_OXONO_GAMES_KEY,
      JSON.stringify([
        old('2026-12-07T15:00:00.000Z'),
        { ...old('2026-12-07T14:00:00.000Z'), result: 'pink' },
        old(kept.date),
      ]),
    );
    const other = keptOfOxono(won, matchEnd(last(won))!, '2026-12-07T15:30:00.000Z');
    const warn = console.warn;
    const warned: string[] = [];
    console.warn = (text: string) => void warned.push(text);
    let folded;
    try {
      folded = foldOldOxonoGames(storage, [kept, other], (entry) =>
        keptOxono(
          entry,
          { winner: entry.result === 'draw' ? null : entry.result, reason: entry.reason },
          entry.date,
        ),
      );
    } finally {
      console.warn = warn;
    }
    expect(folded?.map((game) => game.date)).toEqual([
      kept.date,
      '2026-12-07T15:30:00.000Z',
      '2026-12-07T15:00:00.000Z',
    ]);
    expect(folded?.[2]).toMatchObject({ game: 'oxono', moves: 'Xd1d2', you: null, result: 'x' });
    expect(warned[0]).toMatch(/^infection\.oxono\.games\.1: result: /);
    forgetOldOxonoGames(storage);
    expect(foldOldOxonoGames(storage, folded ?? [], () => kept)).toBeNull();
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
