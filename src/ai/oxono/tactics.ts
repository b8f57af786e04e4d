/**
 * Oxono tactics puzzles: what a position of the tactics set asks, and the solver's exact answer for it.
 * `win1`, `win3`, `win5`: the side to move forces a line within 1, 3 or 5 plies and no sooner; the
 * answers are every first move that does it within that many plies. `save`: the opponent threatens a
 * line and exactly one move leaves them none in one; that move is the answer. The set's file is
 * tests/data/oxono-tactics.txt (one `kind | position | answers` a line), made and scored by
 * scripts/oxono-tactics.ts.
 */
import { readMove } from '../../core/oxono/move';
import type { OxonoPosition } from '../../core/oxono/position';
import { readPosition } from '../../core/oxono/text';
import { err, ok, type Result } from '../../core/result';
import { ALL_PAWNS, NO_MOVE, type OxonoBoard } from './board';
import { TacticsSolver } from './solver';
import { findWin } from './wins';

export const TACTIC_KINDS = ['win1', 'save', 'win3', 'win5'] as const;
export type TacticKind = (typeof TACTIC_KINDS)[number];

export interface Tactic {
  readonly kind: TacticKind;
  /** The engine's moves that solve it. */
  readonly answers: number[];
}

/**
 * The puzzle this position is, if any, with its answers; null when it is none of them or the solver
 * reached its cap (`cap` positions a question) first. Checked in the order win1, save, win3, win5.
 */
export function classifyTactic(board: OxonoBoard, cap = Infinity, deepest = 5): Tactic | null {
  if (board.placed >= ALL_PAWNS) return null;
  const solver = new TacticsSolver(cap);
  if (findWin(board, board.side) !== NO_MOVE) return answered('win1', solver.winningMoves(board, 1));
  if (findWin(board, board.side ^ 1) !== NO_MOVE) {
    const safe = solver.safeMoves(board);
    return safe.length === 1 ? { kind: 'save', answers: safe } : null;
  }
  for (const plies of [3, 5]) {
    if (plies > deepest) break;
    const wins = solver.forcesWin(board, plies);
    if (wins === null) return null;
    if (wins) return answered(plies === 3 ? 'win3' : 'win5', solver.winningMoves(board, plies));
  }
  return null;
}

const answered = (kind: TacticKind, answers: number[] | null): Tactic | null =>
  answers === null || answers.length === 0 ? null : { kind, answers };

/** The plies within which a kind's answer must win (a save must leave no win in one). */
export const pliesOf = (kind: TacticKind): number => (kind === 'save' ? 0 : Number(kind.slice(3)));

export interface TacticLine {
  readonly kind: TacticKind;
  readonly position: OxonoPosition;
  /** Core's moves. */
  readonly answers: number[];
  readonly line: number;
}

/** The set's puzzles from its file's text; an error names the line and field that do not read. */
export function readTactics(text: string): Result<TacticLine[]> {
  const lines: TacticLine[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    if (raw.trim() === '' || raw.startsWith('#')) continue;
    const where = `oxono-tactics.txt line ${index + 1}`;
    const [kind, positionPart, answerPart, ...rest] = raw.split('|').map((part) => part.trim());
    if (answerPart === undefined || rest.length > 0)
      return err(`${where}: expected "kind | position | answers"`);
    if (!(TACTIC_KINDS as readonly string[]).includes(kind))
      return err(`${where}: kind "${kind}" is not one of ${TACTIC_KINDS.join(', ')}`);
    const position = readPosition(positionPart);
    if (!position.ok) return err(`${where}: position: ${position.error}`);
    const answers: number[] = [];
    for (const word of answerPart.split(/\s+/)) {
      const move = readMove(word);
      if (!move.ok) return err(`${where}: answers: ${move.error}`);
      answers.push(move.value);
    }
    lines.push({ kind: kind as TacticKind, position: position.value, answers, line: index + 1 });
  }
  return ok(lines);
}
