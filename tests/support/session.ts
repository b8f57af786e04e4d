import type { SessionSetup } from '../../src/game/session/setup';
import { positionOf } from './position';

/** A level-1 game on the board a FEN gives (the computer at strength 1), with any part changed. */
export function levelSetup(fen: string, overrides: Partial<SessionSetup> = {}): SessionSetup {
  return {
    mode: 'level',
    levelId: 'w1-01',
    rules: 'arcade',
    start: positionOf(fen),
    strength: 1,
    seed: 1,
    boss: false,
    ...overrides,
  };
}
