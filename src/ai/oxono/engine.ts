/**
 * Oxono's engine behind the engine registry (ai/engines.ts): core reads the position text (its errors
 * name the field), the engine's board is loaded from it once, and the strength's search answers in
 * core's move text. The opponent worker and the club's engine pool ask it like any game's engine.
 */
import { oxono, oxonoOutcome } from '../../core/oxono/game';
import { moveText } from '../../core/oxono/move';
import { err, ok } from '../../core/result';
import type { Engine } from '../engines';
import { boardOf, coreMove } from './adapter';
import { chooseOxonoMove, sharedSearch } from './strengths';

export const oxonoEngine: Engine = {
  game: oxono.name,
  think(request) {
    const position = oxono.readPosition(request.position, request.variant);
    if (!position.ok) return err(`position: ${position.error}`);
    if (oxonoOutcome(position.value) !== null) return err('position: the game is over, no move to make');
    const result = chooseOxonoMove(boardOf(position.value), request.strength, request.seed);
    const { depth, score, nodes } = result;
    return ok({ move: moveText(coreMove(result.move)), depth, score, nodes });
  },
  warm() {
    // A small search from the start compiles the hot loops before the first real question.
    const start = oxono.readPosition(oxono.startText('standard'), 'standard');
    if (start.ok) sharedSearch().search(boardOf(start.value), { nodes: 20_000 });
  },
};
