import { STRENGTHS } from '../../ai/strength';
import { t } from '../base/i18n';
import { quarterTurns, type BoardDraft, type Mirror } from './board-draft';
import type { DraftProblem } from './draft-check';

/** What is wrong with the board, in the player's language. */
export function problemText(problem: DraftProblem): string {
  if (problem.kind === 'campaign-copy')
    return t('editor.problem.campaign-copy', { name: problem.level.name });
  return t(`editor.problem.${problem.kind}`);
}

/** A mirror tool's name; the turn says 90° on a square board, 180° on others. */
export function mirrorName(draft: BoardDraft, mirror: Mirror): string {
  if (mirror !== 'rotation') return t(`editor.mirror.${mirror}`);
  return t(quarterTurns(draft) ? 'editor.mirror.rotation90' : 'editor.mirror.rotation180');
}

/** The opponent choice: two players, or a strength with its name. */
export const opponentName = (strength: number | null): string =>
  strength === null ? t('versus.twoPlayers') : `${strength} · ${STRENGTHS[strength - 1]?.name ?? ''}`;
