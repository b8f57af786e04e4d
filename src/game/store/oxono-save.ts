/**
 * The save part of an Oxono game on this device, so a game in progress survives a reload. It has its
 * own storage key beside the main save (`infection.oxono`): the main save's format and every old save
 * stay exactly as they were, and a damaged Oxono part can never cost the player their Ataxx progress.
 * The part is plain data checked by a valibot schema: the start position's text, the moves' text, who
 * plays each colour and the seed. Whether the moves are legal is core's question, asked when the game
 * is replayed from them (session/oxono/oxono-match.ts).
 */
import * as v from 'valibot';
import { issueText } from '../../net/issue-text';
import { err, ok, type Result } from '../../core/result';

export const OXONO_SAVE_KEY = 'infection.oxono';
/** The part's own version: a change of shape gets a new one and a reader for the old. */
export const OXONO_SAVE_VERSION = 1;

const PlayerSchema = v.variant('kind', [
  v.object({ kind: v.literal('human') }),
  v.object({
    kind: v.literal('computer'),
    strength: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)),
  }),
]);

/** An Oxono game as saved: OXONO.md's position and move text, at most the 32 moves a game can last. */
export const SavedOxonoSchema = v.object({
  version: v.literal(OXONO_SAVE_VERSION),
  start: v.pipe(v.string(), v.maxLength(80)),
  moves: v.pipe(v.array(v.pipe(v.string(), v.maxLength(12))), v.maxLength(32)),
  players: v.object({ pink: PlayerSchema, black: PlayerSchema }),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
});
type SavedPlayer = { readonly kind: 'human' } | { readonly kind: 'computer'; readonly strength: number };
/** The saved game, as the game scene hands it over and gets it back (session/oxono's OxonoMatch fits it). */
export interface SavedOxonoGame {
  readonly start: string;
  readonly moves: readonly string[];
  readonly players: { readonly pink: SavedPlayer; readonly black: SavedPlayer };
  readonly seed: number;
}

/** The part of Web Storage the part needs; any call may throw (quota, private mode). */
export interface OxonoStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The saved game read back from its text; an error names the field that is wrong. */
export function parseOxonoSave(text: string): Result<SavedOxonoGame> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return err(`${OXONO_SAVE_KEY}: not JSON`);
  }
  const read = v.safeParse(SavedOxonoSchema, data);
  if (!read.success) return err(`${OXONO_SAVE_KEY}: ${issueText(read.issues)}`);
  const { version: _, ...game } = read.output;
  return ok(game);
}

/** The saved game, or null when there is none or it does not read (the reason goes to the console). */
export function readOxonoSave(storage: OxonoStorage | null): SavedOxonoGame | null {
  let text: string | null;
  try {
    text = storage?.getItem(OXONO_SAVE_KEY) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  const read = parseOxonoSave(text);
  if (!read.ok) console.warn(read.error);
  return read.ok ? read.value : null;
}

/** Keeps the game (null: forgets it, once it is over or abandoned); a failing storage is ignored. */
export function writeOxonoSave(storage: OxonoStorage | null, game: SavedOxonoGame | null): void {
  try {
    if (game === null) storage?.removeItem(OXONO_SAVE_KEY);
    else storage?.setItem(OXONO_SAVE_KEY, JSON.stringify({ version: OXONO_SAVE_VERSION, ...game }));
  } catch {
    // Quota or private mode: the game goes on, it just will not survive a reload.
  }
}
