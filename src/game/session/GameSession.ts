import {
  cloneSource,
  gameOutcome,
  isJump,
  legalMoves,
  moveFrom,
  moveTo,
  newGame,
  NO_TARGETS,
  PASS,
  playMove,
  scoreFor,
  targetsOf,
  takeBack,
  type Game,
  type Move,
  type Outcome,
  type Score,
  type Side,
  type Square,
} from '../../core';
import type { GameRecord } from '../store/match-record';
import type { SaveStore } from '../store/SaveStore';
import type { SaveData, SavedGame } from '../store/schema';
import type { Opponent } from './opponent';
import { savedGameOf, type SessionSetup } from './setup';
import type { MoveMarks, SessionEvent, SessionState } from './session-state';
import { tapIntent } from './tap';

export type { MoveMarks, SessionEvent, SessionState } from './session-state';

export interface SessionOptions {
  readonly setup: SessionSetup;
  readonly opponent: Opponent;
  /** The session's only clock, in ms: the scene gives it performance.now, tests a number they move. */
  readonly clock: () => number;
  /** A game in progress (a resumed save); otherwise a new game from the setup's start. */
  readonly game?: Game;
  /** The side this device plays against `opponent` (x, unless an online game says otherwise). */
  readonly you?: Side;
  /** Where the game is saved after every move; absent keeps nothing (an online game lives on the server). */
  readonly store?: SaveStore | null;
  /**
   * False: the game is never the save's game in progress and leaves the one there alone (the editor's
   * test game, which must not end an arcade run or a level game by being played).
   */
  readonly resumable?: boolean;
  /** Writes a finished game's score, medal and run into the save data; absent records nothing. */
  readonly record?: (data: SaveData, score: Score, played: SavedGame) => GameRecord;
  /** Keeps a finished game for replay (My games); absent keeps none. */
  readonly keep?: (data: SaveData, game: Game, outcome: Outcome) => SaveData;
  /** Holds an opponent's move until the screen can show it (animations done, menu closed). */
  readonly whenReady?: (play: () => void) => void;
  /** How long a forced pass is announced, and the pause from the shown ending to the result, in ms. */
  readonly passDelayMs?: () => number;
  readonly resultDelayMs?: () => number;
}

/**
 * One game being played on this device: whose move it is, what a tap means, asking the opponent,
 * applying moves, the ending and the score, and the save after every move. It decides no rule itself
 * (core does) and draws nothing (the Play scene does, from `state` and the events).
 */
export class GameSession {
  readonly setup: SessionSetup;
  readonly you: Side;
  private current: Game;
  private selected: Square | null = null;
  private cursor: Square | null = null;
  private lastMove: MoveMarks | null;
  private thinking = false;
  private endingShown = false;
  private record: GameRecord | null = null;
  private kept = false;
  /** Clock times of a pending forced pass and of the result screen; null when none is due. */
  private passAt: number | null = null;
  private resultAt: number | null = null;
  private resultSent = false;
  /** Set by start(): until then (a card still up) no tap or key plays. */
  private running = false;
  /** Bumped whenever a question to the opponent goes stale (undo, stop), so a late answer is dropped. */
  private generation = 0;
  private readonly listeners: ((event: SessionEvent) => void)[] = [];

  constructor(private readonly options: SessionOptions) {
    this.setup = options.setup;
    this.you = options.you ?? 'x';
    this.current = options.game ?? newGame(options.setup.start, options.setup.rules);
    this.lastMove = this.marksOfLastMove();
  }

  get game(): Game {
    return this.current;
  }

  /** The game has been started (start()); before that it only shows. */
  get started(): boolean {
    return this.running;
  }

  get outcome(): Outcome | null {
    return gameOutcome(this.current);
  }

  get state(): SessionState {
    const { position, moves: played } = this.current;
    const outcome = this.outcome;
    const moves = outcome ? [] : legalMoves(position, this.current.rules);
    return {
      position,
      moves,
      selected: this.selected,
      targets: this.selected === null ? NO_TARGETS : targetsOf(position, moves, this.selected),
      cursor: this.cursor,
      lastMove: this.lastMove,
      thinking: this.thinking,
      outcome,
      score: outcome ? scoreFor(outcome, this.you, { boss: this.setup.boss }) : null,
      mustPass: moves.length === 1 && moves[0] === PASS,
      lastWasPass: played.length > 0 && played[played.length - 1] === PASS,
      canUndo: this.canUndo,
      endingShown: this.endingShown,
      record: this.record,
    };
  }

