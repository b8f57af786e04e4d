import Phaser from 'phaser';
import { NO_DATA, type ReplayData } from '../base/scene-data';
import { storedWithShownNames } from '../club/player-names';
import { loadReplay, type ReplayLoad } from './load-replay';
import type { ReplayStep } from './ReplayCursor';
import { drawReplayControls, type ReplayControl } from './ReplayControls';
import { drawGameFacts, drawMoveList, drawReplayMessage } from './ReplayPanels';
import { ReplayHints } from './ReplayHints';
import { OxonoReplay } from './oxono-replay';
import { AUTOPLAY_GAP_MS, replayLayout, type ReplayLayout } from './replay-layout';
import { readStoredGame, type LoadedReplay } from './stored-game';
import type { AnimationSpeed } from '../base/settings';
import { services, type Services } from '../store/services';
import { TEST_BUILD } from '../base/test-build';
import { registerReplay, type ReplayHookState } from '../session/hook-state';
import { Button } from '../menu/Button';
import { onLanguageChange, t } from '../base/i18n';
import { withoutLink } from '../base/launch-link';
import { menuMetrics } from '../base/layout';
import { paletteFor, type Palette } from '../base/theme';
import { NO_MARKS } from '../board/board-marks';
import { blobPalette } from '../board/blob-texture';
import { BoardCoordinates } from '../board/BoardCoordinates';
import { BoardView } from '../board/BoardView';

type Status = ReplayHookState['status'];

/**
 * The one replay viewer: a kept game's players, rules, clocks and result beside its board, stepped
 * through with buttons, keys, taps on the move list, or autoplay. The ReplayCursor holds the game, in
 * the contract's words; this scene draws it, and Ataxx's board (AtaxxReplay, the viewer's one Ataxx
 * place) animates forward steps on the BoardView and shows every other change at once.
 */
export class Replay extends Phaser.Scene {
  private request: ReplayData = {};
  private status: Status = 'loading';
  private problem = '';
  private loaded: LoadedReplay | null = null;
  private view: BoardView | null = null;
  /** Oxono's board, for an Oxono game (oxono-replay.ts). */
  private oxonoBoard: OxonoReplay | null = null;
  /** The board's a–g and 1–7, so a move in the list ("c5e6") can be found on the board. */
  private coordinates: BoardCoordinates | null = null;
  private palette!: Palette;
  private layout: ReplayLayout | null = null;
  /** Everything but the board; redrawn whole on the next frame after any change. */
  private chrome: Phaser.GameObjects.GameObject[] = [];
  private dirty = true;
  private playing = false;
  private sinceStep = 0;
  private top = 0;
  /** The move list follows the cursor, until the wheel scrolls it away; the next move brings it back. */
  private follow = true;
  private lastFrame = 0;
  /** Each visit's fetch: an answer for an earlier visit is dropped. */
  private visit = 0;
  private moveTexts: ReadonlyMap<number, Phaser.GameObjects.Text> = new Map();
  private readonly keysSeen = new WeakSet<KeyboardEvent>();
  /** The engine's hints: only for a finished game. */
  private hints: ReplayHints | null = null;

  constructor() {
    super('Replay');
  }

  private get services(): Services {
    return services(this);
  }

  init(data: ReplayData): void {
    this.request = data ?? {};
    this.status = 'loading';
    this.loaded = null;
    this.playing = false;
    this.top = 0;
    this.follow = true;
    this.lastFrame = 0;
    this.view = null;
    this.coordinates = null;
  }

  create(): void {
    const { colourBlind } = this.services.saves.data.settings;
    this.palette = paletteFor({ colourBlind });
    this.cameras.main.setBackgroundColor(this.palette.background);
    this.services.sound.music('menu');
    const stopLanguage = onLanguageChange(() => (this.dirty = true));
    this.scale.on('resize', this.relayout, this);
    this.input.keyboard?.on('keydown', this.onKey, this);
    this.input.on('wheel', this.onWheel, this);
    this.events.once('shutdown', () => {
      stopLanguage();
      this.scale.off('resize', this.relayout, this);
      this.input.keyboard?.off('keydown', this.onKey, this);
      this.input.off('wheel', this.onWheel, this);
      if (TEST_BUILD) registerReplay(null);
      this.hints?.dispose();
      this.hints = null;
      this.view?.destroy();
      this.view = null;
      this.oxonoBoard?.destroy();
      this.oxonoBoard = null;
      this.coordinates?.destroy();
      this.coordinates = null;
    });
    if (TEST_BUILD) registerReplay(() => this.hookState());
    this.open();
  }

