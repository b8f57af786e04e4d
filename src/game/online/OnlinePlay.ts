import Phaser from 'phaser';
import { NO_DATA } from '../base/scene-data';
import type { Game, Side, Square } from '../../core';
import { ok } from '../../core/result';
import type { GameView } from '../../net/game-view';
import type { RefusedMessage } from '../../net/protocol';
import { services, type Services } from '../store/services';
import type { GameSession, SessionEvent } from '../session/GameSession';
import { registerOnline, registerPlay, type OnlineHookState } from '../session/hook-state';
import { t } from '../base/i18n';
import { ClubConnection, wallClock, type LinkState } from './club-connection';
import type { ClubIdentity } from '../club/club-identity';
import { currentIdentity, identities } from '../club/club-session';
import { BoardKeys } from '../session/keys';
import type { NetworkOpponent } from './network-opponent';
import { declineLine, type ControlAction } from './online-controls';
import { onlineHookState } from './online-hook';
import { statusText } from './online-screen';
import { onlineSession } from './online-session';
import { gameOfView, isNewGame, reconcile, seatOf } from './online-sync';
import { forgetWatchLink, type OnlinePlayData } from './online-link';
import { joinFailure, problemText } from './online-words';
import { OnlineScreen } from './OnlineScreen';
import { TabPresence } from './TabPresence';
import { watchNext } from './watch-screen';
import { endSting, showOnBoard } from './online-board-events';
import { leaveGameForProfile, leaveTo, pressControl } from './online-press';
import { keepOnlineGame } from './keep-online';

/**
 * A game against a person over the club. The server decides everything; this scene shows its latest
 * snapshot through a GameSession (the same board, animations and sounds as offline) whose opponent is
 * the network, sends this player's moves and requests, and rebuilds the session from the server's moves
 * whenever the two disagree.
 */
export class OnlinePlay extends Phaser.Scene {
  private code = '';
  /** Only watching: no seat is asked for, nothing is sent but pings. */
  private watch = false;
  /** The menu that opened the game, where leaving it goes back (Online when absent). */
  private from: string | null = null;
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
  /** A success (a copied link) said under the status line for a few seconds. */
  private said: string | null = null;
  /** Why the club closed this connection for good (the game opened elsewhere, flooding). */
  private gone: string | null = null;
  private confirmingResign = false;
  private shownAt: Record<number, number> = {};
  private endHeard: string | null = null;
  private lastFrame = 0;
  private tab!: TabPresence;
  private resultFolded = false;
  private screen!: OnlineScreen;

  constructor() {
    super('OnlinePlay');
  }

  private get services(): Services {
    return services(this);
  }

  init(data: OnlinePlayData): void {
    this.code = data.code;
    this.watch = data.watch === true;
    this.from = data.from ?? null;
    this.view = null;
    this.you = null;
    this.session = null;
    this.pending = null;
    this.link = 'connecting';
    this.notice = null;
    this.said = null;
    this.gone = null;
    this.confirmingResign = false;
    this.shownAt = {};
    this.endHeard = null;
    this.resultFolded = false;
  }

  create(): void {
    const { saves, sound } = this.services;
    this.screen = new OnlineScreen(
      this,
      saves.data.settings.colourBlind,
      sound,
      (square) => this.tap(square),
      (action) => this.press(action),
    );
    this.relayout();
    sound.music('play');
    this.tab = new TabPresence(this.code, () => this.you !== null);
    this.scale.on('resize', this.relayout, this);
    this.events.once('shutdown', this.shutdown, this);
    registerPlay({
      session: () => this.session,
      animating: () => this.screen.board.busy,
      pointOf: (square) => this.screen.board.pagePointOf(square),
    });
    registerOnline(() => this.hookState());
    const keys = new BoardKeys({
      // A spectator's keys do nothing, not even the cursor.
      session: () => (this.you === null ? null : this.session),
      view: this.screen.board,
      mayTap: () => this.canPlay(),
    });
    const onKey = (event: KeyboardEvent): void => keys.press(event);
    this.input.keyboard?.on('keydown', onKey);
    this.events.once('shutdown', () => this.input.keyboard?.off('keydown', onKey));
    this.refresh();
    void this.connect();
  }

  override update(): void {
    const now = performance.now();
    const delta = this.lastFrame === 0 ? 0 : now - this.lastFrame;
    this.lastFrame = now;
    this.screen.board.update(delta);
    this.session?.tick();
    this.screen.showTimes(this.serverNow());
  }

