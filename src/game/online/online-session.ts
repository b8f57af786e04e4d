import { opponentOf, type Game, type Side } from '../../core';
import type { GameView } from '../../net/game-view';
import { GameSession } from '../session/GameSession';
import { NetworkOpponent } from './network-opponent';
import { sessionSetupOf } from './online-screen';

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
