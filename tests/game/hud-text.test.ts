import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/game/base/i18n';
import { GameSession } from '../../src/game/session/GameSession';
import { secondPlayer } from '../../src/game/session/opponent';
import { hudText, playHud, type HudFacts } from '../../src/game/play/hud-text';
import { levelSetup } from '../support/session';

const facts = (overrides: Partial<HudFacts> = {}): HudFacts => ({
  mode: 'level',
  levelNumber: 3,
  levelName: 'Corridors',
  rules: 'arcade',
  opponent: 2,
  names: { x: 'You', o: 'Colony' },
  turn: 'x',
  over: null,
  thinking: false,
  mustPass: false,
  lastWasPass: false,
  run: null,
  ...overrides,
});

describe('HUD text', () => {
  it('names the level, the opponent and its strength, and whose move it is', () => {
    expect(hudText(facts())).toEqual({
      title: 'Level 3: Corridors',
      subtitle: 'Colony · strength 2 · arcade rules',
      status: 'Your move',
    });
  });

  it('says when the computer thinks, and when a side must pass or has passed', () => {
    expect(hudText(facts({ turn: 'o', thinking: true })).status).toBe('Colony is thinking');
    expect(hudText(facts({ mustPass: true, rules: 'classic' })).status).toBe('You cannot move and passes');
    expect(hudText(facts({ lastWasPass: true })).status).toBe('Colony passed. Your move');
  });

  it('shows two players by name and the rules in Versus', () => {
    const text = hudText(
      facts({
        mode: 'versus',
        levelName: null,
        opponent: null,
        rules: 'classic',
        names: { x: 'Player 1', o: 'Player 2' },
        turn: 'o',
      }),
    );
    expect(text).toEqual({ title: 'Versus', subtitle: 'classic rules', status: 'Player 2 to move' });
  });

  it('shows lives and the running total in an arcade run', () => {
    const text = hudText(facts({ mode: 'arcade', run: { lives: 2, score: 140 } }));
    expect(text.title).toBe('Arcade · level 3 · Corridors');
    // The lives are hearts of their own beside the title, not words in the grey line.
    expect(text.subtitle).toBe('Colony · strength 2 · Run 140');
  });

  it('tells how the game ended', () => {
    expect(hudText(facts({ over: 'stuck' })).status).toBe('Trapped! The empty squares fill up');
  });

  it('speaks the chosen language', () => {
    setLanguage('nl');
    try {
      expect(hudText(facts()).status).toBe('Jij bent aan zet');
    } finally {
      setLanguage('en');
    }
  });
});

describe('HUD counters during the arcade fill', () => {
  // x is trapped (walled in by blocks and o) on a 4×4 board: the empty squares go to o.
  const setup = levelSetup('x-oo/--oo/oooo/oo2 x 0 1');
  const session = new GameSession({ setup, opponent: secondPlayer(), clock: () => 0 });
  const place = { levelNumber: 1, levelName: 'First Contact' };
  const names = { x: 'You', o: 'Colony' };

  it('climb with the flood, square by square, and end on the outcome’s counts', () => {
    const state = session.state;
    expect(state.outcome?.fill?.side).toBe('o');
    expect(playHud(setup, state, place, names, null, 0).counts).toEqual({ x: 1, o: 10 });
    expect(playHud(setup, state, place, names, null, 1).counts).toEqual({ x: 1, o: 11 });
    session.endingDone();
    expect(playHud(setup, session.state, place, names, null, 2).counts).toEqual(state.outcome!.counts);
    expect(state.outcome!.counts).toEqual({ x: 1, o: 12 });
  });
});
