import { START_FEN, toFen } from '../../core';
import type { Level } from '../../core/level';
import { t } from '../base/i18n';
import { levelName } from '../base/level-words';

/** The boards a Versus or online game can start on: the standard 7×7, any campaign board, or a pasted FEN. */
export function boardChoices(levels: readonly Level[]): string[] {
  return ['standard', ...levels.map((level) => level.id), 'fen'];
}

/** A board choice in words: `Standard 7×7`, `12. Valves` (the level's number and name), `Pasted FEN`. */
export function boardChoiceLabel(levels: readonly Level[], choice: string): string {
  if (choice === 'standard') return t('versus.boardStandard');
  if (choice === 'fen') return t('versus.boardPasted');
  const level = levels.find((candidate) => candidate.id === choice);
  return level ? `${levels.indexOf(level) + 1}. ${levelName(level)}` : choice;
}

/** The start position a board choice means, as FEN: the pasted text, a campaign board, or the standard 7×7. */
export function boardChoiceFen(levels: readonly Level[], choice: string, pasted: string): string {
  if (choice === 'fen') return pasted.trim();
  const level = levels.find((candidate) => candidate.id === choice);
  return level ? toFen(level.start) : START_FEN;
}
