import {
  applyMove,
  isRuleset,
  moveToText,
  opponentOf,
  parseFen,
  parseMoveText,
  replay,
  PASS,
  type Game,
  type Move,
  type Position,
  type Side,
} from '../../core';
import { err, type Result } from '../../core/result';
import type { GameView } from '../../net/game-view';
import { GameSession } from '../session/GameSession';
import type { SessionSetup } from '../session/setup';
import { NetworkOpponent } from './network-opponent';

/** The server's game as core's Game: its start and every move, each checked. */
export function gameOfView(view: Pick<GameView, 'start' | 'rules' | 'moves'>): Result<Game> {
  // The online screens play Ataxx alone until they speak the game contract: another variant is no game here.
  if (!isRuleset(view.rules)) return err(`not an Ataxx variant: ${view.rules}`);
  const start = parseFen(view.start);
  if (!start.ok) return start;
  const moves: Move[] = [];
  for (const played of view.moves) {
    const move = parseMoveText(played.move, start.value.width, start.value.height);
    if (!move.ok) return err(`ply ${played.ply}: ${move.error}`);
    moves.push(move.value);
  }
  return replay(start.value, view.rules, moves);
}

/**
 * What to do with the server's snapshot, given the game on this device:
 * - `follow`: the server has the same moves, or more that the session will play by itself (the
 *   opponent's, handed over through the network opponent, and this side's forced passes);
 * - `wait`: this device's own move is on its way and the server has not shown it yet;
 * - `rebuild`: they disagree (a takeback, a refused move, a rematch, another tab's move): the server
 *   is right, and the session starts again from its moves.
 */
export type Reconcile = 'follow' | 'wait' | 'rebuild';

export function reconcile(
  local: Game,
  view: Pick<GameView, 'start' | 'rules' | 'moves'>,
  you: Side | null,
  /** The ply of this device's move the server has not acknowledged, if any. */
  pendingPly: number | null,
): Reconcile {
  const { width, height } = local.start;
  const mine = local.moves.map((move) => moveToText(move, width, height));
  const theirs = view.moves.map((played) => played.move);
  const shared = Math.min(mine.length, theirs.length);
  for (let i = 0; i < shared; i++) if (mine[i] !== theirs[i]) return 'rebuild';
  if (mine.length > theirs.length) {
    return mine.length === theirs.length + 1 && pendingPly === mine.length ? 'wait' : 'rebuild';
  }
  // The server is ahead: fine while each extra move is the opponent's or a pass of this side.
  let position = local.position;
  for (let i = mine.length; i < theirs.length; i++) {
    const move = parseMoveText(theirs[i], width, height);
    if (!move.ok) return 'rebuild';
    if (position.turn === you && move.value !== PASS) return 'rebuild';
    position = applyMove(position, move.value).position;
  }
  return 'follow';
}

/** The side a player sits on, or null for a watcher. */
export function seatOf(view: Pick<GameView, 'players'>, playerId: string): Side | null {
  if (view.players.x?.id === playerId) return 'x';
  if (view.players.o?.id === playerId) return 'o';
  return null;
}

/** Whether a snapshot belongs to a different game than the one shown (a rematch in the same room). */
export const isNewGame = (shown: Pick<GameView, 'gameId'> | null, view: Pick<GameView, 'gameId'>): boolean =>
  shown === null || shown.gameId !== view.gameId;

/** An online game as the session knows it: a Versus game between two people, nothing saved. */
const sessionSetupOf = (view: Pick<GameView, 'rules'>, start: Position): SessionSetup => ({
  mode: 'versus',
  levelId: null,
  // The online screens play Ataxx alone until they speak the game contract (gameOfView refuses others first).
  rules: isRuleset(view.rules) ? view.rules : 'arcade',
  start,
  strength: null,
  seed: 0,
  boss: false,
});

/**
 * A session for the server's game as it stands: nothing saved (the game lives on the server), this
 * device plays `you` (a watcher taps nothing and sends nothing), the network plays the other side.
 */
export function onlineSession(
  view: GameView,
  game: Game,
  you: Side | null,
  hooks: {
    readonly send: (ply: number, move: string) => void;
    readonly whenReady: (play: () => void) => void;
  },
): { session: GameSession; opponent: NetworkOpponent } {
  const { start } = game;
  const opponent = new NetworkOpponent((ply, move) => (you ? hooks.send(ply, move) : undefined), {
    width: start.width,
    height: start.height,
  });
  const session = new GameSession({
    setup: sessionSetupOf(view, start),
    opponent,
    clock: () => performance.now(),
    game,
    // A spectator's session sits on the side not to move, so the network plays the next move.
    you: you ?? opponentOf(game.position.turn),
    store: null,
    whenReady: hooks.whenReady,
    // A forced pass is already on the server (it plays them itself): the session just shows it briefly.
    passDelayMs: () => 350,
    resultDelayMs: () => 0,
  });
  opponent.receive(view);
  return { session, opponent };
}
