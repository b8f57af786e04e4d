import { describe, expect, it } from 'vitest';
import { encodeBoard } from '../../src/core/board-code';
import {
  forgetBoard,
  freshName,
  keepBoard,
  MY_BOARDS_LIMIT,
  readMyBoards,
  type MyBoard,
} from '../../src/game/store/my-boards';
import { recoverSave } from '../../src/game/store/recover';
import { emptySave } from '../../src/game/store/recover';

const code = (cells: string) =>
  encodeBoard({
    start: { width: 4, height: 4, cells, turn: 'x', halfmoves: 0, fullmoves: 1 },
    rules: 'arcade',
    opponent: 3,
  });
const board = (name: string, cells = 'x..o' + '.-..' + '..-.' + 'o..x'): MyBoard => ({
  name,
  code: code(cells),
  saved: '2026-12-01T04:30:00.000Z',
});

describe('my boards in the save', () => {
  it('come back from a save as they were kept', () => {
    const boards = [board('Cross'), board('Ring', 'x..o' + '.--.' + '....' + 'o..x')];
    const text = JSON.stringify({ ...emptySave(), myBoards: boards });
    const recovered = recoverSave(text);
    expect(recovered.state).toBe('whole');
    expect(recovered.data.myBoards).toEqual(boards);
    expect(recovered.data.setAsideBoards).toBeUndefined();
  });

  it('set a damaged board aside as text, keeping the rest, and keep it aside on the next save', () => {
    const good = board('Cross');
    const damaged = {
      ...board('Bent'),
      code: `${good.code.slice(0, 5)}${good.code[5] === 'A' ? 'B' : 'A'}${good.code.slice(6)}`,
    };
    const recovered = recoverSave(JSON.stringify({ ...emptySave(), myBoards: [damaged, good, { name: 7 }] }));
    expect(recovered.data.myBoards).toEqual([good]);
    expect(recovered.data.setAsideBoards).toHaveLength(2);
    expect(recovered.data.setAsideBoards![0]).toContain('Bent');
    // Written back and read again: still aside, nothing dropped.
    const again = recoverSave(JSON.stringify(recovered.data));
    expect(again.data.setAsideBoards).toEqual(recovered.data.setAsideBoards);
    expect(again.data.myBoards).toEqual([good]);
  });

  it('set aside a list that is not a list, whole', () => {
    const recovered = recoverSave(JSON.stringify({ ...emptySave(), myBoards: { oops: true } }));
    expect(recovered.data.myBoards).toBeUndefined();
    expect(recovered.data.setAsideBoards).toEqual(['{"oops":true}']);
  });

  it('keep the newest first, replace a board of the same name, and hold at most the limit', () => {
    let boards: MyBoard[] = [];
    for (let i = 0; i < MY_BOARDS_LIMIT + 5; i++) boards = keepBoard(boards, board(`B${i}`));
    expect(boards).toHaveLength(MY_BOARDS_LIMIT);
    expect(boards[0].name).toBe(`B${MY_BOARDS_LIMIT + 4}`);
    const replaced = keepBoard(boards, board('B10', 'x..o' + '....' + '....' + 'o..x'));
    expect(replaced).toHaveLength(MY_BOARDS_LIMIT);
    expect(replaced[0].name).toBe('B10');
    expect(replaced.filter((b) => b.name === 'B10')).toHaveLength(1);
    expect(forgetBoard(replaced, 'B10').some((b) => b.name === 'B10')).toBe(false);
  });

  it('name a new board with the first free number', () => {
    expect(freshName([board('Board 1'), board('Board 3')], 'Board')).toBe('Board 2');
    expect(readMyBoards(undefined, undefined)).toEqual({ boards: [], setAside: [] });
  });
});
