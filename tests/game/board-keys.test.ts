import { describe, expect, it } from 'vitest';
import { editorKey } from '../../src/game/editor/board-keys';

describe('the editor keys on a 7×5 board', () => {
  it.each([
    ['ArrowRight', 8, { kind: 'move', square: 9 }],
    ['ArrowDown', 8, { kind: 'move', square: 15 }],
    ['ArrowLeft', 7, { kind: 'leave' }],
    ['ArrowUp', 3, { kind: 'leave' }],
    ['ArrowDown', 30, { kind: 'leave' }],
    ['x', 0, { kind: 'paint', brush: 'x' }],
    ['O', 0, { kind: 'paint', brush: 'o' }],
    ['b', 0, { kind: 'paint', brush: '-' }],
    ['-', 0, { kind: 'paint', brush: '-' }],
    ['Delete', 0, { kind: 'paint', brush: '.' }],
    ['e', 0, { kind: 'paint', brush: '.' }],
    ['m', 0, { kind: 'mirror' }],
    ['z', 0, { kind: 'undo' }],
    ['R', 0, { kind: 'redo' }],
    ['q', 0, null],
    ['Enter', 0, null],
  ] as const)('%s on square %d', (key, cursor, action) => {
    expect(editorKey(key, cursor, 7, 5)).toEqual(action);
  });
});
