import Phaser from 'phaser';
import { campaignLevels, type Level } from '../../core/level';
import {
  countPieces,
  isJump,
  moveFrom,
  moveTo,
  parseFen,
  parseMoveText,
  PASS,
  START_FEN,
  undo as takeBack,
  type Move,
  type MoveChange,
  type Position,
  type Square,
} from '../../core';
import { Match, type MatchSetup } from '../match';
import { recordGame } from '../match-record';
import { OpponentClient } from '../opponent/OpponentClient';
import { services, type Services } from '../services';
import { t } from '../ui/i18n';
import { paletteFor, type Palette } from '../ui/theme';
import { blobPalette } from '../view/blob-texture';
import { BoardView } from '../view/BoardView';
import { SPEED_FACTOR } from '../view/choreography';
import { boardKey } from '../view/cursor';
import { Hud } from '../view/Hud';
import { hudText } from '../view/hud-text';
import { playLayout, squareAt, squareCentre } from '../view/layout';
import { cloneSource, NO_TARGETS, tapIntent, type Targets } from '../view/selection';
import { registerPlay, type PlayState } from '../test-hook';
import type { PlayData, ResultData } from './play-data';

const isTestRun = (): boolean => new URLSearchParams(window.location.search).has('test');

/**
 * The game itself: the board, the HUD, input, and the turn loop between the player and the computer.
 * Core decides every rule and score; the Match keeps and saves the game; the BoardView draws.
 */
export class Play extends Phaser.Scene implements PlayState {
  private request!: PlayData;
  private match!: Match;
  private level: Level | null = null;
  private view!: BoardView;
  private hud!: Hud;
  private palette!: Palette;
  private opponent: OpponentClient | null = null;
  selected: Square | null = null;
  cursor: Square | null = null;
  private finished = false;
  /** Wall-clock time (performance.now) of a forced pass or of the result screen, or 0 for none. */
  private passAt = 0;
  private resultAt = 0;
  /** The fill has been drawn: the HUD may show the final counts. */
  private fillShown = false;
  /** Animations run on the wall clock: Phaser smooths and caps its delta, which drags them out on slow frames. */
  private lastFrame = 0;
  /** Work held back while the pause menu is open (the computer's reply). */
  private onResume: (() => void)[] = [];
  private names = { x: '', o: '' };
  /** Keys pressed before this moment belonged to the pause menu (its Escape or Enter), not the board. */
  private keysAfter = 0;
  private readonly keysSeen = new WeakSet<KeyboardEvent>();

  constructor() {
    super('Play');
  }

  private get services(): Services {
    return services(this);
  }

  init(data: PlayData): void {
    this.request = data ?? { mode: 'versus' };
    this.selected = null;
    this.cursor = null;
    this.finished = false;
    this.passAt = 0;
    this.resultAt = 0;
    this.fillShown = false;
    this.lastFrame = 0;
    this.onResume = [];
  }

  create(): void {
    const { saves, sound } = this.services;
    const match = this.startMatch();
    if (!match) return;
    this.match = match;
    if (
      this.level?.boss &&
      !this.request.introDone &&
      !this.request.resume &&
      match.game.moves.length === 0
    ) {
      this.scene.start('BossIntro', { ...this.request, levelId: this.level.id });
      return;
    }
    saves.update((data) => ({ ...data, current: match.saved() }));

    const settings = saves.data.settings;
    const boss = this.level?.boss ?? false;
    this.palette = paletteFor({ colourBlind: settings.colourBlind, boss });
    const blobs = blobPalette(settings.colourBlind, boss);
    this.cameras.main.setBackgroundColor(this.palette.background);
    this.view = new BoardView(this, this.palette, blobs, (effect, step) =>
      sound.effect(effect, step === undefined ? undefined : { step }),
    );
    this.hud = new Hud(
      this,
      this.palette,
      blobs,
      () => this.pause(),
      this.request.mode === 'versus' ? () => this.undo() : null,
    );
    this.names = this.sideNames();
    this.relayout();
    this.view.show(match.position);
    this.view.setLastMove(this.lastMoveMarks());
    this.refreshHud();
    sound.music(boss ? 'boss' : 'play');

    this.scale.on('resize', this.relayout, this);
    this.input.on('pointerdown', this.onPointer, this);
    this.input.keyboard?.on('keydown', this.onKey, this);
    this.events.on('resume', this.resumed, this);
    this.events.once('shutdown', this.shutdown, this);
    registerPlay(this);
    this.next();
  }

