/** The stored game is the one the players saw: every move as it is played, a takeback rewriting the tail. */
import { describe, expect, it } from 'vitest';
import { GameRecorder, type RecordableGame } from '../../src/server/game-recorder';
import type { NewClubGame, StoredMove } from '../../src/server/storage/club-store';
import { memoryClubStore } from '../../src/server/storage/memory-store';

const HEADER: NewClubGame = {
  id: 'g',
  x: { id: 'px', name: 'Blob' },
  o: { id: 'po', name: 'Goo' },
  game: 'ataxx',
  start: 'x5o/7/7/7/7/7/o5x x 0 1',
  rules: 'classic',
  timeControl: null,
  rated: false,
  startedAt: 0,
};

const move = (ply: number, text: string, at = ply * 10): StoredMove => ({
  ply,
  move: text,
  clockMs: null,
  at,
});

function gameOf(moves: StoredMove[]): RecordableGame {
  return { storedGame: () => HEADER, playedMoves: () => moves, ending: null };
}

describe('GameRecorder', () => {
  it('writes each move as it is played and rewrites the tail a takeback removed', async () => {
    const store = memoryClubStore();
    const recorder = new GameRecorder(store, () => undefined);
    recorder.sync(gameOf([move(1, 'b7'), move(2, 'f7')]));
    recorder.sync(gameOf([move(1, 'b7'), move(2, 'f7'), move(3, 'a6')]));
    await recorder.settle();
    expect((await store.gameById('g'))?.moves.map((kept) => kept.move)).toEqual(['b7', 'f7', 'a6']);
    // Ply 3 taken back, then another ply 3 played.
    recorder.sync(gameOf([move(1, 'b7'), move(2, 'f7')]));
    await recorder.settle();
    expect((await store.gameById('g'))?.moves).toHaveLength(2);
    recorder.sync(gameOf([move(1, 'b7'), move(2, 'f7'), move(3, 'c7', 99)]));
    await recorder.settle();
    expect((await store.gameById('g'))?.moves).toEqual([move(1, 'b7'), move(2, 'f7'), move(3, 'c7', 99)]);
  });

  it('writes a game opened again whole, over a tail its last process left', async () => {
    const store = memoryClubStore();
    await store.createGame(HEADER);
    for (const kept of [move(1, 'b7'), move(2, 'f7'), move(3, 'a6')]) await store.appendMove('g', kept);
    const recorder = new GameRecorder(store, () => undefined);
    recorder.sync(gameOf([move(1, 'b7'), move(2, 'f7')]));
    await recorder.settle();
    expect((await store.gameById('g'))?.moves).toEqual([move(1, 'b7'), move(2, 'f7')]);
  });

  it('keeps the game a header names', async () => {
    const store = memoryClubStore();
    const recorder = new GameRecorder(store, () => undefined);
    recorder.sync({
      ...gameOf([]),
      storedGame: () => ({ ...HEADER, id: 'pile', game: 'pile', rules: 'standard' }),
    });
    await recorder.settle();
    expect(await store.gameById('pile')).toMatchObject({ game: 'pile', rules: 'standard' });
  });
});
