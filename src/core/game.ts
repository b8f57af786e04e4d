import { applyMove, legalMoves, outcome, play, type MoveChange, type Outcome, type Ruleset } from './rules';
import { moveFrom, moveTo, moveToText, PASS, type Move } from './move';
import { toFen } from './fen';
import type { Position } from './position';
import { err, ok, type Result } from './result';

/**
 * A game as plain data: where it started, the rules, the moves played and where it stands now.
 * Serialisable as it is, so it goes straight into a save and across the worker boundary.
 */
export interface Game {
  readonly rules: Ruleset;
  readonly start: Position;
  readonly moves: readonly Move[];
  readonly position: Position;
}

export const newGame = (start: Position, rules: Ruleset): Game => ({
  rules,
  start,
  moves: [],
  position: start,
});

/** Plays a move if it is legal. */
export function playMove(game: Game, move: Move): Result<{ game: Game; change: MoveChange }> {
  const played = play(game.position, move, game.rules);
  if (!played.ok) return played;
  return ok({
    game: { ...game, moves: [...game.moves, move], position: played.value.position },
    change: played.value.change,
  });
}

/** Replays a list of moves from a start, checking each one. */
export function replay(start: Position, rules: Ruleset, moves: readonly Move[]): Result<Game> {
  let position = start;
  for (let i = 0; i < moves.length; i++) {
    if (!legalMoves(position, rules).includes(moves[i]))
      return err(`move ${i + 1} is not legal: ${whyNot(position, rules, moves[i])}`);
    position = applyMove(position, moves[i]).position;
  }
  return ok({ rules, start, moves: [...moves], position });
}

/** Says which move failed where, so a bad save or a bad replay can be traced. */
function whyNot(position: Position, rules: Ruleset, move: Move): string {
  const over = outcome(position, rules);
  if (over) return `the game is already over (${over.reason})`;
  const size = position.width * position.height;
  const onBoard = Number.isInteger(move) && move >= 0 && moveTo(move) < size && moveFrom(move) < size;
  const text =
    move === PASS || onBoard ? moveToText(move, position.width, position.height) : `move code ${move}`;
  return `${text} for ${position.turn} in ${toFen(position)}`;
}

/** The game with the last `plies` moves taken back. */
export function takeBack(game: Game, plies = 1): Game {
  const moves = game.moves.slice(0, Math.max(0, game.moves.length - plies));
  let position = game.start;
  for (const move of moves) position = applyMove(position, move).position;
  return { ...game, moves, position };
}

export const gameOutcome = (game: Game): Outcome | null => outcome(game.position, game.rules);
