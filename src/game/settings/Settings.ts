import { SIDES } from '../../core';
import { ANIMATION_SPEEDS, LANGUAGES, type Settings as SettingsData } from '../base/settings';
import { blobKey } from '../base/blob-art';
import { LANGUAGE_NAMES, t } from '../base/i18n';
import { MenuScene } from '../menu/MenuScene';
import { applySettings, menuPalette } from '../base/settings-apply';
import { Stepper } from '../menu/Stepper';
import { CHROME } from '../base/theme';

/** Volume steps: 0%, 10% … 100%. */
const VOLUMES = Array.from({ length: 11 }, (_, i) => i / 10);
const nearestVolume = (value: number): number => Math.round(value * 10) / 10;

export interface SettingsSceneData {
  /** The scene to return to (Title by default). */
  readonly from?: string;
}

/**
 * Sound, animation speed, palette and language. Each change is saved through the SaveStore and put
 * into effect at once; a language or palette change redraws the screen in the new look.
 */
export class Settings extends MenuScene {
  private from = 'Title';

  constructor() {
    super('Settings');
  }

  init(data: SettingsSceneData): void {
    this.from = data?.from ?? 'Title';
  }

  protected override back(): void {
    this.go(this.from);
  }

  private get settings(): SettingsData {
    return this.services.saves.data.settings;
  }

  private change(patch: Partial<SettingsData>, redraw = false): void {
    const { saves, sound } = this.services;
    saves.update((data) => ({ ...data, settings: { ...data.settings, ...patch } }));
    applySettings(saves.data.settings, sound);
    sound.effect('click');
    if (redraw) this.redraw();
  }

  protected build(): void {
    const { width, height } = this.scale;
    const m = this.metrics;
    const top = this.heading(t('settings.title')) + m.gap;
    const settings = this.settings;
    const onOff = (value: boolean): string => t(value ? 'menu.on' : 'menu.off');
    const percent = (value: number): string => `${Math.round(value * 100)}%`;
    const rowWidth = Math.min(width - 2 * m.margin, 560 * m.unit);
    const bottom = height - m.margin * 2 - m.buttonHeight - m.smallSize * 2;
    const rows = 6;
    const rowHeight = Math.min(m.buttonHeight * 1.05, (bottom - top - m.gap * (rows - 1)) / rows);
    const fontSize = Math.round(Math.min(m.textSize, rowHeight * 0.42));
    // Rows sit a little above the middle of the free space rather than hugging the heading.
    const block = rows * rowHeight + (rows - 1) * m.gap;
    let y = top + Math.max(0, (bottom - top - block) / 3) + rowHeight / 2;
    // The rows are drawn once all are known: when one row's words are too long to sit beside its value,
    // every row puts its label above its value, so the screen reads as one list (Portuguese on a desktop).
    const drawRows: ((stacked: boolean) => void)[] = [];
    let crowded = false;
    /** Adds a row to draw; returns where its middle will be. */
    const row = <T>(
      label: string,
      values: readonly T[],
      value: T,
      format: (v: T) => string,
      apply: (v: T) => void,
      extra: { meter?: boolean; clamp?: boolean } = {},
    ): number => {
      const options = {
        width: rowWidth,
        height: rowHeight,
        fontSize,
        label,
        values,
        value,
        format,
        ...extra,
      };
      crowded ||= Stepper.mustStack(this, options);
      const at = y;
      drawRows.push((stacked) =>
        this.focus.add(
          new Stepper<T>(this, width / 2, at, { ...options, preferStacked: stacked }, apply, (hovered) =>
            this.focus.focus(hovered),
          ),
        ),
      );
      y += rowHeight + m.gap;
      return at;
    };

    row(
      t('settings.effects'),
      VOLUMES,
      nearestVolume(settings.effectsVolume),
      percent,
      (v) => this.change({ effectsVolume: v }),
      {
        meter: true,
        clamp: true,
      },
    );
    row(
      t('settings.music'),
      VOLUMES,
      nearestVolume(settings.musicVolume),
      percent,
      (v) => this.change({ musicVolume: v }),
      {
        meter: true,
        clamp: true,
      },
    );
    row(t('settings.mute'), [false, true], settings.muted, onOff, (v) => this.change({ muted: v }));
    row(
      t('settings.speed'),
      ANIMATION_SPEEDS,
      settings.animationSpeed,
      (v) => t(`settings.speed.${v}`),
      (v) => this.change({ animationSpeed: v }),
    );
    const paletteY = row(t('settings.colourBlind'), [false, true], settings.colourBlind, onOff, (v) =>
      this.change({ colourBlind: v }, true),
    );
    row(
      t('settings.language'),
      LANGUAGES,
      settings.language,
      (v) => LANGUAGE_NAMES[v],
      (v) => this.change({ language: v }, true),
    );
    for (const draw of drawRows) draw(crowded);

    // The two sides in the palette now in use, beside the palette setting, so the change is seen.
    const blobSize = rowHeight * 0.7;
    const previewX = width / 2 + rowWidth / 2 + blobSize * 0.8;
    if (previewX + blobSize < width) {
      SIDES.forEach((side, i) =>
        this.add
          .image(previewX + i * blobSize * 0.9, paletteY, blobKey(side, menuPalette(settings)))
          .setDisplaySize(blobSize, blobSize),
      );
    }

    this.text(width / 2, bottom + m.smallSize, t('settings.saved'), {
      size: m.smallSize,
      color: CHROME.textDim,
      wrap: width - 2 * m.margin,
    }).setOrigin(0.5, 0.5);
    this.backButton(t('menu.back'));
  }
}
