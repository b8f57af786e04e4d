import { describe, expect, it } from 'vitest';
import { resumeRequest } from '../../src/game/menu/play-request';
import { css, paletteFor, PALETTES } from '../../src/game/base/theme';

describe('paletteFor', () => {
  it('picks the standard or colour-blind sides, and the boss board', () => {
    expect(paletteFor({ colourBlind: false })).toEqual(PALETTES.standard);
    expect(paletteFor({ colourBlind: true })).toEqual(PALETTES.colourBlind);
    expect(paletteFor({ colourBlind: false, boss: true })).toEqual(PALETTES.boss);
  });

  it('keeps the colour-blind sides on a boss board, so a boss never brings back red against green', () => {
    const palette = paletteFor({ colourBlind: true, boss: true });
    expect(palette.board).toBe(PALETTES.boss.board);
    expect(palette.x).toBe(PALETTES.colourBlind.x);
    expect(palette.o).toBe(PALETTES.colourBlind.o);
  });

  it('writes colours as six-digit CSS', () => {
    expect(css(0x0d1021)).toBe('#0d1021');
    expect(css(0xff)).toBe('#0000ff');
  });
});

describe('resumeRequest', () => {
  const saved = { rules: 'arcade', start: 'x3o/5/5/5/o3x x 0 1', moves: ['b4'], seed: 3 } as const;

  it('resumes a campaign or arcade game by its level', () => {
    expect(resumeRequest({ ...saved, mode: 'level', levelId: 'w1-02', opponent: 2 })).toEqual({
      mode: 'level',
      levelId: 'w1-02',
      resume: true,
    });
    expect(resumeRequest({ ...saved, mode: 'arcade', levelId: 'w2-01', opponent: 4 })).toMatchObject({
      mode: 'arcade',
      levelId: 'w2-01',
      resume: true,
    });
  });

  it('resumes a Versus game with its board, rules and opponent', () => {
    expect(resumeRequest({ ...saved, mode: 'versus', levelId: null, opponent: null })).toEqual({
      mode: 'versus',
      start: saved.start,
      rules: 'arcade',
      opponent: null,
      levelId: null,
      resume: true,
    });
  });
});
