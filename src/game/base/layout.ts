/**
 * Sizes for menu screens from the window's size, so every screen scales from phone portrait to wide
 * desktop with one rule. Pure numbers: the scenes place things, this decides how big they are.
 */
export interface MenuMetrics {
  /** Scale of everything relative to a 720-pixel-tall reference screen. */
  readonly unit: number;
  readonly titleSize: number;
  readonly headingSize: number;
  readonly textSize: number;
  readonly smallSize: number;
  /** Width and height of a standard menu button. */
  readonly buttonWidth: number;
  readonly buttonHeight: number;
  /** Space between stacked buttons. */
  readonly gap: number;
  /** Margin kept free along the window's edges. */
  readonly margin: number;
  readonly portrait: boolean;
}

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

export function menuMetrics(width: number, height: number): MenuMetrics {
  // A phone on its side is short but wide: judge it by a shorter reference so text stays readable.
  const unit = clamp(Math.min(width / 420, height / (height < 500 && height < width ? 600 : 720)), 0.55, 1.8);
  const margin = Math.round(clamp(16 * unit, 8, 32));
  return {
    unit,
    titleSize: Math.round(64 * unit),
    headingSize: Math.round(38 * unit),
    // Never below what a phone can read (12 CSS px), however short the window.
    textSize: Math.max(14, Math.round(20 * unit)),
    smallSize: Math.max(12, Math.round(15 * unit)),
    buttonWidth: Math.round(Math.min(width - 2 * margin, 300 * unit)),
    buttonHeight: Math.round(50 * unit),
    gap: Math.round(12 * unit),
    margin,
    portrait: height > width,
  };
}

/**
 * Where the menus' frame lines run: the top band's edge at 8% of the height, and the bottom band's edge
 * at 92% or higher, so the bottom band always holds the Back button (and the title's key hint) whole.
 */
export function frameLines(height: number, metrics: MenuMetrics): { top: number; bottom: number } {
  const { margin, buttonHeight } = metrics;
  return {
    top: Math.round(height * 0.08),
    bottom: Math.round(Math.min(height * 0.92, height - margin - buttonHeight - Math.max(4, margin * 0.4))),
  };
}

export interface GridLayout {
  readonly columns: number;
  readonly rows: number;
  readonly cell: number;
  readonly gap: number;
  /** Top-left corner of the grid. */
  readonly left: number;
  readonly top: number;
}

/**
 * The biggest square cells (up to `maxCell`) that fit `count` items into the area, choosing the
 * column count that wastes the least room.
 */
export function fitGrid(
  count: number,
  area: { x: number; y: number; width: number; height: number },
  maxCell: number,
): GridLayout {
  let best: GridLayout = { columns: 1, rows: count, cell: 0, gap: 0, left: area.x, top: area.y };
  for (let columns = 1; columns <= Math.max(1, count); columns++) {
    const rows = Math.ceil(count / columns);
    // Gaps are a fixed share of a cell: cell * columns + gap * (columns - 1) fits the width.
    const share = 0.18;
    const byWidth = area.width / (columns + share * (columns - 1));
    const byHeight = area.height / (rows + share * (rows - 1));
    const cell = Math.floor(Math.min(byWidth, byHeight, maxCell));
    if (cell > best.cell) {
      const gap = Math.floor(cell * share);
      const gridWidth = columns * cell + (columns - 1) * gap;
      const gridHeight = rows * cell + (rows - 1) * gap;
      best = {
        columns,
        rows,
        cell,
        gap,
        left: Math.round(area.x + (area.width - gridWidth) / 2),
        top: Math.round(area.y + (area.height - gridHeight) / 2),
      };
    }
  }
  return best;
}
