/**
 * The game's calls to the club's world leaderboards (src/net/world.ts): send a record, read a page of a
 * world table. Any `fetch` can be passed, so the queue is tested without a club.
 */
import * as v from 'valibot';
import { err, ok, type Result } from '../../core/result';
import type { RatingPool } from '../../net/ratings';
import {
  SeedTicketSchema,
  WORLD_PATHS,
  type RecordAnswer,
  type SeedRequest,
  type SeedTicket,
  type Submission,
  type WorldTable,
} from '../../net/world';
import { VerdictSchema } from '../store/world-save';

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Which world table: the players by rating in a pool, the arcade runs, or one level's best scores. */
export type WorldTableKind =
  | { readonly table: 'players'; readonly pool: RatingPool }
  | { readonly table: 'arcade' }
  | { readonly table: 'level'; readonly levelId: string };

/** A send that got no verdict: the club was not reached, or did not know the token. */
export type SendFailure = 'unreachable' | 'bad-token';

const bearer = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

async function readJsonBody(response: Response): Promise<unknown> {
  return response.json().catch(() => null);
}

/** Sends one record; the club's verdict (accepted or refused, whatever the HTTP status), or why none came. */
export async function sendRecord(
  fetcher: Fetch,
  origin: string,
  token: string,
  submission: Submission,
): Promise<Result<RecordAnswer, SendFailure>> {
  let response: Response;
  try {
    response = await fetcher(origin + WORLD_PATHS.records, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify(submission),
    });
  } catch {
    return err('unreachable');
  }
  const verdict = v.safeParse(VerdictSchema, await readJsonBody(response));
  if (verdict.success) return ok(verdict.output);
  return err(response.status === 401 || response.status === 403 ? 'bad-token' : 'unreachable');
}

/** How long a game's start waits for the club's seed before it plays offline (unranked). */
export const SEED_WAIT_MS = 1500;

/**
 * Asks the club for a world-record seed as a level or an arcade run starts: the ticket, or why none came
 * within `waitMs` (the start never waits longer; the game is then played unranked).
 */
export async function askSeed(
  fetcher: Fetch,
  origin: string,
  token: string,
  request: SeedRequest,
  waitMs = SEED_WAIT_MS,
): Promise<Result<SeedTicket, SendFailure>> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), waitMs);
  try {
    const response = await fetcher(origin + WORLD_PATHS.seeds, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify(request),
      signal: abort.signal,
    });
    if (response.status === 401) return err('bad-token');
    const ticket = v.safeParse(SeedTicketSchema, await readJsonBody(response));
    return ticket.success ? ok(ticket.output) : err('unreachable');
  } catch {
    return err('unreachable');
  } finally {
    clearTimeout(timer);
  }
}

const EntrySchema = v.object({
  place: v.number(),
  name: v.string(),
  value: v.number(),
  initials: v.optional(v.string()),
  games: v.optional(v.number()),
  at: v.optional(v.number()),
});

const TableSchema = v.object({
  entries: v.array(EntrySchema),
  page: v.number(),
  total: v.number(),
  you: v.optional(v.nullable(EntrySchema), null),
});

/** Where a world table's page is read. */
export function tablePath(kind: WorldTableKind, page: number): string {
  const at = `page=${page}`;
  if (kind.table === 'players') return `${WORLD_PATHS.players}?pool=${encodeURIComponent(kind.pool)}&${at}`;
  if (kind.table === 'arcade') return `${WORLD_PATHS.arcade}?${at}`;
  return `${WORLD_PATHS.level(kind.levelId)}?${at}`;
}

/** One page of a world table (with the asking player's own row when a token is given). */
export async function readWorldTable(
  fetcher: Fetch,
  origin: string,
  kind: WorldTableKind,
  page: number,
  token: string | null,
): Promise<Result<WorldTable, 'unreachable'>> {
  try {
    const response = await fetcher(origin + tablePath(kind, page), { headers: bearer(token) });
    if (!response.ok) return err('unreachable');
    const table = v.safeParse(TableSchema, await readJsonBody(response));
    return table.success ? ok(table.output) : err('unreachable');
  } catch {
    return err('unreachable');
  }
}
