/**
 * Ataxx's engine behind the engine registry (engines.ts): the FEN is read once into a position and the
 * search (strength.ts's `chooseMove`) runs on it exactly as before, so the contract adds nothing per
 * node. Also the two conversions for callers that still hold Ataxx's own types (the campaign's
 * OpponentClient, the replay's hints): a `ThinkRequest` to an `EngineRequest`, and move text back.
 */
import { ataxx } from '../core/ataxx-game';
import { parseFen, toFen } from '../core/fen';
import { moveToText, parseMoveText, type Move } from '../core/move';
import type { Position } from '../core/position';
import { err, ok, type Result } from '../core/result';
import { isRuleset } from '../core/rules';
import type { Engine } from './engines';
import { chooseMove } from './strength';
import type { EngineRequest, SearchResult, ThinkRequest } from './types';
import { warmEngine } from './warm';

/** Ataxx's engine; `choose` is the search (tests pass a failing one). */
export function ataxxEngineWith(choose: (request: ThinkRequest) => SearchResult): Engine {
  return {
    game: ataxx.name,
    think(request) {
      const position = parseFen(request.position);
      if (!position.ok) return err(`position: ${position.error}`);
      const rules = request.variant;
      if (!isRuleset(rules)) return err(`variant "${String(rules)}": Ataxx plays arcade or classic`);
      const { strength, seed } = request;
      const result = choose({ position: position.value, rules, strength, seed });
      const { width, height } = position.value;
      const { depth, score, nodes } = result;
      return ok({ move: moveToText(result.move, width, height), depth, score, nodes });
    },
    warm: () => void warmEngine(),
  };
}

export const ataxxEngine: Engine = ataxxEngineWith(chooseMove);

/** Ataxx's own request as the registry's: the position as FEN, the ruleset as the variant. */
export const ataxxRequest = (request: ThinkRequest): EngineRequest => ({
  game: ataxx.name,
  position: toFen(request.position),
  variant: request.rules,
  strength: request.strength,
  seed: request.seed,
});

/** An engine's move text read back on the position it was asked about. */
export const ataxxMoveOf = (text: string, position: Position): Result<Move> =>
  parseMoveText(text, position.width, position.height);
