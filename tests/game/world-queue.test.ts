import { describe, expect, it } from 'vitest';
import { greedyMove } from '../../src/ai';
import { startPosition, type Score } from '../../src/core';
import { startRun } from '../../src/core/arcade';
import { campaignLevels } from '../../src/core/level';
import { levelHash } from '../../src/core/level-hash';
import { err, ok } from '../../src/core/result';
import type { Submission, SubmissionVerdict } from '../../src/net/world';
import { campaign } from '../../src/game/base/campaign-data';
import { recordGame } from '../../src/game/store/match-record';
import { emptySave } from '../../src/game/store/recover';
import type { SaveData, SavedGame } from '../../src/game/store/schema';
import { MemoryStorage, SAVE_KEY, StorageSaveStore } from '../../src/game/store/StorageSaveStore';
import { GameSession } from '../../src/game/session/GameSession';
import { engineOpponent, type Thinker } from '../../src/game/session/opponent';
import { planGame, savedGameOf } from '../../src/game/session/setup';
import { nameHeldRuns, recordWorldGame, type WorldContext } from '../../src/game/store/world-record';
import { readWorldRecords, type QueuedRecord } from '../../src/game/store/world-save';
import { nextDay, sendWaiting, type SenderDeps } from '../../src/game/club/world-sender';

const levels = campaignLevels(campaign);
const [first, second] = levels;
const win = (total: number): Score => ({
  pieces: total,
  filled: 0,
  bonus: 0,
  total,
  won: true,
  drawn: false,
});
const loss: Score = { pieces: 3, filled: 0, bonus: 0, total: 3, won: false, drawn: false };
const played = (overrides: Partial<SavedGame> = {}): SavedGame => ({
  mode: 'level',
  levelId: first.id,
  rules: first.rules,
  start: 'x5o/7/7/7/7/7/o5x x 0 1',
  moves: ['b6', 'f6'],
  opponent: first.opponent.strength,
  seed: 77,
  ...overrides,
});
let ids = 0;
const context: WorldContext = { engineVersion: 'test-engine', now: 1_000, id: () => `r${++ids}` };

/** Records a finished game as the Play scene does: core's record, then the world's part. */
function finish(data: SaveData, game: SavedGame, score: Score) {
  const level = levels.find((each) => each.id === game.levelId)!;
  const record = recordGame(data, campaign, game.mode, level, score);
  return recordWorldGame(record, data, game, level, score, context);
}

const accepted: SubmissionVerdict = {
  verdict: 'accepted',
  table: 'level',
  levelId: first.id,
  score: 40,
  place: 12,
  improved: true,
};

function store(data: SaveData = emptySave()): StorageSaveStore {
  const storage = new MemoryStorage();
  storage.setItem(SAVE_KEY, JSON.stringify(data));
  return new StorageSaveStore(storage);
}

function deps(
  saves: StorageSaveStore,
  answers: ((submission: Submission) => ReturnType<SenderDeps['send']>)[],
  token: string | null = 'tok',
): SenderDeps & { sent: Submission[] } {
  const sent: Submission[] = [];
  return {
    saves,
    sent,
    token: () => Promise.resolve(token),
    send: (_token, submission) => {
      sent.push(submission);
      const answer = answers.shift();
      if (!answer) throw new Error('no answer scripted');
      return answer(submission);
    },
    today: () => '2026-12-01',
  };
}