  override update(): void {
    const now = performance.now();
    const delta = this.lastFrame === 0 ? 0 : now - this.lastFrame;
    this.lastFrame = now;
    this.view?.update(delta);
    this.hud?.update(delta);
    if (this.passAt > 0 && now >= this.passAt) this.passNow();
    if (this.resultAt > 0 && now >= this.resultAt) this.showResult();
  }

  // --- the test hook's view of the game (PlayState) ---

  get levelId(): string | null {
    return this.match?.setup.levelId ?? null;
  }
  get position(): Position | null {
    return this.match?.position ?? null;
  }
  get rules(): 'arcade' | 'classic' | null {
    return this.match?.setup.rules ?? null;
  }
  get gameOutcome() {
    return this.match?.outcome ?? null;
  }
  get playerScore() {
    return this.match?.score ?? null;
  }
  get animating(): boolean {
    return this.view?.busy ?? false;
  }
  get thinking(): boolean {
    return this.match?.busy ?? false;
  }

  /** The page position of a square's centre, through the camera and the scale manager. */
  pointOf(square: Square): { x: number; y: number } | null {
    const board = this.view?.board;
    if (!board) return null;
    const world = squareCentre(board, square);
    const camera = this.cameras.main;
    const bounds = this.scale.canvasBounds;
    const scaleX = bounds.width / this.scale.width;
    const scaleY = bounds.height / this.scale.height;
    return {
      x: bounds.left + ((world.x - camera.scrollX) * camera.zoom + camera.x) * scaleX,
      y: bounds.top + ((world.y - camera.scrollY) * camera.zoom + camera.y) * scaleY,
    };
  }

  /** Makes a move by its text exactly as clicking would; false when it is illegal or not the player's turn. */
  moveByText(text: string): boolean {
    if (!this.match) return false;
    this.view.finish();
    const { width, height } = this.match.position;
    const parsed = parseMoveText(text, width, height);
    if (!parsed.ok || !this.playerToMove() || !this.match.moves.includes(parsed.value)) return false;
    const move = parsed.value;
    this.human(move, isJump(move) ? moveFrom(move) : this.selected);
    return true;
  }

  // --- setting up ---

  private startMatch(): Match | null {
    const { saves, campaign } = this.services;
    const levels = campaignLevels(campaign);
    const thinker = (): OpponentClient => {
      this.opponent ??= new OpponentClient(isTestRun() ? { minThinkMs: 0 } : {});
      return this.opponent;
    };
    const saved = saves.data.current;
    if (this.request.resume && saved) {
      this.level = levels.find((level) => level.id === saved.levelId) ?? null;
      const resumed = Match.resume(
        saved,
        this.level?.boss ?? false,
        saves,
        saved.opponent === null ? null : thinker(),
      );
      if (resumed.ok) {
        this.request = { ...this.request, mode: saved.mode, levelId: saved.levelId };
        return resumed.value;
      }
      saves.update((data) => ({ ...data, current: null }));
      this.leave(t('play.noResume', { error: resumed.error }));
      return null;
    }
    const seed = (Date.now() ^ (Math.random() * 0x7fffffff)) >>> 0;
    if (this.request.mode === 'versus') {
      const start = parseFen(this.request.start ?? START_FEN);
      if (!start.ok) {
        this.leave(start.error);
        return null;
      }
      this.level = levels.find((level) => level.id === this.request.levelId) ?? null;
      const opponent = this.request.opponent ?? null;
      const setup: MatchSetup = {
        mode: 'versus',
        levelId: this.request.levelId ?? null,
        rules: this.request.rules ?? 'arcade',
        start: start.value,
        opponent,
        seed,
        boss: false,
      };
      return new Match(setup, saves, opponent === null ? null : thinker());
    }
    let levelId = this.request.levelId;
    if (this.request.mode === 'arcade' && !levelId)
      levelId = levels[saves.data.arcadeRun?.levelIndex ?? 0]?.id;
    const level = levels.find((candidate) => candidate.id === levelId);
    if (!level) {
      this.leave(t('play.noLevel', { id: levelId ?? '' }));
      return null;
    }
    this.level = level;
    const setup: MatchSetup = {
      mode: this.request.mode,
      levelId: level.id,
      rules: level.rules,
      start: level.start,
      opponent: level.opponent.strength,
      seed,
      boss: level.boss,
    };
    return new Match(setup, saves, thinker());
  }

