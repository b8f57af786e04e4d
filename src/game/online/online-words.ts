import type { Side } from '../../core/side';
import type { GameView } from '../../net/game-view';
import { timeControlOf, type TimeControlId } from '../../net/time-control';
import { t, type StringKey } from '../base/i18n';
import type { ClubProblem } from '../club/club-api';

const REFUSALS_WITH_WORDS = [
  'retry',
  'update-game',
  'name-too-short',
  'name-too-long',
  'name-characters',
  'name-taken',
  'bad-token',
  'bad-start',
  'not-found',
  'illegal-move',
  'rate-limited', // an address over a cap: games opened and not joined, computer games going, API calls
  'not-allowed',
] as const;

/** A refusal or a failed call in the player's language (the club's English text only as a detail). */
export function problemText(problem: ClubProblem): string {
  if (problem.code === 'unreachable') return t('online.unreachable');
  const known = (REFUSALS_WITH_WORDS as readonly string[]).includes(problem.code);
  return known
    ? t(`online.refused.${problem.code}` as StringKey, { text: problem.text })
    : t('online.refused.other', { text: problem.text });
}

/** A time control as the setup screen lists it. */
export function timeControlText(id: TimeControlId): string {
  const control = timeControlOf(id);
  if (!control) return t('online.time.untimed');
  return t('online.time.preset', {
    minutes: control.initialMs / 60_000,
    seconds: control.incrementMs / 1000,
  });
}

/** The endings a player brought on themselves by losing (the other side won). */
const ACTED_BY_LOSER: ReadonlySet<string> = new Set(['resign', 'flag', 'abandon']);

/** The result banner's two lines: who won (from this player's side), and why. */
export function resultWords(
  view: Pick<GameView, 'end' | 'players'>,
  you: Side | null,
): { title: string; reason: string } | null {
  const end = view.end;
  if (!end) return null;
  const name = (side: Side): string => view.players[side]?.name ?? side;
  let title: string;
  if (end.result === 'aborted') title = t('online.result.aborted');
  else if (end.result === 'draw') title = t('online.result.draw');
  else if (you) title = t(end.result === you ? 'online.result.win' : 'online.result.loss');
  else title = t('online.result.sideWins', { name: name(end.result) });
  // Resigning, flagging and leaving are done by the loser, aborting by `by`; the board's endings need no name.
  const actor: Side = end.by ?? (end.result === 'x' ? 'o' : 'x');
  const key = end.reason === 'aborted' && end.by ? 'online.reason.abortedBy' : `online.reason.${end.reason}`;
  // A player's own resignation (or flag, leaving, abort) is said to them as theirs, not by their name.
  const yours = actor === you && (end.by !== undefined || ACTED_BY_LOSER.has(end.reason));
  const reason = t((yours ? `${key}You` : key) as StringKey, { name: name(actor) });
  return { title, reason };
}

/** Why a room could not be joined: a token the club no longer knows (choose a name again), or a notice. */
export function joinFailure(error: unknown): { readonly name: boolean; readonly notice: string } {
  const why = error instanceof Error ? error.message : String(error);
  if (/bad-token/.test(why)) return { name: true, notice: t('online.refused.bad-token') };
  // A club newer than this copy of the game refuses it before it sees a board: the player must reload.
  if (/update-game/.test(why)) return { name: false, notice: t('online.refused.update-game') };
  // The club's caps on watching (no token needed, so capped): watchers a game, joins to watch a minute.
  if (/^not-allowed/.test(why)) return { name: false, notice: t('online.refused.watchFull') };
  if (/^rate-limited/.test(why)) return { name: false, notice: t('online.refused.watchRate') };
  const reason = /not found|no such|invalid|locked/i.test(why) ? t('online.refused.not-found') : why;
  return { name: false, notice: t('online.cannotJoin', { reason }) };
}
