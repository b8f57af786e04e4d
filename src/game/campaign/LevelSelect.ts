import type Phaser from 'phaser';
import { campaignLevels, type Level } from '../../core/level';
import { campaignTotal, frontier, isUnlocked, isWon, medalScores, recordMedal } from '../../core/progression';
import { t } from '../base/i18n';
import { levelName, opponentName, worldName } from '../base/level-words';
import { fitGrid } from '../base/layout';
import { LevelTile } from './LevelTile';
import { MenuScene } from '../menu/MenuScene';
import { fitText } from '../base/text-fit';
import type { PlayRequest } from '../menu/play-request';
import { menuPalette } from '../base/settings-apply';
import { CHROME, PALETTES } from '../base/theme';

export interface LevelSelectData {
  /** Open on the world holding this level (e.g. the one just played). */
  readonly levelId?: string;
}

/**
 * The campaign one world at a time: a grid of levels, locked, open or cleared with best score and
 * medal, bosses crowned; the focused level is described below the grid, and a boss is announced.
 */
export class LevelSelect extends MenuScene {
  private world = 0;
  private focusLevel: string | null = null;
  private info!: { title: Phaser.GameObjects.Text; detail: Phaser.GameObjects.Text };

  constructor() {
    super('LevelSelect');
  }

  init(data: LevelSelectData): void {
    const { campaign, saves } = this.services;
    const wanted = data?.levelId ?? frontier(campaign, saves.data.levels)?.id ?? null;
    const index = campaign.worlds.findIndex((world) => world.levels.some((level) => level.id === wanted));
    this.world = Math.max(0, index);
    this.focusLevel = wanted;
  }

