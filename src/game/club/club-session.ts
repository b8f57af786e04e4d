import { browserIdentities, type ClubIdentity, type IdentityStore } from './club-identity';
import { renewSession } from './club-api';
import { sendWorldRecords } from './world-sender';

let store: IdentityStore | null = null;
/** Tokens are renewed once per page load (each visit), not on every screen. */
let renewed = false;

/** This browser's club identities (one store per page). */
export function identities(): IdentityStore {
  store ??= browserIdentities();
  return store;
}

/**
 * The identity this tab plays as, renewed with the club on the first call of the visit; null when a
 * name must be chosen (none kept, or the club no longer knows the token). When the club cannot be
 * reached the kept identity is used as it is: the room will say if it is wrong.
 */
export async function currentIdentity(): Promise<ClubIdentity | null> {
  const kept = identities().identity;
  if (!kept || renewed) return kept;
  const fresh = await renewSession(kept.token);
  if (fresh.ok) {
    renewed = true;
    identities().keep(fresh.value);
    return fresh.value;
  }
  if (fresh.error.code === 'bad-token') {
    identities().forget();
    return null;
  }
  return kept;
}

/** A fresh identity was just issued (a new name): no renewal needed this visit. */
export function chosen(identity: ClubIdentity, tabOnly: boolean): void {
  identities().keep(identity, tabOnly);
  renewed = true;
  // World records that waited for a name can go now.
  sendWorldRecords();
}
