import type Phaser from 'phaser';
import type { StoredGameView } from '../../net/http';
import { t, type StringKey } from '../base/i18n';
import { CHROME, FONT, textResolution, type PaletteName } from '../base/theme';
import { blobTexture } from '../board/blob-texture';
import { oxonoPawnIcon } from '../board/oxono/OxonoBoardView';
import type { Rect } from '../board/layout';
import { Button } from '../menu/Button';
import { menuMetrics } from '../base/layout';
import { listTop, type ReplayLayout } from './replay-layout';
import { clockText, moveRows, rowOfPly, timeControlText, type LoadedReplay } from './stored-game';

/** What a panel drew: every object (the scene destroys them on its next redraw). */
type Drawn = Phaser.GameObjects.GameObject[];

function label(
  scene: Phaser.Scene,
  drawn: Drawn,
  x: number,
  y: number,
  content: string,
  size: number,
  color = '#ffffff',
  bold = false,
): Phaser.GameObjects.Text {
  const text = scene.add.text(x, y, content, {
    fontFamily: FONT,
    fontSize: `${Math.round(size)}px`,
    fontStyle: bold ? 'bold' : 'normal',
    color,
    resolution: textResolution(),
  });
  drawn.push(text);
  return text;
}

/** How a kept game ended, in words: `Bram won: by resignation`, or that it is still being played. */
export function endingText(game: StoredGameView): string {
  if (!game.end) return t('replay.inProgress');
  const { result, reason } = game.end;
  const words =
    result === 'draw'
      ? t('replay.draw')
      : result === 'aborted'
        ? t('replay.aborted')
        : t('replay.wins', { name: game[result].name });
  const reasonKey = `replay.reason.${reason}` as StringKey;
  const because = t(reasonKey);
  // A reason this version does not know yet is left out rather than shown as a key.
  if (because === reasonKey || result === 'aborted') return words;
  return t('replay.outcome', { result: words, reason: because });
}

/**
 * A variant in words (`replay.classic`; Oxono's one variant, `standard`, is `Oxono rules`); a variant without
 * words of its own is shown by its name.
 */
function variantText(variant: string): string {
  const key = `replay.${variant}` as StringKey;
  const words = t(key);
  return words === key ? variant : words;
}

/**
 * A side's icon beside its name: an Oxono game's pink or black pawn (`x` is pink), else Ataxx's blob in
 * the player's palette. Named for the browser tests (`replay-pawn-x`, `replay-blob-o`).
 */
function sideIcon(
  scene: Phaser.Scene,
  replay: LoadedReplay,
  side: 'x' | 'o',
  x: number,
  y: number,
  size: number,
  blobs: PaletteName,
): Phaser.GameObjects.GameObject {
  if ((replay.game as { readonly game?: string }).game === 'oxono')
    return oxonoPawnIcon(scene, x, y, size, side === 'x' ? 'pink' : 'black')
      .setName(`replay-pawn-${side}`)
      .setData('bounds', { x: x - size / 2, y: y - size / 2, width: size, height: size });
  const blob = scene.add.image(x, y, blobTexture(scene, side, blobs));
  return blob.setDisplaySize(size, size).setName(`replay-blob-${side}`);
}

/**
 * The players (blob or pawn, name, clock at this ply; the side to move marked with an arrow and bold, not by
 * colour alone), the rules and time control, the ending and where the cursor is.
 */
export function drawGameFacts(
  scene: Phaser.Scene,
  rect: Rect,
  replay: LoadedReplay,
  sizes: { readonly text: number; readonly small: number },
  blobs: PaletteName,
): Drawn {
  const { game, cursor } = replay;
  const drawn: Drawn = [];
  const { x, y, width, height } = rect;
  const lineHeight = Math.min(sizes.text * 1.5, height / 5);
  const textSize = Math.min(sizes.text, lineHeight / 1.45);
  const smallSize = Math.min(sizes.small, textSize);
  const clocks = cursor.clocksAt();
  const toMove = cursor.toMove();
  (['x', 'o'] as const).forEach((side, row) => {
    const centre = y + lineHeight * (row + 0.5);
    drawn.push(sideIcon(scene, replay, side, x + textSize * 0.7, centre, textSize * 1.2, blobs));
    const name = (side === toMove ? '▸ ' : '') + game[side].name;
    label(scene, drawn, x + textSize * 1.6, centre, name, textSize, '#ffffff', side === toMove).setOrigin(
      0,
      0.5,
    );
    if (clocks) {
      const color = clocks[side] < 10_000 ? CHROME.textWarn : '#ffffff';
      label(scene, drawn, x + width, centre, clockText(clocks[side]), textSize, color, true).setOrigin(
        1,
        0.5,
      );
    }
  });
  const control = timeControlText(game.timeControl);
  const facts = [
    variantText(game.rules),
    control ? t('replay.clock', { control }) : t('replay.untimed'),
    game.rated ? t('replay.rated') : (replay.place ?? t('replay.casual')),
  ].join(' · ');
  const where = cursor.atStart
    ? t('replay.start')
    : t('replay.ply', { ply: cursor.ply, total: cursor.length });
  let line = y + lineHeight * 2.2;
  for (const [words, color, bold] of [
    [facts, CHROME.textDim, false],
    [endingText(game), CHROME.textGold, true],
    [where, CHROME.textGood, false],
  ] as const) {
    const text = label(scene, drawn, x, line, words, smallSize, color, bold).setWordWrapWidth(width, true);
    line += text.height + smallSize * 0.4;
  }
  return drawn;
}

