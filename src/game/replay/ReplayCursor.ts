import type { AnyGameRules, GameEnd, GameRules } from '../../core/contract';
import { err, ok, type Result } from '../../core/result';
import type { Side } from '../../core/side';
import type { TimeControl } from '../../net/time-control';

/** One move as a kept game lists it: move text and, in a timed game, the mover's clock after it. */
export interface ReplayMoveInput {
  readonly move: string;
  readonly clockMs?: number | null;
}

/** A move of the replay, read and checked once when the replay is built. */
export interface ReplayPly<M = unknown> {
  /** 1-based: the first move of the game is ply 1. */
  readonly ply: number;
  /** The move as its game writes it (`moveText`), which is what the move list shows. */
  readonly text: string;
  readonly side: Side;
  readonly move: M;
  readonly clockMs: number | null;
}

/**
 * What the board should do to get to the cursor's ply: a forward step may animate its move (the game's
 * board knows how), anything else (a step back, a jump to any ply) simply shows the state.
 */
export type ReplayStep<S = unknown, M = unknown> =
  | {
      readonly kind: 'forward';
      readonly before: S;
      readonly move: M;
      readonly after: S;
      readonly ply: number;
    }
  | { readonly kind: 'show'; readonly state: S };

/** Both sides' clocks at a ply, in ms. */
export interface ReplayClocks {
  readonly x: number;
  readonly o: number;
}

/**
 * A kept game as a walkable line of states, whatever the game: every move is read and played with the
 * game's rules (the contract, core/contract.ts) once, when it is built, so stepping and jumping
 * afterwards can never meet an illegal move. DOM-free and game-free; the Replay scene draws it, and
 * only the game's board (ataxx-replay.ts for Ataxx) looks inside its states.
 */
export class ReplayCursor<S = unknown, M = unknown> {
  private current = 0;

  private constructor(
    readonly rules: GameRules<S, M>,
    readonly timeControl: TimeControl | null,
    readonly plies: readonly ReplayPly<M>[],
    /** states[n] is the state after n plies; states[0] is the start. */
    private readonly states: readonly S[],
  ) {}

  /**
   * Replays `moves` from `start` with the game's rules. A move that cannot be read or is not legal
   * refuses the whole list with its move number; nothing is thrown.
   */
  static build<S, M>(
    rules: GameRules<S, M>,
    start: S,
    moves: readonly ReplayMoveInput[],
    timeControl: TimeControl | null = null,
  ): Result<ReplayCursor<S, M>> {
    const states: S[] = [start];
    const plies: ReplayPly<M>[] = [];
    let state = start;
    for (let i = 0; i < moves.length; i++) {
      const { move: text, clockMs = null } = moves[i];
      const number = i + 1;
      if (typeof text !== 'string') return err(`move ${number}: no move text`);
      const side = rules.turn(state);
      if (rules.outcome(state)) return err(`move ${number} for ${side}: ${text.trim()}: the game is over`);
      const read = rules.readMove(state, text.trim());
      if (!read.ok) return err(`move ${number}: ${read.error}`);
      const played = rules.play(state, read.value);
      // The game's error names the move.
      if (!played.ok) return err(`move ${number} for ${side}: ${played.error}`);
      const clock = typeof clockMs === 'number' && Number.isFinite(clockMs) ? Math.max(0, clockMs) : null;
      plies.push({
        ply: number,
        text: rules.moveText(state, read.value),
        side,
        move: read.value,
        clockMs: clock,
      });
      state = played.value;
      states.push(state);
    }
    return ok(new ReplayCursor(rules, timeControl, plies, states));
  }

  /**
   * Reads the start from position text under `variant` and replays `moves` (a kept game's record):
   * an unreadable start is refused as `start position: …`.
   */
  static read(
    rules: AnyGameRules,
    start: string,
    variant: string,
    moves: readonly ReplayMoveInput[],
    timeControl: TimeControl | null = null,
  ): Result<ReplayCursor> {
    const state = rules.readPosition(start, variant);
    if (!state.ok) return err(`start position: ${state.error}`);
    return ReplayCursor.build(rules, state.value, moves, timeControl);
  }

  /** The game's variant. */
  get variant(): string {
    return this.rules.variantOf(this.states[0]);
  }

  /** The number of plies already played at the cursor: 0 at the start, `length` at the end. */
  get ply(): number {
    return this.current;
  }

  /** How many plies the game has. */
  get length(): number {
    return this.plies.length;
  }

  get atStart(): boolean {
    return this.current === 0;
  }

  get atEnd(): boolean {
    return this.current === this.plies.length;
  }

  get start(): S {
    return this.states[0];
  }

  /** The state at the cursor. */
  get state(): S {
    return this.states[this.current];
  }

  /** The state after `ply` plies (clamped to the game). */
  stateAt(ply: number): S {
    return this.states[this.clamp(ply)];
  }

  /** The position after `ply` plies as the game writes positions (Ataxx: FEN). */
  positionText(ply = this.current): string {
    return this.rules.positionText(this.stateAt(ply));
  }

  /** How the board had ended the game after `ply` plies, or null while it went on. */
  outcome(ply = this.current): GameEnd | null {
    return this.rules.outcome(this.stateAt(ply));
  }

  /** How the board itself ended the game after the last move (null when a player or clock ended it). */
  finalOutcome(): GameEnd | null {
    return this.outcome(this.plies.length);
  }

  /** The side to move after `ply` plies, or null once the board has ended the game. */
  toMove(ply = this.current): Side | null {
    const state = this.stateAt(ply);
    return this.rules.outcome(state) ? null : this.rules.turn(state);
  }

  /** One ply forward or back; null when already at that end. */
  step(delta: 1 | -1): ReplayStep<S, M> | null {
    const target = this.clamp(this.current + delta);
    if (target === this.current) return null;
    if (delta === 1) {
      const played = this.plies[this.current];
      const before = this.states[this.current];
      this.current = target;
      return { kind: 'forward', before, move: played.move, after: this.state, ply: played.ply };
    }
    this.current = target;
    return { kind: 'show', state: this.state };
  }

  /** Moves the cursor to after `ply` plies (clamped); null when it is there already. */
  jumpTo(ply: number): ReplayStep<S, M> | null {
    const target = this.clamp(ply);
    if (target === this.current) return null;
    this.current = target;
    return { kind: 'show', state: this.state };
  }

  toStart(): ReplayStep<S, M> | null {
    return this.jumpTo(0);
  }

  toEnd(): ReplayStep<S, M> | null {
    return this.jumpTo(this.plies.length);
  }

  /**
   * Both clocks as they stood after `ply` plies: each side's clock after its latest move so far, or the
   * starting time before its first. Null for an untimed game.
   */
  clocksAt(ply = this.current): ReplayClocks | null {
    if (!this.timeControl) return null;
    const clocks = { x: this.timeControl.initialMs, o: this.timeControl.initialMs };
    for (const played of this.plies.slice(0, this.clamp(ply))) {
      if (played.clockMs !== null) clocks[played.side] = played.clockMs;
    }
    return clocks;
  }

  private clamp(ply: number): number {
    if (!Number.isFinite(ply)) return ply > 0 ? this.plies.length : 0;
    return Math.max(0, Math.min(this.plies.length, Math.trunc(ply)));
  }
}
