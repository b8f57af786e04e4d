/**
 * The load test's players, in a process of their own (`npm run club:load` forks it): simulated guests
 * who make friends' games (POST /api/games and the room's code, as the game's "Play a friend" does),
 * play them through at a human pace with rematches, and spectators who watch. The parent sets how
 * many games to hold and asks for a report of everything measured since the last one.
 */
import { Client } from '@colyseus/sdk';
import { START_FEN } from '../src/core/fen';
import { Random } from '../src/core/random';
import type { Session } from '../src/net';
import { LoadGame, type LoadSink } from './club-load-game';
import { isLoopback } from './club-load-options';

/** What the parent asks of the players. */
export type PlayersOrder =
  | {
      readonly type: 'start';
      readonly url: string;
      readonly moveEveryMs: number;
      readonly watchers: number;
      readonly rampPerSecond: number;
      readonly seed: number;
    }
  | { readonly type: 'target'; readonly games: number }
  | { readonly type: 'report' }
  | { readonly type: 'stop' };

export interface PlayersReport {
  readonly type: 'report';
  /** Games whose rooms are open, and of them how many were being played, sampled each second. */
  readonly games: number;
  readonly playingMin: number;
  readonly playingMean: number;
  readonly connections: number;
  readonly moves: number;
  /** Move round trips in ms, sorted. */
  readonly roundTrips: number[];
  readonly errors: number;
  readonly errorSamples: string[];
  /** API calls tried again after their connection failed (not errors: a browser retries too). */
  readonly retries: number;
  /** The players' own CPU time in this report's span, in ms (they share the machine with the club). */
  readonly cpuMs: number;
  readonly spanMs: number;
}

export type PlayersMessage =
  | { readonly type: 'held'; readonly games: number }
  | PlayersReport
  | { readonly type: 'failed'; readonly error: string };

const send = (message: PlayersMessage): void => {
  if (process.connected) process.send?.(message, undefined, undefined, () => undefined);
};

class Players implements LoadSink {
  private readonly client: Client;
  private readonly games: LoadGame[] = [];
  private target = 0;
  private made = 0;
  private adjusting = false;
  private readonly random: () => number;
  private roundTrips: number[] = [];
  private moves = 0;
  private errors = 0;
  private errorSamples: string[] = [];
  /** API calls tried again after a failed connection. */
  private retries = 0;
  private playing: number[] = [];
  private since = performance.now();
  private cpuSince = process.cpuUsage();

  constructor(private readonly order: Extract<PlayersOrder, { type: 'start' }>) {
    if (!isLoopback(order.url)) throw new Error(`the load test plays on loopback only, not ${order.url}`);
    this.client = new Client(order.url);
    const random = new Random(order.seed);
    this.random = () => random.next();
    setInterval(() => this.playing.push(this.games.filter((game) => game.playing).length), 1000).unref();
  }

  roundTrip(ms: number): void {
    this.roundTrips.push(ms);
  }
  moved(): void {
    this.moves += 1;
  }
  error(what: string): void {
    this.errors += 1;
    if (this.errorSamples.length < 10) this.errorSamples.push(what);
  }

  hold(games: number): void {
    this.target = games;
    if (!this.adjusting) void this.adjust();
  }

  /** Opens games (at `rampPerSecond`) or closes them until the target is held. */
  private async adjust(): Promise<void> {
    this.adjusting = true;
    try {
      while (this.games.length !== this.target) {
        if (this.games.length > this.target) {
          await this.games.pop()?.close();
          continue;
        }
        const started = performance.now();
        const batch = Math.min(
          this.target - this.games.length,
          Math.max(1, Math.round(this.order.rampPerSecond)),
        );
        const opened = await Promise.all(Array.from({ length: batch }, () => this.open()));
        for (const game of opened) if (game) this.games.push(game);
        const rest = 1000 - (performance.now() - started);
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      }
      send({ type: 'held', games: this.games.length });
    } finally {
      this.adjusting = false;
    }
  }

  private async open(): Promise<LoadGame | null> {
    const n = ++this.made;
    try {
      const x = await this.guest(`ld${this.order.seed % 1000}x${n}`);
      const o = await this.guest(`ld${this.order.seed % 1000}o${n}`);
      const created = await this.post('/api/games', {
        token: x.token,
        start: START_FEN,
        rules: 'classic',
        timeControl: 'untimed',
        colour: 'x',
      });
      const game = new LoadGame(
        this.client,
        (created as { code: string }).code,
        this,
        this.order.moveEveryMs,
        this.random,
      );
      await game.join([x, o], this.order.watchers);
      return game;
    } catch (error) {
      this.error(`open game ${n}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  private async guest(name: string): Promise<Session> {
    try {
      return (await this.post('/api/guest', { name })) as Session;
    } catch (error) {
      // A retried call whose first try got through finds its name taken: take another.
      if (!(error instanceof Error && error.message.includes('name-taken'))) throw error;
      return (await this.post('/api/guest', { name: `${name}r` })) as Session;
    }
  }

  /**
   * One API call. A connection that fails before any answer (a kept-alive socket the club closed as
   * it was reused) is tried again, as a browser would; an answer that refuses is an error.
   */
  private async post(path: string, body: unknown, tries = 3): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(this.order.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      if (tries <= 1) throw error;
      this.retries += 1;
      return this.post(path, body, tries - 1);
    }
    const reply: unknown = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(reply)}`);
    return reply;
  }

  report(): PlayersReport {
    const now = performance.now();
    const cpu = process.cpuUsage(this.cpuSince);
    const playing =
      this.playing.length > 0 ? this.playing : [this.games.filter((game) => game.playing).length];
    const report: PlayersReport = {
      type: 'report',
      games: this.games.length,
      playingMin: Math.min(...playing),
      playingMean: playing.reduce((sum, count) => sum + count, 0) / playing.length,
      connections: this.games.reduce((sum, game) => sum + game.connectionCount, 0),
      moves: this.moves,
      roundTrips: [...this.roundTrips].sort((a, b) => a - b),
      errors: this.errors,
      errorSamples: this.errorSamples,
      retries: this.retries,
      cpuMs: (cpu.user + cpu.system) / 1000,
      spanMs: now - this.since,
    };
    this.roundTrips = [];
    this.moves = 0;
    this.errors = 0;
    this.errorSamples = [];
    this.retries = 0;
    this.playing = [];
    this.since = now;
    this.cpuSince = process.cpuUsage();
    return report;
  }

  async stop(): Promise<void> {
    this.target = 0;
    await Promise.all(this.games.splice(0).map((game) => game.close()));
  }
}

let players: Players | null = null;
process.on('message', (order: PlayersOrder) => {
  try {
    if (order.type === 'start') players = new Players(order);
    else if (order.type === 'target') players?.hold(order.games);
    else if (order.type === 'report' && players) send(players.report());
    else if (order.type === 'stop')
      void (players?.stop() ?? Promise.resolve()).finally(() => process.exit(0));
  } catch (error) {
    send({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
