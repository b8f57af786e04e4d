import { describe, expect, it } from 'vitest';
import {
  applyMove,
  legalMoves,
  moveToText,
  parseMoveText,
  startPosition,
  toFen,
  type Move,
} from '../../src/core';
import type { SearchResult } from '../../src/ai/types';
import { infoLine, UaiSession, UAI_RULES, type UaiEffect, type UaiSearchJob } from '../../src/ai/uai';

/**
 * A host the way scripts/uai.ts is one, but with searches that finish only when the test says so, and a
 * stand-in searcher that plays the first legal move: these tests are about the protocol, not the engine.
 */
class ScriptedHost {
  readonly session = new UaiSession({ name: 'Infection test', author: 'tests' });
  readonly lines: string[] = [];
  readonly jobs: UaiSearchJob[] = [];
  readonly other: UaiEffect[] = [];

  send(...lines: string[]): string[] {
    const before = this.lines.length;
    for (const line of lines) this.apply(this.session.receive(line));
    return this.lines.slice(before);
  }

  /** The newest job, which the test then finishes. */
  get job(): UaiSearchJob {
    const job = this.jobs.at(-1);
    if (!job) throw new Error('no search was started');
    return job;
  }

  /** Reports one iteration and the end of the newest job, as the search thread would. */
  finish(move: Move = legalMoves(this.job.position, UAI_RULES)[0]): string[] {
    const before = this.lines.length;
    const job = this.job;
    const result: SearchResult = { move, depth: 2, score: 37, nodes: 1234, timeMs: 5, pv: [move] };
    this.apply(this.session.searchInfo(job.id, result));
    this.apply(this.session.searchDone(job.id, result));
    return this.lines.slice(before);
  }

  private apply(effects: UaiEffect[]): void {
    for (const effect of effects) {
      if (effect.kind === 'print') this.lines.push(effect.line);
      else if (effect.kind === 'search') this.jobs.push(effect.job);
      else this.other.push(effect);
    }
  }
}

const errors = (lines: string[]) => lines.filter((l) => l.startsWith('info string error:'));

describe('UAI handshake', () => {
  it('answers uai with id lines, spin options and uaiok last', () => {
    const lines = new ScriptedHost().send('uai');
    expect(lines[0]).toBe('id name Infection test');
    expect(lines[1]).toBe('id author tests');
    expect(lines).toContain('option name Hash type spin default 16 min 1 max 1024');
    expect(lines.at(-1)).toBe('uaiok');
  });

  it('answers isready with readyok, also while a search runs', () => {
    const host = new ScriptedHost();
    expect(host.send('isready')).toEqual(['readyok']);
    host.send('go infinite');
    expect(host.jobs).toHaveLength(1);
    expect(host.send('isready')).toEqual(['readyok']);
  });

  it('ignores blank lines and debug, and keeps running after nonsense', () => {
    const host = new ScriptedHost();
    expect(host.send('', '   ', 'debug on')).toEqual([]);
    const lines = host.send('fly away', 'isready');
    expect(errors(lines)[0]).toContain('unknown command "fly"');
    expect(lines.at(-1)).toBe('readyok');
  });
});

