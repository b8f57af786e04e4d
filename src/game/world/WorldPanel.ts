/**
 * The world side of the High scores screen: which table (players by rating per pool, arcade runs, a
 * level's best scores, or the records this device sent), the rows that fit, the player's own row even
 * when it is on another page, and clear words while loading, offline or empty.
 */
import type Phaser from 'phaser';
import type { Level } from '../../core/level';
import { ratingPools } from '../../net/ratings';
import type { WorldEntry } from '../../net/world';
import { poolName } from '../club/rating-words';
import type { SaveData } from '../store/schema';
import type { Button, ButtonOptions } from '../menu/Button';
import { t } from '../base/i18n';
import { levelName } from '../base/level-words';
import type { MenuMetrics } from '../base/layout';
import type { StepperOptions } from '../menu/Stepper';
import { fitText } from '../base/text-fit';
import { CHROME } from '../base/theme';
import type { QueuedRecord } from '../store/world-save';
import { WORLD_TABS } from '../base/scene-data';
import { tableOf, type WorldChoice, type WorldPages, type WorldRows } from './world-tables';
import { recordLine } from '../club/world-words';

type TextStyle = { size?: number; color?: string; bold?: boolean; wrap?: number };

/** The drawing a menu screen lends the panel. */
export interface WorldKit {
  readonly scene: Phaser.Scene;
  readonly metrics: MenuMetrics;
  text(x: number, y: number, words: string, style?: TextStyle): Phaser.GameObjects.Text;
  panel(x: number, y: number, width: number, height: number): Phaser.GameObjects.Graphics;
  button(x: number, y: number, label: string, onPress: () => void, options?: Partial<ButtonOptions>): Button;
  stepper<T>(
    x: number,
    y: number,
    options: Omit<StepperOptions<T>, 'fontSize'>,
    onChange: (value: T) => void,
  ): void;
}