  /** Back to the title with a message, for a game that cannot be played. */
  private leave(message: string): void {
    console.warn(message);
    this.time.delayedCall(0, () => this.scene.start('Title', { notice: message }));
  }

  private sideNames(): { x: string; o: string } {
    const { opponent } = this.match.setup;
    if (opponent === null) return { x: t('play.player1'), o: t('play.player2') };
    const o = this.level ? this.level.opponent.name : t('play.computer');
    return { x: t('play.you'), o };
  }

  private relayout(): void {
    const position = this.match.position;
    const layout = playLayout(
      { width: this.scale.width, height: this.scale.height },
      position.width,
      position.height,
    );
    this.view.setLayout(layout.board);
    this.hud.setLayout(layout.hud, layout.portrait, layout.banner);
    this.refreshHud();
  }

  // --- the turn loop ---

  private playerToMove(): boolean {
    return !this.finished && this.match.outcome === null && !this.match.computerToMove && !this.match.busy;
  }

  /** After each move (and at the start): the ending, the computer's turn, or a forced pass. */
  private next(): void {
    this.refreshHud();
    if (this.finished) return;
    const over = this.match.outcome;
    if (over) {
      this.view.whenIdle(() => this.finish());
      return;
    }
    if (this.match.computerToMove) {
      this.think();
      return;
    }
    const moves = this.match.moves;
    if (moves.length === 1 && moves[0] === PASS) {
      // Classic rules: a player with no move passes; say so, then pass (a tap passes at once).
      const delay = 900 * Math.max(0.3, SPEED_FACTOR[this.services.saves.data.settings.animationSpeed]);
      this.passAt = performance.now() + delay;
    }
  }

  private passNow(): void {
    this.passAt = 0;
    const moves = this.match.moves;
    if (moves.length === 1 && moves[0] === PASS && !this.match.computerToMove) this.apply(PASS, null);
  }

  private think(): void {
    const reply = this.match.think();
    // The match is busy from here on: show the thinking indicator at once.
    this.refreshHud();
    void reply.then((move) => {
      if (move === null) {
        this.refreshHud();
        return;
      }
      const play = (): void => this.view.whenIdle(() => this.apply(move, null));
      if (this.scene.isPaused('Play')) this.onResume.push(play);
      else play();
    });
  }

  private human(move: Move, from: Square | null): void {
    this.select(null);
    this.apply(move, from);
  }

  /** Plays a move through the Match (core checks it) and animates what changed. */
  private apply(move: Move, from: Square | null): void {
    const before = this.match.position;
    const played = this.match.play(move);
    if (!played.ok) {
      this.services.sound.effect('illegal');
      return;
    }
    const change = played.value;
    const origin = this.originOf(before, change, from);
    this.view.animateMove(
      before,
      change,
      this.match.position,
      origin,
      this.services.saves.data.settings.animationSpeed,
    );
    this.view.setLastMove(change.placed >= 0 ? { from: origin, to: change.placed } : null);
    this.next();
  }

