import { describe, expect, it } from 'vitest';
import { START_FEN } from '../../src/core';
import type { ChallengeOrder, LiveGameView, LobbyView } from '../../src/net/lobby';
import {
  wishAfter,
  wishFor,
  type ChallengeWish,
  type WishEvent,
  type WishStep,
} from '../../src/game/online/challenge-wish';

const order: ChallengeOrder = {
  game: 'ataxx',
  start: START_FEN,
  rules: 'classic',
  timeControl: '5+5',
  colour: 'x',
};

const game = (code: string, choices: Partial<LiveGameView> = {}): LiveGameView => ({
  code,
  gameId: null,
  players: { x: null, o: null },
  game: order.game,
  start: order.start,
  rules: order.rules,
  timeControl: order.timeControl,
  rated: false,
  phase: 'playing',
  plies: 0,
  watchers: 0,
  ...choices,
});

const view = (yours: LiveGameView[] = []): LobbyView => ({
  online: 1,
  looking: 0,
  challenges: [],
  moreChallenges: 0,
  live: [],
  moreLive: 0,
  yours,
  pairing: { looking: 0, pools: [], mine: null },
});

const open: WishEvent = { type: 'link-open' };
const seen = (yours: LiveGameView[] = []): WishEvent => ({ type: 'view', view: view(yours) });
const ended: WishEvent = { type: 'ended' };

/** Runs the events from `wish`, and returns every step's posts and takes with the last wish. */
function run(
  wish: ChallengeWish,
  events: WishEvent[],
): { steps: Omit<WishStep, 'wish'>[]; wish: ChallengeWish } {
  const steps: Omit<WishStep, 'wish'>[] = [];
  for (const event of events) {
    const { wish: next, ...step } = wishAfter(wish, event);
    steps.push(step);
    wish = next;
  }
  return { steps, wish };
}

const posts = (steps: Omit<WishStep, 'wish'>[]): number => steps.filter((step) => step.post).length;

describe('the challenge a lobby visit keeps open', () => {
  it('posts the form’s challenge once, with the first view, and nothing on a visit without one', () => {
    const { steps } = run(wishFor(order), [open, seen(), seen(), seen()]);
    expect(steps.map((step) => step.post ?? null)).toEqual([null, order, null, null]);
    expect(posts(run(wishFor(null), [open, seen(), open, seen()]).steps)).toBe(0);
  });

  it('posts a challenge still open again when the link comes back', () => {
    const { steps } = run(wishFor(order), [
      open,
      seen(),
      open,
      seen(),
      open,
      seen([game('OTHER', { rules: 'arcade' })]),
    ]);
    expect(posts(steps)).toBe(3);
    expect(steps.some((step) => step.taken)).toBe(false);
  });

  it('never posts one that was cancelled, accepted or refused', () => {
    // Cancelled (or refused) while the link was up, or while it was down.
    expect(posts(run(wishFor(order), [open, seen(), ended, open, seen()]).steps)).toBe(1);
    expect(posts(run(wishFor(order), [open, seen(), open, ended, seen()]).steps)).toBe(1);
    // Refused at once (the player's challenge already open from another tab).
    expect(posts(run(wishFor(order), [open, seen(), ended, seen()]).steps)).toBe(1);
  });

  it('takes a new game of the challenge’s choices after a drop as the challenge taken: not posted, but gone to', () => {
    const { steps, wish } = run(wishFor(order), [
      open,
      seen([game('OLD')]),
      open,
      seen([game('OLD'), game('NEW')]),
    ]);
    expect(posts(steps)).toBe(1);
    expect(steps.at(-1)).toEqual({ taken: 'NEW' });
    expect(wish.order).toBeNull();
    expect(posts(run(wish, [open, seen(), open, seen()]).steps)).toBe(0);
  });

  it('does not take a new game of another game with the same start, variant and clock as the challenge', () => {
    // Only the game tells them apart: a friend's Oxono game begun while an Ataxx challenge's link was down.
    const { steps } = run(wishFor(order), [open, seen(), open, seen([game('NEW', { game: 'oxono' })])]);
    expect(steps.some((step) => step.taken)).toBe(false);
    expect(posts(steps)).toBe(2);
  });
});
