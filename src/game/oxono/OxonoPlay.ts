import {
  moveSymbolName,
  movePawn,
  moveTotem,
  oxono,
  readMove,
  readSquare,
  startPosition,
  squareName,
  totemSquare,
  winningLine,
  type OxonoMove,
  type OxonoPosition,
} from '../../core/oxono';
import type { GameEnd } from '../../core/contract';
import { t } from '../base/i18n';
import { TEST_BUILD } from '../base/test-build';
import { CHROME } from '../base/theme';
import { NO_OXONO_MARKS, OxonoBoardView } from '../board/oxono/OxonoBoardView';
import type { Focusable } from '../menu/MenuFocus';
import { MenuScene } from '../menu/MenuScene';
import { spawnThinkWorker } from '../session/opponent/spawnThinkWorker';
import {
  HUMAN,
  matchEnd,
  matchPositions,
  newOxonoMatch,
  playerToMove,
  playInMatch,
  winnerColour,
  type OxonoMatch,
} from '../session/oxono/oxono-match';
import { OxonoOpponent } from '../session/oxono/oxono-opponent';
import {
  NO_CHOICE,
  oxonoMarks,
  oxonoTap,
  type OxonoChoice,
  type OxonoMarks,
} from '../session/oxono/oxono-taps';
import { readOxonoSave, writeOxonoSave } from '../store/oxono-save';
import { keepGame } from '../store/my-games';
import { keptOfOxono } from '../session/oxono/oxono-kept';
import { lastOxonoGame, openOxonoReplay } from './oxono-replay-link';
import { registerOxonoScene, type OxonoHookState } from './oxono-hook';
import { browserStorage } from './oxono-storage';
import { oxonoStatus, playerName } from './oxono-words';
import { oxonoScreenLayout } from './oxono-layout';

/** How the game scene is started: new players (and a start position), or the saved game resumed. */
export interface OxonoPlayData {
  readonly players?: OxonoMatch['players'];
  /** A position text to start from (How to play's last page, the browser tests). */
  readonly start?: string;
  readonly resume?: boolean;
}

/** The sting follows the line's own sound, which lasts about this long. */
const STING_AFTER_LINE_MS = 650;

const newSeed = (): number => Math.floor(Math.random() * 0xffffffff) >>> 0;

/**
 * An Oxono game on this device: two players taking turns, or the player (pink) against the computer.
 * The game is plain data replayed through core (session/oxono/), saved after every move; a move is two
 * taps (or the arrows and Enter), the marks and the line under the board say what the next tap does,
 * and each fallback (an enclosed totem's jump or teleport, a pawn placed anywhere) is said, not guessed.
 */
export class OxonoPlay extends MenuScene {
  private match!: OxonoMatch;
  private positions: OxonoPosition[] = [];
  private choice: OxonoChoice = NO_CHOICE;
  private view: OxonoBoardView | null = null;
  private statusText: Phaser.GameObjects.Text | null = null;
  private hud: Phaser.GameObjects.Text[] = [];
  private opponent: OxonoOpponent | null = null;
  private thinking = false;
  private animating = false;
  private cursor: number | null = null;
  private boardFocused = false;

  constructor() {
    super('OxonoPlay');
  }

  init(data: OxonoPlayData): void {
    const saved = data?.resume ? readOxonoSave(browserStorage()) : null;
    const made = saved
      ? { ok: true as const, value: saved }
      : newOxonoMatch(data?.players ?? { pink: HUMAN, black: HUMAN }, newSeed(), data?.start);
    const positions = made.ok ? matchPositions(made.value) : made;
    if (made.ok && positions.ok) {
      this.match = made.value;
      this.positions = positions.value;
    } else {
      // A start or a saved game that does not replay: said on the console, and a fresh game instead.
      console.warn(`oxono: ${positions.ok ? 'the game did not read' : positions.error}`);
      this.match = {
        start: oxono.startText('standard'),
        moves: [],
        players: { pink: HUMAN, black: HUMAN },
        seed: newSeed(),
      };
      this.positions = [startPosition()];
    }
    this.choice = NO_CHOICE;
    this.thinking = false;
    this.animating = false;
    this.cursor = null;
  }

  override create(): void {
    super.create();
    this.services.sound.prepareOxono?.();
    this.services.sound.music('play');
    const computer = Object.values(this.match.players).some((player) => player.kind === 'computer');
    this.opponent = computer
      ? new OxonoOpponent({ spawn: spawnThinkWorker, minThinkMs: TEST_BUILD ? 0 : 450 })
      : null;
    registerOxonoScene({
      state: () => this.hookState(),
      pointOf: (name) => {
        const square = readSquare(name);
        return square.ok && this.view ? this.view.pagePointOf(square.value) : null;
      },
      load: (text, players) => this.loadPosition(text, players),
    });
    this.events.once('shutdown', () => {
      registerOxonoScene(null);
      this.opponent?.dispose();
      this.opponent = null;
      this.view?.destroy();
      this.view = null;
    });
    this.save();
    this.askComputer();
  }

