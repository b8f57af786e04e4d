import { outcome, parseFen, parseMoveText, type Position } from '../../core';
import { campaignLevels } from '../../core/level';
import { frontier } from '../../core/progression';
import { DemoBoard } from '../board/DemoBoard';
import { t, type StringKey } from '../base/i18n';
import { MenuScene } from '../menu/MenuScene';
import type { PlayRequest } from '../menu/play-request';
import { menuPalette } from '../base/settings-apply';
import { CHROME, PALETTES } from '../base/theme';

/** One lesson: a board, the piece to point at, the move core plays on it, and the caption. */
interface Lesson {
  readonly caption: StringKey;
  readonly fen: string;
  /** Which targets of the moving piece light up before the move. */
  readonly show: 'clone' | 'jump' | 'piece';
  readonly from: string;
  readonly move: string;
}

const LESSONS: readonly Lesson[] = [
  { caption: 'how.clone', fen: '5/5/2x2/5/o4 x', show: 'clone', from: 'c3', move: 'd4' },
  { caption: 'how.jump', fen: '5/5/2x2/5/o4 x', show: 'jump', from: 'c3', move: 'c3e5' },
  { caption: 'how.flip', fen: 'o4/1oo2/1o3/3x1/5 x', show: 'piece', from: 'd2', move: 'c3' },
  { caption: 'how.fill', fen: 'o-x2/--x2/xxx2/5/5 x', show: 'piece', from: 'c3', move: 'd3' },
  { caption: 'how.goal', fen: 'xxooo/xxooo/xx1oo/xxxoo/xxxoo x', show: 'piece', from: 'b3', move: 'c3' },
];

/**
 * The rules in five short animated lessons on a small board (clone, jump, flip, fill, the goal), each
 * acted out by core's own move logic, one caption at a time. The player turns the pages (◀, Next); a
 * card's demo loops its move but the card never changes by itself. The last card's Next is Play: having
 * read the rules, the player goes on to a game rather than round to the first card again.
 */
export class HowToPlay extends MenuScene {
  private lesson = 0;

  constructor() {
    super('HowToPlay');
  }

  init(): void {
    this.lesson = 0;
  }

  private turn(step: number): void {
    this.lesson = (this.lesson + step + LESSONS.length) % LESSONS.length;
    this.redraw();
  }

  protected override initialFocus(): number {
    return 1;
  }

