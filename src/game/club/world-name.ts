/**
 * A first world record offers, once, to choose a club name to send it under (the club's guest entry):
 * a quiet button on the Result screen, never a question that stands between the player and the next
 * game. Once offered, later records say where the name can be chosen instead.
 */
import type Phaser from 'phaser';
import { loadSceneChunk } from '../base/scene-chunk';
import { identities } from './club-session';
import type { SaveStore } from '../store/SaveStore';
import type { WorldNote } from '../store/world-record';

/** Whether to offer it now: a record was queued, the player has no club name, and it was never offered. Marks it offered. */
export function offerNameOnce(note: WorldNote | null | undefined, saves: SaveStore): boolean {
  const world = saves.data.world;
  if (note?.kind !== 'queued' || !world || world.askedName || identities().identity) return false;
  saves.update((data) => ({ ...data, world: { ...(data.world ?? world), askedName: true } }));
  return true;
}

/** Opens the club's name entry; once a name is chosen, the records sent show in High scores → World. */
export function chooseName(game: Phaser.Game, go: (scene: string, data?: object) => void): void {
  void loadSceneChunk(game, 'club').then(() =>
    go('ClubName', { then: { scene: 'HighScores', data: { world: 'mine' } } }),
  );
}
