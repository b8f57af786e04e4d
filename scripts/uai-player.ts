/**
 * A UAI engine as a match player: another build of this engine (`npm run uai:build -- --commit <sha>`)
 * or any engine that speaks UAI, run as `node <file>` (a `.mjs`/`.js` file) or as the program itself.
 * Each move is asked from a clean slate (`uainewgame`, then the position and `go`), so a game replays.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseMoveText, toFen, type Move, type Position } from '../src/core/index.ts';

/** Both sides' clocks as `go` sends them (UAI: x moves first, like black, so x's clock is btime). */
export interface UaiClocks {
  readonly wtime: number;
  readonly btime: number;
  readonly winc: number;
  readonly binc: number;
}

/** What a move is searched with: a node budget, a time per move, or the clocks (the first one given). */
export interface UaiLimit {
  readonly nodes?: number | null;
  readonly movetime?: number | null;
  readonly clocks?: UaiClocks | null;
}

/** A move and how long it took, from writing `go` to reading `bestmove` (latency included). */
export interface TimedMove {
  readonly move: Move;
  readonly ms: number;
}

/** The `go` line for a limit. */
export function goLine(limit: UaiLimit): string {
  if (limit.nodes != null) return `go nodes ${limit.nodes}`;
  if (limit.movetime != null) return `go movetime ${limit.movetime}`;
  const clocks = limit.clocks;
  if (clocks == null) return 'go movetime 1000';
  const whole = (ms: number) => Math.max(0, Math.floor(ms));
  return (
    `go wtime ${whole(clocks.wtime)} btime ${whole(clocks.btime)} ` +
    `winc ${whole(clocks.winc)} binc ${whole(clocks.binc)}`
  );
}

export class UaiPlayer {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: { prefix: string; done: (line: string, at: number) => void }[] = [];
  private readonly seen: string[] = [];
  private exited: string | null = null;

  private constructor(readonly path: string) {
    const script = /\.(m?js|ts)$/.test(path);
    this.child = spawn(script ? process.execPath : path, script ? [path] : [], { stdio: 'pipe' });
    this.child.on('exit', (code) => {
      this.exited = `the UAI engine ${path} exited (${code ?? 'signal'})`;
      for (const waiter of this.waiting.splice(0)) waiter.done('', performance.now());
    });
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const at = performance.now();
      this.seen.push(line);
      const index = this.waiting.findIndex((waiter) => line.startsWith(waiter.prefix));
      if (index >= 0) this.waiting.splice(index, 1)[0].done(line, at);
    });
  }

  /** Starts the engine and waits for `uaiok` and `readyok`. */
  static async start(path: string): Promise<UaiPlayer> {
    const player = new UaiPlayer(path);
    player.send('uai');
    await player.line('uaiok');
    player.send('isready');
    await player.line('readyok');
    return player;
  }

  /** The engine's move for a position, searched with a node budget, a time per move or the clocks. */
  async move(position: Position, limit: UaiLimit): Promise<Move> {
    return (await this.timedMove(position, limit)).move;
  }

  /** The engine's move and the time it took, measured here as a tournament manager measures it. */
  async timedMove(position: Position, limit: UaiLimit): Promise<TimedMove> {
    this.send('uainewgame');
    this.send(`position fen ${toFen(position)}`);
    const answer = this.timedLine('bestmove');
    const sent = performance.now();
    this.send(goLine(limit));
    const { line, at } = await answer;
    const text = line.split(/\s+/)[1] ?? '';
    const move = parseMoveText(text, position.width, position.height);
    if (!move.ok) throw new Error(`${this.path} answered "${line}": ${move.error}`);
    return { move: move.value, ms: at - sent };
  }

  /**
   * A search from a clean slate with a `go` line of the caller's (`go depth 11`, …); the engine's last
   * `info depth` line before its `bestmove` (its nodes and nodes per second), or '' when it sent none.
   */
  async search(position: Position, go: string): Promise<string> {
    this.send('uainewgame');
    this.send(`position fen ${toFen(position)}`);
    const from = this.seen.length;
    const answer = this.line('bestmove');
    this.send(go);
    await answer;
    return this.seen.slice(from).findLast((line) => line.startsWith('info depth')) ?? '';
  }

  close(): void {
    if (this.exited === null) this.send('quit');
    this.child.stdin.end();
  }

  private send(line: string): void {
    if (this.exited !== null) throw new Error(this.exited);
    this.child.stdin.write(`${line}\n`);
  }

  private async line(prefix: string): Promise<string> {
    return (await this.timedLine(prefix)).line;
  }

  /** The next line that starts with `prefix`, and when it was read (performance.now()). */
  private timedLine(prefix: string): Promise<{ line: string; at: number }> {
    if (this.exited !== null) return Promise.reject(new Error(this.exited));
    return new Promise((resolve, reject) =>
      this.waiting.push({
        prefix,
        done: (line, at) =>
          line === '' && this.exited ? reject(new Error(this.exited)) : resolve({ line, at }),
      }),
    );
  }
}
