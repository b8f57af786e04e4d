import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalMoves, parseMoveText, perft, type Position } from '../../src/core';
import { UaiSession, UAI_RULES } from '../../src/ai/uai';
import { EngineProcess } from '../support/engine-process';

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
