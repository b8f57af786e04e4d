/**
 * A first world record asks once for a club name to send it under (the club's guest entry); the answer
 * "not now" is kept, so the question never comes back and never stands between the player and a game.
 */
import type Phaser from 'phaser';
import { loadClubScenes } from '../club-scenes';
import { identities } from '../online/club-session';
import type { SaveStore } from '../save/SaveStore';
import type { DialogSpec } from '../ui/ConfirmDialog';
import { t } from '../ui/i18n';
import type { WorldNote } from './world-record';

/** Whether to ask now: a record was queued, the player has no club name, and was never asked. Marks it asked. */
export function askNameFirst(note: WorldNote | null | undefined, saves: SaveStore): boolean {
  const world = saves.data.world;
  if (note?.kind !== 'queued' || !world || world.askedName || identities().identity) return false;
  saves.update((data) => ({ ...data, world: { ...world, ...data.world, askedName: true } }));
  return true;
}

/** The question: choose a name now (then see the record on its way in High scores), or not now. */
export function nameQuestion(
  game: Phaser.Game,
  go: (scene: string, data?: object) => void,
  later: () => void,
): DialogSpec {
  const choose = (): void =>
    void loadClubScenes(game).then(() =>
      go('ClubName', { then: { scene: 'HighScores', data: { world: 'mine' } } }),
    );
  return {
    title: t('world.ask.title'),
    body: t('world.ask.body'),
    choices: [
      { label: t('world.ask.name'), kind: 'primary', onPress: choose },
      { label: t('world.ask.later'), onPress: later },
    ],
    onCancel: later,
  };
}
