import type { Move } from '../core';
import { coreMove } from './bits/bit-position';
import type { BitLayout } from './bits/layout';

/**
 * The principal variation as the search finds it: a triangular table, row `ply` holding the best line
 * from that ply on (engine moves), so a node that raises alpha copies its child's line under its move.
 */
export class PrincipalLine {
  private readonly plies: number;
  private readonly line: Int32Array;
  /** Where each ply's line ends (an index into the whole game, not a length from the ply). */
  readonly end: Int32Array;

  constructor(plies: number) {
    this.plies = plies;
    this.line = new Int32Array(plies * plies);
    this.end = new Int32Array(plies);
  }

  /** A node at `ply` begins with an empty line. */
  clear(ply: number): void {
    this.end[ply] = ply;
  }

  /** `move` is the best at `ply`, followed by the line its child found. */
  save(ply: number, move: Move): void {
    const base = ply * this.plies;
    const line = this.line;
    line[base + ply] = move;
    const childBase = (ply + 1) * this.plies;
    const end = this.end[ply + 1];
    for (let i = ply + 1; i < end; i++) line[base + i] = line[childBase + i];
    this.end[ply] = Math.max(end, ply + 1);
  }

  /** The root's line, as core moves. */
  moves(layout: BitLayout): Move[] {
    return Array.from(this.line.subarray(0, this.end[0]), (move) => coreMove(move, layout));
  }
}
