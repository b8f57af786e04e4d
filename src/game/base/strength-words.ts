/**
 * A computer strength's words in the player's language, for every game's menus (the club's Play the
 * computer, Oxono's own menu): a game's own words (`computer.oxono.name.10`), else the first game's
 * rungs' names, which every game's ladder shares below its top; a description only from the game's
 * own words (the first game's engine plays differently from another game's).
 */
import { FIRST_GAME } from '../../core/games';
import { isStringKey, t } from './i18n';

export function strengthWords(game: string, strength: number): { name: string; about: string } {
  const own = (what: 'name' | 'about'): string | null => {
    const key = `computer.${game}.${what}.${strength}`;
    return isStringKey(key) ? t(key) : null;
  };
  const shared = (what: 'name' | 'about'): string => {
    const key = `computer.${what}.${strength}`;
    return isStringKey(key) ? t(key) : String(strength);
  };
  if (game === FIRST_GAME) return { name: shared('name'), about: shared('about') };
  return { name: own('name') ?? shared('name'), about: own('about') ?? '' };
}
