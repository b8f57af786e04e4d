/**
 * My games: every finished game, kept in the save so it can be replayed (the last 50, newest first).
 * Compact: the start as FEN, the rules, the moves as one line of move text, who played, the result,
 * the date and where it was played. A damaged entry is set aside as its raw text — kept and counted,
 * never silently dropped — like a damaged board in My boards.
 */
import { parseFen } from '../../core';
import { isRecord } from '../../core/json-text';
import { LEVEL_ID, MAX_STRENGTH, MIN_STRENGTH } from '../../core/level';
import { isRuleset, type Ruleset } from '../../core/rules';
import type { Side } from '../../core/side';

/** At most this many games are kept (the oldest goes when a new one would pass it). */
export const MY_GAMES_LIMIT = 50;
/** Damaged entries kept aside, and how much of each. */
const SET_ASIDE_LIMIT = 20;
const SET_ASIDE_TEXT = 400;
/** Far beyond any real game (every clone fills a square; anti-stall ends a run of 100 jumps). */
const MAX_MOVES_TEXT = 50_000;
const NAME_LENGTH = 40;
const MAX_FEN_LENGTH = 200;
const ID_LENGTH = 64;

/** Where a kept game was played: a campaign level, the arcade run, Versus, the editor's test game, the club. */
export const KEPT_MODES = ['level', 'arcade', 'versus', 'editor', 'online'] as const;
export type KeptMode = (typeof KEPT_MODES)[number];

export interface KeptGame {
  readonly mode: KeptMode;
  /** The campaign level (level, arcade, or a Versus game on a campaign board). */
  readonly level?: string;
  readonly rules: Ruleset;
  /** The start position as FEN. */
  readonly start: string;
  /** The moves as move text, separated by single spaces (`d2 a1c3 0000`); empty for none. */
  readonly moves: string;
  /** The side this device's player had; null for two players on one device. */
  readonly you: Side | null;
  /** The computer's strength on the other side (offline games against it). */
  readonly computer?: number;
  /** Both players' names as shown at the end (online games). */
  readonly names?: { readonly x: string; readonly o: string };
  /** The winner, or a draw. */
  readonly result: Side | 'draw';
  /** Why it ended: core's ending (`board-full`, `stuck`, …) or the club's (`resign`, `flag`, …). */
  readonly reason: string;
  /** When it ended, ISO date and time. */
  readonly date: string;
  /** The club's id of an online game (`?game=<id>`). */
  readonly gameId?: string;
}

const MOVES = /^$|^(?:[a-i][1-9](?:[a-i][1-9])?|0000)(?: (?:[a-i][1-9](?:[a-i][1-9])?|0000))*$/;
const REASON = /^[a-z-]{1,40}$/;
const isSide = (value: unknown): value is Side => value === 'x' || value === 'o';
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/**
 * Whether a value is a kept game that can be offered for replay. The moves are checked for their form
 * only (each load and each save reads every kept game); the replay checks them with core when opened.
 */
export function isKeptGame(value: unknown): value is KeptGame {
  if (!isRecord(value)) return false;
  const { mode, level, rules, start, moves, you, computer, names, result, reason, date, gameId } = value;
  if (!(KEPT_MODES as readonly unknown[]).includes(mode) || !isRuleset(rules)) return false;
  if (level !== undefined && !(typeof level === 'string' && LEVEL_ID.test(level))) return false;
  if (!isText(start, MAX_FEN_LENGTH) || !parseFen(start).ok) return false;
  if (typeof moves !== 'string' || moves.length > MAX_MOVES_TEXT || !MOVES.test(moves)) return false;
  if (you !== null && !isSide(you)) return false;
  const strengthOk =
    computer === undefined ||
    (typeof computer === 'number' &&
      Number.isInteger(computer) &&
      computer >= MIN_STRENGTH &&
      computer <= MAX_STRENGTH);
  if (!strengthOk) return false;
  if (
    names !== undefined &&
    !(isRecord(names) && isText(names.x, NAME_LENGTH) && isText(names.o, NAME_LENGTH))
  )
    return false;
  if (!(isSide(result) || result === 'draw') || typeof reason !== 'string' || !REASON.test(reason))
    return false;
  if (gameId !== undefined && !isText(gameId, ID_LENGTH)) return false;
  return typeof date === 'string' && !Number.isNaN(Date.parse(date));
}

/** Only the known fields, so nothing stray rides along in the save. */
function compact(game: KeptGame): KeptGame {
  const { mode, level, rules, start, moves, you, computer, names, result, reason, date, gameId } = game;
  return {
    mode,
    ...(level !== undefined ? { level } : {}),
    rules,
    start,
    moves,
    you,
    ...(computer !== undefined ? { computer } : {}),
    ...(names !== undefined ? { names: { x: names.x, o: names.o } } : {}),
    result,
    reason,
    date,
    ...(gameId !== undefined ? { gameId } : {}),
  };
}

const asText = (value: unknown): string => (JSON.stringify(value) ?? String(value)).slice(0, SET_ASIDE_TEXT);

/**
 * The kept games of a save's `myGames` (missing: none), with every entry that does not read as a game
 * set aside as text, after those already set aside (`setAside`).
 */
export function readMyGames(value: unknown, setAside: unknown): { games: KeptGame[]; setAside: string[] } {
  const aside = Array.isArray(setAside) ? setAside.filter((entry) => typeof entry === 'string') : [];
  const games: KeptGame[] = [];
  if (value !== undefined && !Array.isArray(value)) aside.push(asText(value));
  else
    for (const entry of value ?? []) {
      if (isKeptGame(entry)) games.push(compact(entry));
      else aside.push(asText(entry));
    }
  return { games: games.slice(0, MY_GAMES_LIMIT), setAside: aside.slice(-SET_ASIDE_LIMIT) };
}

/**
 * The list with a finished game kept first; the oldest beyond the limit goes. A club game seen end
 * again (a reload after the end) replaces its earlier copy.
 */
export function keepGame(games: readonly KeptGame[] | undefined, game: KeptGame): KeptGame[] {
  const others = (games ?? []).filter((kept) => game.gameId === undefined || kept.gameId !== game.gameId);
  return [compact(game), ...others].slice(0, MY_GAMES_LIMIT);
}

/** The move texts of a kept game, in order. */
export const keptMoves = (game: KeptGame): string[] => (game.moves === '' ? [] : game.moves.split(' '));
