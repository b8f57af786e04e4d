/**
 * The engine makes the same choices as recorded in tests/data/search-record.json (moves, scores, depths,
 * node counts, principal variations): a faster representation must not change what the search does.
 * When a change is meant to change the choices, rewrite the file (`npx tsx scripts/search-record.ts`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordSearches, type SearchRecord } from '../../scripts/search-record';

const RECORDED: SearchRecord[] = JSON.parse(
  readFileSync(new URL('../data/search-record.json', import.meta.url), 'utf8'),
);

describe('the engine repeats its recorded choices', () => {
  const now = recordSearches();

  it('records the same searches (164: node budgets, fixed depths, a game, strengths 1-8)', () => {
    expect(RECORDED).toHaveLength(164);
    expect(now.map((r) => `${r.what} ${r.rules} ${r.fen}`)).toEqual(
      RECORDED.map((r) => `${r.what} ${r.rules} ${r.fen}`),
    );
  });

  it.each(RECORDED.map((record, i) => [i, record.what, record.fen, record] as const))(
    '#%i %s: %s',
    (i, _what, _fen, record) => {
      // JSON keeps no -0: a negated zero evaluation is recorded as 0.
      expect({ ...now[i], score: now[i].score + 0 }).toEqual(record);
    },
  );
});
