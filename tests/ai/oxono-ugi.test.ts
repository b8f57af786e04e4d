/**
 * Oxono's UGI session (src/ai/oxono/ugi.ts) driven through a short game the way a cutegames-style
 * runner drives it: the handshake, `position … moves`, `go nodes`, `query`, clocks, bad input answered
 * with an `info string` and never a crash, and `stop`/`quit` while a search runs. Searches run here in
 * the test (the host's part), on small budgets.
 */
import { describe, expect, it } from 'vitest';
import { oxonoOutcome, playOxono } from '../../src/core/oxono/game';
import { readMove } from '../../src/core/oxono/move';
import { readPosition } from '../../src/core/oxono/text';
import { boardOf, coreMove } from '../../src/ai/oxono/adapter';
import { OxonoSearch } from '../../src/ai/oxono/search';
import { OxonoUgiSession, type UgiEffect, type UgiSearchJob } from '../../src/ai/oxono/ugi';

const search = new OxonoSearch(14);

/** Sends lines; runs any search asked for at once (unless `hold`), returns what was printed. */
function drive(session: OxonoUgiSession, lines: string[], jobs: UgiSearchJob[] = []): string[] {
  const printed: string[] = [];
  const apply = (effects: UgiEffect[]): void => {
    for (const effect of effects) {
      if (effect.kind === 'print') printed.push(effect.line);
      else if (effect.kind === 'search') jobs.push(effect.job);
      else if (effect.kind === 'quit') printed.push('<quit>');
    }
  };
  for (const line of lines) {
    apply(session.receive(line));
    while (jobs.length > 0) {
      const job = jobs.shift()!;
      search.clear();
      const found = search.search(boardOf(job.position), job.limits);
      const result = {
        move: coreMove(found.move),
        depth: found.depth,
        score: found.score,
        nodes: found.nodes,
        timeMs: 1,
      };
      apply(session.searchDone(job.id, result));
    }
  }
  return printed;
}

const identity = { name: 'Test Oxono', author: 'tests' };

describe('the Oxono UGI session', () => {
  it('answers the handshake, then plays a game to its end through position, go and query', () => {
    const session = new OxonoUgiSession(identity);
    expect(drive(session, ['ugi', 'isready', 'uginewgame'])).toEqual([
      'id name Test Oxono',
      'id author tests',
      'ugiok',
      'readyok',
    ]);
    const moves: string[] = [];
    for (let ply = 0; ply < 40; ply++) {
      const setup = `position startpos${moves.length ? ` moves ${moves.join(' ')}` : ''}`;
      const [over] = drive(session, [setup, 'query gameover']);
      if (over === 'response true') break;
      expect(over).toBe('response false');
      expect(drive(session, ['query p1turn'])).toEqual([`response ${ply % 2 === 0}`]);
      const printed = drive(session, ['go nodes 3000']);
      const best = printed.at(-1)!;
      expect(best).toMatch(/^bestmove [XO][a-f][1-6][a-f][1-6]$/);
      expect(printed[0]).toMatch(/^info depth \d+ score cp -?\d+ nodes \d+/);
      moves.push(best.slice('bestmove '.length));
    }
    // The moves replay legally in core, and `query result` names the player who made the line.
    const position = readPosition('....../....../..@.../...*../....../...... 1 8 8 8 8');
    if (!position.ok) throw new Error(position.error);
    let state = position.value;
    for (const text of moves) {
      const move = readMove(text);
      if (!move.ok) throw new Error(move.error);
      const played = playOxono(state, move.value);
      if (!played.ok) throw new Error(played.error);
      state = played.value.position;
    }
    const end = oxonoOutcome(state);
    expect(end).not.toBeNull();
    const expected = end!.winner === null ? 'draw' : end!.winner === 'x' ? 'p1win' : 'p2win';
    expect(drive(session, ['query result', 'query gameover'])).toEqual([
      `response ${expected}`,
      'response true',
    ]);
    expect(drive(session, ['go nodes 100'])).toEqual([
      'info string error: go: the game is over',
      'bestmove 0000',
    ]);
  });

  it('reads a position given as text with moves, and takes a win in one', () => {
    const session = new OxonoUgiSession(identity);
    // Pink has x pawns on a1, b1, c1: d1 makes a colour line, and the X totem on d3 reaches d2.
    const fen = '....../....../..@.../...*../.....O/xxx.OO 1 5 8 8 5';
    const printed = drive(session, [`position fen ${fen}`, 'query p1turn', 'go depth 3']);
    expect(printed[0]).toBe('response true');
    expect(printed.at(-1)).toBe('bestmove Xd2d1');
    expect(drive(session, [`position fen ${fen} moves Xd2d1`, 'query result'])).toEqual(['response p1win']);
  });

  it('answers bad input with an info string and keeps its position', () => {
    const session = new OxonoUgiSession(identity);
    const lines = drive(session, [
      'position startpos moves Xc3b3',
      'position fen ....../....../..@.../...*../....../..... 1 8 8 8 8',
      'position startpos moves Xc4b4',
      'go nodes many',
      'go sideways 3',
      'query colour',
      'jump',
      'query p1turn',
    ]);
    expect(
      lines
        .slice(0, 6)
        .every((line) => line.startsWith('info string error') || line.startsWith('info string unknown')),
    ).toBe(true);
    expect(lines[0]).toContain('row 6');
    expect(lines[1]).toContain('c4');
    // Still the position after Xc3b3: black to move.
    expect(lines.at(-1)).toBe('response false');
  });

  it('times a move from the mover’s clock, and holds commands while a search runs until it answers', () => {
    const session = new OxonoUgiSession(identity);
    const jobs: UgiSearchJob[] = [];
    const started = session.receive('go p1time 12000 p2time 1000 p1inc 100 p2inc 0');
    const job = started.find((effect) => effect.kind === 'search');
    expect(job?.kind === 'search' && job.job.limits.timeMs).toBeGreaterThan(500);
    expect(job?.kind === 'search' && job.job.limits.timeMs).toBeLessThan(4000);
    // While it runs: isready and query answer at once, position waits, stop raises the flag.
    expect(session.receive('isready')).toEqual([{ kind: 'print', line: 'readyok' }]);
    expect(session.receive('position startpos moves Xc3b3')).toEqual([]);
    expect(session.receive('stop')).toEqual([{ kind: 'stop', thenQuit: false }]);
    const id = job?.kind === 'search' ? job.job.id : -1;
    const done = session.searchDone(id, { move: 0, depth: 1, score: 0, nodes: 1, timeMs: 1 });
    expect(done.map((effect) => (effect.kind === 'print' ? effect.line : effect.kind))[1]).toMatch(
      /^bestmove /,
    );
    // The held position now applies: black to move.
    expect(drive(session, ['query p1turn'], jobs)).toEqual(['response false']);
    expect(drive(session, ['quit'])).toEqual(['<quit>']);
  });
});
