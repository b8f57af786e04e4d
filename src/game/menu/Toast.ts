import Phaser from 'phaser';
import { menuMetrics } from '../base/layout';
import { CHROME, FONT, textResolution } from '../base/theme';

/** A problem (the default), a plain word, or a success such as a copied link: each looks like what it is. */
export type ToastTone = 'warn' | 'info' | 'good';

export interface ToastOptions {
  readonly tone?: ToastTone;
  /** How long it stays; null keeps it until it is dismissed. */
  readonly seconds?: number | null;
  /** Where its top edge sits (a screen that made room for it); by default at the top of the screen. */
  readonly top?: number;
  /** A smaller last line saying how to close it. */
  readonly closeHint?: string;
  readonly onDismiss?: () => void;
}

/** A success card's edge: the green of CHROME.textGood. */
const GOOD_EDGE = 0x9cf5b8;

/** The card's width on this screen. */
const boxWidthOf = (scene: Phaser.Scene): number => {
  const metrics = menuMetrics(scene.scale.width, scene.scale.height);
  return Math.min(scene.scale.width - 2 * metrics.margin, 640 * metrics.unit);
};

function words(scene: Phaser.Scene, message: string, tone: ToastOptions['tone']): Phaser.GameObjects.Text {
  const metrics = menuMetrics(scene.scale.width, scene.scale.height);
  return scene.add
    .text(0, 0, message, {
      fontFamily: FONT,
      fontSize: `${metrics.smallSize}px`,
      color: tone === 'info' ? '#ffffff' : tone === 'good' ? CHROME.textGood : CHROME.textWarn,
      align: 'center',
      wordWrap: { width: boxWidthOf(scene) - 2 * metrics.margin, useAdvancedWrap: true },
      resolution: textResolution(),
    })
    .setOrigin(0.5);
}

/** The height a message card will take on this screen, so a screen can make room for it. */
export function toastHeight(scene: Phaser.Scene, message: string, closeHint?: string): number {
  const metrics = menuMetrics(scene.scale.width, scene.scale.height);
  const probe = words(scene, closeHint ? `${message}\n${closeHint}` : message, 'warn');
  const height = probe.height + 2 * metrics.margin;
  probe.destroy();
  return height;
}

/**
 * A message card that slides in and fades after a while (or stays until closed): used for a bad link or
 * a save that could not be fully restored. A tap dismisses it; `dismiss` on the returned card does too.
 */
export function showToast(
  scene: Phaser.Scene,
  message: string,
  options: ToastOptions = {},
): { card: Phaser.GameObjects.Container; dismiss: () => void } {
  const { width } = scene.scale;
  const metrics = menuMetrics(scene.scale.width, scene.scale.height);
  const boxWidth = boxWidthOf(scene);
  const tone = options.tone ?? 'warn';
  // Named by its tone, so a test can tell a success card from a problem's.
  const text = words(scene, message, tone).setName(`toast-${tone}`);
  const parts: Phaser.GameObjects.GameObject[] = [text];
  let hint: Phaser.GameObjects.Text | null = null;
  if (options.closeHint) {
    hint = scene.add
      .text(0, 0, options.closeHint, {
        fontFamily: FONT,
        fontSize: `${metrics.smallSize}px`,
        color: CHROME.textDim,
        resolution: textResolution(),
      })
      .setOrigin(0.5);
    parts.push(hint);
  }
  const boxHeight = text.height + (hint ? hint.height : 0) + 2 * metrics.margin;
  text.y = -boxHeight / 2 + metrics.margin + text.height / 2;
  if (hint) hint.y = text.y + text.height / 2 + hint.height / 2;
  const frame = scene.add.graphics();
  frame.fillStyle(0x000000, 0.5);
  frame.fillRoundedRect(-boxWidth / 2 + 3, -boxHeight / 2 + 5, boxWidth, boxHeight, 12);
  frame.fillStyle(tone === 'warn' ? 0x3a1022 : CHROME.button, 0.97);
  frame.fillRoundedRect(-boxWidth / 2, -boxHeight / 2, boxWidth, boxHeight, 12);
  frame.lineStyle(2, tone === 'warn' ? CHROME.boss : tone === 'good' ? GOOD_EDGE : CHROME.buttonEdge, 1);
  frame.strokeRoundedRect(-boxWidth / 2, -boxHeight / 2, boxWidth, boxHeight, 12);
  const y = (options.top ?? metrics.margin) + boxHeight / 2;
  const toast = scene.add.container(width / 2, y, [frame, ...parts]).setDepth(1000);
  toast.setName('toast');
  const zone = scene.add.zone(0, 0, boxWidth, boxHeight).setInteractive({ useHandCursor: true });
  toast.add(zone);
  const fade = (): void => {
    if (!toast.active) return;
    scene.tweens.add({ targets: toast, alpha: 0, duration: 250, onComplete: () => toast.destroy() });
  };
  const dismiss = (): void => {
    if (!toast.active) return;
    options.onDismiss?.();
    fade();
  };
  zone.on('pointerup', dismiss);
  // It grows in where it stays, so nothing under its final place is ever covered on the way.
  toast.setScale(0.9).setAlpha(0);
  scene.tweens.add({ targets: toast, scale: 1, alpha: 1, duration: 250, ease: 'Back.easeOut' });
  if (options.seconds !== null) scene.time.delayedCall((options.seconds ?? 8) * 1000, fade);
  return { card: toast, dismiss };
}
