import {
  gameOutcome,
  legalMoves,
  moveToText,
  newGame,
  parseFen,
  parseMoveText,
  playMove,
  replay,
  scoreFor,
  toFen,
  undo,
  type Game,
  type Move,
  type MoveChange,
  type Outcome,
  type Position,
  type Result,
  type Ruleset,
  type Score,
} from '../core';
import { err, ok } from '../core/result';
import type { ThinkRequest } from '../ai/types';
import type { SaveStore } from './save/SaveStore';
import type { SavedGame } from './save/schema';

/** The part of the opponent client a match needs (OpponentClient fits it). */
export interface Thinker {
  think(request: ThinkRequest): Promise<Move>;
  cancel(): void;
}

export type MatchMode = SavedGame['mode'];

/** How a match starts; everything a save needs to bring it back. */
export interface MatchSetup {
  readonly mode: MatchMode;
  readonly levelId: string | null;
  readonly rules: Ruleset;
  readonly start: Position;
  /** Strength of the computer playing `o`, or null for two players on one device. */
  readonly opponent: number | null;
  readonly seed: number;
  /** Boss levels double the full-board bonus. */
  readonly boss: boolean;
}

/**
 * One game in progress: the core Game, the computer opponent's turn, and the save after every move. It
 * decides nothing itself: legality, endings and scores all come from core.
 */
export class Match {
  private current: Game;
  private thinking = false;
  /** Bumped on undo, restart and dispose so a late reply from the engine is dropped. */
  private generation = 0;

  constructor(
    readonly setup: MatchSetup,
    private readonly store: SaveStore | null,
    private readonly thinker: Thinker | null,
    game?: Game,
  ) {
    this.current = game ?? newGame(setup.start, setup.rules);
  }

  /** Brings back a saved game exactly, or says what in the save is wrong. */
  static resume(
    saved: SavedGame,
    boss: boolean,
    store: SaveStore | null,
    thinker: Thinker | null,
  ): Result<Match> {
    const start = parseFen(saved.start);
    if (!start.ok) return err(`saved game: ${start.error}`);
    const moves: Move[] = [];
    for (const [i, text] of saved.moves.entries()) {
      const move = parseMoveText(text, start.value.width, start.value.height);
      if (!move.ok) return err(`saved game, move ${i + 1}: ${move.error}`);
      moves.push(move.value);
    }
    const game = replay(start.value, saved.rules, moves);
    if (!game.ok) return err(`saved game: ${game.error}`);
    const setup: MatchSetup = {
      mode: saved.mode,
      levelId: saved.levelId,
      rules: saved.rules,
      start: start.value,
      opponent: saved.opponent,
      seed: saved.seed,
      boss,
    };
    return ok(new Match(setup, store, thinker, game.value));
  }

  get game(): Game {
    return this.current;
  }

  get position(): Position {
    return this.current.position;
  }

  get outcome(): Outcome | null {
    return gameOutcome(this.current);
  }

  /** The legal moves of the side to move (a lone PASS when classic rules force one). */
  get moves(): Move[] {
    return legalMoves(this.current.position, this.current.rules);
  }

  /** Whether the side to move is played by the computer. */
  get computerToMove(): boolean {
    return this.setup.opponent !== null && this.position.turn === 'o' && this.outcome === null;
  }

  get busy(): boolean {
    return this.thinking;
  }

  /** The player's (`x`'s) score once the game is over. */
  get score(): Score | null {
    const over = this.outcome;
    return over ? scoreFor(over, 'x', { boss: this.setup.boss }) : null;
  }

  /** Plays a move if core says it is legal, and saves the game. */
  play(move: Move): Result<MoveChange> {
    const played = playMove(this.current, move);
    if (!played.ok) return played;
    this.current = played.value.game;
    this.save();
    return ok(played.value.change);
  }

  /**
   * Asks the computer for `o`'s move. Resolves to null when the request was overtaken (undo, restart,
   * quit) or the engine failed, so the caller never plays a stale move.
   */
  async think(): Promise<Move | null> {
    if (!this.thinker || !this.computerToMove || this.thinking) return null;
    const generation = this.generation;
    const position = this.position;
    this.thinking = true;
    try {
      const move = await this.thinker.think({
        position,
        rules: this.setup.rules,
        strength: this.setup.opponent ?? 1,
        // A different but reproducible seed for every move of the game.
        seed: (this.setup.seed + this.current.moves.length * 7919) >>> 0,
      });
      return generation === this.generation && this.position === position ? move : null;
    } catch {
      return null;
    } finally {
      if (generation === this.generation) this.thinking = false;
    }
  }

  /** Undo is for Versus only; against the computer it also takes back the computer's reply. */
  get canUndo(): boolean {
    if (this.setup.mode !== 'versus' || this.current.moves.length === 0) return false;
    return this.setup.opponent === null || this.current.moves.length >= 2 || this.position.turn === 'o';
  }

  /** Takes back the last move (two players) or the player's last move and the reply. Returns plies undone. */
  undo(): number {
    if (!this.canUndo) return 0;
    this.stopThinking();
    let plies = 1;
    if (this.setup.opponent !== null) {
      // Back to the last position where x was to move, before x's own last move.
      plies = 0;
      let game = this.current;
      do {
        game = undo(game, 1);
        plies++;
      } while (game.moves.length > 0 && game.position.turn !== 'x');
    }
    this.current = undo(this.current, plies);
    this.save();
    return plies;
  }

  /** Cancels a search in progress; its reply will be ignored. */
  stopThinking(): void {
    this.generation++;
    if (this.thinking) this.thinker?.cancel();
    this.thinking = false;
  }

  /** What goes into SaveData.current. */
  saved(): SavedGame {
    const { width, height } = this.setup.start;
    return {
      mode: this.setup.mode,
      levelId: this.setup.levelId,
      rules: this.setup.rules,
      start: toFen(this.setup.start),
      moves: this.current.moves.map((move) => moveToText(move, width, height)),
      opponent: this.setup.opponent,
      seed: this.setup.seed,
    };
  }

  private save(): void {
    const saved = this.saved();
    this.store?.update((data) => ({ ...data, current: saved }));
  }
}
