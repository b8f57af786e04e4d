import { describe, expect, it } from 'vitest';
import { cloneMove, jumpMove, parseSquare } from '../../src/core';
import { GameSession } from '../../src/game/session/GameSession';
import { Lessons, type Lesson } from '../../src/game/session/lessons';
import { secondPlayer } from '../../src/game/session/opponent';
import { levelSetup } from '../support/session';

/** A session whose lessons are followed event by event, as the Play scene's coach follows them. */
function coached(fen: string, basics = true) {
  const setup = levelSetup(fen);
  const { start } = setup;
  const session = new GameSession({ setup, opponent: secondPlayer(), clock: () => 0 });
  const lessons = new Lessons('x', basics);
  const seen: (Lesson | null)[] = [];
  session.listen((event) => seen.push(lessons.heard(event, session.state)));
  const sq = (name: string): number => parseSquare(name, start.width, start.height)!;
  return { session, lessons, seen, sq };
}

describe('level 1’s lessons', () => {
  it('point at a blob to pick, then explain dots and rings on the picked blob, then leave', () => {
    const { session, lessons, sq } = coached('x3o/5/5/5/o3x x 0 1');
    session.start();
    expect(lessons.showing).toEqual({ name: 'pick', square: sq('a5') });
    session.tap(sq('a5'));
    expect(lessons.showing).toEqual({ name: 'targets', square: sq('a5') });
    session.tap(sq('b4'));
    expect(lessons.showing).toBeNull();
    // The next turn of x: nothing to pick up again, each lesson shows once.
    session.tap(sq('e5'));
    session.tap(sq('d4'));
    expect(lessons.showing).toBeNull();
  });

  it('point out the first flip where it happened, until the other side answers', () => {
    const { session, lessons, sq } = coached('x3o/5/5/5/o3x x 0 1');
    session.start();
    session.playHere(cloneMove(sq('b4')));
    session.playHere(cloneMove(sq('b2')));
    session.playHere(cloneMove(sq('b3')));
    expect(session.state.position.cells[sq('b2')]).toBe('x');
    expect(lessons.showing).toEqual({ name: 'flip', square: sq('b3') });
    session.playHere(cloneMove(sq('d5')));
    expect(lessons.showing).toBeNull();
  });

  it('explain the fill when a trapped side loses the empty squares', () => {
    // x is walled in by blocks and o: the game ends at once and o takes the empty squares.
    const { session, seen } = coached('x-oo/--oo/oooo/oo2 x 0 1');
    session.start();
    expect(seen.at(-1)).toEqual({ name: 'fill', square: null });
  });
});

describe('levels 1-3: the hole a jump leaves', () => {
  it('is pointed out on the square their move filled, with how many flipped back, until the next move', () => {
    const { session, lessons, sq } = coached('x1o2/5/5/5/4x x 0 1', false);
    session.start();
    // Past level 1 the basics are not shown again.
    expect(lessons.showing).toBeNull();
    session.playHere(cloneMove(sq('a4')));
    session.playHere(cloneMove(sq('d4')));
    session.playHere(jumpMove(sq('a5'), sq('a3')));
    expect(lessons.showing).toBeNull();
    session.playHere(jumpMove(sq('c5'), sq('a5')));
    expect(lessons.showing).toEqual({ name: 'hole', square: sq('a5'), words: { square: 'a5', n: 1 } });
    session.playHere(cloneMove(sq('b3')));
    expect(lessons.showing).toBeNull();
  });
});