describe('UAI position', () => {
  it('sets the start position and plays moves onto it', () => {
    const host = new ScriptedHost();
    expect(host.send('position startpos moves g2 a1c3')).toEqual([]);
    let expected = startPosition();
    for (const text of ['g2', 'a1c3']) {
      const move = parseMoveText(text, 7, 7);
      if (!move.ok) throw new Error(move.error);
      expected = applyMove(expected, move.value).position;
    }
    expect(host.session.current).toEqual(expected);
  });

  it('reads boards of other sizes and blocked squares through FEN', () => {
    const host = new ScriptedHost();
    const fen = 'x3o/1-1-1/5/1-1-1/o3x o 3 7';
    expect(host.send(`position fen ${fen} moves d5`)).toEqual([]);
    const position = host.session.current;
    expect([position.width, position.height, position.turn]).toEqual([5, 5, 'x']);
    expect(toFen(position)).toBe('x2oo/1-1-1/5/1-1-1/o3x x 0 8');
  });

  it('reports an illegal move by number and text and keeps the position before it', () => {
    const host = new ScriptedHost();
    const lines = host.send('position startpos moves g2 g3 b6');
    expect(errors(lines)).toHaveLength(1);
    expect(lines[0]).toContain('move 2 "g3"');
    expect(toFen(host.session.current)).toBe('x5o/7/7/7/7/6x/o5x o 0 1');
  });

  it('reports a malformed move and a move after the game is over', () => {
    const host = new ScriptedHost();
    expect(host.send('position startpos moves zz9')[0]).toContain('move 1 "zz9"');
    expect(host.send('position fen 7/7/7/7/7/7/x5x o 0 1 moves g2')[0]).toContain('game is over');
  });

  it('keeps the previous position when the FEN is bad, naming what is wrong', () => {
    const host = new ScriptedHost();
    host.send('position startpos moves g2');
    const before = host.session.current;
    const lines = host.send('position fen x5o/7/7/7/7/7/o5q x 0 1');
    expect(lines[0]).toMatch(/^info string error: position: FEN: square g1: unknown symbol "q"/);
    expect(host.session.current).toBe(before);
    expect(errors(host.send('position'))).toHaveLength(1);
    expect(errors(host.send('position fen'))).toHaveLength(1);
  });

  it('starts over on uainewgame and asks the host to clear its tables', () => {
    const host = new ScriptedHost();
    host.send('position startpos moves g2', 'uainewgame');
    expect(host.session.current).toEqual(startPosition());
    expect(host.other).toEqual([{ kind: 'clear' }]);
  });
});

