/**
 * The editor's draft as Play and Result see it: the editor keeps its draft for the visit in the game's
 * registry, and a Versus game that starts from the draft's board is the editor's test game (kept in My
 * games as one, and leading back to the editor). Here, below the features, so the play screens need not
 * import the editor.
 */
import { toFen, type Position } from '../../core';

/** Where the editor keeps its draft for the visit (the game's registry), so a test game can return to it. */
export const EDITOR_DRAFT_KEY = 'editor.draft';

/** The part of a draft its board is made of: its size and squares, row by row as in a Position. */
export interface DraftBoard {
  readonly width: number;
  readonly height: number;
  readonly cells: string;
}

/** The draft's starting position: the player (x) moves first. */
export function draftStart(draft: DraftBoard): Position {
  return {
    width: draft.width,
    height: draft.height,
    cells: draft.cells,
    turn: 'x',
    halfmoves: 0,
    fullmoves: 1,
  };
}

/** Whether a game that started from `startFen` was the editor's draft being tried out. */
export const isDraftGame = (draft: DraftBoard | undefined, startFen: string | undefined): boolean =>
  draft !== undefined && startFen !== undefined && toFen(draftStart(draft)) === startFen;
