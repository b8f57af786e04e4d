import Phaser from 'phaser';
import { NO_DATA } from '../base/scene-data';
import type { Side } from '../../core/side';
import type { GameView } from '../../net/game-view';
import type { RefusedMessage } from '../../net/protocol';
import { services, type Services } from '../store/services';
import { keepGame } from '../store/my-games';
import { registerOnline, type OnlineHookState } from '../session/hook-state';
import { t } from '../base/i18n';
import { copyText } from '../menu/dom-field';
import { ClubConnection, wallClock } from './club-connection';
import type { ClubIdentity } from '../club/club-identity';
import { gameLink } from '../club/club-api';
import { shownName } from '../club/player-names';
import { currentIdentity, identities, signedOut } from '../club/club-session';
import { onlineBoardOf } from './board-of-game';
import type { OnlineBoard, OnlineBoardHost } from './online-board';
import { declineLine, type ControlAction } from './online-controls';
import { statusText } from './online-screen';
import { isNewGame, seatOf } from './online-sync';
import { forgetWatchLink, watchLink, type OnlinePlayData } from './online-link';
import {
  endNewlyHeard,
  endSting,
  leaveTo,
  mayPlay,
  onlineScreen,
  openedScreen,
  type OnlineScreenEvent,
  type OnlineScreenState,
} from './online-state';
import { joinFailure, problemText } from './online-words';
import { OnlineScreen } from './OnlineScreen';
import { leaveGameForProfile } from './profile-data';
import { TabPresence } from './TabPresence';

/** How long a word on the status line (a refusal, a decline, a copied link) or the resign question stays. */
const SAID_MS = 4000;

/**
 * A game against a person over the club. The server decides everything; this scene hands its latest
 * snapshot to the board of the game it plays (online-board.ts: Ataxx's drives a GameSession whose
 * opponent is the network, Oxono's its two-tap moves), sends this player's moves and requests, and
 * shows the clocks, offers and result around it. What the screen shows besides the board is its state
 * (online-state.ts), changed only through `onlineScreen` by the events below.
 */
export class OnlinePlay extends Phaser.Scene {
  private state: OnlineScreenState = openedScreen({ code: '' });
  private identity: ClubIdentity | null = null;
  private connection: ClubConnection | null = null;
  /** The board of the game shown, made for the first snapshot's game (and again if a view names another). */
  private board: OnlineBoard | null = null;
  private boardGame: string | null = null;
  private lastFrame = 0;
  private tab!: TabPresence;
  private screen!: OnlineScreen;

  constructor() {
    super('OnlinePlay');
  }

  private get services(): Services {
    return services(this);
  }

  init(data: OnlinePlayData): void {
    this.state = openedScreen(data);
    this.board = null;
    this.boardGame = null;
  }

  /** The screen after `event`, drawn. */
  private apply(event: OnlineScreenEvent): void {
    this.state = onlineScreen(this.state, event);
    this.refresh();
  }

  create(): void {
    const { saves, sound } = this.services;
    this.screen = new OnlineScreen(this, saves.data.settings.colourBlind, sound, (action) =>
      this.press(action),
    );
    this.relayout();
    sound.music('play');
    this.tab = new TabPresence(this.state.code, () => this.state.you !== null);
    this.scale.on('resize', this.relayout, this);
    this.events.once('shutdown', this.shutdown, this);
    registerOnline(() => this.hookState());
    const onKey = (event: KeyboardEvent): void => this.board?.key(event);
    this.input.keyboard?.on('keydown', onKey);
    this.events.once('shutdown', () => this.input.keyboard?.off('keydown', onKey));
    this.refresh();
    void this.connect();
  }

  override update(): void {
    const now = performance.now();
    const delta = this.lastFrame === 0 ? 0 : now - this.lastFrame;
    this.lastFrame = now;
    this.board?.update(delta);
    this.screen.showTimes(this.serverNow());
  }

