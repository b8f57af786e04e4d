/**
 * Ataxx behind the game contract (contract.ts): what the club, the stored games, the replay viewer and
 * the engine pool know of it. The state is core's `Game` (its ruleset, arcade or classic, is the
 * variant); positions are FEN, moves `g2` / `a7c5` / `0000`. Levels, the arcade ending's fill, scoring
 * and the campaign stay in Ataxx's own modules.
 */
import type { GameRules } from './contract';
import { START_FEN, parseFen, toFen } from './fen';
import { gameOutcome, newGame, playMove, type Game } from './game';
import { moveToText, parseMoveText, PASS, type Move } from './move';
import { err, ok } from './result';
import { isRuleset, legalMoves, RULESETS } from './rules';

export const ataxx: GameRules<Game, Move> = {
  name: 'ataxx',
  variants: RULESETS,
  // A 7×7 game fills 45 squares, about half of them by clones: some 22 moves a side, 40 with jumps.
  movesPerSide: 40,

  startText: () => START_FEN,
  readPosition(text, variant) {
    if (!isRuleset(variant)) return err(`variant "${variant}": Ataxx plays ${RULESETS.join(' or ')}`);
    const position = parseFen(text);
    return position.ok ? ok(newGame(position.value, variant)) : position;
  },
  positionText: (game) => toFen(game.position),
  variantOf: (game) => game.rules,

  readMove: (game, text) => parseMoveText(text, game.position.width, game.position.height),
  moveText: (game, move) => moveToText(move, game.position.width, game.position.height),
  legalMoves: (game) => legalMoves(game.position, game.rules),
  play(game, move) {
    const played = playMove(game, move);
    if (played.ok) return ok(played.value.game);
    return err(`${moveToText(move, game.position.width, game.position.height)}: ${played.error}`);
  },
  forcedMove(game) {
    const moves = legalMoves(game.position, game.rules);
    return moves.length === 1 && moves[0] === PASS ? PASS : null;
  },

  turn: (game) => game.position.turn,
  outcome(game) {
    const over = gameOutcome(game);
    return over && { winner: over.winner, reason: over.reason, score: over.counts };
  },
  key: (game) => `${game.rules} ${toFen(game.position)}`,
};
