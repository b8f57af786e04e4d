import { EDITOR_DRAFT_KEY, isDraftGame, type DraftBoard } from '../session/editor-draft';
import { qualifies } from '../../core/arcade';
import { campaignLevels } from '../../core/level';
import { t } from '../base/i18n';
import { MenuScene } from '../menu/MenuScene';
import { CHROME } from '../base/theme';
import { openKeptGame } from '../session/open-kept';
import type { PlayData, ResultData, VersusData } from '../session/play-data';
import type { LossTip } from '../session/loss-tip';
import { chooseName, offerNameOnce } from '../club/world-name';
import { onWorldRecords } from '../club/world-sender';
import { resultLine } from '../club/world-words';
import { fitText } from '../base/text-fit';

/**
 * After a game: who won, the score broken down as core computed it (pieces, squares won by the fill,
 * full-board bonus), a lost game's one tip, a new best announced, and the way on: next level, retry, level select; in an arcade
 * run the lives and running total, and at its end the initials entry.
 */
export class Result extends MenuScene {
  private result!: ResultData;
  /** This visit offers to choose a club name for the world record (the first record only). */
  private offerName = false;

  constructor() {
    super('Result');
  }

  init(data: ResultData): void {
    this.result = data;
    this.offerName = false;
  }

  override create(): void {
    // A first world record offers once to choose a club name (drawn by build).
    this.offerName = offerNameOnce(this.result.world, this.services.saves);
    super.create();
    const { sound } = this.services;
    // The sting Play started is the sound of this screen; menu music comes back on the next one.
    sound.music(null);
    if (this.result.newBest) this.time.delayedCall(600, () => sound.effect('highscore'));
    const { arcade, score } = this.result;
    if (arcade && !score.won && !score.drawn) this.time.delayedCall(300, () => sound.effect('life'));
    // The world table's answer shows as soon as it comes.
    this.events.once(
      'shutdown',
      onWorldRecords(() => this.redraw()),
    );
  }

  protected override back(): void {
    this.go(this.result.mode === 'level' ? 'LevelSelect' : 'Title');
  }

