import type { GameView } from '../../net/game-view';
import type { ClientMessageType } from '../../net/protocol';
import { t } from '../base/i18n';
import { gameLink } from '../club/club-api';
import { copyText } from '../menu/dom-field';
import { watchLink } from './online-link';
import type { ControlAction } from './online-controls';
export { leaveGameForProfile } from './profile-data';

/** What a press of one of the online game's buttons may do to its scene. */
export interface ControlHost {
  readonly view: GameView | null;
  /** The room's code. */
  readonly code: string;
  /** Resign was tapped once: the next tap confirms it. */
  askResign(): void;
  leave(): void;
  openReplay(gameId: string): void;
  /** This player's profile (after a rated game). */
  openProfile(): void;
  /** A success (a copied link), said under the status line for a few seconds. */
  flash(text: string): void;
  /** A request to the club (resign, offers, rematch…); any pending resign question is dropped. */
  send(type: Exclude<ClientMessageType, 'move' | 'ping'>): void;
}

/** Carries out one button's action; false when the scene is left (nothing more to draw). */
export function pressControl(action: ControlAction, host: ControlHost): boolean {
  const { view } = host;
  switch (action) {
    case 'resign-ask':
      host.askResign();
      return true;
    case 'leave':
      host.leave();
      return false;
    case 'replay':
      if (view?.gameId) host.openReplay(view.gameId);
      return false;
    case 'profile':
      host.openProfile();
      return false;
    case 'copy-game':
      if (view?.gameId) copyThen(gameLink(view.gameId), t('online.invite.copied'), host);
      return true;
    case 'copy-watch':
      copyThen(watchLink(host.code), t('watch.copied'), host);
      return true;
    default:
      host.send(action);
      return true;
  }
}

/** Copies a link, then says so (after the clipboard answers, long after the press redrew the screen). */
function copyThen(link: string, said: string, host: ControlHost): void {
  void copyText(link).then((copied) => {
    if (copied) host.flash(said);
  });
}

/** Where leaving the game goes: a player back to the menu that opened it (the Lobby, Play the computer),
 * else Online; a spectator to the lobby where there is one, else Online, or the title without a name. */
export function leaveTo(facts: {
  readonly watch: boolean;
  /** The scene key of the menu that opened the game; null after a link or a reload. */
  readonly from: string | null;
  readonly hasLobby: boolean;
  readonly named: boolean;
}): string {
  if (!facts.watch) return facts.from ?? 'Online';
  return facts.hasLobby ? 'Lobby' : facts.named ? 'Online' : 'Title';
}
