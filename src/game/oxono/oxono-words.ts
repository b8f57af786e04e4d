/**
 * The words of an Oxono game on screen: each player's name, and the line under the board that says
 * what the next tap does, why the marks are where they are when a fallback is in force, and how the
 * game ended.
 */
import type { GameEnd } from '../../core/contract';
import type { Colour, OxonoPosition } from '../../core/oxono';
import { t } from '../base/i18n';
import { playerToMove, winnerColour, type OxonoMatch } from '../session/oxono/oxono-match';
import type { OxonoMarks } from '../session/oxono/oxono-taps';

/** `Pink`, or `Pink · You` / `Black · Computer` in a game against the computer. */
export function playerName(match: OxonoMatch, colour: Colour): string {
  const name = t(colour === 'pink' ? 'oxono.pink' : 'oxono.black');
  const computer = Object.values(match.players).some((player) => player.kind === 'computer');
  if (!computer) return name;
  return `${name} · ${t(match.players[colour].kind === 'computer' ? 'oxono.computerName' : 'oxono.you')}`;
}

const colourName = (colour: Colour): string => t(colour === 'pink' ? 'oxono.pink' : 'oxono.black');

/** How a game ended, in words: who won and with which line, or why it is a draw. */
export function endWords(end: GameEnd, match: OxonoMatch): string {
  const winner = winnerColour(end);
  if (winner === null) return t('oxono.draw');
  const name = colourName(winner);
  // The last pawn made the line: a symbol line is of its symbol (the move text starts with it).
  const symbol = match.moves[match.moves.length - 1]?.[0] ?? '';
  const how =
    end.reason === 'symbol-line'
      ? t('oxono.symbolLine', { symbol })
      : t('oxono.colourLine', { name: name.toLowerCase() });
  return `${t('oxono.wins', { name })}\n${how}`;
}

/** The line under the board. */
export function oxonoStatus(
  match: OxonoMatch,
  position: OxonoPosition,
  marks: OxonoMarks,
  now: { readonly end: GameEnd | null; readonly thinking: boolean },
): string {
  if (now.end) return endWords(now.end, match);
  if (now.thinking || playerToMove(match, position).kind === 'computer') return t('oxono.thinking');
  const mover = t('oxono.toMove', { name: colourName(position.turn) });
  const said = marks.fallbacks.map((fallback) =>
    fallback.kind === 'anywhere'
      ? t('oxono.anywhere')
      : t(`oxono.${fallback.kind}`, { symbol: fallback.symbol }),
  );
  if (marks.step === 'pawn') {
    const symbol = marks.chosen?.symbol ?? '';
    return said.length > 0 ? said.join('\n') : t('oxono.pickPawn', { symbol });
  }
  return [mover, ...(said.length > 0 ? said : [t('oxono.pickTotem')])].join('\n');
}
