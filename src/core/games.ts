/**
 * The registry of games: the one place that names them. The club, stored games, the replay viewer and
 * the engine pool find a game's rules here by its name and speak only the contract (contract.ts).
 * Adding a game is its folder and one line in GAMES. Tests and the test build may register a game of
 * their own (`registerGame`), which nothing else can tell from a built-in one.
 */
import { ataxx } from './ataxx-game';
import type { AnyGameRules, GameRules } from './contract';
import { oxono } from './oxono/game';

const GAMES = new Map<string, AnyGameRules>([
  [ataxx.name, ataxx as AnyGameRules],
  [oxono.name, oxono as AnyGameRules],
]);

/** The game every record written before there was a second one belongs to. */
export const FIRST_GAME = ataxx.name;

/** The rules of the game with this name, or undefined when the club does not know it. */
export const gameRules = (name: string): AnyGameRules | undefined => GAMES.get(name);

/** The names of every game known, the first game first. */
export const gameNames = (): string[] => [...GAMES.keys()];

/** Adds a game (tests and the test build); a second game of the same name is a mistake. */
export function registerGame<S, M>(rules: GameRules<S, M>): void {
  const known = GAMES.get(rules.name);
  if (known && known !== rules) throw new Error(`a game named "${rules.name}" is already registered`);
  GAMES.set(rules.name, rules as unknown as AnyGameRules);
}
