import type Phaser from 'phaser';
import type { GameSession } from '../session/GameSession';
import { boardKeyAction } from '../view/cursor';
import type { BoardView } from '../view/BoardView';

/**
 * Keyboard play on the online board, as offline: arrows move the cursor, Enter or Space taps the square
 * under it (only while this player may move), Escape drops the selection. There is no undo online: a
 * takeback is asked of the opponent with its button.
 */
export function listenForBoardKeys(
  scene: Phaser.Scene,
  board: BoardView,
  session: () => GameSession | null,
  canPlay: () => boolean,
): void {
  // Phaser can hand one browser event over twice in a frame; a second step would move twice.
  const seen = new WeakSet<KeyboardEvent>();
  const onKey = (event: KeyboardEvent): void => {
    const current = session();
    if (!current || seen.has(event) || event.target instanceof HTMLInputElement) return;
    seen.add(event);
    const { position, cursor, selected } = current.state;
    const action = boardKeyAction(event, cursor, current.cursorHome(), position.width, position.height);
    if (action.kind === 'none' || action.kind === 'undo') return;
    event.preventDefault();
    if (action.kind === 'cursor') current.setCursor(action.square);
    else if (action.kind === 'tap' && canPlay()) {
      board.finish();
      current.tap(action.square);
    } else if (action.kind === 'escape' && selected !== null) current.select(null);
  };
  scene.input.keyboard?.on('keydown', onKey);
  scene.events.once('shutdown', () => scene.input.keyboard?.off('keydown', onKey));
}
