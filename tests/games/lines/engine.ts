/**
 * Lines' engine, as trivial as an engine can be and still be seen to think: the first legal move that
 * makes a line, else the first legal move. Enough to prove the engine pool answers a game it does not
 * name; its score is 1 for a winning move and 0 otherwise.
 */
import type { Engine } from '../../../src/ai/engines';
import { err, ok } from '../../../src/core/result';
import { LINES, lines } from './rules';

export const linesEngine: Engine = {
  game: LINES,
  think(request) {
    const state = lines.readPosition(request.position, request.variant);
    if (!state.ok) return state;
    const moves = lines.legalMoves(state.value);
    if (moves.length === 0) return err('the game is over: Lines has no move to make');
    const mover = lines.turn(state.value);
    const winning = moves.findIndex((move) => {
      const after = lines.play(state.value, move);
      return after.ok && lines.outcome(after.value)?.winner === mover;
    });
    const move = moves[Math.max(0, winning)];
    const nodes = winning < 0 ? moves.length : winning + 1;
    return ok({ move: lines.moveText(state.value, move), depth: 1, score: winning < 0 ? 0 : 1, nodes });
  },
};
