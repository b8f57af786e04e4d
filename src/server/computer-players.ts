import { MAX_STRENGTH, MIN_STRENGTH } from '../core/strengths';
import { nameKey } from '../net/names';
import type { GamePlayer } from './online-game';
import type { ClubStore } from './storage/club-store';

/**
 * The computer's club players: one per strength (`computer-5`, shown as "Computer (5)"),
 * made in the store the first time someone plays that strength, so its games are kept, listed and
 * replayed like anyone's. No human can take their names: the guest route refuses every name that
 * folds to one starting with "computer", and the names themselves use characters a guest's cannot.
 */
const ID_PREFIX = 'computer-';
const RESERVED_PREFIX = 'computer';

export const computerId = (strength: number): string => `${ID_PREFIX}${strength}`;

/** The strength a player id stands for, or null for a human. */
export function computerStrengthOf(playerId: string): number | null {
  if (!playerId.startsWith(ID_PREFIX)) return null;
  const strength = Number(playerId.slice(ID_PREFIX.length));
  return Number.isInteger(strength) && strength >= MIN_STRENGTH && strength <= MAX_STRENGTH ? strength : null;
}

/**
 * Short enough for a player card (a guest's name has at most 20 characters): the strength's name and
 * description are on the Play the computer screen, in the player's language.
 */
export const computerName = (strength: number): string => `Computer (${strength})`;

/** Names kept for the computer: any a guest might pick that reads as "computer…" (look-alikes folded). */
export const isReservedName = (name: string): boolean => nameKey(name).startsWith(RESERVED_PREFIX);

/** The computer's player at a strength (1–10), created in the store on first use. */
export async function computerPlayer(store: ClubStore, strength: number, now: number): Promise<GamePlayer> {
  const id = computerId(strength);
  const name = computerName(strength);
  const known = await store.playerById(id);
  if (known) return { id, name: known.name };
  const created = await store.createPlayer({
    id,
    name,
    nameKey: nameKey(name),
    createdAt: now,
    lastSeenAt: now,
  });
  // Two first games at once: the other request made it a moment ago.
  if (!created.ok && !(await store.playerById(id))) throw new Error(`could not create ${id}`);
  return { id, name };
}
