/** Registers Pile and its engine (pile-game.ts): imported by a test, or first thing by a pool's worker. */
import { registerEngine } from '../../src/ai/engines';
import { registerGame } from '../../src/core/games';
import { pile, pileEngine } from './pile-game';

registerGame(pile);
registerEngine(pileEngine);
