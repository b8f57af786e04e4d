import { t } from '../base/i18n';
import type { IdentityStore } from '../club/club-identity';

/** Where the page goes on arrival for online play, and the address to leave behind. */
export interface OnlineLaunch {
  readonly scene: 'OnlinePlay' | 'ClubName' | 'Title';
  readonly data: object;
  /** The query string without `join=` (a reload then rejoins through the tab's kept game instead). */
  readonly search: string;
}

/** Other links win over a kept game: a player who opens a level link wants that level. */
const OTHER_LINKS = ['level', 'fen', 'game', 'player'];

const CODE = /^[\w-]{1,32}$/;

/**
 * `?watch=<code>` watches a live game, in any language and with or without a name (a spectator needs
 * none). The link stays in the address, so a reload watches again; leaving drops it (forgetWatchLink).
 */
function watchLaunch(query: URLSearchParams, search: string): OnlineLaunch | null {
  const watch = query.get('watch');
  if (watch === null) return null;
  const code = watch.trim();
  if (CODE.test(code)) return { scene: 'OnlinePlay', data: { code, watch: true }, search };
  query.delete('watch');
  const rest = query.toString();
  const notice = t('online.cannotJoin', { reason: t('online.refused.not-found') });
  return { scene: 'Title', data: { notice }, search: rest === '' ? '' : `?${rest}` };
}

/**
 * The link that watches a live game (and its rematches) without a seat: `?watch=<code>`. The club is
 * this page's origin (as club-api's links say), not imported here: this file loads before the title.
 */
export const watchLink = (code: string): string =>
  `${window.location.origin}${window.location.pathname}?watch=${encodeURIComponent(code)}`;

/** A spectator left the game: a reload of the page no longer watches it. */
export function forgetWatchLink(): void {
  const query = new URLSearchParams(window.location.search);
  if (!query.has('watch')) return;
  query.delete('watch');
  const rest = query.toString();
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', pathname + (rest === '' ? '' : `?${rest}`) + hash);
}

/**
 * `?join=<code>` opens a friend's game (after a name, on a first visit, in any language); without a
 * link, a tab that was in an online game goes back to it (a reload). Null: not an online arrival.
 */
export function onlineLaunch(search: string, store: IdentityStore, now = Date.now()): OnlineLaunch | null {
  const query = new URLSearchParams(search);
  const watch = watchLaunch(query, search);
  if (watch) return watch;
  const join = query.get('join');
  if (join !== null) {
    query.delete('join');
    const rest = query.toString();
    const left = rest === '' ? '' : `?${rest}`;
    const code = join.trim();
    if (!CODE.test(code)) {
      const notice = t('online.cannotJoin', { reason: t('online.refused.not-found') });
      return { scene: 'Title', data: { notice }, search: left };
    }
    // The same browser's own invite, opened in another tab: that tab plays as a second guest.
    if (store.createdElsewhere(code, now))
      return { scene: 'ClubName', data: { join: code, secondTab: true }, search: left };
    if (!store.identity) return { scene: 'ClubName', data: { join: code }, search: left };
    return { scene: 'OnlinePlay', data: { code }, search: left };
  }
  const kept = store.game;
  if (kept && store.identity && !OTHER_LINKS.some((name) => query.has(name))) {
    return { scene: 'OnlinePlay', data: { code: kept }, search };
  }
  return null;
}

export interface OnlinePlayData {
  /** The invite code: the room's id. */
  readonly code: string;
  /** Only watch (a spectator from the lobby or a `?watch=` link): never take a seat, move or offer. */
  readonly watch?: boolean;
  /**
   * The menu that opened the game (the Lobby, Play the computer, Play a friend): a player who leaves goes
   * back there. Absent (a link, a reload): to Online.
   */
  readonly from?: string;
}
