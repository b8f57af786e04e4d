/**
 * `npm run club:load`: the club under a crowd. It starts a club in a child process (or uses `--url`,
 * loopback only), and the simulated players in another (scripts/club-load-players.ts): guests who
 * pair through friends' games, play whole games with random legal moves at a human pace and ask for
 * rematches, and spectators. The crowd grows in steps, each held for a while, and for each step the
 * script prints: games held, move round trip (sent → every connection of the room has seen it)
 * p50/p95/p99, errors, the club's CPU and memory (per 100 games) and database writes per second.
 *
 *   npm run club:load                                   # steps 100,250,500,1000 games, 2 min each
 *   npm run club:load -- --steps 20 --hold 10s          # a short run
 *   npm run club:load -- --url http://127.0.0.1:2567    # a club already running (no CPU/memory/writes)
 * Options: --steps a,b,c (games), --hold 2m|90s, --move-every 3s (each game's average pause between
 * moves), --watchers 1 (per game), --ramp 20 (games opened per second), --max-games 2000, --seed N,
 * --profile <folder> (a V8 CPU profile of the club, written when it stops).
 * DATABASE_URL puts the started club on PostgreSQL instead of PGlite. It stops by itself: after the
 * last step, or at the deadline (every step's hold and ramp allowance, plus a minute), whichever comes first.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isLoopback, loadOptions, type LoadOptions } from './club-load-options';
import type { PlayersMessage, PlayersOrder, PlayersReport } from './club-load-players';
import type { ServerReport, ServerSample } from './club-load-server';
import { stepLine, STEP_HEADER, type StepResult } from './club-load-report';

const here = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/** A child process running a TypeScript file through tsx, with a typed message channel. */
class Child<In, Out> {
  private readonly process: ChildProcess;
  private waiting: { test: (message: Out) => boolean; done: (message: Out) => void }[] = [];
  private exited: string | null = null;
  /** Settles when the process has exited. */
  readonly ended: Promise<void>;

  constructor(file: string, env: NodeJS.ProcessEnv = process.env, nodeFlags: readonly string[] = []) {
    const execArgv = ['--import', 'tsx', ...nodeFlags];
    this.process = fork(here(file), [], { execArgv, env, stdio: 'inherit' });
    this.process.on('message', (message: Out) => {
      const match = this.waiting.find((one) => one.test(message));
      if (!match) return;
      this.waiting = this.waiting.filter((one) => one !== match);
      match.done(message);
    });
    this.ended = new Promise((resolve) =>
      this.process.on('exit', (code) => {
        this.exited = `${file} exited (${code})`;
        // Let go of the message channel at once, so an exited child holds up nothing.
        if (this.process.connected) this.process.disconnect();
        this.process.unref();
        resolve();
      }),
    );
  }

  get pid(): number | undefined {
    return this.process.pid;
  }

  send(message: In): void {
    if (this.process.connected) this.process.send(message as object);
  }

  /** The next message that passes `test`, or a failure after `ms` or when the child exits. */
  next<T extends Out>(test: (message: Out) => message is T, ms: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(this.exited ?? `no answer within ${ms} ms`)), ms);
      timer.unref();
      this.waiting.push({
        test,
        done: (message) => {
          clearTimeout(timer);
          resolve(message as T);
        },
      });
    });
  }

  kill(): void {
    if (this.process.exitCode === null) this.process.kill('SIGTERM');
  }
}

type ServerChild = Child<{ type: 'sample' | 'stop' }, ServerReport>;

async function sample(server: ServerChild | null): Promise<ServerSample | null> {
  if (!server) return null;
  server.send({ type: 'sample' });
  // A club starved of CPU answers late; a sample that never comes leaves the figures blank.
  return server
    .next((m): m is Extract<ServerReport, { type: 'sample' }> => m.type === 'sample', 60_000)
    .then(
      (reply) => reply.sample,
      () => null,
    );
}

