import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';

/** The real engine process, as a tournament manager drives it: lines on stdin, lines back on stdout. */
export class EngineProcess {
  readonly lines: string[] = [];
  private waiters: { test: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  readonly exited: Promise<number | null>;

  constructor(readonly child: ChildProcessWithoutNullStreams) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      this.lines.push(line);
      const waiter = this.waiters.find((w) => w.test(line));
      if (waiter) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(line);
      }
    });
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  }

  send(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }

  /** The next line (from now on) that passes the test. */
  next(test: (line: string) => boolean): Promise<string> {
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  /** Sends a line and waits for the reply that passes the test; returns every line printed meanwhile. */
  async ask(line: string, test: (line: string) => boolean): Promise<string[]> {
    const from = this.lines.length;
    const reply = this.next(test);
    this.send(line);
    await reply;
    return this.lines.slice(from);
  }
}
