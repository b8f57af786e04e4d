/**
 * What Oxono's game scene shows the browser tests (`window.__oxono`, test build only): the position,
 * the marks and the line under the board, page points of squares for clicks, and a way to restart the
 * game from a position text, so each fallback can be played by clicks from a loaded position. The
 * feature installs it itself, beside window.__infection, so the app's hook needs no Oxono words.
 */
import { TEST_BUILD } from '../base/test-build';

export interface OxonoHookState {
  /** The position text (OXONO.md) and the moves played, as move text. */
  readonly position: string;
  readonly moves: readonly string[];
  readonly turn: 'pink' | 'black';
  /** Which tap is next, and the squares marked for it (square names). */
  readonly step: 'totem' | 'pawn';
  /** The totem chosen by the first tap (step `pawn`), else null. */
  readonly chosen: 'X' | 'O' | null;
  readonly targets: readonly string[];
  /** The fallbacks said under the board: `jump`, `teleport`, `anywhere`. */
  readonly fallbacks: readonly string[];
  /** The line under the board, as shown. */
  readonly status: string;
  readonly outcome: { readonly winner: 'pink' | 'black' | null; readonly reason: string } | null;
  /** The winning line's squares (names), empty while none. */
  readonly line: readonly string[];
  readonly animating: boolean;
  readonly thinking: boolean;
  /** The computer's moves that were not the engine's (its worker failed): 0 in a sound game. */
  readonly fallbackMoves: number;
  /** Whether the game is kept in the save part. */
  readonly saved: boolean;
  /** The keyboard cursor's square name, null while the board does not have the focus. */
  readonly cursor: string | null;
}

export interface OxonoHook {
  state(): OxonoHookState | null;
  /** The page point of a square's centre (`c4`), null while no game is on screen. */
  pointOf(square: string): { x: number; y: number } | null;
  /** Restarts the game on screen from a position text, with its players kept; false if it did not read. */
  load(position: string, players?: 'two' | 'computer'): boolean;
}

interface OxonoSceneReader {
  state(): OxonoHookState;
  pointOf(square: string): { x: number; y: number } | null;
  load(position: string, players?: 'two' | 'computer'): boolean;
}

declare global {
  interface Window {
    __oxono?: OxonoHook;
  }
}

let reader: OxonoSceneReader | null = null;

/** The game scene registers a reader of its state (null when it closes); only the test build listens. */
export function registerOxonoScene(scene: OxonoSceneReader | null): void {
  if (!TEST_BUILD) return;
  reader = scene;
  window.__oxono ??= {
    state: () => reader?.state() ?? null,
    pointOf: (square) => reader?.pointOf(square) ?? null,
    load: (position, players) => reader?.load(position, players) ?? false,
  };
}