  private get position(): OxonoPosition {
    return this.positions[this.positions.length - 1];
  }

  private get end(): GameEnd | null {
    return matchEnd(this.position);
  }

  protected override back(): void {
    if (this.choice !== NO_CHOICE) {
      this.choice = NO_CHOICE;
      this.refresh();
      return;
    }
    this.go('OxonoMenu');
  }

  protected build(): void {
    const { width, height } = this.scale;
    const m = this.metrics;
    this.events.once('menu-redraw', () => this.view?.destroy());
    const over = this.end !== null;
    // A finished game has a second row of buttons (Replay) over the bottom band.
    const top = Math.max(this.frame.top + m.gap, m.margin);
    const layout = oxonoScreenLayout(width, height, top, m, over ? 2 : 1);
    const { hud, status, bottom } = layout;
    this.hud = (['pink', 'black'] as const).map((colour, i) =>
      this.text(hud.x, hud.y + i * hud.lineHeight, '', { size: m.textSize, wrap: status.wrap })
        .setOrigin(0.5, 0)
        .setName(`oxono-hud-${colour}`),
    );
    const view = new OxonoBoardView(this, this.services.saves.data.settings.animationSpeed, (effect) =>
      this.services.sound.effect(effect),
    );
    view.setLayout(layout.board);
    view.show(this.position);
    view.onTap((square) => this.tap(square));
    this.view = view;
    this.statusText = this.text(status.x, status.y, '', { size: m.textSize, wrap: status.wrap })
      .setOrigin(0.5, 0)
      .setName('oxono-status');
    this.focus.add(this.boardFocus(view));
    if (over) {
      const kept = lastOxonoGame(this.services);
      this.button(
        width / 2,
        bottom + m.buttonHeight / 2,
        t('result.replay'),
        () => kept && openOxonoReplay(this, this.services, kept),
        {
          width: Math.min(m.buttonWidth, width - 2 * m.margin),
        },
      );
      this.backButton(t('oxono.menu'), { label: t('oxono.again'), onPress: () => this.again() });
    } else this.backButton(t('oxono.menu'));
    if (this.end) this.services.sound.music(null);
    this.refresh();
  }

  /** The board as one focusable widget: arrows move its cursor, Enter taps the cursor's square. */
  private boardFocus(view: OxonoBoardView): Focusable {
    return {
      spot: () => view.centre(14),
      setFocused: (focused) => {
        this.boardFocused = focused;
        if (focused && this.cursor === null) this.cursor = totemSquare(this.position, 'X');
        this.refresh();
      },
      activate: () => {
        if (this.cursor !== null) this.tap(this.cursor);
      },
      label: () => 'board',
      handleKey: (key) => {
        const steps: Record<string, number> = { ArrowUp: -6, ArrowDown: 6, ArrowLeft: -1, ArrowRight: 1 };
        const step = steps[key];
        if (step === undefined || this.cursor === null) return false;
        const next = this.cursor + step;
        const sameRow = Math.abs(step) === 6 || Math.floor(next / 6) === Math.floor(this.cursor / 6);
        if (next < 0 || next >= 36 || !sameRow) return false;
        this.cursor = next;
        this.refresh();
        return true;
      },
    };
  }

  /** Whether a tap on the board is the player's to make now. */
  private get tapsAllowed(): boolean {
    return (
      !this.end &&
      !this.thinking &&
      !this.animating &&
      playerToMove(this.match, this.position).kind === 'human'
    );
  }

  private tap(square: number | null): void {
    if (!this.tapsAllowed) return;
    const before = this.choice;
    const { choice, move } = oxonoTap(this.position, this.choice, square);
    this.choice = choice;
    if (square !== null) this.cursor = square;
    if (move !== null) return this.play(move);
    if (choice.step === 'pawn' && (before.step !== 'pawn' || before.symbol !== choice.symbol))
      this.services.sound.effect('select');
    this.refresh();
  }

  private play(move: OxonoMove): void {
    const before = this.position;
    const played = playInMatch(this.match, before, move);
    const positions = played.ok ? matchPositions(played.value) : played;
    if (!played.ok || !positions.ok) {
      console.warn(`oxono: ${positions.ok ? '' : positions.error}`);
      return;
    }
    this.match = played.value;
    this.positions = positions.value;
    this.choice = NO_CHOICE;
    this.save();
    this.animating = true;
    const from = totemSquare(before, moveSymbolName(move));
    const done = (): void => {
      this.animating = false;
      if (this.end) this.finished();
      else {
        this.refresh();
        this.askComputer();
      }
    };
    // The slide starts where the totem stands: on its destination already, while it was chosen.
    if (this.view)
      this.view.animateMove(this.position, { from, to: moveTotem(move), pawn: movePawn(move) }, done);
    else done();
    if (this.animating) this.refresh();
  }

