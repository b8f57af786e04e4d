/**
 * A UAI engine as a match player: another build of this engine (`npm run uai:build -- --commit <sha>`)
 * or any engine that speaks UAI, run as `node <file>` (a `.mjs`/`.js` file) or as the program itself.
 * Each move is asked from a clean slate (`uainewgame`, then the position and `go`), so a game replays.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseMoveText, toFen, type Move, type Position } from '../src/core/index.ts';

export class UaiPlayer {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: { prefix: string; done: (line: string) => void }[] = [];
  private readonly seen: string[] = [];
  private exited: string | null = null;

  private constructor(readonly path: string) {
    const script = /\.(m?js|ts)$/.test(path);
    this.child = spawn(script ? process.execPath : path, script ? [path] : [], { stdio: 'pipe' });
    this.child.on('exit', (code) => {
      this.exited = `the UAI engine ${path} exited (${code ?? 'signal'})`;
      for (const waiter of this.waiting.splice(0)) waiter.done('');
    });
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      this.seen.push(line);
      const index = this.waiting.findIndex((waiter) => line.startsWith(waiter.prefix));
      if (index >= 0) this.waiting.splice(index, 1)[0].done(line);
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

  /** The engine's move for a position, searched with a node budget or a time per move. */
  async move(position: Position, limit: { nodes: number | null; movetime: number | null }): Promise<Move> {
    this.send('uainewgame');
    this.send(`position fen ${toFen(position)}`);
    this.send(limit.nodes !== null ? `go nodes ${limit.nodes}` : `go movetime ${limit.movetime ?? 1000}`);
    const answer = await this.line('bestmove');
    const text = answer.split(/\s+/)[1] ?? '';
    const move = parseMoveText(text, position.width, position.height);
    if (!move.ok) throw new Error(`${this.path} answered "${answer}": ${move.error}`);
    return move.value;
  }

  close(): void {
    if (this.exited === null) this.send('quit');
    this.child.stdin.end();
  }

  private send(line: string): void {
    if (this.exited !== null) throw new Error(this.exited);
    this.child.stdin.write(`${line}\n`);
  }

  private line(prefix: string): Promise<string> {
    if (this.exited !== null) return Promise.reject(new Error(this.exited));
    return new Promise((resolve, reject) =>
      this.waiting.push({
        prefix,
        done: (line) => (line === '' && this.exited ? reject(new Error(this.exited)) : resolve(line)),
      }),
    );
  }
}
