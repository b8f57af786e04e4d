import type Phaser from 'phaser';
import { opponentOf, type Side } from '../../core/side';
import type { GameView } from '../../net/game-view';
import type { OnlineHookState } from '../session/hook-state';
import { inviteLink } from '../club/club-api';
import type { Rect } from '../board/layout';
import type { SoundPlayer } from '../base/sound/SoundPlayer';
import { t } from '../base/i18n';
import { paletteFor } from '../base/theme';
import { blobPalette } from '../board/blob-texture';
import { BoardCoordinates } from '../board/BoardCoordinates';
import { BoardCard } from './BoardCard';
import { ControlsView } from './ControlsView';
import type { OnlineBoard } from './online-board';
import type { ControlAction } from './online-controls';
import { onlineLayout, type OnlineLayout } from './online-layout';
import { boardCardOf, cardTimes, moveLines } from './online-screen';
import { OnlineHud, type CardState } from './OnlineHud';
import { seatRatingText, settlingNote, unratedNote } from '../club/rating-words';
import { LOW_TIME_MS } from './server-clock';
import { screenControls, watchersText, watchLayout } from './watch-screen';
import { WatchLines } from './WatchLines';

/** Everything the screen shows, gathered by the scene from the server's snapshot and the session. */
export interface ScreenFacts {
  readonly view: GameView | null;
  readonly you: Side | null;
  /** The game's board (null before the first snapshot) and whether this player may move on it now. */
  readonly board: OnlineBoard | null;
  readonly mayPlay: boolean;
  readonly status: string;
  readonly confirmingResign: boolean;
  /** The player tapped the result card away to see the final position. */
  readonly resultFolded: boolean;
  /** The replay viewer is part of this build. */
  readonly replay: boolean;
}

/**
 * The online game's drawing: both players' cards with their clocks, the status line, the move list,
 * the buttons and the card over the board, around the board of the game shown (online-board.ts: each
 * game draws its own). The opponent sits at the top and this player at the bottom, as on chess sites.
 */
export class OnlineScreen {
  readonly controls: ControlsView;
  readonly card: BoardCard;
  /** The board's a–g and 1–7, so a move in the list ("c5e6") can be found on the board. */
  private readonly coordinates: BoardCoordinates;
  private readonly hud: OnlineHud;
  private readonly watchLines: WatchLines;
  private board: OnlineBoard | null = null;
  private layout: OnlineLayout | null = null;
  private facts: ScreenFacts | null = null;
  private lowTickSecond = -1;
  /** Shown to a spectator (no seat): "You are watching" takes the buttons' first row. */
  private watching = false;

  constructor(
    private readonly scene: Phaser.Scene,
    colourBlind: boolean,
    private readonly sound: SoundPlayer,
    onPress: (action: ControlAction) => void,
  ) {
    const palette = paletteFor({ colourBlind });
    scene.cameras.main.setBackgroundColor(palette.background);
    const blobs = blobPalette(colourBlind, false);
    this.hud = new OnlineHud(scene, palette, blobs);
    this.controls = new ControlsView(scene, onPress);
    this.card = new BoardCard(scene);
    this.coordinates = new BoardCoordinates(scene);
    this.watchLines = new WatchLines(scene);
  }

  /** The board of the game shown (the scene makes it once it knows the game, and destroys it). */
  setBoard(board: OnlineBoard): void {
    this.board = board;
    if (this.layout) board.setLayout(this.layout.board);
  }

  /** Fits everything to the window for a board of this size. */
  setLayout(columns: number, rows: number): void {
    const spectating = watchLayout(
      onlineLayout({ width: this.scene.scale.width, height: this.scene.scale.height }, columns, rows),
      this.watching,
    );
    const layout = spectating.screen;
    this.layout = layout;
    this.watchLines.setLayout(spectating, t('watch.banner'));
    this.board?.setLayout(layout.board);
    this.coordinates.setLayout(layout.board);
    this.hud.setLayout(layout);
    this.controls.setLayout(layout);
    this.card.setLayout(layout.board);
    if (this.facts) this.draw(this.facts);
  }

