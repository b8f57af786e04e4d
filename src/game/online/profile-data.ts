import type { Profile } from '../../net/ratings';
import { identities } from '../club/club-session';

/** What the Profile screen is opened with. */
export interface ProfileData {
  /** The player's name as typed (the club folds it like every name). */
  readonly name: string;
  /** Where Back leads; the title when absent (a `?player=` link). */
  readonly returnTo?: { readonly scene: string; readonly data?: object };
  /** Test build only: show this profile without a club, so the text walk can measure a full one. */
  readonly preview?: Profile;
}

/**
 * Leaves the online game for this player's own profile: the tab no longer rejoins the game on a reload
 * (as when opening its replay), and Back from the profile goes to `back`.
 */
export function leaveGameForProfile(back: string): ProfileData {
  const store = identities();
  store.game = null;
  return { name: store.identity?.name ?? '', returnTo: { scene: back } };
}
