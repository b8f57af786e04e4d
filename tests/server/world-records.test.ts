/**
 * Replay verification of world records (src/ai/record-check.ts) against the real campaign and engine: an
 * honest record accepted, and each kind of forgery refused with its own reason, game and ply.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkRecord, type ReplayFault } from '../../src/ai/record-check';
import { moveToText, legalMoves, parseMoveText, applyMove, type Position } from '../../src/core';
import type { Level } from '../../src/core/level';
import type { PlayedGame, Submission } from '../../src/net/world';
import { loadCampaignLevels } from '../../src/server/campaign-levels';
import {
  hopelessPlayer,
  playLevel,
  levelSubmission,
  playUntil,
  shortArcadeRun,
  strongPlayer,
} from '../support/world-records';

let levels: Level[];
let won: PlayedGame;
let run: Submission & { kind: 'arcade' };

beforeAll(async () => {
  levels = await loadCampaignLevels();
  won = playUntil(levels[0], 1, strongPlayer, 'won');
  run = shortArcadeRun(levels, 7);
});

async function refusal(submission: Submission): Promise<ReplayFault> {
  const checked = await checkRecord(submission, levels);
  if (checked.ok)
    throw new Error(`expected a refusal, the record was accepted: ${JSON.stringify(checked.value)}`);
  return checked.error;
}

/** The position before ply `ply` of a recorded game. */
function before(game: PlayedGame, ply: number): Position {
  const level = levels.find((each) => each.id === game.levelId) as Level;
  let position = level.start;
  for (const text of game.moves.slice(0, ply)) {
    const move = parseMoveText(text, position.width, position.height);
    if (!move.ok) throw new Error(move.error);
    position = applyMove(position, move.value).position;
  }
  return position;
}

/** The first ply at `side`'s turn, from `from` on, with more than one legal move. */
function choicePly(game: PlayedGame, side: 'x' | 'o', from = 0): number {
  const level = levels.find((each) => each.id === game.levelId) as Level;
  for (let ply = from; ply < game.moves.length; ply++) {
    const position = before(game, ply);
    if (position.turn === side && legalMoves(position, level.rules).length > 1) return ply;
  }
  throw new Error(`no choice for ${side}`);
}

const withMove = (game: PlayedGame, ply: number, move: string): PlayedGame => ({
  ...game,
  moves: game.moves.map((each, i) => (i === ply ? move : each)),
});

describe('a level record', () => {
  it('played honestly is accepted with core’s score', async () => {
    const checked = await checkRecord(levelSubmission(won), levels);
    expect(checked).toEqual({
      ok: true,
      value: expect.objectContaining({ kind: 'level', levelId: 'w1-01', points: won.points, cleared: 1 }),
    });
    if (checked.ok) expect(checked.value.computerMoves).toBeGreaterThan(0);
  });

  it('with one computer move changed to another legal one is refused at that ply', async () => {
    const ply = choicePly(won, 'o', 2);
    const position = before(won, ply);
    // A forger's best effort: the computer move changed, the game played on from there to a win.
    const forged = legalMoves(position, levels[0].rules)
      .map((move) => moveToText(move, position.width, position.height))
      .filter((text) => text !== won.moves[ply])
      .map((text) => playLevel(levels[0], won.seed, strongPlayer, [...won.moves.slice(0, ply), text]))
      .find((game) => game.result === 'won');
    if (!forged) throw new Error('no forged game was won');
    const fault = await refusal(levelSubmission(forged));
    expect(fault).toMatchObject({ reason: 'wrong-computer-move', game: 0, ply });
    expect(fault.detail).toContain(`the engine plays ${won.moves[ply]}, the record has ${forged.moves[ply]}`);
  });

  it('with an impossible player move is refused as illegal at that ply', async () => {
    const ply = choicePly(won, 'x', 3);
    const fault = await refusal(levelSubmission(withMove(won, ply, 'a1f6')));
    expect(fault).toMatchObject({ reason: 'illegal-move', game: 0, ply });
    expect(fault.detail).toContain(`ply ${ply}`);
  });

  it('with its score edited is refused as a score mismatch', async () => {
    const fault = await refusal(levelSubmission({ ...won, points: won.points + 5 }));
    expect(fault).toMatchObject({ reason: 'score-mismatch', game: 0 });
  });

  it('from another engine version is refused', async () => {
    const fault = await refusal({ ...levelSubmission(won), engineVersion: 'infection-000000000000' });
    expect(fault.reason).toBe('engine-version');
  });

  it('of another version of the level is refused', async () => {
    const fault = await refusal(levelSubmission({ ...won, levelHash: '0123456789abcd' }));
    expect(fault.reason).toBe('level-version');
  });

  it('of a lost game is refused as not won', async () => {
    const lost = playUntil(levels[0], 3, hopelessPlayer, 'lost');
    expect((await refusal(levelSubmission(lost))).reason).toBe('not-won');
  });

  it('cut short, marked with a fallback, or of an unknown level is refused with that reason', async () => {
    const cut = { ...won, moves: won.moves.slice(0, -1) };
    expect((await refusal(levelSubmission(cut))).reason).toBe('unfinished');
    expect((await refusal(levelSubmission({ ...won, fallback: true }))).reason).toBe('fallback');
    expect((await refusal(levelSubmission({ ...won, levelId: 'w9-99' }))).reason).toBe('unknown-level');
  });
});

describe('an arcade run', () => {
  it('that follows the run’s rules is accepted with its total', async () => {
    const checked = await checkRecord(run, levels);
    expect(checked).toMatchObject({ ok: true, value: { kind: 'arcade', points: run.score, cleared: 1 } });
  });

  it('with a level skipped is refused as out of order', async () => {
    const skipped = { ...run, games: [playUntil(levels[1], 5, strongPlayer, 'won'), ...run.games.slice(1)] };
    expect(await refusal(skipped)).toMatchObject({ reason: 'run-order', game: 0 });
  });

  it('with a claimed total that its games do not add up to is refused', async () => {
    expect((await refusal({ ...run, score: run.score + 1 })).reason).toBe('score-mismatch');
  });

  it('that has not ended, or goes on after its end, is refused as out of order', async () => {
    expect((await refusal({ ...run, games: run.games.slice(0, 3) })).reason).toBe('run-order');
    const extra = { ...run, games: [...run.games, run.games[1]] };
    expect(await refusal(extra)).toMatchObject({ reason: 'run-order', game: 4 });
  });
});
