import type Phaser from 'phaser';
import {
  countPieces,
  parseMoveText,
  parseSquare,
  squareName,
  toFen,
  type Counts,
  type Ruleset,
  type Score,
  type Side,
  type Square,
} from '../../core';
import type { SaveStore } from '../store/SaveStore';
// The test build alone registers Lines, the tests' third game, so the browser tests can replay one: this
// module is dropped from the shipped build with the hook (TEST_BUILD), and Lines with it.
// eslint-disable-next-line no-restricted-imports -- tests/ only reaches the test build, through this hook
import { registerLines } from '../../../tests/games/lines/register';
import { frameCrossings, shownTexts, type ShownText } from './shown-texts';
import type { GameSession, SessionState } from '../session/GameSession';
import {
  registeredHooks,
  type EditorHookState,
  type OnlineHookState,
  type ReplayHookState,
} from '../session/hook-state';
import type { Services } from '../store/services';

/** `window.__infection`: read-only state for browser tests, plus a move made exactly as a click would. */
export interface InfectionTestHook {
  readonly scene: string | null;
  readonly levelId: string | null;
  readonly fen: string | null;
  readonly rules: Ruleset | null;
  readonly turn: Side | null;
  readonly counts: Counts | null;
  readonly outcome: { winner: Side | null; reason: string; counts: Counts } | null;
  readonly score: Score | null;
  readonly busy: { animating: boolean; thinking: boolean };
  /**
   * Nothing on screen is on its way anywhere: no tween that ends (an entrance, a card sliding in) runs in
   * any running scene, and neither the board nor the replay animates. Endless tweens (a pulse, the
   * title's bobbing letters) do not count. What a test waits for instead of a time.
   */
  readonly settled: boolean;
  /**
   * How many frames the game has drawn: what a test counts to know Phaser has seen a tap or drawn a new
   * object. The browser's animation frames are not the game's: the test build draws every other one.
   */
  readonly drawn: number;
  /** The keyboard cursor's square and the selected piece by name (`b6`), null when not shown. */
  readonly cursor: string | null;
  readonly selected: string | null;
  canvasPointOf(square: string): { x: number; y: number } | null;
  move(text: string): boolean;
  /** A level's best score from the save (0 while it is not won). */
  best(levelId: string): number;
  /** Whether a game in progress is saved (SaveData.current). */
  readonly saved: boolean;
  /** The replay viewer's state while it is open, else null. */
  readonly replay: ReplayHookState | null;
  /** The level editor's state while it is open, else null. */
  readonly editor: EditorHookState | null;
  /** Every text shown by the running scenes, top scene last: what a player can read on screen. */
  readonly texts: string[];
  /** Every visible text with its rendered size in CSS px, its page bounds and whether it stays in its box. */
  readonly shownTexts: ShownText[];
  /** What crosses or touches a menu's frame lines, one line each (empty when nothing does). */
  readonly frameCrossings: string[];
  /**
   * Where the visible objects named `name` are drawn, in canvas pixels: their `bounds` data when they
   * keep one (a drawn frame), else Phaser's bounds. For tests that check nothing overlaps.
   */
  boundsOf(name: string): { x: number; y: number; width: number; height: number }[];
  /** The online game on screen (or the last one), null before any. */
  readonly online: OnlineHookState | null;
  /**
   * Runs `ms` of game time at once, frame by frame (updates and renders), so a test sees what timers and
   * tweens (on a clock of their own) do over seconds without waiting for them; what they throw surfaces as the page's error. Each
   * frame is a task of its own, so code awaiting a timer (a demo acted out step by step) goes on too.
   */
  advanceTime(ms: number): Promise<void>;
}

declare global {
  interface Window {
    __infection?: InfectionTestHook;
  }
}

/** The last session seen, kept after its scene has gone (the Result screen) for the final state. */
let lastSession: GameSession | null = null;

/** A snapshot of the session on the board (or of the last one, after it ended). */
function current(): SessionState | null {
  lastSession = registeredHooks().play?.session() ?? lastSession;
  return lastSession?.state ?? null;
}

function nameOf(square: Square | null): string | null {
  const position = current()?.position;
  return square === null || !position ? null : squareName(square, position.width, position.height);
}

/**
 * Installs `window.__infection` and registers Lines, the tests' third game (main.ts does this in the
 * browser tests' build only: TEST_BUILD).
 */