  private async connect(): Promise<void> {
    const { code, watch } = this.state;
    // A spectator needs no name: it watches anonymously, and its tab keeps no game to come back to.
    // (Awaited either way: the scene is not active until its create() has returned.)
    const identity = await (watch ? null : currentIdentity());
    if (!this.scene.isActive()) return;
    if (!identity && !watch) return void this.scene.start('ClubName', { join: code });
    this.identity = identity;
    if (!watch) identities().game = code;
    const connection = new ClubConnection(code, identity?.token ?? null, {
      state: (view) => this.heardState(view),
      refused: (message) => this.refused(message),
      ack: (ply) => this.apply({ kind: 'move-taken', ply }),
      bye: (bye) =>
        this.apply({
          kind: 'gone',
          why: bye.code === 'replaced' ? t('online.replaced') : t('online.kicked', { reason: bye.text }),
        }),
      link: (link) => this.linkChanged(link),
    });
    this.connection = connection;
    try {
      await connection.open();
    } catch (error) {
      if (!watch) identities().game = null;
      if (!this.scene.isActive()) return;
      const failed = joinFailure(error);
      if (failed.name) signedOut();
      if (failed.name) this.scene.start('ClubName', { join: code });
      else this.scene.start('Title', { notice: failed.notice });
    }
  }

  // --- what the server says ---

  private heardState(view: GameView): void {
    if (!this.connection) return;
    const before = this.state;
    this.state = onlineScreen(before, { kind: 'heard', view });
    const you = this.identity && !before.watch ? seatOf(view, this.identity.playerId) : null;
    if (you) this.tab.playing();
    const board = this.boardFor(view.game);
    const facts = { newGame: isNewGame(before.view, view), pendingPly: before.pending?.ply ?? null };
    if (board.heard(view, you, facts)) this.seated(you);
    // A declined offer only disappears from the view (the computer's at once): the player is told.
    const declined = declineLine(before.view, view, you);
    if (declined) this.flash(declined);
    if (endNewlyHeard(before, this.state)) {
      // A player who saw the game end (not one who came back to it over) hears it won or lost.
      const sting = before.view ? endSting(view, this.state.you) : null;
      if (sting) board.whenIdle(() => this.services.sound.sting(sting));
      if (this.state.you) this.keep(view, this.state.you);
    }
    this.refresh();
  }

  /** The board for a game: the one shown, or a new one when the view names another game. */
  private boardFor(game: string): OnlineBoard {
    if (this.board && this.boardGame === game) return this.board;
    this.board?.destroy();
    const board = onlineBoardOf(game, this, this.boardHost());
    this.board = board;
    this.boardGame = game;
    this.screen.setBoard(board);
    return board;
  }

  /** What the board may ask of this screen. */
  private boardHost(): OnlineBoardHost {
    const { saves, sound } = this.services;
    return {
      colourBlind: saves.data.settings.colourBlind,
      sound,
      speed: () => saves.data.settings.animationSpeed,
      mayPlay: () => mayPlay(this.state),
      tapped: (square) => this.tap(square),
      send: (ply, move) => this.sendMove(ply, move),
      theirMoveShown: (ply) => this.theirMoveShown(ply),
      resize: () => this.relayout(),
      changed: () => this.refresh(),
    };
  }

  /** The board was made anew from the server's game, this device sitting as `you`. */
  private seated(you: Side | null): void {
    this.state = onlineScreen(this.state, { kind: 'seated', you });
    // Say so to this browser's other tabs at once: a tab opened on the invite a second later must see it.
    this.tab.playing();
  }

  /** The opponent's move at `ply` is drawn: its time is noted, and a player in another tab hears it. */
  private theirMoveShown(ply: number): void {
    this.state = onlineScreen(this.state, { kind: 'their-move-shown', ply, at: wallClock() });
    if (this.state.you && this.tab.alert()) this.services.sound.effect('select');
  }

  private refused(message: RefusedMessage): void {
    this.services.sound.effect('illegal');
    if (message.to !== 'move') return this.flash(problemText(message));
    this.apply({ kind: 'move-refused' });
    const { view, you } = this.state;
    if (view && message.code !== 'game-over' && this.board) {
      this.board.rebuild(view, you);
      this.seated(you);
    }
    this.refresh();
  }

  /** A word on the status line, instead of it (`notice`: a refusal, a decline) or under it (`said`). */
  private flash(text: string, kind: 'notice' | 'said' = 'notice'): void {
    this.apply({ kind, text });
    this.time.delayedCall(SAID_MS, () => this.apply({ kind: `${kind}-over`, text }));
  }

