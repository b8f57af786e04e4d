import { err, ok, type Result } from '../core/result';
import { opponentOf, SIDES, type Side } from '../core/side';
import type {
  ClockView,
  GameEndReason,
  GameEndView,
  GamePhase,
  GameResult,
  GameView,
  OffersView,
  SeatRatingView,
  SeatView,
} from '../net/game-view';
import { AWAY_LIMIT_MS } from '../net/limits';
import { MAX_PLY, type ClientMessage, type PingMessage } from '../net/protocol';
import { poolOf, type RatingChanges, type RatingPool, type UnratedReason } from '../net/ratings';
import { refusal, type Refusal } from '../net/refusal';
import { timeControlOf, type TimeControl, type TimeControlId } from '../net/time-control';
import { GameClock } from './game-clock';
import { OnlineBoard } from './online-board';
import type { NewClubGame, StoredMove } from './storage/club-store';
import type { FlagReason } from './storage/rating-store';

/**
 * One online game and its rematches, as the server keeps it: seats, moves, clocks, offers and the end.
 * No sockets and no timers: the room feeds it players, actions and the time, and sends its view. Every
 * rule question goes to its board (online-board.ts), which asks the setup's game through the contract
 * (core/contract.ts): this class knows turns, clocks and what players may ask for, never which game it
 * serves.
 */
export interface GamePlayer {
  readonly id: string;
  readonly name: string;
}

export interface GameSetup {
  readonly code: string;
  /** The game, by its name in the registry (core/games.ts): `ataxx`. */
  readonly game: string;
  /** Start position as the game's position text, already checked with `checkStart`. */
  readonly start: string;
  /**
   * The game's variant, one of `gameRules(game).variants` (Ataxx: `arcade` or `classic`). Named `rules`
   * because it was Ataxx's ruleset before the club had a second game: views, stored games and the live
   * room records all kept the name.
   */
  readonly rules: string;
  readonly timeControl: TimeControlId;
  readonly rated: boolean;
  readonly creator: GamePlayer;
  readonly creatorSide: Side;
  /**
   * The one player who may take the other seat (a public challenge's acceptor, the computer); absent
   * for a friend's game, whose other seat goes to the first other player who joins.
   */
  readonly opponent?: GamePlayer;
  /** Shown among the lobby's live games (public challenges and games against the computer). */
  readonly listed?: boolean;
  /** Why a rated game is flagged for review when it is rated (both players from one address). */
  readonly review?: readonly FlagReason[];
  /** Set on a game that would have been rated and is played unrated (`rated` false), and why. */
  readonly unrated?: UnratedReason;
}

/** Everything a player can ask of a game (pings are the room's business). */
export type GameAction = Exclude<ClientMessage, PingMessage>;

interface Seat extends GamePlayer {
  connected: boolean;
  /** When the player went away; null while here. */
  awaySince: number | null;
}

interface PlayedMove extends StoredMove {
  readonly side: Side;
  /** False for a forced move, which the club played for the side (never taken back on its own). */
  readonly chosen: boolean;
}

/** What an accepted action did: `ack` answers a move (new or repeated), `changed` says whether to show it. */
export interface Done {
  readonly ack?: number;
  readonly changed: boolean;
}
const CHANGED: Done = { changed: true };

type Offers = { -readonly [K in keyof OffersView]: OffersView[K] };

const NO_OFFERS: OffersView = { draw: null, takeback: null, rematch: null };

export class OnlineGame {
  readonly code: string;
  private readonly setup: GameSetup;
  private readonly board: OnlineBoard;
  private readonly control: TimeControl | null;
  private seats: Record<Side, Seat | null> = { x: null, o: null };
  private gameId: string | null = null;
  private startedAt = 0;
  private played: PlayedMove[] = [];
  private clock: GameClock | null = null;
  private offers: Offers = { ...NO_OFFERS };
  private end: GameEndView | null = null;
  /** Plies that can no longer be taken back (and so may be written to the store). */
  private settled = 0;
  private seq = 0;
  /** The current game's rating changes, once it has ended and been rated. */
  private ratings: RatingChanges | null = null;
  /** In a rated game: each player's rating in its pool as the store last said, by player id (rematches keep it). */
  private readonly seatRatings = new Map<string, SeatRatingView>();

