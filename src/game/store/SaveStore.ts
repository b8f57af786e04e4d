import type { SaveData } from './schema';

/**
 * Where the game keeps its save: localStorage in the game, memory in tests. Never throws: a failing
 * storage (quota, private mode) leaves the game playable with the data in memory.
 */
export interface SaveStore {
  readonly data: SaveData;
  /** Applies a change and writes it at once. */
  update(change: (data: SaveData) => SaveData): void;
  /** What could not be restored on load, in words for the player; empty when everything was. */
  readonly problems: readonly string[];
  /** Set while the browser refuses to store the save (quota, private mode): progress lives in memory. */
  readonly storageProblem?: string | null;
}
