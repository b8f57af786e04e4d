import type Phaser from 'phaser';
import { WIN_BOUND } from '../../ai';
import {
  cloneSource,
  isJump,
  moveFrom,
  moveTo,
  PASS,
  type Move,
  type Position,
  type Square,
} from '../../core';
import { t } from '../base/i18n';
import { fitText, MIN_TEXT } from '../base/text-fit';
import { CHROME, FONT, textResolution, type Palette } from '../base/theme';
import { squareCentre, type BoardLayout, type Rect } from './layout';

/** Engine units to pieces: 100 is one piece. */
const PIECE = 100;

/** How much of the evaluation bar is x's: half when even, nearly all when x is far ahead, all when x wins. */
export function evalShare(scoreForX: number): number {
  if (scoreForX >= WIN_BOUND) return 1;
  if (scoreForX <= -WIN_BOUND) return 0;
  return 0.5 + 0.5 * Math.tanh(scoreForX / PIECE / 8);
}

/** The evaluation in words: `Even`, `You +2.5` (pieces ahead), `Ann wins`. */
export function evalWords(scoreForX: number, names: { readonly x: string; readonly o: string }): string {
  const leader = scoreForX > 0 ? names.x : names.o;
  if (Math.abs(scoreForX) >= WIN_BOUND) return t('hints.wins', { name: leader });
  const pieces = Math.abs(scoreForX) / PIECE;
  if (pieces < 0.25) return t('hints.even');
  return t('hints.ahead', { name: leader, pieces: pieces.toFixed(1) });
}

/** The evaluation without names, for a narrow bar: `=`, `+2.5`, `+∞` (a won game). */
export function evalShort(scoreForX: number): string {
  if (Math.abs(scoreForX) >= WIN_BOUND) return '+∞';
  const pieces = Math.abs(scoreForX) / PIECE;
  return pieces < 0.25 ? '=' : `+${pieces.toFixed(1)}`;
}

/**
 * The evaluation bar: x's colour from the left, o's from the right, split where the engine's score puts
 * it, with the score in words over it (or "thinking" while the search runs). Returns what it drew.
 */
export function drawEvalBar(
  scene: Phaser.Scene,
  rect: Rect,
  scoreForX: number | null | undefined,
  names: { readonly x: string; readonly o: string },
  palette: Palette,
): Phaser.GameObjects.GameObject[] {
  const g = scene.add.graphics().setDepth(5);
  const radius = Math.min(8, rect.height / 2);
  g.fillStyle(CHROME.panel, 0.9);
  g.fillRoundedRect(rect.x, rect.y, rect.width, rect.height, radius);
  if (typeof scoreForX === 'number') {
    const split = rect.x + rect.width * evalShare(scoreForX);
    g.fillStyle(palette.x, 0.75);
    g.fillRect(rect.x + 2, rect.y + 2, Math.max(0, split - rect.x - 2), rect.height - 4);
    g.fillStyle(palette.o, 0.75);
    g.fillRect(split, rect.y + 2, Math.max(0, rect.x + rect.width - 2 - split), rect.height - 4);
    g.fillStyle(0xffffff, 1);
    g.fillRect(split - 1, rect.y, 2, rect.height);
  }
  const words =
    scoreForX === undefined ? t('hints.thinking') : scoreForX === null ? '–' : evalWords(scoreForX, names);
  const size = Math.max(MIN_TEXT, Math.round(Math.min(rect.height * 0.5, 16)));
  const label = scene.add
    .text(rect.x + rect.width / 2, rect.y + rect.height / 2, '', {
      fontFamily: FONT,
      fontSize: `${size}px`,
      fontStyle: 'bold',
      color: '#ffffff',
      stroke: '#000000',
      strokeThickness: 3,
      resolution: textResolution(),
    })
    .setOrigin(0.5)
    .setDepth(6)
    .setName('eval-bar');
  label.setData('box', { x: rect.x, y: rect.y, width: rect.width, height: rect.height });
  fitText(label, words, rect.width - 6);
  // A long name leaves only the lead itself, in the leader's colour on the bar.
  if (label.getData('cut') === true && typeof scoreForX === 'number')
    fitText(label, evalShort(scoreForX), rect.width - 6);
  return [g, label];
}

/** Where a move goes from and to on the board; null for a pass. */
export function moveSquares(position: Position, move: Move): { from: Square; to: Square } | null {
  if (move === PASS) return null;
  const to = moveTo(move);
  return { from: isJump(move) ? moveFrom(move) : cloneSource(position, to), to };
}

/**
 * A suggested move drawn over the board: a ring on the square it comes from, an arrow to the square it
 * lands on and a filled ring there, in the focus colour (not a side's colour: it is advice, not a piece).
 */
export function drawMoveArrow(
  scene: Phaser.Scene,
  board: BoardLayout,
  squares: { from: Square; to: Square },
  color: number = CHROME.focus,
): Phaser.GameObjects.Graphics {
  const g = scene.add.graphics().setDepth(8).setName('hint-move');
  const from = squareCentre(board, squares.from);
  const to = squareCentre(board, squares.to);
  const line = Math.max(3, board.cell * 0.09);
  const left = Math.min(from.x, to.x) - board.cell / 2;
  const top = Math.min(from.y, to.y) - board.cell / 2;
  const span = { width: Math.abs(from.x - to.x) + board.cell, height: Math.abs(from.y - to.y) + board.cell };
  g.setData('bounds', { x: left, y: top, ...span });
  g.lineStyle(line, color, 0.95);
  g.strokeCircle(from.x, from.y, board.cell * 0.4);
  g.strokeCircle(to.x, to.y, board.cell * 0.4);
  g.fillStyle(color, 0.3);
  g.fillCircle(to.x, to.y, board.cell * 0.38);
  if (squares.from !== squares.to) {
    const angle = Math.atan2(to.y - from.y, to.x - from.x);
    const head = board.cell * 0.28;
    const end = {
      x: to.x - Math.cos(angle) * board.cell * 0.4,
      y: to.y - Math.sin(angle) * board.cell * 0.4,
    };
    const start = {
      x: from.x + Math.cos(angle) * board.cell * 0.4,
      y: from.y + Math.sin(angle) * board.cell * 0.4,
    };
    g.lineBetween(start.x, start.y, end.x, end.y);
    g.fillStyle(color, 1);
    g.fillTriangle(
      end.x,
      end.y,
      end.x - Math.cos(angle - 0.45) * head,
      end.y - Math.sin(angle - 0.45) * head,
      end.x - Math.cos(angle + 0.45) * head,
      end.y - Math.sin(angle + 0.45) * head,
    );
  }
  return g;
}