  override update(): void {
    const now = performance.now();
    const delta = this.lastFrame === 0 ? 0 : now - this.lastFrame;
    this.lastFrame = now;
    this.view?.update(delta);
    this.autoplay(delta);
    if (this.dirty) this.draw();
  }

  // --- loading ---

  private open(): void {
    const visit = ++this.visit;
    this.status = 'loading';
    this.dirty = true;
    const { game, gameId } = this.request;
    if (game !== undefined) {
      const read = readStoredGame(game);
      this.arrive(read.ok ? { kind: 'ready', replay: read.value } : { kind: 'broken', reason: read.error });
      return;
    }
    const fetchGame = (path: string, init: { signal: AbortSignal }) => fetch(path, init);
    void loadReplay(gameId ?? '', fetchGame).then((load) => {
      if (visit === this.visit && this.scene.isActive()) this.arrive(load);
    });
  }

  private arrive(load: ReplayLoad): void {
    this.status = load.kind;
    this.dirty = true;
    if (load.kind === 'unreachable') console.warn(`replay: the club could not be reached (${load.detail})`);
    if (load.kind === 'broken') this.problem = load.reason;
    if (load.kind !== 'ready') return;
    const game = storedWithShownNames(load.replay.game);
    this.loaded = { ...load.replay, game, place: this.request.place };
    const { cursor } = load.replay;
    // A finished game opens on its final position: that is what a shared link is about.
    cursor.toEnd();
    this.hints?.dispose();
    const finished = game.end !== null && game.end.result !== 'aborted';
    const names = { x: game.x.name, o: game.o.name };
    const { ataxx } = load.replay;
    // The hints are Ataxx's engine reading Ataxx's positions.
    this.hints = finished && ataxx ? new ReplayHints(ataxx, names, () => (this.dirty = true)) : null;
    this.coordinates?.destroy();
    this.coordinates = null;
    // Ataxx's board; another game's replay shows its players and move list until its board comes.
    if (ataxx) {
      const blobs = blobPalette(this.services.saves.data.settings.colourBlind, false);
      this.view = new BoardView(this, this.palette, blobs, (effect, step) =>
        this.services.sound.effect(effect, step === undefined ? undefined : { step }),
      );
      // A tap on the board finishes the running animation at once.
      this.view.onTap(() => undefined);
      this.coordinates = new BoardCoordinates(this);
    }
    this.oxonoBoard?.destroy();
    const speed = this.services.saves.data.settings.animationSpeed;
    this.oxonoBoard = OxonoReplay.of(this, cursor, speed, finished, (effect) =>
      this.services.sound.effect(effect),
    );
    this.relayout();
    if (ataxx) this.view?.show(ataxx.position);
    this.markLastMove();
    this.showFill('instant');
  }

  // --- moving through the game ---

  private apply(step: ReplayStep | null): void {
    if (!step) return;
    const view = this.view;
    // Ataxx's board moves by its motion here, Oxono's by its own (oxono-replay.ts); a game with no
    // board of its own steps through its move list alone.
    const motion = view && this.loaded?.ataxx ? this.loaded.ataxx.motion(step) : null;
    const speed = this.services.saves.data.settings.animationSpeed;
    if (motion?.kind === 'animate') {
      view?.animateMove(motion.before, motion.change, motion.after, motion.origin, speed);
    } else if (motion) {
      view?.finish();
      view?.show(motion.position);
    }
    this.oxonoBoard?.apply(step);
    this.markLastMove();
    this.showFill(motion?.kind === 'animate' ? speed : 'instant');
    this.hints?.moved();
    this.follow = true;
    this.dirty = true;
  }

