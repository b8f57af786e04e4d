import type { GameView } from '../../net/game-view';
import type { StoredGameView } from '../../net/http';
import type { LiveGameView, LobbyView } from '../../net/lobby';
import { t } from '../base/i18n';

/** The club's computer players: one per strength, `computer-5` (see the server's computer-players.ts). */
const COMPUTER_ID = /^computer-(\d{1,2})$/;

type Named = { readonly id: string; readonly name: string };

/** One of the club's computer players rather than a person. */
export const isComputer = (player: Pick<Named, 'id'>): boolean => COMPUTER_ID.test(player.id);

/**
 * A player's name as this player reads it: the club stores one name per player, so its computers
 * ("Computer (5)") are named again here in the player's language; people keep the name they chose.
 */
export function shownName(player: Named): string {
  const computer = COMPUTER_ID.exec(player.id);
  return computer ? t('computer.player', { strength: Number(computer[1]) }) : player.name;
}

const renamed = <T extends Named>(player: T): T => ({ ...player, name: shownName(player) });
const renamedOrNull = <T extends Named>(player: T | null): T | null => player && renamed(player);

/** A game snapshot with its players' names as this player reads them. */
export function withShownNames(view: GameView): GameView {
  const { x, o } = view.players;
  return { ...view, players: { x: renamedOrNull(x), o: renamedOrNull(o) } };
}

const liveGame = (game: LiveGameView): LiveGameView => ({
  ...game,
  players: { x: renamedOrNull(game.players.x), o: renamedOrNull(game.players.o) },
});

/** The lobby with every player's name as this player reads it. */
export function lobbyWithShownNames(view: LobbyView): LobbyView {
  return {
    ...view,
    challenges: view.challenges.map((challenge) => ({ ...challenge, by: renamed(challenge.by) })),
    live: view.live.map(liveGame),
    yours: view.yours.map(liveGame),
  };
}

/** A kept game with its players' names as this player reads them. */
export function storedWithShownNames(game: StoredGameView): StoredGameView {
  return { ...game, x: renamed(game.x), o: renamed(game.o) };
}
