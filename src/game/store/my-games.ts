/**
 * My games: every finished game, kept in the save so it can be replayed (the last 50, newest first).
 * Compact: the start as FEN, the rules, the moves as one line of move text, who played, the result,
 * the date and where it was played. A damaged entry is set aside as its raw text — kept and counted,
 * never silently dropped — like a damaged board in My boards.
 */
import * as v from 'valibot';
import { parseFen, RULESETS } from '../../core';
import { LEVEL_ID, MAX_STRENGTH, MIN_STRENGTH } from '../../core/level';
import { SIDES } from '../../core/side';

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

const MOVES = /^$|^(?:[a-i][1-9](?:[a-i][1-9])?|0000)(?: (?:[a-i][1-9](?:[a-i][1-9])?|0000))*$/;
const REASON = /^[a-z-]{1,40}$/;
const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));
const SideSchema = v.picklist(SIDES);

/**
 * A kept game that can be offered for replay. The moves are checked for their form only (each load and
 * each save reads every kept game); the replay checks them with core when opened.
 */
const KeptGameSchema = v.object({
  mode: v.picklist(KEPT_MODES),
  /** The campaign level (level, arcade, or a Versus game on a campaign board). */
  level: v.optional(v.pipe(v.string(), v.regex(LEVEL_ID))),
  rules: v.picklist(RULESETS),
  /** The start position as FEN. */
  start: v.pipe(
    text(MAX_FEN_LENGTH),
    v.check((start) => parseFen(start).ok, 'a position (FEN)'),
  ),
  /** The moves as move text, separated by single spaces (`d2 a1c3 0000`); empty for none. */
  moves: v.pipe(v.string(), v.maxLength(MAX_MOVES_TEXT), v.regex(MOVES)),
  /** The side this device's player had; null for two players on one device. */
  you: v.nullable(SideSchema),
  /** The computer's strength on the other side (offline games against it). */
  computer: v.optional(v.pipe(v.number(), v.integer(), v.minValue(MIN_STRENGTH), v.maxValue(MAX_STRENGTH))),
  /** Both players' names as shown at the end (online games). */
  names: v.optional(v.object({ x: text(NAME_LENGTH), o: text(NAME_LENGTH) })),
  /** The winner, or a draw. */
  result: v.union([SideSchema, v.literal('draw')]),
  /** Why it ended: core's ending (`board-full`, `stuck`, …) or the club's (`resign`, `flag`, …). */
  reason: v.pipe(v.string(), v.regex(REASON)),
  /** When it ended, ISO date and time. */
  date: v.pipe(
    v.string(),
    v.check((date) => !Number.isNaN(Date.parse(date)), 'a date'),
  ),
  /** The club's id of an online game (`?game=<id>`). */
  gameId: v.optional(text(ID_LENGTH)),
});
export type KeptGame = Readonly<v.InferOutput<typeof KeptGameSchema>>;

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
      const read = v.safeParse(KeptGameSchema, entry);
      if (read.success) games.push(read.output);
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