  private originOf(before: Position, change: MoveChange, from: Square | null): Square {
    if (change.placed < 0) return -1;
    return change.vacated >= 0 ? change.vacated : cloneSource(before, change.placed, from);
  }

  private lastMoveMarks(): { from: Square; to: Square } | null {
    const { moves } = this.match.game;
    if (moves.length === 0) return null;
    const move = moves[moves.length - 1];
    if (move === PASS) return null;
    const to = moveTo(move);
    if (isJump(move)) return { from: moveFrom(move), to };
    // Which piece budded is not part of the game record: any neighbour of the mover before the move.
    return { from: cloneSource(takeBack(this.match.game, 1).position, to), to };
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.select(null);
    const over = this.match.outcome!;
    const speed = this.services.saves.data.settings.animationSpeed;
    if (over.fill) this.view.animateFill(this.match.position, over, speed);
    this.refreshHud();
    this.view.whenIdle(() => {
      this.fillShown = true;
      this.refreshHud();
      const pause = 1100 * Math.max(0.25, SPEED_FACTOR[speed]);
      this.resultAt = performance.now() + pause;
    });
  }

  /** Records the game with core's progression and arcade rules, then shows the Result screen. */
  private showResult(): void {
    this.resultAt = 0;
    if (!this.scene.isActive('Play')) return;
    const { saves, campaign, sound } = this.services;
    const over = this.match.outcome!;
    const score = this.match.score!;
    const level = this.level;
    const mode = this.match.setup.mode;
    const { data, newBest, best, medal, nextLevelId, arcade } = recordGame(
      saves.data,
      campaign,
      mode,
      level,
      score,
    );
    saves.update(() => data);
    const twoPlayers = this.match.setup.opponent === null;
    if (!twoPlayers) sound.sting(score.won ? 'win' : 'loss');
    else sound.sting('win');
    const result: ResultData = {
      mode,
      levelId: level?.id ?? null,
      levelName: level?.name ?? null,
      boss: this.match.setup.boss,
      replay: this.replayData(),
      winner: over.winner,
      counts: over.counts,
      score,
      names: this.names,
      newBest,
      best,
      medal,
      nextLevelId,
      arcade,
      twoPlayers,
    };
    this.scene.start('Result', result);
  }

  private replayData(): PlayData {
    const { setup } = this.match;
    if (setup.mode === 'versus') {
      return {
        mode: 'versus',
        levelId: setup.levelId,
        start: this.match.saved().start,
        rules: setup.rules,
        opponent: setup.opponent,
      };
    }
    return { mode: setup.mode, levelId: setup.levelId };
  }

  // --- input ---