  constructor(
    setup: GameSetup,
    private readonly newId: () => string,
  ) {
    this.board = new OnlineBoard(setup.game, setup.rules, setup.start);
    this.setup = setup;
    this.code = setup.code;
    this.control = timeControlOf(setup.timeControl);
    this.seats[setup.creatorSide] = { ...setup.creator, connected: false, awaySince: null };
  }

  /** The game's name in the registry. */
  get game(): string {
    return this.setup.game;
  }

  /** The pool a rated game is rated in; null for a casual or untimed one. */
  get pool(): RatingPool | null {
    const { game, rules, timeControl, rated } = this.setup;
    return rated ? poolOf(game, rules, timeControl) : null;
  }

  /** The rating changes of stored game `gameId`, shown while it is still the room's current game. */
  showRatings(gameId: string, ratings: RatingChanges): void {
    if (gameId !== this.gameId) return;
    this.ratings = ratings;
    for (const side of SIDES) {
      const seat = this.seats[side];
      const change = ratings[side];
      if (seat) this.seatRatings.set(seat.id, { rating: change.after, deviation: change.afterDeviation });
    }
  }

  /** The seated players of a rated game whose rating has not been read yet. */
  get unratedSeats(): string[] {
    if (!this.pool) return [];
    return SIDES.flatMap((side) => this.seats[side]?.id ?? []).filter((id) => !this.seatRatings.has(id));
  }

  /** A player's rating in this game's pool, as the store has it now (shown under their name). */
  showSeatRating(playerId: string, rating: SeatRatingView): void {
    this.seatRatings.set(playerId, rating);
  }

  get phase(): GamePhase {
    if (this.end) return 'over';
    return this.seats.x && this.seats.o ? 'playing' : 'waiting';
  }

  sideOf(playerId: string): Side | null {
    return SIDES.find((side) => this.seats[side]?.id === playerId) ?? null;
  }

  /** Seats a player who joins: their own seat, else the free one; null means they only watch. */
  seat(player: GamePlayer, now: number): Side | null {
    const own = this.sideOf(player.id);
    if (own) return own;
    const free = SIDES.find((side) => this.seats[side] === null);
    if (!free || this.end) return null;
    if (this.setup.opponent && this.setup.opponent.id !== player.id) return null;
    this.seats[free] = { ...player, connected: false, awaySince: null };
    this.begin(now);
    return free;
  }

  /** The seat's player is connected again (or for the first time). */
  arrive(side: Side): void {
    const seat = this.seats[side];
    if (seat) Object.assign(seat, { connected: true, awaySince: null });
  }

  /** Both seats are taken and connected. */
  get everyoneHere(): boolean {
    return SIDES.every((side) => this.seats[side]?.connected === true);
  }

  /** The seat's player lost the connection or left: the away countdown starts (once). */
  depart(side: Side, now: number): void {
    const seat = this.seats[side];
    if (seat) Object.assign(seat, { connected: false, awaySince: seat.awaySince ?? now });
  }

  /** Ends the game at a flag fall or an away deadline that has passed; true if it ended. */
  tick(now: number): boolean {
    if (this.phase !== 'playing') return false;
    const deadlines: { at: number; end: () => void }[] = [];
    const flag = this.clock?.flag();
    if (flag) deadlines.push({ at: flag.at, end: () => this.finish(flag.winner, 'flag', flag.at) });
    for (const side of SIDES) {
      const away = this.seats[side]?.awaySince;
      if (away === null || away === undefined) continue;
      const at = away + AWAY_LIMIT_MS;
      deadlines.push({ at, end: () => this.lose(side, 'abandon', at) });
    }
    const due = deadlines.filter((deadline) => deadline.at <= now).sort((a, b) => a.at - b.at)[0];
    if (!due) return false;
    due.end();
    return true;
  }

