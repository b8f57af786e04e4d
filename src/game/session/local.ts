import type { Level } from '../../core/level';
import { isWon, type LevelRecords } from '../../core/progression';
import { recordGame } from '../store/match-record';
import { OpponentClient } from './opponent/OpponentClient';
import type { Services } from '../store/services';
import { TEST_BUILD } from '../base/test-build';
import { t } from '../base/i18n';
import { levelName, opponentName } from '../base/level-words';
import { SPEED_FACTOR } from '../board/choreography';
import { GameSession } from './GameSession';
import { engineOpponent, secondPlayer } from './opponent';
import { recordWorldGame } from '../store/world-record';
import { sendWorldRecords, worldContext } from '../club/world-sender';
import type { PlayData } from './play-data';
import type { PlannedGame, SessionSetup } from './setup';
import { keepGame } from '../store/my-games';
import { keptOfLocal } from './kept-replay';

/**
 * A game on this device: against the engine in its worker, or two players taking turns. It saves to the
 * browser after every move and records the finished game into the campaign, the run and the best scores.
 */
export function localSession(
  { setup, level, game }: PlannedGame,
  { saves, campaign }: Services,
  whenReady: (play: () => void) => void,
  /** The editor's test game: kept in My games as a game on one's own board, never saved to resume. */
  editor = false,
): GameSession {
  const speed = (): number => SPEED_FACTOR[saves.data.settings.animationSpeed];
  const opponent =
    setup.strength === null
      ? secondPlayer()
      : engineOpponent(
          // The test build answers at once: browser tests wait on state, never on a thinking pause.
          new OpponentClient(TEST_BUILD ? { minThinkMs: 0 } : {}),
          setup.strength,
          setup.seed,
          setup.rules,
        );
  return new GameSession({
    setup,
    opponent,
    clock: () => performance.now(),
    game: game ?? undefined,
    store: saves,
    resumable: !editor,
    // Practice (a locked level opened by a link) records nothing; Play clears its save at the end.
    record: setup.practice
      ? undefined
      : (data, score, played) => {
          const recorded = recordGame(data, campaign, setup.mode, level, score);
          const world = recordWorldGame(recorded, data, played, level, score, worldContext());
          // Sent at once when the club can be reached; otherwise it waits in the save.
          queueMicrotask(sendWorldRecords);
          return world;
        },
    keep: (data, game, over) => ({
      ...data,
      myGames: keepGame(data.myGames, keptOfLocal(setup, game, over, editor)),
    }),
    whenReady,
    passDelayMs: () => 900 * Math.max(0.3, speed()),
    resultDelayMs: () => 1100 * Math.max(0.25, speed()),
  });
}

/** The two sides' names as the HUD and the result show them. */
export function sideNames(setup: SessionSetup, level: Level | null): { x: string; o: string } {
  if (setup.strength === null) return { x: t('play.player1'), o: t('play.player2') };
  return { x: t('play.you'), o: level ? opponentName(level) : t('play.computer') };
}

/** What the player is told when the game asked for cannot be played (a broken save, a bad link). */
export function unplayable({ resume, mode, levelId }: PlayData, error: string): string {
  if (resume) return t('play.noResume', { error });
  return mode === 'versus' ? error : t('play.noLevel', { id: levelId ?? '' });
}

/** The level's number in the campaign (0 off it) and its name for the HUD's title, marked when practice. */
export function hudPlace(
  level: Level | null,
  levels: readonly Level[],
  practice: boolean,
): { levelNumber: number; levelName: string | null } {
  if (!level) return { levelNumber: 0, levelName: null };
  const name = levelName(level);
  return {
    levelNumber: levels.indexOf(level) + 1,
    levelName: practice ? `${name} · ${t('practice.hud')}` : name,
  };
}

/** The level a locked one waits on: the one before it in play order. */
export function winFirst(level: Level | null, levels: readonly Level[]): string {
  const before = level ? levels[levels.indexOf(level) - 1] : undefined;
  return before ? levelName(before) : '';
}

/** Levels 1-3 point out the hole a jump leaves, the moment the other side moves into it. */
export function teachesHoles(level: Level | null, levels: readonly Level[]): boolean {
  const index = level === null ? -1 : levels.indexOf(level);
  return index >= 0 && index < 3;
}

/** Level 1 teaches (pick, dots and rings, flips, the fill) until the player has won it once. */
export function teaches(level: Level | null, levels: readonly Level[], records: LevelRecords): boolean {
  return level !== null && levels.indexOf(level) === 0 && !isWon(records, level.id);
}
