import type Phaser from 'phaser';

/** Four corner brackets around (x, y): the square-cursor and jump-target mark, a shape cue beside colour. */
export function strokeCorners(
  graphics: Phaser.GameObjects.Graphics,
  x: number,
  y: number,
  half: number,
  arm: number,
): void {
  for (const [sx, sy] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ]) {
    graphics.lineBetween(x + sx * half, y + sy * half, x + sx * (half - arm), y + sy * half);
    graphics.lineBetween(x + sx * half, y + sy * half, x + sx * half, y + sy * (half - arm));
  }
}
