/**
 * Oxono's online board and the server's game, as plain functions tested in Node: the server's moves read
 * through core into the position after each, whether the board follows the server's moves, waits for
 * its own move to come back, or shows the server's game anew, and the finished game as My games keeps it.
 */
import { err, ok, type Result } from '../../core/result';
import type { Side } from '../../core/side';
import { oxono, playOxono, readMove, type OxonoPosition } from '../../core/oxono';
import type { GameView } from '../../net/game-view';
import type { KeptOxonoGame } from '../store/my-games';

/** The server's game: its moves and the position after each (the start first), every move checked. */
export function oxonoGameOfView(
  view: Pick<GameView, 'start' | 'rules' | 'moves'>,
): Result<{ moves: string[]; positions: OxonoPosition[] }> {
  const start = oxono.readPosition(view.start, view.rules);
  if (!start.ok) return err(`start: ${start.error}`);
  const positions = [start.value];
  for (const played of view.moves) {
    const move = readMove(played.move);
    const next = move.ok ? playOxono(positions[positions.length - 1], move.value) : move;
    if (!next.ok) return err(`ply ${played.ply}: ${next.error}`);
    positions.push(next.value.position);
  }
  return ok({ moves: view.moves.map((played) => played.move), positions });
}

/**
 * What the board does with the server's moves (`theirs`), given its own (`mine`: the server's as it last
 * had them, then this player's move if one is on its way at `pendingPly`):
 * - `follow`: the server has the same moves or more; the new ones are drawn one by one;
 * - `wait`: this player's move is on its way and the server does not show it yet;
 * - `rebuild`: they disagree (a takeback, a refused move, another tab's move): the server is right.
 */
export function movesAgree(
  mine: readonly string[],
  theirs: readonly string[],
  pendingPly: number | null,
): 'follow' | 'wait' | 'rebuild' {
  const shared = Math.min(mine.length, theirs.length);
  for (let i = 0; i < shared; i++) if (mine[i] !== theirs[i]) return 'rebuild';
  if (mine.length <= theirs.length) return 'follow';
  return mine.length === theirs.length + 1 && pendingPly === mine.length ? 'wait' : 'rebuild';
}

/**
 * A finished club game of Oxono's this player sat in, as My games keeps it beside the games played on
 * this device (moves in their compact form, one word each); null for an aborted one.
 */
export function keptOxonoOnline(
  view: Pick<GameView, 'start' | 'moves' | 'end' | 'gameId'>,
  you: Side,
  names: { readonly x: string; readonly o: string },
  date = new Date().toISOString(),
): KeptOxonoGame | null {
  if (!view.end || view.end.result === 'aborted') return null;
  return {
    game: 'oxono',
    mode: 'online',
    start: view.start,
    moves: view.moves.map((played) => played.move.replace(/\s+/g, '')).join(' '),
    you,
    names: { x: names.x.slice(0, 40) || '?', o: names.o.slice(0, 40) || '?' },
    result: view.end.result,
    reason: view.end.reason,
    date,
    ...(view.gameId ? { gameId: view.gameId } : {}),
  };
}
