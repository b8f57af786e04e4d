import type Phaser from 'phaser';
import { Button } from './Button';
import type { MenuMetrics } from '../base/layout';
import { CHROME, FONT, textResolution } from '../base/theme';

/** One answer to a question: its label and what it does. The first choice is the safe one. */
export interface DialogChoice {
  readonly label: string;
  readonly kind?: 'normal' | 'primary' | 'quiet';
  readonly onPress: () => void;
}

/** A question that needs an answer before anything else happens on the screen. */
export interface DialogSpec {
  readonly title: string;
  readonly body: string;
  readonly choices: readonly DialogChoice[];
  /** What Escape or a tap outside the card does (usually the first, safe choice). */
  readonly onCancel: () => void;
}

const DEPTH = 900;

/**
 * A modal card over a menu screen: a dimmed backdrop that swallows taps, a title, a few lines and one
 * button per choice, stacked. The screen that shows it hands the buttons to its keyboard focus.
 */
export function drawDialog(
  scene: Phaser.Scene,
  metrics: MenuMetrics,
  spec: DialogSpec,
  press: (choice: DialogChoice) => void,
  hover: (button: Button) => void,
): Button[] {
  const { width, height } = scene.scale;
  const { margin, gap, buttonHeight, textSize, smallSize, headingSize } = metrics;
  const cardWidth = Math.min(width - 2 * margin, 520 * metrics.unit);
  const inner = cardWidth - 2 * margin;
  const dim = scene.add.rectangle(0, 0, width, height, 0x000000, 0.6).setOrigin(0).setDepth(DEPTH);
  dim.setInteractive().on('pointerup', () => spec.onCancel());
  dim.setName('dialog-backdrop');
  const titleSize = Math.round(Math.min(headingSize * 0.7, textSize * 1.3));
  const title = scene.add
    .text(width / 2, 0, spec.title, {
      fontFamily: FONT,
      fontSize: `${titleSize}px`,
      fontStyle: 'bold',
      color: '#ffffff',
      align: 'center',
      wordWrap: { width: inner, useAdvancedWrap: true },
      resolution: textResolution(),
    })
    .setOrigin(0.5, 0)
    .setDepth(DEPTH + 2);
  const body = scene.add
    .text(width / 2, 0, spec.body, {
      fontFamily: FONT,
      fontSize: `${smallSize}px`,
      color: CHROME.textDim,
      align: 'center',
      wordWrap: { width: inner, useAdvancedWrap: true },
      resolution: textResolution(),
    })
    .setOrigin(0.5, 0)
    .setDepth(DEPTH + 2);
  const buttonsHeight = spec.choices.length * (buttonHeight + gap) - gap;
  const cardHeight = margin * 2 + title.height + gap + body.height + gap * 2 + buttonsHeight;
  const top = Math.max(margin, (height - cardHeight) / 2);
  const left = (width - cardWidth) / 2;
  const frame = scene.add.graphics().setDepth(DEPTH + 1);
  frame.fillStyle(0x000000, 0.4);
  frame.fillRoundedRect(left + 3, top + 5, cardWidth, cardHeight, 18);
  frame.fillStyle(CHROME.panel, 0.98);
  frame.fillRoundedRect(left, top, cardWidth, cardHeight, 18);
  frame.lineStyle(2, CHROME.focus, 1);
  frame.strokeRoundedRect(left, top, cardWidth, cardHeight, 18);
  frame.setName('dialog');
  frame.setData('bounds', { x: left, y: top, width: cardWidth, height: cardHeight });
  // The card itself takes taps, so one on its empty part does not count as a tap outside.
  scene.add
    .zone(left, top, cardWidth, cardHeight)
    .setOrigin(0)
    .setDepth(DEPTH + 1)
    .setInteractive();
  title.y = top + margin;
  body.y = title.y + title.height + gap;
  let y = body.y + body.height + gap * 2 + buttonHeight / 2;
  return spec.choices.map((choice) => {
    const button = new Button(
      scene,
      width / 2,
      y,
      choice.label,
      {
        width: Math.min(inner, metrics.buttonWidth),
        height: buttonHeight,
        fontSize: textSize,
        kind: choice.kind,
      },
      () => press(choice),
      hover,
    ).setDepth(DEPTH + 3);
    y += buttonHeight + gap;
    return button;
  });
}
