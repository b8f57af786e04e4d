import {
  oxono,
  readMove,
  type OxonoPosition,
  type SymbolName,
  movePawn,
  moveTotem,
  playOxono,
  totemSquare,
  winningLine,
} from '../../core/oxono';
import { t, type StringKey } from '../base/i18n';
import { CHROME } from '../base/theme';
import { OxonoBoardView, NO_OXONO_MARKS } from '../board/oxono/OxonoBoardView';
import { MenuScene } from '../menu/MenuScene';
import { HUMAN } from '../session/oxono/oxono-match';
import { oxonoMarks } from '../session/oxono/oxono-taps';
import type { OxonoPlayData } from './OxonoPlay';

/** One page: a real position, the totem to point at, the move core plays on it, and the caption. */
interface OxonoLesson {
  readonly caption: StringKey;
  readonly position: string;
  readonly symbol: SymbolName;
  readonly move: string;
}

/** Each case once (issue 50): checked positions, played by core on the page. */
export const OXONO_LESSONS: readonly OxonoLesson[] = [
  {
    caption: 'oxono.how.slide',
    position: '....../....../..@.../...*../....../...... 1 8 8 8 8',
    symbol: 'X',
    move: 'X d5 e5',
  },
  {
    caption: 'oxono.how.pawn',
    position: '....../....../..@.../...*../....../...... 1 8 8 8 8',
    symbol: 'X',
    move: 'X d5 d6',
  },
  {
    caption: 'oxono.how.colour',
    position: '.....X/XO..../..@.../...*../xox.../...... 1 6 7 6 7',
    symbol: 'X',
    move: 'X d1 d2',
  },
  {
    caption: 'oxono.how.symbol',
    position: '*....x/....../...@../....../....../OOo... 1 7 7 8 6',
    symbol: 'O',
    move: 'O d2 d1',
  },
  {
    caption: 'oxono.how.jump',
    position: '.....@/....../..O.../.x*X../..o.../...... 1 7 7 7 7',
    symbol: 'X',
    move: 'X e3 e2',
  },
  {
    caption: 'oxono.how.teleport',
    position: '..O..@/..o.../..X.../xO*Xox/..x.../..O... 1 5 6 6 5',
    symbol: 'X',
    move: 'X a5 a4',
  },
  {
    caption: 'oxono.how.anywhere',
    position: '.....@/....../x.O.../.x*X../O.o.../...... 1 6 7 7 6',
    symbol: 'X',
    move: 'X a3 f1',
  },
];

/**
 * Oxono's rules in seven pages on a real board, each case once: the slide, the pawn beside the totem, a
 * colour line, a symbol line made with the other player's pawns, the enclosed totem's jump, the
 * teleport and the place-anywhere pawn. Each page acts its move out with core's own rules (the marks are
 * the game's marks) and loops; only the player turns the page, and the last page's button starts a game.
 */
export class OxonoHowTo extends MenuScene {
  private page = 0;

  constructor() {
    super('OxonoHowTo');
  }

  init(): void {
    this.page = 0;
  }

  protected override initialFocus(): number {
    return 1;
  }

  protected override back(): void {
    this.go('OxonoMenu');
  }

  private turn(step: number): void {
    this.page = (this.page + step + OXONO_LESSONS.length) % OXONO_LESSONS.length;
    this.redraw();
  }

