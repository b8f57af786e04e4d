import Phaser from 'phaser';
import { opponentOf, type MoveChange, type Outcome, type Position, type Side, type Square } from '../../core';
import type { AnimationSpeed } from '../base/settings';
import type { Effect } from '../base/sound/SoundPlayer';
import { BLOB_TEXTURE_SIZE } from '../base/blob-art';
import type { Palette, PaletteName } from '../base/theme';
import { blobTexture } from './blob-texture';
import { fillOrder, fillTimes, moveSchedule, SPEED_FACTOR } from './choreography';
import { framePad, squareAt, squareCentre, type BoardLayout } from './layout';
import { drawBoardMarks, NO_MARKS, type BoardMarks } from './board-marks';
import { Timeline } from './timeline';

/** Board textures made so far, for unique keys. */
let bakes = 0;

/** How big a blob is within its square. */
const PIECE_RATIO = 0.84;

const easeOutBack = (t: number): number => {
  const c = 1.70158;
  return 1 + (c + 1) * Math.pow(t - 1, 3) + c * Math.pow(t - 1, 2);
};
const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2);

/** Plays a sound cue; the scene passes its SoundPlayer in so the view stays free of services. */
export type Cue = (effect: Effect, step?: number) => void;

/**
 * Draws a board it is handed and animates the changes core reports. It knows no rules: the scene gives
 * it positions, MoveChanges, targets and outcomes. Sprites and the timeline are all it owns.
 */
