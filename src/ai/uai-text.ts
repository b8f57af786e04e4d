/** What the UAI engine prints about a search and a board: its `info` lines and the `d` picture. */
import { moveToText, outcome, toFen, type Move, type Position, type Ruleset } from '../core';
import type { SearchInfo } from './types';

/** `info depth … score cp … nodes … nps … time … pv …` for one iteration. */
export function infoLine(info: SearchInfo, position: Position): string {
  const nps = Math.round((info.nodes * 1000) / Math.max(1, info.timeMs));
  const pv = pvText(info.pv, position);
  return (
    `info depth ${info.depth} score cp ${Math.round(info.score)} nodes ${info.nodes} nps ${nps} ` +
    `time ${Math.round(info.timeMs)}${pv ? ` pv ${pv}` : ''}`
  );
}

function pvText(pv: readonly Move[], position: Position): string {
  return pv.map((move) => moveToText(move, position.width, position.height)).join(' ');
}

/** The board row by row with its ranks and files, its FEN, and the result if the game is over. */
export function boardPicture(position: Position, rules: Ruleset): string[] {
  const { width, height, cells } = position;
  const lines: string[] = [];
  for (let row = 0; row < height; row++) {
    lines.push(
      `${height - row} ${cells
        .slice(row * width, (row + 1) * width)
        .split('')
        .join(' ')}`,
    );
  }
  const files = Array.from({ length: width }, (_, c) => String.fromCharCode(97 + c));
  const over = outcome(position, rules);
  return [
    ...lines,
    `  ${files.join(' ')}`,
    `fen ${toFen(position)}`,
    ...(over ? [`game over: ${over.reason}, ${over.winner ? `${over.winner} wins` : 'draw'}`] : []),
  ];
}
