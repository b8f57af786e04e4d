import type Phaser from 'phaser';

/** The smallest text the game draws, in CSS px: readable on a 360-pixel-wide phone (issue 12). */
export const MIN_TEXT = 12;

/** A font size for a screen that scales its text, never below the readable minimum. */
export const readable = (size: number): number => Math.max(MIN_TEXT, Math.round(size));

/**
 * Puts `content` into `label` within `room` pixels without scaling it: first at the label's own size,
 * then a step smaller down to MIN_TEXT, then over up to `lines` lines, and only past all that cut short
 * with an ellipsis. The label's own size is kept (data `size`) so a shorter text grows back.
 */
export function fitText(label: Phaser.GameObjects.Text, content: string, room: number, lines = 1): void {
  // A size asked below the minimum (a squeezed screen) is raised to it: smaller is never readable.
  const own = Math.max(
    MIN_TEXT,
    (label.getData('size') as number | undefined) ?? parseFloat(String(label.style.fontSize)),
  );
  label.setData('size', own);
  label.setScale(1).setWordWrapWidth(null).setText(content).setData('cut', false);
  for (let size = own; size >= MIN_TEXT; size--) {
    label.setFontSize(`${size}px`);
    if (label.width <= room) return;
  }
  if (lines > 1) {
    label.setWordWrapWidth(room, true).setAlign(label.originX === 0.5 ? 'center' : 'left');
    if (label.getWrappedText(content).length <= lines && label.width <= room) return;
    label.setWordWrapWidth(null);
  }
  // Cut short: the test hook reports it, so a label that needs this gets shorter words instead.
  label.setData('cut', true);
  let cut = content;
  while (cut.length > 1 && label.width > room) {
    cut = cut.slice(0, -1);
    label.setText(`${cut.trimEnd()}…`);
  }
}