  /** The board size laid out now. */
  get boardSize(): { columns: number; rows: number } | null {
    return this.layout ? { columns: this.layout.board.columns, rows: this.layout.board.rows } : null;
  }

  draw(facts: ScreenFacts): void {
    this.facts = facts;
    if (!this.layout) return;
    const { view, you, board } = facts;
    if ((view !== null && you === null) !== this.watching) {
      this.watching = !this.watching;
      return this.setLayout(this.layout.board.columns, this.layout.board.rows);
    }
    board?.draw(facts.mayPlay);
    const card = (side: Side): CardState | null => {
      const seat = view?.players[side];
      if (!view || !seat) return null;
      const name = side === you ? t('online.you', { name: seat.name }) : seat.name;
      const toMove = view.phase === 'playing' && !view.end && board?.turn() === side;
      const rating = seatRatingText(view, side);
      const count = board?.cardCount(side) ?? '';
      const swatch = board?.cardSwatch(side) ?? null;
      return { side, name, count, rating, toMove, connected: seat.connected, swatch };
    };
    const { top, bottom } = this.sides(you);
    // The "?" under the names is explained once, under the status, while the game goes on (the result card
    // says it after); a game played unrated although asked rated says so there throughout.
    const notes = view ? [unratedNote(view), view.end ? null : settlingNote(view)] : [];
    const status = [facts.status, ...notes.filter((note) => note !== null)].join('\n');
    this.hud.setState(card(top), card(bottom), status, view ? moveLines(view) : []);
    const controls = { you, confirmingResign: facts.confirmingResign, replay: facts.replay };
    this.controls.show(view ? screenControls(view, controls) : []);
    this.watchLines.show(watchersText(view?.watchers ?? 0));
    this.card.show(facts.resultFolded && view?.end ? null : boardCardOf(view, you));
  }

  /** The clocks and away countdowns, every frame; a tick each second under ten on this player's clock. */
  showTimes(serverNow: number): void {
    const facts = this.facts;
    const view = facts?.view ?? null;
    const you = facts?.you ?? null;
    const { top, bottom } = this.sides(you);
    const times = cardTimes(view, serverNow);
    this.hud.setTimes(times?.[top] ?? null, times?.[bottom] ?? null);
    const mine = you ? times?.[you] : null;
    if (!mine || view?.clock?.running !== you || (mine.clock ?? Infinity) >= LOW_TIME_MS) return;
    const second = Math.ceil((mine.clock ?? 0) / 1000);
    if (second === this.lowTickSecond) return;
    this.lowTickSecond = second;
    this.sound.effect('click');
  }

  /** What the browser tests' hook reads of the game: plain data, points in page pixels. */
  hookState(parts: {
    readonly code: string;
    readonly view: GameView | null;
    readonly you: Side | null;
    readonly link: string;
    readonly serverNow: number;
    readonly shownAt: Readonly<Record<number, number>>;
    readonly status: string;
  }): OnlineHookState {
    const { scale } = this.scene;
    const { view, you } = parts;
    const copySpot = this.card.copySpot;
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
      buttons: this.controls.items.map((item) => ({ ...item, ...page(item.x, item.y) })),
      copySpot: copySpot ? page(copySpot.x, copySpot.y) : null,
      card: this.card.rect ? pageRect(this.card.rect) : null,
      status: parts.status,
      inviteLink: view?.phase === 'waiting' ? inviteLink(view.code) : null,
      board: this.board?.hook() ?? null,
    };
  }

  destroy(): void {
    this.hud.destroy();
    this.controls.destroy();
    this.card.destroy();
    this.coordinates.destroy();
    this.watchLines.destroy();
  }

  /** The sides drawn at the top (the opponent) and bottom (this player; x for a watcher). */
  private sides(you: Side | null): { top: Side; bottom: Side } {
    const bottom = you ?? 'x';
    return { top: opponentOf(bottom), bottom };
  }
}
