/** `npm run perft`: the contract tools rely on (last line `nodes N`) and its answers to bad input. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { perftCommand } from '../../scripts/perft-command';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('npm run perft', () => {
  it('the real entry point prints the node count as its last line, classic rules by default', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/perft.ts', 'x5o/7/7/7/7/7/o5x x 0 1', '4'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n').at(-1)).toBe('nodes 155888');
  });

  it('takes a quoted FEN, an unquoted one, or a depth alone (from the start)', () => {
    expect(perftCommand(['x3o/5/5/5/o3x x 0 1', '3']).out.at(-1)).toBe('nodes 4592');
    expect(perftCommand(['x3o/5/5/5/o3x', 'x', '0', '1', '3']).out.at(-1)).toBe('nodes 4592');
    expect(perftCommand(['3']).out.at(-1)).toBe('nodes 6460');
  });

  it('takes a board whose top rank is blocked, quoted or not: a leading dash is not an option', () => {
    const fen = '-------/x5o/7/7/7/o5x/------- x 0 1';
    const quoted = perftCommand([fen, '2']);
    expect(quoted.errors).toEqual([]);
    expect(quoted.out.at(-1)).toBe(perftCommand(['x5o/7/7/7/o5x x 0 1', '2']).out.at(-1));
    expect(perftCommand([...fen.split(' '), '2']).out.at(-1)).toBe(quoted.out.at(-1));
    expect(perftCommand(['--rules', 'arcade', '--------/x6o/8/8/8/8/o6x/-------- x', '1']).out.at(-1)).toBe(
      'nodes 16',
    );
  });

  it('--rules arcade ends the game where classic passes; --divide lists each move', () => {
    const stuck = '7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1';
    expect(perftCommand(['--rules', 'arcade', stuck, '2']).out.at(-1)).toBe('nodes 0');
    const divided = perftCommand(['--divide', stuck, '3']);
    expect(divided.out[0]).toBe('0000: 249');
    expect(divided.out.at(-1)).toBe('nodes 249');
    const start = perftCommand(['--divide', 'x3o/5/5/5/o3x x 0 1', '2']).out;
    expect(start.filter((line) => /^[a-e][1-5]([a-e][1-5])?: \d+$/.test(line))).toHaveLength(16);
  });

  it("counts on the bitboards by default and on core's Board with --engine board, to the same totals", () => {
    for (const args of [['4'], ['--rules', 'arcade', 'x5o/7/2-1-2/7/2-1-2/7/o5x o 0 1', '4']]) {
      const bits = perftCommand(args).out;
      const board = perftCommand(['--engine', 'board', ...args]).out;
      expect(bits.at(-2)).toContain('engine bits');
      expect(board.at(-2)).toContain('engine board');
      expect(bits.at(-1)).toBe(board.at(-1));
    }
    expect(perftCommand(['4']).out.at(-1)).toBe('nodes 155888');
    const divided = perftCommand([
      '--engine',
      'bits',
      '--divide',
      '7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1',
      '3',
    ]);
    expect(divided.out[0]).toBe('0000: 249');
  });

  it.each([
    [
      ['x5o/7/7/7/7/7/o5', '3'],
      'perft: FEN: rank 1 is 6 squares wide, but rank 7 is 7 (in "x5o/7/7/7/7/7/o5")',
    ],
    [['x5o/7/7/7/7/7/o5x', 'deep'], 'perft: depth must be a whole number from 0 to 12, got "deep"'],
    [['x5o/7/7/7/7/7/o5x', '13'], 'perft: depth must be a whole number from 0 to 12, got "13"'],
    [['--rules', 'fancy', '3'], 'perft: --rules must be arcade or classic, got "fancy"'],
    [['--rules'], 'perft: --rules must be arcade or classic, got ""'],
    [['--engine', 'fast', '3'], 'perft: --engine must be bits or board, got "fast"'],
    [['--depth', '3'], 'perft: unknown option "--depth"'],
    [['-d', '3'], 'perft: unknown option "-d"'],
  ])('refuses %j with exit code 2 and says why', (args, message) => {
    const run = perftCommand(args);
    expect(run.code).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.errors[0]).toBe(message);
    expect(run.errors[1]).toContain('usage: npm run perft');
  });
});
