/**
 * Oxono's board, drawn from code: the 6×6 grid, the two totems, the pink and black pawns with their X
 * or O marks, the marks a session hands it (legal destinations, then legal pawn squares, the chosen
 * totem's path, the last move, the keyboard cursor) and the winning line. It is handed positions and
 * marks and reports taps as squares: it knows no session and decides no rule. Moves animate (the totem
 * slides, the pawn drops in) at the player's animation speed, cueing Oxono's own sounds (`slide`, then
 * `place`; only `place` at the instant speed); a tap ends an animation at once.
 */
import Phaser from 'phaser';
import type { OxonoPosition } from '../../../core/oxono';
import type { AnimationSpeed } from '../../base/settings';
import type { Effect } from '../../base/sound/SoundPlayer';
import { CHROME, FONT, PALETTES, textResolution } from '../../base/theme';
import { SPEED_FACTOR } from '../choreography';

const SIZE = 6;
/** The pawns' colours: pink as the house's pink side, black as a near-black with a light rim. */
export const PINK = PALETTES.standard.o;
export const BLACK = 0x15161c;
/** Their rims: light enough that the black pawn stands out on the dark board. */
const PINK_RIM = 0xffb0cc;
const BLACK_RIM = 0x9aa0b8;
const TOTEM = CHROME.gold;
const DESTINATION = 0x7cf0a0;
const PAWN_SQUARE = 0xffe066;
const BOARD = 0x1b2040;
const CELL = 0x262d57;
const CELL_ALT = 0x222850;

/** Where the board sits: its top-left corner and a square's side, in scene pixels. */
export interface OxonoLayout {
  readonly left: number;
  readonly top: number;
  readonly cell: number;
}

/** What the board marks, as the scene's session says. */
export interface OxonoBoardMarks {
  /** Squares a tap may take now. */
  readonly targets: readonly number[];
  /** `destination`: where a totem may go; `pawn`: where the pawn may go. */
  readonly kind: 'destination' | 'pawn';
  /** The chosen totem's move (its square and where it goes), shown while the pawn's square is chosen. */
  readonly chosen: { readonly from: number; readonly to: number } | null;
  /** The last move: where its totem went from and to, and its pawn. */
  readonly last: { readonly from: number; readonly to: number; readonly pawn: number } | null;
  readonly cursor: number | null;
  /** The winning line's squares (empty while none). */
  readonly line: readonly number[];
}

export const NO_OXONO_MARKS: OxonoBoardMarks = {
  targets: [],
  kind: 'destination',
  chosen: null,
  last: null,
  cursor: null,
  line: [],
};

type Piece = Phaser.GameObjects.Container;

