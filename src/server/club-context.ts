import type { AddressHoldings } from './address-holdings';
import type { Level } from './campaign-levels';
import type { ClubLimits } from './club-limits';
import type { ScryptCost } from './passwords';
import type { ClusterPart, JournalPart } from './cluster';
import type { ComputerPlay } from './computer-seat';
import type { LiveGames } from './live-games';
import type { GameSetup } from './online-game';
import type { ClubRates } from './rate-limits';
import type { RefusalLog } from './refusal-log';
import type { ClubStore } from './storage/club-store';
import type { TokenKeeper } from './tokens';
import type { WorldSeeds } from './world-seeds';

/** What the club's rooms and HTTP routes share: storage, tokens, the clock and the log. */
export interface ClubContext {
  readonly store: ClubStore;
  readonly tokens: TokenKeeper;
  /** The world records' seed tickets, signed under the token secret (world-seeds.ts). */
  readonly seeds: WorldSeeds;
  /** The server's clock (epoch ms). Tests inject their own to run clocks without waiting. */
  readonly now: () => number;
  /** The clock the flood guard counts messages by (real time even when `now` is a test's clock). */
  readonly floodNow: () => number;
  readonly newId: () => string;
  /**
   * Games made by POST /api/games, waiting for their room: the room takes its setup by a one-time key,
   * so nobody can create a room (or choose its settings) through Colyseus's own matchmaking calls.
   */
  readonly setups: Map<string, GameSetup>;
  /** How often rooms look at flags and away deadlines, in ms. */
  readonly tickMs: number;
  /** How long a private game waits for anyone to come back to an empty room before it closes, in ms. */
  readonly emptyRoomLimitMs: number;
  readonly log: (message: string) => void;
  /** The limits per client address (and per game), as set for this club. */
  readonly limits: ClubLimits;
  /** The scrypt cost of new password hashes. */
  readonly passwordCost: ScryptCost;
  /** The counted limits (API calls, wrong passwords, watch joins): in memory, or in Redis in a cluster. */
  readonly rates: ClubRates;
  /** What each address holds in this process: websockets, unjoined rooms, computer games going. */
  readonly holdings: AddressHoldings;
  /** Every refusal, one rate-limited structured line each (abuse shows in the log; a flood cannot fill it). */
  readonly refusals: RefusalLog;
  /** Every open game room's summary, which rooms publish and the lobby lists. */
  readonly liveGames: LiveGames;
  /** The computer opponent: the engine's worker pool and its shortest reply time. */
  readonly computer: ComputerPlay;
  /** The campaign's levels in play order (read from `levels/`), which world records are replayed against. */
  readonly levels: readonly Level[];
  /** Present when the club runs on several processes (Redis and PostgreSQL): see cluster.ts. */
  readonly cluster?: ClusterPart;
  /**
   * Present when open game rooms are kept in the live-room store (a club on its SQL database, one process
   * or several): each room's record is written before a move is acknowledged, and opened again from there.
   */
  readonly journal?: JournalPart;
}
