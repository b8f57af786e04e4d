/**
 * The games a player chooses between in the club's screens (quick pairing, a challenge, a friend's game,
 * the computer), in the contract's words: the registry's games that have words here, which is not
 * every game the registry may hold (the test build registers a third, with none). Pure: what a choice
 * sends, which pool it is rated in, and how the lobby's counts split per game, so the scenes only draw
 * it and tests read it in Node.
 */
import { FIRST_GAME, gameNames, gameRules } from '../../core/games';
import type { LobbyView, SeekOrder } from '../../net/lobby';
import type { ColourChoice, CreateGameRequest } from '../../net/http';
import { poolOf, poolParts, type RatingPool } from '../../net/ratings';
import type { TimeControlId } from '../../net/time-control';
import { isStringKey, t } from '../base/i18n';

/** Keys made from a game's name, which a game added later (the test build's third) may lack words for. */
/** The games the club's screens offer, the first game first: every registered game with a name to show. */
export const onlineGames = (): string[] => gameNames().filter((game) => isStringKey(`games.name.${game}`));

/** The game a view or a kept choice names; one written before there was a second game names none. */
export const gameOf = (named: { readonly game?: string }): string => named.game ?? FIRST_GAME;

/**
 * Whether a game's choices are the first game's own words (board, ending) rather than its name: a list
 * row or a profile says Oxono by name, and Ataxx by its board and ending, as it always has.
 */
export const isFirstGame = (game: string): boolean => game === FIRST_GAME;

/** A game's name as players read it (`Oxono`); one without words is shown as the registry names it. */
export function gameName(game: string): string {
  const key = `games.name.${game}`;
  return isStringKey(key) ? t(key) : game;
}

/** The one variant of a game that has no choice of rules (Oxono's `standard`); null when it has a choice. */
export function onlyVariant(game: string): string | null {
  const variants = gameRules(game)?.variants ?? [];
  return variants.length === 1 ? variants[0] : null;
}

/**
 * What a side is called in a game, for a challenge's row (`plays green`) or a form's colour row
 * (`Green (moves first)`): the first game's green and pink, unless the game has words of its own
 * (`lobby.oxono.colour.x`: Oxono's pink and black).
 */
export function sideWords(game: string, colour: ColourChoice, where: 'row' | 'form'): string {
  const own = `lobby.${game}.${where === 'row' ? 'colour' : 'side'}.${colour}`;
  if (isStringKey(own)) return t(own);
  return t(where === 'row' ? `lobby.colour.${colour}` : `online.colour.${colour}`);
}

/**
 * What the club needs of a form's choice: the game, its start as position text, its variant, clock and
 * colour. The body of `POST /api/games` (and of `challenge-create`) less the token, with the game named.
 */
export type GameOrder = Readonly<Required<Omit<CreateGameRequest, 'token'>>>;

/**
 * The order a form's choice makes (a friend's game, a challenge, the computer): the first game starts
 * from its chosen board (`firstStart`, asked only for it), any other game from its usual start, in its
 * one variant.
 */
export function orderOf(
  choice: {
    readonly game: string;
    readonly rules: string;
    readonly time: TimeControlId;
    readonly colour: ColourChoice;
  },
  firstStart: () => string,
): GameOrder {
  const rules = variantOf(choice);
  const start = isFirstGame(choice.game) ? firstStart() : (gameRules(choice.game)?.startText(rules) ?? '');
  return { game: choice.game, start, rules, timeControl: choice.time, colour: choice.colour };
}

/** A quick-pairing choice: the game, its ending (Ataxx's; a game with one variant ignores it) and the clock. */
export interface SeekChoice {
  readonly game: string;
  readonly rules: string;
  readonly time: TimeControlId;
}

/** The variant a choice plays: its own ending for a game with a choice of them, else the game's one variant. */
export const variantOf = (choice: { readonly game: string; readonly rules: string }): string =>
  onlyVariant(choice.game) ?? choice.rules;

/** The `pair-seek` a quick-pairing choice sends. */
export const seekOrder = (choice: SeekChoice): SeekOrder => ({
  game: choice.game,
  rules: variantOf(choice),
  timeControl: choice.time,
});

/** The pool a quick-pairing choice is rated in (null only for a game or clock without one). */
export const seekPool = (choice: SeekChoice): RatingPool | null =>
  poolOf(choice.game, variantOf(choice), choice.time);

/** How many look for an opponent in one game: its open challenges and its quick-pairing searches. */
export interface GameLooking {
  readonly game: string;
  readonly looking: number;
}

type LookingFacts = Pick<LobbyView, 'looking' | 'lookingPerGame' | 'challenges' | 'pairing'>;

/** Everyone looking for an opponent: players with an open challenge and players in quick pairing. */
export const lookingInAll = (view: LookingFacts): number => view.looking + view.pairing.looking;

/**
 * The lobby's lookers split per game, every offered game listed even at 0: its players with an open
 * challenge (`lookingPerGame`; from a view without it, the challenges it lists) and its pools' searches.
 */
export function lookingPerGame(view: LookingFacts): GameLooking[] {
  const counts = new Map(onlineGames().map((game) => [game, 0]));
  // A game the screens do not offer (the test build's third) counts in the total only.
  const add = (game: string, count: number): void => {
    const before = counts.get(game);
    if (before !== undefined) counts.set(game, before + count);
  };
  if (view.lookingPerGame) for (const { game, looking } of view.lookingPerGame) add(game, looking);
  else for (const challenge of view.challenges) add(gameOf(challenge), 1);
  for (const { pool, looking } of view.pairing.pools) {
    const parts = poolParts(pool);
    if (parts) add(parts.game, looking);
  }
  return [...counts].map(([game, looking]) => ({ game, looking }));
}

/** The lobby's line of counts per game: `Ataxx: 2 looking · Oxono: 1 looking`. */
export const lookingPerGameText = (view: LookingFacts): string =>
  lookingPerGame(view)
    .map(({ game, looking }) => t('lobby.gameLooking', { game: gameName(game), looking }))
    .join(' · ');
