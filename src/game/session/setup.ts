import { moveToText, parseFen, START_FEN, toFen, type Game, type Position, type Ruleset } from '../../core';
import type { Level } from '../../core/level';
import { err, ok, type Result } from '../../core/result';
import { readSavedGame } from '../store/saved-game';
import type { GameMode, SaveData, SavedGame } from '../store/schema';
import type { PlayData } from './play-data';

/** How a game starts: everything a save needs to bring it back. */
export interface SessionSetup {
  readonly mode: GameMode;
  readonly levelId: string | null;
  readonly rules: Ruleset;
  readonly start: Position;
  /** Strength of the computer playing `o`, or null when a person plays it. */
  readonly strength: number | null;
  readonly seed: number;
  /** The club's seed ticket of a level's seed: its world record is ranked (absent: started offline). */
  readonly ticket?: string;
  /** Boss levels double the full-board bonus. */
  readonly boss: boolean;
  /** A locked level played for practice: nothing is recorded. */
  readonly practice?: boolean;
  /** A resumed game in which the computer's fallback move had fired (it is never sent to the world). */
  readonly fallback?: boolean;
}

/** A game ready to play: its setup, its level (if any), and the moves already played when resumed. */
export interface PlannedGame {
  readonly setup: SessionSetup;
  readonly level: Level | null;
  readonly game: Game | null;
}

/**
 * What Play's scene data asks for, checked against the campaign and the save: a new level, arcade or
 * Versus game, or the saved game resumed. An error is a message for the player.
 */
export function planGame(
  request: PlayData,
  data: SaveData,
  levels: readonly Level[],
  seed: number,
  /** The club's ticket for `seed` (world-seed.ts), kept with a level or arcade game for its record. */
  ticket?: string,
): Result<PlannedGame> {
  const levelById = (id: string | null | undefined): Level | null =>
    levels.find((level) => level.id === id) ?? null;
  if (request.resume) {
    if (!data.current) return err('no saved game');
    const read = readSavedGame(data.current);
    if (!read.ok) return read;
    const { saved, game } = read.value;
    const level = levelById(saved.levelId);
    const setup = setupOf(saved, game.start, level?.boss ?? false);
    return ok({ setup, level, game });
  }
  if (request.mode === 'versus') {
    const start = parseFen(request.start ?? START_FEN);
    if (!start.ok) return start;
    const setup: SessionSetup = {
      mode: 'versus',
      levelId: request.levelId ?? null,
      rules: request.rules ?? 'arcade',
      start: start.value,
      strength: request.opponent ?? null,
      seed,
      boss: false,
    };
    return ok({ setup, level: levelById(request.levelId), game: null });
  }
  const levelId =
    request.levelId ?? (request.mode === 'arcade' ? levels[data.arcadeRun?.levelIndex ?? 0]?.id : null);
  const level = levelById(levelId);
  if (!level) return err(`unknown level ${levelId ?? ''}`);
  const setup: SessionSetup = {
    mode: request.mode,
    levelId: level.id,
    rules: level.rules,
    start: level.start,
    strength: level.opponent.strength,
    seed,
    ...(ticket ? { ticket } : {}),
    boss: level.boss,
    practice: request.mode === 'level' && request.practice === true,
  };
  return ok({ setup, level, game: null });
}

const setupOf = (saved: SavedGame, start: Position, boss: boolean): SessionSetup => ({
  mode: saved.mode,
  levelId: saved.levelId,
  rules: saved.rules,
  start,
  strength: saved.opponent,
  seed: saved.seed,
  ...(saved.ticket ? { ticket: saved.ticket } : {}),
  boss,
  practice: saved.practice === true,
  ...(saved.fallback ? { fallback: true } : {}),
});

/** What goes into SaveData.current for a game in progress (`fellBack`: the computer's fallback move fired). */
export function savedGameOf(setup: SessionSetup, game: Game, fellBack = false): SavedGame {
  const { width, height } = setup.start;
  return {
    mode: setup.mode,
    levelId: setup.levelId,
    rules: setup.rules,
    start: toFen(setup.start),
    moves: game.moves.map((move) => moveToText(move, width, height)),
    opponent: setup.strength,
    seed: setup.seed,
    ...(setup.ticket ? { ticket: setup.ticket } : {}),
    ...(setup.practice ? { practice: true as const } : {}),
    ...(fellBack || setup.fallback ? { fallback: true as const } : {}),
  };
}

/** The scene data that starts the same game again from its first position (Retry, Restart, Play again). */
export function replayRequest(setup: SessionSetup): PlayData {
  if (setup.mode !== 'versus')
    return { mode: setup.mode, levelId: setup.levelId, ...(setup.practice ? { practice: true } : {}) };
  return {
    mode: 'versus',
    levelId: setup.levelId,
    start: toFen(setup.start),
    rules: setup.rules,
    opponent: setup.strength,
  };
}
