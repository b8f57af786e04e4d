/** What a clustered club keeps of a room, and the game it opens again from that, without a network. */
import { describe, expect, it } from 'vitest';
import { OnlineGame, type GameSetup } from '../../src/server/online-game';
import {
  restoreGame,
  RoomJournal,
  setupOf,
  snapshotOf,
  type RoomSnapshot,
} from '../../src/server/room-journal';
import { memoryLiveRooms } from '../../src/server/storage/live-room-store';

const X = { id: 'px', name: 'Blob' };
const O = { id: 'po', name: 'Goo' };
const SETUP: GameSetup = {
  code: 'code',
  game: 'ataxx',
  start: 'x5o/7/7/7/7/7/o5x x 0 1',
  rules: 'classic',
  timeControl: '3+2',
  rated: false,
  creator: X,
  creatorSide: 'x',
};

function played(moves: readonly [string, number][]): OnlineGame {
  let ids = 0;
  const game = new OnlineGame(SETUP, () => `game-${++ids}`);
  for (const player of [X, O]) {
    const side = game.seat(player, 0);
    if (side) game.arrive(side);
  }
  moves.forEach(([text, at], i) => {
    const done = game.act(i % 2 === 0 ? 'x' : 'o', { type: 'move', ply: i + 1, move: text }, at);
    if (!done.ok) throw new Error(done.error.text);
  });
  return game;
}

