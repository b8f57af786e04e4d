/**
 * # Checking a world record by replaying it
 *
 * A level won or an arcade run, as the player's device recorded it, is replayed with core and the
 * engine: every player move must be legal, every computer move exactly the one the engine chooses for
 * that position, strength and seed (as `engineOpponent` in the game asks it), the game over at its last
 * move and the claimed points core's score. Pure, so the club and the game run the same check.
 *
 * The check runs in two passes: the cheap one (levels, legality, the ending, the scores, the arcade
 * run's order) for every game first, and only then the engine's, which costs a search per computer move
 * and which the club hands to its engine workers (`wrongComputerMove` is the part a worker runs).
 */
import { afterGame, startRun } from '../core/arcade';
import { levelHash } from '../core/level-hash';
import type { Level } from '../core/level';
import { moveToText, parseMoveText, type Move } from '../core/move';
import type { Position } from '../core/position';
import { err, ok, type Result } from '../core/result';
import { applyMove, legalMoves, outcome, type Ruleset } from '../core';
import { scoreFor, type Score } from '../core/score';
import { chooseMove } from './strength';
import { ENGINE_VERSION } from './version';

/** The side the computer plays on a campaign level: the player is `x` and moves first. */
const COMPUTER = 'o';
/** Each computer move's seed: the game's seed moved on by this much per move played before it. */
const SEED_STEP = 7919;

/** One game as recorded (the shape of net's `PlayedGame`, which ai cannot import). */
export interface RecordedGame {
  readonly levelId: string;
  readonly levelHash: string;
  readonly strength: number;
  readonly seed: number;
  readonly moves: readonly string[];
  readonly points: number;
  readonly fallback?: true;
}

/** A submission (the shape of net's `Submission`). */
export type RecordedSubmission =
  | { readonly kind: 'level'; readonly engineVersion: string; readonly game: RecordedGame }
  | {
      readonly kind: 'arcade';
      readonly engineVersion: string;
      readonly initials: string;
      readonly games: readonly RecordedGame[];
      readonly score: number;
    };

/** The refusals a replay can give (a subset of net's `RECORD_REFUSALS`, with the same words). */
export type ReplayRefusal =
  | 'malformed'
  | 'engine-version'
  | 'level-version'
  | 'unknown-level'
  | 'illegal-move'
  | 'wrong-computer-move'
  | 'unfinished'
  | 'score-mismatch'
  | 'not-won'
  | 'fallback'
  | 'run-order';

export interface ReplayFault {
  readonly reason: ReplayRefusal;
  /** English, naming the game and the ply where there is one. */
  readonly detail: string;
  readonly game?: number;
  readonly ply?: number;
}

/** What the engine pass needs of one game: plain data, so it crosses to a worker thread. */
export interface ComputerMovesToCheck {
  readonly start: Position;
  readonly rules: Ruleset;
  readonly strength: number;
  readonly seed: number;
  readonly moves: readonly Move[];
}

/** The first computer move the engine would not have made: its ply and the engine's own move. */
export interface WrongComputerMove {
  readonly ply: number;
  readonly engine: Move;
}

/** Runs the engine pass of one game: in this thread (`checkHere`) or in the club's workers. */
export type ComputerMoveChecker = (game: ComputerMovesToCheck) => Promise<WrongComputerMove | null>;

/** A record that replayed: what goes on the world table. */
export interface CheckedRecord {
  readonly kind: 'level' | 'arcade';
  /** The level of a level record; null for an arcade run. */
  readonly levelId: string | null;
  readonly levelHash: string | null;
  /** The level's score, or the run's total. */
  readonly points: number;
  /** Levels cleared (an arcade run); 1 for a level record. */
  readonly cleared: number;
  /** Computer moves the engine replayed, for the club's figures. */
  readonly computerMoves: number;
}

/** One game after the cheap pass: its moves as core's, and core's score for the player. */
interface ReplayedGame {
  readonly level: Level;
  readonly check: ComputerMovesToCheck;
  readonly score: Score;
  readonly computerMoves: number;
}

