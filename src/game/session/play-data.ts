import type { Ruleset, Score } from '../../core';
import type { Level } from '../../core/level';
import { levelName } from '../base/level-words';
import { medalScores, type Medal } from '../../core/progression';
import type { SessionState } from './GameSession';
import type { LossTip } from './loss-tip';
import { replayRequest, type SessionSetup } from './setup';
import type { ArcadeRunState, GameMode } from '../store/schema';
import type { WorldNote } from '../store/world-record';

/**
 * The scene data that starts Play. Campaign and arcade games name their level; a Versus game brings a
 * board as FEN, its rules and the computer's strength (null: two players on one device). `resume` picks
 * up SaveData.current instead. The menus' PlayRequest is one shape of this.
 */
export interface PlayData {
  readonly mode: GameMode;
  readonly levelId?: string | null;
  /** FEN of the start position (Versus). */
  readonly start?: string;
  readonly rules?: Ruleset;
  /** Strength of the computer playing `o`; null for two players. */
  readonly opponent?: number | null;
  readonly resume?: boolean;
  /** A locked level opened by a link, played for practice: nothing is recorded. */
  readonly practice?: boolean;
  /** Set by BossIntro so the card is shown once per game, not again on its way back. */
  readonly introDone?: boolean;
}

/** Versus opened from a finished game's "Change setup": the form starts with that game's options. */
export interface VersusData {
  readonly setup?: PlayData;
}

/** What the Result screen shows, all of it decided by core before the scene starts. */
export interface ResultData {
  readonly mode: PlayData['mode'];
  readonly levelId: string | null;
  readonly levelName: string | null;
  readonly boss: boolean;
  /** The game that was played, to start it again (Retry, Play again). */
  readonly replay: PlayData;
  readonly winner: 'x' | 'o' | null;
  readonly counts: { readonly x: number; readonly o: number };
  /** The player's (`x`'s) score from core. */
  readonly score: Score;
  /** Names of the two sides, as the HUD showed them. */
  readonly names: { readonly x: string; readonly o: string };
  readonly newBest: boolean;
  readonly best: number;
  readonly medal: Medal | null;
  /** The next campaign level, when this win opened the way to it. */
  readonly nextLevelId: string | null;
  /** The arcade run after this game, with what happens next. */
  readonly arcade: {
    readonly run: ArcadeRunState;
    readonly step: 'next-level' | 'retry' | 'cleared-all' | 'game-over';
    readonly ended: boolean;
    /** Lives this game won back, shown as an extra life. */
    readonly livesBack?: number;
  } | null;
  /** Two players on one device: the result names the winner rather than "you". */
  readonly twoPlayers: boolean;
  /** Practice on a locked level: nothing was recorded. */
  readonly practice: boolean;
  /** The scores that earn gold and silver on this level (bronze: any win); null off the campaign. */
  readonly medals: { readonly gold: number; readonly silver: number } | null;
  /** What became of the game for the world tables: queued to be sent, or kept out (fallback). */
  readonly world?: WorldNote | null;
  /** A game lost to the computer: the one thing it teaches, from its own moves. */
  readonly tip?: LossTip | null;
}

/** The Result screen's data for a finished game: its outcome, score and what recording it changed. */
export function resultOf(
  setup: SessionSetup,
  level: Level | null,
  state: SessionState,
  names: { readonly x: string; readonly o: string },
  twoPlayers: boolean,
): ResultData {
  const over = state.outcome!;
  const record = state.record;
  return {
    mode: setup.mode,
    levelId: level?.id ?? null,
    levelName: level ? levelName(level) : null,
    boss: setup.boss,
    replay: replayRequest(setup),
    winner: over.winner,
    counts: over.counts,
    score: state.score!,
    names,
    newBest: record?.newBest ?? false,
    best: record?.best ?? 0,
    medal: record?.medal ?? null,
    nextLevelId: record?.nextLevelId ?? null,
    arcade: record?.arcade ?? null,
    twoPlayers,
    practice: setup.practice === true,
    medals: level && setup.mode !== 'versus' ? medalScores(level) : null,
    world: record?.world ?? null,
  };
}
