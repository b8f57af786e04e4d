import Phaser from 'phaser';
import { menuMetrics } from './layout';
import { CHROME, FONT, textResolution } from './theme';

/**
 * A message card that slides in at the top of the screen and fades after a while: used for a bad
 * link or a save that could not be fully restored. A tap dismisses it early.
 */
export function showToast(
  scene: Phaser.Scene,
  message: string,
  options: { tone?: 'warn' | 'info'; seconds?: number; onDismiss?: () => void } = {},
): Phaser.GameObjects.Container {
  const { width } = scene.scale;
  const metrics = menuMetrics(scene.scale.width, scene.scale.height);
  const boxWidth = Math.min(width - 2 * metrics.margin, 640 * metrics.unit);
  const text = scene.add
    .text(0, 0, message, {
      fontFamily: FONT,
      fontSize: `${metrics.smallSize}px`,
      color: options.tone === 'info' ? '#ffffff' : CHROME.textWarn,
      align: 'center',
      wordWrap: { width: boxWidth - 2 * metrics.margin, useAdvancedWrap: true },
      resolution: textResolution(),
    })
    .setOrigin(0.5);
  const boxHeight = text.height + 2 * metrics.margin;
  const frame = scene.add.graphics();
  frame.fillStyle(0x000000, 0.5);
  frame.fillRoundedRect(-boxWidth / 2 + 3, -boxHeight / 2 + 5, boxWidth, boxHeight, 12);
  frame.fillStyle(options.tone === 'info' ? CHROME.button : 0x3a1022, 0.97);
  frame.fillRoundedRect(-boxWidth / 2, -boxHeight / 2, boxWidth, boxHeight, 12);
  frame.lineStyle(2, options.tone === 'info' ? CHROME.buttonEdge : CHROME.boss, 1);
  frame.strokeRoundedRect(-boxWidth / 2, -boxHeight / 2, boxWidth, boxHeight, 12);
  const y = metrics.margin + boxHeight / 2;
  const toast = scene.add.container(width / 2, -boxHeight, [frame, text]).setDepth(1000);
  toast.setName('toast');
  const zone = scene.add.zone(0, 0, boxWidth, boxHeight).setInteractive();
  toast.add(zone);
  const dismiss = (): void => {
    if (!toast.active) return;
    scene.tweens.add({ targets: toast, alpha: 0, duration: 250, onComplete: () => toast.destroy() });
  };
  zone.on('pointerup', () => {
    options.onDismiss?.();
    dismiss();
  });
  scene.tweens.add({ targets: toast, y, duration: 350, ease: 'Back.easeOut' });
  scene.time.delayedCall((options.seconds ?? 8) * 1000, dismiss);
  return toast;
}
