import { describe, expect, it } from 'vitest';
import { toFen } from '../../src/core';
import { encodeBoard } from '../../src/core/board-code';
import { LANGUAGES } from '../../src/game/base/settings';
import { t } from '../../src/game/base/i18n';
import {
  checkVersusBoard,
  LINK_ERROR_CODES,
  readLaunchLink,
  withoutLink,
} from '../../src/game/base/launch-link';
import { linkRequest } from '../../src/game/menu/play-request';

const IDS = ['w1-01', 'w1-02'];
const fenQuery = (fen: string, extra = ''): string => `?fen=${encodeURIComponent(fen)}${extra}`;

describe('readLaunchLink', () => {
  it.each([
    ['', { kind: 'none' }],
    ['?renderer=canvas', { kind: 'none' }],
    ['?level=w1-02', { kind: 'level', levelId: 'w1-02' }],
    ['?renderer=canvas&level=%20w1-01%20', { kind: 'level', levelId: 'w1-01' }],
    [
      fenQuery('x5o/7/7/7/7/7/o5x x 0 1', '&rules=classic'),
      { kind: 'versus', start: 'x5o/7/7/7/7/7/o5x x 0 1', rules: 'classic', opponent: null },
    ],
    [fenQuery('x3o/5/5/5/o3x'), { kind: 'versus', start: 'x3o/5/5/5/o3x', rules: 'arcade', opponent: null }],
    [
      fenQuery('x3o/5/5/5/o3x', '&opponent=7'),
      { kind: 'versus', start: 'x3o/5/5/5/o3x', rules: 'arcade', opponent: 7 },
    ],
    [
      '?game=6f1c2a9e-5b7d-4c1e-9f00-1a2b3c4d5e6f',
      { kind: 'game', gameId: '6f1c2a9e-5b7d-4c1e-9f00-1a2b3c4d5e6f' },
    ],
    ['?renderer=canvas&game=%20abc_123%20', { kind: 'game', gameId: 'abc_123' }],
  ])('%s', (search, expected) => {
    expect(readLaunchLink(search, IDS)).toEqual(expected);
  });

  it.each([
    ['?level=w9-99', 'noSuchLevel', 'there is no level "w9-99"'],
    ['?level=', 'noLevelId', 'level= needs a level id'],
    ['?level=w1-01&fen=x3o/5/5/5/o3x', 'levelAndBoard', 'not both'],
    [fenQuery('x5q/7/7/7/7/7/o5x x 0 1'), 'badBoard', 'unknown symbol "q"'],
    [fenQuery('x5o/7'), 'badBoard', '7×2'],
    [fenQuery('x3o/5/5/5/o3x', '&rules=chess'), 'badRules', 'rules "chess" is unknown'],
    [fenQuery('x3o/5/5/5/o3x', '&opponent=11'), 'badOpponent', 'must be a strength from 1 to 10'],
    [fenQuery('x3o/5/5/5/o3x', '&opponent=two'), 'badOpponent', 'opponent "two"'],
    [fenQuery('xxxx/4/4/4'), 'oneSided', 'both x and o need at least one piece'],
    [fenQuery('xxxo/xxxx/xxxx/xxxx'), 'gameOver', 'already over'],
    ['?game=', 'noGameId', 'game= needs the id of a kept game'],
    ['?game=../api/guest', 'badGameId', '"../api/guest" is not a game id'],
    [`?game=${'a'.repeat(65)}`, 'badGameId', 'is not a game id'],
    ['?game=abc&level=w1-01', 'gameNotAlone', 'game= opens a replay on its own'],
    [`?game=abc&${fenQuery('x3o/5/5/5/o3x').slice(1)}`, 'gameNotAlone', 'game= opens a replay on its own'],
  ])('%s is refused with the code %s, the detail naming the problem', (search, code, detail) => {
    const link = readLaunchLink(search, IDS);
    expect(link.kind).toBe('error');
    if (link.kind !== 'error') return;
    expect(link.code).toBe(code);
    expect(link.detail).toContain(detail);
    expect(link.detail.startsWith('Link: ')).toBe(true);
  });

  it('hands the player-facing words their values: the missing level, the strength range', () => {
    expect(readLaunchLink('?level=w9-99', IDS)).toMatchObject({ params: { id: 'w9-99' } });
    expect(readLaunchLink(fenQuery('x3o/5/5/5/o3x', '&opponent=0'), IDS)).toMatchObject({
      params: { min: 1, max: 10 },
    });
  });

  it('has words for every error code in every language, none of them the raw detail', () => {
    for (const language of LANGUAGES) {
      for (const code of LINK_ERROR_CODES) {
        const words = t(`link.${code}`, { id: 'w9-99', min: 1, max: 10 }, language);
        expect(words, `${language} ${code}`).not.toBe(`link.${code}`);
        expect(words).not.toMatch(/FEN|level=|fen=|game=|\{/);
      }
    }
  });
});

describe('readLaunchLink: locked levels', () => {
  const lockedBy = (id: string): string | null => (id === 'w1-02' ? 'w1-01' : null);

  it('opens a level the player has not opened yet as practice, naming the level to win first', () => {
    const link = readLaunchLink('?level=w1-02', IDS, lockedBy);
    expect(link).toEqual({ kind: 'level', levelId: 'w1-02', lockedBy: 'w1-01' });
    expect(linkRequest(link)).toEqual({ mode: 'level', levelId: 'w1-02', practice: true });
    expect(linkRequest(readLaunchLink('?level=w1-01', IDS, lockedBy))).toEqual({
      mode: 'level',
      levelId: 'w1-01',
    });
  });

  it("opens an unlocked level, and any level when nothing is locked (the browser tests' build)", () => {
    expect(readLaunchLink('?level=w1-01', IDS, lockedBy)).toEqual({ kind: 'level', levelId: 'w1-01' });
    expect(readLaunchLink('?level=w1-02', IDS, () => null)).toEqual({ kind: 'level', levelId: 'w1-02' });
  });
});

describe('checkVersusBoard', () => {
  it('accepts a playable board and returns its position', () => {
    const board = checkVersusBoard('x3o/5/2-2/5/o3x o 4 3', 'classic');
    expect(board.ok && board.value).toMatchObject({
      width: 5,
      height: 5,
      turn: 'o',
      halfmoves: 4,
      fullmoves: 3,
    });
  });

  it('refuses a board whose game is over under the chosen rules only', () => {
    // x to move with no move at all: the arcade fill ends it, classic rules let x pass.
    const stuck = 'x-o1/--o1/ooo1/4 x';
    expect(checkVersusBoard(stuck, 'arcade').ok).toBe(false);
    expect(checkVersusBoard(stuck, 'classic').ok).toBe(true);
  });
});

describe('withoutLink', () => {
  it.each([
    ['?renderer=canvas&level=w1-01', '?renderer=canvas'],
    ['?level=w1-01', ''],
    ['?lang=fr&fen=x5o%2F7&rules=arcade&opponent=3&renderer=canvas', '?lang=fr&renderer=canvas'],
    ['?renderer=canvas&debug', '?renderer=canvas&debug'],
    ['?game=abc&renderer=canvas', '?renderer=canvas'],
    ['', ''],
  ])('%s → "%s"', (search, expected) => {
    expect(withoutLink(search)).toBe(expected);
  });
});

describe('board share links', () => {
  const board = {
    start: {
      width: 6,
      height: 5,
      cells: 'x....o.-..-.......' + '.-..-.o....x',
      turn: 'x' as const,
      halfmoves: 0,
      fullmoves: 1,
    },
    rules: 'classic' as const,
    opponent: 6,
  };

  it('open the shared board to play, with its ending and opponent', () => {
    const link = readLaunchLink(`?board=${encodeBoard(board)}`, IDS);
    expect(link).toEqual({ kind: 'versus', start: toFen(board.start), rules: 'classic', opponent: 6 });
    expect(withoutLink(`?board=${encodeBoard(board)}&renderer=canvas`)).toBe('?renderer=canvas');
  });

  it('open a two-player board for two players', () => {
    const link = readLaunchLink(`?board=${encodeBoard({ ...board, opponent: null })}`, IDS);
    expect(link).toMatchObject({ kind: 'versus', opponent: null });
  });

  it('refuse a cut or damaged code with the reason, and a code beside a FEN', () => {
    const code = encodeBoard(board);
    const cut = readLaunchLink(`?board=${code.slice(0, -3)}`, IDS);
    expect(cut).toMatchObject({ kind: 'error', code: 'badBoard' });
    expect(cut.kind === 'error' && cut.detail).toContain('cut short');
    const changed = readLaunchLink(
      `?board=${code.slice(0, 8)}${code[8] === 'A' ? 'B' : 'A'}${code.slice(9)}`,
      IDS,
    );
    expect(changed).toMatchObject({ kind: 'error', code: 'badBoard' });
    expect(readLaunchLink(`?board=${code}&fen=x3o/5/5/5/o3x`, IDS)).toMatchObject({ code: 'levelAndBoard' });
  });

  it('refuse a readable code whose board has only one side', () => {
    const lonely = { ...board, start: { ...board.start, cells: board.start.cells.replace(/o/g, '.') } };
    expect(readLaunchLink(`?board=${encodeBoard(lonely)}`, IDS)).toMatchObject({
      kind: 'error',
      code: 'oneSided',
    });
  });
});
