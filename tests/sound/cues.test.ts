import { describe, expect, it } from 'vitest';
import { applyMove, parseMoveText, PASS, type MoveChange, type Outcome } from '../../src/core';
import {
  endCues,
  FLIP_TIMING,
  levelStartCues,
  moveCues,
  playCues,
  stingLength,
  effectLength,
  type Cue,
  type Later,
} from '../../src/game/sound/cues';
import { RecordingSound } from '../../src/game/sound/RecordingSound';
import { positionOf as position } from '../support/position';

/** x on b4 beside a ring of eight o around the empty d4. */
const RING = '7/7/2ooo2/1xo1o2/2ooo2/7/7 x 0 1';

function change(fen: string, text: string): MoveChange {
  const start = position(fen);
  const move = parseMoveText(text, start.width, start.height);
  if (!move.ok) throw new Error(move.error);
  return applyMove(start, move.value).change;
}

/** Plays cues on a recorder with a fake clock that runs every pending cue in time order. */
function record(cues: readonly Cue[]): RecordingSound {
  const sound = new RecordingSound();
  const pending: Array<{ at: number; run: () => void }> = [];
  const later: Later = (ms, run) => {
    pending.push({ at: ms, run });
    return () => undefined;
  };
  playCues(sound, cues, later);
  pending.sort((a, b) => a.at - b.at).forEach((entry) => entry.run());
  return sound;
}

const outcome = (winner: Outcome['winner'], fill: Outcome['fill'] = null): Outcome => ({
  reason: fill ? 'stuck' : 'board-full',
  winner,
  counts: { x: 30, o: 19 },
  fill,
});

describe('moveCues', () => {
  it('a clone sounds, then one flip per turned piece, each a step higher', () => {
    const moved = change(RING, 'b5');
    expect(moved.flipped.length).toBe(2);
    const sound = record(moveCues(moved));
    expect(sound.effects()).toEqual(['clone', 'flip:0', 'flip:1']);
  });

  it('a jump that turns all eight neighbours ripples through eight rising steps', () => {
    const moved = change(RING, 'b4d4');
    expect(moved.flipped.length).toBe(8);
    const cues = moveCues(moved);
    expect(cues[0]).toMatchObject({ kind: 'effect', name: 'jump', at: 0 });
    const flips = cues.slice(1);
    expect(flips.map((cue) => (cue.kind === 'effect' ? cue.step : -1))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(flips[0].at).toBe(FLIP_TIMING.afterJump);
    for (let i = 1; i < flips.length; i++) expect(flips[i].at - flips[i - 1].at).toBe(FLIP_TIMING.gap);
  });

  it('a move that turns nothing is only the clone', () => {
    expect(record(moveCues(change('x6/7/7/7/7/7/6o x 0 1', 'b7'))).effects()).toEqual(['clone']);
  });

  it('instant animations collapse the ripple into its top note', () => {
    const cues = moveCues(change(RING, 'b4d4'), { gap: 0, delay: 0 });
    expect(cues).toEqual([
      { kind: 'effect', name: 'jump', at: 0 },
      { kind: 'effect', name: 'flip', step: 7, at: 0 },
    ]);
  });

  it('a pass is silent', () => {
    const pass: MoveChange = { move: PASS, side: 'x', placed: -1, vacated: -1, flipped: [] };
    expect(moveCues(pass)).toEqual([]);
  });
});

describe('endCues', () => {
  it('a win stops the music and plays the win sting', () => {
    const sound = record(endCues(outcome('x'), 'x'));
    expect(sound.calls).toEqual([
      { kind: 'music', track: null },
      { kind: 'sting', name: 'win' },
    ]);
  });

  it('a loss plays the loss sting', () => {
    expect(record(endCues(outcome('o'), 'x')).calls).toContainEqual({ kind: 'sting', name: 'loss' });
  });

  it('the arcade fill sounds first and the sting waits for it', () => {
    const cues = endCues(outcome('x', { side: 'x', squares: [3, 4, 5] }), 'x');
    const fill = cues.find((cue) => cue.kind === 'effect' && cue.name === 'fill');
    const sting = cues.find((cue) => cue.kind === 'sting');
    expect(fill?.at).toBe(0);
    expect(sting?.at).toBe(effectLength('fill'));
  });

  it('a new best score sparkles while the sting plays', () => {
    const cues = endCues(outcome('x'), 'x', true);
    const highscore = cues.find((cue) => cue.kind === 'effect' && cue.name === 'highscore');
    expect(highscore).toBeDefined();
    expect(highscore!.at).toBeGreaterThan(0);
    expect(highscore!.at).toBeLessThan(stingLength('win'));
  });

  it('beating a boss adds a flourish before the sting', () => {
    expect(record(endCues(outcome('x'), 'x', false, true)).calls).toEqual([
      { kind: 'music', track: null },
      { kind: 'effect', name: 'win' },
      { kind: 'sting', name: 'win' },
    ]);
  });

  it('losing to a boss is an ordinary loss', () => {
    expect(record(endCues(outcome('o'), 'x', false, true)).calls.map((call) => call.kind)).toEqual([
      'music',
      'sting',
    ]);
  });

  it('two players on one device: any win is celebrated; a draw is a flat note', () => {
    expect(record(endCues(outcome('o'), null)).calls).toContainEqual({ kind: 'sting', name: 'win' });
    expect(record(endCues(outcome(null), null)).effects()).toEqual(['loss']);
  });
});

describe('levelStartCues and playCues', () => {
  it('a boss level announces the boss before its music', () => {
    const cues = levelStartCues(true);
    expect(record(cues).calls).toEqual([
      { kind: 'effect', name: 'boss' },
      { kind: 'music', track: 'boss' },
    ]);
    expect(cues[1].at).toBeGreaterThan(0);
    expect(record(levelStartCues(false)).calls).toEqual([{ kind: 'music', track: 'play' }]);
  });

  it('plays cues at 0 at once, and cancelling drops the pending ones', () => {
    const sound = new RecordingSound();
    const pending: Array<() => void> = [];
    const later: Later = (_ms, run) => {
      pending.push(run);
      return () => pending.splice(pending.indexOf(run), 1);
    };
    const cancel = playCues(sound, moveCues(change(RING, 'b5')), later);
    expect(sound.effects()).toEqual(['clone']);
    expect(pending).toHaveLength(2);
    cancel();
    expect(pending).toHaveLength(0);
  });
});
