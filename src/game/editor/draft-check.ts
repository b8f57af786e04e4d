/**
 * The editor's live validation: the level checker's own board rules (core's `checkBoard`) and one more
 * that only a drawn board can break — being a campaign board again, up to mirroring, turning or
 * swapping the sides.
 */
import { checkBoard, symmetryKey, type BoardProblem } from '../../core/level-check';
import type { Level } from '../../core/level';
import { startOf, type BoardDraft } from './board-draft';

export type DraftProblem = BoardProblem | { readonly kind: 'campaign-copy'; readonly level: Level };

/** Every problem with the draft, board rules first; empty when it can be played and shared. */
export function checkDraft(draft: BoardDraft, campaign: readonly Level[]): DraftProblem[] {
  const start = startOf(draft);
  const problems: DraftProblem[] = checkBoard(start, draft.rules);
  const key = symmetryKey(start);
  const copy = campaign.find((level) => symmetryKey(level.start) === key);
  if (copy) problems.push({ kind: 'campaign-copy', level: copy });
  return problems;
}

/** The square to highlight for a problem, if one square is to blame. */
export const problemSquare = (problem: DraftProblem): number | undefined =>
  problem.kind === 'unreachable' ? problem.square : undefined;
