import type { Game, Side } from '../../core';
import type { GameView } from '../../net/game-view';
import { t } from '../base/i18n';
import type { Rect } from '../board/layout';
import { controlsFor, type ControlButton, type ControlFacts } from './online-controls';
import type { OnlineLayout } from './online-layout';
import { reconcile } from './online-sync';

/**
 * Spectating on the online game screen, as plain functions over the screen's facts: where the count of
 * spectators and a spectator's "You are watching" line go, the spectator's status line, and the buttons
 * (a spectator has only the way back and, after the end, the replay; a player may copy a watch link).
 */
export interface WatchLayout {
  /** The screen's own layout, its move list and buttons moved aside for the two lines below. */
  readonly screen: OnlineLayout;
  /** "3 watching": under the move list beside the board, at the end of its line under the board. */
  readonly count: Rect;
  /** "You are watching", in the buttons' first row: for a spectator only. */
  readonly banner: Rect | null;
}

/** The count's line beside the board, in px (the move list keeps at least one line above it). */
const COUNT_LINE = 20;
/** The share of the move list's row the count takes under the board. */
const COUNT_SHARE = 0.3;

export function watchLayout(layout: OnlineLayout, watching: boolean): WatchLayout {
  const { moves, actions, button } = layout;
  let list: Rect;
  let count: Rect;
  if (layout.portrait) {
    const room = Math.round(moves.width * COUNT_SHARE);
    list = { ...moves, width: moves.width - room - button.gap };
    count = { x: moves.x + moves.width - room, y: moves.y, width: room, height: moves.height };
  } else {
    const line = Math.min(COUNT_LINE, Math.floor(moves.height / 2));
    list = { ...moves, height: moves.height - line - 4 };
    count = { x: moves.x, y: moves.y + moves.height - line, width: moves.width, height: line };
  }
  if (!watching) return { screen: { ...layout, moves: list }, count, banner: null };
  const row = button.height + button.gap;
  const banner: Rect = { x: actions.x, y: actions.y, width: actions.width, height: button.height };
  const below: Rect = { ...actions, y: actions.y + row, height: actions.height - row };
  return { screen: { ...layout, moves: list, actions: below }, count, banner };
}

/** "3 watching", or nothing while nobody watches. */
export function watchersText(watchers: number): string {
  if (watchers <= 0) return '';
  return watchers === 1 ? t('watch.count.one') : t('watch.count.many', { count: watchers });
}

/** A spectator's status line while the game goes on: who is to move, or that a player is awaited. */
export function spectatorStatus(view: Pick<GameView, 'phase' | 'players'>, turn: Side): string {
  if (view.phase === 'waiting') return t('watch.waiting');
  return t('watch.toMove', { name: view.players[turn]?.name ?? turn });
}

const button = (action: ControlButton['action'], label: string): ControlButton => ({
  action,
  label,
  enabled: true,
  primary: false,
});

/**
 * The buttons on the screen: a spectator's way back, and after the end the replay and its link; a
 * player's own buttons, with "Copy watch link" last while the game is not over (the first to give way
 * when the row is full).
 */
export function screenControls(view: GameView, facts: ControlFacts): ControlButton[] {
  if (facts.you) {
    const own = controlsFor(view, facts);
    return view.end ? own : [...own, button('copy-watch', t('watch.copyLink'))];
  }
  const buttons: ControlButton[] = [];
  if (view.end && view.gameId && view.end.result !== 'aborted') {
    if (facts.replay) buttons.push(button('replay', t('online.replay')));
    buttons.push(button('copy-game', t('online.copyGame')));
  }
  buttons.push(button('leave', t('menu.back')));
  return buttons;
}

/**
 * What a spectator's board does with the server's latest snapshot. Its session sits on one side and the
 * network plays the other, so each move animates as it does for a player: `follow` (the network side
 * plays what the server has, if anything), `reseat` (the next move is the session's own side: a new
 * session from the game shown plays the other side), or `rebuild` (the two disagree: a takeback, a
 * rematch; the server is right).
 */
export function watchNext(
  shown: { readonly game: Game; readonly you: Side },
  view: Pick<GameView, 'start' | 'rules' | 'moves'>,
): 'follow' | 'reseat' | 'rebuild' {
  const { game, you } = shown;
  if (reconcile(game, view, null, null) === 'rebuild') return 'rebuild';
  return game.moves.length < view.moves.length && game.position.turn === you ? 'reseat' : 'follow';
}
