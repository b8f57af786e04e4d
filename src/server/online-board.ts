import type { AnyGameRules, GameEnd } from '../core/contract';
import { gameRules } from '../core/games';
import { err, ok, type Result } from '../core/result';
import type { Side } from '../core/side';

/**
 * The board of an online game: the game's state from its start through every move, and nothing else.
 * It speaks only the game contract (core/contract.ts), for the game the registry names, and keeps the
 * game's state without looking into it: moves come in and go out as their text, and the contract has
 * no undo, so a takeback plays the moves kept from the start again. Seats, clocks and offers are the
 * OnlineGame's.
 */
export class OnlineBoard {
  private readonly rules: AnyGameRules;
  /** The game's state at the start (a rematch and a takeback begin from it again). */
  private readonly start: unknown;
  private state: unknown;
  /** Every move played, as the game wrote it. */
  private moves: string[] = [];

  /**
   * The board of `game` (its registry name) under `variant`, from the position text `start`. A game the
   * registry does not know, a variant it does not have or a start that does not read is a mistake here:
   * the club checks all three before a room opens (`checkStart`).
   */
  constructor(
    readonly game: string,
    readonly variant: string,
    start: string,
  ) {
    const rules = gameRules(game);
    if (!rules) throw new Error(`the club knows no game called "${game}"`);
    if (!rules.variants.includes(variant)) throw new Error(`${game} has no variant "${variant}"`);
    const read = rules.readPosition(start, variant);
    if (!read.ok) throw new Error(`${game} start: ${read.error}`);
    this.rules = rules;
    this.start = read.value;
    this.state = read.value;
  }

  /** The start position as the game writes it. */
  get startText(): string {
    return this.rules.positionText(this.start);
  }

  /** The position now as the game writes it. */
  get positionText(): string {
    return this.rules.positionText(this.state);
  }

  get turn(): Side {
    return this.rules.turn(this.state);
  }

  /** How the game ended on the board, in its own words; null while it goes on. */
  get outcome(): GameEnd | null {
    return this.rules.outcome(this.state);
  }

  get plies(): number {
    return this.moves.length;
  }

  /** Reads and plays the side to move's move: its text as the game writes it, or why it is no move here. */
  play(text: string): Result<string> {
    const read = this.rules.readMove(this.state, text);
    if (!read.ok) return read;
    return this.apply(read.value);
  }

  /**
   * Plays the move the side to move must make without a choice (Ataxx classic's pass), if there is one:
   * its text, or null when the player has a choice.
   */
  playForced(): string | null {
    const forced = this.rules.forcedMove(this.state);
    if (forced === null) return null;
    const played = this.apply(forced);
    return played.ok ? played.value : null;
  }

  /** Whether `text` reads, in the position ply `ply` was played in, as the move the board has there. */
  sameMove(ply: number, text: string): boolean {
    const kept = this.moves[ply - 1];
    if (kept === undefined) return false;
    if (kept === text) return true;
    // Another way of writing the same move (a resend from a client that writes it otherwise).
    const before = this.replay(this.moves.slice(0, ply - 1));
    const read = this.rules.readMove(before, text);
    return read.ok && this.rules.moveText(before, read.value) === kept;
  }

  /** Takes back the last `plies` moves: the moves before them, played again from the start. */
  takeBack(plies: number): void {
    this.moves = this.moves.slice(0, Math.max(0, this.moves.length - plies));
    this.state = this.replay(this.moves);
  }

  /** The board at its start again (a rematch). */
  restart(): void {
    this.state = this.start;
    this.moves = [];
  }

  private apply(move: unknown): Result<string> {
    const text = this.rules.moveText(this.state, move);
    const next = this.rules.play(this.state, move);
    if (!next.ok) return err(next.error);
    this.moves.push(text);
    this.state = next.value;
    return ok(text);
  }

  /** The state after `moves` from the start; they were all legal when played, so they are again. */
  private replay(moves: readonly string[]): unknown {
    let state = this.start;
    for (const [index, text] of moves.entries()) {
      const read = this.rules.readMove(state, text);
      const next = read.ok ? this.rules.play(state, read.value) : read;
      if (!next.ok) throw new Error(`${this.game}: playing ply ${index + 1} ${text} again: ${next.error}`);
      state = next.value;
    }
    return state;
  }
}
