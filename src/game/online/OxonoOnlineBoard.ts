/**
 * Oxono's board on the online game screen: the local game's OxonoBoardView and its two-tap moves
 * (session/oxono/oxono-taps.ts: the totem's destination, then the pawn's square; the arrows and Enter
 * do the same), over the server's moves. The board keeps the game as move text with the position after
 * each move, all replayed through core: the server's moves, then this player's move until the server
 * shows it. New moves are animated one at a time, so a watcher or a player who was away sees each
 * totem slide; whenever this board and the server disagree (a takeback, a refused move, a rematch) the
 * server's game is shown as it stands. At the end the winning line is drawn for players and watchers.
 */
import type Phaser from 'phaser';
import type { Side } from '../../core/side';
import {
  movePawn,
  moveSymbolName,
  moveText,
  moveTotem,
  oxono,
  playOxono,
  readMove,
  squareName,
  totemSquare,
  winningLine,
  type Colour,
  type OxonoMove,
  type OxonoPosition,
} from '../../core/oxono';
import type { GameView } from '../../net/game-view';
import { t } from '../base/i18n';
import { BLACK, NO_OXONO_MARKS, OxonoBoardView, PINK } from '../board/oxono/OxonoBoardView';
import type { BoardLayout } from '../board/layout';
import { registerPlay } from '../session/hook-state';
import type { KeptGame } from '../store/my-games';
import { matchEnd } from '../session/oxono/oxono-match';
import { NO_CHOICE, oxonoMarks, oxonoTap, type OxonoChoice } from '../session/oxono/oxono-taps';
import type { OnlineBoard, OnlineBoardHook, OnlineBoardHost } from './online-board';
import type { CardSwatch } from './OnlineHud';
import { keptOxonoOnline, movesAgree, oxonoGameOfView } from './oxono-sync';

const SIZE = 6;
/** Pink moves first: it is the contract's `x`. */
const colourOf = (side: Side): Colour => (side === 'x' ? 'pink' : 'black');
const sideOf = (colour: Colour): Side => (colour === 'pink' ? 'x' : 'o');
/** The pawns on the players' cards, as the board draws them (a light rim, so black shows on the dark card). */
const SWATCHES: Readonly<Record<Colour, CardSwatch>> = {
  pink: { fill: PINK, rim: 0xffb0cc },
  black: { fill: BLACK, rim: 0x9aa0b8 },
};
const CURSOR_STEPS: Readonly<Record<string, number>> = {
  ArrowUp: -6,
  ArrowDown: 6,
  ArrowLeft: -1,
  ArrowRight: 1,
};

export class OxonoOnlineBoard implements OnlineBoard {
  readonly game = 'oxono';
  private readonly view: OxonoBoardView;
  private you: Side | null = null;
  private started = false;
  /** The game as this board has it: the server's moves, then this player's move not yet shown by it. */
  private moves: string[] = [];
  /** The position after each of `moves`, the start first. */
  private positions: OxonoPosition[] = [];
  /** How many of `moves` are drawn; the rest wait their turn to be animated. */
  private shown = 0;
  private animating = false;
  private choice: OxonoChoice = NO_CHOICE;
  /** The keyboard's square, once an arrow has been pressed. */
  private cursor: number | null = null;
  private mayPlay = false;
  private idle: (() => void)[] = [];
  private readonly keysSeen = new WeakSet<KeyboardEvent>();

  constructor(
    scene: Phaser.Scene,
    private readonly host: OnlineBoardHost,
  ) {
    this.view = new OxonoBoardView(scene, host.speed(), (effect) => host.sound.effect(effect));
    this.view.onTap((square) => host.tapped(square));
    registerPlay({ session: () => null, animating: () => this.busy, pointOf: () => null });
  }

  get busy(): boolean {
    return this.animating || this.view.busy;
  }

  get size(): { columns: number; rows: number } | null {
    return this.started ? { columns: SIZE, rows: SIZE } : null;
  }