  protected build(): void {
    const { width, height } = this.scale;
    const m = this.metrics;
    const top = this.heading(t('how.title'));
    const lesson = LESSONS[this.lesson];
    const backTop = height - m.margin - m.buttonHeight;
    const captionHeight = m.textSize * 3.2;
    const controlsHeight = m.buttonHeight + m.gap * 2;
    const textBlock = captionHeight + m.smallSize * 2 + controlsHeight;
    // Side by side on a wide, short screen (a phone on its side); stacked otherwise.
    const beside = width > height * 1.5;
    const boardSpace = beside
      ? Math.min(width * 0.45, backTop - m.gap * 2 - top)
      : Math.min(width - 2 * m.margin, backTop - m.gap * 2 - textBlock - top - m.gap);
    const cell = Math.max(24, Math.min(boardSpace / 5.4, 90 * m.unit));
    const boardSize = cell * 5.4;
    const boardX = beside ? Math.max(m.margin + boardSize / 2, width * 0.28) : width / 2;
    // Beside the board, the caption starts clear of the board's frame and ends at the margin.
    const textLeft = boardX + boardSize / 2 + m.gap * 2;
    const textWidth = beside
      ? Math.min(width - m.margin - textLeft, 560 * m.unit)
      : Math.min(width - 2 * m.margin, 560 * m.unit);
    const textX = beside ? textLeft + (width - m.margin - textLeft) / 2 : width / 2;
    const room = backTop - m.gap - top;
    const boardY = beside
      ? top + room / 2
      : top + Math.max(0, (room - boardSize - m.gap - textBlock) / 2) + boardSize / 2;

    const parsed = parseFen(lesson.fen);
    if (!parsed.ok) throw new Error(`how-to-play lesson: ${parsed.error}`);
    const start: Position = parsed.value;
    const palette = menuPalette(this.services.saves.data.settings);
    const board = new DemoBoard(this, boardX, boardY, cell, start, PALETTES[palette], palette, 'normal');
    board.container.setName('how-board');
    board.container.setData('bounds', {
      x: boardX - boardSize / 2,
      y: boardY - boardSize / 2,
      width: boardSize,
      height: boardSize,
    });

    const captionY = beside ? top + (room - textBlock) / 2 : boardY + boardSize / 2 + m.gap;
    const caption = this.text(textX, captionY, t(lesson.caption), { bold: true, wrap: textWidth })
      .setOrigin(0.5, 0)
      .setName('how-caption');

    // Where we are in the lessons: a dot each, the current one bigger and ringed.
    const dotsY = captionY + Math.max(captionHeight, caption.height) + m.smallSize * 0.5;
    const dots = this.add.graphics();
    const spacing = m.smallSize * 1.4;
    LESSONS.forEach((_, i) => {
      const x = textX + (i - (LESSONS.length - 1) / 2) * spacing;
      const current = i === this.lesson;
      dots.fillStyle(current ? CHROME.focus : CHROME.panelEdge, 1);
      dots.fillCircle(x, dotsY, m.smallSize * (current ? 0.32 : 0.22));
      if (current) {
        dots.lineStyle(2, CHROME.focus, 1);
        dots.strokeCircle(x, dotsY, m.smallSize * 0.5);
      }
    });

    // Controls: ◀ previous and Next ▶ under the caption, Back along the bottom.
    const controlsY = dotsY + m.smallSize * 1.5 + m.buttonHeight / 2;
    const small = Math.min(m.buttonWidth * 0.45, 160 * m.unit);
    this.button(textX - small * 0.6, controlsY, '◀', () => this.turn(-1), { width: small });
    const last = this.lesson === LESSONS.length - 1;
    this.button(
      textX + small * 0.6,
      controlsY,
      `${t(last ? 'how.start' : 'how.next')} ▶`,
      () => (last ? this.play() : this.turn(1)),
      { width: small, kind: 'primary' },
    );
    this.backButton(t('menu.back'));

    void this.act(board, lesson, start);
  }

  /** Starts the level the player is up to (level 1 for a newcomer), asking first over a game in progress. */
  private play(): void {
    const { campaign, saves } = this.services;
    const level = frontier(campaign, saves.data.levels) ?? campaignLevels(campaign)[0];
    if (!level) return;
    this.replaceGame(() => this.go('Play', { mode: 'level', levelId: level.id } satisfies PlayRequest));
  }

  /** Points at the piece, lights its targets, plays the move, shows any fill; then again from the start. */
  private async act(board: DemoBoard, lesson: Lesson, start: Position): Promise<void> {
    let live = true;
    this.events.once('menu-redraw', () => (live = false));
    this.events.once('shutdown', () => (live = false));
    const wait = (ms: number): Promise<void> => new Promise((done) => this.time.delayedCall(ms, done));
    const square = (text: string): number => {
      const parsed = parseMoveText(text, start.width, start.height);
      return parsed.ok ? parsed.value : -1;
    };
    const move = parseMoveText(lesson.move, start.width, start.height);
    if (!move.ok) return;
    await wait(700);
    if (!live) return;
    const from = square(lesson.from);
    const targets = board.targetsOf(from);
    board.mark([from], 'from');
    if (lesson.show === 'clone') board.mark(targets.clone, 'clone');
    if (lesson.show === 'jump') board.mark(targets.jump, 'jump');
    await wait(1300);
    if (!live) return;
    await board.play(move.value);
    const over = outcome(board.position, 'arcade');
    if (over?.fill && live) {
      await wait(500);
      if (!live) return;
      await board.fill(over.fill.side, over.fill.squares);
    }
    await wait(2200);
    if (!live) return;
    // The same card acts its move again: only the player turns the page.
    board.setPosition(start);
    void this.act(board, lesson, start);
  }
}