describe('UAI go', () => {
  it('searches the current position to a depth and answers bestmove with the move text', () => {
    const host = new ScriptedHost();
    host.send('position startpos moves g2', 'go depth 3');
    expect(host.job.limits).toEqual({ depth: 3 });
    expect(host.job.position).toBe(host.session.current);
    const move = legalMoves(host.job.position, UAI_RULES)[5];
    const lines = host.finish(move);
    expect(lines[0]).toMatch(/^info depth 2 score cp 37 nodes 1234 nps \d+ time 5 pv /);
    expect(lines[1]).toBe(`bestmove ${moveToText(move, 7, 7)}`);
    expect(host.session.searching).toBe(false);
  });

  it('reports the whole search before bestmove when it stopped inside an iteration', () => {
    const host = new ScriptedHost();
    host.send('go movetime 1000');
    const move = legalMoves(host.job.position, UAI_RULES)[2];
    const iteration: SearchResult = { move, depth: 9, score: 12, nodes: 300_000, timeMs: 400, pv: [move] };
    host.session.searchInfo(host.job.id, iteration);
    const stopped = { ...iteration, nodes: 900_000, timeMs: 1000 };
    const effects = host.session.searchDone(host.job.id, stopped);
    const printed = effects.flatMap((e) => (e.kind === 'print' ? [e.line] : []));
    expect(printed).toEqual([
      `info depth 9 score cp 12 nodes 900000 nps 900000 time 1000 pv ${moveToText(move, 7, 7)}`,
      `bestmove ${moveToText(move, 7, 7)}`,
    ]);
  });

  it('passes node and move-time limits (the move overhead is kept back from clocks only)', () => {
    const host = new ScriptedHost();
    host.send('go nodes 5000');
    expect(host.job.limits).toEqual({ nodes: 5000 });
    host.finish();
    host.send('go movetime 1000 depth 9');
    expect(host.job.limits).toEqual({ depth: 9, timeMs: 995, spendAll: true });
    host.finish();
    host.send('setoption name MoveOverhead value 100', 'go movetime 1000');
    expect(host.job.limits).toEqual({ timeMs: 995, spendAll: true });
  });

  it('uses btime/binc for x and wtime/winc for o (x moves first, like black)', () => {
    const host = new ScriptedHost();
    host.send('go wtime 1000 btime 100000 winc 0 binc 0');
    const xBudget = host.job.limits.timeMs ?? 0;
    host.finish();
    host.send('position startpos moves g2', 'go wtime 1000 btime 100000 winc 0 binc 0');
    const oBudget = host.job.limits.timeMs ?? 0;
    expect(xBudget).toBeGreaterThan(1000);
    expect(oBudget).toBeLessThan(500);
    expect(oBudget).toBeGreaterThan(0);
  });

  it("still answers in a modest time when only the other side's clock is given, and says so", () => {
    const host = new ScriptedHost();
    const lines = host.send('go wtime 5000 winc 100');
    expect(lines[0]).toContain('its clock is btime, which is missing');
    expect(host.job.limits.timeMs).toBeGreaterThan(0);
    expect(host.job.limits.timeMs).toBeLessThanOrEqual(1000);
  });

  it('holds the answer to go infinite until stop, even when the search ends first', () => {
    const host = new ScriptedHost();
    host.send('go infinite');
    expect(host.job.limits).toEqual({});
    expect(host.finish().some((l) => l.startsWith('bestmove'))).toBe(false);
    const lines = host.send('stop');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^bestmove [a-g][1-7]/);
    expect(host.other).toEqual([]);
  });

  it('asks the host to stop a running search and answers when it reports back', () => {
    const host = new ScriptedHost();
    host.send('go infinite');
    expect(host.send('stop')).toEqual([]);
    expect(host.other).toEqual([{ kind: 'stop', thenQuit: false }]);
    expect(host.finish().at(-1)).toMatch(/^bestmove /);
    expect(host.send('stop')).toEqual([]);
  });

  it('lets position and go sent during a search wait for its bestmove', () => {
    const host = new ScriptedHost();
    host.send('go depth 20');
    expect(host.send('position startpos moves g2', 'go depth 4', 'isready')).toEqual(['readyok']);
    expect(host.jobs).toHaveLength(1);
    const lines = host.finish();
    expect(lines.at(-1)).toMatch(/^bestmove /);
    expect(host.jobs).toHaveLength(2);
    expect(host.job.limits).toEqual({ depth: 4 });
    expect(host.job.position.turn).toBe('o');
  });

  it('answers bestmove 0000 without searching when the side must pass or the game is over', () => {
    const host = new ScriptedHost();
    // o's only piece is walled in by x's, and x still has moves: o must pass.
    expect(host.send('position fen o-x2/---2/---2/5/5 o 0 1', 'go depth 5')).toEqual(['bestmove 0000']);
    expect(host.send('position fen 5/5/5/5/x4 o 0 1', 'go wtime 1000 btime 1000')).toEqual(['bestmove 0000']);
    expect(host.jobs).toHaveLength(0);
    host.send('go infinite');
    expect(host.send('stop')).toEqual(['bestmove 0000']);
  });

  it('replaces an illegal move from the search by a legal one and says so', () => {
    const host = new ScriptedHost();
    host.send('go depth 1');
    const d4 = parseMoveText('d4', 7, 7);
    if (!d4.ok) throw new Error(d4.error);
    const lines = host.finish(d4.value);
    expect(errors(lines)[0]).toContain('d4, which is not legal');
    const text = lines.at(-1)?.split(' ')[1] ?? '';
    const move = parseMoveText(text, 7, 7);
    expect(move.ok && legalMoves(startPosition(), UAI_RULES).includes(move.value)).toBe(true);
  });

  it('ignores reports from a search that is no longer the running one', () => {
    const host = new ScriptedHost();
    host.send('go depth 2');
    const stale = host.job;
    host.finish();
    const result: SearchResult = { move: 0, depth: 1, score: 0, nodes: 1, timeMs: 1, pv: [] };
    expect(host.session.searchInfo(stale.id, result)).toEqual([]);
    expect(host.session.searchDone(stale.id, result)).toEqual([]);
  });

  it('reports malformed go lines and searches nothing', () => {
    const host = new ScriptedHost();
    expect(host.send('go depth')[0]).toContain('go: depth needs a whole number, got ""');
    expect(host.send('go movetime soon')[0]).toContain('"soon"');
    expect(host.send('go depth 0')[0]).toContain('depth must be at least 1');
    expect(host.send('go ponder')[0]).toContain('unknown parameter "ponder"');
    expect(host.jobs).toHaveLength(0);
    expect(host.session.searching).toBe(false);
  });

  it('stops the search before quitting, answering it and what waited, but starting no new search', () => {
    const host = new ScriptedHost();
    host.send('go infinite', 'go depth 3', 'perft 1', 'quit');
    expect(host.other).toEqual([{ kind: 'stop', thenQuit: true }]);
    const lines = host.finish();
    expect(lines.at(-2)).toMatch(/^bestmove /);
    expect(lines.at(-1)).toBe('nodes 16');
    expect(host.jobs).toHaveLength(1);
    expect(host.other.at(-1)).toEqual({ kind: 'quit' });

    const held = new ScriptedHost();
    held.send('go infinite');
    held.finish();
    expect(held.send('quit')).toEqual([expect.stringMatching(/^bestmove /)]);
    expect(held.other).toEqual([{ kind: 'quit' }]);
    expect(new ScriptedHost().session.receive('quit')).toEqual([{ kind: 'quit' }]);
  });
});

