/**
 * The game's side of the club's world-record seeds (issue 48): which seed a new game asks for and plays,
 * the ticket kept through a reload and sent with the record, and the club's seed refusals kept as final
 * answers (never sent again). The club's own checks are in tests/server.
 */
import { describe, expect, it } from 'vitest';
import type { Score } from '../../src/core';
import { startRun } from '../../src/core/arcade';
import { campaignLevels } from '../../src/core/level';
import { ok } from '../../src/core/result';
import { arcadeGameSeed, type RecordAnswer, type SeedTicket, type Submission } from '../../src/net/world';
import { campaign } from '../../src/game/base/campaign-data';
import { askSeed, sendRecord, type Fetch } from '../../src/game/club/world-api';
import { sendWaiting } from '../../src/game/club/world-sender';
import { chooseSeed, seedWanted, unranked } from '../../src/game/session/world-seed';
import { planGame, savedGameOf } from '../../src/game/session/setup';
import { recordGame } from '../../src/game/store/match-record';
import { emptySave } from '../../src/game/store/recover';
import { readSavedGame } from '../../src/game/store/saved-game';
import type { SaveData, SavedGame } from '../../src/game/store/schema';
import { MemoryStorage, SAVE_KEY, StorageSaveStore } from '../../src/game/store/StorageSaveStore';
import { recordWorldGame, withRunSeed, type WorldContext } from '../../src/game/store/world-record';
import { readWorldRecords } from '../../src/game/store/world-save';

const levels = campaignLevels(campaign);
const first = levels[0];
const boss = levels.find((level) => level.boss)!;
const issued: SeedTicket = { seed: 123_456, ticket: 'ticket-a', expiresAt: 9 };
const win = (total: number): Score => ({
  pieces: total,
  filled: 0,
  bonus: 0,
  total,
  won: true,
  drawn: false,
});
const loss: Score = { pieces: 1, filled: 0, bonus: 0, total: 1, won: false, drawn: false };
let ids = 0;
const context: WorldContext = { engineVersion: 'test-engine', now: 1_000, id: () => `s${++ids}` };

const game = (overrides: Partial<SavedGame> = {}): SavedGame => ({
  mode: 'level',
  levelId: first.id,
  rules: first.rules,
  start: 'x5o/7/7/7/7/7/o5x x 0 1',
  moves: ['b6', 'f6'],
  opponent: first.opponent.strength,
  seed: 77,
  ...overrides,
});

/** Records a finished game as Play does: core's record, then the world's part. */
function finish(data: SaveData, played: SavedGame, score: Score) {
  const level = levels.find((each) => each.id === played.levelId)!;
  const record = recordGame(data, campaign, played.mode, level, score);
  return recordWorldGame(record, data, played, level, score, context);
}