  private linkChanged(link: OnlineScreenState['link']): void {
    // Closed on the way out (shutdown): the screen is already gone, nothing is to be drawn.
    if (!this.connection) return;
    const { pending } = this.state;
    // A move sent while the connection was down is sent again; the server acknowledges a repeat.
    if (link === 'open' && pending) this.connection.send({ type: 'move', ...pending });
    this.apply({ kind: 'link', link });
  }

  /** Keeps a finished club game this player sat in among My games (an aborted one is not a game to replay). */
  private keep(view: GameView, you: Side): void {
    const { x, o } = view.players;
    const kept = this.board?.kept(view, you, { x: x ? shownName(x) : '?', o: o ? shownName(o) : '?' });
    if (kept) this.services.saves.update((data) => ({ ...data, myGames: keepGame(data.myGames, kept) }));
  }

  private sendMove(ply: number, move: string): void {
    if (!this.state.view || this.state.view.end) return;
    this.state = onlineScreen(this.state, { kind: 'move-sent', ply, move });
    this.connection?.send({ type: 'move', ply, move });
  }

  private tap(square: number | null): void {
    // The result card folds away (and back) so the final position can be seen whole.
    if (this.state.view?.end) return this.apply({ kind: 'result-tapped' });
    if (!mayPlay(this.state)) return;
    this.board?.tap(square);
  }

  /** Carries out one of the game's buttons. */
  private press(action: ControlAction): void {
    this.services.sound.effect('click');
    const { view, code } = this.state;
    switch (action) {
      case 'resign-ask':
        this.apply({ kind: 'resign-asked' });
        this.time.delayedCall(SAID_MS, () => this.apply({ kind: 'resign-dropped' }));
        return;
      case 'leave':
        return this.leave();
      case 'replay':
        if (!view?.gameId) return;
        identities().game = null;
        return void this.scene.start('Replay', { gameId: view.gameId });
      case 'profile':
        return void this.scene.start('Profile', leaveGameForProfile(this.state.from ?? 'Online'));
      case 'copy-game':
        if (view?.gameId) this.copy(gameLink(view.gameId), t('online.invite.copied'));
        return this.refresh();
      case 'copy-watch':
        this.copy(watchLink(code), t('watch.copied'));
        return this.refresh();
      default:
        // A request to the club (resign, offers, rematch…): any pending resign question is dropped.
        this.apply({ kind: 'resign-dropped' });
        this.connection?.send({ type: action });
    }
  }

  /** Copies a link, then says so (after the clipboard answers, long after the press redrew the screen). */
  private copy(link: string, said: string): void {
    void copyText(link).then((copied) => {
      if (copied) this.flash(said, 'said');
    });
  }

  private leave(): void {
    const { watch, from } = this.state;
    if (watch) forgetWatchLink();
    else identities().game = null;
    const hasLobby = this.scene.manager.keys.Lobby !== undefined;
    const named = identities().identity !== null;
    this.scene.start(leaveTo({ watch, from, hasLobby, named }), NO_DATA);
  }

  // --- drawing ---

  private relayout(): void {
    const size = this.board?.size;
    this.screen.setLayout(size?.columns ?? 7, size?.rows ?? 7);
    this.refresh();
  }

  private refresh(): void {
    const { view, you, confirmingResign, resultFolded } = this.state;
    this.screen.draw({
      view,
      you,
      board: this.board,
      mayPlay: mayPlay(this.state),
      status: this.statusLine(),
      confirmingResign,
      resultFolded,
      replay: this.scene.manager.keys.Replay !== undefined,
    });
  }

  private statusLine(): string {
    const { view, you, link, gone, notice, said } = this.state;
    const turn = this.board?.turn() ?? view?.turn ?? 'x';
    return statusText({ view, you, link, notice: gone ?? notice, said, turn });
  }

  private serverNow(): number {
    return this.connection?.clock.serverNow() ?? wallClock();
  }

  private hookState(): OnlineHookState {
    const { code, view, you, link, shownAt } = this.state;
    return this.screen.hookState({
      code,
      view,
      you,
      link,
      serverNow: this.serverNow(),
      shownAt,
      status: this.statusLine(),
    });
  }

  private shutdown(): void {
    this.scale.off('resize', this.relayout, this);
    this.tab.dispose();
    const connection = this.connection;
    this.connection = null;
    connection?.close();
    this.board?.destroy();
    this.board = null;
    this.screen.destroy();
  }
}
