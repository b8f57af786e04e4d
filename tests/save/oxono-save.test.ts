import { describe, expect, it } from 'vitest';
import {
  OXONO_SAVE_KEY,
  parseOxonoSave,
  readOxonoSave,
  writeOxonoSave,
  type OxonoStorage,
} from '../../src/game/store/oxono-save';
import { matchPositions, newOxonoMatch, playInMatch } from '../../src/game/session/oxono/oxono-match';
import { readMove } from '../../src/core/oxono';

class Memory implements OxonoStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const players = { pink: { kind: 'human' }, black: { kind: 'computer', strength: 4 } } as const;

function playedMatch() {
  const made = newOxonoMatch(players, 1234);
  if (!made.ok) throw new Error(made.error);
  const start = matchPositions(made.value);
  const move = readMove('X d5 e5');
  if (!start.ok || !move.ok) throw new Error('setup');
  const played = playInMatch(made.value, start.value[0], move.value);
  if (!played.ok) throw new Error(played.error);
  return played.value;
}

describe('the Oxono save part', () => {
  it('keeps a game in progress under its own key and reads it back whole', () => {
    const storage = new Memory();
    storage.setItem('infection.save', '{"old":"save"}');
    const match = playedMatch();
    writeOxonoSave(storage, match);
    expect(readOxonoSave(storage)).toEqual(match);
    // The main save is not touched.
    expect(storage.getItem('infection.save')).toBe('{"old":"save"}');
    const replayed = matchPositions(readOxonoSave(storage)!);
    expect(replayed.ok && replayed.value.length).toBe(2);
  });

  it('forgets the game when told to (a finished game)', () => {
    const storage = new Memory();
    writeOxonoSave(storage, playedMatch());
    writeOxonoSave(storage, null);
    expect(storage.getItem(OXONO_SAVE_KEY)).toBeNull();
    expect(readOxonoSave(storage)).toBeNull();
  });

  it('refuses a damaged part, naming the field, and reads it as no game', () => {
    const good = JSON.stringify({ version: 1, ...playedMatch() });
    const bad = JSON.parse(good) as Record<string, unknown>;
    bad.players = { pink: { kind: 'computer', strength: 11 }, black: { kind: 'human' } };
    const read = parseOxonoSave(JSON.stringify(bad));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toContain('players.pink');
    expect(parseOxonoSave('{not json').ok).toBe(false);
    const storage = new Memory();
    storage.setItem(OXONO_SAVE_KEY, JSON.stringify(bad));
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect(readOxonoSave(storage)).toBeNull();
    } finally {
      console.warn = warn;
    }
  });

  it('never throws when the storage does', () => {
    const broken: OxonoStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => writeOxonoSave(broken, playedMatch())).not.toThrow();
    expect(readOxonoSave(broken)).toBeNull();
  });

  it('a saved game whose moves do not replay is an error naming the move', () => {
    const match = { ...playedMatch(), moves: ['X d5 e5', 'X a1 a2'] };
    const replayed = matchPositions(match);
    expect(replayed.ok).toBe(false);
    if (!replayed.ok) expect(replayed.error).toMatch(/^move 2:/);
  });
});
