import { opponentOf, type Side } from '../../core/side';
import type { GameView } from '../../net/game-view';
import type { OnlineHookState } from '../session/hook-state';
import { inviteLink } from '../club/club-api';
import type { ShownButton } from './ControlsView';
import type { Rect } from '../board/layout';
import { cardTimes } from './online-screen';

/** What the online game scene shows the browser tests: plain data, points in page pixels. */
export function onlineHookState(parts: {
  readonly scale: Phaser.Scale.ScaleManager;
  readonly code: string;
  readonly view: GameView | null;
  readonly you: Side | null;
  readonly link: string;
  readonly serverNow: number;
  readonly shownAt: Readonly<Record<number, number>>;
  readonly buttons: readonly ShownButton[];
  readonly copySpot: { readonly x: number; readonly y: number } | null;
  readonly card: Rect | null;
  readonly status: string;
}): OnlineHookState {
  const { scale, view, you, copySpot } = parts;
  const page = (x: number, y: number): { x: number; y: number } => {
    const bounds = scale.canvasBounds;
    return {
      x: bounds.left + x * (bounds.width / scale.width),
      y: bounds.top + y * (bounds.height / scale.height),
    };
  };
  const pageRect = (rect: Rect): Rect => {
    const corner = page(rect.x, rect.y);
    const far = page(rect.x + rect.width, rect.y + rect.height);
    return { x: corner.x, y: corner.y, width: far.x - corner.x, height: far.y - corner.y };
  };
  const times = cardTimes(view, parts.serverNow);
  const x = times?.x.clock ?? null;
  const o = times?.o.clock ?? null;
  const them = you ? view?.players[opponentOf(you)] : null;
  return {
    code: parts.code,
    gameId: view?.gameId ?? null,
    you,
    phase: view?.phase ?? null,
    link: parts.link,
    clocks: x !== null && o !== null ? { x, o } : null,
    opponentConnected: them ? them.connected : null,
    result: view?.end ? { result: view.end.result, reason: view.end.reason } : null,
    plies: view?.moves.length ?? 0,
    moves: view?.moves.map((move) => move.move) ?? [],
    shownAt: { ...parts.shownAt },
    buttons: parts.buttons.map((item) => ({ ...item, ...page(item.x, item.y) })),
    copySpot: copySpot ? page(copySpot.x, copySpot.y) : null,
    card: parts.card ? pageRect(parts.card) : null,
    status: parts.status,
    inviteLink: view?.phase === 'waiting' ? inviteLink(view.code) : null,
  };
}
