import { gameRules } from '../core/games';
import { err, type Result } from '../core/result';
import type { LobbyPlayer } from '../net/lobby';
import type { RatingPool } from '../net/ratings';
import { refusal, type Refusal } from '../net/refusal';
import type { TimeControlId } from '../net/time-control';
import type { ClubContext } from './club-context';
import type { GameOrder } from './open-game';
import { openGameBetween, type OpenedGame, type RatedSide } from './rated-pairs';

/** The rating window: ±100 at first, 50 wider for every 5 s of waiting. */
export const PAIRING_WINDOW = 100;
export const PAIRING_WIDENING = 50;
export const PAIRING_WIDEN_EVERY_MS = 5_000;

/** Someone looking for a rated game in one pool. */
export interface Seeker {
  readonly player: LobbyPlayer;
  /** The lobby connection that asked (told first when paired). */
  readonly sessionId: string;
  /** The game, by its name in the registry, and its variant (`rules`, as in `GameSetup`). */
  readonly game: string;
  readonly rules: string;
  readonly timeControl: TimeControlId;
  readonly pool: RatingPool;
  /** The seeker's rating in the pool (the start rating before a first game). */
  readonly rating: number;
  /** The browser's own id (kept in its storage): one browser never plays itself rated. */
  readonly browser: string;
  /** The network address the connection came from ('' when unknown). */
  readonly address: string;
  readonly since: number;
}

/** Two seekers made a pair (rated, unless `rated-pairs.ts` finds they might be one person). */
export interface Pairing {
  readonly first: Seeker;
  readonly second: Seeker;
}

/** How far from their rating a seeker who has waited `waitedMs` accepts an opponent. */
export const pairingWindow = (waitedMs: number): number =>
  PAIRING_WINDOW + PAIRING_WIDENING * Math.floor(Math.max(0, waitedMs) / PAIRING_WIDEN_EVERY_MS);

/** Never the same person on both sides: the same player, or the same browser (two guests in two tabs). */
const samePerson = (a: Seeker, b: Seeker): boolean => a.player.id === b.player.id || a.browser === b.browser;

/** Both ask for the same game: the same game, variant and clock (so the same pool). */
const sameGame = (a: Seeker, b: Seeker): boolean =>
  a.game === b.game && a.rules === b.rules && a.timeControl === b.timeControl;

/**
 * The quick-pairing queue: plain bookkeeping with no sockets and no timers; the lobby adds and removes
 * seekers and asks for pairs on its tick, with its clock. Two seekers pair when they look in the same
 * game (ending and clock, so one pool) and each one's rating lies within the other's window. The longest waiting is served first, with
 * the closest rating (then the longest waiting) among those who fit.
 */
export class PairingQueue {
  /** In arrival order. */
  private seekers: Seeker[] = [];

  get size(): number {
    return this.seekers.length;
  }

  /** How many look in each pool. */
  counts(): Record<RatingPool, number> {
    const counts: Record<RatingPool, number> = {};
    for (const seeker of this.seekers) counts[seeker.pool] = (counts[seeker.pool] ?? 0) + 1;
    return counts;
  }

  /** Everyone looking, in arrival order. */
  all(): readonly Seeker[] {
    return this.seekers;
  }

  byPlayer(playerId: string): Seeker | undefined {
    return this.seekers.find((seeker) => seeker.player.id === playerId);
  }

  /** Adds a seeker, replacing the player's earlier search (one search per player). */
  seek(seeker: Seeker): void {
    this.leave(seeker.player.id);
    this.seekers.push(seeker);
  }

  /** Stops the player's search; false when they had none. */
  leave(playerId: string): boolean {
    const before = this.seekers.length;
    this.seekers = this.seekers.filter((seeker) => seeker.player.id !== playerId);
    return this.seekers.length !== before;
  }

  /** Takes every pair that fits at time `now` out of the queue. */
  pair(now: number): Pairing[] {
    const pairs: Pairing[] = [];
    const waiting = [...this.seekers].sort((a, b) => a.since - b.since);
    const taken = new Set<Seeker>();
    for (const seeker of waiting) {
      if (taken.has(seeker)) continue;
      const reach = pairingWindow(now - seeker.since);
      let best: Seeker | null = null;
      for (const other of waiting) {
        if (other === seeker || taken.has(other) || !sameGame(seeker, other) || samePerson(seeker, other)) {
          continue;
        }
        const gap = Math.abs(other.rating - seeker.rating);
        if (gap > reach || gap > pairingWindow(now - other.since)) continue;
        if (!best || gap < Math.abs(best.rating - seeker.rating)) best = other;
      }
      if (!best) continue;
      taken.add(seeker).add(best);
      pairs.push({ first: seeker, second: best });
    }
    this.seekers = this.seekers.filter((seeker) => !taken.has(seeker));
    return pairs;
  }
}

const sideOf = (seeker: Seeker): RatedSide => ({
  playerId: seeker.player.id,
  browser: seeker.browser,
  address: seeker.address,
});

/**
 * Opens a pair's game from its game's usual start, colours drawn, listed among the lobby's live games:
 * rated, or unrated with the reason (`OpenedGame.unrated`) when the two share an address or a browser.
 */
export async function openPairedGame(
  context: ClubContext,
  pairing: Pairing,
): Promise<Result<OpenedGame, Refusal>> {
  const { first, second } = pairing;
  const rules = gameRules(first.game);
  if (!rules) return err(refusal('unknown-game', `The club does not know a game called "${first.game}".`));
  const order: GameOrder = {
    game: first.game,
    start: rules.startText(first.rules),
    rules: first.rules,
    timeControl: first.timeControl,
    colour: 'random',
    creator: { id: first.player.id, name: first.player.name },
    opponent: { id: second.player.id, name: second.player.name },
    listed: true,
    rated: true,
  };
  return openGameBetween(context, order, sideOf(first), sideOf(second));
}
