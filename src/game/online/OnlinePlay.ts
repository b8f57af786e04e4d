import Phaser from 'phaser';
import { NO_DATA } from '../base/scene-data';
import type { Game, Side, Square } from '../../core';
import { ok } from '../../core/result';
import type { GameView } from '../../net/game-view';
import type { RefusedMessage } from '../../net/protocol';
import { services, type Services } from '../store/services';
import { keepGame } from '../store/my-games';
import type { GameSession, SessionEvent } from '../session/GameSession';
import { registerOnline, registerPlay, type OnlineHookState } from '../session/hook-state';
import { keptOfOnline } from '../session/kept-replay';
import { t } from '../base/i18n';
import { copyText } from '../menu/dom-field';
import { ClubConnection, wallClock } from './club-connection';
import type { ClubIdentity } from '../club/club-identity';
import { gameLink } from '../club/club-api';
import { shownName } from '../club/player-names';
import { currentIdentity, identities, signedOut } from '../club/club-session';
import { BoardKeys } from '../session/keys';
import type { NetworkOpponent } from './network-opponent';
import { declineLine, type ControlAction } from './online-controls';
import { statusText } from './online-screen';
import { gameOfView, isNewGame, onlineSession, reconcile, seatOf } from './online-sync';
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
import { watchNext } from './watch-screen';

/** How long a word on the status line (a refusal, a decline, a copied link) or the resign question stays. */
const SAID_MS = 4000;

/**
 * A game against a person over the club. The server decides everything; this scene shows its latest
 * snapshot through a GameSession (the same board, animations and sounds as offline) whose opponent is
 * the network, sends this player's moves and requests, and rebuilds the session from the server's moves
 * whenever the two disagree. What the screen shows besides the board is its state (online-state.ts),
 * changed only through `onlineScreen` by the events below.
 */
export class OnlinePlay extends Phaser.Scene {
  private state: OnlineScreenState = openedScreen({ code: '' });
  private identity: ClubIdentity | null = null;
  private connection: ClubConnection | null = null;
  private session: GameSession | null = null;
  private opponent: NetworkOpponent | null = null;
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
    this.session = null;
  }

  /** The screen after `event`, drawn. */
  private apply(event: OnlineScreenEvent): void {
    this.state = onlineScreen(this.state, event);
    this.refresh();
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
    this.tab = new TabPresence(this.state.code, () => this.state.you !== null);
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
      session: () => (this.state.you === null ? null : this.session),
      view: this.screen.board,
      mayTap: () => mayPlay(this.state),
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
    const session = this.session;
    if (you) this.tab.playing();
    if (!session || you !== before.you || isNewGame(before.view, view)) this.rebuild(view, you);
    else if (you === null) this.follow();
    else {
      const next = reconcile(session.game, view, you, before.pending?.ply ?? null);
      if (next === 'rebuild') this.rebuild(view, you);
      else if (next === 'follow') this.opponent?.receive(view);
    }
    // A declined offer only disappears from the view (the computer's at once): the player is told.
    const declined = declineLine(before.view, view, you);
    if (declined) this.flash(declined);
    if (endNewlyHeard(before, this.state)) {
      // A player who saw the game end (not one who came back to it over) hears it won or lost.
      const sting = before.view ? endSting(view, this.state.you) : null;
      if (sting) this.screen.board.whenIdle(() => this.services.sound.sting(sting));
      if (this.state.you) this.keep(view, this.state.you);
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
    this.state = onlineScreen(this.state, { kind: 'seated', you });
    // Say so to this browser's other tabs at once: a tab opened on the invite a second later must see it.
    this.tab.playing();
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
    const { view, you } = this.state;
    const session = this.session;
    if (!view || !session || you !== null) return;
    const next = watchNext(session, view);
    if (next === 'rebuild') this.rebuild(view, null);
    else if (next === 'reseat') this.rebuild(view, null, session.game);
    else this.opponent?.receive(view);
  }

  private refused(message: RefusedMessage): void {
    this.services.sound.effect('illegal');
    if (message.to !== 'move') return this.flash(problemText(message));
    this.apply({ kind: 'move-refused' });
    const { view, you } = this.state;
    if (view && message.code !== 'game-over') this.rebuild(view, you);
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
    const kept = keptOfOnline(view, you, { x: x ? shownName(x) : '?', o: o ? shownName(o) : '?' });
    if (kept) this.services.saves.update((data) => ({ ...data, myGames: keepGame(data.myGames, kept) }));
  }

  /** Shows one session event on the board: the same animations and sounds as offline play. */
  private heard(event: SessionEvent): void {
    const session = this.session;
    if (!session) return;
    const board = this.screen.board;
    const speed = this.services.saves.data.settings.animationSpeed;
    const { you } = this.state;
    switch (event.kind) {
      case 'moved':
        board.animateMove(event.before, event.change, event.after, event.origin, speed);
        if (event.before.turn !== you) {
          this.state = onlineScreen(this.state, {
            kind: 'their-move-shown',
            ply: session.game.moves.length,
            at: wallClock(),
          });
          if (you && this.tab.alert()) this.services.sound.effect('select');
        }
        // A spectator's session played its one side: the server's next move may be waiting already.
        if (you === null) queueMicrotask(() => this.follow());
        break;
      case 'reset':
        board.finish();
        board.show(session.state.position);
        break;
      case 'sound':
        this.services.sound.effect(event.effect);
        break;
      case 'over':
        board.whenIdle(() => {
          if (event.outcome.fill) board.animateFill(session.state.position, event.outcome, speed);
          // The ending has been shown: whichever session is current by then is told.
          board.whenIdle(() => this.session?.endingDone());
        });
        break;
      case 'result':
      case 'changed':
        break;
    }
    this.refresh();
  }

  private sendMove(ply: number, move: string): void {
    if (!this.state.view || this.state.view.end) return;
    this.state = onlineScreen(this.state, { kind: 'move-sent', ply, move });
    this.connection?.send({ type: 'move', ply, move });
  }

  private tap(square: Square | null): void {
    // The result card folds away (and back) so the final position can be seen whole.
    if (this.state.view?.end) return this.apply({ kind: 'result-tapped' });
    if (!mayPlay(this.state)) return;
    this.session?.setCursor(null);
    this.session?.tap(square);
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
    const position = this.session?.state.position;
    this.screen.setLayout(position?.width ?? 7, position?.height ?? 7);
    this.refresh();
  }

  private refresh(): void {
    const { view, you, confirmingResign, resultFolded } = this.state;
    this.screen.draw({
      view,
      you,
      state: this.session?.state ?? null,
      status: this.statusLine(),
      confirmingResign,
      resultFolded,
      replay: this.scene.manager.keys.Replay !== undefined,
    });
  }

  private statusLine(): string {
    const { view, you, link, gone, notice, said } = this.state;
    const turn = this.session?.state.position.turn ?? view?.turn ?? 'x';
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
    this.session?.dispose();
    this.session = null;
    this.screen.destroy();
  }
}