describe('world records: what a finished game queues', () => {
  it('queues a won level as its whole record, with the level fingerprint and the points', () => {
    const record = finish(emptySave(), played(), win(40));
    const queue = record.data.world!.queue;
    expect(queue).toHaveLength(1);
    expect(record.world).toEqual({ kind: 'queued', id: queue[0].id });
    expect(queue[0].submission).toEqual({
      kind: 'level',
      engineVersion: 'test-engine',
      game: {
        levelId: first.id,
        levelHash: levelHash(first),
        strength: first.opponent.strength,
        seed: 77,
        moves: ['b6', 'f6'],
        points: 40,
      },
    });
  });

  it('never queues a game in which the fallback move fired, and says so', () => {
    const level = finish(emptySave(), played({ fallback: true }), win(40));
    expect(level.data.world?.queue ?? []).toEqual([]);
    expect(level.world).toEqual({ kind: 'fallback' });
    // In a run the fallback game spoils the whole run: it ends without a record.
    let data: SaveData = { ...emptySave(), arcadeRun: { ...startRun(), lives: 1 } };
    const arcade = { mode: 'arcade' as const };
    const one = finish(data, played({ ...arcade, fallback: true }), win(30));
    expect(one.world).toEqual({ kind: 'fallback' });
    data = one.data;
    const over = finish(data, played({ ...arcade, levelId: second.id }), loss);
    expect(over.arcade?.ended).toBe(true);
    expect(over.world).toEqual({ kind: 'fallback' });
    expect(over.data.world!.queue).toEqual([]);
    expect(over.data.world!.run).toBeUndefined();
  });

  it('queues nothing for a loss, practice, or a score no better than one already sent', () => {
    expect(finish(emptySave(), played(), loss).data.world).toBeUndefined();
    expect(finish(emptySave(), played({ practice: true }), win(40)).data.world).toBeUndefined();
    const once = finish(emptySave(), played(), win(40)).data;
    expect(finish(once, played(), win(40)).data.world!.queue).toHaveLength(1);
    // A better score replaces the one still waiting: one record per level is enough.
    const better = finish(once, played({ seed: 5 }), win(45)).data.world!.queue;
    expect(
      better.map((record) => record.submission.kind === 'level' && record.submission.game.points),
    ).toEqual([45]);
  });

  it('gathers an arcade run game by game and queues it whole when it ends, waiting for initials', () => {
    let data: SaveData = { ...emptySave(), arcadeRun: { ...startRun(), lives: 1 } };
    const arcade = { mode: 'arcade' as const };
    const won = finish(data, played(arcade), win(30));
    expect(won.data.world!.run!.games).toHaveLength(1);
    expect(won.world).toBeUndefined();
    data = won.data;
    const over = finish(data, played({ ...arcade, levelId: second.id, seed: 9 }), loss);
    const [record] = over.data.world!.queue;
    expect(over.world).toEqual({ kind: 'queued', id: record.id });
    expect(record.held).toBe(true);
    const submission = record.submission;
    expect(submission.kind === 'arcade' && submission.games.map((game) => game.levelId)).toEqual([
      first.id,
      second.id,
    ]);
    expect(submission.kind === 'arcade' && submission.score).toBe(30);
    const named = nameHeldRuns(over.data, 'ZED').world!.queue[0];
    expect(named.held).toBeUndefined();
    expect(named.submission.kind === 'arcade' && named.submission.initials).toBe('ZED');
  });
});

describe('world records in the save', () => {
  it('come back whole after a reload', () => {
    const data = finish(emptySave(), played(), win(40)).data;
    const storage = new MemoryStorage();
    new StorageSaveStore(storage).update(() => data);
    const again = new StorageSaveStore(storage);
    expect(again.data.world).toEqual(data.world);
    expect(again.problems).toEqual([]);
  });

  it('set a damaged entry aside as its text and keep every other entry and the rest of the save', () => {
    const data = finish(
      { ...emptySave(), levels: { [first.id]: { best: 9, wins: 1, plays: 1 } } },
      played(),
      win(40),
    ).data;
    const good = data.world!.queue[0];
    const damaged = { ...good, id: 'bad', submission: { ...good.submission, engineVersion: 7 } };
    const text = JSON.stringify({ ...data, world: { ...data.world, queue: [damaged, good] } });
    const storage = new MemoryStorage();
    storage.setItem(SAVE_KEY, text);
    const saves = new StorageSaveStore(storage);
    expect(saves.data.world!.queue).toEqual([good]);
    expect(saves.data.world!.setAside).toEqual([JSON.stringify(damaged)]);
    expect(saves.data.levels[first.id].best).toBe(40);
    // Written back with the entry still aside: nothing is lost on the next load either.
    expect(readWorldRecords(JSON.parse(storage.getItem(SAVE_KEY)!).world)!.setAside).toHaveLength(1);
  });

  it('set aside a world part that is not a record at all', () => {
    expect(readWorldRecords('garbage')).toEqual({ queue: [], setAside: ['"garbage"'] });
    expect(readWorldRecords(undefined)).toBeUndefined();
  });
});