export function installTestHook(game: Phaser.Game): void {
  registerLines();
  let drawn = 0;
  game.events.on('postrender', () => {
    drawn += 1;
  });
  const saves = (): SaveStore | null =>
    (game.registry.get('services') as Services | undefined)?.saves ?? null;
  const hook: InfectionTestHook = {
    get scene() {
      // The topmost running scene: an overlay such as Pause sits above Play in the scene list.
      const running = game.scene.getScenes(true);
      return running.length > 0 ? running[running.length - 1].scene.key : null;
    },
    get levelId() {
      current();
      return lastSession?.setup.levelId ?? null;
    },
    get fen() {
      const state = current();
      return state ? toFen(state.position) : null;
    },
    get rules() {
      current();
      return lastSession?.setup.rules ?? null;
    },
    get turn() {
      return current()?.position.turn ?? null;
    },
    get counts() {
      const state = current();
      return state ? countPieces(state.position) : null;
    },
    get outcome() {
      const over = current()?.outcome;
      return over ? { winner: over.winner, reason: over.reason, counts: over.counts } : null;
    },
    get score() {
      return current()?.score ?? null;
    },
    get busy() {
      return {
        animating: registeredHooks().play?.animating() ?? false,
        thinking: current()?.thinking ?? false,
      };
    },
    get settled() {
      const moving = (tween: Phaser.Tweens.BaseTween): boolean =>
        !(tween as Phaser.Tweens.BaseTween & { isInfinite?: boolean }).isInfinite &&
        !tween.paused &&
        (tween.isPending() || tween.isActive() || tween.isStartDelayed() || tween.isLoopDelayed());
      const tweening = game.scene.getScenes(true).some((scene) => scene.tweens.getTweens().some(moving));
      return (
        !tweening &&
        !(registeredHooks().play?.animating() ?? false) &&
        !(registeredHooks().replay?.().animating ?? false)
      );
    },
    get drawn() {
      return drawn;
    },
    get cursor() {
      return nameOf(current()?.cursor ?? null);
    },
    get selected() {
      return nameOf(current()?.selected ?? null);
    },
    canvasPointOf(name: string) {
      const position = current()?.position;
      if (!position) return null;
      const square = parseSquare(name, position.width, position.height);
      return square === null ? null : (registeredHooks().play?.pointOf(square) ?? null);
    },
    move(text: string) {
      const session = registeredHooks().play?.session();
      const position = session?.state.position;
      if (!session || !position) return false;
      const move = parseMoveText(text, position.width, position.height);
      return move.ok && session.playHere(move.value);
    },
    best(levelId: string) {
      return saves()?.data.levels[levelId]?.best ?? 0;
    },
    get saved() {
      return (saves()?.data.current ?? null) !== null;
    },
    get replay() {
      return registeredHooks().replay?.() ?? null;
    },
    get editor() {
      return registeredHooks().editor?.() ?? null;
    },
    get online() {
      return registeredHooks().online?.() ?? null;
    },
    get texts() {
      const found: string[] = [];
      const visit = (objects: readonly Phaser.GameObjects.GameObject[]): void => {
        for (const object of objects) {
          if (object instanceof Object && 'list' in object)
            visit((object as Phaser.GameObjects.Container).list);
          if (object.type === 'Text') found.push((object as Phaser.GameObjects.Text).text);
        }
      };
      for (const scene of game.scene.getScenes(true)) visit(scene.children.list);
      return found;
    },
    get shownTexts() {
      return shownTexts(game);
    },
    get frameCrossings() {
      return frameCrossings(game);
    },
    async advanceTime(ms: number) {
      // Frames of 50 ms: every timer and tween still passes through its steps, at a twentieth the cost.
      const frame = 50;
      // A message is a task without a timer's 4 ms clamp: the promises a frame resolved run before the next.
      const nextTask = (): Promise<void> =>
        new Promise((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done();
          channel.port2.postMessage(null);
        });
      let time = game.loop.now;
      for (let passed = 0; passed < ms; passed += frame) {
        time = Math.max(time, game.loop.now) + frame;
        // Phaser's tweens keep their own clock, read from Date.now: moving its start back moves them on.
        for (const scene of game.scene.getScenes(true))
          (scene.tweens as unknown as { startTime: number }).startTime -= frame;
        game.step(time, frame);
        await nextTask();
      }
    },
    boundsOf(name: string) {
      type Box = { x: number; y: number; width: number; height: number };
      const found: Box[] = [];
      const visit = (objects: readonly Phaser.GameObjects.GameObject[]): void => {
        for (const object of objects) {
          const shown = object as Phaser.GameObjects.GameObject & { visible?: boolean };
          if (shown.visible === false) continue;
          if (object.name === name) {
            const kept = object.getData('bounds') as Box | undefined;
            const drawn = kept ?? (object as unknown as { getBounds?: () => Box }).getBounds?.();
            if (drawn) found.push({ x: drawn.x, y: drawn.y, width: drawn.width, height: drawn.height });
          }
          if ('list' in object) visit((object as Phaser.GameObjects.Container).list);
        }
      };
      for (const scene of game.scene.getScenes(true)) visit(scene.children.list);
      return found;
    },
  };
  Object.defineProperty(window, '__infection', { value: Object.freeze(hook), configurable: true });
}
