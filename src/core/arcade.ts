import type { Score } from './score';

/**
 * The arcade run: the whole campaign from level 1 on three lives, the score adding up, and a top-10
 * table with three initials at the end. Pure functions over plain records the game saves.
 */
export const ARCADE_LIVES = 3;
export const ARCADE_TABLE_SIZE = 10;
/**
 * Every this many levels cleared the lives are back to three: a world is ten levels and ends with its
 * boss, so beating a boss refills them. With three lives for forty levels and nothing back, finishing
 * would ask for no more than two losses in the whole campaign, which not even a player who wins most of
 * the last world's games manages (`npm run levels:curve` measures the run).
 */
export const ARCADE_REFILL_EVERY = 10;
/**
 * Every this many points in the run's total an extra life, the cabinet's extra life at a score. It is
 * about one world's par (each world's pars add up to 300–325), so a player scoring well earns about one
 * a world, and the score is worth chasing for more than the table. Extra lives are kept, up to
 * `ARCADE_MAX_LIVES`, so a good run through the early worlds carries a cushion into the last: the
 * refill at a boss alone leaves world 4 at most two losses, which a player who wins three games in four
 * there still runs out of more often than not.
 */
export const ARCADE_LIFE_BACK_EVERY = 300;
/** The most lives a run can hold: the hearts beside the level's title have room for five. */
export const ARCADE_MAX_LIVES = 5;

export interface ArcadeRunState {
  /** Index into the campaign's level order. */
  readonly levelIndex: number;
  readonly lives: number;
  readonly score: number;
  /** Levels cleared so far. */
  readonly cleared: number;
}

export interface ArcadeEntry {
  /** Three letters A–Z. */
  readonly initials: string;
  readonly score: number;
  /** Levels cleared in the run. */
  readonly cleared: number;
  /** When the run ended, ISO date. */
  readonly date: string;
}

export const startRun = (): ArcadeRunState => ({ levelIndex: 0, lives: ARCADE_LIVES, score: 0, cleared: 0 });

/** What happens after a game of the run: on to the next level, the same level again, or the end. */
export type RunStep = 'next-level' | 'retry' | 'cleared-all' | 'game-over';

export interface RunAfterGame {
  readonly run: ArcadeRunState;
  readonly step: RunStep;
  /** The run is over: offer the table if `qualifies`. */
  readonly ended: boolean;
}

/**
 * A won game adds its score and moves on; each multiple of 300 the total passes gives an extra life (up
 * to five), and clearing every tenth level (a world's boss) brings the lives back to three when fewer
 * are left; a lost game costs a life, adds nothing and replays the level; a draw replays the level, adds
 * nothing and costs no life. The run ends when the last level is cleared or the last life is lost.
 */
export function afterGame(run: ArcadeRunState, score: Score, levelCount: number): RunAfterGame {
  if (score.won) {
    const levelIndex = run.levelIndex + 1;
    const total = run.score + score.total;
    const livesBack =
      Math.floor(total / ARCADE_LIFE_BACK_EVERY) - Math.floor(run.score / ARCADE_LIFE_BACK_EVERY);
    const lives = Math.min(ARCADE_MAX_LIVES, run.lives + livesBack);
    const next = {
      levelIndex,
      lives: levelIndex % ARCADE_REFILL_EVERY === 0 ? Math.max(ARCADE_LIVES, lives) : lives,
      score: total,
      cleared: run.cleared + 1,
    };
    const ended = next.levelIndex >= levelCount;
    return { run: next, step: ended ? 'cleared-all' : 'next-level', ended };
  }
  // A draw replays the level and costs nothing; a loss costs a life.
  if (score.drawn) return { run, step: 'retry', ended: false };
  const next = { ...run, lives: Math.max(0, run.lives - 1) };
  const ended = next.lives === 0;
  return { run: next, step: ended ? 'game-over' : 'retry', ended };
}

/** Whether a finished run's score earns a place in the table: any score above 0 while there is room. */
export function qualifies(table: readonly ArcadeEntry[], score: number): boolean {
  if (score <= 0) return false;
  return table.length < ARCADE_TABLE_SIZE || score > table[ARCADE_TABLE_SIZE - 1].score;
}

export const isInitials = (text: unknown): text is string =>
  typeof text === 'string' && /^[A-Z]{3}$/.test(text);

/**
 * Enters a run into the table, best first. On a tie the older entry keeps its place, as on the cabinet.
 * `rank` is the 1-based place it took, or null when it did not make the top 10.
 */
export function enterTable(
  table: readonly ArcadeEntry[],
  entry: ArcadeEntry,
): { table: ArcadeEntry[]; rank: number | null } {
  if (!isInitials(entry.initials) || !qualifies(table, entry.score)) return { table: [...table], rank: null };
  const index = table.findIndex((other) => entry.score > other.score);
  const at = index < 0 ? table.length : index;
  const next = [...table.slice(0, at), entry, ...table.slice(at)].slice(0, ARCADE_TABLE_SIZE);
  return { table: next, rank: at + 1 };
}

/** Initials entry the arcade way: up and down cycle the letter under the cursor, left and right move. */
export interface InitialsEntry {
  readonly letters: string;
  /** 0–2: the letter being chosen; 3 once all three are set. */
  readonly cursor: number;
}

export const startInitials = (last = 'AAA'): InitialsEntry => ({
  letters: isInitials(last) ? last : 'AAA',
  cursor: 0,
});

const A = 'A'.charCodeAt(0);

export function cycleInitial(entry: InitialsEntry, step: 1 | -1): InitialsEntry {
  if (entry.cursor > 2) return entry;
  const code = (entry.letters.charCodeAt(entry.cursor) - A + step + 26) % 26;
  const letters =
    entry.letters.slice(0, entry.cursor) +
    String.fromCharCode(A + code) +
    entry.letters.slice(entry.cursor + 1);
  return { ...entry, letters };
}

export const moveInitialsCursor = (entry: InitialsEntry, step: 1 | -1): InitialsEntry => ({
  ...entry,
  cursor: Math.min(3, Math.max(0, entry.cursor + step)),
});

/** A typed letter sets the current initial and moves on; anything but A–Z (any case) is ignored. */
export function typeInitial(entry: InitialsEntry, key: string): InitialsEntry {
  const letter = key.toUpperCase();
  if (entry.cursor > 2 || !/^[A-Z]$/.test(letter)) return entry;
  const letters = entry.letters.slice(0, entry.cursor) + letter + entry.letters.slice(entry.cursor + 1);
  return { letters, cursor: entry.cursor + 1 };
}

export const initialsDone = (entry: InitialsEntry): boolean => entry.cursor > 2;
