import { describe, expect, it } from 'vitest';
import { loadReplay, type FetchGame } from '../../src/game/replay/load-replay';

const GAME = {
  id: 'g-7',
  game: 'ataxx',
  x: { id: 'p1', name: 'Ada' },
  o: { id: 'p2', name: 'Bram' },
  start: 'x5o/7/7/7/7/7/o5x x 0 1',
  rules: 'classic',
  timeControl: null,
  rated: false,
  startedAt: 1,
  moves: [{ ply: 1, move: 'b6', clockMs: null, at: 2 }],
  end: { result: 'o', reason: 'resign', endedAt: 3 },
};

/** A club that answers every request with one status and body, and remembers what was asked. */
function club(status: number, body: () => unknown): { fetch: FetchGame; asked: string[] } {
  const asked: string[] = [];
  const fetch: FetchGame = (path) => {
    asked.push(path);
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      json: () => Promise.resolve(body()),
    });
  };
  return { fetch, asked };
}

describe('loadReplay', () => {
  it('asks the club for the game by id and reads it', async () => {
    const { fetch, asked } = club(200, () => GAME);
    const load = await loadReplay('g-7', fetch);
    expect(asked).toEqual(['/api/games/g-7']);
    expect(load.kind).toBe('ready');
    expect(load.kind === 'ready' && load.replay.cursor.length).toBe(1);
  });

  it.each([
    [404, { code: 'not-found', text: 'There is no such game.' }, 'not-found'],
    [404, '<html>Not Found</html>', 'unreachable'],
    [404, { code: 'not-found' }, 'unreachable'],
    [500, { code: 'server-error', text: 'Something went wrong on the server.' }, 'unreachable'],
    [502, null, 'unreachable'],
  ])('takes status %d with %j as %s', async (status, body, kind) => {
    const load = await loadReplay('g-7', club(status, () => body).fetch);
    expect(load.kind).toBe(kind);
  });

  it('takes a 404 without a JSON body (a plain web host, no club behind it) as unreachable', async () => {
    const load = await loadReplay(
      'g-7',
      club(404, () => {
        throw new SyntaxError('Unexpected token <');
      }).fetch,
    );
    expect(load).toEqual({ kind: 'unreachable', detail: 'the answer was 404' });
  });

  it('takes a network failure as an unreachable club', async () => {
    const load = await loadReplay('g-7', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(load).toEqual({ kind: 'unreachable', detail: 'TypeError: Failed to fetch' });
  });

  it('gives up on a club that does not answer', async () => {
    const silent: FetchGame = (_path, { signal }) =>
      new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    const load = await loadReplay('g-7', silent, 20);
    expect(load).toEqual({ kind: 'unreachable', detail: 'no answer within 0.02 s' });
  });

  it('takes an answer that is not JSON (a page in front of the club) as unreachable', async () => {
    const load = await loadReplay(
      'g-7',
      club(200, () => {
        throw new SyntaxError('Unexpected token <');
      }).fetch,
    );
    expect(load.kind).toBe('unreachable');
  });

  it('refuses a game whose moves cannot be replayed, saying which move', async () => {
    const bad = { ...GAME, moves: [{ ply: 1, move: 'd4', clockMs: null, at: 2 }] };
    const load = await loadReplay('g-7', club(200, () => bad).fetch);
    expect(load.kind).toBe('broken');
    expect(load.kind === 'broken' && load.reason).toContain('move 1 for x: d4');
  });
});
