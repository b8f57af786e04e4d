import type { Side } from '../../core/side';
import type { GameView } from '../../net/game-view';
import { keptOfOnline } from '../session/kept-replay';
import { keepGame } from '../store/my-games';
import type { SaveStore } from '../store/SaveStore';
import { shownName } from '../club/player-names';

/** Keeps a finished club game this player sat in among My games (an aborted one is not a game to replay). */
export function keepOnlineGame(saves: SaveStore, view: GameView, you: Side): void {
  const { x, o } = view.players;
  const names = { x: x ? shownName(x) : '?', o: o ? shownName(o) : '?' };
  const kept = keptOfOnline(view, you, names);
  if (kept) saves.update((data) => ({ ...data, myGames: keepGame(data.myGames, kept) }));
}
