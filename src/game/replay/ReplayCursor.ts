import {
  cloneSource,
  err,
  ok,
  outcome,
  parseMoveText,
  play,
  type Move,
  type MoveChange,
  type Outcome,
  type Position,
  type Result,
  type Ruleset,
  type Side,
  type Square,
} from '../../core';
import type { TimeControl } from '../../net/time-control';

/** One move as a kept game lists it: move text and, in a timed game, the mover's clock after it. */
export interface ReplayMoveInput {
  readonly move: string;
  readonly clockMs?: number | null;
}

/** A move of the replay, read and checked once when the replay is built. */
export interface ReplayPly {
  /** 1-based: the first move of the game is ply 1. */
  readonly ply: number;
  readonly text: string;
  readonly side: Side;
  readonly move: Move;
  readonly change: MoveChange;
  /** The square the piece came from: a jump's origin, or the blob a clone budded out of; -1 for a pass. */
  readonly origin: Square;
  readonly clockMs: number | null;
}

/**
 * What the board should do to get to the cursor's ply: a forward step animates its move, anything else
 * (a step back, a jump to any ply) simply shows the position.
 */
export type ReplayMotion =
  | {
      readonly kind: 'animate';
      readonly before: Position;
      readonly change: MoveChange;
      readonly after: Position;
      readonly origin: Square;
    }
  | { readonly kind: 'show'; readonly position: Position };

/** Both sides' clocks at a ply, in ms. */
export interface ReplayClocks {
  readonly x: number;
  readonly o: number;
}

/**
 * A kept game as a walkable line of positions: every move is checked with core once, when it is built,
 * so stepping and jumping afterwards can never meet an illegal move. DOM-free; the Replay scene draws it.
 */
export class ReplayCursor {
  private current = 0;

  private constructor(
    readonly rules: Ruleset,
    readonly timeControl: TimeControl | null,
    readonly plies: readonly ReplayPly[],
    /** positions[n] is the position after n plies; positions[0] is the start. */
    private readonly positions: readonly Position[],
  ) {}

  /**
   * Replays `moves` from `start` under `rules`. A move that cannot be read or is not legal refuses the
   * whole list with its move number; nothing is thrown.
   */
  static build(
    start: Position,
    rules: Ruleset,
    moves: readonly ReplayMoveInput[],
    timeControl: TimeControl | null = null,
  ): Result<ReplayCursor> {
    const positions: Position[] = [start];
    const plies: ReplayPly[] = [];
    let position = start;
    for (let i = 0; i < moves.length; i++) {
      const { move: text, clockMs = null } = moves[i];
      const number = i + 1;
      if (typeof text !== 'string') return err(`move ${number}: no move text`);
      const read = parseMoveText(text, position.width, position.height);
      if (!read.ok) return err(`move ${number}: ${read.error}`);
      const played = play(position, read.value, rules);
      if (!played.ok) return err(`move ${number} (${text.trim()}) for ${position.turn}: ${played.error}`);
      const { change } = played.value;
      // A pass places nothing, so it comes from nowhere.
      const origin =
        change.placed < 0 ? -1 : change.vacated >= 0 ? change.vacated : cloneSource(position, change.placed);
      const clock = typeof clockMs === 'number' && Number.isFinite(clockMs) ? Math.max(0, clockMs) : null;
      plies.push({
        ply: number,
        text: text.trim(),
        side: position.turn,
        move: read.value,
        change,
        origin,
        clockMs: clock,
      });
      position = played.value.position;
      positions.push(position);
    }
    return ok(new ReplayCursor(rules, timeControl, plies, positions));
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

  get start(): Position {
    return this.positions[0];
  }

  /** The position on the board at the cursor. */
  get position(): Position {
    return this.positions[this.current];
  }

  /** The position after `ply` plies (clamped to the game). */
  positionAt(ply: number): Position {
    return this.positions[this.clamp(ply)];
  }

  /** How the board stands after the last move, when the board itself ended the game. */
  finalOutcome(): Outcome | null {
    return outcome(this.positions[this.plies.length], this.rules);
  }

  /** One ply forward (animated) or back (shown); null when already at that end. */
  step(delta: 1 | -1): ReplayMotion | null {
    const target = this.clamp(this.current + delta);
    if (target === this.current) return null;
    if (delta === 1) {
      const played = this.plies[this.current];
      const before = this.positions[this.current];
      this.current = target;
      return { kind: 'animate', before, change: played.change, after: this.position, origin: played.origin };
    }
    this.current = target;
    return { kind: 'show', position: this.position };
  }

  /** Moves the cursor to after `ply` plies (clamped); null when it is there already. */
  jumpTo(ply: number): ReplayMotion | null {
    const target = this.clamp(ply);
    if (target === this.current) return null;
    this.current = target;
    return { kind: 'show', position: this.position };
  }

  toStart(): ReplayMotion | null {
    return this.jumpTo(0);
  }

  toEnd(): ReplayMotion | null {
    return this.jumpTo(this.plies.length);
  }

  /** The move that led to `ply`, to mark on the board: its origin and landing square (none for a pass). */
  lastMove(ply = this.current): { readonly from: Square; readonly to: Square } | null {
    const played = this.plies[this.clamp(ply) - 1];
    if (!played || played.change.placed < 0) return null;
    return { from: played.origin, to: played.change.placed };
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
