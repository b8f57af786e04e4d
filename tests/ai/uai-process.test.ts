import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalMoves, parseMoveText, perft, type Position } from '../../src/core';
import { UaiSession, UAI_RULES } from '../../src/ai/uai';

/** The real engine process, as a tournament manager drives it: lines on stdin, lines back on stdout. */
class EngineProcess {
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

/** The position a `position …` line sets, worked out by the pure session in this process. */
function positionOf(line: string): Position {
  const session = new UaiSession();
  session.receive(line);
  return session.current;
}

function expectLegal(bestmove: string, position: Position): void {
  const text = bestmove.split(' ')[1];
  const move = parseMoveText(text, position.width, position.height);
  expect(move.ok && legalMoves(position, UAI_RULES).includes(move.value)).toBe(true);
}

let engine: EngineProcess;

beforeAll(() => {
  const child = spawn('npx', ['tsx', 'scripts/uai.ts'], { stdio: ['pipe', 'pipe', 'pipe'] });
  engine = new EngineProcess(child);
});

afterAll(async () => {
  // End of input is a quit too; the kill is only for an engine that ignores it.
  engine.child.stdin.end();
  const timer = setTimeout(() => engine.child.kill(), 3000);
  await engine.exited;
  clearTimeout(timer);
});

describe('the UAI engine process', () => {
  it('introduces itself and is ready', async () => {
    const hello = await engine.ask('uai', (l) => l === 'uaiok');
    expect(hello[0]).toMatch(/^id name Infection/);
    expect(hello).toContain('option name Hash type spin default 16 min 1 max 1024');
    expect(await engine.ask('isready', (l) => l === 'readyok')).toEqual(['readyok']);
  });

  it('searches a position to a depth, reporting every iteration before its legal bestmove', async () => {
    const setup = 'position startpos moves g2 a1b2';
    engine.send('uainewgame');
    engine.send(setup);
    const lines = await engine.ask('go depth 4', (l) => l.startsWith('bestmove'));
    const depths = lines.filter((l) => l.startsWith('info depth')).map((l) => Number(l.split(' ')[2]));
    expect(depths).toEqual([1, 2, 3, 4]);
    for (const line of lines.slice(0, -1)) {
      expect(line).toMatch(/^info depth \d+ score cp -?\d+ nodes \d+ nps \d+ time \d+ pv [a-g][1-7]/);
    }
    expectLegal(lines.at(-1) ?? '', positionOf(setup));
  });

  it('answers isready during go infinite and stops on stop with a legal bestmove', async () => {
    const setup = 'position fen x5o/7/2-1-2/7/2-1-2/7/o5x o 0 1';
    engine.send(setup);
    await engine.ask('go infinite', (l) => l.startsWith('info depth'));
    const ready = await engine.ask('isready', (l) => l === 'readyok');
    expect(ready.some((l) => l.startsWith('bestmove'))).toBe(false);
    const stopped = await engine.ask('stop', (l) => l.startsWith('bestmove'));
    expectLegal(stopped.at(-1) ?? '', positionOf(setup));
  });

  it('reports a malformed line and keeps going', async () => {
    const lines = await engine.ask('go depth many', (l) => l.startsWith('info string error'));
    expect(lines.at(-1)).toContain('"many"');
    expect(await engine.ask('isready', (l) => l === 'readyok')).toEqual(['readyok']);
  });

  it('counts perft on a board of another size', async () => {
    const setup = 'position fen x4o/6/2--2/6/o4x x 0 1';
    engine.send(setup);
    const lines = await engine.ask('perft 3', (l) => l.startsWith('nodes'));
    expect(lines.at(-1)).toBe(`nodes ${perft(positionOf(setup), 3, UAI_RULES)}`);
  });

  it('quits cleanly', async () => {
    engine.send('quit');
    expect(await engine.exited).toBe(0);
  });
});

describe('the single-file UAI build', () => {
  it('runs with plain node: handshake, a search and quit', async () => {
    const out = mkdtempSync(join(tmpdir(), 'infection-uai-'));
    try {
      execFileSync('npx', ['tsx', 'scripts/uai-build.ts', '--out', out], { stdio: 'pipe' });
      const built = new EngineProcess(
        spawn(process.execPath, [join(out, 'infection-uai.mjs')], {
          cwd: out,
          stdio: ['pipe', 'pipe', 'pipe'],
        }),
      );
      expect((await built.ask('uai', (l) => l === 'uaiok'))[0]).toMatch(/^id name Infection/);
      built.send('position startpos');
      const lines = await built.ask('go depth 3', (l) => l.startsWith('bestmove'));
      expect(lines.filter((l) => l.startsWith('info depth'))).toHaveLength(3);
      expectLegal(lines.at(-1) ?? '', positionOf('position startpos'));
      built.send('quit');
      expect(await built.exited).toBe(0);
      // Top-level constants stay `const`: V8 folds those into the search's hot loops, and a bundle that
      // turns them into `var` searched a fifth slower (scripts/uai-build.ts).
      const source = readFileSync(join(out, 'infection-uai.mjs'), 'utf8');
      expect(source).toMatch(/^const spread = /m);
      expect(source).not.toMatch(/^var (spread|popcount3|sideways) = /m);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
