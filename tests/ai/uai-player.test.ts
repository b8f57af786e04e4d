/**
 * The match script's UAI player drives a real single-file build of the engine, as the SPRT does with
 * the build of another commit: legal moves, the same move for the same position (each move from a
 * clean slate), and a clear failure when the engine is gone.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMove, legalMoves, parseFen, type Position } from '../../src/core';
import { UaiPlayer } from '../../scripts/uai-player';

let folder: string;
let engine: UaiPlayer;

beforeAll(async () => {
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
