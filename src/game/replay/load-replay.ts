import * as v from 'valibot';
import { API_PATHS } from '../../net/http';
import { RefusalSchema } from '../../net/refusal';
import { readStoredGame, type LoadedReplay } from './stored-game';

/** What fetching a kept game came to; the scene turns each kind into words in the player's language. */
export type ReplayLoad =
  | { readonly kind: 'ready'; readonly replay: LoadedReplay }
  /** The club answered that it keeps no such game. */
  | { readonly kind: 'not-found' }
  /** No answer, or the club failed: trying again later may work. */
  | { readonly kind: 'unreachable'; readonly detail: string }
  /** The club answered with something that is not a game that can be replayed. */
  | { readonly kind: 'broken'; readonly reason: string };

/** The part of `fetch` the loader uses, so tests hand in their own. */
export type FetchGame = (
  path: string,
  init: { signal: AbortSignal },
) => Promise<{
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<unknown>;
}>;

/** Long enough for a slow phone network, short enough that a dead club gets a message, not a spinner. */
export const LOAD_TIMEOUT_MS = 15_000;

/**
 * Fetches `GET /api/games/<id>` from the page's own origin and checks every part of the answer.
 * Never throws: every failure is one of the load kinds.
 */
export async function loadReplay(
  gameId: string,
  fetchGame: FetchGame,
  timeoutMs = LOAD_TIMEOUT_MS,
): Promise<ReplayLoad> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    let response: Awaited<ReturnType<FetchGame>>;
    try {
      response = await fetchGame(API_PATHS.game(gameId), { signal: abort.signal });
    } catch (error) {
      const detail = abort.signal.aborted ? `no answer within ${timeoutMs / 1000} s` : String(error);
      return { kind: 'unreachable', detail };
    }
    if (!response.ok) {
      // The club says `not-found` in its own refusal; a bare 404 is a host without a club behind it.
      const refused = v.safeParse(RefusalSchema, await bodyOf(response));
      if (refused.success && refused.output.code === 'not-found') return { kind: 'not-found' };
      return { kind: 'unreachable', detail: `the answer was ${response.status}` };
    }
    const json = await bodyOf(response);
    // An answer that is not JSON is most likely a page from something in front of the club.
    if (json === NOT_JSON) return { kind: 'unreachable', detail: 'the answer was not JSON' };
    const read = readStoredGame(json);
    return read.ok ? { kind: 'ready', replay: read.value } : { kind: 'broken', reason: read.error };
  } finally {
    clearTimeout(timer);
  }
}

const NOT_JSON = Symbol('not JSON');

/** The answer's JSON body, or NOT_JSON when it has none. */
async function bodyOf(response: Awaited<ReturnType<FetchGame>>): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return NOT_JSON;
  }
}
