/**
 * World records in the save: levels won and arcade runs waiting to be sent to the club's world tables,
 * the club's answer to each once it came, and the games of the arcade run in progress. Read back like
 * the rest of the save: an entry that does not validate is set aside as its text (shown, never silently
 * dropped), and every other entry is kept.
 */
import * as v from 'valibot';
import { isRecord } from '../../core/json-text';
import {
  MAX_SUBMISSION_BYTES,
  PlayedGameSchema,
  RECORD_REFUSALS,
  SEED_REFUSALS,
  SeedTicketSchema,
  SubmissionSchema,
  type PlayedGame,
  type RecordAnswer,
  type Submission,
} from '../../net/world';
import type { ArcadeRunState } from '../../core/arcade';

/** Why a record still waits after a try: the club could not be reached, or asked to come back later. */
export const SEND_PROBLEMS = ['unreachable', 'no-name', 'busy', 'daily-limit', 'bad-token'] as const;
export type SendProblem = (typeof SEND_PROBLEMS)[number];

/** One record in the queue: what is sent, and what became of it. */
export interface QueuedRecord {
  /** Unique in the queue: the Result screen finds its record by it. */
  readonly id: string;
  /** When it was queued, epoch ms. */
  readonly at: number;
  readonly submission: Submission;
  /** An arcade run waits for the initials the player is entering before it is sent. */
  readonly held?: true;
  /** The club's answer (a seed refusal too: final, like any refusal); absent while the record waits to be sent. */
  readonly verdict?: RecordAnswer;
  /** Why the last try did not get an answer (the record waits for the next). */
  readonly problem?: SendProblem;
  /** A `daily-limit` answer: not tried again before this UTC day (YYYY-MM-DD). */
  readonly notBefore?: string;
}

/** The arcade run in progress: its games so far, and the run's state after the last of them. */
export interface RunGames {
  readonly games: readonly PlayedGame[];
  readonly after: ArcadeRunState;
}

/** The seed the club issued for the arcade run in progress: game n plays `arcadeGameSeed(seed, n)`. */
export interface RunSeed {
  readonly seed: number;
  readonly ticket: string;
}

export interface WorldRecords {
  /** Oldest first. */
  readonly queue: readonly QueuedRecord[];
  readonly run?: RunGames;
  /** The arcade run's seed ticket, asked when its first game started online (absent: the run is unranked). */
  readonly runSeed?: RunSeed;
  /** Entries that no longer read as records, as their text. */
  readonly setAside?: readonly string[];
  /** The player has been asked once for a club name to send records under. */
  readonly askedName?: true;
}

/** Answered records kept for the player to see, beyond those still waiting. */
export const ANSWERED_KEPT = 30;
const SET_ASIDE_LIMIT = 10;

const whole = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

export const VerdictSchema = v.variant('verdict', [
  v.object({
    verdict: v.literal('accepted'),
    table: v.picklist(['level', 'arcade']),
    levelId: v.nullable(v.string()),
    score: whole(10_000_000),
    place: v.pipe(whole(100_000_000), v.minValue(1)),
    improved: v.boolean(),
  }),
  v.object({
    verdict: v.literal('refused'),
    reason: v.picklist([...RECORD_REFUSALS, ...SEED_REFUSALS]),
    detail: v.pipe(v.string(), v.maxLength(2000)),
    game: v.optional(whole(1000)),
    ply: v.optional(whole(100_000)),
  }),
]);

const RunStateSchema = v.object({
  levelIndex: whole(1000),
  lives: whole(10),
  score: whole(1_000_000),
  cleared: whole(1000),
});

const QueuedRecordSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  at: whole(Number.MAX_SAFE_INTEGER),
  submission: SubmissionSchema,
  held: v.optional(v.literal(true)),
  verdict: v.optional(VerdictSchema),
  problem: v.optional(v.picklist(SEND_PROBLEMS)),
  notBefore: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
});

const RunGamesSchema = v.object({
  games: v.pipe(v.array(PlayedGameSchema), v.maxLength(200)),
  after: RunStateSchema,
});

const RunSeedSchema = v.pick(SeedTicketSchema, ['seed', 'ticket']);

const asText = (value: unknown): string =>
  (JSON.stringify(value) ?? String(value)).slice(0, MAX_SUBMISSION_BYTES);

/**
 * The world records of a save's `world` part (missing: none), every entry that does not validate set
 * aside as its text after those already set aside.
 */
export function readWorldRecords(value: unknown): WorldRecords | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return { queue: [], setAside: [asText(value)] };
  const aside = Array.isArray(value.setAside)
    ? value.setAside.filter((entry): entry is string => typeof entry === 'string')
    : [];
  const queue: QueuedRecord[] = [];
  const entries: unknown[] = Array.isArray(value.queue) ? value.queue : [];
  if (value.queue !== undefined && !Array.isArray(value.queue)) aside.push(asText(value.queue));
  for (const entry of entries) {
    const read = v.safeParse(QueuedRecordSchema, entry);
    if (read.success && !queue.some((kept) => kept.id === read.output.id)) queue.push(read.output);
    else aside.push(asText(entry));
  }
  let run: RunGames | undefined;
  if (value.run !== undefined) {
    const read = v.safeParse(RunGamesSchema, value.run);
    if (read.success) run = read.output;
    else aside.push(asText(value.run));
  }
  // A damaged run seed is only dropped: the run goes on unranked, as one started offline.
  const runSeed = v.safeParse(RunSeedSchema, value.runSeed);
  return {
    queue,
    ...(run ? { run } : {}),
    ...(runSeed.success ? { runSeed: runSeed.output } : {}),
    ...(aside.length > 0 ? { setAside: aside.slice(-SET_ASIDE_LIMIT) } : {}),
    ...(value.askedName === true ? { askedName: true as const } : {}),
  };
}

/** Whether a record is still to be sent (not held for initials, not answered). */
export const isWaiting = (record: QueuedRecord): boolean => !record.held && !record.verdict;

/** The queue with answered records beyond the newest `ANSWERED_KEPT` let go; waiting ones always stay. */
export function trimQueue(queue: readonly QueuedRecord[]): QueuedRecord[] {
  let answered = queue.filter((record) => record.verdict).length;
  return queue.filter((record) => {
    if (!record.verdict || answered <= ANSWERED_KEPT) return true;
    answered--;
    return false;
  });
}

/** A queue record by id. */
export const recordById = (world: WorldRecords | undefined, id: string): QueuedRecord | null =>
  world?.queue.find((record) => record.id === id) ?? null;