  private async connect(): Promise<void> {
    // A spectator needs no name: it watches anonymously, and its tab keeps no game to come back to.
    // (Awaited either way: the scene is not active until its create() has returned.)
    const identity = await (this.watch ? null : currentIdentity());
    if (!this.scene.isActive()) return;
    if (!identity && !this.watch) return void this.scene.start('ClubName', { join: this.code });
    this.identity = identity;
    if (!this.watch) identities().game = this.code;
    const connection = new ClubConnection(this.code, identity?.token ?? null, {
      state: (view) => this.heardState(view),
      refused: (message) => this.refused(message),
      ack: (ply) => {
        if (this.pending?.ply === ply) this.pending = null;
      },
      bye: (bye) => {
        this.gone = bye.code === 'replaced' ? t('online.replaced') : t('online.kicked', { reason: bye.text });
        this.refresh();
      },
      link: (state) => this.linkChanged(state),
    });
    this.connection = connection;
    try {
      await connection.open();
    } catch (error) {
      if (!this.watch) identities().game = null;
      if (!this.scene.isActive()) return;
      const failed = joinFailure(error);
      if (failed.name) identities().forget();
      if (failed.name) this.scene.start('ClubName', { join: this.code });
      else this.scene.start('Title', { notice: failed.notice });
    }
  }

  // --- what the server says ---

  private heardState(view: GameView): void {
    const before = this.view;
    if (!this.connection) return;
    this.view = view;
    const you = this.identity && !this.watch ? seatOf(view, this.identity.playerId) : null;
    const session = this.session;
    if (isNewGame(before, view)) this.resultFolded = false;
    if (you) this.tab.playing();
    if (!session || you !== this.you || isNewGame(before, view)) this.rebuild(view, you);
    else if (you === null) this.follow();
    else {
      const next = reconcile(session.game, view, you, this.pending?.ply ?? null);
      if (next === 'rebuild') this.rebuild(view, you);
      else if (next === 'follow') this.opponent?.receive(view);
    }
    if (this.pending && view.moves.length >= this.pending.ply) this.pending = null;
    if (view.phase !== 'playing' || view.end) this.confirmingResign = false;
    // A declined offer only disappears from the view (the computer's at once): the player is told.
    const declined = declineLine(before, view, you);
    if (declined) this.flash(declined);
    if (view.end && this.endHeard !== view.gameId) {
      this.endHeard = view.gameId;
      // A player who saw the game end (not one who came back to it over) hears it won or lost.
      const sting = before ? endSting(view, this.you) : null;
      if (sting) this.screen.board.whenIdle(() => this.services.sound.sting(sting));
      if (this.you) keepOnlineGame(this.services.saves, view, this.you);
    }
    this.refresh();
  }

  /**
   * The server is right: a new session from its start and moves, shown without animation. A
   * spectator's session is also made anew, from the game it shows (`shown`), to play the other side.
   */
  private rebuild(view: GameView, you: Side | null, shown?: Game): void {
    const game = shown ? ok(shown) : gameOfView(view);
    if (!game.ok) {
      console.warn(`[club] the server's game does not replay: ${game.error}`);
      return;
    }
    this.session?.dispose();
    this.you = you;
    // Say so to this browser's other tabs at once: a tab opened on the invite a second later must see it.
    this.tab.playing();
    this.pending = null;
    const { start } = game.value;
    const { session, opponent } = onlineSession(view, game.value, you, {
      send: (ply, move) => this.sendMove(ply, move),
      whenReady: (play) => this.screen.board.whenIdle(play),
    });
    this.opponent = opponent;
    this.session = session;
    session.listen((event) => this.heard(event));
    opponent.receive(view);
    if (shown) return session.start();
    const size = this.screen.boardSize;
    if (!size || size.columns !== start.width || size.rows !== start.height) this.relayout();
    this.screen.board.finish();
    this.screen.board.show(session.state.position);
    if (!view.end) session.start();
  }

  /** A spectator's board follows the server move by move, each animated as a player sees it. */
  private follow(): void {
    const view = this.view;
    const session = this.session;
    if (!view || !session || this.you !== null) return;
    const next = watchNext(session, view);
    if (next === 'rebuild') this.rebuild(view, null);
    else if (next === 'reseat') this.rebuild(view, null, session.game);
    else this.opponent?.receive(view);
  }

  private refused(message: RefusedMessage): void {
    this.services.sound.effect('illegal');
    if (message.to === 'move') {
      this.pending = null;
      if (this.view && message.code !== 'game-over') this.rebuild(this.view, this.you);
    } else this.flash(problemText(message));
    this.refresh();
  }

  /** A word on the status line, instead of it, for a few seconds (a refusal, a decline). */
  private flash(text: string): void {
    this.notice = text;
    this.refresh();
    this.time.delayedCall(4000, () => {
      if (this.notice !== text) return;
      this.notice = null;
      this.refresh();
    });
  }

