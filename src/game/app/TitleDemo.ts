import type Phaser from 'phaser';
import { legalMoves, outcome, Random, startPosition, type Move, type Position } from '../../core';
import { greedyMove } from '../../ai/greedy';
import type { AnimationSpeed } from '../base/settings';
import { DemoBoard } from '../board/DemoBoard';
import type { PaletteName } from '../base/theme';
import { PALETTES } from '../base/theme';

/** Blocked-square layouts the title cycles through, so the attract mode shows the game's variety. */
const LAYOUTS: readonly (readonly number[])[] = [
  [],
  [10, 12, 36, 38],
  [17, 24, 31],
  [3, 21, 27, 45],
  [16, 18, 30, 32],
];

/**
 * The title screen's attract mode: blobs play a real game by core's rules, greedy with a dash of chance,
 * clones budding, jumps arcing, flips rippling and the fill at the end, then a fresh board.
 */
export class TitleDemo {
  private board: DemoBoard | null = null;
  private readonly random = new Random(20260529);
  private round = 0;
  private stopped = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly x: number,
    private readonly y: number,
    private readonly cell: number,
    private readonly palette: PaletteName,
    private readonly speed: AnimationSpeed,
  ) {
    const stop = (): void => {
      this.stopped = true;
    };
    scene.events.once('shutdown', stop);
    scene.events.once('menu-redraw', stop);
    this.newBoard();
    void this.loop();
  }

  private newBoard(): void {
    const base = startPosition(7, 7);
    const cells = base.cells.split('');
    for (const square of LAYOUTS[this.round % LAYOUTS.length]) cells[square] = '-';
    this.round++;
    const start: Position = { ...base, cells: cells.join('') };
    this.board?.destroy();
    this.board = new DemoBoard(
      this.scene,
      this.x,
      this.y,
      this.cell,
      start,
      PALETTES[this.palette],
      this.palette,
      // The attract mode always moves: an "instant" setting still shows it at the fast pace.
      this.speed === 'instant' ? 'fast' : this.speed,
    );
    this.board.container.setAlpha(0.95);
  }

  private wait(ms: number): Promise<void> {
    return new Promise((done) => this.scene.time.delayedCall(ms, done));
  }

  /** The greedy player (the most pieces now) with a dash of chance, so no two attract games are alike. */
  private choose(position: Position, moves: readonly Move[]): Move {
    if (this.random.next() < 0.25) return this.random.pick(moves);
    return greedyMove(position, 'arcade', this.random.int(0x7fffffff));
  }

  private async loop(): Promise<void> {
    await this.wait(500);
    while (!this.stopped) {
      const board = this.board!;
      const position = board.position;
      const over = outcome(position, 'arcade');
      if (over) {
        if (over.fill) await board.fill(over.fill.side, over.fill.squares);
        await this.wait(1600);
        if (this.stopped) return;
        this.newBoard();
        await this.wait(400);
        continue;
      }
      const moves = legalMoves(position, 'arcade');
      await board.play(this.choose(position, moves));
      await this.wait(320);
    }
  }
}