describe('UAI options', () => {
  it('resizes the hash table and rejects values out of range or unknown options', () => {
    const host = new ScriptedHost();
    expect(host.send('setoption name hash value 64')).toEqual([]);
    expect(host.other).toEqual([{ kind: 'hash', megabytes: 64 }]);
    expect(host.send('setoption name Hash value 0')[0]).toContain('Hash needs a whole number from 1 to 1024');
    expect(host.send('setoption name Hash value lots')[0]).toContain('"lots"');
    expect(host.send('setoption name Ponder value true')[0]).toContain('unknown option "Ponder"');
    expect(host.send('setoption Hash 5')[0]).toContain('expected "setoption name <name> value <value>"');
    expect(host.other).toHaveLength(1);
  });
});

describe('UAI perft', () => {
  // Reference counts for the 7×7 start position, as published with libataxx.
  it.each([
    [1, 16],
    [2, 256],
    [3, 6460],
    [4, 155888],
  ])('counts %i plies from the start: %i nodes', (depth, nodes) => {
    const host = new ScriptedHost();
    expect(host.send('position startpos', `perft ${depth}`)).toEqual([`nodes ${nodes}`]);
  });

  it('rejects a missing or silly depth', () => {
    const host = new ScriptedHost();
    expect(errors(host.send('perft'))).toHaveLength(1);
    expect(errors(host.send('perft deep'))).toHaveLength(1);
    expect(errors(host.send('perft 99'))).toHaveLength(1);
  });
});

describe('UAI output and clocks', () => {
  it('formats an info line with nps and the principal variation in move text', () => {
    const position = startPosition();
    const [clone, jump] = [parseMoveText('g2', 7, 7), parseMoveText('a7c5', 7, 7)];
    if (!clone.ok || !jump.ok) throw new Error('bad move text');
    const line = infoLine(
      { depth: 6, score: -120, nodes: 50_000, timeMs: 250, pv: [clone.value, jump.value] },
      position,
    );
    expect(line).toBe('info depth 6 score cp -120 nodes 50000 nps 200000 time 250 pv g2 a7c5');
    expect(infoLine({ depth: 1, score: 0, nodes: 3, timeMs: 0, pv: [] }, position)).toBe(
      'info depth 1 score cp 0 nodes 3 nps 3000 time 0',
    );
  });

  it('prints a board picture and its FEN for d', () => {
    const host = new ScriptedHost();
    const lines = host.send('position fen x3o/5/2-2/5/o3x x 0 1', 'd');
    expect(lines[0]).toBe('5 x . . . o');
    expect(lines[2]).toBe('3 . . - . .');
    expect(lines).toContain('fen x3o/5/2-2/5/o3x x 0 1');
  });
});