  private say(text: string): void {
    this.said = text;
    // A copied link is said after the clipboard answers, long after the press redrew the screen.
    this.refresh();
    this.time.delayedCall(4000, () => {
      if (this.said !== text) return;
      this.said = null;
      this.refresh();
    });
  }

  private linkChanged(state: LinkState): void {
    // Closed on the way out (shutdown): the screen is already gone, nothing is to be drawn.
    if (!this.connection) return;
    this.link = state;
    // A move sent while the connection was down is sent again; the server acknowledges a repeat.
    if (state === 'open' && this.pending) this.connection?.send({ type: 'move', ...this.pending });
    this.refresh();
  }

  private heard(event: SessionEvent): void {
    const session = this.session;
    if (!session) return;
    showOnBoard(event, {
      board: this.screen.board,
      session,
      speed: this.services.saves.data.settings.animationSpeed,
      you: this.you,
      effect: (effect) => this.services.sound.effect(effect),
      theirMoveShown: () => {
        this.shownAt[session.game.moves.length] = wallClock();
        if (this.you && this.tab.alert()) this.services.sound.effect('select');
      },
      followServer: () => this.follow(),
      endingShown: () => this.session?.endingDone(),
    });
    this.refresh();
  }

  private sendMove(ply: number, move: string): void {
    if (!this.view || this.view.end) return;
    this.pending = { ply, move };
    this.connection?.send({ type: 'move', ply, move });
  }

  private canPlay(): boolean {
    const view = this.view;
    return this.link === 'open' && this.you !== null && view?.phase === 'playing' && !view.end && !this.gone;
  }

  private tap(square: Square | null): void {
    if (this.view?.end) {
      // The result card folds away (and back) so the final position can be seen whole.
      this.resultFolded = !this.resultFolded;
      return this.refresh();
    }
    if (!this.canPlay()) return;
    this.session?.setCursor(null);
    this.session?.tap(square);
  }

  private press(action: ControlAction): void {
    this.services.sound.effect('click');
    const stays = pressControl(action, {
      view: this.view,
      code: this.code,
      askResign: () => {
        this.confirmingResign = true;
        this.time.delayedCall(4000, () => {
          this.confirmingResign = false;
          this.refresh();
        });
      },
      leave: () => this.leave(),
      openReplay: (gameId) => {
        identities().game = null;
        this.scene.start('Replay', { gameId });
      },
      openProfile: () => this.scene.start('Profile', leaveGameForProfile(this.from ?? 'Online')),
      // What a button says afterwards is a success (a link copied): it goes under whose move it is.
      flash: (text) => this.say(text),
      send: (type) => {
        this.confirmingResign = false;
        this.connection?.send({ type });
      },
    });
    if (stays) this.refresh();
  }

  private leave(): void {
    if (this.watch) forgetWatchLink();
    else identities().game = null;
    const hasLobby = this.scene.manager.keys.Lobby !== undefined;
    const named = identities().identity !== null;
    this.scene.start(leaveTo({ watch: this.watch, from: this.from, hasLobby, named }), NO_DATA);
  }

  // --- drawing ---

  private relayout(): void {
    const position = this.session?.state.position;
    this.screen.setLayout(position?.width ?? 7, position?.height ?? 7);
    this.refresh();
  }

  private refresh(): void {
    this.screen.draw({
      view: this.view,
      you: this.you,
      state: this.session?.state ?? null,
      status: this.statusLine(),
      confirmingResign: this.confirmingResign,
      resultFolded: this.resultFolded,
      replay: this.scene.manager.keys.Replay !== undefined,
    });
  }

  private statusLine(): string {
    const turn = this.session?.state.position.turn ?? this.view?.turn ?? 'x';
    return statusText({
      view: this.view,
      you: this.you,
      link: this.link,
      notice: this.gone ?? this.notice,
      said: this.said,
      turn,
    });
  }

  private serverNow(): number {
    return this.connection?.clock.serverNow() ?? wallClock();
  }

  private hookState(): OnlineHookState {
    return onlineHookState({
      scale: this.scale,
      code: this.code,
      view: this.view,
      you: this.you,
      link: this.link,
      serverNow: this.serverNow(),
      shownAt: this.shownAt,
      buttons: this.screen?.controls.items ?? [],
      copySpot: this.screen?.card.copySpot ?? null,
      card: this.screen?.card.rect ?? null,
      status: this.statusLine(),
    });
  }

  private shutdown(): void {
    this.scale.off('resize', this.relayout, this);
    this.tab.dispose();
    const connection = this.connection;
    this.connection = null;
    connection?.close();
    this.session?.dispose();
    this.session = null;
    this.screen.destroy();
  }
}
