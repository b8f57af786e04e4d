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