  /** Hears every event; returns the way to stop hearing. */
  listen(listener: (event: SessionEvent) => void): () => void {
    this.listeners.push(listener);
    return () => this.listeners.splice(this.listeners.indexOf(listener) >>> 0, 1);
  }

  /** Saves the game as it stands and sets it going: the opponent's turn, a pass, or the ending. */
  start(): void {
    this.running = true;
    this.save();
    this.next();
  }

  /** Runs what has fallen due on the clock: a forced pass, the result screen. The scene calls it each frame. */
  tick(): void {
    const now = this.options.clock();
    if (this.passAt !== null && now >= this.passAt) this.passNow();
    if (this.resultAt !== null && now >= this.resultAt) this.sendResult();
  }

  /** A tap on a square (null: off the board): select, move, deselect, or hurry a pass or the result. */
  tap(square: Square | null): void {
    if (this.passAt !== null) return this.passNow();
    if (this.resultAt !== null) return this.sendResult();
    if (!this.deviceToMove()) return;
    const { position } = this.current;
    const intent = tapIntent(position, legalMoves(position, this.current.rules), this.selected, square);
    switch (intent.kind) {
      case 'select':
        this.emit({ kind: 'sound', effect: 'select' });
        this.select(intent.square);
        break;
      case 'deselect':
        this.select(null);
        break;
      case 'move':
        this.select(null);
        this.apply(intent.move, intent.from);
        break;
      case 'illegal':
        this.emit({ kind: 'sound', effect: 'illegal' });
        this.select(null);
        break;
      case 'none':
        break;
    }
  }

  /** Plays a move chosen on this device by any means other than taps; false when it may not be played now. */
  playHere(move: Move): boolean {
    if (!this.deviceToMove() || !legalMoves(this.current.position, this.current.rules).includes(move))
      return false;
    const from = isJump(move) ? moveFrom(move) : this.selected;
    this.select(null);
    this.apply(move, from);
    return true;
  }

  select(square: Square | null): void {
    this.selected = square;
    this.emit({ kind: 'changed' });
  }

  /** The keyboard cursor (null hides it). */
  setCursor(square: Square | null): void {
    this.cursor = square;
    this.emit({ kind: 'changed' });
  }

  /** Where the keyboard cursor appears first: the selected piece, else the first piece of the side to move. */
  cursorHome(): Square {
    if (this.selected !== null) return this.selected;
    const { cells, turn } = this.current.position;
    return Math.max(0, cells.indexOf(turn));
  }

  /** Undo is for Versus; against the computer it also takes back the computer's reply. */
  get canUndo(): boolean {
    const { moves } = this.current;
    if (this.setup.mode !== 'versus' || moves.length === 0 || this.outcome !== null) return false;
    return this.options.opponent.onDevice || moves.length >= 2 || this.current.position.turn !== this.you;
  }

  /** Takes back the last move (two players) or the player's last move and the replies since. */
  undo(): boolean {
    if (!this.canUndo) return false;
    this.stopThinking();
    let game = takeBack(this.current, 1);
    if (!this.options.opponent.onDevice) {
      // Back to where this device was to move, before its own last move.
      while (game.moves.length > 0 && game.position.turn !== this.you) game = takeBack(game, 1);
    }
    this.current = game;
    this.passAt = null;
    this.selected = null;
    this.lastMove = this.marksOfLastMove();
    this.save();
    this.emit({ kind: 'reset' });
    this.emit({ kind: 'sound', effect: 'click' });
    this.next();
    return true;
  }

  /** The screen has shown the ending (the fill): the final counts may show, and the result follows. */
  endingDone(): void {
    if (this.outcome === null || this.endingShown) return;
    this.endingShown = true;
    this.resultAt = this.options.clock() + (this.options.resultDelayMs?.() ?? 0);
    this.emit({ kind: 'changed' });
  }

  /** Withdraws any question to the opponent; a late answer is dropped. */
  stopThinking(): void {
    this.generation++;
    if (this.thinking) this.options.opponent.cancel();
    this.thinking = false;
  }

  /** Stops for good: the scene is going away. The save stays, so Continue can bring the game back. */
  dispose(): void {
    this.stopThinking();
    this.passAt = null;
    this.resultAt = null;
    this.listeners.length = 0;
    this.options.opponent.dispose();
  }