describe('restoring a room', () => {
  it('plays the moves again at their times, and charges the outage to nobody', () => {
    const game = played([
      ['b6', 1_000],
      ['f6', 5_000],
      ['c5', 8_000],
    ]);
    const before = game.view(8_000);
    const snapshot = snapshotOf(SETUP, game, 8_000);
    const restored = restoreGame(JSON.parse(JSON.stringify(snapshot)) as RoomSnapshot, () => 'new', 30_000);
    const after = restored.view(30_000);
    expect(after.gameId).toBe(before.gameId);
    expect(after.moves).toEqual(before.moves);
    expect(after.fen).toBe(before.fen);
    // o was to move at 8 s with its time as it stood; the 22 s the failure took are not on its clock.
    expect(after.clock).toEqual({ ...before.clock, at: 30_000 });
    // Both players are away from the restore, each with the usual minute to come back.
    expect(after.players.x?.awayDeadline).toBe(30_000 + 60_000);
    expect(after.players.o?.awayDeadline).toBe(30_000 + 60_000);
    expect(restored.act('o', { type: 'move', ply: 4, move: 'e5' }, 31_000).ok).toBe(true);
  });

  it('keeps the clocks a takeback left, and the plies it can no longer reach', () => {
    const game = played([
      ['b6', 1_000],
      ['f6', 5_000],
      ['c5', 8_000],
      ['e5', 12_000],
    ]);
    // o takes back its ply 4 at 20 s: o's 8 s on the taken-back move stay charged, as do x's 8 s since.
    expect(game.act('o', { type: 'takeback-request' }, 15_000).ok).toBe(true);
    expect(game.act('x', { type: 'takeback-accept' }, 20_000).ok).toBe(true);
    const before = game.view(20_000);
    const snapshot = snapshotOf(SETUP, game, 20_000);
    const restored = restoreGame(JSON.parse(JSON.stringify(snapshot)) as RoomSnapshot, () => 'new', 50_000);
    const after = restored.view(50_000);
    expect(after.moves).toEqual(before.moves);
    expect(after.clock).toEqual({ ...before.clock, at: 50_000 });
    // Plies 1 and 2 were settled before the takeback (a replay of three moves would settle only ply 1).
    expect(restored.act('o', { type: 'takeback-request' }, 51_000).ok).toBe(false);
  });

  it('keeps the seats of a rematch, where the colours have changed', () => {
    const game = played([['b6', 1_000]]);
    expect(game.act('x', { type: 'resign' }, 2_000).ok).toBe(true);
    expect(game.act('x', { type: 'rematch-offer' }, 3_000).ok).toBe(true);
    expect(game.act('o', { type: 'rematch-accept' }, 4_000).ok).toBe(true);
    const snapshot = snapshotOf(SETUP, game, 4_000);
    expect(snapshot.seats).toEqual({ x: O, o: X });
    const restored = restoreGame(snapshot, () => 'new', 9_000);
    expect(restored.view(9_000).players.x?.id).toBe(O.id);
    expect(restored.storedGame()?.id).toBe(snapshot.gameId);
  });

  it('keeps a draw offer and a takeback request, which can be answered after the restore', () => {
    const game = played([
      ['b6', 1_000],
      ['f6', 2_000],
    ]);
    expect(game.act('o', { type: 'draw-offer' }, 3_000).ok).toBe(true);
    expect(game.act('o', { type: 'takeback-request' }, 3_500).ok).toBe(true);
    const snapshot = JSON.parse(JSON.stringify(snapshotOf(SETUP, game, 4_000))) as RoomSnapshot;
    const restored = restoreGame(snapshot, () => 'new', 9_000);
    expect(restored.view(9_000).offers).toEqual({ draw: 'o', takeback: 'o', rematch: null });
    expect(restored.act('x', { type: 'takeback-accept' }, 9_500).ok).toBe(true);
    expect(restored.view(9_500).moves).toHaveLength(1);
    // (A takeback also withdraws the draw offer, so the draw is answered in a second restore.)
    const again = restoreGame(snapshot, () => 'new', 9_000);
    expect(again.act('x', { type: 'draw-accept' }, 10_000).ok).toBe(true);
    expect(again.view(10_000).end).toMatchObject({ result: 'draw', reason: 'agreement' });
  });

  it('keeps the end of a finished game and its rematch offer, which can be accepted after the restore', () => {
    const game = played([
      ['b6', 1_000],
      ['f6', 1_500],
    ]);
    expect(game.act('x', { type: 'resign' }, 2_000).ok).toBe(true);
    expect(game.act('o', { type: 'rematch-offer' }, 3_000).ok).toBe(true);
    const snapshot = JSON.parse(JSON.stringify(snapshotOf(SETUP, game, 3_000))) as RoomSnapshot;
    const restored = restoreGame(snapshot, () => 'rematch', 9_000);
    const after = restored.view(9_000);
    expect(after.end).toEqual({ result: 'o', reason: 'resign', at: 2_000 });
    expect(after.offers.rematch).toBe('o');
    expect(restored.act('x', { type: 'rematch-accept' }, 9_500).ok).toBe(true);
    const rematch = restored.view(9_500);
    expect([rematch.phase, rematch.gameId, rematch.players.x?.id]).toEqual(['playing', 'rematch', O.id]);
  });

  it('keeps who aborted an aborted game', () => {
    const game = played([['b6', 1_000]]);
    expect(game.act('o', { type: 'resign' }, 2_000).ok).toBe(true);
    const snapshot = JSON.parse(JSON.stringify(snapshotOf(SETUP, game, 2_000))) as RoomSnapshot;
    const end = restoreGame(snapshot, () => 'new', 9_000).view(9_000).end;
    expect(end).toEqual({ result: 'aborted', reason: 'aborted', at: 2_000, by: 'o' });
  });

  it('restores a record written before offers were kept with none', () => {
    const game = played([['b6', 1_000]]);
    expect(game.act('o', { type: 'draw-offer' }, 2_000).ok).toBe(true);
    const { offers: _offers, end: _end, ...older } = snapshotOf(SETUP, game, 2_000);
    const restored = restoreGame(older, () => 'new', 9_000);
    expect(restored.view(9_000).offers).toEqual({ draw: null, takeback: null, rematch: null });
  });

  it('restores a record written before rooms named their game as an Ataxx game', () => {
    const snapshot = snapshotOf(SETUP, played([['b6', 1_000]]), 1_000);
    const { game: _game, ...nameless } = snapshot.setup;
    const older = JSON.parse(JSON.stringify({ ...snapshot, setup: nameless })) as RoomSnapshot;
    expect(setupOf(older).game).toBe('ataxx');
    const restored = restoreGame(older, () => 'new', 2_000);
    expect(restored.view(2_000)).toMatchObject({ game: 'ataxx', moves: [{ move: 'b6' }] });
    expect(restored.storedGame()?.game).toBe('ataxx');
  });

  it('refuses a record that names another move for a ply the replay has already played', () => {
    const snapshot = snapshotOf(SETUP, played([['b6', 1_000]]), 1_000);
    const broken = {
      ...snapshot,
      moves: [...snapshot.moves, { ply: 1, move: 'a7', clockMs: null, at: 1_000 }],
    };
    expect(() => restoreGame(broken, () => 'new', 2_000)).toThrow(/ply 1 is b6, the record says a7/);
  });

  it('refuses a snapshot whose moves are not a game', () => {
    const snapshot = snapshotOf(SETUP, played([['b6', 1_000]]), 1_000);
    const broken = { ...snapshot, moves: [{ ...snapshot.moves[0], move: 'g7' }] };
    expect(() => restoreGame(broken, () => 'new', 2_000)).toThrow(/ply 1 g7/);
  });
});

describe("a room's journal", () => {
  it('says whether a record was stored, and when another process has taken the room', async () => {
    const rooms = memoryLiveRooms<RoomSnapshot>();
    const logs: string[] = [];
    const journal = new RoomJournal(rooms, 'code', 1, (line) => logs.push(line));
    const snapshot = snapshotOf(SETUP, played([['b6', 1_000]]), 1_000);
    expect(await journal.save(snapshot, 1_000)).toBe(true);
    rooms.down = true;
    const next = snapshotOf(
      SETUP,
      played([
        ['b6', 1_000],
        ['f6', 2_000],
      ]),
      2_000,
    );
    expect(await journal.save(next, 2_000)).toBe(false);
    expect(logs).toEqual(['room code: not stored: live rooms: the store is down']);
    // The same record again needs no write, so it is stored even with the store down.
    expect(await journal.save(snapshot, 2_000)).toBe(true);
    rooms.down = false;
    expect(await journal.save(next, 3_000)).toBe(true);
    expect((await rooms.load('code'))?.state.moves).toHaveLength(2);
    expect(await rooms.claim('code', 1)).toBe(2);
    expect(await journal.save(snapshot, 4_000)).toBe(false);
    expect(journal.superseded).toBe(true);
  });
});
