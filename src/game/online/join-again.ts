import { CloseCode, ErrorCode } from '@colyseus/sdk';

/** A first join that fails for a passing reason is tried this many times in all, waiting longer each time. */
export const JOIN_TRIES = 4;
export const JOIN_AGAIN_MS = 400;

/**
 * An expired seat, a socket closed before the join finished, and the gateway answers of a process
 * behind a proxy that is restarting. (The matchmaker's refusals, 520–525 but for 524, are for good.)
 */
const PASSING_CODES: ReadonlySet<number> = new Set([
  ErrorCode.MATCHMAKE_EXPIRED,
  CloseCode.ABNORMAL_CLOSURE,
  502,
  503,
  504,
]);

/**
 * How long a connection that keeps failing waits before its next join: `first` for the first `steady`
 * failures (a process restarting in a cluster is found as soon as before), then twice as long after each
 * one, at most `most`. A club refusing this address's websockets over its cap (a 429 the browser only
 * sees as a closed socket) is then asked less and less often, not hammered.
 */
export function rejoinDelay(failures: number, first: number, most: number, steady = 5): number {
  return Math.min(first * 2 ** Math.max(0, failures - steady), most);
}

/**
 * Whether a failed join may work if tried again soon. In a club of several processes a seat can be
 * reserved through a process whose Redis link is not back yet (a restart a moment ago), so the seat
 * expires before the room sees it; a process can also die between the reservation and the connection,
 * and the network can fail outright. A refusal (no such game, a bad token, a full room) never changes.
 */
export function joinMayWorkAgain(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  // No answer at all: a failed fetch (a browser gives no code, Node a word such as ECONNREFUSED).
  if (code === undefined || typeof code === 'string') return true;
  return PASSING_CODES.has(code as number);
}

/**
 * Runs `join` until it works, it fails for good (`joinMayWorkAgain` says no, or the tries are spent:
 * the last error is thrown), or `givenUp` says the caller no longer wants it. With `patienceMs`, a
 * passing failure is tried again past JOIN_TRIES for that long from the first try (a club restarting:
 * a game opened or reloaded while it is down finds it when it is back).
 */
export async function joinWithRetries<T>(
  join: () => Promise<T>,
  givenUp: () => boolean = () => false,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  patienceMs = 0,
  now: () => number = Date.now,
): Promise<T> {
  const until = now() + patienceMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await join();
    } catch (error) {
      const tries = attempt < JOIN_TRIES || now() < until;
      if (!tries || givenUp() || !joinMayWorkAgain(error)) throw error;
      await wait(JOIN_AGAIN_MS * Math.min(attempt, JOIN_TRIES));
    }
  }
}
