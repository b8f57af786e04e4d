import { describe, expect, it } from 'vitest';
import { decodeBoard, encodeBoard } from '../../src/core/board-code';
import { campaignLevels, levelToJson } from '../../src/core/level';
import { draftOfLevelJson, levelJsonOf } from '../../src/game/editor/level-json';
import { campaign } from '../../src/game/base/campaign-data';
import {
  clearDraft,
  draftOf,
  mirrorImages,
  newDraft,
  paint,
  redoDraft,
  resizeDraft,
  sharedOf,
  undoDraft,
  type BoardDraft,
  type Mirror,
} from '../../src/game/editor/board-draft';
import { isDraftGame } from '../../src/game/session/editor-draft';
import { checkDraft, problemSquare } from '../../src/game/editor/draft-check';

const levels = campaignLevels(campaign);
const rows = (draft: BoardDraft): string[] =>
  Array.from({ length: draft.height }, (_, r) => draft.cells.slice(r * draft.width, (r + 1) * draft.width));
const withMirror = (draft: BoardDraft, mirror: Mirror): BoardDraft => ({ ...draft, mirror });
const square = (draft: BoardDraft, row: number, col: number) => row * draft.width + col;

describe('the editor draft', () => {
  it('starts as the standard start, x in two opposite corners and o in the others', () => {
    expect(rows(newDraft(5, 4))).toEqual(['x...o', '.....', '.....', 'o...x']);
  });

  it('paints blocks through each mirror, and gives mirrored pieces to the side that keeps it fair', () => {
    const blank = clearDraft(newDraft(6, 5));
    const at = square(blank, 1, 1);
    expect(rows(paint(withMirror(blank, 'none'), '-', [at]))[1]).toBe('.-....');
    expect(rows(paint(withMirror(blank, 'left-right'), '-', [at]))[1]).toBe('.-..-.');
    expect(rows(paint(withMirror(blank, 'top-bottom'), '-', [at]))).toEqual([
      '......',
      '.-....',
      '......',
      '.-....',
      '......',
    ]);
    expect(rows(paint(withMirror(blank, 'both'), 'x', [at]))).toEqual([
      '......',
      '.x..o.',
      '......',
      '.o..x.',
      '......',
    ]);
    // A half turn on an oblong board keeps the side; a quarter turn on a square board swaps it.
    expect(rows(paint(withMirror(blank, 'rotation'), 'x', [at]))).toEqual([
      '......',
      '.x....',
      '......',
      '....x.',
      '......',
    ]);
    const square5 = clearDraft(newDraft(5, 5));
    expect(rows(paint(withMirror(square5, 'rotation'), 'x', [square(square5, 0, 1)]))).toEqual([
      '.x...',
      '....o',
      '.....',
      'o....',
      '...x.',
    ]);
  });

  it('paints a square that is its own mirror image once, unswapped', () => {
    const draft = withMirror(clearDraft(newDraft(5, 5)), 'both');
    expect(mirrorImages(draft, 2, 2)).toEqual([{ square: 12, swap: false }]);
    expect(paint(draft, 'x', [12]).cells[12]).toBe('x');
  });

  it('undoes and redoes whole strokes, and a new stroke drops what could be redone', () => {
    const start = withMirror(newDraft(7, 7), 'none');
    const stroke = paint(start, '-', [square(start, 3, 1), square(start, 3, 2), square(start, 3, 3)]);
    expect(stroke.cells.split('-')).toHaveLength(4);
    const back = undoDraft(stroke);
    expect(back.cells).toBe(start.cells);
    expect(redoDraft(back).cells).toBe(stroke.cells);
    const other = paint(back, 'o', [square(start, 0, 3)]);
    expect(redoDraft(other)).toBe(other);
    expect(undoDraft(undoDraft(other)).cells).toBe(start.cells);
    // Painting what is already there is no step at all.
    expect(paint(start, 'x', [0])).toBe(start);
  });

  it('keeps what still fits when resized, and starts a new history', () => {
    const draft = paint(withMirror(newDraft(5, 5), 'none'), '-', [square(newDraft(5, 5), 1, 1)]);
    const wider = resizeDraft(draft, 7, 4);
    expect(rows(wider)).toEqual(['x...o..', '.-.....', '.......', '.......']);
    expect(wider.undo).toEqual([]);
    expect(resizeDraft(draft, 12, 2)).toMatchObject({ width: 9, height: 4 });
  });

  it('knows a game of its own board, to offer the way back to the editor', () => {
    const draft = newDraft(6, 6);
    expect(isDraftGame(draft, 'x4o/6/6/6/6/o4x x 0 1')).toBe(true);
    expect(isDraftGame(draft, 'x5o/7/7/7/7/7/o5x x 0 1')).toBe(false);
    expect(isDraftGame(undefined, 'x4o/6/6/6/6/o4x x 0 1')).toBe(false);
  });

  it('round-trips through a share code', () => {
    const draft = {
      ...paint(newDraft(8, 6), '-', [square(newDraft(8, 6), 2, 2)]),
      opponent: null,
      rules: 'classic' as const,
    };
    const decoded = decodeBoard(encodeBoard(sharedOf(draft)));
    if (!decoded.ok) throw new Error('decode failed');
    expect(draftOf(decoded.value)).toMatchObject({
      width: 8,
      height: 6,
      cells: draft.cells,
      rules: 'classic',
      opponent: null,
    });
  });
});

