/**
 * What a finished game adds to the world records in the save: a won level goes into the queue as a
 * level record, an arcade game joins its run's games, and a run that ended goes into the queue whole.
 * A game in which the computer's fallback move fired is kept out, and the Result screen says why.
 */
import { isInitials, qualifies, type ArcadeEntry, type ArcadeRunState } from '../../core/arcade';
import { levelHash } from '../../core/level-hash';
import type { Level } from '../../core/level';
import type { Score } from '../../core';
import type { PlayedGame, Submission } from '../../net/world';
import type { GameRecord } from './match-record';
import type { SaveData, SavedGame } from './schema';
import { isWaiting, trimQueue, type QueuedRecord, type RunSeed, type WorldRecords } from './world-save';

/** What the Result screen says about the world table after a game. */
export type WorldNote =
  /** This game's record (a level won, or the run it ended) is in the queue under this id. */
  | { readonly kind: 'queued'; readonly id: string }
  /** The computer's fallback move fired: this game (and a run holding it) cannot go to the world table. */
  | { readonly kind: 'fallback' };

export interface WorldContext {
  readonly engineVersion: string;
  readonly now: number;
  /** A fresh id for a queued record. */
  readonly id: () => string;
}

const EMPTY: WorldRecords = { queue: [] };

/** The game as the world record carries it. */
export function playedGameOf(saved: SavedGame, level: Level, score: Score): PlayedGame {
  return {
    levelId: level.id,
    levelHash: levelHash(level),
    strength: level.opponent.strength,
    seed: saved.seed,
    moves: [...saved.moves],
    points: score.total,
    ...(saved.fallback ? { fallback: true as const } : {}),
  };
}

const sameRun = (a: ArcadeRunState | null | undefined, b: ArcadeRunState | null | undefined): boolean =>
  !!a &&
  !!b &&
  a.levelIndex === b.levelIndex &&
  a.lives === b.lives &&
  a.score === b.score &&
  a.cleared === b.cleared;

/** The games of the arcade run in progress already recorded (none when the run is new or went missing). */
export const runGames = (data: SaveData): readonly PlayedGame[] =>
  data.world?.run && sameRun(data.world.run.after, data.arcadeRun) ? data.world.run.games : [];

/** The save with the arcade run's seed ticket kept (a run started online) or dropped (`null`: unranked). */
export function withRunSeed(data: SaveData, runSeed: RunSeed | null): SaveData {
  const { runSeed: _old, ...world } = data.world ?? EMPTY;
  return { ...data, world: runSeed ? { ...world, runSeed } : world };
}

/** The initials last entered in the arcade table, which the entry screen also starts from. */
export function lastInitials(table: readonly ArcadeEntry[]): string {
  const latest = [...table].sort((a, b) => b.date.localeCompare(a.date))[0];
  return latest && isInitials(latest.initials) ? latest.initials : 'AAA';
}

/**
 * The best points of a level already on its way or accepted: a record that does not beat it is not sent.
 * A record without a seed ticket (started offline, unranked) never stands in a ranked one's way.
 */
function sentBest(queue: readonly QueuedRecord[], levelId: string, ranked: boolean): number {
  let best = -1;
  for (const record of queue) {
    const { submission, verdict } = record;
    if (submission.kind !== 'level' || submission.game.levelId !== levelId) continue;
    if (verdict?.verdict === 'refused' || (ranked && !submission.ticket)) continue;
    best = Math.max(best, submission.game.points);
  }
  return best;
}

const queued = (world: WorldRecords, record: QueuedRecord): WorldRecords => ({
  ...world,
  queue: trimQueue([...world.queue, record]),
});

/**
 * The game record with the world's part added to its save data: `before` is the save as it was before
 * the game was recorded (its run and table), `played` the finished game.
 */
export function recordWorldGame(
  record: GameRecord,
  before: SaveData,
  played: SavedGame,
  level: Level | null,
  score: Score,
  context: WorldContext,
): GameRecord {
  if (!level || played.practice || played.mode === 'versus') return record;
  const game = playedGameOf(played, level, score);
  const world = before.world ?? EMPTY;
  const withWorld = (next: WorldRecords, note: WorldNote | null): GameRecord => ({
    ...record,
    data: { ...record.data, world: next },
    ...(note ? { world: note } : {}),
  });
  const { engineVersion } = context;
  if (played.mode === 'level') {
    if (!score.won) return record;
    if (game.fallback) return withWorld(world, { kind: 'fallback' });
    const ranked = played.ticket !== undefined;
    if (game.points <= sentBest(world.queue, level.id, ranked)) return record;
    const id = context.id();
    // A better score (or a ranked one) supersedes one of the same level still waiting, unless that one is
    // ranked and this is not: one record a level is enough.
    const queue = world.queue.filter(
      (kept) =>
        !(
          isWaiting(kept) &&
          kept.submission.kind === 'level' &&
          kept.submission.game.levelId === level.id &&
          (ranked || !kept.submission.ticket)
        ),
    );
    const ticket = ranked ? { ticket: played.ticket } : {};
    const submission: Submission = { kind: 'level', engineVersion, game, ...ticket };
    return withWorld(queued({ ...world, queue }, { id, at: context.now, submission }), {
      kind: 'queued',
      id,
    });
  }
  // An arcade game: it joins the run it was played in (a run that went missing starts again with it).
  const arcade = record.arcade;
  if (!arcade) return record;
  const games = [...runGames(before), game].slice(-200);
  const fellBack = games.some((each) => each.fallback);
  if (!arcade.ended) {
    const next = { ...world, run: { games, after: arcade.run } };
    return withWorld(next, game.fallback ? { kind: 'fallback' } : null);
  }
  const { run: _run, runSeed, ...rest } = world;
  if (fellBack) return withWorld(rest, { kind: 'fallback' });
  const total = arcade.run.score;
  if (total <= 0) return withWorld(rest, null);
  const id = context.id();
  const submission: Submission = {
    kind: 'arcade',
    engineVersion,
    ...(runSeed ? { ticket: runSeed.ticket } : {}),
    initials: lastInitials(before.arcadeTable),
    games,
    score: total,
  };
  // A run that makes the table waits for the initials the player enters next.
  const held = qualifies(before.arcadeTable, total) ? { held: true as const } : {};
  return withWorld(queued(rest, { id, at: context.now, submission, ...held }), { kind: 'queued', id });
}

/** The save with the initials just entered given to the runs waiting for them, which may then be sent. */
export function nameHeldRuns(data: SaveData, initials: string): SaveData {
  const world = data.world;
  if (!world || !isInitials(initials) || !world.queue.some((record) => record.held)) return data;
  const queue = world.queue.map((record): QueuedRecord => {
    if (!record.held || record.submission.kind !== 'arcade') return record;
    const { held: _held, ...rest } = record;
    return { ...rest, submission: { ...record.submission, initials } };
  });
  return { ...data, world: { ...world, queue } };
}

/** The save with every held run let go under the initials it has (the page closed before they were entered). */
export function releaseHeldRuns(data: SaveData): SaveData {
  const world = data.world;
  if (!world?.queue.some((record) => record.held)) return data;
  const queue = world.queue.map((record): QueuedRecord => {
    if (!record.held) return record;
    const { held: _held, ...rest } = record;
    return rest;
  });
  return { ...data, world: { ...world, queue } };
}
