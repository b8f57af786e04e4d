import { startRun } from '../../core/arcade';
import { onUpdateReady, takeUpdate, updateReady } from '../base/update-offer';
import { campaignLevels, type Level } from '../../core/level';
import { savedGameText } from '../menu/game-in-progress';
import { t } from '../base/i18n';
import type { LinkError } from '../base/launch-link';
import { closeHint, MenuScene } from '../menu/MenuScene';
import { hasKeyboard } from '../base/keyboard';
import { resumeRequest, type PlayRequest } from '../menu/play-request';
import { toastHeight } from '../menu/Toast';
import { menuPalette } from '../base/settings-apply';
import { CHROME, FONT, PALETTES, css, textResolution } from '../base/theme';
import { TitleDemo } from './TitleDemo';
import { loadClubScenes } from './club-scenes';
import { loadGameScenes } from './game-scenes';
import { loadOxonoScenes } from './oxono-scenes';

export interface TitleData {
  /** A message to show once on arrival, e.g. why a saved game could not be resumed. */
  readonly notice?: string;
  /** A link that could not be opened: said in the player's language. */
  readonly linkError?: LinkError;
  /** The game a link asks for while another is saved: the title asks which one to play. */
  readonly link?: PlayRequest;
}

const PROBLEMS_SHOWN = 'title.problemsShown';
/**
 * The performance mark set once per page when the title is first drawn and its buttons take input: the
 * moment a first visit waits for (issue 53; `npm run perf:check -- --phone` times it in the shipped build).
 */
export const TITLE_READY = 'title-ready';
/** The least height of a title button a thumb hits surely, in CSS px (issue 43: 25 px was too small). */
const MIN_TOUCH = 40;

/** The title screen: the animated logo and attract board, and the way into every part of the game. */
/** Set once the waiting update has been offered in this visit. */
const UPDATE_OFFERED = 'update.offered';

export class Title extends MenuScene {
  private notice: string | undefined;
  private linkError: LinkError | undefined;
  private link: PlayRequest | undefined;

  constructor() {
    super('Title');
  }

  init(data: TitleData): void {
    this.notice = data?.notice;
    this.linkError = data?.linkError;
    this.link = data?.link;
  }

  override create(): void {
    super.create();
    if (performance.getEntriesByName(TITLE_READY).length === 0)
      this.events.once('render', () => performance.mark(TITLE_READY));
    this.tellOnce();
    // A new version waits for the title screen, never interrupts a game: offered once per visit.
    const offer = (): void => {
      if (this.registry.get(UPDATE_OFFERED)) return;
      this.registry.set(UPDATE_OFFERED, true);
      this.ask({
        title: t('update.title'),
        body: t('update.body'),
        choices: [
          { label: t('update.later'), onPress: () => this.closeDialog() },
          { label: t('update.now'), kind: 'primary', onPress: takeUpdate },
        ],
        onCancel: () => this.closeDialog(),
      });
    };
    if (updateReady()) offer();
    const stop = onUpdateReady(() => this.scene.isActive() && offer());
    this.events.once('shutdown', stop);
    const link = this.link;
    this.link = undefined;
    if (link) this.replaceGame(() => this.go('Play', link));
  }

  /** Tells the player, once per visit, about a bad link and about a save that was only partly restored. */
  private tellOnce(): void {
    const messages: string[] = [];
    if (this.notice) messages.push(this.notice);
    const bad = this.linkError;
    if (bad) {
      console.warn(bad.detail);
      messages.push(t('title.badLink', { reason: t(`link.${bad.code}`, bad.params) }));
    }
    this.notice = undefined;
    this.linkError = undefined;
    const { problems } = this.services.saves;
    if (problems.length > 0 && !this.registry.get(PROBLEMS_SHOWN)) {
      this.registry.set(PROBLEMS_SHOWN, true);
      messages.push(t('title.problems', { list: problems.join('; ') }));
    }
    // The card stays until closed: the title makes room for it, so it covers nothing.
    if (messages.length > 0) this.toast(messages.join('\n\n'), null);
  }

