import Phaser from 'phaser';
import type { Medal } from '../../core/progression';
import type { Focusable } from '../menu/MenuFocus';
import type { Position } from '../../core';
import { readable } from '../base/text-fit';
import { CHROME, FONT, textResolution, type Palette } from '../base/theme';

export interface TileState {
  readonly number: number;
  readonly unlocked: boolean;
  readonly won: boolean;
  readonly best: number | null;
  readonly medal: Medal | null;
  readonly boss: boolean;
  /** The level's starting board, drawn small on the tile: its size, blocked squares and pieces. */
  readonly board: Position;
  readonly palette: Palette;
}

const MEDAL_COLOUR: Record<Medal, number> = {
  gold: CHROME.gold,
  silver: CHROME.silver,
  bronze: CHROME.bronze,
};
const MEDAL_LETTER: Record<Medal, string> = { gold: '1', silver: '2', bronze: '3' };

/**
 * One level on the level-select grid. Every state has a shape as well as a colour: a padlock when
 * locked, a tick when cleared, a numbered medal, and a crown and spiked frame for a boss.
 */
export class LevelTile extends Phaser.GameObjects.Container implements Focusable {
  private readonly frame: Phaser.GameObjects.Graphics;
  private focused = false;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    private readonly size: number,
    private readonly tile: TileState,
    private readonly onPress: () => void,
    private readonly onFocus: () => void,
    onHover: (tile: LevelTile) => void,
  ) {
    super(scene, x, y);
    this.frame = scene.add.graphics();
    this.add(this.frame);
    const style = { fontFamily: FONT, resolution: textResolution() };
    const state = tile;
    this.add(this.boardPicture(scene));
    if (!state.unlocked) {
      const lock = scene.add.graphics();
      this.padlock(lock, 0, size * 0.04, size * 0.34);
      this.add(lock);
    }
    this.setData('box', { x: -size / 2, y: -size / 2, width: size, height: size });
    if (state.unlocked) {
      this.add(
        scene.add
          .text(0, -size * 0.32, String(state.number), {
            ...style,
            fontSize: `${readable(size * 0.24)}px`,
            fontStyle: 'bold',
            color: '#ffffff',
          })
          .setOrigin(0.5),
      );
      if (state.best !== null) {
        this.add(
          scene.add
            .text(0, size * 0.35, String(state.best), {
              ...style,
              fontSize: `${readable(size * 0.17)}px`,
              color: CHROME.textGold,
            })
            .setOrigin(0.5),
        );
      }
    }
    const zone = scene.add.zone(0, 0, size, size).setInteractive({ useHandCursor: true });
    this.add(zone);
    zone.on('pointerover', () => onHover(this));
    zone.on('pointerup', () => this.activate());
    this.draw();
    scene.add.existing(this);
  }

  spot(): { x: number; y: number } {
    return { x: this.x, y: this.y };
  }

  /** E.g. `level 10 boss locked`, `level 3 won gold`. */
  label(): string {
    const { number, unlocked, won, medal, boss } = this.tile;
    return [`level ${number}`, boss && 'boss', unlocked ? 'open' : 'locked', won && 'won', medal]
      .filter(Boolean)
      .join(' ');
  }

  setFocused(focused: boolean): void {
    this.focused = focused;
    this.draw();
    if (focused) this.onFocus();
  }

  activate(): void {
    this.onPress();
  }

  private draw(): void {
    const { size, tile: state } = this;
    const g = this.frame;
    const half = size / 2;
    const radius = size * 0.16;
    g.clear();
    g.fillStyle(0x000000, 0.35);
    g.fillRoundedRect(-half + 2, -half + 4, size, size, radius);
    const fill = !state.unlocked
      ? CHROME.locked
      : state.boss
        ? 0x4a1430
        : state.won
          ? 0x1f4a3a
          : CHROME.button;
    g.fillStyle(this.focused ? Phaser.Display.Color.ValueToColor(fill).brighten(15).color : fill, 1);
    g.fillRoundedRect(-half, -half, size, size, radius);
    const edge = this.focused
      ? CHROME.focus
      : state.boss
        ? CHROME.boss
        : state.won
          ? 0x52e07c
          : CHROME.buttonEdge;
    g.lineStyle(this.focused ? 4 : 2, edge, state.unlocked || this.focused ? 1 : 0.5);
    g.strokeRoundedRect(-half, -half, size, size, radius);

    if (state.boss) this.crown(g, 0, -half * 0.98, size * 0.34, state.unlocked ? CHROME.boss : 0x6a3040);
    if (state.won) this.tick(g, -half * 0.66, -half * 0.66, size * 0.12);
    if (state.medal) this.medal(g, half * 0.68, -half * 0.62, size * 0.12, state.medal);
  }

  /** The starting board in miniature: empty squares, holes (blocked) and both sides' pieces. */
  private boardPicture(scene: Phaser.Scene): Phaser.GameObjects.Graphics {
    const { size, tile } = this;
    const { width, height, cells } = tile.board;
    const cell = (size * 0.44) / Math.max(width, height);
    const left = (-width * cell) / 2;
    const top = size * 0.04 - (height * cell) / 2;
    const g = scene.add.graphics();
    g.fillStyle(0x000000, 0.45);
    g.fillRect(left - 2, top - 2, width * cell + 4, height * cell + 4);
    for (let i = 0; i < cells.length; i++) {
      const x = left + (i % width) * cell;
      const y = top + Math.floor(i / width) * cell;
      const symbol = cells[i];
      g.fillStyle(symbol === '-' ? tile.palette.blocked : 0x3a4488, 1);
      g.fillRect(x + 0.5, y + 0.5, cell - 1, cell - 1);
      if (symbol === 'x' || symbol === 'o') {
        g.fillStyle(symbol === 'x' ? tile.palette.x : tile.palette.o, 1);
        g.fillCircle(x + cell / 2, y + cell / 2, cell * 0.38);
      }
    }
    // A locked level's board shows faintly behind its padlock.
    g.setAlpha(tile.unlocked ? 1 : 0.3).setName('level-tile-board');
    g.setData('bounds', { x: this.x + left, y: this.y + top, width: width * cell, height: height * cell });
    return g;
  }

  private padlock(g: Phaser.GameObjects.Graphics, x: number, y: number, s: number): void {
    g.lineStyle(Math.max(2, s * 0.14), 0x7580c0, 1);
    g.beginPath();
    g.arc(x, y - s * 0.1, s * 0.3, Math.PI, 0, false);
    g.strokePath();
    g.fillStyle(0x7580c0, 1);
    g.fillRoundedRect(x - s * 0.45, y - s * 0.1, s * 0.9, s * 0.7, s * 0.1);
    g.fillStyle(CHROME.locked, 1);
    g.fillCircle(x, y + s * 0.18, s * 0.09);
  }

  private tick(g: Phaser.GameObjects.Graphics, x: number, y: number, s: number): void {
    g.lineStyle(Math.max(2, s * 0.35), 0x7cf0a0, 1);
    g.beginPath();
    g.moveTo(x - s * 0.7, y);
    g.lineTo(x - s * 0.15, y + s * 0.55);
    g.lineTo(x + s * 0.8, y - s * 0.6);
    g.strokePath();
  }

  private medal(g: Phaser.GameObjects.Graphics, x: number, y: number, r: number, medal: Medal): void {
    // Ribbon tails, then the disc with its rank as pips: 1 for gold, 2 for silver, 3 for bronze.
    g.fillStyle(0x3a6fd8, 1);
    g.fillTriangle(x - r * 0.9, y - r * 1.6, x - r * 0.1, y - r * 1.6, x - r * 0.2, y);
    g.fillTriangle(x + r * 0.9, y - r * 1.6, x + r * 0.1, y - r * 1.6, x + r * 0.2, y);
    g.fillStyle(MEDAL_COLOUR[medal], 1);
    g.fillCircle(x, y, r);
    g.lineStyle(Math.max(1, r * 0.15), 0x000000, 0.4);
    g.strokeCircle(x, y, r);
    const pips = Number(MEDAL_LETTER[medal]);
    g.fillStyle(0x1a1a2a, 0.85);
    for (let i = 0; i < pips; i++) g.fillCircle(x + (i - (pips - 1) / 2) * r * 0.55, y, r * 0.2);
  }

  private crown(g: Phaser.GameObjects.Graphics, x: number, y: number, w: number, color: number): void {
    const h = w * 0.6;
    g.fillStyle(color, 1);
    g.beginPath();
    g.moveTo(x - w / 2, y + h / 2);
    g.lineTo(x - w / 2, y - h / 2);
    g.lineTo(x - w / 4, y);
    g.lineTo(x, y - h / 2 - h * 0.2);
    g.lineTo(x + w / 4, y);
    g.lineTo(x + w / 2, y - h / 2);
    g.lineTo(x + w / 2, y + h / 2);
    g.closePath();
    g.fillPath();
    g.lineStyle(2, 0x1a0710, 1);
    g.strokePath();
  }
}
