import Phaser from 'phaser';
import { NO_DATA } from '../base/scene-data';
import { campaignLevels, type Level } from '../../core/level';
import { services, type Services } from '../store/services';
import { GameSession, type SessionEvent } from '../session/GameSession';
import { deviceBoardKeys, type BoardKeys } from '../session/keys';
import {
  hudPlace,
  localSession,
  sideNames,
  teaches,
  teachesHoles,
  unplayable,
  winFirst,
} from '../session/local';
import { lossTip } from '../session/loss-tip';
import { planGame, replayRequest } from '../session/setup';
import { showPracticeCard } from './practice-card';
import { paletteFor } from '../base/theme';
import { toFen, type Square } from '../../core';
import { EDITOR_DRAFT_KEY, isDraftGame, type DraftBoard } from '../session/editor-draft';
import { TEST_BUILD } from '../base/test-build';
import { registerPlay } from '../session/hook-state';
import { blobPalette } from '../board/blob-texture';
import { BoardView } from '../board/BoardView';
import { CoachMark } from './CoachMark';
import { OpponentLine } from '../board/OpponentLine';
import { opponentIntro } from '../base/level-words';
import { Hud } from '../board/Hud';
import { playHud } from './hud-text';
import { playLayout, type PlayLayout } from '../board/layout';
import { LiveHints } from './LiveHints';
import { resultOf, type PlayData } from '../session/play-data';
import { chooseSeed, seedWanted, unranked } from '../session/world-seed';
import { withRunSeed } from '../store/world-record';
import { identities, signedOut } from '../club/club-session';
import { askSeed } from '../club/world-api';
import type { SeedTicket } from '../../net/world';
import { t } from '../base/i18n';

/**
 * The game on screen. The GameSession plays it (turns, taps, the opponent, the ending, the save); this
 * scene draws the session's state, animates its events and forwards taps and keys to it.
 */
export class Play extends Phaser.Scene {
  private request!: PlayData;
  private services!: Services;
  private session: GameSession | null = null;
  private level: Level | null = null;
  private view!: BoardView;
  private hud!: Hud;
  private names = { x: '', o: '' };
  /** The level's number in the campaign (0 off the campaign) and name, for the HUD's title. */
  private place = { levelNumber: 0, levelName: null as string | null, editor: false };
  /** Squares of the arcade fill drawn so far, for the counters. */
  private filled = 0;
  /** Animations run on the wall clock: Phaser smooths and caps its delta, which drags them out on slow frames. */
  private lastFrame = 0;
  /** Opponent moves held back while the pause menu is open. */
  private onResume: (() => void)[] = [];
  private keys: BoardKeys | null = null;
  /** The coach on the board: level 1's lessons until it is won, the jump's hole on levels 1-3. */
  private coach: CoachMark | null = null;
  /** A level opponent's line, said as its game starts (a boss says its own on BossIntro's card). */
  private opening: { name: string; line: string } | null = null;
  private line: OpponentLine | null = null;
  private layoutNow: PlayLayout | null = null;
  /** The evaluation bar and best move: Versus and the editor's test game only. */
  private hints: LiveHints | null = null;
  /** Counts the scene's starts and stops, so a seed that comes after the scene moved on is dropped. */
  private starts = 0;

  constructor() {
    super('Play');
  }

  init(data: PlayData): void {
    this.request = data ?? { mode: 'versus' };
    this.services = services(this);
    this.session = null;
    this.keys = this.coach = this.hints = this.line = this.opening = null;
    this.filled = 0;
    this.lastFrame = 0;
    this.onResume = [];
  }

  /**
   * A level or an arcade run started with a club name first asks the club for its seed (world-seed.ts),
   * waiting at most SEED_WAIT_MS; without a name, or with no answer in time, it plays unranked.
   */
  create(): void {
    const start = ++this.starts;
    this.events.once('shutdown', () => this.starts++);
    const { saves, campaign } = this.services;
    const wanted = seedWanted(this.request, saves.data, campaignLevels(campaign));
    const token = wanted ? identities().identity?.token : undefined;
    if (!wanted || !token) return this.build(null);
    const ask = askSeed((url, init) => fetch(url, init), window.location.origin, token, wanted);
    void ask.then((answer) => {
      if (start !== this.starts) return;
      // The club no longer knows the token: the player is signed out, and asked for a name next time.
      if (!answer.ok && answer.error === 'bad-token') signedOut();
      this.build(answer.ok ? answer.value : null);
    });
  }

