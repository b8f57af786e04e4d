import type { ChallengeOrder, LiveGameView, LobbyView } from '../../net/lobby';

/**
 * The public challenge one visit to the lobby keeps open for its player. The club drops a challenge
 * with the connection that posted it, so the screen posts it again when its link comes back; but only
 * one that is still open: once taken, cancelled or refused it is never posted again. Pure: the lobby
 * scene feeds it what happens and sends what it says.
 */
export interface ChallengeWish {
  /** The challenge the player wants open (posted by their tap on this visit), or null. */
  readonly order: ChallengeOrder | null;
  /** Post `order` with the next view: the first one of the visit, or of a link that came back. */
  readonly due: boolean;
  /** The codes of the player's games at the last view (null before any), to tell a challenge taken while the link was down. */
  readonly games: readonly string[] | null;
}

export type WishEvent =
  /** The lobby's link opened (the first time, or again after a drop). */
  | { readonly type: 'link-open' }
  /** A view of the lobby came (the club sends one at once to every connection that joins). */
  | { readonly type: 'view'; readonly view: LobbyView }
  /** The challenge is over for good: accepted, cancelled by its owner, or refused by the club. */
  | { readonly type: 'ended' };

export interface WishStep {
  readonly wish: ChallengeWish;
  /** The challenge to post now. */
  readonly post?: ChallengeOrder;
  /** The game the challenge became while the link was down (the club's word of it went with the link). */
  readonly taken?: string;
}

/** A visit to the lobby, with the challenge the player just set up on the form, or none. */
export const wishFor = (order: ChallengeOrder | null): ChallengeWish => ({
  order,
  due: order !== null,
  games: null,
});

/** A game of the player's with the challenge's choices: what accepting it opened. */
const opens = (order: ChallengeOrder, game: LiveGameView): boolean =>
  game.game === order.game &&
  game.start === order.start &&
  game.rules === order.rules &&
  game.timeControl === order.timeControl;

export function wishAfter(wish: ChallengeWish, event: WishEvent): WishStep {
  switch (event.type) {
    case 'link-open':
      return { wish: { ...wish, due: wish.order !== null } };
    case 'ended':
      return { wish: { ...wish, order: null, due: false } };
    case 'view':
      return viewed(wish, event.view);
  }
}

/**
 * A view came: the challenge due is posted, unless a game that accepting it would open is new among
 * the player's since the last view (it was taken while the link was down): then it is over, and that
 * game is the player's to go to.
 */
function viewed(wish: ChallengeWish, view: LobbyView): WishStep {
  const games = view.yours.map((game) => game.code);
  const { order, due, games: before } = wish;
  if (!order || !due) return { wish: { ...wish, games } };
  const taken = before && view.yours.find((game) => !before.includes(game.code) && opens(order, game));
  if (taken) return { wish: { order: null, due: false, games }, taken: taken.code };
  return { wish: { order, due: false, games }, post: order };
}