  setLayout(layout: BoardLayout): void {
    this.view.setLayout({ left: layout.x, top: layout.y, cell: layout.cell });
  }

  heard(view: GameView, you: Side | null, facts: { newGame: boolean; pendingPly: number | null }): boolean {
    const game = oxonoGameOfView(view);
    if (!game.ok) {
      console.warn(`[club] the server's game does not replay: ${game.error}`);
      return false;
    }
    const next =
      !this.started || you !== this.you || facts.newGame
        ? 'rebuild'
        : movesAgree(this.moves, game.value.moves, facts.pendingPly);
    if (next === 'rebuild') this.showGame(game.value, you);
    else if (next === 'follow') {
      this.moves = game.value.moves;
      this.positions = game.value.positions;
      this.catchUp();
    }
    return next === 'rebuild';
  }

  rebuild(view: GameView, you: Side | null): void {
    const game = oxonoGameOfView(view);
    if (game.ok) this.showGame(game.value, you);
  }

  /** A tap by pointer: the keyboard's cursor goes. */
  tap(square: number | null): void {
    this.cursor = null;
    this.choose(square);
  }

  key(event: KeyboardEvent): void {
    if (this.you === null || !this.started || event.target instanceof HTMLInputElement) return;
    // Phaser may hand one browser event over twice (see session/keys.ts): one press, one step.
    if (this.keysSeen.has(event)) return;
    this.keysSeen.add(event);
    const step = CURSOR_STEPS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const at = this.cursor;
      if (at === null) this.cursor = totemSquare(this.position, 'X');
      else {
        const next = at + step;
        const sameRow = Math.abs(step) === SIZE || Math.floor(next / SIZE) === Math.floor(at / SIZE);
        if (next >= 0 && next < SIZE * SIZE && sameRow) this.cursor = next;
      }
    } else if ((event.key === 'Enter' || event.key === ' ') && this.cursor !== null) {
      event.preventDefault();
      if (this.host.mayPlay()) this.choose(this.cursor);
    } else if (event.key === 'Escape') {
      this.view.finish();
      this.choice = NO_CHOICE;
    } else return;
    this.host.changed();
  }

  update(): void {
    // The view's tweens run on the scene's clock.
  }

  whenIdle(then: () => void): void {
    if (this.busy) this.idle.push(then);
    else then();
  }

  draw(mayPlay: boolean): void {
    this.mayPlay = mayPlay;
    if (!this.started) return;
    const position = this.position;
    const allowed = this.mayMove();
    const marks = oxonoMarks(position, allowed ? this.choice : NO_CHOICE);
    const last = this.lastShown();
    this.view.setMarks({
      ...NO_OXONO_MARKS,
      targets: allowed ? marks.squares : [],
      kind: marks.step === 'pawn' ? 'pawn' : 'destination',
      chosen: marks.chosen,
      last: last
        ? {
            from: totemSquare(last.before, moveSymbolName(last.move)),
            to: moveTotem(last.move),
            pawn: movePawn(last.move),
          }
        : null,
      cursor: this.you === null ? null : this.cursor,
      line: this.line(),
    });
  }

  turn(): Side | null {
    const latest = this.positions[this.positions.length - 1];
    return latest ? sideOf(latest.turn) : null;
  }

  cardCount(side: Side): string {
    const reserve = this.positions[this.shown]?.reserves[colourOf(side)];
    return reserve ? t('oxono.reserve', { x: reserve.X, o: reserve.O }) : '';
  }

  kept(view: GameView, you: Side, names: { readonly x: string; readonly o: string }): KeptGame | null {
    return keptOxonoOnline(view, you, names);
  }

  cardSwatch(side: Side): CardSwatch {
    return SWATCHES[colourOf(side)];
  }

  hook(): OnlineBoardHook | null {
    if (!this.started) return null;
    const allowed = this.mayMove();
    const marks = oxonoMarks(this.position, allowed ? this.choice : NO_CHOICE);
    const points: Record<string, { x: number; y: number }> = {};
    for (let square = 0; square < SIZE * SIZE; square++)
      points[squareName(square)] = this.view.pagePointOf(square);
    return {
      position: oxono.positionText(this.position),
      step: marks.step,
      targets: allowed ? marks.squares.map(squareName) : [],
      line: this.line().map(squareName),
      animating: this.busy,
      points,
    };
  }

  destroy(): void {
    this.idle = [];
    this.view.destroy();
  }

  /** The position drawn. */
  private get position(): OxonoPosition {
    return this.positions[this.shown];
  }

  /** Whether a tap is this player's to make: their turn on the board, everything drawn, the game going on. */
  private mayMove(): boolean {
    const position = this.position;
    return (
      this.mayPlay &&
      this.you !== null &&
      !this.busy &&
      this.shown === this.moves.length &&
      sideOf(position.turn) === this.you &&
      matchEnd(position) === null
    );
  }

  private choose(square: number | null): void {
    if (!this.mayMove()) return;
    const position = this.position;
    const before = this.choice;
    const { choice, move } = oxonoTap(position, before, square);
    this.choice = choice;
    if (move !== null) return this.play(position, move);
    if (choice.step === 'pawn' && (before.step !== 'pawn' || before.symbol !== choice.symbol))
      this.host.sound.effect('select');
    this.host.changed();
  }

  /** This player's move: drawn at once and sent; the server's snapshot confirms it (or the board goes back). */
  private play(position: OxonoPosition, move: OxonoMove): void {
    const played = playOxono(position, move);
    if (!played.ok) return console.warn(`[club] ${played.error}`);
    const text = moveText(move);
    this.moves = [...this.moves, text];
    this.positions = [...this.positions, played.value.position];
    this.choice = NO_CHOICE;
    this.host.send(this.moves.length, text);
    this.catchUp();
  }

  /** The server's game as it stands, drawn without animation. */
  private showGame(game: { moves: string[]; positions: OxonoPosition[] }, you: Side | null): void {
    const first = !this.started;
    this.started = true;
    this.you = you;
    this.moves = game.moves;
    this.positions = game.positions;
    this.shown = game.moves.length;
    this.choice = NO_CHOICE;
    this.animating = false;
    if (first) this.host.resize();
    this.view.finish();
    this.view.show(this.position);
    this.settle();
  }

  /** Animates the next move not yet drawn, then the one after, until the board shows the whole game. */
  private catchUp(): void {
    if (this.animating) return;
    if (this.shown >= this.moves.length) return this.settle();
    const before = this.positions[this.shown];
    const move = readMove(this.moves[this.shown]);
    if (!move.ok) return;
    this.shown += 1;
    const ply = this.shown;
    this.animating = true;
    if (sideOf(before.turn) !== this.you) this.host.theirMoveShown(ply);
    const from = totemSquare(before, moveSymbolName(move.value));
    this.view.animateMove(
      this.position,
      { from, to: moveTotem(move.value), pawn: movePawn(move.value) },
      () => {
        // A rebuild while the move was drawn has shown the game already.
        if (!this.animating || this.shown !== ply) return;
        this.animating = false;
        this.host.changed();
        this.catchUp();
      },
    );
    this.host.changed();
  }

  /** Everything is drawn: whoever waited for a still board goes on. */
  private settle(): void {
    this.host.changed();
    if (this.busy) return;
    const waiting = this.idle;
    this.idle = [];
    for (const then of waiting) then();
  }

  /** The last move drawn and the position before it. */
  private lastShown(): { move: OxonoMove; before: OxonoPosition } | null {
    if (this.shown === 0) return null;
    const move = readMove(this.moves[this.shown - 1]);
    return move.ok ? { move: move.value, before: this.positions[this.shown - 1] } : null;
  }

  /** The winning line, once the move that made it has been drawn. */
  private line(): number[] {
    const end = matchEnd(this.position);
    const last = this.lastShown();
    return end && last && end.reason !== 'all-placed' ? winningLine(this.position, last.move) : [];
  }
}
