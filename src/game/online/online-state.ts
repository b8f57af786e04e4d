/**
 * The online game screen's state and how each thing that happens changes it: a pure
 * `(state, event) → state` function, tested in Node. OnlinePlay feeds it what the club, the player and
 * the timers say and draws the result; the board's session and the connection are objects the scene
 * keeps beside it, and what they do is decided from the state before and after an event.
 */
import type { Side } from '../../core/side';
import type { GameView } from '../../net/game-view';
import type { LinkState } from './club-connection';
import type { OnlinePlayData } from './online-link';
import { isNewGame } from './online-sync';

export interface OnlineScreenState {
  /** The invite code: the room's id. */
  readonly code: string;
  /** Only watching: no seat is asked for, nothing is sent but pings. */
  readonly watch: boolean;
  /** The menu that opened the game, where leaving it goes back (Online when absent). */
  readonly from: string | null;
  /** The club's latest snapshot; null until the first. */
  readonly view: GameView | null;
  /** The side this device plays on the board shown; null for a spectator and before the first board. */
  readonly you: Side | null;
  /** This device's move the server has not shown yet (resent after a reconnection). */
  readonly pending: { readonly ply: number; readonly move: string } | null;
  readonly link: LinkState;
  /** A word said instead of the status line for a few seconds (a refusal, a declined offer). */
  readonly notice: string | null;
  /** A success (a copied link) said under the status line for a few seconds. */
  readonly said: string | null;
  /** Why the club closed this connection for good (the game opened elsewhere, flooding). */
  readonly gone: string | null;
  /** Resign was tapped once: the next tap confirms it. */
  readonly confirmingResign: boolean;
  /** When each of the opponent's moves (by ply) was drawn on this screen, in epoch ms. */
  readonly shownAt: Readonly<Record<number, number>>;
  /** The game whose end this screen has heard (its sting and My games take it once). */
  readonly endHeard: string | null;
  /** The result card is folded away, so the final position can be seen whole. */
  readonly resultFolded: boolean;
}

export type OnlineScreenEvent =
  /** A snapshot from the club. */
  | { readonly kind: 'heard'; readonly view: GameView }
  /** The board was made anew from the server's game, this device sitting as `you`. */
  | { readonly kind: 'seated'; readonly you: Side | null }
  | { readonly kind: 'move-sent'; readonly ply: number; readonly move: string }
  /** The club took the move at this ply. */
  | { readonly kind: 'move-taken'; readonly ply: number }
  | { readonly kind: 'move-refused' }
  | { readonly kind: 'link'; readonly link: LinkState }
  | { readonly kind: 'gone'; readonly why: string }
  /** A notice (or a success said) starts, or its few seconds are over (it goes if it is still that one). */
  | { readonly kind: 'notice' | 'notice-over' | 'said' | 'said-over'; readonly text: string }
  | { readonly kind: 'resign-asked' | 'resign-dropped' }
  /** A tap on the board once the game is over: the result card folds away, or back. */
  | { readonly kind: 'result-tapped' }
  | { readonly kind: 'their-move-shown'; readonly ply: number; readonly at: number };

/** The screen as a game opens: nothing heard yet, connecting. */
export function openedScreen(data: OnlinePlayData): OnlineScreenState {
  return {
    code: data.code,
    watch: data.watch === true,
    from: data.from ?? null,
    view: null,
    you: null,
    pending: null,
    link: 'connecting',
    notice: null,
    said: null,
    gone: null,
    confirmingResign: false,
    shownAt: {},
    endHeard: null,
    resultFolded: false,
  };
}

/** The screen after `event`. */
export function onlineScreen(state: OnlineScreenState, event: OnlineScreenEvent): OnlineScreenState {
  switch (event.kind) {
    case 'heard': {
      const { view } = event;
      const pending = state.pending;
      return {
        ...state,
        view,
        resultFolded: isNewGame(state.view, view) ? false : state.resultFolded,
        pending: pending && view.moves.length >= pending.ply ? null : pending,
        confirmingResign: view.phase === 'playing' && !view.end && state.confirmingResign,
        endHeard: view.end ? view.gameId : state.endHeard,
      };
    }
    case 'seated':
      return { ...state, you: event.you, pending: null };
    case 'move-sent':
      return { ...state, pending: { ply: event.ply, move: event.move } };
    case 'move-taken':
      return state.pending?.ply === event.ply ? { ...state, pending: null } : state;
    case 'move-refused':
      return { ...state, pending: null };
    case 'link':
      return { ...state, link: event.link };
    case 'gone':
      return { ...state, gone: event.why };
    case 'notice':
      return { ...state, notice: event.text };
    case 'notice-over':
      return state.notice === event.text ? { ...state, notice: null } : state;
    case 'said':
      return { ...state, said: event.text };
    case 'said-over':
      return state.said === event.text ? { ...state, said: null } : state;
    case 'resign-asked':
      return { ...state, confirmingResign: true };
    case 'resign-dropped':
      return { ...state, confirmingResign: false };
    case 'result-tapped':
      return { ...state, resultFolded: !state.resultFolded };
    case 'their-move-shown':
      return { ...state, shownAt: { ...state.shownAt, [event.ply]: event.at } };
  }
}

/** Whether this device may move now: a player, connected, in a game being played, not sent away. */
export function mayPlay(state: OnlineScreenState): boolean {
  const { view } = state;
  return state.link === 'open' && state.you !== null && view?.phase === 'playing' && !view.end && !state.gone;
}

/** Whether this snapshot ends a game the screen had not heard end yet (`before` is the state it came to). */
export const endNewlyHeard = (before: OnlineScreenState, after: OnlineScreenState): boolean =>
  after.endHeard !== null && after.endHeard !== before.endHeard;

/** The sting a player hears when their game ends in a win or a loss; none for a draw, an abort or a spectator. */
export function endSting(view: GameView, you: Side | null): 'win' | 'loss' | null {
  const result = view.end?.result;
  if (!you || (result !== 'x' && result !== 'o')) return null;
  return result === you ? 'win' : 'loss';
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
