import { isRuleset, moveToText, toFen, type Game, type Outcome, type Side } from '../../core';
import { FIRST_GAME } from '../../core/games';
import type { Level } from '../../core/level';
import type { GameView } from '../../net/game-view';
import type { StoredGameView } from '../../net/http';
import { keptMoves, type KeptGame } from '../store/my-games';
import type { SessionSetup } from './setup';
import { t } from '../base/i18n';
import { levelName, opponentName } from '../base/level-words';

/** A game played on this device as My games keeps it; `editor` marks the editor's test game. */
export function keptOfLocal(
  setup: SessionSetup,
  game: Game,
  over: Outcome,
  editor: boolean,
  date = new Date().toISOString(),
): KeptGame {
  const { width, height } = setup.start;
  const mode = setup.mode === 'versus' && editor ? 'editor' : setup.mode;
  return {
    game: 'ataxx',
    mode,
    ...(setup.levelId ? { level: setup.levelId } : {}),
    rules: setup.rules,
    start: toFen(setup.start),
    moves: game.moves.map((move) => moveToText(move, width, height)).join(' '),
    you: setup.strength === null ? null : 'x',
    ...(setup.strength !== null ? { computer: setup.strength } : {}),
    result: over.winner ?? 'draw',
    reason: over.reason,
    date,
  };
}

/**
 * A finished club game this player sat in, from the last snapshot the club sent; null for an aborted
 * one, and for a game other than the first (Oxono's club games are kept through its online board:
 * keptOxonoOnline in online/oxono-sync.ts).
 */
export function keptOfOnline(
  view: GameView,
  you: Side,
  names: { readonly x: string; readonly o: string },
  date = new Date().toISOString(),
): KeptGame | null {
  if (!view.end || view.end.result === 'aborted') return null;
  const rules = view.rules;
  // A view from before views named their game is the first game's.
  const game: string | undefined = view.game;
  if ((game ?? FIRST_GAME) !== FIRST_GAME || !isRuleset(rules)) return null;
  return {
    game: 'ataxx',
    mode: 'online',
    rules,
    start: view.start,
    moves: view.moves.map((move) => move.move).join(' '),
    you,
    names: { x: names.x.slice(0, 40) || '?', o: names.o.slice(0, 40) || '?' },
    result: view.end.result,
    reason: view.end.reason,
    date,
    ...(view.gameId ? { gameId: view.gameId } : {}),
  };
}

/** The two sides' names, in the player's language for games on this device (Oxono's are its colours). */
export function keptNames(kept: KeptGame, level: Level | null): { x: string; o: string } {
  if (kept.names) return { x: kept.names.x, o: kept.names.o };
  const oxono = kept.game === 'oxono';
  if (kept.you === null)
    return oxono
      ? { x: t('oxono.pink'), o: t('oxono.black') }
      : { x: t('play.player1'), o: t('play.player2') };
  const computer =
    level && kept.mode !== 'versus' && kept.mode !== 'editor'
      ? opponentName(level)
      : t('computer.player', { strength: kept.computer ?? 0 });
  return kept.you === 'x' ? { x: t('play.you'), o: computer } : { x: computer, o: t('play.you') };
}

/**
 * Where a kept game was played, in words: `Level: First Contact`, `Arcade run`, `Versus`, `Online`; an
 * Oxono game names its game (`Oxono`, `Oxono · Online`), Ataxx's being the ones that do not.
 */
export function keptPlace(kept: KeptGame, level: Level | null): string {
  if (kept.game === 'oxono')
    return kept.mode === 'online' ? `${t('oxono.title')} · ${t('games.mode.online')}` : t('oxono.title');
  const name = level ? levelName(level) : '';
  if (kept.mode === 'level' || kept.mode === 'arcade')
    return t(kept.mode === 'level' ? 'games.mode.level' : 'games.mode.arcade', { name });
  return t(`games.mode.${kept.mode}`);
}

/**
 * A kept game in the shape the club's replays have, so the one replay viewer reads and checks it the
 * same way, through its game's rules (untimed, unrated; a game of this device has no club id).
 */
export function storedOfKept(
  kept: KeptGame,
  names: { readonly x: string; readonly o: string },
): StoredGameView {
  const at = Date.parse(kept.date);
  return {
    id: kept.gameId ?? `device-${kept.game === 'oxono' ? 'oxono-' : ''}${at}`,
    game: kept.game,
    x: { id: '', name: names.x },
    o: { id: '', name: names.o },
    start: kept.start,
    rules: kept.game === 'ataxx' ? kept.rules : 'standard',
    timeControl: null,
    rated: false,
    startedAt: at,
    moves: keptMoves(kept).map((move, index) => ({ ply: index + 1, move, clockMs: null, at })),
    end: { result: kept.result, reason: kept.reason, endedAt: at },
  };
}