describe('the seed a new game asks for and plays', () => {
  it('asks for a level or a new run, never for Versus, practice, a resumed game or a boss before its card', () => {
    const data = emptySave();
    expect(seedWanted({ mode: 'level', levelId: first.id }, data, levels)).toEqual({
      kind: 'level',
      levelId: first.id,
    });
    expect(seedWanted({ mode: 'arcade', levelId: first.id }, data, levels)).toEqual({ kind: 'arcade' });
    expect(seedWanted({ mode: 'versus' }, data, levels)).toBeNull();
    expect(seedWanted({ mode: 'level', levelId: first.id, practice: true }, data, levels)).toBeNull();
    expect(seedWanted({ mode: 'level', resume: true }, data, levels)).toBeNull();
    expect(seedWanted({ mode: 'level', levelId: boss.id }, data, levels)).toBeNull();
    expect(seedWanted({ mode: 'level', levelId: boss.id, introDone: true }, data, levels)).toEqual({
      kind: 'level',
      levelId: boss.id,
    });
  });

  it("plays a level with the club's seed and ticket, or a local seed unranked when none came", () => {
    const request = { mode: 'level', levelId: first.id } as const;
    expect(chooseSeed(request, emptySave(), issued, 5)).toEqual({ seed: issued.seed, ticket: 'ticket-a' });
    expect(chooseSeed(request, emptySave(), null, 5)).toEqual({ seed: 5 });
    const online = planGame(request, emptySave(), levels, issued.seed, issued.ticket);
    const offline = planGame(request, emptySave(), levels, 5);
    expect(online.ok && unranked(online.value.setup)).toBe(false);
    expect(offline.ok && unranked(offline.value.setup)).toBe(true);
    const versus = planGame({ mode: 'versus' }, emptySave(), levels, 5);
    expect(versus.ok && unranked(versus.value.setup)).toBe(false);
  });

  it("opens an arcade run's seed at its first game and plays game n of the run with arcadeGameSeed", () => {
    const request = { mode: 'arcade', levelId: first.id } as const;
    const fresh = { ...emptySave(), arcadeRun: startRun() };
    const opened = chooseSeed(request, fresh, issued, 5);
    expect(opened).toEqual({
      seed: arcadeGameSeed(issued.seed, 0),
      ticket: 'ticket-a',
      runSeed: { seed: issued.seed, ticket: 'ticket-a' },
    });
    expect(chooseSeed(request, fresh, null, 5)).toEqual({ seed: 5, runSeed: null });
    // The first game is lost (a retry comes next): it joins the run, and the next game is game 1.
    const data = withRunSeed(fresh, opened.runSeed!);
    const arcadeGame = game({ mode: 'arcade', seed: opened.seed, ticket: 'ticket-a' });
    const after = finish(data, arcadeGame, loss).data;
    expect(seedWanted(request, after, levels)).toBeNull();
    expect(chooseSeed(request, after, null, 5)).toEqual({
      seed: arcadeGameSeed(issued.seed, 1),
      ticket: 'ticket-a',
    });
    // A run started offline stays unranked: its later games keep local seeds.
    const offline = finish(withRunSeed(fresh, null), game({ mode: 'arcade', seed: 5 }), loss).data;
    expect(chooseSeed(request, offline, null, 6)).toEqual({ seed: 6 });
  });
});

describe('the ticket in the save and in the record', () => {
  it('comes back with the game after a reload, and an old save without one still loads', () => {
    const planned = planGame({ mode: 'level', levelId: first.id }, emptySave(), levels, 9, 'ticket-b');
    if (!planned.ok) throw new Error(planned.error);
    const saved = savedGameOf(planned.value.setup, { start: planned.value.setup.start, moves: [] } as never);
    expect(saved.ticket).toBe('ticket-b');
    const storage = new MemoryStorage();
    storage.setItem(SAVE_KEY, JSON.stringify({ ...emptySave(), current: saved }));
    const reloaded = new StorageSaveStore(storage).data;
    const resumed = planGame({ mode: 'level', resume: true }, reloaded, levels, 1);
    expect(resumed.ok && resumed.value.setup).toMatchObject({ seed: 9, ticket: 'ticket-b' });
    const old = readSavedGame(game());
    expect(old.ok && old.value.saved.ticket).toBeUndefined();
    expect(readSavedGame(game({ ticket: '' })).ok).toBe(false);
  });

  it("keeps a run's seed through a reload and drops a damaged one, the rest of the world part kept", () => {
    const data = withRunSeed(emptySave(), { seed: 4, ticket: 'ticket-r' });
    const text = JSON.parse(JSON.stringify(data.world)) as unknown;
    expect(readWorldRecords(text)?.runSeed).toEqual({ seed: 4, ticket: 'ticket-r' });
    const damaged = readWorldRecords({ queue: [], runSeed: { seed: -1, ticket: 'x' } });
    expect(damaged).toEqual({ queue: [] });
  });

  it("sends a level's ticket with its record, and a ranked record is not held back by an unranked one", () => {
    const offline = finish(emptySave(), game(), win(40));
    const waiting = offline.data.world!.queue;
    expect(waiting).toHaveLength(1);
    expect(waiting[0].submission.ticket).toBeUndefined();
    const online = finish(offline.data, game({ ticket: 'ticket-l' }), win(40));
    const queue = online.data.world!.queue;
    expect(queue.map((record) => record.submission.ticket)).toEqual(['ticket-l']);
  });

  it("sends an arcade run's ticket when the run ends, and forgets the run's seed", () => {
    const run = { ...emptySave(), arcadeRun: { ...startRun(), lives: 1 } };
    const start = withRunSeed(run, { seed: 3, ticket: 'ticket-run' });
    const won = finish(start, game({ mode: 'arcade', seed: arcadeGameSeed(3, 0) }), win(30));
    expect(won.data.world!.runSeed).toEqual({ seed: 3, ticket: 'ticket-run' });
    const next = { mode: 'arcade', levelId: levels[1].id, seed: arcadeGameSeed(3, 1) } as const;
    const ended = finish(won.data, game(next), loss);
    const [record] = ended.data.world!.queue;
    expect(record.submission).toMatchObject({ kind: 'arcade', ticket: 'ticket-run' });
    expect(ended.data.world!.runSeed).toBeUndefined();
  });
});

