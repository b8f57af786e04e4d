import { PASS_TEXT, SIDES, type Side } from '../../core';
import type { GameView } from '../../net/game-view';
import { t } from '../base/i18n';
import type { BoardCardContent } from './BoardCard';
import { inviteLink } from '../club/club-api';
import type { LinkState } from './club-connection';
import { offerLine } from './online-controls';
import { resultWords } from './online-words';
import { ratingLines } from '../club/rating-words';
import type { CardTime } from './OnlineHud';
import { clocksNow, clockText, LOW_TIME_MS } from './server-clock';
import { spectatorStatus } from './watch-screen';

/** The move list as lines of two plies each: `12. c3  e5` (a pass shows as a dash). */
export function moveLines(view: Pick<GameView, 'moves'>): string[] {
  const lines: string[] = [];
  const text = (move: string | undefined): string => (move === PASS_TEXT ? '—' : (move ?? ''));
  for (let i = 0; i < view.moves.length; i += 2) {
    lines.push(`${i / 2 + 1}. ${text(view.moves[i]?.move)}  ${text(view.moves[i + 1]?.move)}`.trimEnd());
  }
  return lines;
}

/** What each card's clock and away line read at server time `serverNow`. */
export function cardTimes(
  view: Pick<GameView, 'clock' | 'players' | 'phase' | 'end'> | null,
  serverNow: number,
): Record<Side, CardTime> | null {
  if (!view) return null;
  const clocks = clocksNow(view.clock, serverNow);
  const time = (side: Side): CardTime => {
    const left = clocks ? clocks[side] : null;
    const deadline = view.players[side]?.awayDeadline ?? null;
    const away =
      deadline !== null && !view.end
        ? t('online.away', { seconds: Math.max(0, Math.ceil((deadline - serverNow) / 1000)) })
        : '';
    return {
      clock: left,
      clockText: left === null ? '' : clockText(left),
      low: left !== null && left < LOW_TIME_MS && view.phase === 'playing' && !view.end,
      away,
    };
  };
  return { x: time(SIDES[0]), o: time(SIDES[1]) };
}

/**
 * The status line: a problem first, then the connection, the result, an offer, and whose move; a
 * success (`said`: a copied link) goes under it, for it never stops the player needing to know whose move it is.
 */
export function statusText(facts: StatusFacts & { readonly said?: string | null }): string {
  const line = statusFirstLine(facts);
  return facts.said ? `${line}\n${facts.said}` : line;
}

interface StatusFacts {
  readonly view: GameView | null;
  readonly you: Side | null;
  readonly link: LinkState;
  readonly notice: string | null;
  /** The side to move on the board shown (it may be a move ahead of the last snapshot). */
  readonly turn: Side;
}

function statusFirstLine(facts: StatusFacts): string {
  const { view, you, link, notice, turn } = facts;
  if (notice) return notice;
  if (link === 'connecting' || !view) return t('online.connecting');
  if (link === 'restarting') return t('online.restarting');
  if (link !== 'open') return t('online.reconnecting');
  const words = resultWords(view, you);
  if (words) return offerLine(view, you) ?? words.title;
  if (!you) return spectatorStatus(view, turn);
  if (view.phase === 'waiting') return t('online.invite.waiting');
  const offer = offerLine(view, you);
  if (offer) return offer;
  return turn === you
    ? t('online.yourMove')
    : t('online.theirMove', { name: view.players[turn]?.name ?? turn });
}

/** The card over the board: the invite while the friend is awaited, the result at the end. */
export function boardCardOf(view: GameView | null, you: Side | null): BoardCardContent | null {
  if (!view) return null;
  if (view.phase === 'waiting' && you) {
    return {
      title: t('online.invite.title'),
      lines: [t('online.invite.waiting')],
      link: inviteLink(view.code),
    };
  }
  const words = resultWords(view, you);
  return words ? { title: words.title, lines: [words.reason, ...ratingLines(view, you)], high: true } : null;
}
