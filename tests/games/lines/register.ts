/**
 * Lines in the registries: its rules in core's (games.ts), its engine in ai's (engines.ts). Called by
 * name, never on import, so the test build's hook can name it and the shipped build drops it with the
 * hook; `setup.ts` calls it on import for the engine pool's worker threads, which have registries of
 * their own.
 */
import { registerEngine } from '../../../src/ai/engines';
import { registerGame } from '../../../src/core/games';
import { linesEngine } from './engine';
import { lines } from './rules';

/** Registers Lines' rules and engine; a second call changes nothing. */
export function registerLines(): void {
  registerGame(lines);
  registerEngine(linesEngine);
}