  private build(issued: SeedTicket | null): void {
    const { saves, sound, campaign } = this.services;
    const levels = campaignLevels(campaign);
    const local = (Date.now() ^ (Math.random() * 0x7fffffff)) >>> 0;
    const chosen = chooseSeed(this.request, saves.data, issued, local);
    const { runSeed } = chosen;
    if (runSeed !== undefined) saves.update((data) => withRunSeed(data, runSeed));
    const planned = planGame(this.request, saves.data, levels, chosen.seed, chosen.ticket);
    if (!planned.ok) {
      if (this.request.resume) saves.update((data) => ({ ...data, current: null }));
      const message = unplayable(this.request, planned.error);
      console.warn(message);
      this.time.delayedCall(0, () => this.scene.start('Title', { notice: message }));
      return;
    }
    const { setup, level, game } = planned.value;
    this.level = level;
    const practice = setup.practice === true;
    this.place = { ...hudPlace(level, levels, practice), editor: false };
    if (setup.boss && !this.request.introDone && !game) {
      this.scene.start('BossIntro', { ...this.request, levelId: setup.levelId });
      return;
    }
    const settings = saves.data.settings;
    const palette = paletteFor({ colourBlind: settings.colourBlind, boss: setup.boss });
    const blobs = blobPalette(settings.colourBlind, setup.boss);
    this.cameras.main.setBackgroundColor(palette.background);
    this.view = new BoardView(this, palette, blobs, (effect, step) =>
      sound.effect(effect, step === undefined ? undefined : { step }),
    );
    const versus = setup.mode === 'versus';
    this.hud = new Hud(this, palette, blobs, () => this.pause(), versus ? () => this.session?.undo() : null);
    const draft = this.registry.get(EDITOR_DRAFT_KEY) as DraftBoard | undefined;
    this.place.editor = versus && isDraftGame(draft, toFen(setup.start));
    const session = localSession(
      planned.value,
      this.services,
      (play) => this.view.whenIdle(() => (this.scene.isPaused() ? this.onResume.push(play) : play())),
      this.place.editor,
    );
    this.session = session;
    this.keys = deviceBoardKeys(session, this.view, () => this.pause());
    this.names = sideNames(setup, level);
    if (versus) this.hints = new LiveHints(this, palette, this.names);
    const basics = teaches(level, levels, saves.data.levels);
    if (basics || teachesHoles(level, levels))
      this.coach = new CoachMark(this, palette, session.you, () => this.layoutNow, basics);
    const intro = level && !setup.boss && !game ? opponentIntro(level) : undefined;
    if (intro) this.opening = { name: this.names.o, line: intro };
    session.listen((event) => this.heard(event));
    this.relayout();
    this.view.show(session.state.position);
    this.view.onTap((square) => this.tap(square));
    sound.music(setup.boss ? 'boss' : 'play');

    this.scale.on('resize', this.relayout, this);
    this.input.keyboard?.on('keydown', this.onKey, this);
    this.events.on('resume', this.resumed, this);
    this.events.once('shutdown', this.shutdown, this);
    if (TEST_BUILD)
      registerPlay({
        session: () => this.session,
        animating: () => this.view.busy,
        pointOf: (square) => this.view.pagePointOf(square),
      });
    // Practice (a locked level opened by a link) says so before it starts, and records nothing.
    if (practice)
      showPracticeCard(
        this,
        winFirst(level, levels),
        () => this.begin(),
        () => this.quit(),
      );
    else this.startGame();
    this.refresh();
  }

  /** The game starts, and a level's opponent says its line. */
  private startGame(): void {
    this.session?.start();
    if (this.opening)
      this.line = new OpponentLine(this, this.opening.name, this.opening.line, () => this.layoutNow);
    this.opening = null;
  }

  /** Starts the game once the practice card is closed (its Enter must not also tap the board). */
  private begin(): void {
    this.keys?.ignoreUntilNow(performance.now());
    this.startGame();
    this.refresh();
  }

  override update(): void {
    // Nothing is drawn yet while the club's seed is on its way.
    if (!this.session) return;
    const now = performance.now();
    const delta = this.lastFrame === 0 ? 0 : now - this.lastFrame;
    this.lastFrame = now;
    this.view?.update(delta);
    this.hud?.update(delta);
    this.coach?.update(delta);
    this.session?.tick();
  }

