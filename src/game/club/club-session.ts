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
    signedOut();
    return null;
  }
  return kept;
}

/**
 * The club refused this tab's token (`bad-token`: revoked by a password change or "Sign out everywhere"
 * on another device, or too old): it is dropped, so the next screen asks to sign in or choose a name
 * instead of trying it again.
 */
export function signedOut(): void {
  identities().forget();
  renewed = false;
}

/** A fresh identity was just issued (a new name): no renewal needed this visit. */
export function chosen(identity: ClubIdentity, tabOnly: boolean): void {
  identities().keep(identity, tabOnly);
  renewed = true;
  // World records that waited for a name can go now.
  sendWorldRecords();
}
