import Phaser from 'phaser';
import { CHROME, PALETTES } from '../base/theme';

/**
 * The menus' background: the game's dark blue with a faint board-cell pattern drifting slowly, so
 * every screen feels like part of the same cabinet.
 */
export function drawBackdrop(
  scene: Phaser.Scene,
  lines: { top: number; bottom: number },
): Phaser.GameObjects.Graphics {
  const { width, height } = scene.scale;
  const g = scene.add.graphics().setDepth(-100);
  const cell = Math.max(36, Math.round(Math.min(width, height) / 9));
  g.fillStyle(PALETTES.standard.cell, 0.22);
  // Two cells of overdraw: the pattern drifts by exactly one period and loops without a seam.
  for (let row = 0; row * cell < height + 3 * cell; row++) {
    for (let col = 0; col * cell < width + 3 * cell; col++) {
      if ((row + col) % 2 === 0)
        g.fillRoundedRect(col * cell + 3, row * cell + 3, cell - 6, cell - 6, cell * 0.18);
    }
  }
  // Darker bands at the top and bottom keep text readable over the pattern.
  const bands = scene.add.graphics().setDepth(-99).setName('frame-lines');
  // Where the frame lines run, for the test hook's check that nothing crosses them.
  bands.setData('lines', [lines.top, lines.bottom]);
  bands.fillStyle(PALETTES.standard.background, 0.7);
  bands.fillRect(0, 0, width, lines.top);
  bands.fillRect(0, lines.bottom, width, height - lines.bottom);
  bands.lineStyle(2, CHROME.panelEdge, 0.35);
  bands.lineBetween(0, lines.top, width, lines.top);
  bands.lineBetween(0, lines.bottom, width, lines.bottom);
  scene.tweens.add({
    targets: g,
    x: { from: 0, to: -cell * 2 },
    y: { from: 0, to: -cell * 2 },
    duration: 40_000,
    repeat: -1,
  });
  return g;
}