  /** Applies a player's action, or says why not (and then nothing changed). */
  act(side: Side, action: GameAction, now: number): Result<Done, Refusal> {
    if (action.type === 'move') return this.move(side, action.ply, action.move, now);
    if (action.type.startsWith('rematch')) return this.rematch(side, action.type, now);
    if (this.phase === 'waiting') return err(refusal('not-started'));
    if (this.end) return err(refusal('game-over'));
    const other = opponentOf(side);
    switch (action.type) {
      case 'resign':
        this.lose(side, 'resign', now);
        return ok(CHANGED);
      case 'abort':
        if (this.bothMoved) return err(refusal('too-late'));
        this.finish('aborted', 'aborted', now, side);
        return ok(CHANGED);
      case 'draw-offer':
        if (this.offers.draw === other) this.finish('draw', 'agreement', now);
        else this.offers.draw = side;
        return ok(CHANGED);
      case 'draw-accept':
        if (this.offers.draw !== other)
          return err(refusal(this.offers.draw === side ? 'own-offer' : 'no-offer'));
        this.finish('draw', 'agreement', now);
        return ok(CHANGED);
      case 'draw-decline':
        if (this.offers.draw !== other) return err(refusal('no-offer'));
        this.offers.draw = null;
        return ok(CHANGED);
      default:
        return this.takeback(side, action.type, now);
    }
  }

  private move(side: Side, ply: number, text: string, now: number): Result<Done, Refusal> {
    if (this.phase === 'waiting') return err(refusal('not-started'));
    if (ply <= this.played.length) return this.again(side, ply, text);
    if (this.end) return err(refusal('game-over'));
    if (ply !== this.played.length + 1) {
      return err(refusal('wrong-ply', `the next move is ply ${this.played.length + 1}, not ${ply}`));
    }
    if (this.board.turn !== side) return err(refusal('not-your-turn'));
    const played = this.board.play(text);
    if (!played.ok) return err(refusal('illegal-move', played.error));
    this.record(side, played.value, now, true);
    this.playForced(now);
    if (this.offers.draw === opponentOf(side)) this.offers.draw = null;
    this.offers.takeback = null;
    const over = this.board.outcome;
    if (over) this.finish(over.winner ?? 'draw', over.reason, now);
    return ok({ ack: ply, changed: true });
  }

  /** A ply the game already has, sent again (a resend after a reconnect): the same move is acknowledged again. */
  private again(side: Side, ply: number, text: string): Result<Done, Refusal> {
    if (this.played[ply - 1].side === side && this.board.sameMove(ply, text))
      return ok({ ack: ply, changed: false });
    return err(refusal('wrong-ply', `ply ${ply} is already played; the next is ${this.played.length + 1}`));
  }

  /**
   * A forced move (Ataxx classic's pass) is no choice, so the server plays it rather than wait on a clock,
   * and the next one too if the game has several in a row (never past the longest game a room accepts).
   */
  private playForced(now: number): void {
    while (!this.board.outcome && this.played.length < MAX_PLY) {
      const side = this.board.turn;
      const forced = this.board.playForced();
      if (forced === null) return;
      this.record(side, forced, now, false);
    }
  }

  /** Books a move the board has played: the mover's time and increment, then the next side's clock runs (from ply 2 on). */
  private record(side: Side, move: string, now: number, chosen: boolean): void {
    const clockMs = this.clock ? this.clock.moved(side, now, chosen) : null;
    this.played.push({ ply: this.played.length + 1, move, side, chosen, clockMs, at: now });
    this.clock?.run(this.played.length >= 2 ? this.board.turn : null, now);
    if (this.setup.rated) this.settled = this.played.length;
    else this.settled = Math.max(this.settled, this.played.length - 2);
  }

