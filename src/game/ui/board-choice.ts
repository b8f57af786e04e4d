import type { Level } from '../../core/level';
import { t } from './i18n';
import { levelName } from './level-words';

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