  override create(): void {
    super.create();
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'PageDown' || event.key === ']') this.turnWorld(1);
      else if (event.key === 'PageUp' || event.key === '[') this.turnWorld(-1);
    };
    window.addEventListener('keydown', onKey);
    this.events.once('shutdown', () => window.removeEventListener('keydown', onKey));
  }

  private turnWorld(step: number): void {
    const count = this.services.campaign.worlds.length;
    if (count < 2) return;
    this.world = (this.world + step + count) % count;
    this.focusLevel = null;
    this.click();
    this.redraw();
  }

  protected override initialFocus(): number {
    // Focus the wanted level's tile; the world arrows come first in the focus order.
    const world = this.services.campaign.worlds[this.world];
    const index = world ? world.levels.findIndex((level) => level.id === this.focusLevel) : -1;
    const worldButtons = this.services.campaign.worlds.length > 1 ? 2 : 0;
    return index >= 0 ? index + worldButtons : worldButtons;
  }

  protected build(): void {
    const { width, height } = this.scale;
    const m = this.metrics;
    const { campaign, saves } = this.services;
    const records = saves.data.levels;
    const all = campaignLevels(campaign);
    let y = this.heading(t('levels.title'));
    this.text(width / 2, y, t('levels.total', { score: campaignTotal(campaign, records) }), {
      size: m.smallSize,
      color: CHROME.textGold,
    }).setOrigin(0.5, 0);
    y += m.smallSize * 1.8;

    const world = campaign.worlds[this.world];
    if (!world) {
      this.text(width / 2, height / 2, t('title.noCampaign', { reason: '—' }), {
        wrap: width * 0.8,
      }).setOrigin(0.5);
      this.backButton(t('menu.back'));
      return;
    }

    // The world's name between arrows that page through the worlds.
    const arrowSize = m.buttonHeight;
    const worldTitle = t('levels.world', { number: this.world + 1, name: worldName(world) });
    if (campaign.worlds.length > 1) {
      const span = Math.min(width - 2 * m.margin, 520 * m.unit);
      this.button(width / 2 - span / 2 + arrowSize / 2, y + arrowSize / 2, '◀', () => this.turnWorld(-1), {
        width: arrowSize,
      });
      this.button(width / 2 + span / 2 - arrowSize / 2, y + arrowSize / 2, '▶', () => this.turnWorld(1), {
        width: arrowSize,
      });
    }
    const titleText = this.text(width / 2, y + arrowSize / 2, worldTitle, { bold: true }).setOrigin(0.5);
    fitText(titleText, worldTitle, Math.min(width - 2 * m.margin, 520 * m.unit) - arrowSize * 2.4, 2);
    y += arrowSize + m.gap;

    const backTop = height - m.margin - m.buttonHeight;
    // Room for the level's name and its lines (opponent, best, medals, a boss's announcement) as they
    // wrap on this screen: the tallest description in the world, measured, sets the panel's height.
    const wrap = width - 4 * m.margin;
    const probe = this.text(0, 0, '', { size: m.smallSize, wrap }).setVisible(false);
    const tallest = Math.max(
      ...world.levels.map(
        (level) => probe.setText(this.lines(level, isUnlocked(campaign, records, level.id)).detail).height,
      ),
    );
    probe.destroy();
    const infoHeight = m.textSize * 1.9 + tallest + m.smallSize * 0.4;
    const gridArea = {
      x: m.margin,
      y,
      width: width - 2 * m.margin,
      height: backTop - m.gap * 2 - infoHeight - y,
    };
    const grid = fitGrid(world.levels.length, gridArea, 150 * m.unit);
    const palette = PALETTES[menuPalette(saves.data.settings)];
    world.levels.forEach((level, i) => {
      const col = i % grid.columns;
      const row = Math.floor(i / grid.columns);
      const number = all.indexOf(level) + 1;
      const unlocked = isUnlocked(campaign, records, level.id);
      const record = records[level.id];
      const tile = new LevelTile(
        this,
        grid.left + col * (grid.cell + grid.gap) + grid.cell / 2,
        grid.top + row * (grid.cell + grid.gap) + grid.cell / 2,
        grid.cell,
        {
          number,
          unlocked,
          // A locked tile shows its padlock alone (an old save may hold a win of a level still locked).
          won: unlocked && isWon(records, level.id),
          best: unlocked && record && record.wins > 0 ? record.best : null,
          medal: unlocked ? recordMedal(level, record) : null,
          boss: level.boss,
          board: level.start,
          palette,
        },
        () => this.choose(level, unlocked),
        () => this.describe(level, unlocked),
        (hovered) => this.focus.focus(hovered),
      );
      this.focus.add(tile);
    });

    const infoY = backTop - m.gap - infoHeight;
    this.panel(m.margin, infoY, width - 2 * m.margin, infoHeight);
    const box = { x: m.margin, y: infoY, width: width - 2 * m.margin, height: infoHeight };
    this.info = {
      title: this.text(width / 2, infoY + m.textSize * 0.35, '', { bold: true, wrap })
        .setOrigin(0.5, 0)
        .setData('box', box),
      detail: this.text(width / 2, infoY + m.textSize * 1.6, '', {
        size: m.smallSize,
        color: CHROME.textDim,
        wrap,
      })
        .setOrigin(0.5, 0)
        .setData('box', box),
    };
    this.backButton(t('menu.back'), {
      label: t('editor.open'),
      onPress: () => this.go('Editor', { from: 'LevelSelect' }),
    });
  }

  private previousName(level: Level): string {
    const all = campaignLevels(this.services.campaign);
    const previous = all[all.indexOf(level) - 1];
    return previous ? levelName(previous) : '';
  }

  /** The info panel's words for a level: its title and the lines under it. */
  private lines(level: Level, unlocked: boolean): { title: string; detail: string } {
    const records = this.services.saves.data.levels;
    if (!unlocked) {
      return { title: levelName(level), detail: t('levels.locked', { previous: this.previousName(level) }) };
    }
    const record = records[level.id];
    const medal = recordMedal(level, record);
    const lines = [t('levels.opponent', { name: opponentName(level), strength: level.opponent.strength })];
    lines.push(
      record && record.wins > 0
        ? `${t('levels.best', { score: record.best })}${medal ? ' · ' + t(`levels.medal.${medal}`) : ''}`
        : t('levels.notCleared'),
    );
    const medals = medalScores(level);
    lines.push(medals ? t('levels.medals', medals) : t('levels.medalsAnyWin'));
    if (level.boss) lines.unshift(t('levels.bossAnnounce', { name: opponentName(level) }));
    return {
      title: level.boss ? `${t('levels.boss')} · ${levelName(level)}` : levelName(level),
      detail: lines.join('\n'),
    };
  }

  private describe(level: Level, unlocked: boolean): void {
    const { title, detail } = this.info;
    const words = this.lines(level, unlocked);
    title.setColor(level.boss ? CHROME.textWarn : '#ffffff');
    fitText(title, words.title, this.scale.width - 4 * this.metrics.margin);
    detail.setText(words.detail);
    if (level.boss && unlocked) {
      this.tweens.killTweensOf(title);
      title.setScale(1);
      this.tweens.add({ targets: title, scale: 1.08, duration: 220, yoyo: true, repeat: 1 });
    }
  }

  private choose(level: Level, unlocked: boolean): void {
    if (!unlocked) {
      this.click('illegal');
      this.tweens.add({ targets: this.info.detail, x: '+=8', duration: 50, yoyo: true, repeat: 3 });
      return;
    }
    this.click();
    this.replaceGame(() => this.go('Play', { mode: 'level', levelId: level.id } satisfies PlayRequest));
  }
}
