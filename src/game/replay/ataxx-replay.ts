import { ataxx } from '../../core/ataxx-game';
import type { Game } from '../../core/game';
import type { Square } from '../../core/geometry';
import { PASS, type Move } from '../../core/move';
import type { Position } from '../../core/position';
import { outcome, play, type MoveChange, type Outcome, type Ruleset } from '../../core/rules';
import { cloneSource } from '../../core/targets';
import type { AnalysedGame } from './game-analysis';
import type { ReplayCursor, ReplayStep } from './ReplayCursor';

/**
 * What Ataxx's board should do to get to the cursor's ply: a forward step animates its move (the pieces
 * that clone, jump and flip), anything else simply shows the position.
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

/** How a ply's move looked on the board: what changed, and where the piece came from (-1 for a pass). */
interface PlyChange {
  readonly change: MoveChange;
  readonly origin: Square;
}

/**
 * Ataxx's side of the replay viewer, and the one place in it that knows Ataxx: the cursor (ReplayCursor)
 * walks any game through the contract, and this hands Ataxx's BoardView its positions, the animation of
 * each forward step, the last move's squares, the arcade ending's fill, the start FEN's move number and
 * the engine's hints their game (AnalysedGame). Another game's board brings its own such module.
 */
export class AtaxxReplay implements AnalysedGame {
  private readonly changes: readonly PlyChange[];

  private constructor(private readonly cursor: ReplayCursor<Game, Move>) {
    this.changes = cursor.plies.map((played, index) => {
      const before = cursor.stateAt(index).position;
      const again = play(before, played.move, cursor.start.rules);
      // The cursor has already played every move with the same rules: this cannot fail.
      if (!again.ok) throw new Error(`ply ${played.ply}: ${again.error}`);
      const { change } = again.value;
      // A pass places nothing, so it comes from nowhere.
      const origin =
        change.placed < 0 ? -1 : change.vacated >= 0 ? change.vacated : cloneSource(before, change.placed);
      return { change, origin };
    });
  }

  /** Ataxx's view of a cursor over an Ataxx game; null for any other game. */
  static of(cursor: ReplayCursor): AtaxxReplay | null {
    if ((cursor.rules as unknown) !== ataxx) return null;
    return new AtaxxReplay(cursor as unknown as ReplayCursor<Game, Move>);
  }

  get rules(): Ruleset {
    return this.cursor.start.rules;
  }

  get length(): number {
    return this.cursor.length;
  }

  get ply(): number {
    return this.cursor.ply;
  }

  get plies(): readonly { readonly move: Move }[] {
    return this.cursor.plies;
  }

  /** The start position: its size lays the board out. */
  get start(): Position {
    return this.cursor.start.position;
  }

  /** The position on the board at the cursor. */
  get position(): Position {
    return this.cursor.state.position;
  }

  positionAt(ply: number): Position {
    return this.cursor.stateAt(ply).position;
  }

  /** The number of the move list's first row: the start FEN's move count. */
  get firstMoveNumber(): number {
    return this.start.fullmoves;
  }

  /** Whether ply `ply` (1-based) was a pass, which the move list says in words. */
  isPass(ply: number): boolean {
    return this.cursor.plies[ply - 1]?.move === PASS;
  }

  /** How the board moves for a cursor step: a forward step animates, anything else is shown. */
  motion(step: ReplayStep): ReplayMotion {
    if (step.kind === 'show') return { kind: 'show', position: (step.state as Game).position };
    const { change, origin } = this.changes[step.ply - 1];
    const before = (step.before as Game).position;
    return { kind: 'animate', before, change, after: (step.after as Game).position, origin };
  }

  /** The move that led to `ply`, to mark on the board: its origin and landing square (none for a pass). */
  lastMove(ply = this.cursor.ply): { readonly from: Square; readonly to: Square } | null {
    const played = ply >= 1 ? this.changes[Math.min(ply, this.length) - 1] : undefined;
    if (!played || played.change.placed < 0) return null;
    return { from: played.origin, to: played.change.placed };
  }

  /** How the board ended the game after the last move, with the arcade ending's fill to flood. */
  finalOutcome(): Outcome | null {
    return outcome(this.positionAt(this.length), this.rules);
  }
}
