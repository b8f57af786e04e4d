/** The look of the game: one palette, with a colour-blind friendly alternative and a boss variant. */
export interface Palette {
  readonly background: number;
  readonly board: number;
  readonly cell: number;
  readonly cellAlt: number;
  readonly blocked: number;
  readonly x: number;
  readonly o: number;
  readonly clone: number;
  readonly jump: number;
  readonly lastMove: number;
  readonly text: string;
  readonly accent: string;
}

export const PALETTES = {
  standard: {
    background: 0x0d1021,
    board: 0x1b2040,
    cell: 0x262d57,
    cellAlt: 0x222850,
    blocked: 0x0a0c18,
    x: 0x52e07c,
    o: 0xe0487a,
    clone: 0x7cf0a0,
    jump: 0xf0d060,
    lastMove: 0xffffff,
    text: '#e8ecff',
    accent: '#7cf0a0',
  },
  colourBlind: {
    background: 0x0d1021,
    board: 0x1b2040,
    cell: 0x262d57,
    cellAlt: 0x222850,
    blocked: 0x0a0c18,
    x: 0x3a9bff,
    o: 0xff9f1c,
    clone: 0x8ecbff,
    jump: 0xffe066,
    lastMove: 0xffffff,
    text: '#e8ecff',
    accent: '#8ecbff',
  },
  boss: {
    background: 0x1a0710,
    board: 0x2e0d1c,
    cell: 0x40142a,
    cellAlt: 0x3a1226,
    blocked: 0x120409,
    x: 0x52e07c,
    o: 0xff3b3b,
    clone: 0x7cf0a0,
    jump: 0xf0d060,
    lastMove: 0xffffff,
    text: '#ffe8ee',
    accent: '#ff6b6b',
  },
} as const satisfies Record<string, Palette>;

export const FONT = '"Trebuchet MS", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export type PaletteName = keyof typeof PALETTES;

/**
 * The palette a screen should use: the colour-blind one swaps the two sides' colours; a boss level
 * keeps its dark red board but never gives up the colour-blind sides.
 */
export function paletteFor(options: { colourBlind: boolean; boss?: boolean }): Palette {
  const sides = options.colourBlind ? PALETTES.colourBlind : PALETTES.standard;
  if (!options.boss) return sides;
  return options.colourBlind
    ? { ...PALETTES.boss, x: sides.x, o: sides.o, clone: sides.clone, jump: sides.jump, accent: sides.accent }
    : PALETTES.boss;
}

/** A palette colour as CSS text, for Phaser text styles and canvas drawing. */
export const css = (color: number): string => '#' + color.toString(16).padStart(6, '0');

/** Colours of the menu chrome (panels, buttons, focus), shared by every menu screen. */
export const CHROME = {
  panel: 0x161b3a,
  panelEdge: 0x3a4488,
  button: 0x222a5c,
  buttonHover: 0x2f3a7a,
  buttonEdge: 0x4a56a8,
  focus: 0xffe066,
  primary: 0x2f8f58,
  primaryEdge: 0x7cf0a0,
  locked: 0x14183a,
  gold: 0xffd34d,
  silver: 0xc9d3e6,
  bronze: 0xd98a4e,
  boss: 0xff5a6e,
  textDim: '#98a2d8',
  textWarn: '#ffb3bd',
  textGood: '#9cf5b8',
  textGold: '#ffe07a',
} as const;

/** Text crisp on high-density screens without paying for more than twice the pixels. */
export const textResolution = (): number => Math.min(2, Math.max(1, globalThis.devicePixelRatio || 1));
