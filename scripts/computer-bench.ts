/**
 * `npx tsx scripts/computer-bench.ts [--bots N] [--strength S] [--seconds T] [--workers W]`: does a crowd
 * of games against the computer slow human games down? Starts a club in this process (memory store) and
 * times a human move's round trip (send → ack) in a game between two scripted people, first alone, then
 * while N games against the computer at strength S run beside it (8 and 8 by default; the computer takes
 * at least 300 ms a move), their human side answering at once with a random legal move. Prints both
 * timings, the computer's moves and the most searches that ran at once.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Client, type Room } from '@colyseus/sdk';
import { gameRules } from '../src/core/games.ts';
import type { GameView } from '../src/net/game-view.ts';
import { PROTOCOL_VERSION } from '../src/net/protocol.ts';
import { startClub, type RunningClub } from '../src/server/club-server.ts';
import { memoryClubStore } from '../src/server/storage/memory-store.ts';
import { numberArg, readArgs } from './script-args.ts';

const { values: args } = readArgs('computer-bench', {
  bots: { type: 'string' },
  strength: { type: 'string' },
  seconds: { type: 'string' },
  workers: { type: 'string' },
});
const whole = (name: keyof typeof args, fallback: number, min: number): number =>
  numberArg('computer-bench', name, args[name], fallback, { min, whole: true });
const BOTS = whole('bots', 8, 0);
const STRENGTH = whole('strength', 8, 1);
const SECONDS = numberArg('computer-bench', 'seconds', args.seconds, 8, { min: 1 });
const WORKERS = whole('workers', 0, 0) || undefined;
const START = 'x5o/7/7/7/7/7/o5x x 0 1';
/** Between two human moves: people do not move faster than this, and the flood guard would refuse them. */
const PAUSE_MS = 150;

async function post(club: RunningClub, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(club.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json;
}

let guests = 0;
async function newGuest(club: RunningClub): Promise<{ token: string; id: string }> {
  const session = await post(club, '/api/guest', {
    name: `bench${++guests}${randomBytes(2).toString('hex')}`,
  });
  return { token: session.token as string, id: (session.player as { id: string }).id };
}

/** A player's connection that keeps the latest view and answers its turns with `choose`. */
async function seat(
  club: RunningClub,
  code: string,
  token: string,
): Promise<{ room: Room; view: () => GameView | null }> {
  const room = await new Client(club.url).joinById(code, { protocol: PROTOCOL_VERSION, token });
  let latest: GameView | null = null;
  room.onMessage('state', (view: GameView) => (latest = view));
  for (const type of ['ack', 'refused', 'pong', 'bye']) room.onMessage(type, () => undefined);
  return { room, view: () => latest };
}

/** A random legal move's text in a view's position. */
function randomMove(view: GameView): string | null {
  const rules = gameRules(view.game);
  const position = rules?.readPosition(view.fen, view.rules);
  if (!rules || !position?.ok) return null;
  const moves = rules.legalMoves(position.value);
  const move = moves[Math.floor(Math.random() * moves.length)];
  return move === undefined ? null : rules.moveText(position.value, move);
}

/** One game against the computer whose human side replies at once; counts the computer's moves. */
async function botGame(club: RunningClub, stop: () => boolean): Promise<number> {
  const { token } = await newGuest(club);
  const { code } = (await post(club, '/api/computer-games', {
    token,
    start: START,
    rules: 'arcade',
    timeControl: 'untimed',
    colour: 'x',
    strength: STRENGTH,
  })) as { code: string };
  const me = await seat(club, code, token);
  let computerMoves = 0;
  let sent = 0;
  let seen = { gameId: null as string | null, plies: 0 };
  me.room.onMessage('state', (view: GameView) => {
    if (stop()) return;
    if (view.phase === 'over') {
      me.room.send('rematch-offer');
      return;
    }
    const mine = view.players.x?.id === `computer-${STRENGTH}` ? 'o' : 'x';
    if (view.gameId !== seen.gameId) seen = { gameId: view.gameId, plies: 0 };
    // A new ply after which it is this side's turn again was the computer's.
    if (view.moves.length > seen.plies && view.turn === mine && view.moves.length > 0) computerMoves++;
    seen.plies = view.moves.length;
    if (view.gameId !== null && sent > view.moves.length + 1) sent = 0;
    if (view.phase !== 'playing' || view.turn !== mine || sent === view.moves.length + 1) return;
    const move = randomMove(view);
    if (!move) return;
    sent = view.moves.length + 1;
    me.room.send('move', { ply: sent, move });
  });
  while (!stop()) await new Promise((resolve) => setTimeout(resolve, 200));
  await me.room.leave();
  return computerMoves;
}

/** Human moves' round trips (ms) in a game between two scripted people, for `seconds`. */
async function humanRoundTrips(club: RunningClub, seconds: number): Promise<number[]> {
  const [first, second] = [await newGuest(club), await newGuest(club)];
  const { code } = (await post(club, '/api/games', {
    token: first.token,
    start: START,
    rules: 'arcade',
    timeControl: 'untimed',
    colour: 'x',
  })) as { code: string };
  const one = await seat(club, code, first.token);
  const two = await seat(club, code, second.token);
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const view = one.view();
    if (!view || view.phase !== 'playing') {
      if (view?.phase === 'over') {
        one.room.send('rematch-offer');
        two.room.send('rematch-accept');
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    // Colours swap at each rematch: the mover is whoever sits on the side to move.
    const mover = view.players[view.turn]?.id === first.id ? one : two;
    const move = randomMove(view);
    if (!move) break;
    const ply = view.moves.length + 1;
    const sentAt = performance.now();
    await new Promise<void>((resolve, reject) => {
      const off = mover.room.onMessage('ack', (ack: { ply: number }) => {
        if (ack.ply !== ply) return;
        off();
        offRefused();
        resolve();
      });
      const offRefused = mover.room.onMessage('refused', (why: unknown) => {
        off();
        offRefused();
        reject(new Error(`a human move was refused: ${JSON.stringify(why)}`));
      });
      mover.room.send('move', { ply, move });
    });
    times.push(performance.now() - sentAt);
    // The other side's view must show the move before it is asked to move.
    while ((one.view()?.moves.length ?? 0) < ply) await new Promise((resolve) => setTimeout(resolve, 1));
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  await one.room.leave();
  await two.room.leave();
  return times;
}

const summary = (times: number[]): string => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number): string =>
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN).toFixed(1);
  return `${times.length} moves, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
};

async function main(): Promise<void> {
  const club = await startClub({
    port: 0,
    host: '127.0.0.1',
    store: memoryClubStore(),
    secret: randomBytes(32),
    apiCallsPerMinute: 100_000,
    engineWorkers: WORKERS,
    computerThinkMs: 300,
    log: () => undefined,
  });
  const pool = club.context.computer.engines;
  console.log(`engine pool: ${pool.size} worker(s); ${BOTS} computer games at strength ${STRENGTH}`);
  console.log(`alone:             ${summary(await humanRoundTrips(club, SECONDS))}`);
  let stopped = false;
  const bots = Array.from({ length: BOTS }, () => botGame(club, () => stopped));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const busy = await humanRoundTrips(club, SECONDS);
  stopped = true;
  const computerMoves = (await Promise.all(bots)).reduce((sum, moves) => sum + moves, 0);
  console.log(`beside ${BOTS} bots:    ${summary(busy)}`);
  const stats = pool.stats();
  console.log(
    `computer moves: ${computerMoves}; most searches at once: ${stats.peakRunning} (cap ${stats.size}); worker restarts: ${stats.restarts}`,
  );
  await club.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