/** The move list as drawn: its objects, the text of each visible move by ply, and the first row shown. */
export interface DrawnMoveList {
  readonly drawn: Drawn;
  readonly moves: ReadonlyMap<number, Phaser.GameObjects.Text>;
  readonly top: number;
}

/**
 * The moves in numbered rows from `top` (scrolled so the current move is in view when `follow`), the current one
 * highlighted by a frame and bold gold text; a tap on a move calls `jump` with its ply.
 */
export function drawMoveList(
  scene: Phaser.Scene,
  layout: ReplayLayout,
  replay: Pick<LoadedReplay, 'cursor' | 'ataxx'>,
  wanted: {
    readonly top: number;
    readonly follow: boolean;
    readonly textSize: number;
    /** Moves 3 or more pieces worse than the engine's choice: marked `?` in the warning colour. */
    readonly missed?: ReadonlySet<number>;
  },
  jump: (ply: number) => void,
): DrawnMoveList {
  const drawn: Drawn = [];
  const moves = new Map<number, Phaser.GameObjects.Text>();
  const { x, y, width, height } = layout.list;
  const { rowHeight } = layout;
  const visible = Math.floor((height - 8) / rowHeight);
  if (visible < 1) return { drawn, moves, top: wanted.top };
  const { cursor, ataxx } = replay;
  const rows = moveRows(cursor, ataxx?.firstMoveNumber);
  // Following, the current move stays in view; scrolled by hand, the list stays where it was put.
  const current = wanted.follow ? rowOfPly(rows, cursor.ply) : wanted.top;
  const top = listTop(wanted.top, current, visible, rows.length);
  const frame = scene.add.graphics();
  frame.fillStyle(CHROME.panel, 0.85);
  frame.fillRoundedRect(x, y, width, Math.max(1, Math.min(visible, rows.length)) * rowHeight + 8, 10);
  drawn.push(frame);
  const textSize = Math.min(wanted.textSize, rowHeight * 0.7);
  const columns = { number: x + 10, x: x + width * 0.25, o: x + width * 0.62 };
  rows.slice(top, top + visible).forEach((row, index) => {
    const centre = y + 4 + rowHeight * (index + 0.5);
    label(scene, drawn, columns.number, centre, `${row.number}.`, textSize, CHROME.textDim).setOrigin(0, 0.5);
    for (const side of ['x', 'o'] as const) {
      const ply = row[side];
      if (ply === null) continue;
      const played = cursor.plies[ply - 1];
      const missed = wanted.missed?.has(ply) === true;
      const words = (ataxx?.isPass(ply) ? t('replay.pass') : played.text) + (missed ? '?' : '');
      const current = ply === cursor.ply;
      if (current) {
        frame.fillStyle(CHROME.focus, 0.25);
        frame.fillRoundedRect(columns[side] - 6, centre - rowHeight / 2 + 1, width * 0.34, rowHeight - 2, 6);
      }
      const color = current ? CHROME.textGold : missed ? CHROME.textWarn : '#ffffff';
      const text = label(scene, drawn, columns[side], centre, words, textSize, color, current);
      text.setOrigin(0, 0.5).setInteractive({ useHandCursor: true });
      text.on('pointerup', () => jump(ply));
      moves.set(ply, text);
    }
  });
  return { drawn, moves, top };
}

/** Loading, or why the game cannot be shown, with a retry when the club may come back. */
export function drawReplayMessage(
  scene: Phaser.Scene,
  status: 'loading' | 'not-found' | 'unreachable' | 'broken' | 'ready',
  problem: string,
  retry: () => void,
): Drawn {
  const drawn: Drawn = [];
  const { width, height } = scene.scale;
  const metrics = menuMetrics(width, height);
  const size = metrics.textSize;
  const words = {
    ready: '',
    loading: t('replay.loading'),
    'not-found': t('replay.notFound'),
    unreachable: t('replay.unreachable'),
    broken: t('replay.broken', { reason: problem }),
  };
  const message = label(scene, drawn, width / 2, height * 0.4, words[status], size);
  message
    .setOrigin(0.5)
    .setAlign('center')
    .setWordWrapWidth(Math.min(width * 0.85, 640), true);
  message.setColor(status === 'loading' ? CHROME.textDim : CHROME.textWarn);
  if (status !== 'unreachable') return drawn;
  const button = new Button(
    scene,
    width / 2,
    message.y + message.height / 2 + metrics.buttonHeight,
    t('replay.retry'),
    { width: metrics.buttonWidth * 0.75, height: metrics.buttonHeight, fontSize: size, kind: 'primary' },
    retry,
  );
  drawn.push(button);
  return drawn;
}
