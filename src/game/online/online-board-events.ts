import type { Side } from '../../core/side';
import type { GameView } from '../../net/game-view';
import type { AnimationSpeed } from '../base/settings';
import type { GameSession, SessionEvent } from '../session/GameSession';
import type { Effect } from '../base/sound/SoundPlayer';
import type { BoardView } from '../board/BoardView';

/** What the online game's board needs to show what its session did. */
export interface BoardEventHost {
  readonly board: BoardView;
  readonly session: GameSession;
  readonly speed: AnimationSpeed;
  /** The side this device plays; null for a spectator. */
  readonly you: Side | null;
  effect(effect: Effect): void;
  /** The other side's move is on the board now (its time is noted, the tab may call for attention). */
  theirMoveShown(): void;
  /** A spectator's session played its one side: the server's next move may be waiting already. */
  followServer(): void;
  /** The ending has been shown: tells whichever session is current by then. */
  endingShown(): void;
}

/** Shows one session event on the online board: the same animations and sounds as offline play. */
export function showOnBoard(event: SessionEvent, host: BoardEventHost): void {
  const { board, session, speed } = host;
  switch (event.kind) {
    case 'moved':
      board.animateMove(event.before, event.change, event.after, event.origin, speed);
      if (event.before.turn !== host.you) host.theirMoveShown();
      if (host.you === null) queueMicrotask(() => host.followServer());
      break;
    case 'reset':
      board.finish();
      board.show(session.state.position);
      break;
    case 'sound':
      host.effect(event.effect);
      break;
    case 'over':
      board.whenIdle(() => {
        if (event.outcome.fill) board.animateFill(session.state.position, event.outcome, speed);
        board.whenIdle(() => host.endingShown());
      });
      break;
    case 'result':
    case 'changed':
      break;
  }
}

/** The sting a player hears when their game ends in a win or a loss; none for a draw, an abort or a spectator. */
export function endSting(view: GameView, you: Side | null): 'win' | 'loss' | null {
  const result = view.end?.result;
  if (!you || (result !== 'x' && result !== 'o')) return null;
  return result === you ? 'win' : 'loss';
}
