/**
 * Ataxx's board on the online game screen: the offline BoardView driven by a GameSession (the same
 * animations and sounds as offline) whose opponent is the network. This device's moves are sent with
 * their ply; the server's are handed to the session through the NetworkOpponent; whenever the two
 * disagree (a takeback, a refused move, a rematch, another tab's move) the session is made anew from the
 * server's moves. A spectator's session sits on one side and the network plays the other, so each move
 * animates as a player sees it.
 */
import type Phaser from 'phaser';
import { countPieces, type Game, type Side } from '../../core';
import { ok } from '../../core/result';
import type { GameView } from '../../net/game-view';
import { paletteFor } from '../base/theme';
import { blobPalette } from '../board/blob-texture';
import { BoardView } from '../board/BoardView';
import type { BoardLayout } from '../board/layout';
import type { GameSession, SessionEvent } from '../session/GameSession';
import { registerPlay } from '../session/hook-state';
import { keptOfOnline } from '../session/kept-replay';
import type { KeptGame } from '../store/my-games';
import { BoardKeys } from '../session/keys';
import type { NetworkOpponent } from './network-opponent';
import type { OnlineBoard, OnlineBoardHost } from './online-board';
import { gameOfView, onlineSession, reconcile } from './online-sync';
import { watchNext } from './watch-screen';

export class AtaxxOnlineBoard implements OnlineBoard {
  readonly game = 'ataxx';
  private readonly view: BoardView;
  private readonly keys: BoardKeys;
  private session: GameSession | null = null;
  private opponent: NetworkOpponent | null = null;
  /** The side this device plays on the board shown; null for a spectator. */
  private you: Side | null = null;
  /** The server's latest snapshot. */
  private latest: GameView | null = null;
  private laidOut: BoardLayout | null = null;

  constructor(
    scene: Phaser.Scene,
    private readonly host: OnlineBoardHost,
  ) {
    const palette = paletteFor({ colourBlind: host.colourBlind });
    this.view = new BoardView(scene, palette, blobPalette(host.colourBlind, false), (effect, step) =>
      host.sound.effect(effect, step === undefined ? undefined : { step }),
    );
    this.view.onTap((square) => host.tapped(square));
    this.keys = new BoardKeys({
      // A spectator's keys do nothing, not even the cursor.
      session: () => (this.you === null ? null : this.session),
      view: this.view,
      mayTap: () => host.mayPlay(),
    });
    registerPlay({
      session: () => this.session,
      animating: () => this.view.busy,
      pointOf: (square) => this.view.pagePointOf(square),
    });
  }

  get busy(): boolean {
    return this.view.busy;
  }

  get size(): { columns: number; rows: number } | null {
    const position = this.session?.state.position;
    return position ? { columns: position.width, rows: position.height } : null;
  }

  setLayout(layout: BoardLayout): void {
    this.laidOut = layout;
    this.view.setLayout(layout);
  }

  heard(view: GameView, you: Side | null, facts: { newGame: boolean; pendingPly: number | null }): boolean {
    this.latest = view;
    const session = this.session;
    if (session && you === this.you && !facts.newGame && you === null) return this.follow();
    const next =
      session && you === this.you && !facts.newGame
        ? reconcile(session.game, view, you, facts.pendingPly)
        : 'rebuild';
    if (next === 'rebuild') this.rebuild(view, you);
    else if (next === 'follow') this.opponent?.receive(view);
    return next === 'rebuild';
  }

  /**
   * The server is right: a new session from its start and moves, shown without animation. A
   * spectator's session is also made anew, from the game it shows (`shown`), to play the other side.
   */
  rebuild(view: GameView, you: Side | null, shown?: Game): void {
    this.latest = view;
    const game = shown ? ok(shown) : gameOfView(view);
    if (!game.ok) {
      console.warn(`[club] the server's game does not replay: ${game.error}`);
      return;
    }
    this.session?.dispose();
    this.you = you;
    const { start } = game.value;
    const { session, opponent } = onlineSession(view, game.value, you, {
      send: (ply, move) => this.host.send(ply, move),
      whenReady: (play) => this.view.whenIdle(play),
    });
    this.opponent = opponent;
    this.session = session;
    session.listen((event) => this.heardEvent(event));
    opponent.receive(view);
    if (shown) return session.start();
    const laid = this.laidOut;
    if (!laid || laid.columns !== start.width || laid.rows !== start.height) this.host.resize();
    this.view.finish();
    this.view.show(session.state.position);
    if (!view.end) session.start();
  }

  /** A spectator's board follows the server move by move, each animated as a player sees it. */
  private follow(): boolean {
    const view = this.latest;
    const session = this.session;
    if (!view || !session || this.you !== null) return false;
    const next = watchNext(session, view);
    if (next === 'follow') this.opponent?.receive(view);
    else this.rebuild(view, null, next === 'reseat' ? session.game : undefined);
    return next === 'rebuild';
  }

  tap(square: number | null): void {
    this.session?.setCursor(null);
    this.session?.tap(square);
  }

  key(event: KeyboardEvent): void {
    this.keys.press(event);
  }

  update(delta: number): void {
    this.view.update(delta);
    this.session?.tick();
  }

  whenIdle(then: () => void): void {
    this.view.whenIdle(then);
  }

  draw(): void {
    if (this.session) this.view.setMarks(this.session.state);
  }

  turn(): Side | null {
    return this.session?.state.position.turn ?? null;
  }

  cardCount(side: Side): string {
    return String(this.session ? countPieces(this.session.state.position)[side] : 0);
  }

  kept(view: GameView, you: Side, names: { readonly x: string; readonly o: string }): KeptGame | null {
    return keptOfOnline(view, you, names);
  }

  cardSwatch(): null {
    return null;
  }

  hook(): null {
    return null;
  }

  destroy(): void {
    this.session?.dispose();
    this.session = null;
    this.view.destroy();
  }

  /** Shows one session event on the board: the same animations and sounds as offline play. */
  private heardEvent(event: SessionEvent): void {
    const session = this.session;
    if (!session) return;
    const board = this.view;
    const speed = this.host.speed();
    switch (event.kind) {
      case 'moved':
        board.animateMove(event.before, event.change, event.after, event.origin, speed);
        if (event.before.turn !== this.you) this.host.theirMoveShown(session.game.moves.length);
        // A spectator's session played its one side: the server's next move may be waiting already.
        if (this.you === null) queueMicrotask(() => this.follow());
        break;
      case 'reset':
        board.finish();
        board.show(session.state.position);
        break;
      case 'sound':
        this.host.sound.effect(event.effect);
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
    this.host.changed();
  }
}