  /** Draws what the session reports: moves animate, the ending floods, everything else redraws. */
  private heard(event: SessionEvent): void {
    const speed = this.services.saves.data.settings.animationSpeed;
    this.coach?.heard(event, this.session!.state);
    switch (event.kind) {
      case 'moved':
        this.view.animateMove(event.before, event.change, event.after, event.origin, speed);
        break;
      case 'reset':
        this.view.finish();
        this.view.show(this.session!.state.position);
        break;
      case 'sound':
        this.services.sound.effect(event.effect);
        break;
      case 'over': {
        const counted = (count: number): void => void ((this.filled = count), this.refresh());
        const shown = (): void => this.session?.endingDone();
        this.view.showEnding(this.session!.state.position, event.outcome, speed, counted, shown);
        break;
      }
      case 'result':
        this.showResult();
        return;
    }
    this.refresh();
  }

  private showResult(): void {
    const session = this.session;
    if (!session || !this.scene.isActive('Play')) return;
    const state = session.state;
    const twoPlayers = session.setup.strength === null;
    this.services.sound.sting(twoPlayers || state.score!.won ? 'win' : 'loss');
    const result = resultOf(session.setup, this.level, state, this.names, twoPlayers);
    const winner = state.outcome?.winner ?? null;
    const lost = !twoPlayers && winner !== null && winner !== session.you;
    this.scene.start('Result', { ...result, tip: lost ? lossTip(session.game, session.you) : null });
  }

  private relayout(): void {
    const session = this.session;
    if (!session) return;
    const { width, height } = session.state.position;
    const layout = (this.layoutNow = playLayout(this.scale, width, height));
    this.view.setLayout(layout.board);
    this.hud.setLayout(layout.hud, layout.portrait, layout.banner);
    this.hints?.setLayout(layout);
    this.coach?.draw();
    this.line?.draw();
    this.refresh();
  }

  // --- input ---

  private tap(square: Square | null): void {
    this.session?.setCursor(null);
    this.session?.tap(square);
  }

  // --- menus ---

  private pause(): void {
    if (!this.session?.started || this.session.outcome || this.scene.isPaused()) return;
    this.view.finish();
    this.scene.launch('Pause', { canRestart: this.session.setup.mode !== 'arcade' });
    this.scene.pause();
  }

  private onKey(event: KeyboardEvent): void {
    if (event.key.toLowerCase() === 'b' && !this.scene.isPaused()) return this.hints?.toggleBest();
    this.keys?.press(event);
  }

  private resumed(): void {
    this.keys?.ignoreUntilNow(performance.now());
    const waiting = this.onResume;
    this.onResume = [];
    for (const run of waiting) run();
    this.refresh();
  }

  /** Starts the same game again from its first position (Pause → Restart). */
  restart(): void {
    if (!this.session) return;
    this.session.stopThinking();
    this.services.saves.update((data) => ({ ...data, current: null }));
    this.scene.start('Play', { ...replayRequest(this.session.setup), introDone: true });
  }

  /** Leaves for the menus; the game stays saved so Continue can bring it back. */
  quit(): void {
    this.session?.stopThinking();
    // The editor's test game is not saved: quitting it goes back to the board being made.
    const back = this.place.editor
      ? 'Editor'
      : this.session?.setup.mode === 'level'
        ? 'LevelSelect'
        : 'Title';
    this.scene.start(back, NO_DATA);
  }

  private refresh(): void {
    const session = this.session;
    if (!this.hud || !session) return;
    const state = session.state;
    this.view.setMarks(state);
    this.hints?.show(state.position, session.setup.rules, state.outcome !== null);
    const run = this.services.saves.data.arcadeRun;
    const hud = playHud(session.setup, state, this.place, this.names, run, this.filled);
    // Said before the first move, where the player looks without a click: this game is not ranked.
    const note = unranked(session.setup) && session.game.moves.length === 0 && !state.outcome;
    this.hud.setState(note ? { ...hud, status: `${t('play.unranked')} ${hud.status}` } : hud);
  }

  private shutdown(): void {
    this.scale.off('resize', this.relayout, this);
    this.input.keyboard?.off('keydown', this.onKey, this);
    this.events.off('resume', this.resumed, this);
    this.session?.dispose();
    this.view?.destroy();
    this.hud?.destroy();
    this.coach?.destroy();
    this.line?.hide();
    this.hints?.destroy();
  }
}