describe("the club's answers about seeds", () => {
  const reply =
    (status: number, body: unknown): Fetch =>
    () =>
      Promise.resolve(new Response(JSON.stringify(body), { status }));

  it('reads a seed refusal as a verdict, and the queue keeps it as final, never sending it again', async () => {
    for (const reason of ['unranked', 'seed-not-issued', 'seed-used', 'seed-expired', 'seed-mismatch']) {
      const answer = { verdict: 'refused', reason, detail: 'no' };
      const read = await sendRecord(reply(200, answer), '', 'tok', {} as Submission);
      expect(read).toEqual(ok(answer));
    }
    const data = finish(emptySave(), game(), win(40)).data;
    const storage = new MemoryStorage();
    storage.setItem(SAVE_KEY, JSON.stringify(data));
    const saves = new StorageSaveStore(storage);
    let sent = 0;
    const refusal: RecordAnswer = { verdict: 'refused', reason: 'unranked', detail: 'no ticket' };
    const deps = {
      saves,
      token: () => Promise.resolve('tok'),
      send: () => (sent++, Promise.resolve(ok(refusal))),
      today: () => '2026-12-07',
    };
    expect(await sendWaiting(deps)).toEqual({ answered: 1, stopped: null });
    expect(await sendWaiting(deps)).toEqual({ answered: 0, stopped: null });
    expect(sent).toBe(1);
    expect(saves.data.world!.queue[0].verdict).toEqual(refusal);
  });

  it('a refused token signs the player out and keeps the record waiting for a name', async () => {
    const data = finish(emptySave(), game(), win(40)).data;
    const storage = new MemoryStorage();
    storage.setItem(SAVE_KEY, JSON.stringify(data));
    const saves = new StorageSaveStore(storage);
    let signedOut = 0;
    const round = await sendWaiting({
      saves,
      token: () => Promise.resolve('old-token'),
      send: () => Promise.resolve({ ok: false, error: 'bad-token' } as const),
      today: () => '2026-12-07',
      signedOut: () => void signedOut++,
    });
    expect(round).toEqual({ answered: 0, stopped: 'bad-token' });
    expect(signedOut).toBe(1);
    expect(saves.data.world!.queue[0]).toMatchObject({ problem: 'bad-token' });
    expect(saves.data.world!.queue[0].verdict).toBeUndefined();
  });

  it('asks for a seed: the ticket, bad-token for a 401, and unreachable when the club is slow', async () => {
    const ticket = await askSeed(reply(201, issued), '', 'tok', { kind: 'arcade' });
    expect(ticket).toEqual(ok(issued));
    const refused = await askSeed(reply(401, { error: 'bad-token' }), '', 'tok', { kind: 'arcade' });
    expect(refused).toEqual({ ok: false, error: 'bad-token' });
    const slow: Fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('late'))),
      );
    const late = await askSeed(slow, '', 'tok', { kind: 'level', levelId: first.id }, 20);
    expect(late).toEqual({ ok: false, error: 'unreachable' });
  });
});