  /** At the end of an arcade game the stuck side's empty squares flood, as they did in play. */
  private showFill(speed: AnimationSpeed): void {
    const cursor = this.loaded?.cursor;
    const ataxx = this.loaded?.ataxx;
    const over = cursor?.atEnd ? ataxx?.finalOutcome() : null;
    if (!cursor || !ataxx || !over?.fill) return;
    const position = ataxx.position;
    this.view?.whenIdle(() => {
      if (cursor.atEnd) this.view?.animateFill(position, over, speed);
    });
  }

  private markLastMove(): void {
    const ataxx = this.loaded?.ataxx;
    if (ataxx) this.view?.setMarks({ ...NO_MARKS, lastMove: ataxx.lastMove() });
  }

  /** A button, key or tap: moving by hand stops autoplay. */
  private control(control: ReplayControl): void {
    const cursor = this.loaded?.cursor;
    if (!cursor) return;
    if (control === 'play') return this.toggleAutoplay();
    this.playing = false;
    this.dirty = true;
    if (control === 'start') this.apply(cursor.toStart());
    else if (control === 'back') this.apply(cursor.step(-1));
    else if (control === 'forward') this.apply(cursor.step(1));
    else this.apply(cursor.toEnd());
  }

  private jumpTo(ply: number): void {
    this.playing = false;
    this.apply(this.loaded?.cursor.jumpTo(ply) ?? null);
    this.dirty = true;
  }

  private toggleAutoplay(): void {
    const cursor = this.loaded?.cursor;
    if (!cursor) return;
    this.playing = !this.playing;
    // Playing from the end starts the game over; the first move follows a full gap later.
    if (this.playing && cursor.atEnd) this.apply(cursor.toStart());
    this.sinceStep = 0;
    this.dirty = true;
  }

  private autoplay(delta: number): void {
    const cursor = this.loaded?.cursor;
    if (!this.playing || !cursor) return;
    this.sinceStep += delta;
    const gap = AUTOPLAY_GAP_MS[this.services.saves.data.settings.animationSpeed];
    if (this.sinceStep < gap || this.view?.busy || this.oxonoBoard?.busy) return;
    this.sinceStep = 0;
    this.apply(cursor.step(1));
    if (cursor.atEnd) this.playing = false;
  }

  private onKey(event: KeyboardEvent): void {
    // Phaser can hand one browser event over twice within a frame: one press is one step.
    if (this.keysSeen.has(event)) return;
    this.keysSeen.add(event);
    const keys: Record<string, () => void> = {
      ArrowLeft: () => this.control('back'),
      ArrowRight: () => this.control('forward'),
      Home: () => this.control('start'),
      PageUp: () => this.jumpTo((this.loaded?.cursor.ply ?? 0) - 10),
      PageDown: () => this.jumpTo((this.loaded?.cursor.ply ?? 0) + 10),
      End: () => this.control('end'),
      ' ': () => this.control('play'),
      Escape: () => this.leave(),
      Backspace: () => this.leave(),
      b: () => this.hint('best'),
      m: () => this.hint('missed'),
    };
    const run = keys[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!run) return;
    event.preventDefault();
    if (event.key === ' ' && event.repeat) return;
    run();
  }

  /** Best move: drawn in the position shown. Move you missed: back before it, the better move drawn. */
  private hint(kind: 'best' | 'missed'): void {
    const hints = this.hints;
    if (!hints) return;
    this.playing = false;
    if (kind === 'best') return hints.toggleBest();
    const ply = hints.missedHere();
    if (ply === null) return;
    this.apply(this.loaded?.cursor.jumpTo(ply - 1) ?? null);
    hints.showMissed(ply);
  }

  private onWheel(_pointer: unknown, _over: unknown, _dx: number, dy: number): void {
    if (!this.loaded || dy === 0) return;
    this.top = Math.max(0, this.top + Math.sign(dy) * 3);
    this.follow = false;
    this.dirty = true;
  }

