/**
 * A finished Oxono game on this device, kept and replayed: the record the save keeps, and the club's
 * stored-game shape the one replay viewer reads (untimed, unrated, no club id), so it is checked and
 * walked through the game contract exactly as a club game is.
 */
import type { GameEnd } from '../../../core/contract';
import { oxono } from '../../../core/oxono';
import type { StoredGameView } from '../../../net/http';
import type { KeptOxonoGame } from '../../store/oxono-games';
import type { OxonoMatch } from './oxono-match';

export function keptOfOxono(match: OxonoMatch, end: GameEnd, date = new Date().toISOString()): KeptOxonoGame {
  return {
    start: match.start,
    moves: [...match.moves],
    players: match.players,
    result: end.winner ?? 'draw',
    reason: end.reason,
    date,
  };
}

/** The kept game as the replay viewer takes it; `names` are pink's and black's. */
export function storedOfOxono(
  kept: KeptOxonoGame,
  names: { readonly pink: string; readonly black: string },
): StoredGameView {
  const at = Date.parse(kept.date);
  return {
    id: `device-oxono-${at}`,
    game: oxono.name,
    x: { id: '', name: names.pink },
    o: { id: '', name: names.black },
    start: kept.start,
    rules: 'standard',
    timeControl: null,
    rated: false,
    startedAt: at,
    moves: kept.moves.map((move, index) => ({ ply: index + 1, move, clockMs: null, at })),
    end: { result: kept.result, reason: kept.reason, endedAt: at },
  };
}