  private finished(): void {
    const end = this.end;
    if (!end) return;
    const winner = winnerColour(end);
    const computer = Object.values(this.match.players).some((player) => player.kind === 'computer');
    const lost = computer && winner !== null && this.match.players[winner].kind === 'computer';
    // The line made (or the draw) is heard at once, the game's sting just after it.
    const sound = this.services.sound;
    sound.effect(winner === null ? 'draw' : 'line');
    if (winner !== null) this.time.delayedCall(STING_AFTER_LINE_MS, () => sound.sting(lost ? 'loss' : 'win'));
    const kept = keptOfOxono(this.match, end);
    this.services.saves.update((data) => ({ ...data, myGames: keepGame(data.myGames, kept) }));
    this.redraw();
  }

  private askComputer(): void {
    const player = playerToMove(this.match, this.position);
    if (this.end || player.kind !== 'computer' || !this.opponent || this.thinking) return;
    this.thinking = true;
    this.refresh();
    const ply = this.match.moves.length;
    const seed = (this.match.seed + ply * 7919) >>> 0;
    void this.opponent.moveFor(this.position, player.strength, seed).then((move) => {
      if (!this.thinking || this.match.moves.length !== ply) return;
      this.thinking = false;
      if (move === null) return this.refresh();
      this.play(move);
    });
  }

  private again(): void {
    this.go('OxonoPlay', { players: this.match.players } satisfies OxonoPlayData);
  }

  /** Restarts from a position text (the browser tests' hook), with two players or against the computer. */
  private loadPosition(text: string, players?: 'two' | 'computer'): boolean {
    const chosen: OxonoMatch['players'] =
      players === 'two'
        ? { pink: HUMAN, black: HUMAN }
        : players === 'computer'
          ? { pink: HUMAN, black: { kind: 'computer', strength: 1 } }
          : this.match.players;
    const made = newOxonoMatch(chosen, this.match.seed, text);
    if (!made.ok) return false;
    this.scene.restart({ players: chosen, start: made.value.start } satisfies OxonoPlayData);
    return true;
  }

  /** Keeps the game in progress in its save part; a finished game is forgotten there. */
  private save(): void {
    writeOxonoSave(browserStorage(), this.end ? null : this.match);
  }

  private marks(): OxonoMarks {
    return oxonoMarks(this.position, this.tapsAllowed ? this.choice : NO_CHOICE);
  }

  /** Draws the marks, the players' lines and the line under the board for the state now. */
  private refresh(): void {
    const view = this.view;
    if (!view || !this.statusText) return;
    const position = this.position;
    const end = this.end;
    const marks = this.marks();
    const lastMove = this.lastMove();
    const line =
      end && lastMove !== null && end.reason !== 'all-placed' ? winningLine(position, lastMove) : [];
    const before = this.positions[this.positions.length - 2];
    view.setMarks({
      ...NO_OXONO_MARKS,
      targets: this.tapsAllowed ? marks.squares : [],
      kind: marks.step === 'pawn' ? 'pawn' : 'destination',
      chosen: marks.chosen,
      last:
        lastMove !== null && before
          ? {
              from: totemSquare(before, moveSymbolName(lastMove)),
              to: moveTotem(lastMove),
              pawn: movePawn(lastMove),
            }
          : null,
      cursor: this.boardFocused ? this.cursor : null,
      line,
    });
    (['pink', 'black'] as const).forEach((colour, i) => {
      const reserve = position.reserves[colour];
      const mover = !end && position.turn === colour;
      this.hud[i]
        ?.setText(
          `${mover ? '▶ ' : ''}${playerName(this.match, colour)} · ${t('oxono.reserve', { x: reserve.X, o: reserve.O })}`,
        )
        .setColor(mover ? '#ffffff' : CHROME.textDim);
    });
    this.statusText.setText(oxonoStatus(this.match, position, marks, { end, thinking: this.thinking }));
  }

  private lastMove(): OxonoMove | null {
    const text = this.match.moves[this.match.moves.length - 1];
    const move = text === undefined ? null : readMove(text);
    return move?.ok ? move.value : null;
  }

  private hookState(): OxonoHookState {
    const marks = this.marks();
    const end = this.end;
    const lastMove = this.lastMove();
    return {
      position: oxono.positionText(this.position),
      moves: this.match.moves,
      turn: this.position.turn,
      step: marks.step,
      chosen: marks.chosen?.symbol ?? null,
      targets: this.tapsAllowed ? marks.squares.map(squareName) : [],
      fallbacks: marks.fallbacks.map((fallback) => fallback.kind),
      status: this.statusText?.text ?? '',
      outcome: end ? { winner: winnerColour(end), reason: end.reason } : null,
      line: end && lastMove !== null ? winningLine(this.position, lastMove).map(squareName) : [],
      animating: this.animating || (this.view?.busy ?? false),
      thinking: this.thinking,
      fallbackMoves: this.opponent?.fallbacks ?? 0,
      saved: readOxonoSave(browserStorage()) !== null,
      cursor: this.boardFocused && this.cursor !== null ? squareName(this.cursor) : null,
    };
  }
}