export class OxonoBoardView {
  private layout: OxonoLayout = { left: 0, top: 0, cell: 40 };
  private position: OxonoPosition | null = null;
  private marksNow: OxonoBoardMarks = NO_OXONO_MARKS;
  private readonly grid: Phaser.GameObjects.Graphics;
  private readonly under: Phaser.GameObjects.Graphics;
  private readonly over: Phaser.GameObjects.Graphics;
  private readonly pieces = new Map<number, Piece>();
  private tweens: Phaser.Tweens.Tween[] = [];
  private stopTaps: () => void = () => undefined;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly speed: AnimationSpeed,
    private readonly cue: (effect: Effect) => void,
  ) {
    this.grid = scene.add.graphics().setDepth(0).setName('oxono-board');
    this.under = scene.add.graphics().setDepth(1);
    this.over = scene.add.graphics().setDepth(3);
  }

  /** Whether a move is being animated. */
  get busy(): boolean {
    return this.tweens.some((tween) => tween.isPlaying() || tween.isPending());
  }

  /** The board's size in pixels. */
  get side(): number {
    return this.layout.cell * SIZE;
  }

  setLayout(layout: OxonoLayout): void {
    this.finish();
    this.layout = layout;
    this.drawGrid();
    if (this.position) this.show(this.position);
    this.drawMarks();
  }

  /** Snaps every piece to a position. */
  show(position: OxonoPosition): void {
    this.position = position;
    for (const piece of this.pieces.values()) piece.destroy();
    this.pieces.clear();
    for (let square = 0; square < SIZE * SIZE; square++) {
      const cell = position.cells[square];
      if (cell !== '.') this.pieces.set(square, this.piece(square, cell));
    }
  }

  /**
   * Shows the marks. While a totem's destination is chosen the totem stands there, a little faded, so
   * the square it leaves (where the pawn may go) shows its mark; it goes home when the choice is dropped.
   */
  setMarks(marks: OxonoBoardMarks): void {
    const lineAppears = marks.line.length > 0 && this.marksNow.line.length === 0;
    this.marksNow = marks;
    this.drawMarks();
    // The winning line arrives with a few pulses (none at the instant speed): the game's end is seen.
    if (lineAppears && SPEED_FACTOR[this.speed] > 0)
      this.scene.tweens.add({
        targets: this.over,
        alpha: { from: 0.2, to: 1 },
        duration: 260,
        yoyo: true,
        repeat: 2,
      });
    if (this.busy) return;
    for (const [square, piece] of this.pieces) {
      const previewed = marks.chosen?.from === square;
      const at = this.centre(previewed ? marks.chosen!.to : square);
      piece.setPosition(at.x, at.y).setAlpha(previewed ? 0.8 : 1);
    }
  }

  /** Reports each tap on the board as a square (null: beside the board, not on a button). */
  onTap(tapped: (square: number | null) => void): void {
    const down = (pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void => {
      if (over.length > 0) return;
      this.finish();
      tapped(this.squareAt(pointer.worldX, pointer.worldY));
    };
    this.scene.input.on('pointerdown', down);
    this.stopTaps = () => this.scene.input.off('pointerdown', down);
  }

  squareAt(x: number, y: number): number | null {
    const { left, top, cell } = this.layout;
    const file = Math.floor((x - left) / cell);
    const row = Math.floor((y - top) / cell);
    return file >= 0 && file < SIZE && row >= 0 && row < SIZE ? row * SIZE + file : null;
  }

  centre(square: number): { x: number; y: number } {
    const { left, top, cell } = this.layout;
    return { x: left + ((square % SIZE) + 0.5) * cell, y: top + (Math.floor(square / SIZE) + 0.5) * cell };
  }

  /** The page position of a square's centre (CSS px), for the browser tests' clicks. */
  pagePointOf(square: number): { x: number; y: number } {
    const world = this.centre(square);
    const { scale } = this.scene;
    const bounds = scale.canvasBounds;
    return {
      x: bounds.left + world.x * (bounds.width / scale.width),
      y: bounds.top + world.y * (bounds.height / scale.height),
    };
  }

  /**
   * Animates a move from the shown position: the totem slides from `from` to `to`, then the pawn drops
   * onto `pawn`; `after` is the position core returned, snapped to once the animation ends.
   */
  animateMove(
    after: OxonoPosition,
    move: { from: number; to: number; pawn: number },
    done: () => void,
  ): void {
    this.finish();
    const factor = SPEED_FACTOR[this.speed];
    const totem = this.pieces.get(move.from);
    if (factor === 0 || !totem) {
      this.show(after);
      this.cue('place');
      done();
      return;
    }
    totem.setAlpha(1);
    const target = this.centre(move.to);
    const steps =
      Math.abs((move.to % SIZE) - (move.from % SIZE)) +
      Math.abs(Math.floor(move.to / SIZE) - Math.floor(move.from / SIZE));
    this.cue('slide');
    const slide = this.scene.tweens.add({
      targets: totem,
      x: target.x,
      y: target.y,
      duration: (140 + 45 * Math.min(steps, 6)) * factor,
      ease: 'Cubic.easeInOut',
      onComplete: () => {
        const cell = after.cells[move.pawn];
        const pawn = this.piece(move.pawn, cell).setScale(1.6).setAlpha(0);
        this.cue('place');
        const drop = this.scene.tweens.add({
          targets: pawn,
          scale: 1,
          alpha: 1,
          duration: 220 * factor,
          ease: 'Back.easeOut',
          onComplete: () => {
            pawn.destroy();
            this.show(after);
            done();
          },
        });
        this.tweens.push(drop);
      },
    });
    this.tweens = [slide];
  }

  /** Ends a running animation at once (its completion runs). */
  finish(): void {
    const running = this.tweens;
    this.tweens = [];
    for (const tween of running) if (tween.isPlaying() || tween.isPending()) tween.complete();
    // A slide's completion starts the drop: finish that too.
    if (this.tweens.length > 0) this.finish();
  }

  /** Stops listening and takes the board off the screen. */
  destroy(): void {
    this.stopTaps();
    this.finish();
    for (const piece of this.pieces.values()) piece.destroy();
    this.pieces.clear();
    for (const graphics of [this.grid, this.under, this.over]) graphics.destroy();
  }

  private drawGrid(): void {
    const { left, top, cell } = this.layout;
    const g = this.grid.clear();
    const pad = cell * 0.12;
    g.fillStyle(0x000000, 0.35);
    g.fillRoundedRect(left - pad + 3, top - pad + 5, this.side + 2 * pad, this.side + 2 * pad, cell * 0.25);
    g.fillStyle(BOARD, 1);
    g.fillRoundedRect(left - pad, top - pad, this.side + 2 * pad, this.side + 2 * pad, cell * 0.25);
    for (let square = 0; square < SIZE * SIZE; square++) {
      const file = square % SIZE;
      const row = Math.floor(square / SIZE);
      g.fillStyle((file + row) % 2 === 0 ? CELL : CELL_ALT, 1);
      g.fillRoundedRect(left + file * cell + 2, top + row * cell + 2, cell - 4, cell - 4, cell * 0.12);
    }
  }

  private drawMarks(): void {
    const under = this.under.clear();
    const over = this.over.clear();
    const marks = this.marksNow;
    const { cell } = this.layout;
    const line = Math.max(2, cell * 0.06);
    const frame = (
      g: Phaser.GameObjects.Graphics,
      square: number,
      colour: number,
      alpha: number,
      inset = line,
    ): void => {
      const { x, y } = this.centre(square);
      g.lineStyle(line, colour, alpha);
      g.strokeRoundedRect(
        x - cell / 2 + inset,
        y - cell / 2 + inset,
        cell - 2 * inset,
        cell - 2 * inset,
        cell * 0.14,
      );
    };
    if (marks.last) {
      frame(under, marks.last.to, 0xffffff, 0.45);
      frame(under, marks.last.pawn, 0xffffff, 0.75);
    }
    if (marks.chosen) {
      const from = this.centre(marks.chosen.from);
      const to = this.centre(marks.chosen.to);
      under.lineStyle(line * 1.5, TOTEM, 0.5);
      under.lineBetween(from.x, from.y, to.x, to.y);
      under.fillStyle(TOTEM, 0.35);
      under.fillCircle(to.x, to.y, cell * 0.42);
    }
    // Destinations are rings, pawn squares filled dots: shape tells the two steps apart, not just colour.
    for (const square of marks.targets) {
      const { x, y } = this.centre(square);
      if (marks.kind === 'destination') {
        over.lineStyle(line, DESTINATION, 0.9);
        over.strokeCircle(x, y, cell * 0.22);
      } else {
        over.fillStyle(PAWN_SQUARE, 0.85);
        over.fillCircle(x, y, cell * 0.15);
      }
    }
    if (marks.line.length > 0) {
      for (const square of marks.line) frame(over, square, CHROME.focus, 1, line / 2);
      const first = this.centre(marks.line[0]);
      const last = this.centre(marks.line[marks.line.length - 1]);
      over.lineStyle(line * 1.6, CHROME.focus, 0.9);
      over.lineBetween(first.x, first.y, last.x, last.y);
    }
    if (marks.cursor !== null) frame(over, marks.cursor, CHROME.focus, 1, line * 0.5);
  }

  /** A totem (a gold rounded block with its symbol) or a pawn (a disc of its colour with its mark). */
  private piece(square: number, cell: string): Piece {
    const { cell: side } = this.layout;
    const { x, y } = this.centre(square);
    const g = this.scene.add.graphics();
    const totem = cell === '*' || cell === '@';
    const symbol = cell === '*' || cell.toUpperCase() === 'X' ? 'X' : 'O';
    const pink = cell === 'x' || cell === 'o';
    let ink = '#ffffff';
    if (totem) {
      const r = side * 0.4;
      g.fillStyle(0x000000, 0.35).fillRoundedRect(-r + 2, -r + 4, 2 * r, 2 * r, side * 0.12);
      g.fillStyle(TOTEM, 1).fillRoundedRect(-r, -r, 2 * r, 2 * r, side * 0.12);
      g.lineStyle(Math.max(2, side * 0.05), 0x8a6a10, 1).strokeRoundedRect(-r, -r, 2 * r, 2 * r, side * 0.12);
      ink = '#2a1d00';
    } else {
      const r = side * 0.36;
      g.fillStyle(0x000000, 0.35).fillCircle(2, 4, r);
      g.fillStyle(pink ? PINK : BLACK, 1).fillCircle(0, 0, r);
      g.lineStyle(Math.max(2, side * 0.04), pink ? PINK_RIM : BLACK_RIM, 1).strokeCircle(0, 0, r);
    }
    const mark = this.scene.add
      .text(0, 0, symbol, {
        fontFamily: FONT,
        fontSize: `${Math.max(12, Math.round(side * (totem ? 0.5 : 0.42)))}px`,
        fontStyle: 'bold',
        color: ink,
        resolution: textResolution(),
      })
      .setOrigin(0.5)
      .setName(totem ? 'oxono-totem' : 'oxono-pawn');
    return this.scene.add.container(x, y, [g, mark]).setDepth(totem ? 2.5 : 2);
  }
}

/** A pawn of a colour, `size` across, as an icon beside a player's name (the replay viewer's players). */
export function oxonoPawnIcon(
  scene: Phaser.Scene,
  x: number,
  y: number,
  size: number,
  colour: 'pink' | 'black',
): Phaser.GameObjects.Graphics {
  const r = size / 2;
  const pink = colour === 'pink';
  return scene.add
    .graphics({ x, y })
    .fillStyle(pink ? PINK : BLACK, 1)
    .fillCircle(0, 0, r)
    .lineStyle(Math.max(1.5, r * 0.16), pink ? PINK_RIM : BLACK_RIM, 1)
    .strokeCircle(0, 0, r);
}