  protected build(): void {
    const r = this.result;
    const { width, height } = this.scale;
    const { margin, textSize, smallSize, buttonHeight, gap, unit } = this.metrics;
    let y = this.heading(this.headline());
    if (r.levelName) {
      this.text(width / 2, y, r.levelName + (r.boss ? ` · ${t('boss.title')}` : ''), {
        size: smallSize,
        color: r.boss ? '#ff8a9a' : CHROME.textDim,
      }).setOrigin(0.5, 0);
      y += smallSize * 1.6;
    }
    this.text(width / 2, y, `${r.names.x} ${r.counts.x} – ${r.counts.o} ${r.names.o}`, {
      size: smallSize,
      color: CHROME.textDim,
    }).setOrigin(0.5, 0);
    y += smallSize * 2;

    const buttons = this.buttons();
    const buttonsHeight = buttons.length * (buttonHeight + gap);
    const rows: [string, string, string?][] = [];
    if (!r.twoPlayers) {
      rows.push([t('result.pieces'), String(r.score.pieces)]);
      rows.push([t('result.filled'), String(r.score.filled)]);
      rows.push([t('result.bonus'), String(r.score.bonus)]);
      rows.push([t('result.total'), String(r.score.total), CHROME.textGold]);
    }
    const rowHeight = textSize * 1.55;
    const panelWidth = Math.min(width - 2 * margin, 420 * unit);
    const panelLeft = (width - panelWidth) / 2;
    if (rows.length > 0) {
      const panelHeight = rows.length * rowHeight + margin;
      this.panel(panelLeft, y, panelWidth, panelHeight);
      rows.forEach(([label, value, color], i) => {
        const rowY = y + margin / 2 + i * rowHeight + rowHeight / 2;
        const bold = i === rows.length - 1;
        this.text(panelLeft + margin, rowY, label, { size: textSize, bold, align: 'left' }).setOrigin(0, 0.5);
        const valueText = this.text(panelLeft + panelWidth - margin, rowY, value, {
          size: textSize,
          bold: true,
          color: color ?? '#ffffff',
        }).setOrigin(1, 0.5);
        valueText.setName(`result-${i}`);
      });
      y += panelHeight + margin * 0.8;
    }

    const notes: [string, string][] = [];
    const tip = r.tip ? tipText(r.tip) : null;
    if (tip) notes.push([tip, '#ffffff']);
    if (r.practice) notes.push([t('result.practice'), CHROME.textWarn]);
    if (r.newBest) notes.push([t('result.newBest'), CHROME.textGold]);
    else if (r.best > 0) notes.push([t('result.best', { score: r.best }), CHROME.textDim]);
    if (r.medal) notes.push([t(`result.medal.${r.medal}`), medalColour(r.medal)]);
    // What each medal asks for, so a player knows what to aim at next time.
    if (r.medals) notes.push([t('result.medals', r.medals), CHROME.textDim]);
    if (r.arcade) {
      const { run, step } = r.arcade;
      if (step === 'retry' && r.score.drawn) notes.push([t('result.drawReplay'), CHROME.textDim]);
      else if (step === 'retry') notes.push([t('result.lifeLost'), CHROME.textWarn]);
      if (step === 'game-over') notes.push([t('result.runOver'), CHROME.textWarn]);
      if (step === 'cleared-all') notes.push([t('result.runCleared'), CHROME.textGood]);
      const livesBack = r.arcade.livesBack ?? 0;
      if (livesBack > 0 && !r.arcade.ended)
        notes.push([t('result.lifeBack', { n: '♥'.repeat(livesBack) }), CHROME.textGood]);
      notes.push([
        `${t('play.lives', { n: '♥'.repeat(run.lives) || '0' })} · ${t('result.runTotal', { score: run.score })}`,
        '#ffffff',
      ]);
    }
    const medalsNote = r.medals ? t('result.medals', r.medals) : null;
    for (const [note, color] of notes) {
      const quiet = note === medalsNote;
      const label = this.text(width / 2, y, note, {
        size: quiet ? smallSize : textSize,
        bold: !quiet,
        color,
        wrap: width - 2 * margin,
      }).setOrigin(0.5, 0);
      if (quiet) label.setName('result-medals');
      if (note === tip) label.setName('result-tip');
      if (note === t('result.newBest')) {
        // The new best pulses: the moment the player came back for.
        this.tweens.add({
          targets: label,
          scale: 1.12,
          duration: 420,
          yoyo: true,
          repeat: -1,
          ease: 'Sine.easeInOut',
        });
      }
      y += Math.max(textSize * 1.5, label.height + textSize * 0.4);
    }

    // The buttons follow the result, with a third of any room to spare above them: no empty gap in the
    // middle, and nothing across the bottom band's frame line while it fits above it.
    const floor = height * 0.92 - gap;
    const spare = Math.max(0, floor - (y + margin) - buttonsHeight);
    let top = y + margin + spare / 3;
    if (top + buttonsHeight > floor) top = Math.max(y + gap, height - margin - buttonsHeight);
    let buttonY = Math.min(top, height - buttonsHeight) + buttonHeight / 2;
    // The replay of this game sits in the bottom band, or shares the last row when the column reaches it.
    const replay = this.replayPress();
    const lastBottom = buttonY + buttonsHeight - gap - buttonHeight / 2;
    // The world record's status takes the band when there is one: the replay then shares the last row.
    const band = resultLine(r.world, this.services.saves.data, r.mode === 'arcade') !== null;
    const shared = replay !== null && (band || lastBottom > height - margin - buttonHeight - gap / 2);
    const half = (this.metrics.buttonWidth - gap) / 2;
    buttons.forEach(([label, onPress, kind], i) => {
      if (shared && i === buttons.length - 1) {
        this.button(width / 2 - (half + gap) / 2, buttonY, label, onPress, { kind, width: half });
        this.button(width / 2 + (half + gap) / 2, buttonY, t('result.replay'), replay, {
          kind: 'quiet',
          width: half,
        });
      } else this.button(width / 2, buttonY, label, onPress, { kind });
      buttonY += buttonHeight + gap;
    });
    const replayWidth = Math.min(this.metrics.buttonWidth, 220 * unit);
    const bandY = height - margin - buttonHeight / 2;
    if (replay && !shared)
      this.button(width / 2, bandY, t('result.replay'), replay, { kind: 'quiet', width: replayWidth });
    this.worldStatus();
  }

  /** Replays the game just played (kept first in My games), back to this screen; null when none is kept. */
  private replayPress(): (() => void) | null {
    const kept = this.services.saves.data.myGames?.[0];
    if (!kept) return null;
    return () => openKeptGame(this, kept, this.services.campaign, { scene: 'Result', data: this.result });
  }