  private takeback(side: Side, type: GameAction['type'], now: number): Result<Done, Refusal> {
    const other = opponentOf(side);
    if (this.setup.rated) return err(refusal('not-allowed', 'takebacks are for casual games'));
    if (type === 'takeback-request') {
      if (this.takebackPlies(side) === 0) return err(refusal('nothing-to-take-back'));
      this.offers.takeback = side;
      return ok(CHANGED);
    }
    if (this.offers.takeback !== other) {
      return err(refusal(this.offers.takeback === side ? 'own-offer' : 'no-offer'));
    }
    this.offers.takeback = null;
    if (type === 'takeback-decline') return ok(CHANGED);
    const plies = this.takebackPlies(other);
    if (plies === 0) return err(refusal('nothing-to-take-back'));
    this.played = this.played.slice(0, this.played.length - plies);
    this.board.takeBack(plies);
    this.clock?.run(this.played.length >= 2 ? this.board.turn : null, now);
    this.offers.draw = null;
    return ok(CHANGED);
  }

  /** Plies a takeback for `side` removes: its last own move and all after; settled plies stay. */
  private takebackPlies(side: Side): number {
    for (let i = this.played.length - 1; i >= this.settled; i--) {
      if (this.played[i].side === side && this.played[i].chosen) return this.played.length - i;
    }
    return 0;
  }

  private rematch(side: Side, type: GameAction['type'], now: number): Result<Done, Refusal> {
    if (!this.end) return err(refusal(this.phase === 'waiting' ? 'not-started' : 'game-in-progress'));
    const other = opponentOf(side);
    if (type === 'rematch-offer' && this.offers.rematch !== other) {
      this.offers.rematch = side;
      return ok(CHANGED);
    }
    if (this.offers.rematch !== other)
      return err(refusal(this.offers.rematch === side ? 'own-offer' : 'no-offer'));
    if (type === 'rematch-decline') {
      this.offers.rematch = null;
      return ok(CHANGED);
    }
    this.seats = { x: this.seats.o, o: this.seats.x };
    this.board.restart();
    this.played = [];
    this.end = null;
    this.settled = 0;
    this.offers = { ...NO_OFFERS };
    this.begin(now);
    return ok(CHANGED);
  }

  /** Both seats are taken: a new stored game, full clocks. */
  private begin(now: number): void {
    // A player who is not here when the game begins has the same minute to come as one who left.
    for (const side of SIDES) {
      const seat = this.seats[side];
      if (seat && !seat.connected) seat.awaySince = now;
    }
    this.gameId = this.newId();
    this.ratings = null;
    this.startedAt = now;
    this.clock = this.control ? new GameClock(this.control, now) : null;
    this.playForced(now);
  }

  /**
   * Both sides have made a move (a forced pass counts): only then is there a game to win or lose.
   * Before it, resigning or leaving aborts, as Abort does: unrated, and nobody's win or loss.
   */
  private get bothMoved(): boolean {
    return this.played.length >= 2;
  }

  /** `side` gives the game up by resigning or leaving: a loss once both have moved, an abort before. */
  private lose(side: Side, reason: 'resign' | 'abandon', at: number): void {
    if (this.bothMoved) this.finish(opponentOf(side), reason, at);
    // A resignation before any game is the Abort button by another name; leaving keeps its own words.
    else this.finish('aborted', reason === 'resign' ? 'aborted' : 'abandon', at, side);
  }

  /** Ends the game; `by` names who aborted an aborted one. */
  private finish(result: GameResult, reason: GameEndReason, at: number, by?: Side): void {
    this.clock?.run(null, at);
    this.end = by && result === 'aborted' ? { result, reason, at, by } : { result, reason, at };
    this.offers = { ...NO_OFFERS };
    this.settled = this.played.length;
  }

