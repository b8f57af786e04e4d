import Phaser from 'phaser';
import {
  cycleInitial,
  enterTable,
  initialsDone,
  moveInitialsCursor,
  startInitials,
  typeInitial,
  type InitialsEntry,
} from '../../core/arcade';
import { SIDES } from '../../core';
import { blobKey } from '../base/blob-art';
import { t } from '../base/i18n';
import { menuPalette } from '../base/settings-apply';
import type { Focusable } from '../menu/MenuFocus';
import { MenuScene } from '../menu/MenuScene';
import { hasKeyboard } from '../base/keyboard';
import { readable } from '../base/text-fit';
import { CHROME, FONT, textResolution } from '../base/theme';
import type { HighScoresData } from '../base/scene-data';
import { nameHeldRuns } from '../store/world-record';
import { sendWorldRecords } from '../club/world-sender';

export interface InitialsData {
  /** The finished run's total and how many levels it cleared. */
  readonly score: number;
  readonly cleared: number;
}

/**
 * The cabinet's three-letter entry: ▲▼ (or a tap on the arrows) cycle a letter, ◀▶ move between them,
 * typing or the on-screen letters set them directly. Saving enters the table through core and shows it with the new line lit.
 */
export class Initials extends MenuScene {
  private run: InitialsData = { score: 0, cleared: 0 };
  private entry: InitialsEntry = startInitials();
  private saved = false;
  private letters: Phaser.GameObjects.Text[] = [];
  private slots!: Phaser.GameObjects.Graphics;
  private slotSize = 0;
  private slotXs: number[] = [];
  private slotY = 0;
  private entryFocused = true;

  constructor() {
    super('Initials');
  }

  init(data: InitialsData): void {
    this.run = { score: Math.max(0, Math.round(data?.score ?? 0)), cleared: Math.max(0, data?.cleared ?? 0) };
    const table = this.services.saves.data.arcadeTable;
    // Start from the initials last entered: most players type the same three every time.
    const latest = [...table].sort((a, b) => b.date.localeCompare(a.date))[0];
    this.entry = startInitials(latest?.initials);
    this.saved = false;
  }

  protected override back(): void {
    // Escape steps back a letter rather than leave: the score must not be lost to a stray key.
    this.entry = moveInitialsCursor(this.entry, -1);
    this.drawSlots();
  }

  private rank(): number | null {
    const table = this.services.saves.data.arcadeTable;
    return enterTable(table, { initials: 'AAA', score: this.run.score, cleared: this.run.cleared, date: '' })
      .rank;
  }

  private save(): void {
    if (this.saved) return;
    this.saved = true;
    const { saves } = this.services;
    let rank: number | null = null;
    const entry = {
      initials: this.entry.letters,
      score: this.run.score,
      cleared: this.run.cleared,
      date: new Date().toISOString(),
    };
    saves.update((data) => {
      const result = enterTable(data.arcadeTable, entry);
      rank = result.rank;
      // The run's world record waited for these initials: it may go now.
      return nameHeldRuns({ ...data, arcadeTable: result.table, arcadeRun: null }, entry.initials);
    });
    sendWorldRecords();
    this.click('highscore');
    this.go('HighScores', (rank === null ? {} : { rank }) satisfies HighScoresData);
  }