  private onPointer(pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void {
    if (over.length > 0) return;
    const board = this.view.board;
    if (!board) return;
    this.cursor = null;
    this.view.setCursor(null);
    this.tap(squareAt(board, pointer.worldX, pointer.worldY));
  }

  private tap(square: Square | null): void {
    if (this.view.busy) this.view.finish();
    if (this.passAt > 0) {
      this.passNow();
      return;
    }
    if (this.resultAt > 0) {
      // A tap after the ending skips the pause before the result screen.
      this.showResult();
      return;
    }
    if (!this.playerToMove()) return;
    const intent = tapIntent(this.match.position, this.match.moves, this.selected, square);
    switch (intent.kind) {
      case 'select':
        this.services.sound.effect('select');
        this.select(intent.square, intent.targets);
        break;
      case 'deselect':
        this.select(null);
        break;
      case 'move':
        this.human(intent.move, intent.from);
        break;
      case 'illegal':
        this.services.sound.effect('illegal');
        this.select(null);
        break;
      case 'none':
        break;
    }
  }

  private select(square: Square | null, targets: Targets = NO_TARGETS): void {
    this.selected = square;
    this.view?.setSelection(square, targets);
  }

  private onKey(event: KeyboardEvent): void {
    if (event.timeStamp < this.keysAfter || this.keysSeen.has(event)) return;
    // Phaser can hand the same browser event over twice when a frame's queue is not yet cleared; a
    // second arrow step or a second tap from one key press would move the cursor or the piece twice.
    this.keysSeen.add(event);
    const { width, height } = this.match.position;
    const action = boardKey(event, this.cursor, this.cursorHome(), width, height);
    if (action.kind !== 'none') event.preventDefault();
    switch (action.kind) {
      case 'cursor':
        this.cursor = action.square;
        this.view.setCursor(this.cursor);
        break;
      case 'tap':
        this.tap(action.square);
        break;
      case 'escape':
        if (this.view.busy) this.view.finish();
        else if (this.selected !== null) this.select(null);
        else this.pause();
        break;
      case 'undo':
        if (this.match.setup.mode === 'versus') this.undo();
        break;
      case 'none':
        break;
    }
  }

  /** Where the cursor appears first: the selected piece, else the first piece of the side to move. */
  private cursorHome(): Square {
    if (this.selected !== null) return this.selected;
    const index = this.match.position.cells.indexOf(this.match.position.turn);
    return index >= 0 ? index : 0;
  }

  // --- menus ---

  private pause(): void {
    if (this.finished || this.scene.isPaused()) return;
    this.view.finish();
    this.scene.launch('Pause', { canRestart: this.match.setup.mode !== 'arcade' });
    this.scene.pause();
  }

  private resumed(): void {
    this.keysAfter = performance.now();
    const waiting = this.onResume;
    this.onResume = [];
    for (const run of waiting) run();
    this.refreshHud();
  }

  private undo(): void {
    if (this.finished || !this.match.canUndo) return;
    this.passAt = 0;
    this.view.finish();
    this.match.undo();
    this.select(null);
    this.view.show(this.match.position);
    this.view.setLastMove(this.lastMoveMarks());
    this.services.sound.effect('click');
    this.next();
  }

  /** Starts the same game again from its first position (Pause → Restart). */
  restart(): void {
    this.match.stopThinking();
    this.services.saves.update((data) => ({ ...data, current: null }));
    this.scene.start('Play', { ...this.replayData(), introDone: true });
  }

  /** Leaves for the menus; the game stays saved so Continue can bring it back. */
  quit(): void {
    this.match.stopThinking();
    this.scene.start(this.match.setup.mode === 'level' ? 'LevelSelect' : 'Title');
  }

  private refreshHud(): void {
    if (!this.hud || !this.match) return;
    const { position, setup, game } = this.match;
    const over = this.match.outcome;
    const levels = campaignLevels(this.services.campaign);
    const run = this.services.saves.data.arcadeRun;
    const text = hudText({
      mode: setup.mode,
      levelNumber: this.level ? levels.findIndex((level) => level.id === this.level!.id) + 1 : 0,
      levelName: this.level?.name ?? null,
      rules: setup.rules,
      opponent: setup.opponent,
      names: this.names,
      turn: position.turn,
      over: over?.reason ?? null,
      thinking: this.match.busy,
      mustPass: !over && this.match.moves[0] === PASS,
      lastWasPass: game.moves.length > 0 && game.moves[game.moves.length - 1] === PASS,
      run: run ? { lives: run.lives, score: run.score } : null,
    });
    this.hud.setState({
      ...text,
      names: this.names,
      counts: over && this.fillShown ? over.counts : countPieces(position),
      turn: over ? null : position.turn,
      thinking: this.match.busy,
      canUndo: this.match.canUndo && !this.finished,
    });
  }

  private shutdown(): void {
    this.scale.off('resize', this.relayout, this);
    this.input.off('pointerdown', this.onPointer, this);
    this.input.keyboard?.off('keydown', this.onKey, this);
    this.events.off('resume', this.resumed, this);
    this.match?.stopThinking();
    this.opponent?.dispose();
    this.opponent = null;
    this.view?.destroy();
    this.hud?.destroy();
  }
}
