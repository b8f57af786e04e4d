import Phaser from 'phaser';
import { countPieces, opponentOf, type Side, type Square } from '../../core';
import type { GameView } from '../../net/game-view';
import type { RefusedMessage } from '../../net/protocol';
import { services, type Services } from '../services';
import { GameSession, type SessionEvent } from '../session/GameSession';
import { registerOnline, registerPlay, type OnlineHookState } from '../test-hook';
import { t } from '../ui/i18n';
import { paletteFor } from '../ui/theme';
import { blobPalette } from '../view/blob-texture';
import { BoardView } from '../view/BoardView';
import { BoardCard } from './BoardCard';
import { gameLink } from './club-api';
import { ClubConnection, type LinkState } from './club-connection';
import type { ClubIdentity } from './club-identity';
import { currentIdentity, identities } from './club-session';
import { ControlsView } from './ControlsView';
import { copyText } from './dom-field';
import { NetworkOpponent } from './network-opponent';
import { controlsFor, type ControlAction } from './online-controls';
import { onlineHookState } from './online-hook';
import { boardCardOf, cardTimes, moveLines, sessionSetupOf, statusText } from './online-screen';
import { onlineLayout, type OnlineLayout } from './online-layout';
import { gameOfView, isNewGame, reconcile, seatOf } from './online-sync';
import { problemText } from './online-words';
import { OnlineHud, type CardState } from './OnlineHud';
import { LOW_TIME_MS } from './server-clock';

export interface OnlinePlayData {
  /** The invite code: the room's id. */
  readonly code: string;
}

const wallClock = (): number => performance.timeOrigin + performance.now();

/**
 * A game against a person over the club. The server decides everything; this scene shows its latest
 * snapshot through a GameSession (the same board, animations and sounds as offline) whose opponent is
 * the network, sends this player's moves and requests, and rebuilds the session from the server's moves
 * whenever the two disagree.
 */
export class OnlinePlay extends Phaser.Scene {
  private code = '';
  private identity: ClubIdentity | null = null;
  private connection: ClubConnection | null = null;
  private view: GameView | null = null;
  private you: Side | null = null;
  private session: GameSession | null = null;
  private opponent: NetworkOpponent | null = null;
  /** This device's move the server has not shown yet (resent after a reconnection). */
  private pending: { ply: number; move: string } | null = null;
  private link: LinkState = 'connecting';
  private notice: string | null = null;
  private confirmingResign = false;
  private shownAt: Record<number, number> = {};
  private endHeard: string | null = null;
  private lowTickSecond = -1;
  private lastFrame = 0;
  private title = '';
  private board!: BoardView;
  private hud!: OnlineHud;
  private controls!: ControlsView;
  private card!: BoardCard;
  private layout: OnlineLayout | null = null;

  constructor() {
    super('OnlinePlay');
  }

  private get services(): Services {
    return services(this);
  }

  init(data: OnlinePlayData): void {
    this.code = data.code;
    this.view = null;
    this.you = null;
    this.session = null;
    this.pending = null;
    this.link = 'connecting';
    this.notice = null;
    this.confirmingResign = false;
    this.shownAt = {};
    this.endHeard = null;
    this.layout = null;
  }

  create(): void {
    const { saves, sound } = this.services;
    const { colourBlind } = saves.data.settings;
    const palette = paletteFor({ colourBlind });
    this.cameras.main.setBackgroundColor(palette.background);
    this.board = new BoardView(this, palette, blobPalette(colourBlind, false), (effect, step) =>
      sound.effect(effect, step === undefined ? undefined : { step }),
    );
    this.hud = new OnlineHud(this, palette, blobPalette(colourBlind, false));
    this.controls = new ControlsView(this, (action) => this.press(action));
    this.card = new BoardCard(this);
    this.board.onTap((square) => this.tap(square));
    this.relayout();
    sound.music('play');
    this.title = document.title;
    this.scale.on('resize', this.relayout, this);
    document.addEventListener('visibilitychange', this.onVisibility);
    this.events.once('shutdown', this.shutdown, this);
    registerPlay({
      session: () => this.session,
      animating: () => this.board.busy,
      pointOf: (square) => this.board.pagePointOf(square),
    });
    registerOnline(() => this.hookState());
    this.refresh();
    void this.connect();
  }

  override update(): void {
    const now = performance.now();
    const delta = this.lastFrame === 0 ? 0 : now - this.lastFrame;
    this.lastFrame = now;
    this.board.update(delta);
    this.session?.tick();
    this.showTimes();
  }