/** Runs the steps and returns what each measured; `print` gets the table line by line. */
export async function runLoad(
  options: LoadOptions,
  print: (line: string) => void = console.log,
): Promise<StepResult[]> {
  if (options.url && !isLoopback(options.url))
    throw new Error(`--url must be a loopback address, not ${options.url}`);
  const deadline =
    Date.now() +
    options.steps.reduce(
      (sum, games) => sum + options.holdMs + (games / options.rampPerSecond) * 2000 + 30_000,
      0,
    ) +
    60_000;
  let server: ServerChild | null = null;
  let players: Child<PlayersOrder, PlayersMessage> | null = null;
  // Bounded in time whatever happens: past the deadline both children are stopped.
  const hardStop = setTimeout(() => {
    print('club:load: past the deadline; stopping');
    players?.kill();
    server?.kill();
  }, deadline - Date.now());
  hardStop.unref();
  const failed = (m: { type: string }): m is { type: 'failed'; error: string } => m.type === 'failed';
  try {
    let url = options.url;
    if (!url) {
      const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
      server = new Child('./club-load-server.ts', { ...process.env, ...options.serverEnv }, profile);
      const ready = await Promise.race([
        server.next((m): m is Extract<ServerReport, { type: 'ready' }> => m.type === 'ready', 120_000),
        server.next(failed, 120_000).then((m) => Promise.reject(new Error(m.error))),
      ]);
      url = ready.url;
      print(`club: ${ready.url} (pid ${server.pid}, ${ready.storage}; log ${ready.log})`);
    }
    players = new Child<PlayersOrder, PlayersMessage>('./club-load-players.ts');
    players.send({
      type: 'start',
      url,
      moveEveryMs: options.moveEveryMs,
      watchers: options.watchers,
      rampPerSecond: options.rampPerSecond,
      seed: options.seed,
    });
    const baseline = await sample(server);
    const results: StepResult[] = [];
    print(STEP_HEADER);
    for (const games of options.steps) {
      try {
        const left = deadline - Date.now();
        if (left <= options.holdMs) {
          print(`stopping: the deadline leaves no time for a ${games}-game step`);
          break;
        }
        players.send({ type: 'target', games });
        // A club too busy to take the step's games in its share of the time is measured as it stands, last.
        const rampMs = Math.min(left - options.holdMs, (games / options.rampPerSecond) * 2000 + 30_000);
        const reached = await players
          .next((m): m is { type: 'held'; games: number } => m.type === 'held', rampMs)
          .then(
            () => true,
            () => false,
          );
        // The hold is measured on its own; the ramp's errors are counted with it.
        players.send({ type: 'report' });
        const ramp = await players.next((m): m is PlayersReport => m.type === 'report', 60_000);
        if (!reached)
          print(`the ramp reached ${ramp.games} of ${games} games in ${Math.round(rampMs / 1000)} s`);
        const before = await sample(server);
        await new Promise((resolve) => setTimeout(resolve, options.holdMs));
        players.send({ type: 'report' });
        const report = await players.next((m): m is PlayersReport => m.type === 'report', 60_000);
        const after = await sample(server);
        const result: StepResult = {
          target: games,
          watchers: options.watchers,
          report,
          rampErrors: ramp.errors,
          baseline,
          before,
          after,
        };
        results.push(result);
        print(stepLine(result));
        for (const error of [...ramp.errorSamples, ...report.errorSamples]) print(`  error: ${error}`);
        const retries = ramp.retries + report.retries;
        if (retries > 0) print(`  API calls tried again after a failed connection: ${retries}`);
        if (!reached) break;
      } catch (error) {
        // What was measured so far stands; the run stops here.
        print(`step of ${games} games: ${error instanceof Error ? error.message : String(error)}`);
        break;
      }
    }
    return results;
  } finally {
    clearTimeout(hardStop);
    players?.send({ type: 'stop' });
    server?.send({ type: 'stop' });
    // Each child closes its side cleanly; one that takes too long is stopped.
    const grace = new Promise((resolve) => setTimeout(resolve, 10_000).unref());
    await Promise.race([Promise.all([players?.ended, server?.ended]), grace]);
    players?.kill();
    server?.kill();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runLoad(loadOptions(process.argv.slice(2))).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`club:load: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
