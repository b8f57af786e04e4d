/**
 * Sends the world records waiting in the save, oldest first, whenever the club can be reached: at once
 * after a game queued one, when the game starts, and when the browser comes back online. Each record
 * stays in the save until the club answered it, and keeps the answer for the player to see.
 */
import { ENGINE_VERSION } from '../../ai/version';
import type { Result } from '../../core/result';
import type { RecordAnswer, Submission } from '../../net/world';
import type { SaveStore } from '../store/SaveStore';
import type { SaveData } from '../store/schema';
import type { WorldContext } from '../store/world-record';
import { releaseHeldRuns } from '../store/world-record';
import { sendRecord, type SendFailure } from './world-api';
import { isWaiting, type QueuedRecord, type SendProblem } from '../store/world-save';

/** What a round of sending needs: the save, who the player is in the club, and the way to send. */
export interface SenderDeps {
  readonly saves: SaveStore;
  /** The club identity's token, or null when the player has no club name yet. */
  readonly token: () => Promise<string | null>;
  readonly send: (token: string, submission: Submission) => Promise<Result<RecordAnswer, SendFailure>>;
  /** Today (UTC) as YYYY-MM-DD: a record refused for the daily limit waits for another day. */
  readonly today: () => string;
  /** The club refused the token (`bad-token`): the player is signed out, and records wait for a name. */
  readonly signedOut?: () => void;
}

/**
 * The refusals that mean "not now" rather than "not this record": the record waits and is sent again.
 * Every other answer is final, the seed refusals too (`unranked`, `seed-used`…): sending again cannot
 * change them.
 */
const LATER: readonly string[] = ['busy', 'daily-limit', 'bad-token'];

/** The outcome of one round: how many records were answered, and why the round stopped early, if it did. */
export interface Round {
  readonly answered: number;
  readonly stopped: SendProblem | null;
}

function change(saves: SaveStore, id: string, edit: (record: QueuedRecord) => QueuedRecord): void {
  saves.update((data): SaveData => {
    const world = data.world;
    if (!world) return data;
    return { ...data, world: { ...world, queue: world.queue.map((r) => (r.id === id ? edit(r) : r)) } };
  });
}

/**
 * One round: sends every waiting record in turn until one cannot get an answer (no club, no name, the
 * club busy or at today's limit); that one and the rest wait for the next round.
 */
export async function sendWaiting(deps: SenderDeps): Promise<Round> {
  let answered = 0;
  const today = deps.today();
  const due = (deps.saves.data.world?.queue ?? []).filter(
    (record) => isWaiting(record) && (!record.notBefore || record.notBefore <= today),
  );
  if (due.length === 0) return { answered, stopped: null };
  const token = await deps.token();
  const stop = (id: string, problem: SendProblem): Round => {
    change(deps.saves, id, (record) => ({ ...record, problem }));
    if (problem === 'bad-token') deps.signedOut?.();
    // Today's limit holds for every record: none is tried again before tomorrow.
    if (problem === 'daily-limit') {
      const notBefore = nextDay(today);
      for (const record of due) change(deps.saves, record.id, (kept) => ({ ...kept, notBefore }));
    }
    return { answered, stopped: problem };
  };
  for (const { id } of due) {
    if (!token) return stop(id, 'no-name');
    // Read again: the save may have changed while the last record was on its way.
    const record = deps.saves.data.world?.queue.find((each) => each.id === id);
    if (!record || !isWaiting(record)) continue;
    const answer = await deps.send(token, record.submission);
    if (!answer.ok) return stop(id, answer.error);
    const verdict = answer.value;
    if (verdict.verdict === 'refused' && LATER.includes(verdict.reason)) {
      return stop(id, verdict.reason as SendProblem);
    }
    change(deps.saves, id, ({ problem: _problem, notBefore: _notBefore, ...rest }) => ({ ...rest, verdict }));
    answered++;
  }
  return { answered, stopped: null };
}

/** The UTC day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

// --- the game's one sender ---

let deps: SenderDeps | null = null;
let running: Promise<void> | null = null;
let again = false;
let retry: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

/** How long a record the club was busy with waits before it is sent again. */
const BUSY_RETRY_MS = 15_000;

/** Hears every change a round made (answers, problems); returns the way to stop hearing. */
export function onWorldRecords(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The context a finished game's world record is made in. */
export function worldContext(): WorldContext {
  return {
    engineVersion: ENGINE_VERSION,
    now: Date.now(),
    id: () => `${Date.now().toString(36)}-${Math.floor(Math.random() * 0x7fffffff).toString(36)}`,
  };
}

/** Sends what waits, now (a round already running goes round again when it ends). */
export function sendWorldRecords(): void {
  if (!deps) return;
  if (running) {
    again = true;
    return;
  }
  const using = deps;
  running = sendWaiting(using)
    .then((round) => {
      if (round.stopped === 'busy' && retry === null)
        retry = setTimeout(() => {
          retry = null;
          sendWorldRecords();
        }, BUSY_RETRY_MS);
    })
    .catch((error: unknown) => console.warn('world records: a round failed', error))
    .finally(() => {
      running = null;
      for (const listener of [...listeners]) listener();
      if (again) {
        again = false;
        sendWorldRecords();
      }
    });
}

/**
 * Starts the game's sender (main.ts): runs still held for initials from a visit that ended are let go,
 * and what waits is sent now and whenever the browser comes back online.
 */
export function startWorldSender(
  saves: SaveStore,
  token: () => Promise<string | null>,
  signedOut: () => void,
): void {
  deps = {
    saves,
    token,
    signedOut,
    send: (bearer, submission) =>
      sendRecord((url, init) => fetch(url, init), window.location.origin, bearer, submission),
    today: () => new Date().toISOString().slice(0, 10),
  };
  if (saves.data.world?.queue.some((record) => record.held)) saves.update(releaseHeldRuns);
  window.addEventListener('online', sendWorldRecords);
  sendWorldRecords();
}