  // --- the turn loop ---

  /** After each move (and at the start): the ending, the opponent's turn, or a forced pass. */
  private next(): void {
    const outcome = this.outcome;
    if (outcome) return this.over(outcome);
    if (!this.deviceToMove()) return this.ask();
    const moves = legalMoves(this.current.position, this.current.rules);
    if (moves.length === 1 && moves[0] === PASS)
      this.passAt = this.options.clock() + (this.options.passDelayMs?.() ?? 0);
    this.emit({ kind: 'changed' });
  }

  private ask(): void {
    const generation = ++this.generation;
    const asked = this.current;
    this.thinking = true;
    this.emit({ kind: 'changed' });
    void this.options.opponent.moveFor(asked).then((move) => {
      if (generation !== this.generation || this.current !== asked) return;
      this.thinking = false;
      this.emit({ kind: 'changed' });
      if (move === null) return;
      const whenReady = this.options.whenReady ?? ((play: () => void) => play());
      whenReady(() => {
        if (generation === this.generation && this.current === asked) this.apply(move, null);
      });
    });
  }

  private passNow(): void {
    this.passAt = null;
    if (this.deviceToMove() && this.state.mustPass) this.apply(PASS, null);
  }

  /** Plays a move through core, saves, and reports what changed so the screen can animate it. */
  private apply(move: Move, from: Square | null): void {
    const before = this.current.position;
    const byDevice = this.deviceToMove();
    const played = playMove(this.current, move);
    if (!played.ok) {
      this.emit({ kind: 'sound', effect: 'illegal' });
      return;
    }
    this.current = played.value.game;
    const { change } = played.value;
    const origin =
      change.placed < 0
        ? -1
        : change.vacated >= 0
          ? change.vacated
          : cloneSource(before, change.placed, from);
    this.lastMove = change.placed >= 0 ? { from: origin, to: change.placed } : null;
    this.save();
    if (byDevice) this.options.opponent.heard(this.current, move);
    this.emit({ kind: 'moved', before, change, after: this.current.position, origin });
    this.next();
  }

  private over(outcome: Outcome): void {
    this.selected = null;
    this.passAt = null;
    const { store, record } = this.options;
    if (store && record && this.record === null) {
      const score = scoreFor(outcome, this.you, { boss: this.setup.boss });
      // Recorded the moment the game ends, so a reload during the ending's animation loses nothing.
      const kept = store.data.current;
      const recorded = record(store.data, score, this.saved());
      this.record = recorded;
      store.update(() =>
        this.options.resumable === false ? { ...recorded.data, current: kept } : recorded.data,
      );
    } else if (store && !record && this.options.resumable !== false) {
      // A game that records nothing (practice) is still not kept once it is over.
      store.update((data) => ({ ...data, current: null }));
    }
    const { keep } = this.options;
    if (store && keep && !this.kept) {
      this.kept = true;
      store.update((data) => keep(data, this.current, outcome));
    }
    this.emit({ kind: 'over', outcome });
  }

  private sendResult(): void {
    this.resultAt = null;
    if (this.resultSent) return;
    this.resultSent = true;
    this.emit({ kind: 'result' });
  }

  // --- helpers ---

  /** Whether the side to move is played on this device (by taps), in a game still going. */
  private deviceToMove(): boolean {
    if (!this.running || this.outcome !== null) return false;
    return this.current.position.turn === this.you || this.options.opponent.onDevice;
  }

  private marksOfLastMove(): MoveMarks | null {
    const { moves } = this.current;
    if (moves.length === 0) return null;
    const move = moves[moves.length - 1];
    if (move === PASS) return null;
    const to = moveTo(move);
    if (isJump(move)) return { from: moveFrom(move), to };
    // Which piece budded is not part of the game record: any neighbour of the mover before the move.
    return { from: cloneSource(takeBack(this.current, 1).position, to), to };
  }

  private save(): void {
    const { store } = this.options;
    if (!store || this.options.resumable === false) return;
    const saved = this.saved();
    store.update((data) => ({ ...data, current: saved }));
  }

  /** The game as the save keeps it, marked when the computer's fallback move fired. */
  private saved(): SavedGame {
    return savedGameOf(this.setup, this.current, (this.options.opponent.fallbacks?.() ?? 0) > 0);
  }

  private emit(event: SessionEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}
