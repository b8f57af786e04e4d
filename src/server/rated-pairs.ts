/**
 * # Rated games that cannot be farmed
 *
 * Two accounts of one person, or two people who sit together, could hand each other rating points. So a
 * game that would be rated (quick pairing, a rated challenge) is played unrated, and says so before it
 * starts, when its two players come from one address (a household shares one too: they can still play,
 * unrated), or when one browser id was used by both in the last SHARED_BROWSER_DAYS days (the browser's
 * id stays in its storage across the accounts signed in there). Browser ids are remembered, hashed,
 * whenever a rated game is opened, in the store's `player_browsers`.
 */
import { createHash } from 'node:crypto';
import { ok, type Result } from '../core/result';
import { SHARED_BROWSER_DAYS, type UnratedReason } from '../net/ratings';
import type { Refusal } from '../net/refusal';
import type { ClubContext } from './club-context';
import { openGame, type GameOrder } from './open-game';
import type { RatingStore } from './storage/rating-store';

const DAY_MS = 86_400_000;

/** One side of a game about to open: the player, their browser's id and the address they came from. */
export interface RatedSide {
  readonly playerId: string;
  /** '' when the connection gave none (a rated game needs one). */
  readonly browser: string;
  /** '' when unknown. */
  readonly address: string;
}

/** A game opened for two players: its invite code, and why it is played unrated when it would be rated. */
export interface OpenedGame {
  readonly code: string;
  readonly unrated: UnratedReason | null;
}

/** An address as one host: IPv4 written as IPv6 (`::ffff:198.51.100.4`, as a dual-stack socket says it) is the IPv4 address. */
export const hostOf = (address: string): string =>
  address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** Both came from one known address. */
export const sameAddress = (a: RatedSide, b: RatedSide): boolean =>
  a.address !== '' && hostOf(a.address) === hostOf(b.address);

/** A browser id as the store keeps it: only ever compared, so kept hashed. */
const browserMark = (browser: string): string => createHash('sha256').update(browser).digest('hex');

/**
 * Why a rated game between these two must be played unrated, or null when it may be rated. Remembers
 * both browsers first, so a browser used now counts against whoever uses it next.
 */
export async function unratedBecause(
  store: RatingStore,
  a: RatedSide,
  b: RatedSide,
  now: number,
): Promise<UnratedReason | null> {
  const since = now - SHARED_BROWSER_DAYS * DAY_MS;
  for (const side of [a, b]) {
    if (side.browser !== '') await store.noteBrowser(side.playerId, browserMark(side.browser), now, since);
  }
  if (sameAddress(a, b)) return 'same-address';
  if (a.browser !== '' && a.browser === b.browser) return 'shared-browser';
  return (await store.shareBrowser(a.playerId, b.playerId, since)) ? 'shared-browser' : null;
}

/**
 * Opens a game between `a` and `b` (the order's creator and opponent): rated as the order says, unless
 * `unratedBecause` finds a reason, which then goes into the game's setup and view and the answer.
 */
export async function openGameBetween(
  context: ClubContext,
  order: GameOrder,
  a: RatedSide,
  b: RatedSide,
): Promise<Result<OpenedGame, Refusal>> {
  const unrated = order.rated === true ? await unratedBecause(context.store, a, b, context.now()) : null;
  const opened = await openGame(context, unrated ? { ...order, rated: false, unrated } : order);
  return opened.ok ? ok({ code: opened.value, unrated }) : opened;
}
