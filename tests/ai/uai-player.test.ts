/**
 * The single-file build of the engine (`npm run uai:build`), built once here for the whole file: it runs
 * with plain node as a tournament manager starts it, and the match script's UAI player drives it as the
 * SPRT does the build of another commit: legal moves, the same move for the same position (each move
 * from a clean slate), and a clear failure when the engine is gone.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMove, legalMoves, parseFen, parseMoveText, START_FEN, type Position } from '../../src/core';
import { UaiPlayer } from '../../scripts/uai-player';
import { EngineProcess } from '../support/engine-process';

let folder: string;
let engine: UaiPlayer;

beforeAll(async () => {
  // The build script as `npm run uai:build -- --out <folder>` runs it.
  folder = mkdtempSync(join(tmpdir(), 'uai-player-'));
  execFileSync('npx', ['tsx', 'scripts/uai-build.ts', '--out', folder], { stdio: 'pipe' });
  engine = await UaiPlayer.start(join(folder, 'infection-uai.mjs'));
}, 60_000);

afterAll(() => {
  engine?.close();
  rmSync(folder, { recursive: true, force: true });
});

const fen = (text: string): Position => {
  const parsed = parseFen(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

describe('a UAI engine as a match player', () => {
  it('plays legal moves through a game, the same move each time it sees the same position', async () => {
    let position = fen('x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1');
    const first = await engine.move(position, { nodes: 800, movetime: null });
    for (let ply = 0; ply < 8; ply++) {
      const move = await engine.move(position, { nodes: 800, movetime: null });
      expect(legalMoves(position, 'classic')).toContain(move);
      position = applyMove(position, move).position;
    }
    // Back at the start after a game in between: the same answer, so a match replays.
    const again = await engine.move(fen('x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1'), { nodes: 800, movetime: null });
    expect(again).toBe(first);
  }, 60_000);

  it('says which engine failed when it is gone', async () => {
    const broken = join(folder, 'broken.mjs');
    writeFileSync(broken, "process.stdin.once('data', () => process.exit(3));\n");
    await expect(UaiPlayer.start(broken)).rejects.toThrow(/broken\.mjs exited \(3\)/);
  });
});

describe('the single-file UAI build', () => {
  it('runs with plain node: handshake, a search and quit', async () => {
    const built = new EngineProcess(
      spawn(process.execPath, [join(folder, 'infection-uai.mjs')], {
        cwd: folder,
        stdio: ['pipe', 'pipe', 'pipe'],
      }),
    );
    expect((await built.ask('uai', (l) => l === 'uaiok'))[0]).toMatch(/^id name Infection/);
    built.send('position startpos');
    const lines = await built.ask('go depth 3', (l) => l.startsWith('bestmove'));
    expect(lines.filter((l) => l.startsWith('info depth'))).toHaveLength(3);
    const start = fen(START_FEN);
    const best = parseMoveText(lines.at(-1)?.split(' ')[1] ?? '', start.width, start.height);
    expect(best.ok && legalMoves(start, 'classic').includes(best.value)).toBe(true);
    built.send('quit');
    expect(await built.exited).toBe(0);
    // Top-level constants stay `const`: V8 folds those into the search's hot loops, and a bundle that
    // turns them into `var` searched a fifth slower (scripts/uai-build.ts).
    const source = readFileSync(join(folder, 'infection-uai.mjs'), 'utf8');
    expect(source).toMatch(/^const spread = /m);
    expect(source).not.toMatch(/^var (spread|popcount3|sideways) = /m);
  });
});