export class BoardView {
  private layoutNow: BoardLayout | null = null;
  private position: Position | null = null;
  private readonly cells: Phaser.GameObjects.Graphics;
  /** The squares are drawn once into a texture: re-filling dozens of rounded shapes every frame is costly. */
  private cellsImage: Phaser.GameObjects.Image | null = null;
  private cellsKey = '';
  private cellsDrawn = '';
  private readonly marks: Phaser.GameObjects.Graphics;
  private readonly overlay: Phaser.GameObjects.Graphics;
  private readonly pieces = new Map<Square, Phaser.GameObjects.Image>();
  /** Pieces a running animation is moving: the idle wobble leaves them alone. */
  private readonly moving = new Set<Phaser.GameObjects.Image>();
  private readonly timeline = new Timeline();
  private clock = 0;
  private shown: BoardMarks = NO_MARKS;
  private stopTaps: () => void = () => undefined;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly palette: Palette,
    private readonly blobs: PaletteName,
    private readonly cue: Cue,
  ) {
    this.cells = scene.make.graphics({}, false);
    this.marks = scene.add.graphics().setDepth(1);
    this.overlay = scene.add.graphics().setDepth(4);
  }

  get busy(): boolean {
    return this.timeline.busy;
  }

  get board(): BoardLayout | null {
    return this.layoutNow;
  }

  /** Places the board; pieces and marks follow. Safe to call on every resize. */
  setLayout(layout: BoardLayout): void {
    this.timeline.finish();
    this.layoutNow = layout;
    this.drawCells();
    if (this.position) this.show(this.position);
    this.drawMarks();
  }

  /** Snaps every piece to a position, without animation. */
  show(position: Position): void {
    this.position = position;
    for (const [square, piece] of this.pieces) {
      if (position.cells[square] !== 'x' && position.cells[square] !== 'o') {
        piece.destroy();
        this.pieces.delete(square);
      }
    }
    for (let square = 0; square < position.cells.length; square++) {
      const cell = position.cells[square];
      if (cell === 'x' || cell === 'o') this.place(square, cell);
    }
    this.drawCells();
    this.drawMarks();
  }

  /** Marks the selection, its targets, the last move and the keyboard cursor, as the session says. */
  setMarks(marks: BoardMarks): void {
    this.shown = marks;
    this.drawMarks();
  }

  /**
   * Reports each tap on the board as a square (null: off the board, on no button). A tap also ends the
   * running animation at once, so a player is never made to wait for one.
   */
  onTap(tapped: (square: Square | null) => void): void {
    const pointerDown = (pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void => {
      if (over.length > 0 || !this.layoutNow) return;
      this.finish();
      tapped(squareAt(this.layoutNow, pointer.worldX, pointer.worldY));
    };
    this.scene.input.on('pointerdown', pointerDown);
    this.stopTaps = () => this.scene.input.off('pointerdown', pointerDown);
  }

  /** The page position of a square's centre (CSS px), through the camera and the scale manager. */
  pagePointOf(square: Square): { x: number; y: number } | null {
    if (!this.layoutNow) return null;
    const world = squareCentre(this.layoutNow, square);
    const { scale } = this.scene;
    const camera = this.scene.cameras.main;
    const bounds = scale.canvasBounds;
    return {
      x: bounds.left + ((world.x - camera.scrollX) * camera.zoom + camera.x) * (bounds.width / scale.width),
      y: bounds.top + ((world.y - camera.scrollY) * camera.zoom + camera.y) * (bounds.height / scale.height),
    };
  }

  /** Ends every running animation at once (a tap during an animation). */
  finish(): void {
    this.timeline.finish();
  }

  whenIdle(done: () => void): void {
    this.timeline.whenIdle(done);
  }

  update(delta: number): void {
    this.clock += delta;
    this.timeline.advance(delta);
    this.wobble();
  }

  /** A clone buds out of `origin`, a jump arcs over from it; the flips ripple out. */
  animateMove(
    before: Position,
    change: MoveChange,
    after: Position,
    origin: Square,
    speed: AnimationSpeed,
  ): void {
    const layout = this.layoutNow;
    this.timeline.finish();
    this.show(before);
    this.position = after;
    if (!layout || change.placed < 0) {
      this.show(after);
      return;
    }
    const schedule = moveSchedule(change, origin, layout.columns, speed);
    const from = squareCentre(layout, origin);
    const to = squareCentre(layout, change.placed);
    const jump = change.vacated >= 0;
    const mover = jump ? this.pieces.get(change.vacated) : undefined;
    if (mover) this.pieces.delete(change.vacated);
    const piece = mover ?? this.makePiece(change.side, from.x, from.y);
    this.pieces.get(change.placed)?.destroy();
    this.pieces.set(change.placed, piece);
    this.moving.add(piece);
    piece.setDepth(3);
    const base = this.baseScale();
    this.timeline.add([
      {
        at: 0,
        duration: schedule.travel,
        start: () => this.cue(jump ? 'jump' : 'clone'),
        update: (p) => {
          if (jump) {
            const t = easeInOut(p);
            const lift = Math.sin(Math.PI * t) * layout.cell * 0.9;
            piece.setPosition(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t - lift);
            piece.setScale(base * (1 + 0.3 * Math.sin(Math.PI * t)));
          } else {
            const t = easeOutBack(p);
            piece.setPosition(
              from.x + (to.x - from.x) * Math.min(1, t),
              from.y + (to.y - from.y) * Math.min(1, t),
            );
            piece.setScale(base * (0.35 + 0.65 * t));
          }
          if (p >= 1) {
            piece.setPosition(to.x, to.y).setScale(base).setDepth(2);
            this.moving.delete(piece);
          }
        },
      },
      ...schedule.flips.map(({ square, at }, step) =>
        this.flipStep(square, change.side, at, schedule.flipDuration, step),
      ),
      { at: schedule.total, duration: 0, update: () => this.show(after) },
    ]);
    if (SPEED_FACTOR[speed] === 0) this.timeline.finish();
  }

  /**
   * The arcade ending: the empty squares fill one by one, spreading from the side that gets them.
   * `filled` hears how many squares have filled so far, so the counters can climb with the flood.
   */
  animateFill(
    position: Position,
    over: Outcome,
    speed: AnimationSpeed,
    filled?: (count: number) => void,
  ): void {
    const layout = this.layoutNow;
    if (!layout || !over.fill) return;
    const { side, squares } = over.fill;
    const order = fillOrder(position, squares, side);
    const { gap, duration } = fillTimes(order.length, speed);
    const base = this.baseScale();
    this.timeline.add(
      order.map((square, step) => {
        const { x, y } = squareCentre(layout, square);
        let piece: Phaser.GameObjects.Image | null = null;
        return {
          at: step * gap,
          duration,
          start: () => {
            // One fill sound per few squares keeps a big fill from turning into noise.
            if (step % 3 === 0) this.cue('fill', step);
            filled?.(step + 1);
            piece = this.makePiece(side, x, y).setScale(0);
            this.pieces.get(square)?.destroy();
            this.pieces.set(square, piece);
            this.moving.add(piece);
          },
          update: (p: number) => {
            piece?.setScale(base * easeOutBack(p));
            if (p >= 1 && piece) this.moving.delete(piece);
          },
        };
      }),
    );
    if (SPEED_FACTOR[speed] === 0) this.timeline.finish();
  }

  /** The ending: once the last move has played, the fill floods in (`filled` counts it), then `done`. */
  showEnding(
    position: Position,
    over: Outcome,
    speed: AnimationSpeed,
    filled: (count: number) => void,
    done: () => void,
  ): void {
    this.whenIdle(() => {
      if (over.fill) this.animateFill(position, over, speed, filled);
      this.whenIdle(done);
    });
  }

  destroy(): void {
    this.stopTaps();
    // Not finish(): on a scene's shutdown Phaser has already destroyed the sprites the steps would move.
    this.timeline.clear();
    for (const piece of this.pieces.values()) piece.destroy();
    this.pieces.clear();
    this.cells.destroy();
    this.cellsImage?.destroy();
    if (this.cellsKey && this.scene.textures.exists(this.cellsKey)) this.scene.textures.remove(this.cellsKey);
    this.marks.destroy();
    this.overlay.destroy();
  }

  private flipStep(square: Square, side: Side, at: number, duration: number, step: number) {
    const base = this.baseScale();
    return {
      at,
      duration,
      start: () => {
        this.cue('flip', step);
        const piece = this.pieces.get(square);
        if (piece) this.moving.add(piece);
      },
      update: (p: number) => {
        const piece = this.pieces.get(square);
        if (!piece) return;
        // A squash through the middle, swapping colour when the blob is edge-on.
        const key = blobTexture(this.scene, p < 0.5 ? opponentOf(side) : side, this.blobs);
        if (piece.texture.key !== key) piece.setTexture(key);
        piece.setScale(base * Math.abs(1 - 2 * p), base * (1 + 0.25 * Math.sin(Math.PI * p)));
        if (p >= 1) {
          piece.setScale(base);
          this.moving.delete(piece);
        }
      },
    };
  }

  private baseScale(): number {
    return ((this.layoutNow?.cell ?? BLOB_TEXTURE_SIZE) * PIECE_RATIO) / BLOB_TEXTURE_SIZE;
  }

  private makePiece(side: Side, x: number, y: number): Phaser.GameObjects.Image {
    return this.scene.add
      .image(x, y, blobTexture(this.scene, side, this.blobs))
      .setScale(this.baseScale())
      .setDepth(2);
  }

  private place(square: Square, side: Side): void {
    if (!this.layoutNow) return;
    const { x, y } = squareCentre(this.layoutNow, square);
    let piece = this.pieces.get(square);
    if (!piece) {
      piece = this.makePiece(side, x, y);
      this.pieces.set(square, piece);
    }
    this.moving.delete(piece);
    piece.setTexture(blobTexture(this.scene, side, this.blobs));
    piece.setPosition(x, y).setScale(this.baseScale()).setDepth(2);
  }

  /** A slow breathing of every resting blob: the goo is alive, without distracting. */
  private wobble(): void {
    const base = this.baseScale();
    for (const [square, piece] of this.pieces) {
      if (this.moving.has(piece)) continue;
      const phase = square * 1.7;
      const s = Math.sin(this.clock / 520 + phase) * 0.025;
      piece.setScale(base * (1 + s), base * (1 - s));
    }
  }

  private drawCells(): void {
    const layout = this.layoutNow;
    if (!layout) return;
    const blocked = this.position ? this.position.cells.replace(/[^-]/g, '.') : '';
    const drawn = `${JSON.stringify(layout)}|${blocked}|${this.palette.board}`;
    if (drawn === this.cellsDrawn) return;
    this.cellsDrawn = drawn;
    const g = this.cells;
    g.clear();
    const { cell, columns, rows } = layout;
    const pad = framePad(cell);
    // Drawn at the texture's origin, then placed where the board is.
    const x = pad;
    const y = pad;
    g.fillStyle(0x000000, 0.35);
    g.fillRoundedRect(x - pad + 3, y - pad + 6, columns * cell + 2 * pad, rows * cell + 2 * pad, pad * 1.5);
    g.fillStyle(this.palette.board, 1);
    g.fillRoundedRect(x - pad, y - pad, columns * cell + 2 * pad, rows * cell + 2 * pad, pad * 1.5);
    const inset = Math.max(1, cell * 0.04);
    const radius = cell * 0.16;
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < columns; col++) {
        const square = row * columns + col;
        const cx = x + col * cell + inset;
        const cy = y + row * cell + inset;
        const size = cell - 2 * inset;
        if (this.position?.cells[square] === '-') {
          // Blocked squares sink into the board and carry a cross: readable without colour.
          g.fillStyle(this.palette.blocked, 1);
          g.fillRoundedRect(cx, cy, size, size, radius);
          g.lineStyle(Math.max(1, cell * 0.04), this.palette.board, 1);
          const m = size * 0.3;
          g.lineBetween(cx + m, cy + m, cx + size - m, cy + size - m);
          g.lineBetween(cx + size - m, cy + m, cx + m, cy + size - m);
          continue;
        }
        g.fillStyle((row + col) % 2 === 0 ? this.palette.cell : this.palette.cellAlt, 1);
        g.fillRoundedRect(cx, cy, size, size, radius);
        g.fillStyle(0xffffff, 0.04);
        g.fillRoundedRect(cx + 2, cy + 2, size - 4, size * 0.4, radius * 0.8);
      }
    }
    const old = this.cellsKey;
    this.cellsKey = `board-cells-${++bakes}`;
    g.generateTexture(
      this.cellsKey,
      Math.ceil(columns * cell + 2 * pad + 4),
      Math.ceil(rows * cell + 2 * pad + 8),
    );
    g.clear();
    if (!this.cellsImage)
      this.cellsImage = this.scene.add.image(0, 0, this.cellsKey).setOrigin(0).setDepth(0);
    else this.cellsImage.setTexture(this.cellsKey);
    this.cellsImage.setPosition(layout.x - pad, layout.y - pad);
    if (old && this.scene.textures.exists(old)) this.scene.textures.remove(old);
  }

  private drawMarks(): void {
    if (this.layoutNow) drawBoardMarks(this.marks, this.overlay, this.layoutNow, this.palette, this.shown);
  }
}
