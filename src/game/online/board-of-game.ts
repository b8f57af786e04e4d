/**
 * Which online board draws a game: the one place the online screen names its games' boards. A game
 * the screen has no board for is handed Ataxx's, which says on the console that the game does not
 * replay (the club tells a client too old for a game to update before it ever sees one).
 */
import type Phaser from 'phaser';
import { AtaxxOnlineBoard } from './AtaxxOnlineBoard';
import type { OnlineBoard, OnlineBoardHost } from './online-board';
import { OxonoOnlineBoard } from './OxonoOnlineBoard';

const BOARDS: Readonly<Record<string, new (scene: Phaser.Scene, host: OnlineBoardHost) => OnlineBoard>> = {
  ataxx: AtaxxOnlineBoard,
  oxono: OxonoOnlineBoard,
};

/** A new board for the game named `game`, on `scene`. */
export function onlineBoardOf(game: string, scene: Phaser.Scene, host: OnlineBoardHost): OnlineBoard {
  const Board = Object.hasOwn(BOARDS, game) ? BOARDS[game] : AtaxxOnlineBoard;
  return new Board(scene, host);
}