  private async connect(): Promise<void> {
    const identity = await currentIdentity();
    if (!this.scene.isActive()) return;
    if (!identity) return void this.scene.start('ClubName', { join: this.code });
    this.identity = identity;
    identities().game = this.code;
    const connection = new ClubConnection(this.code, identity.token, {
      state: (view) => this.heardState(view),
      refused: (message) => this.refused(message),
      ack: (ply) => {
        if (this.pending?.ply === ply) this.pending = null;
      },
      bye: (bye) => {
        this.notice =
          bye.code === 'replaced' ? t('online.replaced') : t('online.kicked', { reason: bye.text });
        this.refresh();
      },
      link: (state) => this.linkChanged(state),
    });
    this.connection = connection;
    try {
      await connection.open();
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      identities().game = null;
      if (!this.scene.isActive()) return;
      if (/bad-token/.test(why)) {
        identities().forget();
        return void this.scene.start('ClubName', { join: this.code });
      }
      const reason = /not found|no such|invalid|locked/i.test(why) ? t('online.refused.not-found') : why;
      this.scene.start('Title', { notice: t('online.cannotJoin', { reason }) });
    }
  }

  // --- what the server says ---

  private heardState(view: GameView): void {
    const before = this.view;
    if (before && view.seq <= before.seq) return;
    this.view = view;
    const you = this.identity ? seatOf(view, this.identity.playerId) : null;
    const session = this.session;
    if (!session || you !== this.you || isNewGame(before, view)) this.rebuild(view, you);
    else if (you === null) this.rebuild(view, you);
    else {
      const next = reconcile(session.game, view, you, this.pending?.ply ?? null);
      if (next === 'rebuild') this.rebuild(view, you);
      else if (next === 'follow') this.opponent?.receive(view);
    }
    if (this.pending && view.moves.length >= this.pending.ply) this.pending = null;
    if (view.phase !== 'playing' || view.end) this.confirmingResign = false;
    if (view.end && this.endHeard !== view.gameId) {
      this.endHeard = view.gameId;
      const result = view.end.result;
      if (this.you && (result === 'x' || result === 'o') && before) {
        this.board.whenIdle(() => this.services.sound.sting(result === this.you ? 'win' : 'loss'));
      }
    }
    this.refresh();
  }

  /** The server is right: a new session from its start and moves, shown without animation. */
  private rebuild(view: GameView, you: Side | null): void {
    const game = gameOfView(view);
    if (!game.ok) {
      console.warn(`[club] the server's game does not replay: ${game.error}`);
      return;
    }
    this.session?.dispose();
    this.you = you;
    this.pending = null;
    const { start } = game.value;
    const opponent = new NetworkOpponent((ply, move) => (you ? this.sendMove(ply, move) : undefined), {
      width: start.width,
      height: start.height,
    });
    const session = new GameSession({
      setup: sessionSetupOf(view, start),
      opponent,
      clock: () => performance.now(),
      game: game.value,
      you: you ?? 'x',
      store: null,
      whenReady: (play) => this.board.whenIdle(play),
      passDelayMs: () => 350,
      resultDelayMs: () => 0,
    });
    this.opponent = opponent;
    this.session = session;
    session.listen((event) => this.heard(event));
    opponent.receive(view);
    const size = this.layout?.board;
    if (!size || size.columns !== start.width || size.rows !== start.height) this.relayout();
    this.board.finish();
    this.board.show(session.state.position);
    if (!view.end) session.start();
  }

  private refused(message: RefusedMessage): void {
    this.services.sound.effect('illegal');
    if (message.to === 'move') {
      this.pending = null;
      if (this.view && message.code !== 'game-over') this.rebuild(this.view, this.you);
    } else {
      this.notice = problemText(message);
      this.time.delayedCall(4000, () => {
        this.notice = null;
        this.refresh();
      });
    }
    this.refresh();
  }

  private linkChanged(state: LinkState): void {
    this.link = state;
    // A move sent while the connection was down is sent again; the server acknowledges a repeat.
    if (state === 'open' && this.pending) this.connection?.send({ type: 'move', ...this.pending });
    this.refresh();
  }

  // --- what the session does ---

  private heard(event: SessionEvent): void {
    const speed = this.services.saves.data.settings.animationSpeed;
    const session = this.session;
    if (!session) return;
    switch (event.kind) {
      case 'moved': {
        this.board.animateMove(event.before, event.change, event.after, event.origin, speed);
        if (event.before.turn !== this.you) {
          this.shownAt[session.game.moves.length] = wallClock();
          if (document.visibilityState === 'hidden') {
            document.title = t('online.tabAlert');
            this.services.sound.effect('select');
          }
        }
        break;
      }
      case 'reset':
        this.board.finish();
        this.board.show(session.state.position);
        break;
      case 'sound':
        this.services.sound.effect(event.effect);
        break;
      case 'over':
        this.board.whenIdle(() => {
          if (event.outcome.fill) this.board.animateFill(session.state.position, event.outcome, speed);
          this.board.whenIdle(() => this.session?.endingDone());
        });
        break;
      case 'result':
      case 'changed':
        break;
    }
    this.refresh();
  }

