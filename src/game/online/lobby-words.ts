import { parseFen } from '../../core/fen';
import type { ChallengeView, LiveGameView, LobbyRefusedMessage } from '../../net/lobby';
import { t, type StringKey } from '../base/i18n';
import type { TimeControlId } from '../../net/time-control';
import { problemText } from './online-words';
import { gameName, gameOf, isFirstGame, sideWords } from './online-games';

/** A board in brief: its size (`7×7`). */
export function boardWords(fen: string): string {
  const parsed = parseFen(fen);
  return parsed.ok ? `${parsed.value.width}×${parsed.value.height}` : '?';
}

/** A time control as players write it (`5+5`), short enough for a list. */
const timeWords = (id: TimeControlId): string => (id === 'untimed' ? t('lobby.untimed') : id);

type Choices = Pick<LiveGameView, 'start' | 'rules' | 'timeControl'> & { readonly game?: string };

/**
 * The choices of a game in one short line: the first game by its board and ending (`7×7 · arcade · 5+5`),
 * as before there was a second, and any other game by its name, which has one board and one variant
 * (`Oxono · 5+5`): a phone's row has no room for both.
 */
export function choiceWords(game: Choices): string {
  const time = timeWords(game.timeControl);
  if (!isFirstGame(gameOf(game))) return [gameName(gameOf(game)), time].join(' · ');
  return [boardWords(game.start), t(`lobby.rules.${game.rules}` as StringKey), time].join(' · ');
}

/** A challenge's first line: who, and the side they play in its game's colours. */
export const challengeTitle = (challenge: ChallengeView): string =>
  `${challenge.by.name} · ${sideWords(gameOf(challenge), challenge.colour, 'row')}`;

/** A challenge's second line: its choices, rated or casual. */
export const challengeDetail = (challenge: ChallengeView): string =>
  `${choiceWords(challenge)} · ${t(challenge.rated ? 'lobby.rated' : 'lobby.casual')}`;

/** A live game's title: the two names. */
export const liveTitle = (game: LiveGameView): string =>
  t('lobby.versus', { x: game.players.x?.name ?? '…', o: game.players.o?.name ?? '…' });

/** A game's second line: choices, how far it is, and who watches. */
export function liveDetail(game: LiveGameView): string {
  const parts = [choiceWords(game)];
  parts.push(game.phase === 'waiting' ? t('lobby.waiting') : t('lobby.plies', { count: game.plies }));
  if (game.watchers > 0) parts.push(t('lobby.watching', { count: game.watchers }));
  return parts.join(' · ');
}

/** One of this player's own games: against whom (or still waiting for someone). */
export function yourTitle(game: LiveGameView, playerId: string): string {
  const { x, o } = game.players;
  const other = x?.id === playerId ? o : x;
  return other ? t('lobby.yourGame', { name: other.name }) : t('lobby.yourWaiting');
}

const LOBBY_REFUSALS = ['challenge-open', 'challenge-gone', 'own-challenge'] as const;

/** A lobby refusal in the player's language. */
export function lobbyProblem(refused: LobbyRefusedMessage): string {
  const own = (LOBBY_REFUSALS as readonly string[]).includes(refused.code);
  return own ? t(`lobby.refused.${refused.code}` as StringKey) : problemText(refused);
}