describe('the editor checks', () => {
  it('finds nothing wrong with a fresh, fair board that is no campaign board', () => {
    const draft = paint(newDraft(7, 7), '-', [square(newDraft(7, 7), 1, 2)]);
    expect(checkDraft(draft, levels)).toEqual([]);
  });

  it('says which side has no pieces, and when x cannot move', () => {
    const empty = clearDraft(newDraft(5, 5));
    expect(
      checkDraft(empty, levels)
        .map((p) => p.kind)
        .slice(0, 2),
    ).toEqual(['no-player', 'no-opponent']);
    const boxed = draftOf({
      start: {
        width: 5,
        height: 5,
        cells: 'x----' + '-----' + '-----' + '-----' + '----o',
        turn: 'x',
        halfmoves: 0,
        fullmoves: 1,
      },
      rules: 'arcade',
      opponent: 3,
    });
    expect(checkDraft(boxed, levels).map((p) => p.kind)).toContain('player-stuck');
  });

  it('points at an empty square cut off from every piece', () => {
    const walled = draftOf({
      start: {
        width: 5,
        height: 5,
        cells: 'x...o' + '.....' + '-----' + '-----' + '----.',
        turn: 'x',
        halfmoves: 0,
        fullmoves: 1,
      },
      rules: 'arcade',
      opponent: 3,
    });
    const problems = checkDraft(walled, levels);
    expect(problems.map((p) => p.kind)).toEqual(['unreachable']);
    expect(problemSquare(problems[0])).toBe(24);
  });

  it('knows a campaign board again, even turned and with the sides swapped', () => {
    const level = levels[3];
    const { width, height, cells } = level.start;
    // Turned a half turn and colours swapped.
    const turned = [...cells].reverse().map((cell) => (cell === 'x' ? 'o' : cell === 'o' ? 'x' : cell));
    const draft = draftOf({
      start: { width, height, cells: turned.join(''), turn: 'x', halfmoves: 0, fullmoves: 1 },
      rules: level.rules,
      opponent: 2,
    });
    expect(checkDraft(draft, levels)).toContainEqual({ kind: 'campaign-copy', level });
  });
});

describe('level JSON', () => {
  it('exports a board as a level file the level parser accepts, and imports it back', () => {
    const draft = paint(newDraft(8, 6), '-', [square(newDraft(8, 6), 2, 3)]);
    const text = levelJsonOf({ ...draft, rules: 'classic', opponent: 7 }, 'Cross');
    const json = JSON.parse(text);
    expect(json).toMatchObject({ name: 'Cross', rules: 'classic', opponent: { strength: 7 } });
    expect(json.board).toHaveLength(6);
    const back = draftOfLevelJson(text);
    if (!back.ok) throw new Error(back.error.join('\n'));
    expect(back.value).toMatchObject({
      width: 8,
      height: 6,
      cells: draft.cells,
      rules: 'classic',
      opponent: 7,
    });
  });

  it('imports every campaign level file', () => {
    for (const level of levels.slice(0, 10)) {
      const imported = draftOfLevelJson(JSON.stringify(levelToJson(level)));
      expect(imported.ok && imported.value.cells).toBe(level.start.cells);
    }
  });

  it('says where a pasted level is wrong, in the level checker words', () => {
    const broken = draftOfLevelJson(
      '{"name": "X", "board": ["x..o", "....", "..q.", "o..x"], "opponent": {"name": "A", "strength": 3}}',
    );
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.error.join('\n')).toMatch(/board row 3, column 3: unknown symbol "q"/);
    const notJson = draftOfLevelJson('{"name": ');
    expect(!notJson.ok && notJson.error[0]).toMatch(/not valid JSON at line 1/);
  });
});