  /** What became of the game's world record, in the bottom band, where it updates when the club answers. */
  private worldStatus(): void {
    const line = resultLine(this.result.world, this.services.saves.data, this.result.mode === 'arcade');
    if (!line) return;
    const { width, height } = this.scale;
    const m = this.metrics;
    const middle = (this.frame.bottom + height) / 2;
    if (this.offerName) {
      const go = (key: string, data?: object): void => this.go(key, data);
      this.button(width / 2, middle, t('world.ask.button'), () => chooseName(this.game, go), {
        kind: 'quiet',
        width: Math.min(width - 2 * m.margin, 440 * m.unit),
        height: Math.min(m.buttonHeight * 0.8, (height - this.frame.bottom) * 0.8),
        fontSize: m.smallSize,
      });
      return;
    }
    const label = this.text(width / 2, middle, line.text, {
      size: m.smallSize,
      color: line.color,
    });
    fitText(label.setOrigin(0.5).setName('result-world'), line.text, width - 2 * m.margin, 2);
  }

  private headline(): string {
    const r = this.result;
    if (r.winner === null) return t('result.draw');
    if (r.twoPlayers) return t('result.sideWins', { name: r.names[r.winner] });
    return r.winner === 'x' ? t('result.win') : t('result.loss');
  }

  /** The ways on from here, the most likely first. */
  private buttons(): [string, () => void, 'primary' | 'normal' | 'quiet'][] {
    const r = this.result;
    const play = (data: PlayData) => () => this.go('Play', data);
    if (r.mode === 'arcade' && r.arcade) {
      if (!r.arcade.ended) {
        const levels = campaignLevels(this.services.campaign);
        const levelId = levels[r.arcade.run.levelIndex]?.id ?? null;
        // A retry of the same level skips the boss card: it is shown once per attempt sequence.
        const again = levelId === r.levelId;
        return [[t('result.continue'), play({ mode: 'arcade', levelId, introDone: again }), 'primary']];
      }
      const { score, cleared } = r.arcade.run;
      if (qualifies(this.services.saves.data.arcadeTable, score)) {
        return [[t('result.finish'), () => this.go('Initials', { score, cleared }), 'primary']];
      }
      return [[t('result.menu'), () => this.go('Title'), 'primary']];
    }
    if (r.mode === 'versus') {
      return [
        [t('result.again'), play(r.replay), 'primary'],
        isDraftGame(this.registry.get(EDITOR_DRAFT_KEY) as DraftBoard | undefined, r.replay.start)
          ? [t('editor.backToBoard'), () => this.go('Editor'), 'normal']
          : [
              t('result.changeSetup'),
              () => this.go('Versus', { setup: r.replay } satisfies VersusData),
              'normal',
            ],
        [t('result.menu'), () => this.go('Title'), 'quiet'],
      ];
    }
    const list: [string, () => void, 'primary' | 'normal' | 'quiet'][] = [];
    if (r.nextLevelId)
      list.push([t('result.next'), play({ mode: 'level', levelId: r.nextLevelId }), 'primary']);
    list.push([
      t('result.retry'),
      play({ ...r.replay, introDone: true }),
      r.nextLevelId ? 'normal' : 'primary',
    ]);
    list.push([t('result.levels'), () => this.go('LevelSelect'), 'quiet']);
    return list;
  }
}

/** A lost game's tip in the player's words: the move and the square it names. */
function tipText(tip: LossTip): string {
  switch (tip.kind) {
    case 'hole':
      return t(`tip.hole.${tip.by}`, { move: tip.move, square: tip.square, n: tip.taken });
    case 'retake':
      return t(tip.jump ? 'tip.retake.jump' : 'tip.retake.clone', {
        move: tip.move,
        square: tip.square,
        reply: tip.reply,
        n: tip.taken,
      });
    case 'missed':
      return t('tip.missed', { move: tip.move, square: tip.square, best: tip.best, took: tip.took });
    case 'taken':
      return t('tip.taken', { move: tip.move, square: tip.square, n: tip.taken });
  }
}

const medalColour = (medal: 'gold' | 'silver' | 'bronze'): string =>
  '#' +
  { gold: CHROME.gold, silver: CHROME.silver, bronze: CHROME.bronze }[medal].toString(16).padStart(6, '0');