  /** The screens past the title load once it answers (issue 53): a tap before they arrive waits for them. */
  protected override go(key: string, data?: object): void {
    void loadGameScenes(this.game).then(() => {
      if (this.scene.isActive()) super.go(key, data);
    });
  }

  protected override back(): void {
    // The title is the root: Escape has nowhere further back to go.
  }

  private levels(): Level[] {
    return campaignLevels(this.services.campaign);
  }

  /** Goes on with the arcade run (or a new one); Continue, not this, resumes a game on the board. */
  private startArcade(): void {
    const { saves } = this.services;
    const levels = this.levels();
    let run = saves.data.arcadeRun;
    if (!run || run.levelIndex >= levels.length || run.lives <= 0) {
      run = startRun();
      const fresh = run;
      saves.update((data) => ({ ...data, arcadeRun: fresh }));
    }
    if (levels.length === 0) return;
    this.go('Play', { mode: 'arcade', levelId: levels[run.levelIndex].id } satisfies PlayRequest);
  }

  protected build(): void {
    const { width, height } = this.scale;
    const m = this.metrics;
    const data = this.services.saves.data;
    const wide = width > height * 1.15;

    const logoY = this.logo(
      width / 2,
      Math.max(m.margin + m.titleSize * 0.7, this.frame.top + m.titleSize * 0.55),
    );
    this.text(width / 2, logoY + m.titleSize * 0.75, t('title.tagline'), {
      size: m.smallSize * 1.1,
      color: CHROME.textDim,
    }).setOrigin(0.5);

    type Entry = { label: string; onPress: () => void; detail?: string; primary?: boolean };
    const entries: Entry[] = [];
    // One way back into a game on the board: Continue, naming it. Every other entry says what it is.
    if (data.current) {
      const saved = data.current;
      entries.push({
        label: t('title.continue'),
        detail: savedGameText(saved, this.levels()),
        primary: true,
        onPress: () => this.go('Play', resumeRequest(saved)),
      });
    }
    const run = data.arcadeRun;
    const runWaiting =
      !data.current && run && run.lives > 0 && run.levelIndex < this.levels().length ? run : null;
    entries.push({
      label: t('title.arcade'),
      primary: !data.current,
      detail: runWaiting
        ? t('title.arcadeRun', {
            level: runWaiting.levelIndex + 1,
            lives: runWaiting.lives,
            score: runWaiting.score,
          })
        : t('title.arcadeAbout'),
      onPress: () => this.replaceGame(() => this.startArcade()),
    });
    entries.push({
      label: t('title.levels'),
      detail: t('title.levelsAbout'),
      onPress: () => this.go('LevelSelect'),
    });
    entries.push({ label: t('title.versus'), onPress: () => this.go('Versus') });
    // The second game: its screens, rules and words come in their own chunk on the first tap. Its menu
    // says what it is; here a second line would cost the attract board its room.
    entries.push({
      label: t('oxono.title'),
      onPress: () => void loadOxonoScenes(this.game).then(() => this.go('OxonoMenu')),
    });
    entries.push({
      label: t('online.title'),
      onPress: () => void loadClubScenes(this.game).then(() => this.go('Online')),
    });
    entries.push({ label: t('title.highScores'), onPress: () => this.go('HighScores') });
    entries.push({ label: t('title.howToPlay'), onPress: () => this.go('HowToPlay') });
    entries.push({ label: t('title.settings'), onPress: () => this.go('Settings') });

    const top = logoY + m.titleSize * 1.25;
    // Above the bottom frame line, and above the key hint under it.
    let bottom = Math.min(height - m.margin - m.smallSize * 2, this.frame.bottom - m.gap * 0.5);
    // A message gets its own room under the menu, so it covers neither the logo nor a button.
    const notice = this.liveNotice();
    if (notice) {
      const room = toastHeight(this, notice, closeHint());
      bottom -= room + m.gap;
      this.noticeTop = bottom + m.gap * 0.5;
    }
    // A phone on its side is too short for one column of buttons a thumb can hit (40 px) with their
    // second lines: the menu takes two columns across the screen, and the attract board gives way.
    // On a wide screen How to play and Settings share one place in the menu, side by side at half width,
    // so the second game's entry costs no row: the attract board keeps its room beside one column, and a
    // phone on its side keeps four rows of two.
    const cells: Entry[][] = wide
      ? [...entries.slice(0, -2).map((entry) => [entry]), entries.slice(-2)]
      : entries.map((entry) => [entry]);
    const oneColumn = cells.reduce(
      (sum, cell) => sum + m.buttonHeight * (cell.some((entry) => entry.detail) ? 1.3 : 1) + m.gap,
      -m.gap,
    );
    const twoColumns = wide && m.buttonHeight * Math.min(1, (bottom - top) / oneColumn) < MIN_TOUCH;
    const buttonHeight = twoColumns ? Math.max(m.buttonHeight, MIN_TOUCH) : m.buttonHeight;
    // Two columns are for a short screen: a button's second line takes less extra room there.
    const detailRoom = twoColumns ? 1.15 : 1.3;
    const rowHeight = (entry: Entry): number => buttonHeight * (entry.detail !== undefined ? detailRoom : 1);
    // The rows of the menu: one cell each, or two side by side (the taller one sets the row's height).
    const rows: Entry[][][] = twoColumns
      ? Array.from({ length: Math.ceil(cells.length / 2) }, (_, row) => cells.slice(row * 2, row * 2 + 2))
      : cells.map((cell) => [cell]);
    const rowOf = (row: Entry[][]): number => Math.max(...row.flat().map(rowHeight));
    let natural = rows.reduce((sum, row) => sum + rowOf(row) + m.gap, -m.gap);
    // A short window (a phone on its side, a message shown) squeezes the buttons: when a button with a
    // second line would be too low for two readable lines, the second lines go rather than shrink.
    const lines = (m.smallSize + 2) * 2.3;
    if (buttonHeight * detailRoom * Math.min(1, (bottom - top) / natural) < lines) {
      for (const entry of entries) delete entry.detail;
      natural = rows.reduce((sum, row) => sum + rowOf(row) + m.gap, -m.gap);
    }
    const settings = data.settings;
    const speed = settings.animationSpeed;

    // The attract board: beside the menu on a wide screen, above it on a tall one when there is room.
    let menuTop = top;
    if (twoColumns) {
      // No room for the board beside two columns.
    } else if (wide) {
      const size = Math.min(width * 0.45, bottom - top);
      new TitleDemo(this, width * 0.28, top + (bottom - top) / 2, size / 7.6, menuPalette(settings), speed);
    } else {
      const spare = bottom - top - natural - m.gap * 2;
      if (spare > 150 * m.unit) {
        const size = Math.min(spare, width - 2 * m.margin, 360 * m.unit);
        new TitleDemo(this, width / 2, top + size / 2, size / 7.6, menuPalette(settings), speed);
        menuTop = top + size + m.gap * 2;
      }
    }

    const squeeze = Math.min(1, (bottom - menuTop) / natural);
    // A phone on its side scales buttons down with its short height; the mode lines still need 260 px,
    // and on an upright phone they take the screen's width rather than end in "…".
    const buttonWidth = twoColumns
      ? Math.min((width - 2 * m.margin - m.gap) / 2, 320)
      : wide
        ? Math.min(Math.max(m.buttonWidth, 260), width * 0.42)
        : Math.min(width - 2 * m.margin, Math.max(m.buttonWidth, 320));
    const columnX = wide && !twoColumns ? width * 0.7 : width / 2;
    const half = (buttonWidth + m.gap) / 2;
    // A row of two cells sits either side of the middle; a row of one, on the column's line. A cell of
    // two entries holds two half-width buttons.
    const xOf = (row: Entry[][], column: number): number =>
      row.length === 1 ? columnX : columnX + (column === 0 ? -half : half);
    const halfWidth = (buttonWidth - m.gap) / 2;
    let y = menuTop + Math.max(0, (bottom - menuTop - natural * squeeze) / 2);
    for (const row of rows) {
      const h = rowOf(row) * squeeze;
      row.forEach((cell, column) =>
        cell.forEach((entry, part) => {
          const x = xOf(row, column);
          const shift = cell.length === 1 ? 0 : (part === 0 ? -1 : 1) * (halfWidth + m.gap) * 0.5;
          this.button(x + shift, y + h / 2, entry.label, entry.onPress, {
            height: h,
            width: cell.length === 1 ? buttonWidth : halfWidth,
            fontSize: Math.round(m.textSize * Math.max(0.8, squeeze)),
            kind: entry.primary ? 'primary' : 'normal',
            detail: entry.detail,
          });
        }),
      );
      y += h + m.gap * squeeze;
    }

    // Keys are worth naming only to a player who has them: a phone gets no keyboard hint.
    if (hasKeyboard()) {
      this.text(width / 2, height - m.margin - m.smallSize * 0.6, t('menu.hint'), {
        size: m.smallSize * 0.85,
        color: CHROME.textDim,
        wrap: width - 2 * m.margin,
      }).setOrigin(0.5);
    }
  }

