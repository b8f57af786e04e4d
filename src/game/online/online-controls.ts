import { opponentOf, type Side } from '../../core/side';
import type { GameView } from '../../net/game-view';
import type { ClientMessageType } from '../../net/protocol';
import { t } from '../base/i18n';
import { isComputer } from '../club/player-names';

/** What a button of the online game asks for: a room message, or something on this device. */
export type ControlAction =
  | Exclude<ClientMessageType, 'move' | 'ping'>
  | 'resign-ask'
  | 'leave'
  | 'replay'
  | 'copy-game'
  | 'copy-watch'
  | 'profile';

export interface ControlButton {
  readonly action: ControlAction;
  readonly label: string;
  readonly enabled: boolean;
  readonly primary: boolean;
}

const button = (action: ControlAction, label: string, enabled = true, primary = false): ControlButton => ({
  action,
  label,
  enabled,
  primary,
});

export interface ControlFacts {
  /** The side this player sits on; null for a watcher. */
  readonly you: Side | null;
  /** The player tapped Resign once: the next tap confirms. */
  readonly confirmingResign: boolean;
  /** The replay viewer is part of this build. */
  readonly replay: boolean;
}

/** The buttons the player has now: answers to the opponent's offers first, then their own moves. */
export function controlsFor(view: GameView, facts: ControlFacts): ControlButton[] {
  const { you } = facts;
  const leave = button('leave', t('online.leave'));
  if (!you || view.phase === 'waiting') return [leave];
  const them = opponentOf(you);
  const { offers } = view;
  if (view.end) {
    const buttons: ControlButton[] = [];
    if (offers.rematch === them) {
      buttons.push(button('rematch-accept', t('online.rematch'), true, true));
      buttons.push(button('rematch-decline', t('online.decline')));
    } else {
      const offered = offers.rematch === you;
      buttons.push(
        button('rematch-offer', t(offered ? 'online.rematchOffered' : 'online.rematch'), !offered, true),
      );
    }
    if (view.gameId && view.end.result !== 'aborted') {
      if (facts.replay) buttons.push(button('replay', t('online.replay')));
      buttons.push(button('copy-game', t('online.copyGame')));
    }
    // After a rated game: the player's profile, where the rating's history shows the change.
    if (view.rated) buttons.push(button('profile', t('ranked.profile')));
    buttons.push(leave);
    return buttons;
  }
  const buttons: ControlButton[] = [];
  if (offers.draw === them) {
    buttons.push(button('draw-accept', t('online.accept'), true, true));
    buttons.push(button('draw-decline', t('online.decline')));
  }
  if (offers.takeback === them) {
    buttons.push(button('takeback-accept', t('online.accept'), true, true));
    buttons.push(button('takeback-decline', t('online.decline')));
  }
  buttons.push(
    facts.confirmingResign
      ? button('resign', t('online.resignSure'), true, true)
      : button('resign-ask', t('online.resign')),
  );
  if (view.moves.length < 2) buttons.push(button('abort', t('online.abort')));
  else if (offers.draw !== them) {
    const offered = offers.draw === you;
    buttons.push(button('draw-offer', t(offered ? 'online.drawOffered' : 'online.drawOffer'), !offered));
  }
  if (!view.rated && view.moves.length > 0 && offers.takeback !== them) {
    const asked = offers.takeback === you;
    buttons.push(button('takeback-request', t(asked ? 'online.takebackAsked' : 'online.takeback'), !asked));
  }
  return buttons;
}

/** A line for the status bar about an open offer of the opponent's, or null. */
export function offerLine(view: GameView, you: Side | null): string | null {
  if (!you) return null;
  const them = opponentOf(you);
  const name = view.players[them]?.name ?? them;
  if (view.end) return view.offers.rematch === them ? t('online.rematchFrom', { name }) : null;
  if (view.offers.draw === them) return t('online.drawFrom', { name });
  if (view.offers.takeback === them) return t('online.takebackFrom', { name });
  return null;
}

/**
 * A line for the status bar when the opponent has just declined this player's draw offer or takeback
 * request, or null. The server only clears the offer, so the two snapshots tell: an own offer gone with
 * no move played or taken back and no end (a move or an accepted offer also clears it). The computer
 * declines in the same instant, so without this line its answer would go unseen.
 */
export function declineLine(before: GameView | null, view: GameView, you: Side | null): string | null {
  if (!you || !before || view.end || before.gameId !== view.gameId) return null;
  if (before.moves.length !== view.moves.length) return null;
  const gone = (offer: 'draw' | 'takeback'): boolean =>
    before.offers[offer] === you && view.offers[offer] === null;
  if (!gone('draw') && !gone('takeback')) return null;
  const them = view.players[opponentOf(you)];
  if (!them) return null;
  return isComputer(them) ? t('online.computerDeclines') : t('online.declined', { name: them.name });
}
