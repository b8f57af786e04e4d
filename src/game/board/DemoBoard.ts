import Phaser from 'phaser';
import {
  applyMove,
  cloneSource,
  legalMoves,
  targetsOf,
  type Move,
  type MoveChange,
  type Position,
  type Ruleset,
  type Side,
  type Square,
  type Targets,
} from '../../core';
import type { AnimationSpeed } from '../base/settings';
import { drawCloneDot, drawJumpRing } from './board-marks';
import { fillOrder, fillTimes, moveSchedule } from './choreography';
import { blobKey } from '../base/blob-art';
import { CHROME, type Palette, type PaletteName } from '../base/theme';

export type Mark = 'clone' | 'jump' | 'from';

/**
 * A small board that acts out moves for the title screen and the how-to-play lessons. It draws what
 * core says happened (the MoveChange) with the game board's choreography and marks, so a lesson looks
 * exactly like the game.
 */
export class DemoBoard {
  readonly container: Phaser.GameObjects.Container;
  private readonly marks: Phaser.GameObjects.Graphics;
  private readonly pieces = new Map<Square, Phaser.GameObjects.Image>();
  private current: Position;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly centreX: number,
    private readonly centreY: number,
    private readonly cell: number,
    start: Position,
    private readonly palette: Palette,
    private readonly paletteName: PaletteName,
    private readonly speed: AnimationSpeed = 'normal',
  ) {
    this.current = start;
    this.container = scene.add.container(centreX, centreY);
    this.container.add(this.drawBoard());
    this.marks = scene.add.graphics();
    this.container.add(this.marks);
    this.setPosition(start);
  }

  get position(): Position {
    return this.current;
  }

  /** The centre of a square, relative to the board's centre. */
  private at(square: Square): { x: number; y: number } {
    const { width, height } = this.current;
    const col = square % width;
    const row = Math.floor(square / width);
    return { x: (col - (width - 1) / 2) * this.cell, y: (row - (height - 1) / 2) * this.cell };
  }

  /** The centre of a square on screen. */
  screenAt(square: Square): { x: number; y: number } {
    const local = this.at(square);
    return { x: this.centreX + local.x, y: this.centreY + local.y };
  }

  private drawBoard(): Phaser.GameObjects.Graphics {
    const { width, height, cells } = this.current;
    const g = this.scene.add.graphics();
    const pad = this.cell * 0.18;
    const w = width * this.cell + pad * 2;
    const h = height * this.cell + pad * 2;
    g.fillStyle(0x000000, 0.35);
    g.fillRoundedRect(-w / 2 + 4, -h / 2 + 6, w, h, this.cell * 0.3);
    g.fillStyle(this.palette.board, 1);
    g.fillRoundedRect(-w / 2, -h / 2, w, h, this.cell * 0.3);
    g.lineStyle(2, CHROME.panelEdge, 1);
    g.strokeRoundedRect(-w / 2, -h / 2, w, h, this.cell * 0.3);
    for (let square = 0; square < width * height; square++) {
      const { x, y } = this.at(square);
      const inset = this.cell * 0.05;
      const size = this.cell - inset * 2;
      if (cells[square] === '-') {
        // Blocked squares are sunk and crossed, so they read as walls without colour.
        g.fillStyle(this.palette.blocked, 1);
        g.fillRoundedRect(x - size / 2, y - size / 2, size, size, this.cell * 0.12);
        g.lineStyle(Math.max(1, this.cell * 0.05), this.palette.cell, 1);
        const d = size * 0.22;
        g.lineBetween(x - d, y - d, x + d, y + d);
        g.lineBetween(x - d, y + d, x + d, y - d);
        continue;
      }
      const odd = (Math.floor(square / width) + (square % width)) % 2 === 1;
      g.fillStyle(odd ? this.palette.cellAlt : this.palette.cell, 1);
      g.fillRoundedRect(x - size / 2, y - size / 2, size, size, this.cell * 0.12);
    }
    return g;
  }

  private blob(square: Square, side: Side): Phaser.GameObjects.Image {
    const { x, y } = this.at(square);
    const image = this.scene.add.image(x, y, blobKey(side, this.paletteName));
    image.setDisplaySize(this.cell * 0.92, this.cell * 0.92);
    image.setData('side', side);
    this.container.add(image);
    return image;
  }

  /** Shows a position at once, without animation (same board shape as before). */
  setPosition(position: Position): void {
    for (const image of this.pieces.values()) image.destroy();
    this.pieces.clear();
    this.current = position;
    for (let square = 0; square < position.cells.length; square++) {
      const cell = position.cells[square];
      if (cell === 'x' || cell === 'o') this.pieces.set(square, this.blob(square, cell));
    }
    this.mark([], 'clone');
  }

  /** Marks squares as the game does: clone targets as dots, jump targets as rings, a piece as selected. */
  mark(squares: readonly Square[], kind: Mark): void {
    const g = this.marks;
    if (squares.length === 0) {
      g.clear();
      return;
    }
    for (const square of squares) {
      const at = this.at(square);
      if (kind === 'clone') drawCloneDot(g, at, this.cell, this.palette);
      else if (kind === 'jump') drawJumpRing(g, at, this.cell, this.palette);
      else {
        g.fillStyle(this.palette.clone, 0.25);
        g.fillCircle(at.x, at.y, this.cell * 0.48);
        g.lineStyle(Math.max(2, this.cell * 0.06), CHROME.focus, 1);
        g.strokeCircle(at.x, at.y, this.cell * 0.46);
      }
    }
    this.container.bringToTop(g);
  }

  private tween(config: Phaser.Types.Tweens.TweenBuilderConfig, duration: number): Promise<void> {
    return new Promise((done) => {
      this.scene.tweens.add({ ...config, duration, onComplete: () => done() });
    });
  }

  private after(ms: number): Promise<void> {
    return new Promise((done) => (ms <= 0 ? done() : this.scene.time.delayedCall(ms, done)));
  }

  /** Plays a move on the game board's schedule: the clone buds or the jump arcs, then the flips ripple out. */
  async play(move: Move): Promise<MoveChange> {
    const before = this.current;
    const { position, change } = applyMove(before, move);
    this.current = position;
    this.mark([], 'clone');
    if (change.placed < 0) return change;
    const origin = change.vacated >= 0 ? change.vacated : cloneSource(before, change.placed);
    const schedule = moveSchedule(change, origin, before.width, this.speed);
    const target = this.at(change.placed);
    const from = this.at(origin);
    let travel: Promise<void>;
    if (change.vacated >= 0) {
      const jumper = this.pieces.get(change.vacated)!;
      this.pieces.delete(change.vacated);
      this.pieces.set(change.placed, jumper);
      const lift = this.cell * 0.9;
      const path = { t: 0 };
      const onUpdate = (): void => {
        jumper.x = from.x + (target.x - from.x) * path.t;
        jumper.y = from.y + (target.y - from.y) * path.t - Math.sin(path.t * Math.PI) * lift;
      };
      travel = this.tween({ targets: path, t: 1, ease: 'Sine.easeInOut', onUpdate }, schedule.travel).then(
        () => {
          jumper.setPosition(target.x, target.y);
        },
      );
    } else {
      const bud = this.blob(change.placed, change.side);
      this.pieces.set(change.placed, bud);
      const full = bud.scaleX;
      bud.setPosition(from.x, from.y).setScale(full * 0.35);
      travel = this.tween(
        { targets: bud, x: target.x, y: target.y, scaleX: full, scaleY: full, ease: 'Back.easeOut' },
        schedule.travel,
      );
    }
    const flips = schedule.flips.map(({ square, at }) =>
      this.after(at).then(() => this.flip(square, change.side, schedule.flipDuration)),
    );
    await Promise.all([travel, ...flips]);
    return change;
  }

  /** Turns one piece to `side` with a squash through the middle. */
  private async flip(square: Square, side: Side, duration: number): Promise<void> {
    const old = this.pieces.get(square);
    if (!old) return;
    const full = old.scaleX;
    await this.tween({ targets: old, scaleX: 0.05, ease: 'Quad.easeIn' }, duration / 2);
    old.destroy();
    const fresh = this.blob(square, side);
    this.pieces.set(square, fresh);
    fresh.setScale(0.05, full);
    await this.tween({ targets: fresh, scaleX: full, ease: 'Back.easeOut' }, duration / 2);
  }

  /** The arcade fill on the game's schedule: spreading out from the side that gets the squares. */
  async fill(side: Side, squares: readonly Square[]): Promise<void> {
    const before = this.current;
    const cells = before.cells.split('');
    for (const square of squares) cells[square] = side;
    this.current = { ...before, cells: cells.join('') };
    const order = fillOrder(before, squares, side);
    const { gap, duration } = fillTimes(order.length, this.speed);
    await Promise.all(
      order.map(async (square, i) => {
        await this.after(i * gap);
        const bud = this.blob(square, side);
        this.pieces.set(square, bud);
        const full = bud.scaleX;
        bud.setScale(0.1);
        await this.tween({ targets: bud, scaleX: full, scaleY: full, ease: 'Back.easeOut' }, duration);
      }),
    );
  }

  /** Where the piece on `square` may go, from core's legal moves. */
  targetsOf(square: Square, rules: Ruleset = 'arcade'): Targets {
    return targetsOf(this.current, legalMoves(this.current, rules), square);
  }

  destroy(): void {
    this.container.destroy();
  }
}