const fault = (reason: ReplayRefusal, detail: string, game?: number, ply?: number): ReplayFault => ({
  reason,
  detail,
  ...(game !== undefined ? { game } : {}),
  ...(ply !== undefined ? { ply } : {}),
});

const gameName = (index: number, levelId: string): string => `game ${index} (${levelId})`;

/**
 * The engine pass: replays the moves and asks the engine for each computer move it had a choice in,
 * with the seed the game used. Null when every one matches.
 */
export function wrongComputerMove(game: ComputerMovesToCheck): WrongComputerMove | null {
  let position = game.start;
  for (let ply = 0; ply < game.moves.length; ply++) {
    const move = game.moves[ply];
    if (position.turn === COMPUTER) {
      const moves = legalMoves(position, game.rules);
      // A forced move (one legal move, or a pass) is the engine's answer too: no search needed.
      if (moves.length > 1) {
        const seed = (game.seed + ply * SEED_STEP) >>> 0;
        const engine = chooseMove({ position, rules: game.rules, strength: game.strength, seed }).move;
        if (engine !== move) return { ply, engine };
      }
    }
    position = applyMove(position, move).position;
  }
  return null;
}

/** The engine pass in this thread, for the game and for tests. */
export const checkHere: ComputerMoveChecker = (game) => Promise.resolve(wrongComputerMove(game));

/**
 * The cheap pass over one game: its level (by id, same hash, same strength), every move read and legal
 * where it was played (a computer move that is not legal cannot be the engine's), the game over at the
 * last move, and the claimed points equal to core's score.
 */
function replayGame(
  game: RecordedGame,
  index: number,
  levels: readonly Level[],
): Result<ReplayedGame, ReplayFault> {
  const name = gameName(index, game.levelId);
  if (game.fallback) {
    return err(
      fault('fallback', `${name}: the device played a fallback move, so it cannot be replayed`, index),
    );
  }
  const level = levels.find((each) => each.id === game.levelId);
  if (!level) return err(fault('unknown-level', `${name}: the club has no level of that id`, index));
  const hash = levelHash(level);
  if (game.levelHash !== hash) {
    return err(
      fault(
        'level-version',
        `${name}: the record's level hash is ${game.levelHash}, the level's now ${hash}`,
        index,
      ),
    );
  }
  if (game.strength !== level.opponent.strength) {
    return err(
      fault(
        'malformed',
        `${name}: the record's computer plays at strength ${game.strength}, the level's at ${level.opponent.strength}`,
        index,
      ),
    );
  }
  const { width, height } = level.start;
  let position = level.start;
  const moves: Move[] = [];
  let computerMoves = 0;
  for (let ply = 0; ply < game.moves.length; ply++) {
    const text = game.moves[ply];
    const byComputer = position.turn === COMPUTER;
    const over = outcome(position, level.rules);
    if (over) {
      const why = `${name}, ply ${ply}: the game was already over (${over.reason}), the record goes on with ${text}`;
      return err(fault(byComputer ? 'wrong-computer-move' : 'illegal-move', why, index, ply));
    }
    const read = parseMoveText(text, width, height);
    const legal = legalMoves(position, level.rules);
    if (!read.ok || !legal.includes(read.value)) {
      const who = byComputer ? 'the computer' : 'the player';
      const why = read.ok ? `${text} is not a legal move for ${who} there` : read.error;
      return err(
        fault(byComputer ? 'wrong-computer-move' : 'illegal-move', `${name}, ply ${ply}: ${why}`, index, ply),
      );
    }
    if (byComputer && legal.length > 1) computerMoves++;
    moves.push(read.value);
    position = applyMove(position, read.value).position;
  }
  const end = outcome(position, level.rules);
  if (!end) {
    return err(
      fault(
        'unfinished',
        `${name}: the moves stop after ply ${game.moves.length - 1}, before the game's end`,
        index,
      ),
    );
  }
  const score = scoreFor(end, 'x', { boss: level.boss });
  if (score.total !== game.points) {
    return err(
      fault(
        'score-mismatch',
        `${name}: the record claims ${game.points} points, the replay scores ${score.total}`,
        index,
      ),
    );
  }
  const check = {
    start: level.start,
    rules: level.rules,
    strength: level.opponent.strength,
    seed: game.seed,
    moves,
  };
  return ok({ level, check, score, computerMoves });
}

