import type { MoveChange, Outcome, Side } from '../../core';
import { EFFECT_SPANS, STING_SPANS } from './audioMap';
import type { Effect, SoundPlayer, Sting, Track } from './SoundPlayer';

/**
 * Game events turned into sound calls, so a scene calls one function and tests can check what a move
 * or an ending sounds like. Each cue has `at`: milliseconds after the event, to land on its animation.
 */
export type SoundCall =
  | { readonly kind: 'effect'; readonly name: Effect; readonly step?: number }
  | { readonly kind: 'music'; readonly track: Track | null }
  | { readonly kind: 'sting'; readonly name: Sting };

export type Cue = SoundCall & { readonly at: number };

/** Default timing of the flip ripple: the first flip after the piece lands, then one every `gap`. */
export const FLIP_TIMING = { afterClone: 90, afterJump: 170, gap: 70 } as const;

const effect = (name: Effect, at = 0, step?: number): Cue =>
  step === undefined ? { kind: 'effect', name, at } : { kind: 'effect', name, step, at };

export interface MoveCueOptions {
  /** Milliseconds between flips; 0 (instant animations) collapses the ripple into its top note. */
  readonly gap?: number;
  /** Milliseconds from the move to the first flip. */
  readonly delay?: number;
}

/** A move: the clone or jump, then one flip per turned piece, each a step higher. A pass is silent. */
export function moveCues(change: MoveChange, options: MoveCueOptions = {}): Cue[] {
  if (change.placed < 0) return [];
  const jumped = change.vacated >= 0;
  const cues = [effect(jumped ? 'jump' : 'clone')];
  const count = change.flipped.length;
  if (count === 0) return cues;
  const delay = options.delay ?? (jumped ? FLIP_TIMING.afterJump : FLIP_TIMING.afterClone);
  const gap = options.gap ?? FLIP_TIMING.gap;
  if (gap <= 0) return [...cues, effect('flip', delay, count - 1)];
  for (let step = 0; step < count; step++) cues.push(effect('flip', delay + step * gap, step));
  return cues;
}

/** How long an effect or sting sounds, in milliseconds, from the generated sprite map. */
export const effectLength = (name: Effect): number => EFFECT_SPANS[name === 'flip' ? 'flip0' : name][1];
export const stingLength = (name: Sting): number => STING_SPANS[name][1];

/**
 * The end of a game, from the point of view of `playerSide` (null: two players on one device, where
 * any win is celebrated). The arcade fill sounds first; then the music stops for the win or loss
 * sting; beating a boss adds a flourish; a new best score sparkles as the sting settles.
 */
export function endCues(outcome: Outcome, playerSide: Side | null, newBest = false, boss = false): Cue[] {
  const cues: Cue[] = [{ kind: 'music', track: null, at: 0 }];
  let at = 0;
  if (outcome.fill) {
    cues.push(effect('fill'));
    at = effectLength('fill');
  }
  if (outcome.winner === null) {
    cues.push(effect('loss', at));
    return cues;
  }
  const won = playerSide === null || outcome.winner === playerSide;
  if (won && boss) {
    cues.push(effect('win', at));
    at += effectLength('win');
  }
  cues.push({ kind: 'sting', name: won ? 'win' : 'loss', at });
  if (newBest) cues.push(effect('highscore', at + stingLength(won ? 'win' : 'loss') * 0.5));
  return cues;
}

/** A level begins: the boss announces itself before its music; other levels go straight to the play loop. */
export function levelStartCues(boss: boolean): Cue[] {
  if (!boss) return [{ kind: 'music', track: 'play', at: 0 }];
  return [effect('boss'), { kind: 'music', track: 'boss', at: effectLength('boss') - 300 }];
}

export const menuCues = (): Cue[] => [{ kind: 'music', track: 'menu', at: 0 }];
export const selectCues = (): Cue[] => [effect('select')];
export const illegalCues = (): Cue[] => [effect('illegal')];
export const clickCues = (): Cue[] => [effect('click')];
/** Arcade: a life lost; the music keeps going. */
export const lifeLostCues = (): Cue[] => [effect('life')];

/** Makes one call on a sound player. */
export function playCall(sound: SoundPlayer, call: SoundCall): void {
  if (call.kind === 'effect')
    sound.effect(call.name, call.step === undefined ? undefined : { step: call.step });
  else if (call.kind === 'music') sound.music(call.track);
  else sound.sting(call.name);
}

/** Schedules `run` after `ms` and returns a way to cancel it (a scene can pass its own clock). */
export type Later = (ms: number, run: () => void) => () => void;

const timeoutLater: Later = (ms, run) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

/**
 * Plays cues: those at 0 right away, the rest later. Returns a cancel function for the pending ones,
 * e.g. when the player skips an animation or leaves the scene.
 */
export function playCues(sound: SoundPlayer, cues: readonly Cue[], later: Later = timeoutLater): () => void {
  const pending: Array<() => void> = [];
  for (const cue of cues) {
    if (cue.at <= 0) playCall(sound, cue);
    else pending.push(later(cue.at, () => playCall(sound, cue)));
  }
  return () => pending.forEach((cancel) => cancel());
}