export interface WorldPanelInput {
  readonly choice: WorldChoice;
  readonly pages: WorldPages;
  readonly data: SaveData;
  readonly levels: readonly Level[];
  readonly choose: (next: WorldChoice) => void;
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Draws the world tables in `area`. */
export function drawWorldPanel(kit: WorldKit, area: Box, input: WorldPanelInput): void {
  const m = kit.metrics;
  const { choice, choose, levels } = input;
  const wide = area.w > 640 * m.unit;
  const rowHeight = Math.max(40, m.buttonHeight * 0.85);
  const controlWidth = wide ? (area.w - m.gap) / 2 : area.w;
  const tabs = {
    width: controlWidth,
    height: rowHeight,
    label: t('world.table'),
    values: WORLD_TABS,
    value: choice.tab,
    format: (tab: (typeof WORLD_TABS)[number]) => t(`world.${tab}`),
  };
  let y = area.y + rowHeight / 2;
  kit.stepper(area.x + controlWidth / 2, y, tabs, (tab) => choose({ ...choice, tab, page: 0 }));
  const second = wide
    ? { x: area.x + controlWidth + m.gap + controlWidth / 2, y }
    : { x: area.x + area.w / 2, y: y + rowHeight + m.gap };
  if (choice.tab === 'players') {
    const options = {
      ...tabs,
      label: t('world.pool'),
      values: ratingPools(),
      value: choice.pool,
      format: poolName,
    };
    kit.stepper(second.x, second.y, options, (pool) => choose({ ...choice, pool, page: 0 }));
  } else if (choice.tab === 'levels' && levels.length > 0) {
    const ids = levels.map((level) => level.id);
    const name = (id: string): string => {
      const index = ids.indexOf(id);
      return `${index + 1}. ${levelName(levels[index])}`;
    };
    const options = { ...tabs, label: t('world.level'), values: ids, value: choice.levelId, format: name };
    kit.stepper(second.x, second.y, options, (levelId) => choose({ ...choice, levelId, page: 0 }));
  }
  const controls = choice.tab === 'players' || choice.tab === 'levels' ? (wide ? 1 : 2) : 1;
  y = area.y + controls * (rowHeight + m.gap);
  const list: Box = { x: area.x, y, w: area.w, h: area.y + area.h - y };
  kit.panel(list.x, list.y, list.w, list.h);
  if (choice.tab === 'mine') drawMine(kit, list, input);
  else drawTable(kit, list, input);
}

/** Room for rows in a list box after its pager, and the pager's place. */
function pageRoom(kit: WorldKit, box: Box, row: number): { perPage: number; pagerY: number } {
  const m = kit.metrics;
  const pager = Math.max(40, m.buttonHeight * 0.75);
  const perPage = Math.max(1, Math.floor((box.h - 2 * m.gap - pager) / row));
  return { perPage, pagerY: box.y + box.h - m.gap / 2 - pager / 2 };
}

function pager(kit: WorldKit, box: Box, y: number, pages: number, input: WorldPanelInput): void {
  if (pages <= 1) return;
  const m = kit.metrics;
  const values = Array.from({ length: pages }, (_, page) => page);
  kit.stepper(
    box.x + box.w / 2,
    y,
    {
      width: Math.min(box.w - 2 * m.gap, 300 * m.unit),
      height: Math.max(40, m.buttonHeight * 0.75),
      label: t('world.pageLabel'),
      values,
      value: Math.min(input.choice.page, pages - 1),
      format: (page) => t('world.page', { page: page + 1, pages }),
      clamp: true,
    },
    (page) => input.choose({ ...input.choice, page }),
  );
}

function note(kit: WorldKit, box: Box, words: string): void {
  const m = kit.metrics;
  const text = kit.text(box.x + box.w / 2, box.y + m.gap * 1.5, words, {
    size: m.smallSize,
    color: CHROME.textDim,
    wrap: box.w - 2 * m.margin,
  });
  text.setOrigin(0.5, 0);
}

function drawTable(kit: WorldKit, box: Box, input: WorldPanelInput): void {
  const m = kit.metrics;
  const kind = tableOf(input.choice)!;
  const size = m.smallSize;
  const row = Math.max(size * 1.7, 20);
  const { perPage, pagerY } = pageRoom(kit, box, row);
  // One row is kept for the player's own, shown under the page when it is not on it.
  const shownRows = Math.max(1, perPage - 1);
  const rows: WorldRows = input.pages.rows(kind, input.choice.page * shownRows, shownRows);
  if (rows.state !== 'shown')
    return note(kit, box, t(rows.state === 'loading' ? 'world.loading' : 'world.offline'));
  if (rows.total === 0) {
    const empty = t('world.empty');
    return note(kit, box, kind.table === 'players' ? `${empty} ${t('world.playersRule')}` : empty);
  }
  const top = box.y + m.gap;
  const you = rows.you;
  rows.rows.forEach((entry, i) => {
    const mine = you !== null && entry.place === you.place && entry.name === you.name;
    drawEntry(kit, box, top + i * row, row, entry, mine);
  });
  if (you && !rows.rows.some((entry) => entry.place === you.place && entry.name === you.name))
    drawEntry(kit, box, top + rows.rows.length * row, row, you, true);
  pager(kit, box, pagerY, Math.ceil(rows.total / shownRows), input);
}

function drawEntry(kit: WorldKit, box: Box, y: number, row: number, entry: WorldEntry, mine: boolean): void {
  const m = kit.metrics;
  const size = m.smallSize;
  const mid = y + row / 2;
  if (mine) {
    const g = kit.scene.add.graphics();
    g.fillStyle(0x2f8f58, 0.35);
    g.fillRoundedRect(box.x + m.gap / 2, y, box.w - m.gap, row, 6);
  }
  const color = mine ? CHROME.textGood : entry.place === 1 ? CHROME.textGold : '#ffffff';
  const place = kit.text(box.x + m.gap, mid, `${entry.place}.`, { size, color }).setOrigin(0, 0.5);
  const value = kit.text(box.x + box.w - m.gap, mid, String(Math.round(entry.value)), {
    size,
    color,
    bold: true,
  });
  value.setOrigin(1, 0.5);
  const nameX = box.x + m.gap + Math.max(place.width, size * 3) + size * 0.4;
  const who = entry.initials ? `${entry.initials} · ${entry.name}` : entry.name;
  const label = mine ? `${who} (${t('world.you')})` : who;
  const name = kit.text(nameX, mid, label, { size, color, bold: mine }).setOrigin(0, 0.5);
  fitText(name, label, value.x - value.width - size - nameX);
}

/** What one record was: a level and its points, or an arcade run. */
function recordTitle(record: QueuedRecord, levels: readonly Level[]): string {
  const { submission } = record;
  if (submission.kind === 'arcade')
    return t('world.runRecord', { initials: submission.initials, points: submission.score });
  const level = levels.find((each) => each.id === submission.game.levelId);
  const name = level ? `${levels.indexOf(level) + 1}. ${levelName(level)}` : submission.game.levelId;
  return t('world.levelRecord', { level: name, points: submission.game.points });
}

/** The records this device sent or is sending, newest first, each with what became of it. */
function drawMine(kit: WorldKit, box: Box, input: WorldPanelInput): void {
  const m = kit.metrics;
  const world = input.data.world;
  const records = [...(world?.queue ?? [])].reverse();
  const aside = world?.setAside?.length ?? 0;
  if (records.length === 0 && aside === 0) return note(kit, box, t('world.noRecords'));
  const size = m.smallSize;
  const row = Math.max(size * 4.6, 56);
  const { perPage, pagerY } = pageRoom(kit, box, row);
  const lines = aside > 0 ? Math.max(1, perPage - 1) : perPage;
  const page = Math.min(input.choice.page, Math.max(0, Math.ceil(records.length / lines) - 1));
  let y = box.y + m.gap;
  const width = box.w - 2 * m.gap;
  if (aside > 0) {
    const words = t('world.setAside', { n: aside });
    const text = kit.text(box.x + m.gap, y + row / 2, words, { size, color: CHROME.textWarn });
    fitText(text.setOrigin(0, 0.5), words, width);
    y += row;
  }
  for (const record of records.slice(page * lines, (page + 1) * lines)) {
    const title = recordTitle(record, input.levels);
    const head = kit.text(box.x + m.gap, y + row * 0.22, title, { size, bold: true });
    fitText(head.setOrigin(0, 0.5), title, width);
    const { text, color } = recordLine(record);
    const state = kit.text(box.x + m.gap, y + row * 0.66, text, { size, color });
    fitText(state.setOrigin(0, 0.5), text, width, 2);
    y += row;
  }
  pager(kit, box, pagerY, Math.ceil(records.length / lines), input);
}
