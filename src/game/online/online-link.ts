import { t } from '../ui/i18n';
import type { IdentityStore } from './club-identity';

/** Where the page goes on arrival for online play, and the address to leave behind. */
export interface OnlineLaunch {
  readonly scene: 'OnlinePlay' | 'ClubName' | 'Title';
  readonly data: object;
  /** The query string without `join=` (a reload then rejoins through the tab's kept game instead). */
  readonly search: string;
}

/** Other links win over a kept game: a player who opens a level link wants that level. */
const OTHER_LINKS = ['level', 'fen', 'game'];

/**
 * `?join=<code>` opens a friend's game (after a name, on a first visit, in any language); without a
 * link, a tab that was in an online game goes back to it (a reload). Null: not an online arrival.
 */
export function onlineLaunch(search: string, store: IdentityStore, now = Date.now()): OnlineLaunch | null {
  const query = new URLSearchParams(search);
  const join = query.get('join');
  if (join !== null) {
    query.delete('join');
    const rest = query.toString();
    const left = rest === '' ? '' : `?${rest}`;
    const code = join.trim();
    if (!/^[\w-]{1,32}$/.test(code)) {
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
