import type Phaser from 'phaser';
import { Button } from '../menu/Button';
import type { Rect } from '../board/layout';

/** The replay's five buttons, in screen order. */
export const REPLAY_CONTROLS = ['start', 'back', 'play', 'forward', 'end'] as const;
export type ReplayControl = (typeof REPLAY_CONTROLS)[number];

/** What the buttons show: whether autoplay runs, and which ends the cursor is at (their buttons go dim). */
export interface ControlsState {
  readonly playing: boolean;
  readonly atStart: boolean;
  readonly atEnd: boolean;
}

/**
 * Builds the ⏮ ◀ ▶/⏸ ▶ ⏭ row inside `rect`. The icons are drawn, not typed: symbol glyphs are missing
 * from many fonts, and a shape reads the same in every language. Returns the buttons to destroy later.
 */
export function drawReplayControls(
  scene: Phaser.Scene,
  rect: Rect,
  state: ControlsState,
  press: (control: ReplayControl) => void,
): Button[] {
  const gap = Math.max(6, rect.height * 0.18);
  const width = Math.min((rect.width - gap * 4) / 5, rect.height * 1.7);
  const total = width * 5 + gap * 4;
  const left = rect.x + (rect.width - total) / 2 + width / 2;
  const y = rect.y + rect.height / 2;
  return REPLAY_CONTROLS.map((control, index) => {
    const enabled =
      control === 'start' || control === 'back' ? !state.atStart : control === 'play' || !state.atEnd;
    const button = new Button(
      scene,
      left + index * (width + gap),
      y,
      '',
      { width, height: rect.height, fontSize: 12, kind: control === 'play' ? 'primary' : 'normal', enabled },
      () => press(control),
    );
    const icon = scene.add.graphics();
    drawIcon(icon, control === 'play' && state.playing ? 'pause' : control, rect.height * 0.2, enabled);
    button.add(icon);
    return button;
  });
}

/** A triangle pointing left or right with its tip at x, `s` high from its centre line. */
function triangle(g: Phaser.GameObjects.Graphics, tip: number, s: number, right: boolean): void {
  const base = right ? tip - s * 1.5 : tip + s * 1.5;
  g.fillTriangle(base, -s, base, s, tip, 0);
}

function drawIcon(
  g: Phaser.GameObjects.Graphics,
  icon: ReplayControl | 'pause',
  s: number,
  enabled: boolean,
): void {
  g.fillStyle(0xffffff, enabled ? 1 : 0.35);
  const bar = Math.max(2, s * 0.35);
  switch (icon) {
    case 'start':
      g.fillRect(-s * 1.6, -s, bar, 2 * s);
      triangle(g, -s * 1.6 + bar, s, false);
      triangle(g, -s * 0.1 + bar, s, false);
      break;
    case 'back':
      triangle(g, -s * 0.75, s, false);
      break;
    case 'play':
      triangle(g, s * 0.9, s * 1.1, true);
      break;
    case 'pause':
      g.fillRect(-s * 0.7, -s, s * 0.5, 2 * s);
      g.fillRect(s * 0.2, -s, s * 0.5, 2 * s);
      break;
    case 'forward':
      triangle(g, s * 0.75, s, true);
      break;
    case 'end':
      triangle(g, s * 0.1 - bar, s, true);
      triangle(g, s * 1.6 - bar, s, true);
      g.fillRect(s * 1.6 - bar, -s, bar, 2 * s);
      break;
  }
}
