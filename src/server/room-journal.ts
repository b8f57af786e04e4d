import { FIRST_GAME } from '../core/games';
import { SIDES, type Side } from '../core/side';
import type { ClockView, GameEndView, OffersView } from '../net/game-view';
import { OnlineGame, type GamePlayer, type GameSetup } from './online-game';
import type { StoredMove } from './storage/club-store';
import type { LiveRoomStore } from './storage/live-room-store';

/**
 * What a clustered club keeps of an open game room so another process can open it again: the room's
 * setup, who sits where, the current game's id, start and moves, its end, and the offers in the air (a
 * draw, a takeback, a rematch after the end); clocks are rebuilt from the moves' times. Kept as JSON in
 * `live_rooms.state`, so a new field needs no migration: records written before it have none.
 */
export interface RoomSnapshot {
  /** The room's setup; records written before the club had a second game name none (`setupOf`). */
  readonly setup: GameSetup;
  readonly seats: { readonly x: GamePlayer | null; readonly o: GamePlayer | null };
  readonly gameId: string | null;
  readonly startedAt: number;
  readonly moves: readonly StoredMove[];
  readonly over: boolean;
  readonly end?: GameEndView | null;
  readonly offers?: OffersView;
  /** Both clocks at the last change (a takeback charges time no move records). */
  readonly clock?: ClockView | null;
  /** The plies that can no longer be taken back. */
  readonly settled?: number;
}

/** A record's setup, naming its game: a record from before the club had a second game is the first game's. */
export function setupOf(snapshot: RoomSnapshot): GameSetup {
  const { game } = snapshot.setup as Partial<GameSetup>;
  return typeof game === 'string' ? snapshot.setup : { ...snapshot.setup, game: FIRST_GAME };
}

export function snapshotOf(setup: GameSetup, game: OnlineGame, now: number): RoomSnapshot {
  const view = game.view(now);
  const seat = (side: Side): GamePlayer | null => {
    const player = view.players[side];
    return player && { id: player.id, name: player.name };
  };
  return {
    setup,
    seats: { x: seat('x'), o: seat('o') },
    gameId: view.gameId,
    startedAt: game.storedGame()?.startedAt ?? now,
    moves: view.moves.map(({ ply, move, clockMs, at }) => ({ ply, move, clockMs, at })),
    over: view.phase === 'over',
    end: view.end,
    offers: view.offers,
    clock: view.clock,
    settled: game.settledMoves().length,
  };
}

/**
 * The game of a snapshot, played again move by move at the moves' own times, with the clocks as the
 * record kept them (older records: as the replay makes them), then held from the last change to `now`:
 * the time the failure took is charged to nobody. Both players are away from `now`, with the usual
 * minute to come back. The end and the offers come back as they were: an offer made before the failure
 * can still be accepted after it.
 */
export function restoreGame(snapshot: RoomSnapshot, newId: () => string, now: number): OnlineGame {
  const { seats } = snapshot;
  const setup = setupOf(snapshot);
  const creatorSide = SIDES.find((side) => seats[side]?.id === setup.creator.id) ?? setup.creatorSide;
  let storedId = snapshot.gameId;
  const ids = (): string => {
    const id = storedId ?? newId();
    storedId = null;
    return id;
  };
  const game = new OnlineGame({ ...setup, creatorSide }, ids);
  const other = SIDES.find((side) => side !== creatorSide) ?? 'o';
  const opponent = seats[other];
  if (opponent) game.seat(opponent, snapshot.startedAt);
  let last = snapshot.startedAt;
  for (const { ply, move, at } of snapshot.moves) {
    // Forced moves are the server's own: playing the move before them played them again.
    const kept = game.moveOf(ply);
    if (kept !== undefined) {
      if (kept === move) continue;
      throw new Error(`restoring ${setup.code}: ply ${ply} is ${kept}, the record says ${move}`);
    }
    const done = game.act(game.view(at).turn, { type: 'move', ply, move }, at);
    if (!done.ok) throw new Error(`restoring ${setup.code}: ply ${ply} ${move}: ${done.error.text}`);
    last = at;
  }
  game.restoreClocks(snapshot.moves, snapshot.clock ?? null, snapshot.settled ?? 0);
  const held = snapshot.clock?.at ?? last;
  const running = game.holdClocks(held);
  game.holdClocks(Math.max(now, held), running);
  for (const side of SIDES) {
    if (!seats[side]) continue;
    game.arrive(side);
    game.depart(side, now);
  }
  game.resume(snapshot.end ?? null, snapshot.offers ?? { draw: null, takeback: null, rematch: null });
  return game;
}

/**
 * One room's record in the live-room store, written in order. A write that fails leaves the room to hold
 * its game (`held`) until a later write succeeds; a write refused for its epoch means another process has
 * restored the room (`superseded`), and this one must close.
 */
export class RoomJournal {
  held = false;
  superseded = false;
  private stored = '';
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly rooms: LiveRoomStore<RoomSnapshot>,
    readonly code: string,
    readonly epoch: number,
    private readonly log: (message: string) => void,
  ) {}

  /** Resolves true once `snapshot` is stored (or was already), false when it could not be. */
  save(snapshot: RoomSnapshot, at: number): Promise<boolean> {
    const json = JSON.stringify(snapshot);
    const saved = this.chain.then(async () => {
      if (json === this.stored) return true;
      try {
        if (!(await this.rooms.save(this.code, this.epoch, snapshot, at))) {
          this.superseded = true;
          return false;
        }
        this.stored = json;
        return true;
      } catch (error) {
        this.log(`room ${this.code}: not stored: ${error instanceof Error ? error.message : String(error)}`);
        return false;
      }
    });
    this.chain = saved;
    return saved;
  }

  /** The room closed for good: its record goes (after the writes before). */
  drop(): Promise<void> {
    const dropped = this.chain.then(() => this.rooms.drop(this.code, this.epoch)).catch(() => undefined);
    this.chain = dropped;
    return dropped;
  }
}
