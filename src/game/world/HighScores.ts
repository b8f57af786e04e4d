import { loadSceneChunk } from '../base/scene-chunk';
import { campaignLevels } from '../../core/level';
import { campaignTotal, isWon, recordMedal, type Medal } from '../../core/progression';
import { t } from '../base/i18n';
import { fitText } from '../base/text-fit';
import { levelName } from '../base/level-words';
import { MenuScene } from '../menu/MenuScene';
import { CHROME } from '../base/theme';
import { Stepper } from '../menu/Stepper';
import { TEST_BUILD } from '../base/test-build';
import type { WorldKit } from './WorldPanel';
import { WorldScreen } from './world-screen';
import type { HighScoresData } from '../base/scene-data';

const MEDAL_MARK: Record<Medal, { color: number; pips: number }> = {
  gold: { color: CHROME.gold, pips: 1 },
  silver: { color: CHROME.silver, pips: 2 },
  bronze: { color: CHROME.bronze, pips: 3 },
};

/**
 * The arcade top 10 beside the per-level bests and the campaign total; long lists page. A switch at the
 * top turns to the world tables (src/game/world/WorldPanel.ts).
 */
export class HighScores extends MenuScene {
  private rank: number | null = null;
  private page = 0;
  private world: WorldScreen | null = null;
  private returnTo = 'Title';

  constructor() {
    super('HighScores');
  }

  init(data: HighScoresData): void {
    this.rank = data?.rank ?? null;
    this.returnTo = data?.returnTo ?? 'Title';
    this.page = 0;
    const first = campaignLevels(this.services.campaign)[0]?.id ?? '';
    this.world = new WorldScreen(
      () => this.redraw(),
      first,
      data?.world ?? null,
      TEST_BUILD ? (data?.preview ?? null) : null,
    );
  }

  override create(): void {
    super.create();
    this.events.once('shutdown', this.world!.listen());
  }

  protected override back(): void {
    this.go(this.returnTo);
  }

  protected build(): void {
    const { width, height } = this.scale;
    const m = this.metrics;
    const bottom = height - m.margin * 2 - m.buttonHeight;
    const world = this.world!;
    const top = world.drawSwitch(this.worldKit(), this.heading(t('scores.title')) + m.gap * 0.5);
    if (world.shown) {
      const w = Math.min(width - 2 * m.margin, 900 * m.unit);
      world.draw(this.worldKit(), { x: (width - w) / 2, y: top, w, h: bottom - top }, this.services);
      this.backButton(t('menu.back'));
      return;
    }
    const wide = width > height * 1.1;
    const columnWidth = wide
      ? Math.min((width - 3 * m.margin) / 2, 520 * m.unit)
      : Math.min(width - 2 * m.margin, 560 * m.unit);
    if (wide) {
      const left = width / 2 - columnWidth - m.margin / 2;
      this.arcadePanel(left, top, columnWidth, bottom - top);
      this.levelPanel(width / 2 + m.margin / 2, top, columnWidth, bottom - top);
    } else {
      // The arcade panel takes the room its entries need (up to half), the level list the rest.
      const entries = Math.max(3, this.services.saves.data.arcadeTable.length);
      const arcadeNeeds = m.gap * 3 + m.textSize * 1.2 + entries * m.textSize * 1.35;
      const split = top + Math.min((bottom - top) * 0.5, arcadeNeeds);
      const left = (width - columnWidth) / 2;
      this.arcadePanel(left, top, columnWidth, split - top - m.gap / 2);
      this.levelPanel(left, split + m.gap / 2, columnWidth, bottom - split - m.gap / 2);
    }
    this.backButton(t('menu.back'), {
      label: t('games.open'),
      onPress: () => void loadSceneChunk(this.game, 'club').then(() => this.go('MyGames')),
    });
  }

  private arcadePanel(x: number, y: number, w: number, h: number): void {
    const m = this.metrics;
    this.panel(x, y, w, h);
    this.text(x + w / 2, y + m.gap, t('scores.arcade'), { bold: true, color: CHROME.textGold }).setOrigin(
      0.5,
      0,
    );
    const table = this.services.saves.data.arcadeTable;
    const listTop = y + m.gap * 2 + m.textSize * 1.2;
    if (table.length === 0) {
      this.text(x + w / 2, listTop + m.textSize, t('scores.noRuns'), {
        size: m.smallSize,
        color: CHROME.textDim,
        wrap: w - 2 * m.margin,
      }).setOrigin(0.5, 0);
      return;
    }
    const row = Math.min(m.textSize * 1.35, (y + h - m.gap - listTop) / Math.max(3, table.length));
    const size = Math.min(m.smallSize * 1.1, row * 0.75);
    table.forEach((entry, i) => {
      const rowY = listTop + i * row + row / 2;
      const mine = this.rank === i + 1;
      const color = mine ? CHROME.textGood : i === 0 ? CHROME.textGold : '#ffffff';
      if (mine) {
        const g = this.add.graphics();
        g.fillStyle(0x2f8f58, 0.35);
        g.fillRoundedRect(x + m.gap, rowY - row / 2, w - 2 * m.gap, row, 6);
        this.tweens.add({ targets: g, alpha: 0.3, duration: 600, yoyo: true, repeat: -1 });
      }
      this.text(x + m.margin, rowY, `${i + 1}.`, { size, color }).setOrigin(0, 0.5);
      this.text(x + m.margin + size * 2.4, rowY, entry.initials, { size, color, bold: true }).setOrigin(
        0,
        0.5,
      );
      this.text(x + w * 0.62, rowY, String(entry.score), { size, color, bold: true }).setOrigin(1, 0.5);
      // Levels the run cleared, in words: a bare tick left players guessing.
      this.text(x + w - m.margin, rowY, t('scores.cleared', { n: entry.cleared }), {
        size: size * 0.85,
        color: CHROME.textDim,
      }).setOrigin(1, 0.5);
    });
  }

