import type Phaser from 'phaser';
import { squareName } from '../../core';
import { readable } from '../base/text-fit';
import { CHROME, FONT, textResolution } from '../base/theme';
import { COORDINATE_SIZE, framePad, type BoardLayout } from './layout';

/**
 * The board's coordinates outside its squares: files (a, b, c…) under the bottom row and ranks (1, 2,
 * 3…) left of the first column, so a move read in the move list ("c5e6") can be found on the board.
 * The names come from core's square names, whatever the board's size; the labels sit in the strip
 * the screen's layout leaves (coordinateGutter), past the board's plate, never on a square.
 */
export class BoardCoordinates {
  private labels: Phaser.GameObjects.Text[] = [];

  constructor(private readonly scene: Phaser.Scene) {}

  setLayout(board: BoardLayout): void {
    this.destroy();
    const { x, y, cell, columns, rows } = board;
    const size = readable(COORDINATE_SIZE);
    // Half a label past the plate's edge.
    const away = Math.ceil(framePad(cell)) + size / 2 + 2;
    const bottom = y + cell * rows;
    for (let col = 0; col < columns; col++) {
      const file = squareName((rows - 1) * columns + col, columns, rows).replace(/\d+$/, '');
      this.label(file, x + (col + 0.5) * cell, bottom + away, size);
    }
    for (let row = 0; row < rows; row++) {
      const rank = squareName(row * columns, columns, rows).replace(/^[a-z]+/, '');
      this.label(rank, x - away, y + (row + 0.5) * cell, size);
    }
  }

  destroy(): void {
    for (const label of this.labels) label.destroy();
    this.labels = [];
  }

  private label(text: string, x: number, y: number, size: number): void {
    const label = this.scene.add
      .text(x, y, text, {
        fontFamily: FONT,
        fontSize: `${size}px`,
        color: CHROME.textDim,
        resolution: textResolution(),
      })
      .setOrigin(0.5)
      .setName('board-coordinate')
      .setDepth(2);
    this.labels.push(label);
  }
}