  /**
   * INFECTION in bobbing letters; every few seconds an infection ripples through and back. Centred at
   * `wanted` unless its bob and ripple would reach the top frame line: returns where it went.
   */
  private logo(x: number, wanted: number): number {
    const m = this.metrics;
    const word = 'INFECTION';
    const palette = this.services.saves.data.settings.colourBlind ? PALETTES.colourBlind : PALETTES.standard;
    let size = m.titleSize;
    const letters = [...word].map((letter) =>
      this.add
        .text(0, wanted, letter, {
          fontFamily: FONT,
          fontSize: `${Math.round(size)}px`,
          fontStyle: 'bold',
          color: css(palette.x),
          stroke: '#0a0c1c',
          strokeThickness: Math.max(3, size * 0.12),
          resolution: textResolution(),
        })
        .setOrigin(0.5)
        .setName('logo')
        .setShadow(0, size * 0.08, '#000000', size * 0.1, true, true),
    );
    // Letters sit at their own widths (an I is narrow); the word shrinks to fit a narrow screen.
    const tracking = size * 0.04;
    const natural = letters.reduce((sum, letter) => sum + letter.width + tracking, -tracking);
    const fit = Math.min(1, (this.scale.width - 2 * m.margin) / natural);
    size *= fit;
    let left = x - (natural * fit) / 2;
    for (const letter of letters) {
      letter.setScale(fit);
      letter.x = left + (letter.width * fit) / 2;
      left += (letter.width + tracking) * fit;
    }
    // The highest a letter reaches: its bob up, at the ripple's 1.25× size, plus a little air.
    const tallest = Math.max(...letters.map((letter) => letter.height * fit));
    const y = Math.max(wanted, this.frame.top + 4 + size * 0.08 + tallest * 0.625);
    for (const letter of letters) letter.y = y;
    letters.forEach((letter, i) =>
      this.tweens.add({
        targets: letter,
        y: y - size * 0.08,
        duration: 900,
        delay: i * 90,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      }),
    );
    let infected = false;
    this.time.addEvent({
      delay: 3200,
      loop: true,
      callback: () => {
        infected = !infected;
        letters.forEach((letter, i) =>
          this.time.delayedCall(i * 80, () => {
            letter.setColor(css(infected ? palette.o : palette.x));
            this.tweens.add({
              targets: letter,
              scale: { from: fit * 1.25, to: fit },
              duration: 260,
              ease: 'Back.easeOut',
            });
          }),
        );
      },
    });
    return y;
  }
}