  /** The stored game's header, once both seats are taken. */
  storedGame(): NewClubGame | null {
    const { x, o } = this.seats;
    if (!this.gameId || !x || !o) return null;
    return {
      id: this.gameId,
      game: this.setup.game,
      x: { id: x.id, name: x.name },
      o: { id: o.id, name: o.name },
      start: this.board.startText,
      rules: this.setup.rules,
      timeControl: this.control,
      rated: this.setup.rated,
      startedAt: this.startedAt,
      code: this.code,
    };
  }

  /** Every move on the board now (a takeback removes its own), in the store's form. */
  playedMoves(): StoredMove[] {
    return this.played.map(({ ply, move, clockMs, at }) => ({ ply, move, clockMs, at }));
  }

  /** The text of ply `ply` on the board now; undefined past the last move. */
  moveOf(ply: number): string | undefined {
    return this.played[ply - 1]?.move;
  }

  /** The moves that can no longer be taken back, in the store's form. */
  settledMoves(): StoredMove[] {
    return this.played
      .slice(0, this.settled)
      .map(({ ply, move, clockMs, at }) => ({ ply, move, clockMs, at }));
  }

  /** Stops the clocks at `now` and says whose was running; given that side, runs it again from `now`. */
  holdClocks(now: number, resume?: Side | null): Side | null {
    const running = this.clock?.view().running ?? null;
    this.clock?.run(resume === undefined ? null : resume, now);
    return running;
  }

  /**
   * A restored room's clocks and its moves' clock times, as its record kept them (room-journal.ts): a
   * replay of the moves cannot see the time a takeback charged.
   */
  restoreClocks(moves: readonly StoredMove[], clock: ClockView | null, settled: number): void {
    // Plies a takeback had already passed stay settled (a replay would settle fewer after a takeback).
    this.settled = Math.max(this.settled, Math.min(settled, this.played.length));
    this.played = this.played.map((played, index) =>
      moves[index]?.ply === played.ply ? { ...played, clockMs: moves[index].clockMs } : played,
    );
    if (clock) this.clock?.restore(clock);
  }

  /** A restored room's end and offers, as its record kept them (room-journal.ts). */
  resume(end: GameEndView | null, offers: OffersView): void {
    if (end) this.finish(end.result, end.reason, end.at, end.by);
    this.offers = { ...offers };
  }

  get ending(): GameEndView | null {
    return this.end;
  }

  /** The game as everyone in the room sees it; `watchers` is how many connections only watch. */
  view(now: number, watchers = 0): GameView {
    const phase = this.phase;
    const seatView = (seat: Seat | null): SeatView | null =>
      seat && {
        id: seat.id,
        name: seat.name,
        connected: seat.connected,
        awayDeadline: phase === 'playing' && seat.awaySince !== null ? seat.awaySince + AWAY_LIMIT_MS : null,
      };
    return {
      seq: ++this.seq,
      code: this.code,
      gameId: this.gameId,
      phase,
      players: { x: seatView(this.seats.x), o: seatView(this.seats.o) },
      game: this.setup.game,
      start: this.board.startText,
      rules: this.setup.rules,
      timeControl: this.setup.timeControl,
      rated: this.setup.rated,
      ...(this.setup.unrated ? { unrated: this.setup.unrated } : {}),
      moves: this.played.map(({ ply, move, clockMs, at }) => ({ ply, move, clockMs, at })),
      fen: this.board.positionText,
      turn: this.board.turn,
      clock: this.clock?.view() ?? null,
      offers: { ...this.offers },
      end: this.end,
      watchers,
      serverTime: now,
      ratings: this.ratings,
      seatRatings: this.pool
        ? {
            x: (this.seats.x && this.seatRatings.get(this.seats.x.id)) ?? null,
            o: (this.seats.o && this.seatRatings.get(this.seats.o.id)) ?? null,
          }
        : null,
    };
  }
}
