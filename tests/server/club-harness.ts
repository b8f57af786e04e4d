/**
 * A real club on 127.0.0.1 (a free port, the in-memory store, a clock the test moves by hand) and
 * players who talk to it through the Colyseus SDK over real websockets. Waits are on messages, never
 * on sleeps.
 */
import { randomBytes } from 'node:crypto';
import { Client, type Room } from '@colyseus/sdk';
import { startClub, type RunningClub } from '../../src/server/club-server';
import type { ScryptCost } from '../../src/server/passwords';
import { memoryClubStore } from '../../src/server/storage/memory-store';
import type { ClubStore } from '../../src/server/storage/club-store';
import {
  parseServerMessage,
  PROTOCOL_VERSION,
  type ByeMessage,
  type CreateGameRequest,
  type GameView,
  type RefusedMessage,
  type Session,
} from '../../src/net';

export class TestClock {
  constructor(public time = 1_700_000_000_000) {}
  readonly now = (): number => this.time;
  advance(ms: number): void {
    this.time += ms;
  }
}

export interface TestClub {
  readonly club: RunningClub;
  readonly store: ClubStore;
  readonly clock: TestClock;
  readonly logs: string[];
  readonly url: string;
}

/** A password hash cost for test clubs: a millisecond, not a fifth of a second (passwords.test.ts's). */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
/**
 * A test club; `host: '::'` listens on IPv4 and IPv6 loopback both, so players who connect through
 * `http://127.0.0.1:<port>` and `http://[::1]:<port>` come from two addresses (rated play needs two).
 */
export async function startTestClub(options: { readonly host?: string } = {}): Promise<TestClub> {
  const store = memoryClubStore();
  const clock = new TestClock();
  const logs: string[] = [];
  const club = await startClub({
    port: 0,
    host: options.host ?? '127.0.0.1',
    store,
    secret: randomBytes(32),
    now: clock.now,
    tickMs: 10,
    apiCallsPerMinute: 10_000,
    // Every test here comes from 127.0.0.1: the caps per address are tested in limits-*.test.ts.
    // Cheap password hashes: these tests sign in many times; the club's own cost is checked in accounts.test.ts.
    passwordCost: TEST_PASSWORD_COST,
    limits: {
      connectionsPerAddress: 10_000,
      watchJoinsPerMinute: 10_000,
      unjoinedRoomsPerAddress: 10_000,
      computerGamesPerAddress: 10_000,
    },
    log: (message) => logs.push(message),
  });
  return { club, store, clock, logs, url: club.url };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read replies field by field in assertions
export async function post(url: string, path: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

let guests = 0;
/** A new guest with a unique name. */
export async function guest(
  url: string,
  name = `guest${++guests}${randomBytes(2).toString('hex')}`,
): Promise<Session> {
  const reply = await post(url, '/api/guest', { name });
  if (reply.status !== 201) throw new Error(`guest ${name}: ${JSON.stringify(reply.body)}`);
  return reply.body as Session;
}

export async function createGame(
  url: string,
  session: Session,
  settings: Partial<Omit<CreateGameRequest, 'token'>> = {},
): Promise<string> {
  const reply = await post(url, '/api/games', {
    token: session.token,
    start: 'x5o/7/7/7/7/7/o5x x 0 1',
    rules: 'classic',
    timeControl: '1+1',
    colour: 'x',
    ...settings,
  });
  if (reply.status !== 201) throw new Error(`create game: ${JSON.stringify(reply.body)}`);
  return reply.body.code as string;
}

/** One connection to a game room, recording everything the server says to it. */
/** Promises that settle when a test holds: checked at once and again at every `wake()` (each message). */
export class Waits {
  private waiters: (() => void)[] = [];

  /** `last` says what was seen last, for the message of a wait that timed out. */
  constructor(private readonly last: () => string) {}

  until(what: string, test: () => boolean, ms = 5_000): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== check);
        reject(new Error(`timed out waiting for ${what}; ${this.last()}`));
      }, ms);
      const check = (): void => {
        if (!test()) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((waiter) => waiter !== check);
        resolve();
      };
      this.waiters.push(check);
    });
  }

  wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}

export class Seat {
  readonly states: GameView[] = [];
  readonly refusals: RefusedMessage[] = [];
  readonly acks: number[] = [];
  readonly byes: ByeMessage[] = [];
  readonly pongs: { t: number; serverTime: number }[] = [];
  /** The counts of `watchers` messages (a watcher came or went). */
  readonly watcherCounts: number[] = [];
  /** How many watch, as last heard: from a `state` or a `watchers` message, whichever came last. */
  watching = 0;
  left: number | null = null;
  private readonly waits = new Waits(() => `last state: ${JSON.stringify(this.states.at(-1))}`);

  constructor(
    readonly client: Client,
    readonly room: Room,
    readonly session: Session,
  ) {
    room.onMessage('*', (type: string | number, payload: unknown) => {
      const parsed = parseServerMessage(type, payload);
      if (!parsed.ok) throw new Error(`the server sent a bad message: ${parsed.error}`);
      const message = parsed.value;
      if (message.type === 'state') {
        this.states.push(message.payload);
        this.watching = message.payload.watchers;
      } else if (message.type === 'refused') this.refusals.push(message.payload);
      else if (message.type === 'ack') this.acks.push(message.payload.ply);
      else if (message.type === 'bye') this.byes.push(message.payload);
      else if (message.type === 'watchers') this.watcherCounts.push((this.watching = message.payload.count));
      else this.pongs.push(message.payload);
      this.wake();
    });
    room.onLeave((code: number) => {
      this.left = code;
      this.wake();
    });
  }

  static async join(url: string, code: string, session: Session): Promise<Seat> {
    const client = new Client(url);
    const room = await client.joinById(code, { protocol: PROTOCOL_VERSION, token: session.token });
    return new Seat(client, room, session);
  }

  get state(): GameView {
    const last = this.states.at(-1);
    if (!last) throw new Error('no state yet');
    return last;
  }

  send(type: string, payload?: unknown): void {
    this.room.send(type, payload);
  }

  /** Resolves when `test` holds (checked now and after every message), or fails after `ms`. */
  until(what: string, test: () => boolean, ms = 5_000): Promise<void> {
    return this.waits.until(what, test, ms);
  }

  untilState(what: string, test: (view: GameView) => boolean, ms?: number): Promise<GameView> {
    return this.until(what, () => this.states.length > 0 && test(this.state), ms).then(() => this.state);
  }

  /** The next refusal after the ones seen so far. */
  async nextRefusal(send: () => void): Promise<RefusedMessage> {
    const seen = this.refusals.length;
    send();
    await this.until('a refusal', () => this.refusals.length > seen);
    return this.refusals[seen];
  }

  private wake(): void {
    this.waits.wake();
  }
}

/** Two guests, a game created by the first (as x unless told), both seated and the game started. */
export async function startGame(
  url: string,
  settings: Partial<Omit<CreateGameRequest, 'token'>> = {},
): Promise<{ x: Seat; o: Seat; code: string }> {
  const first = await guest(url);
  const second = await guest(url);
  const code = await createGame(url, first, settings);
  const one = await Seat.join(url, code, first);
  const two = await Seat.join(url, code, second);
  await one.untilState('both seated', (view) => view.phase === 'playing');
  await two.untilState('both seated', (view) => view.phase === 'playing');
  const xIsFirst = one.state.players.x?.id === first.player.id;
  return { x: xIsFirst ? one : two, o: xIsFirst ? two : one, code };
}