describe('sending the queue', () => {
  const queuedSave = (): StorageSaveStore => {
    let data = finish(emptySave(), played(), win(40)).data;
    data = finish(data, played({ levelId: second.id }), win(20)).data;
    return store(data);
  };
  const states = (saves: StorageSaveStore): Partial<QueuedRecord>[] =>
    saves.data.world!.queue.map(({ problem, verdict, notBefore }) => ({ problem, verdict, notBefore }));

  it('keeps a record after a failed send and sends it on the next round', async () => {
    const saves = queuedSave();
    const first = deps(saves, [() => Promise.resolve(err('unreachable'))]);
    expect(await sendWaiting(first)).toEqual({ answered: 0, stopped: 'unreachable' });
    expect(states(saves)[0].problem).toBe('unreachable');
    expect(states(saves)[1]).toEqual({});
    const refused: SubmissionVerdict = { verdict: 'refused', reason: 'level-version', detail: 'changed' };
    const second = deps(saves, [() => Promise.resolve(ok(accepted)), () => Promise.resolve(ok(refused))]);
    expect(await sendWaiting(second)).toEqual({ answered: 2, stopped: null });
    expect(states(saves)).toEqual([{ verdict: accepted }, { verdict: refused }]);
  });

  it('keeps answered records with their verdict and never sends them again', async () => {
    const saves = queuedSave();
    await sendWaiting(
      deps(saves, [() => Promise.resolve(ok(accepted)), () => Promise.resolve(ok(accepted))]),
    );
    const quiet = deps(saves, []);
    expect(await sendWaiting(quiet)).toEqual({ answered: 0, stopped: null });
    expect(quiet.sent).toEqual([]);
    expect(store(saves.data).data.world!.queue.map((record) => record.verdict)).toEqual([accepted, accepted]);
  });

  it('waits without a club name, and tries a record held at the daily limit again the next day', async () => {
    const saves = queuedSave();
    const nameless = deps(saves, [], null);
    expect(await sendWaiting(nameless)).toEqual({ answered: 0, stopped: 'no-name' });
    expect(nameless.sent).toEqual([]);
    const limit: SubmissionVerdict = { verdict: 'refused', reason: 'daily-limit', detail: '20 today' };
    await sendWaiting(deps(saves, [() => Promise.resolve(ok(limit))]));
    expect(states(saves)[0]).toEqual({ problem: 'daily-limit', notBefore: '2026-12-02', verdict: undefined });
    // Nothing more is tried today: the limit holds for every record.
    expect(states(saves)[1].notBefore).toBe('2026-12-02');
    const today = deps(saves, []);
    await sendWaiting(today);
    expect(today.sent).toEqual([]);
    const answers = [() => Promise.resolve(ok(accepted)), () => Promise.resolve(ok(accepted))];
    const tomorrow = { ...deps(saves, answers), today: () => '2026-12-02' };
    await sendWaiting(tomorrow);
    expect(states(saves).map((state) => state.verdict)).toEqual([accepted, accepted]);
    expect(states(saves)[0].problem).toBeUndefined();
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});

describe('the session marks a game whose fallback move fired', () => {
  it('hands the record a game marked fallback, and the save keeps the mark', async () => {
    const thinker: Thinker & { fallbacks: number } = {
      fallbacks: 0,
      think(request) {
        this.fallbacks = 1;
        return Promise.resolve(greedyMove(request.position, request.rules, request.seed));
      },
      cancel: () => undefined,
    };
    const saves = store();
    let handed: SavedGame | null = null;
    const session = new GameSession({
      setup: {
        mode: 'level',
        levelId: first.id,
        rules: 'arcade',
        start: startPosition(),
        strength: 1,
        seed: 3,
        boss: false,
      },
      opponent: engineOpponent(thinker, 1, 3, 'arcade'),
      clock: () => 0,
      store: saves,
      record: (data, score, game) => {
        handed = game;
        return recordGame(data, campaign, 'level', first, score);
      },
    });
    session.start();
    for (let i = 0; i < 400 && !session.outcome; i++) {
      await Promise.resolve();
      session.tick();
      const { position, thinking, moves } = session.state;
      if (position.turn === 'x' && !thinking && moves.length > 0)
        session.playHere(greedyMove(position, 'arcade', i));
      if (i === 2) expect(saves.data.current?.fallback).toBe(true);
    }
    expect(session.outcome).not.toBeNull();
    expect(handed!.fallback).toBe(true);
  });

  it('keeps the mark when the game is resumed after a reload, so its record is still never sent', () => {
    const saved = played({ fallback: true });
    const planned = planGame({ mode: 'level', resume: true }, { ...emptySave(), current: saved }, levels, 1);
    expect(planned.ok).toBe(true);
    if (!planned.ok) return;
    expect(planned.value.setup.fallback).toBe(true);
    expect(savedGameOf(planned.value.setup, planned.value.game!).fallback).toBe(true);
    const clean = planGame({ mode: 'level', resume: true }, { ...emptySave(), current: played() }, levels, 1);
    expect(clean.ok && savedGameOf(clean.value.setup, clean.value.game!).fallback).toBeUndefined();
  });
});
