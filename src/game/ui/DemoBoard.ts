import Phaser from 'phaser';
import {
  applyMove,
  geometry,
  isClone,
  legalMoves,
  moveFrom,
  moveTo,
  type Move,
  type MoveChange,
  type Position,
  type Ruleset,
  type Side,
  type Square,
} from '../../core';
import { blobKey } from './blob-art';
import { CHROME, type Palette, type PaletteName } from './theme';
import { strokeCorners } from '../view/corners';

export type Mark = 'clone' | 'jump' | 'from';

/**
 * A small board that acts out moves for the title screen and the how-to-play lessons. It draws what
 * core says happened (the MoveChange), so it never needs rules of its own.
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
    /** Multiplies every animation's duration: 1 normal, 0.5 fast, 0 instant. */
    private readonly pace = 1,
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

  /** Outlines squares: clone targets as solid rings, jump targets as dashed-looking corners. */
  mark(squares: readonly Square[], kind: Mark): void {
    const g = this.marks;
    if (squares.length === 0) {
      g.clear();
      return;
    }
    const color = kind === 'jump' ? this.palette.jump : kind === 'clone' ? this.palette.clone : CHROME.focus;
    const s = this.cell * 0.42;
    for (const square of squares) {
      const { x, y } = this.at(square);
      g.lineStyle(Math.max(2, this.cell * 0.07), color, 1);
      if (kind === 'jump') {
        strokeCorners(g, x, y, s, s * 0.45);
      } else {
        g.strokeRoundedRect(x - s, y - s, s * 2, s * 2, this.cell * 0.12);
      }
    }
    this.container.bringToTop(g);
  }

  private tween(config: Phaser.Types.Tweens.TweenBuilderConfig, duration: number): Promise<void> {
    return new Promise((done) => {
      if (this.pace === 0) {
        this.scene.tweens.add({ ...config, duration: 0, onComplete: () => done() });
        return;
      }
      this.scene.tweens.add({ ...config, duration: duration * this.pace, onComplete: () => done() });
    });
  }

  /** Plays a move: the clone buds or the jump arcs, then the flips ripple out. */
  async play(move: Move): Promise<MoveChange> {
    const { position, change } = applyMove(this.current, move);
    this.current = position;
    this.mark([], 'clone');
    if (change.placed < 0) return change;
    const target = this.at(change.placed);
    if (change.vacated >= 0) {
      const jumper = this.pieces.get(change.vacated)!;
      this.pieces.delete(change.vacated);
      this.pieces.set(change.placed, jumper);
      const from = this.at(change.vacated);
      const lift = this.cell * 0.9;
      const path = { t: 0 };
      await this.tween(
        {
          targets: path,
          t: 1,
          ease: 'Sine.easeInOut',
          onUpdate: () => {
            jumper.x = from.x + (target.x - from.x) * path.t;
            jumper.y = from.y + (target.y - from.y) * path.t - Math.sin(path.t * Math.PI) * lift;
          },
        },
        420,
      );
      jumper.setPosition(target.x, target.y);
    } else {
      const bud = this.blob(change.placed, change.side);
      this.pieces.set(change.placed, bud);
      const full = bud.scaleX;
      bud.setScale(0.1);
      await this.tween({ targets: bud, scaleX: full, scaleY: full, ease: 'Back.easeOut' }, 300);
    }
    await this.flip(change.flipped, change.side);
    return change;
  }

  /** Turns pieces to `side` one after another, each with a squash-and-pop. */
  private async flip(squares: readonly Square[], side: Side): Promise<void> {
    const turns = squares.map((square, i) => {
      const old = this.pieces.get(square);
      if (!old) return Promise.resolve();
      const full = old.scaleX;
      return new Promise<void>((done) => {
        this.scene.time.delayedCall(i * 70 * this.pace, () => {
          void this.tween({ targets: old, scaleX: 0.05, ease: 'Quad.easeIn' }, 110).then(() => {
            old.destroy();
            const fresh = this.blob(square, side);
            this.pieces.set(square, fresh);
            fresh.setScale(0.05, full);
            void this.tween({ targets: fresh, scaleX: full, ease: 'Back.easeOut' }, 160).then(done);
          });
        });
      });
    });
    await Promise.all(turns);
  }

  /** The arcade fill: empty squares turn to `side` one by one, in the order given. */
  async fill(side: Side, squares: readonly Square[]): Promise<void> {
    const cells = this.current.cells.split('');
    for (const square of squares) cells[square] = side;
    this.current = { ...this.current, cells: cells.join('') };
    await Promise.all(
      squares.map(
        (square, i) =>
          new Promise<void>((done) => {
            this.scene.time.delayedCall(i * 60 * this.pace, () => {
              const bud = this.blob(square, side);
              this.pieces.set(square, bud);
              const full = bud.scaleX;
              bud.setScale(0.1);
              void this.tween({ targets: bud, scaleX: full, scaleY: full, ease: 'Back.easeOut' }, 220).then(
                done,
              );
            });
          }),
      ),
    );
  }

  /** Where the piece on `square` may go, as core's legal moves say: clone and jump targets apart. */
  targetsOf(square: Square, rules: Ruleset = 'arcade'): { clone: Square[]; jump: Square[] } {
    const ring = geometry(this.current.width, this.current.height).cloneRing[square];
    const moves = legalMoves(this.current, rules);
    return {
      clone: moves.filter((move) => isClone(move) && ring.includes(moveTo(move))).map(moveTo),
      jump: moves.filter((move) => moveFrom(move) === square).map(moveTo),
    };
  }

  /** What a move would gain its side: one for a clone, nothing for a jump, plus every flip. */
  gainOf(move: Move): number {
    const { change } = applyMove(this.current, move);
    return change.flipped.length + (change.vacated < 0 && change.placed >= 0 ? 1 : 0);
  }

  destroy(): void {
    this.container.destroy();
  }
}
