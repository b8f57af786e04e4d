/**
 * What the scenes show the browser tests' hook (window.__infection, installed by app/test-hook.ts in the
 * test build only): each scene registers a reader of its state here. Below the features, so a scene
 * registers without importing the app that installs the hook.
 */
import type { Ruleset, Side, Square } from '../../core';
import type { GameSession } from './GameSession';

/** What the Play scene shows the hook: its session (null before one starts) and where squares are drawn. */
export interface PlayState {
  session(): GameSession | null;
  /** The board is animating a move or the ending. */
  animating(): boolean;
  pointOf(square: Square): { x: number; y: number } | null;
}

/** What the Replay scene shows the hook: where the cursor is and what the board shows. */
export interface ReplayHookState {
  readonly status: 'loading' | 'ready' | 'not-found' | 'unreachable' | 'broken';
  /** Plies played at the cursor, and in the whole game. */
  readonly ply: number;
  readonly plies: number;
  /** The position at the cursor; null until the game is loaded. */
  readonly fen: string | null;
  readonly autoplay: boolean;
  readonly animating: boolean;
  /** The page point of a move in the move list (1-based ply), null while it is scrolled out of view. */
  pointOfMove(ply: number): { x: number; y: number } | null;
  /** The engine's hints (a finished game only; null otherwise). */
  readonly hints: HintsHookState | null;
}

/** What the level editor shows the hook: the draft, its problems by kind, and where its squares are. */
export interface EditorHookState {
  readonly width: number;
  readonly height: number;
  readonly cells: string;
  readonly mirror: string;
  readonly rules: Ruleset;
  readonly opponent: number | null;
  readonly problems: string[];
  /** The keyboard cursor's square while the board has the focus, else null. */
  readonly cursor: number | null;
  /** The page point of a square's centre. */
  pointOf(square: number): { x: number; y: number };
}

/** What the test hook reads of the hints. */
export interface HintsHookState {
  /** The evaluation at the cursor from x's side (100 = a piece); null while unknown. */
  readonly score: number | null;
  /** The suggested move on the board, as move text, and whether it is the best move or the missed one. */
  readonly shown: { readonly kind: 'best' | 'missed'; readonly move: string } | null;
  /** Plies marked as missed moves so far, and whether the whole game has been read. */
  readonly missed: readonly number[];
  readonly done: boolean;
}

/** What the online game scene shows the hook (plain data; page coordinates for clicks). */
export interface OnlineHookState {
  readonly code: string;
  readonly gameId: string | null;
  readonly you: Side | null;
  readonly phase: string | null;
  /** The connection: connecting, open, reconnecting or closed. */
  readonly link: string;
  /** Both clocks as shown now, in ms; null in an untimed game or before the first state. */
  readonly clocks: { readonly x: number; readonly o: number } | null;
  readonly opponentConnected: boolean | null;
  readonly result: { readonly result: string; readonly reason: string } | null;
  /** The server's move count. */
  readonly plies: number;
  /** The server's moves as this screen has them (move text, ply order). */
  readonly moves: readonly string[];
  /** When each of the opponent's moves (by ply) was drawn on this screen, in epoch ms. */
  readonly shownAt: Readonly<Record<number, number>>;
  /** The game's buttons, centres in page pixels. */
  readonly buttons: readonly { action: string; label: string; x: number; y: number; enabled: boolean }[];
  readonly copySpot: { readonly x: number; readonly y: number } | null;
  /** The card over the board (the invite, the result) in page pixels, null while none is shown. */
  readonly card: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  } | null;
  readonly status: string;
  readonly inviteLink: string | null;
  /** The board as its game draws it online (Oxono's); null for Ataxx's, which the Play hook reads. */
  readonly board: OnlineBoardHookState | null;
}

/** What the hook reads of an online board: plain data, points in page pixels. */
export interface OnlineBoardHookState {
  /** The position shown, as the game's position text. */
  readonly position: string;
  /** Which tap is next (Oxono: the totem's destination, then the pawn's square). */
  readonly step: string;
  /** The squares a tap may take now (names). */
  readonly targets: readonly string[];
  /** The winning line drawn (square names), empty while none. */
  readonly line: readonly string[];
  readonly animating: boolean;
  /** The page point of each square's centre, by name. */
  readonly points: Readonly<Record<string, { readonly x: number; readonly y: number }>>;
}

/** The latest Play scene; it stays after the game ends so tests can read the final state on Result. */
let play: PlayState | null = null;

export function registerPlay(state: PlayState): void {
  play = state;
}

let online: (() => OnlineHookState) | null = null;

/** The online game scene hands the hook a reader of its state. */
export function registerOnline(read: () => OnlineHookState): void {
  online = read;
}

/** The open Replay scene's state; it unregisters (null) when it closes. */
let replay: (() => ReplayHookState) | null = null;

let editor: (() => EditorHookState) | null = null;

/** The open editor's state; it unregisters (null) when it closes. */
export function registerEditor(state: (() => EditorHookState) | null): void {
  editor = state;
}

export function registerReplay(state: (() => ReplayHookState) | null): void {
  replay = state;
}

/** The scenes' readers as registered now, for the hook to read (null: no such scene has registered). */
export function registeredHooks(): {
  readonly play: PlayState | null;
  readonly online: (() => OnlineHookState) | null;
  readonly replay: (() => ReplayHookState) | null;
  readonly editor: (() => EditorHookState) | null;
} {
  return { play, online, replay, editor };
}