  protected build(): void {
    const { width, height } = this.scale;
    const m = this.metrics;
    let y = this.heading(t('initials.title'));
    const rank = this.rank();
    this.text(width / 2, y, t('initials.score', { score: this.run.score, rank: rank ?? '—' }), {
      color: CHROME.textGold,
      bold: true,
    }).setOrigin(0.5, 0);
    y += m.textSize * 2;
    this.text(width / 2, y, t('initials.prompt'), { color: CHROME.textDim }).setOrigin(0.5, 0);
    y += m.textSize * 1.6;

    // An on-screen letter board under the slots (a phone has no keys to type on): 26 letters and ←.
    const columns = 9;
    const keyGap = Math.max(4, m.gap * 0.5);
    const keyWidth = Math.min(52 * m.unit, (width - 2 * m.margin - keyGap * (columns - 1)) / columns);
    const keyHeight = Math.min(keyWidth * 1.15, 48 * m.unit);
    const board = 3 * keyHeight + 2 * keyGap;
    const below = board + m.smallSize * 2.6 + m.buttonHeight + m.gap * 3 + m.margin;
    this.slotSize = Math.min(110 * m.unit, (width - 2 * m.margin) / 3.8, (height - y - below) / 2.2);
    const gap = this.slotSize * 0.3;
    this.slotY = y + this.slotSize * 0.95;
    this.slotXs = [0, 1, 2].map((i) => width / 2 + (i - 1) * (this.slotSize + gap));
    this.slots = this.add.graphics();
    this.letters = this.slotXs.map((x) =>
      this.add
        .text(x, this.slotY, '', {
          fontFamily: FONT,
          fontSize: `${Math.round(this.slotSize * 0.62)}px`,
          fontStyle: 'bold',
          color: '#ffffff',
          resolution: textResolution(),
        })
        .setOrigin(0.5),
    );
    this.slotXs.forEach((x, i) => {
      // Tap zones: the arrow above and below cycle, the letter itself takes the cursor.
      const up = this.add.zone(x, this.slotY - this.slotSize * 0.8, this.slotSize, this.slotSize * 0.5);
      const down = this.add.zone(x, this.slotY + this.slotSize * 0.8, this.slotSize, this.slotSize * 0.5);
      const letter = this.add.zone(x, this.slotY, this.slotSize, this.slotSize);
      for (const zone of [up, down, letter]) zone.setInteractive({ useHandCursor: true });
      const pick = (step: 0 | 1 | -1): void => {
        this.entry = { ...this.entry, cursor: i };
        if (step !== 0) this.entry = cycleInitial(this.entry, step);
        this.click('select');
        this.focus.focus(0);
        this.drawSlots();
      };
      up.on('pointerup', () => pick(1));
      down.on('pointerup', () => pick(-1));
      letter.on('pointerup', () => pick(0));
    });

    const entryWidget: Focusable & { handleKey(key: string): boolean } = {
      spot: () => ({ x: width / 2, y: this.slotY }),
      setFocused: (focused) => {
        this.entryFocused = focused;
        this.drawSlots();
      },
      activate: () => this.save(),
      label: () => `initials: ${this.entry.letters}`,
      handleKey: (key) => this.key(key),
    };
    this.focus.add(entryWidget);

    const boardTop = this.slotY + this.slotSize * 1.1;
    this.letterBoard(boardTop, columns, keyWidth, keyHeight, keyGap);
    const helpY = boardTop + board + m.gap;
    // Typing is named only to a player with a keyboard; a touch screen is told to tap.
    this.text(width / 2, helpY, t(hasKeyboard() ? 'initials.help' : 'initials.tapHelp'), {
      size: m.smallSize,
      color: CHROME.textDim,
      wrap: width - 2 * m.margin,
    }).setOrigin(0.5, 0);
    // Under the help when it fits above the bottom frame line, else in the bottom band, where Back sits.
    const underHelp = helpY + m.smallSize * 2.5 + m.buttonHeight / 2;
    const saveY =
      underHelp + m.buttonHeight / 2 <= this.frame.bottom - m.gap * 0.5
        ? underHelp
        : height - m.margin - m.buttonHeight / 2;
    this.button(width / 2, saveY, t('initials.done'), () => this.save(), {
      kind: 'primary',
    });
    this.cheer(saveY + m.buttonHeight / 2);
    this.drawSlots();
  }

