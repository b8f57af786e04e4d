import {
  applyMove,
  isJump,
  legalMoves,
  PASS,
  squareName,
  type Game,
  type MoveChange,
  type Position,
  type Side,
} from '../../core';

/**
 * One lesson from a lost game, told with a move number and a square of that game:
 * - `hole`: your jump left `square` empty and their reply (a clone or a jump) landed in it, taking `taken`;
 * - `retake`: your move to `square` (taking `took`) was answered at `reply`, flipping `taken` of yours;
 * - `missed`: a move to `square` would have taken `best` where the move you chose took `took`;
 * - `taken`: their move to `square` took `taken` of yours, the most any of their moves took.
 * `move` is the game's move number as the move list counts it (both sides' moves share one number).
 */
export type LossTip =
  | {
      readonly kind: 'hole';
      readonly move: number;
      readonly square: string;
      readonly by: 'clone' | 'jump';
      readonly taken: number;
    }
  | {
      readonly kind: 'retake';
      readonly move: number;
      readonly square: string;
      readonly jump: boolean;
      readonly took: number;
      readonly reply: string;
      readonly taken: number;
    }
  | {
      readonly kind: 'missed';
      readonly move: number;
      readonly square: string;
      readonly best: number;
      readonly took: number;
    }
  | { readonly kind: 'taken'; readonly move: number; readonly square: string; readonly taken: number };

/** One move of the game replayed: the position it was played in and what it changed. */
interface Ply {
  readonly before: Position;
  readonly change: MoveChange;
  readonly number: number;
}

/**
 * The one tip a lost game teaches, from its moves alone: the jump whose hole cost the most, else the
 * capture most taken back, else the biggest capture missed, else their biggest capture; null when the
 * game has none of these (no piece ever changed hands).
 */
export function lossTip(game: Game, you: Side): LossTip | null {
  const plies = replayed(game);
  const name = (square: number): string => squareName(square, game.start.width, game.start.height);
  const mine = (ply: Ply): boolean => ply.change.side === you && ply.change.move !== PASS;
  const answers = (i: number): Ply | null => {
    const reply = plies[i + 1];
    return reply && reply.change.side !== you && reply.change.move !== PASS ? reply : null;
  };

  let hole: Extract<LossTip, { kind: 'hole' }> | null = null;
  let retake: Extract<LossTip, { kind: 'retake' }> | null = null;
  for (let i = 0; i < plies.length; i++) {
    const ply = plies[i];
    const reply = answers(i);
    if (!mine(ply) || !reply) continue;
    const taken = reply.change.flipped.length;
    const into = ply.change.vacated >= 0 && reply.change.placed === ply.change.vacated;
    if (into && taken > 0 && (hole === null || taken > hole.taken))
      hole = {
        kind: 'hole',
        move: ply.number,
        square: name(ply.change.vacated),
        by: isJump(reply.change.move) ? 'jump' : 'clone',
        taken,
      };
    const took = ply.change.flipped.length;
    const back = reply.change.flipped.filter(
      (square) => square === ply.change.placed || ply.change.flipped.includes(square),
    ).length;
    // A jump that lands alone is taken back by one flip; a clone needs two to be a lesson.
    const lesson = back >= 2 || (back >= 1 && isJump(ply.change.move));
    if (!into && lesson && (retake === null || back > retake.taken))
      retake = {
        kind: 'retake',
        move: ply.number,
        square: name(ply.change.placed),
        jump: isJump(ply.change.move),
        took,
        reply: name(reply.change.placed),
        taken: back,
      };
  }
  // A hole that cost two or more is the lesson levels 1-3 teach; a smaller one still beats nothing.
  if (hole && hole.taken >= 2) return hole;
  if (retake) return retake;

  let missed: Extract<LossTip, { kind: 'missed' }> | null = null;
  for (const ply of plies) {
    if (!mine(ply)) continue;
    const took = ply.change.flipped.length;
    for (const move of legalMoves(ply.before, game.rules)) {
      const { change } = applyMove(ply.before, move);
      const best = change.flipped.length;
      if (best - took >= 2 && (missed === null || best - took > missed.best - missed.took))
        missed = { kind: 'missed', move: ply.number, square: name(change.placed), best, took };
    }
  }
  if (missed) return missed;
  if (hole) return hole;

  let taken: Extract<LossTip, { kind: 'taken' }> | null = null;
  for (const ply of plies) {
    const count = ply.change.flipped.length;
    if (ply.change.side !== you && count > 0 && (taken === null || count > taken.taken))
      taken = { kind: 'taken', move: ply.number, square: name(ply.change.placed), taken: count };
  }
  return taken;
}

/** The game's moves replayed from its start, each numbered as the move list numbers it. */
function replayed(game: Game): Ply[] {
  const plies: Ply[] = [];
  // The move list pairs x's move with o's: a game that starts with o has o alone on row 1.
  const offset = game.start.turn === 'o' ? 1 : 0;
  let position = game.start;
  game.moves.forEach((move, i) => {
    const { position: next, change } = applyMove(position, move);
    plies.push({ before: position, change, number: Math.floor((i + offset) / 2) + 1 });
    position = next;
  });
  return plies;
}