/** The arcade run's rules (core's `startRun`/`afterGame`): which level each game must be, and the total. */
function followRun(
  submission: Extract<RecordedSubmission, { kind: 'arcade' }>,
  levels: readonly Level[],
): Result<{ games: ReplayedGame[]; total: number; cleared: number }, ReplayFault> {
  let run = startRun();
  let ended = false;
  const games: ReplayedGame[] = [];
  for (let index = 0; index < submission.games.length; index++) {
    const game = submission.games[index];
    if (ended)
      return err(fault('run-order', `${gameName(index, game.levelId)}: the run had already ended`, index));
    const expected = levels[run.levelIndex];
    if (game.levelId !== expected.id) {
      const why = `${gameName(index, game.levelId)}: the run was at level ${run.levelIndex + 1} (${expected.id})`;
      return err(fault('run-order', why, index));
    }
    const replayed = replayGame(game, index, levels);
    if (!replayed.ok) return replayed;
    games.push(replayed.value);
    const after = afterGame(run, replayed.value.score, levels.length);
    run = after.run;
    ended = after.ended;
  }
  if (!ended) {
    return err(
      fault('run-order', `the run has not ended: ${run.lives} lives left at level ${run.levelIndex + 1}`),
    );
  }
  if (run.score !== submission.score) {
    return err(
      fault('score-mismatch', `the run claims ${submission.score} points, its games add up to ${run.score}`),
    );
  }
  return ok({ games, total: run.score, cleared: run.cleared });
}

/**
 * Checks a submission against the campaign (`levels` in play order): the engine version, the cheap pass
 * over every game, then the engine pass over every game, first to last.
 */
export async function checkRecord(
  submission: RecordedSubmission,
  levels: readonly Level[],
  checkComputerMoves: ComputerMoveChecker = checkHere,
): Promise<Result<CheckedRecord, ReplayFault>> {
  if (submission.engineVersion !== ENGINE_VERSION) {
    return err(
      fault(
        'engine-version',
        `recorded by engine ${submission.engineVersion}; the club runs ${ENGINE_VERSION}`,
      ),
    );
  }
  let games: ReplayedGame[];
  let record: Omit<CheckedRecord, 'computerMoves'>;
  if (submission.kind === 'level') {
    const replayed = replayGame(submission.game, 0, levels);
    if (!replayed.ok) return replayed;
    const { level, score } = replayed.value;
    if (!score.won) {
      const what = score.drawn ? 'drawn' : 'lost';
      return err(
        fault('not-won', `${gameName(0, level.id)}: the game was ${what}, only a won level counts`, 0),
      );
    }
    games = [replayed.value];
    record = {
      kind: 'level',
      levelId: level.id,
      levelHash: levelHash(level),
      points: score.total,
      cleared: 1,
    };
  } else {
    const run = followRun(submission, levels);
    if (!run.ok) return run;
    games = run.value.games;
    record = {
      kind: 'arcade',
      levelId: null,
      levelHash: null,
      points: run.value.total,
      cleared: run.value.cleared,
    };
  }
  for (let index = 0; index < games.length; index++) {
    const { level, check } = games[index];
    const wrong = await checkComputerMoves(check);
    if (wrong) {
      const { width, height } = level.start;
      const text = (move: Move): string => moveToText(move, width, height);
      const why =
        `${gameName(index, level.id)}, ply ${wrong.ply}: the engine plays ${text(wrong.engine)}, ` +
        `the record has ${text(check.moves[wrong.ply])}`;
      return err(fault('wrong-computer-move', why, index, wrong.ply));
    }
  }
  const computerMoves = games.reduce((sum, game) => sum + game.computerMoves, 0);
  return ok({ ...record, computerMoves });
}