  /** Back to where the viewer was opened from; the link leaves the address so a reload goes there too. */
  private leave(): void {
    const { pathname, search, hash } = window.location;
    if (search.includes('game='))
      window.history.replaceState(window.history.state, '', pathname + withoutLink(search) + hash);
    // A running animation ends now: at shutdown its sprites are already gone when the view lets go.
    this.view?.finish();
    const back = this.request.returnTo;
    this.scene.start(back?.scene ?? 'Title', back?.data ?? NO_DATA);
  }

  // --- drawing ---

  private relayout(): void {
    const { width, height } = this.scale;
    const board = this.loaded?.ataxx?.start;
    const unit = menuMetrics(width, height).unit;
    this.layout = replayLayout({ width, height }, board?.width ?? 7, board?.height ?? 7, unit);
    this.view?.setLayout(this.layout.board);
    this.oxonoBoard?.setLayout(this.layout.board, this.layout.hints);
    this.coordinates?.setLayout(this.layout.board);
    this.dirty = true;
  }

  private draw(): void {
    this.dirty = false;
    for (const object of this.chrome) object.destroy();
    this.chrome = [];
    this.moveTexts = new Map();
    if (!this.layout) this.relayout();
    const layout = this.layout!;
    const metrics = menuMetrics(this.scale.width, this.scale.height);
    const backButton = new Button(
      this,
      layout.back.x + layout.back.width / 2,
      layout.back.y + layout.back.height / 2,
      t('menu.back'),
      {
        width: Math.min(layout.back.width, metrics.buttonWidth * 0.75),
        height: layout.back.height,
        fontSize: metrics.textSize,
        kind: 'quiet',
      },
      () => this.leave(),
    );
    this.chrome.push(backButton);
    if (!this.loaded) {
      const retry = () => this.time.delayedCall(0, () => this.open());
      return void this.chrome.push(...drawReplayMessage(this, this.status, this.problem, retry));
    }
    const sizes = { text: metrics.textSize, small: metrics.smallSize };
    const blobs = blobPalette(this.services.saves.data.settings.colourBlind, false);
    this.chrome.push(...drawGameFacts(this, layout.info, this.loaded, sizes, blobs));
    const { cursor } = this.loaded;
    const list = drawMoveList(
      this,
      layout,
      this.loaded,
      { top: this.top, follow: this.follow, textSize: metrics.smallSize, missed: this.hints?.missed() },
      (ply) => this.jumpTo(ply),
    );
    this.chrome.push(...list.drawn);
    this.moveTexts = list.moves;
    this.top = list.top;
    const press = (kind: 'best' | 'missed') => {
      this.services.sound.effect('click');
      this.hint(kind);
    };
    const size = metrics.smallSize;
    this.chrome.push(
      ...(this.hints?.draw(this, layout.hints, layout.board, this.palette, size, press) ?? []),
    );
    const state = { playing: this.playing, atStart: cursor.atStart, atEnd: cursor.atEnd };
    this.chrome.push(
      ...drawReplayControls(this, layout.controls, state, (control) => {
        this.services.sound.effect('click');
        this.control(control);
      }),
    );
  }

  /** The page position of a move in the list, through the camera and the scale manager (for the test hook). */
  private pagePoint(ply: number): { x: number; y: number } | null {
    const text = this.moveTexts.get(ply);
    if (!text || !text.active) return null;
    const bounds = text.getBounds();
    const { scale } = this;
    const canvas = scale.canvasBounds;
    return {
      x: canvas.left + bounds.centerX * (canvas.width / scale.width),
      y: canvas.top + bounds.centerY * (canvas.height / scale.height),
    };
  }

  private hookState(): ReplayHookState {
    const cursor = this.loaded?.cursor;
    return {
      status: this.status,
      ply: cursor?.ply ?? 0,
      plies: cursor?.length ?? 0,
      fen: cursor ? cursor.positionText() : null,
      autoplay: this.playing,
      animating: this.view?.busy ?? false,
      pointOfMove: (ply) => (this.dirty ? null : this.pagePoint(ply)),
      hints: this.hints?.hookState() ?? null,
    };
  }
}