  protected build(): void {
    const { width, height } = this.scale;
    const m = this.metrics;
    const top = this.heading(t('oxono.howToPlay'));
    const lesson = OXONO_LESSONS[this.page];
    const read = oxono.readPosition(lesson.position, 'standard');
    if (!read.ok) throw new Error(`Oxono lesson ${this.page + 1}: ${read.error}`);
    const backTop = height - m.margin - m.buttonHeight;
    const textBlock = m.textSize * 4.6 + m.smallSize * 2 + m.buttonHeight + m.gap * 2;
    const beside = width > height * 1.5;
    const space = beside
      ? Math.min(width * 0.45, backTop - m.gap * 2 - top)
      : Math.min(width - 2 * m.margin, backTop - m.gap * 2 - textBlock - top);
    const cell = Math.max(20, Math.floor(Math.min(space / 6.3, 80 * m.unit)));
    const side = cell * 6;
    const boardLeft = beside ? Math.max(m.margin, width * 0.28 - side / 2) : (width - side) / 2;
    const boardTop = beside ? top + (backTop - top - side) / 2 : top + m.gap;
    const view = new OxonoBoardView(this, 'normal', () => undefined);
    view.setLayout({ left: boardLeft, top: boardTop, cell });
    view.show(read.value);
    this.events.once('menu-redraw', () => view.destroy());

    const textLeft = beside ? boardLeft + side + m.gap * 2 : m.margin;
    const textWidth = beside ? width - m.margin - textLeft : width - 2 * m.margin;
    const textX = textLeft + textWidth / 2;
    const captionY = beside ? top + m.gap : boardTop + side + m.gap * 1.5;
    const caption = this.text(textX, captionY, t(lesson.caption), { bold: true, wrap: textWidth })
      .setOrigin(0.5, 0)
      .setName('how-caption');
    const dotsY = captionY + Math.max(m.textSize * 3.2, caption.height) + m.smallSize;
    const dots = this.add.graphics();
    const spacing = m.smallSize * 1.4;
    OXONO_LESSONS.forEach((_, i) => {
      const x = textX + (i - (OXONO_LESSONS.length - 1) / 2) * spacing;
      const current = i === this.page;
      dots.fillStyle(current ? CHROME.focus : CHROME.panelEdge, 1);
      dots.fillCircle(x, dotsY, m.smallSize * (current ? 0.32 : 0.22));
    });
    const controlsY = Math.min(
      dotsY + m.smallSize * 1.2 + m.buttonHeight / 2,
      backTop - m.gap - m.buttonHeight / 2,
    );
    const small = Math.min(m.buttonWidth * 0.45, 160 * m.unit, textWidth / 2 - m.gap);
    this.button(textX - small * 0.6, controlsY, '◀', () => this.turn(-1), { width: small });
    const last = this.page === OXONO_LESSONS.length - 1;
    this.button(
      textX + small * 0.6,
      controlsY,
      `${t(last ? 'oxono.how.start' : 'how.next')} ▶`,
      () =>
        last
          ? this.go('OxonoPlay', { players: { pink: HUMAN, black: HUMAN } } satisfies OxonoPlayData)
          : this.turn(1),
      { width: small, kind: 'primary' },
    );
    this.backButton(t('menu.back'));
    void this.act(view, lesson, read.value);
  }

  /** Marks the totem's destinations, then the pawn's squares, plays the move, shows any line; again. */
  private async act(view: OxonoBoardView, lesson: OxonoLesson, start: OxonoPosition): Promise<void> {
    let live = true;
    this.events.once('menu-redraw', () => (live = false));
    this.events.once('shutdown', () => (live = false));
    const wait = (ms: number): Promise<boolean> =>
      new Promise((done) => this.time.delayedCall(ms, () => done(live)));
    const move = readMove(lesson.move);
    if (!move.ok) return;
    const to = moveTotem(move.value);
    const totems = oxonoMarks(start, { step: 'totem', symbol: lesson.symbol });
    if (!(await wait(700))) return;
    view.setMarks({ ...NO_OXONO_MARKS, targets: totems.squares, kind: 'destination' });
    if (!(await wait(1400))) return;
    const pawns = oxonoMarks(start, { step: 'pawn', symbol: lesson.symbol, to });
    view.setMarks({ ...NO_OXONO_MARKS, targets: pawns.squares, kind: 'pawn', chosen: pawns.chosen });
    if (!(await wait(1400))) return;
    const played = playOxono(start, move.value);
    if (!played.ok) return;
    const from = totemSquare(start, lesson.symbol);
    view.setMarks(NO_OXONO_MARKS);
    await new Promise<void>((done) =>
      view.animateMove(played.value.position, { from, to, pawn: movePawn(move.value) }, done),
    );
    if (!live) return;
    const line = played.value.lines !== 0 ? winningLine(played.value.position, move.value) : [];
    view.setMarks({ ...NO_OXONO_MARKS, line, last: { from, to, pawn: movePawn(move.value) } });
    if (!(await wait(2400))) return;
    view.show(start);
    view.setMarks(NO_OXONO_MARKS);
    void this.act(view, lesson, start);
  }
}
