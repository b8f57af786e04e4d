/**
 * A finished Oxono game on this device as My games keeps it (store/my-games.ts), beside Ataxx's: the
 * start and the moves in Oxono's text (moves in their compact form, one word each), the side this
 * device's player had (pink is the contract's `x`), the computer's strength, and how it ended. The one
 * replay viewer opens it through session/open-kept.ts like any other kept game.
 */
import type { GameEnd } from '../../../core/contract';
import type { Side } from '../../../core/side';
import type { KeptOxonoGame } from '../../store/my-games';
import type { OxonoMatch, OxonoPlayer } from './oxono-match';

/** `X c3 b3` → `Xc3b3`: a match keeps the spaced form, My games one word per move. */
const compactMove = (text: string): string => text.replace(/\s+/g, '');

/** The side a player on this device had, when one player played the computer; null for two players. */
function deviceSide(players: { readonly pink: OxonoPlayer; readonly black: OxonoPlayer }): Side | null {
  if (players.pink.kind === players.black.kind) return null;
  return players.pink.kind === 'human' ? 'x' : 'o';
}

/** The kept record of a game played on this device from its players, start, moves and ending. */
export function keptOxono(
  game: {
    readonly start: string;
    readonly moves: readonly string[];
    readonly players: OxonoMatch['players'];
  },
  end: GameEnd,
  date = new Date().toISOString(),
): KeptOxonoGame {
  const { pink, black } = game.players;
  const computer = pink.kind === 'computer' ? pink : black.kind === 'computer' ? black : null;
  return {
    game: 'oxono',
    mode: 'versus',
    start: game.start,
    moves: game.moves.map(compactMove).join(' '),
    you: deviceSide(game.players),
    ...(computer ? { computer: computer.strength } : {}),
    result: end.winner ?? 'draw',
    reason: end.reason,
    date,
  };
}

/** The finished match as My games keeps it. */
export const keptOfOxono = (match: OxonoMatch, end: GameEnd, date?: string): KeptOxonoGame =>
  keptOxono(match, end, date);
