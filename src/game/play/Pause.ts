import Phaser from 'phaser';
import { services, type Services } from '../store/services';
import { ANIMATION_SPEEDS, type AnimationSpeed } from '../base/settings';
import { Button } from '../menu/Button';
import { t } from '../base/i18n';
import { menuMetrics } from '../base/layout';
import { MenuFocus } from '../menu/MenuFocus';
import { Stepper } from '../menu/Stepper';
import { CHROME, FONT, textResolution } from '../base/theme';
import type { Play } from './Play';

/**
 * The pause menu, drawn over the paused Play scene: resume, restart, quit, sound on or off and the
 * animation speed. Settings apply and are saved at once.
 */
export class Pause extends Phaser.Scene {
  private focus!: MenuFocus;
  private objects: Phaser.GameObjects.GameObject[] = [];
  /** An arcade run offers no restart: it would be a retry that costs no life. */
  private canRestart = true;

  constructor() {
    super('Pause');
  }

  private get services(): Services {
    return services(this);
  }

  init(data: { canRestart?: boolean }): void {
    this.canRestart = data?.canRestart ?? true;
  }

  create(): void {
    this.focus = new MenuFocus(this, () => this.resume());
    this.scale.on('resize', this.draw, this);
    this.events.once('shutdown', () => this.scale.off('resize', this.draw, this));
    this.draw();
  }

  private draw(): void {
    for (const object of this.objects) object.destroy();
    this.objects = [];
    this.focus.clear();
    const { width, height } = this.scale;
    const metrics = menuMetrics(width, height);
    const { buttonWidth, buttonHeight, gap, textSize, headingSize } = metrics;
    const dim = this.add.rectangle(0, 0, width, height, 0x000000, 0.6).setOrigin(0).setInteractive();
    this.objects.push(dim);
    const rows = this.canRestart ? 5 : 4;
    const panelWidth = buttonWidth + 2 * metrics.margin;
    const panelHeight = headingSize * 1.6 + rows * (buttonHeight + gap) + metrics.margin * 2;
    const left = (width - panelWidth) / 2;
    const top = Math.max(metrics.margin, (height - panelHeight) / 2);
    const frame = this.add.graphics();
    frame.fillStyle(CHROME.panel, 0.97);
    frame.fillRoundedRect(left, top, panelWidth, panelHeight, 18);
    frame.lineStyle(2, CHROME.panelEdge, 1);
    frame.strokeRoundedRect(left, top, panelWidth, panelHeight, 18);
    this.objects.push(frame);
    this.objects.push(
      this.add
        .text(width / 2, top + metrics.margin + headingSize * 0.55, t('pause.title'), {
          fontFamily: FONT,
          fontSize: `${headingSize}px`,
          fontStyle: 'bold',
          color: '#ffffff',
          resolution: textResolution(),
        })
        .setOrigin(0.5),
    );
    let y = top + metrics.margin + headingSize * 1.6 + buttonHeight / 2;
    const options = { width: buttonWidth, height: buttonHeight, fontSize: textSize };
    const add = (
      label: string,
      onPress: () => void,
      kind: 'normal' | 'primary' | 'quiet' = 'normal',
    ): void => {
      const button = new Button(
        this,
        width / 2,
        y,
        label,
        { ...options, kind },
        () => {
          this.services.sound.effect('click');
          onPress();
        },
        (hovered) => this.focus.focus(hovered),
      );
      this.focus.add(button);
      this.objects.push(button);
      y += buttonHeight + gap;
    };
    add(t('pause.resume'), () => this.resume(), 'primary');
    if (this.canRestart) add(t('pause.restart'), () => this.restart());
    const muted = this.services.saves.data.settings.muted;
    add(t('pause.sound', { state: muted ? t('pause.off') : t('pause.on') }), () => this.toggleSound());
    const speed = new Stepper<AnimationSpeed>(
      this,
      width / 2,
      y,
      {
        ...options,
        label: t('pause.speed', { speed: '' }).replace(/[:\s]+$/, ''),
        values: ANIMATION_SPEEDS,
        value: this.services.saves.data.settings.animationSpeed,
        format: (value) => t(`pause.speed.${value}`),
      },
      (value) => this.setSpeed(value),
      (hovered) => this.focus.focus(hovered),
    );
    this.focus.add(speed);
    this.objects.push(speed);
    y += buttonHeight + gap;
    add(t('pause.quit'), () => this.quit(), 'quiet');
    this.focus.restore(0);
  }

  private play(): Play | null {
    return (this.scene.get('Play') as Play | null) ?? null;
  }

  private resume(): void {
    this.scene.stop();
    this.scene.resume('Play');
  }

  private restart(): void {
    const play = this.play();
    this.scene.stop();
    play?.restart();
  }

  private quit(): void {
    this.scene.stop();
    this.play()?.quit();
  }

  private toggleSound(): void {
    const { saves, sound } = this.services;
    saves.update((data) => ({ ...data, settings: { ...data.settings, muted: !data.settings.muted } }));
    const { effectsVolume, musicVolume, muted } = saves.data.settings;
    sound.setVolumes({ effects: effectsVolume, music: musicVolume, muted });
    this.draw();
  }

  private setSpeed(speed: AnimationSpeed): void {
    this.services.saves.update((data) => ({
      ...data,
      settings: { ...data.settings, animationSpeed: speed },
    }));
  }
}
