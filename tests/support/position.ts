import { parseFen, type Position } from '../../src/core';

/** The position a FEN in a test describes; a FEN the core cannot read fails the test with core's message. */
export function positionOf(fen: string): Position {
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(`${fen}: ${parsed.error}`);
  return parsed.value;
}
