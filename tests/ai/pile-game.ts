/**
 * Pile, a game only the tests know, to prove the opponent worker, the engine pool and the replay viewer
 * speak the game contract and name no game: a pile of counters, each move takes one or two, and whoever
 * takes the last counter wins. Position text `7 x` (counters, side to move); move text `1` or `2`. Its
 * engine plays the first legal move. `pile-setup.ts` registers both (in a worker thread, too).
 */
import type { Engine } from '../../src/ai/engines';
import type { GameRules } from '../../src/core/contract';
import { err, ok } from '../../src/core/result';
import { opponentOf, type Side } from '../../src/core/side';

export interface Pile {
  readonly counters: number;
  readonly turn: Side;
  /** Who took the last counter. */
  readonly taker: Side | null;
}

export const pile: GameRules<Pile, number> = {
  name: 'pile',
  variants: ['standard'],
  movesPerSide: 5,
  startText: () => '7 x',
  readPosition(text, variant) {
    if (variant !== 'standard') return err(`variant "${variant}": Pile plays standard`);
    const read = /^(\d+) ([xo])$/.exec(text.trim());
    if (!read) return err(`"${text}" is not "<counters> <x|o>"`);
    return ok({ counters: Number(read[1]), turn: read[2] as Side, taker: null });
  },
  positionText: (state) => `${state.counters} ${state.turn}`,
  variantOf: () => 'standard',
  readMove: (_state, text) =>
    text === '1' || text === '2' ? ok(Number(text)) : err(`"${text}" takes 1 or 2`),
  moveText: (_state, move) => String(move),
  legalMoves: (state) => [1, 2].filter((take) => take <= state.counters),
  play(state, move) {
    if (move !== 1 && move !== 2) return err(`${move}: takes 1 or 2`);
    if (move > state.counters) return err(`${move}: only ${state.counters} left`);
    const counters = state.counters - move;
    return ok({ counters, turn: opponentOf(state.turn), taker: counters === 0 ? state.turn : null });
  },
  forcedMove: (state) => (state.counters === 1 ? 1 : null),
  turn: (state) => state.turn,
  outcome: (state) => (state.taker ? { winner: state.taker, reason: 'last-counter' } : null),
  key: (state) => `${state.counters} ${state.turn}`,
};

/** Pile's engine: the first legal move, with the seed as its score so tests see it went through. */
export const pileEngine: Engine = {
  game: pile.name,
  think(request) {
    const state = pile.readPosition(request.position, request.variant);
    if (!state.ok) return state;
    const [first] = pile.legalMoves(state.value);
    if (first === undefined) return err('the game is over');
    return ok({ move: pile.moveText(state.value, first), depth: 1, score: request.seed, nodes: 1 });
  },
};