  private levelPanel(x: number, y: number, w: number, h: number): void {
    const m = this.metrics;
    const { campaign, saves } = this.services;
    const records = saves.data.levels;
    this.panel(x, y, w, h);
    this.text(x + w / 2, y + m.gap, t('scores.levels'), { bold: true, color: CHROME.textGold }).setOrigin(
      0.5,
      0,
    );
    this.text(
      x + w / 2,
      y + m.gap + m.textSize * 1.3,
      t('scores.total', { score: campaignTotal(campaign, records) }),
      {
        size: m.smallSize,
      },
    ).setOrigin(0.5, 0);
    const all = campaignLevels(campaign);
    const won = all.filter((level) => isWon(records, level.id));
    const listTop = y + m.gap * 2 + m.textSize * 1.3 + m.smallSize * 1.6;
    if (won.length === 0) {
      this.text(x + w / 2, listTop + m.textSize, t('scores.noLevels'), {
        size: m.smallSize,
        color: CHROME.textDim,
        wrap: w - 2 * m.margin,
      }).setOrigin(0.5, 0);
      return;
    }
    const row = Math.max(m.smallSize * 1.5, m.textSize * 1.2);
    const pagerHeight = m.buttonHeight * 0.8;
    let perPage = Math.max(1, Math.floor((y + h - m.gap - listTop) / row));
    const pages = Math.ceil(won.length / perPage);
    if (pages > 1) perPage = Math.max(1, Math.floor((y + h - m.gap * 2 - pagerHeight - listTop) / row));
    const pageCount = Math.ceil(won.length / perPage);
    this.page = Math.min(this.page, pageCount - 1);
    const shown = won.slice(this.page * perPage, (this.page + 1) * perPage);
    const size = m.smallSize;
    shown.forEach((level, i) => {
      const rowY = listTop + i * row + row / 2;
      const record = records[level.id];
      const medal = recordMedal(level, record);
      const name = this.text(x + m.margin, rowY, `${all.indexOf(level) + 1}. ${levelName(level)}`, {
        size,
        color: level.boss ? CHROME.textWarn : '#ffffff',
      }).setOrigin(0, 0.5);
      fitText(name, name.text, w * 0.62 - m.margin);
      if (medal) this.medalMark(x + w * 0.74, rowY, size * 0.45, medal);
      this.text(x + w - m.margin, rowY, String(record.best), {
        size,
        bold: true,
        color: CHROME.textGold,
      }).setOrigin(1, 0.5);
    });
    if (pageCount > 1) {
      this.button(
        x + w / 2,
        y + h - m.gap - pagerHeight / 2,
        `${t('scores.next')} · ${t('scores.page', { page: this.page + 1, pages: pageCount })}`,
        () => {
          this.page = (this.page + 1) % pageCount;
          this.redraw();
        },
        { height: pagerHeight, width: Math.min(w - 2 * m.margin, 260 * m.unit), fontSize: m.smallSize },
      );
    }
  }

  /** The drawing this screen lends the world tables. */
  private worldKit(): WorldKit {
    return {
      scene: this,
      metrics: this.metrics,
      text: (x, y, words, style) => this.text(x, y, words, style),
      panel: (x, y, w, h) => this.panel(x, y, w, h),
      button: (x, y, label, onPress, options) => this.button(x, y, label, onPress, options),
      stepper: (x, y, options, onChange) =>
        this.focus.add(
          new Stepper(this, x, y, { ...options, fontSize: this.metrics.smallSize }, onChange, (hovered) =>
            this.focus.focus(hovered),
          ),
        ),
    };
  }

  private medalMark(x: number, y: number, r: number, medal: Medal): void {
    const { color, pips } = MEDAL_MARK[medal];
    const g = this.add.graphics();
    g.fillStyle(color, 1);
    g.fillCircle(x, y, r);
    g.fillStyle(0x1a1a2a, 0.85);
    for (let i = 0; i < pips; i++) g.fillCircle(x + (i - (pips - 1) / 2) * r * 0.55, y, r * 0.2);
  }
}