  /** Tappable letters A–Z and ← (back a letter), in rows centred under the slots. */
  private letterBoard(top: number, columns: number, keyWidth: number, keyHeight: number, gap: number): void {
    const { width } = this.scale;
    const keys = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '←'];
    keys.forEach((key, i) => {
      const row = Math.floor(i / columns);
      const column = i % columns;
      const x = width / 2 + (column - (columns - 1) / 2) * (keyWidth + gap);
      const y = top + row * (keyHeight + gap) + keyHeight / 2;
      const g = this.add.graphics();
      g.fillStyle(CHROME.button, 1);
      g.fillRoundedRect(-keyWidth / 2, -keyHeight / 2, keyWidth, keyHeight, 8);
      g.lineStyle(2, CHROME.buttonEdge, 1);
      g.strokeRoundedRect(-keyWidth / 2, -keyHeight / 2, keyWidth, keyHeight, 8);
      const label = this.text(0, 0, key, { size: readable(keyHeight * 0.45), bold: true }).setOrigin(0.5);
      const zone = this.add.zone(0, 0, keyWidth, keyHeight).setInteractive({ useHandCursor: true });
      const box = { x: -keyWidth / 2, y: -keyHeight / 2, width: keyWidth, height: keyHeight };
      const button = this.add.container(x, y, [g, label, zone]).setName(`initials-key-${key}`);
      button.setData('box', box);
      button.setData('bounds', { ...box, x: x + box.x, y: y + box.y });
      zone.on('pointerdown', () => button.setScale(0.94));
      zone.on('pointerout', () => button.setScale(1));
      zone.on('pointerup', () => {
        button.setScale(1);
        this.focus.focus(0);
        this.key(key === '←' ? 'Backspace' : key);
      });
    });
  }

  /** A line of blobs hopping along the bottom: a new high score deserves a party. */
  private cheer(contentBottom: number): void {
    const { width, height } = this.scale;
    const m = this.metrics;
    const palette = menuPalette(this.services.saves.data.settings);
    const size = Math.min(48 * m.unit, width / 9);
    const count = Math.floor((width - 2 * m.margin) / (size * 1.3));
    const y = height - m.margin - size / 2;
    if (y - size < contentBottom) return;
    for (let i = 0; i < count; i++) {
      const x = width / 2 + (i - (count - 1) / 2) * size * 1.3;
      const blob = this.add.image(x, y, blobKey(SIDES[i % 2], palette)).setDisplaySize(size, size);
      this.tweens.add({
        targets: blob,
        y: y - size * 0.6,
        duration: 380,
        delay: i * 90,
        yoyo: true,
        repeat: -1,
        repeatDelay: 500,
        ease: 'Quad.easeOut',
      });
    }
  }

  private key(key: string): boolean {
    const before = this.entry;
    if (key === 'ArrowUp') this.entry = cycleInitial(this.entry, 1);
    else if (key === 'ArrowDown') this.entry = cycleInitial(this.entry, -1);
    else if (key === 'ArrowLeft' || key === 'Backspace') this.entry = moveInitialsCursor(this.entry, -1);
    else if (key === 'ArrowRight') this.entry = moveInitialsCursor(this.entry, 1);
    else if (/^[a-zA-Z]$/.test(key)) this.entry = typeInitial(this.entry, key);
    else return false;
    if (this.entry !== before) this.services.sound.effect('select');
    // With all three letters set, Save takes the focus so Enter finishes the entry.
    if (initialsDone(this.entry)) this.focus.focus(1);
    this.drawSlots();
    return true;
  }

  private drawSlots(): void {
    if (!this.slots?.active) return;
    const g = this.slots;
    const s = this.slotSize;
    g.clear();
    this.slotXs.forEach((x, i) => {
      const current = this.entryFocused && this.entry.cursor === i;
      g.fillStyle(current ? CHROME.buttonHover : CHROME.panel, 1);
      g.fillRoundedRect(x - s / 2, this.slotY - s / 2, s, s, s * 0.14);
      g.lineStyle(current ? 4 : 2, current ? CHROME.focus : CHROME.panelEdge, 1);
      g.strokeRoundedRect(x - s / 2, this.slotY - s / 2, s, s, s * 0.14);
      // Arrows above and below: brighter on the letter being chosen.
      const a = s * 0.16;
      g.fillStyle(current ? CHROME.focus : 0x7580c0, 1);
      const upY = this.slotY - s * 0.72;
      const downY = this.slotY + s * 0.72;
      g.fillTriangle(x - a, upY + a * 0.6, x + a, upY + a * 0.6, x, upY - a * 0.6);
      g.fillTriangle(x - a, downY - a * 0.6, x + a, downY - a * 0.6, x, downY + a * 0.6);
      this.letters[i].setText(this.entry.letters[i]);
    });
  }
}