  private sendMove(ply: number, move: string): void {
    if (!this.view || this.view.end) return;
    this.pending = { ply, move };
    this.connection?.send({ type: 'move', ply, move });
  }

  // --- input ---

  private canPlay(): boolean {
    const view = this.view;
    return (
      this.link === 'open' && this.you !== null && view?.phase === 'playing' && !view.end && !this.notice
    );
  }

  private tap(square: Square | null): void {
    if (!this.canPlay()) return;
    this.session?.setCursor(null);
    this.session?.tap(square);
  }

  private press(action: ControlAction): void {
    this.services.sound.effect('click');
    const view = this.view;
    switch (action) {
      case 'resign-ask':
        this.confirmingResign = true;
        this.time.delayedCall(4000, () => {
          this.confirmingResign = false;
          this.refresh();
        });
        break;
      case 'leave':
        this.leave();
        return;
      case 'replay':
        if (view?.gameId) this.scene.start('Replay', { gameId: view.gameId });
        return;
      case 'copy-game':
        if (view?.gameId) void copyText(gameLink(view.gameId));
        break;
      default:
        this.confirmingResign = false;
        this.connection?.send({ type: action });
    }
    this.refresh();
  }

  private leave(): void {
    identities().game = null;
    this.scene.start('Online');
  }

  // --- drawing ---

  private relayout(): void {
    const position = this.session?.state.position;
    const layout = onlineLayout(
      { width: this.scale.width, height: this.scale.height },
      position?.width ?? 7,
      position?.height ?? 7,
    );
    this.layout = layout;
    this.board.setLayout(layout.board);
    this.hud.setLayout(layout);
    this.controls.setLayout(layout);
    this.card.setLayout(layout.board);
    this.refresh();
  }

  /** The sides drawn at the top (the opponent) and bottom (this player; x for a watcher). */
  private get sides(): { top: Side; bottom: Side } {
    const bottom = this.you ?? 'x';
    return { top: opponentOf(bottom), bottom };
  }

  private refresh(): void {
    const view = this.view;
    const session = this.session;
    if (!this.layout) return;
    if (session) this.board.setMarks(session.state);
    const counts = session ? countPieces(session.state.position) : { x: 0, o: 0 };
    const card = (side: Side): CardState | null => {
      const seat = view?.players[side];
      if (!view || !seat) return null;
      const name = side === this.you ? t('online.you', { name: seat.name }) : seat.name;
      const toMove = view.phase === 'playing' && !view.end && session?.state.position.turn === side;
      return { side, name, count: counts[side], toMove, connected: seat.connected };
    };
    const { top, bottom } = this.sides;
    this.hud.setState(card(top), card(bottom), this.statusLine(), view ? moveLines(view) : []);
    this.controls.show(
      view
        ? controlsFor(view, {
            you: this.you,
            confirmingResign: this.confirmingResign,
            replay: this.scene.manager.keys.Replay !== undefined,
          })
        : [],
    );
    this.card.show(boardCardOf(this.view, this.you));
    this.showTimes();
  }

  private statusLine(): string {
    const turn = this.session?.state.position.turn ?? this.view?.turn ?? 'x';
    return statusText({ view: this.view, you: this.you, link: this.link, notice: this.notice, turn });
  }

  /** The clocks and away countdowns, every frame; the tick under ten seconds on this player's clock. */
  private showTimes(): void {
    const view = this.view;
    const serverNow = this.connection?.clock.serverNow() ?? wallClock();
    const { top, bottom } = this.sides;
    const times = cardTimes(view, serverNow);
    this.hud.setTimes(times?.[top] ?? null, times?.[bottom] ?? null);
    const mine = this.you && times?.[this.you];
    if (mine && view?.clock?.running === this.you && (mine.clock ?? Infinity) < LOW_TIME_MS) {
      const second = Math.ceil((mine.clock ?? 0) / 1000);
      if (second !== this.lowTickSecond) {
        this.lowTickSecond = second;
        this.services.sound.effect('click');
      }
    }
  }

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'visible') document.title = this.title;
  };

  private hookState(): OnlineHookState {
    return onlineHookState({
      scale: this.scale,
      code: this.code,
      view: this.view,
      you: this.you,
      link: this.link,
      serverNow: this.connection?.clock.serverNow() ?? wallClock(),
      shownAt: this.shownAt,
      buttons: this.controls?.items ?? [],
      copySpot: this.card?.copySpot ?? null,
      status: this.statusLine(),
    });
  }

  private shutdown(): void {
    this.scale.off('resize', this.relayout, this);
    document.removeEventListener('visibilitychange', this.onVisibility);
    document.title = this.title;
    this.connection?.close();
    this.connection = null;
    this.session?.dispose();
    this.session = null;
    this.board.destroy();
    this.hud.destroy();
    this.controls.destroy();
    this.card.destroy();
  }
}
