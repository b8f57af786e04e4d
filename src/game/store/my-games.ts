/**
 * My games: every finished game, kept in the save so it can be replayed (the last 50, newest first),
 * Ataxx's and Oxono's in one list, each naming its game (`game`; a game kept before there were two has
 * none and reads as Ataxx's, and is written back with it). Compact: the start as position text, Ataxx's
 * rules, the moves as one line of move text, who played, the result, the date and where it was played.
 * A damaged entry is set aside as its raw text — kept and counted, never silently dropped — like a
 * damaged board in My boards. Oxono's entries are checked by their form only (its rules load with its
 * screens, not with the title); the replay checks them with core when opened.
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
/** The games My games keeps, by the registry's names. */
export const KEPT_GAMES = ['ataxx', 'oxono'] as const;
export type KeptGameName = (typeof KEPT_GAMES)[number];
/** Oxono's games are played on this device (one player or two) or at the club. */
const OXONO_MODES = ['versus', 'online'] as const;
/** Oxono's position text (docs/OXONO.md): six rows of six squares, the side to move, four reserves. */
const OXONO_POSITION = /^(?:[.xoXO*@]{6}\/){5}[.xoXO*@]{6} [12](?: [0-8]){4}$/;
/** Oxono's moves in their compact form (`Xc3b3`), one word each; a game has at most 32. */
const OXONO_MOVES = /^$|^[XO][a-f][1-6][a-f][1-6](?: [XO][a-f][1-6][a-f][1-6]){0,31}$/;

const MOVES = /^$|^(?:[a-i][1-9](?:[a-i][1-9])?|0000)(?: (?:[a-i][1-9](?:[a-i][1-9])?|0000))*$/;
const REASON = /^[a-z-]{1,40}$/;
const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));
const SideSchema = v.picklist(SIDES);

const names = v.optional(v.object({ x: text(NAME_LENGTH), o: text(NAME_LENGTH) }));
const result = v.union([SideSchema, v.literal('draw')]);
const reason = v.pipe(v.string(), v.regex(REASON));
const date = v.pipe(
  v.string(),
  v.check((date) => !Number.isNaN(Date.parse(date)), 'a date'),
);
const strength = v.optional(
  v.pipe(v.number(), v.integer(), v.minValue(MIN_STRENGTH), v.maxValue(MAX_STRENGTH)),
);
const gameId = v.optional(text(ID_LENGTH));

/** What every kept game holds besides its game's own start and moves. */
const played = {
  /** The side this device's player had; null for two players on one device. */
  you: v.nullable(SideSchema),
  /** The computer's strength on the other side (offline games against it). */
  computer: strength,
  /** Both players' names as shown at the end (online games). */
  names,
  /** The winner, or a draw. */
  result,
  /**
   * Why it ended: core's ending (Ataxx's `board-full`, `stuck`, …; Oxono's `colour-line`,
   * `all-placed`, …) or the club's (`resign`, `flag`, …).
   */
  reason,
  /** When it ended, ISO date and time. */
  date,
  /** The club's id of an online game (`?game=<id>`). */
  gameId,
};

/**
 * An Ataxx game that can be offered for replay. The moves are checked for their form only (each load
 * and each save reads every kept game); the replay checks them with core when opened.
 */
const KeptAtaxxSchema = v.object({
  /** Absent in a save from before My games kept a second game: such a game is Ataxx's. */
  game: v.optional(v.literal('ataxx'), 'ataxx'),
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
  ...played,
});

/** An Oxono game: its start and moves in Oxono's text (`x` is pink, `o` black), the rest as Ataxx's. */
const KeptOxonoSchema = v.object({
  game: v.literal('oxono'),
  mode: v.picklist(OXONO_MODES),
  start: v.pipe(v.string(), v.regex(OXONO_POSITION, 'an Oxono position')),
  moves: v.pipe(v.string(), v.regex(OXONO_MOVES, 'Oxono moves (Xc3b3), at most 32')),
  ...played,
});

const KeptGameSchema = v.variant('game', [KeptAtaxxSchema, KeptOxonoSchema]);
export type KeptAtaxxGame = Readonly<v.InferOutput<typeof KeptAtaxxSchema>>;
export type KeptOxonoGame = Readonly<v.InferOutput<typeof KeptOxonoSchema>>;
export type KeptGame = Readonly<v.InferOutput<typeof KeptGameSchema>>;

/** Only the known fields, so nothing stray rides along in the save. */
function compact(game: KeptGame): KeptGame {
  const { start, moves, you, computer, names, result, reason, date, gameId } = game;
  const common = {
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
  if (game.game === 'oxono') return { game: 'oxono', mode: game.mode, ...common };
  const { mode, level, rules } = game;
  return { game: 'ataxx', mode, ...(level !== undefined ? { level } : {}), rules, ...common };
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
