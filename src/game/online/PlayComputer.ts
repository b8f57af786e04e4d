import type Phaser from 'phaser';
import { MAX_STRENGTH, MIN_STRENGTH } from '../../core/strengths';
import type { Result } from '../../core/result';
import { t } from '../base/i18n';
import { CHROME } from '../base/theme';
import { createComputerGame, type ClubProblem } from '../club/club-api';
import type { ClubIdentity } from '../club/club-identity';
import { GameChoiceMenu, type GameOrder, type RowMaker } from './GameChoiceMenu';
import { strengthWords } from '../base/strength-words';

const STRENGTH_KEY = 'online.computerStrength';
const STRENGTHS = Array.from({ length: MAX_STRENGTH - MIN_STRENGTH + 1 }, (_, i) => MIN_STRENGTH + i);
/** Where the ladder starts for someone new: a fair game for a casual player. */
const DEFAULT_STRENGTH = 3;
/** Lines the strength's description may take under its row. */
const ABOUT_LINES = 3;

/**
 * Play the computer: the club's engine at a strength (its name and what it does), on the same game,
 * board, ending, time control and colour choices as a friend's game (Oxono: its clock and colour, at
 * every rung of its own ladder). Play opens the game at once: the
 * computer is already sitting there.
 */
export class PlayComputer extends GameChoiceMenu {
  protected readonly choiceKey = 'online.computerChoice';
  private about: Phaser.GameObjects.Text | null = null;
  /** Where Back goes: the lobby when it opened this screen (`{ back: 'Lobby' }`), else Online. */
  private backTo: 'Online' | 'Lobby' = 'Online';

  constructor() {
    super('PlayComputer');
  }

  override init(data?: { back?: string }): void {
    super.init();
    this.backTo = data?.back === 'Lobby' ? 'Lobby' : 'Online';
  }

  protected override back(): void {
    this.go(this.backTo);
  }

  private get strength(): number {
    const kept = this.registry.get(STRENGTH_KEY) as number | undefined;
    return kept !== undefined && STRENGTHS.includes(kept) ? kept : DEFAULT_STRENGTH;
  }

  protected title(): string {
    return t('computer.title');
  }

  protected confirm(): { label: string; busy: string } {
    return { label: t('computer.play'), busy: t('computer.starting') };
  }

  protected order(identity: ClubIdentity, order: GameOrder): Promise<Result<string, ClubProblem>> {
    return createComputerGame({ token: identity.token, ...order, strength: this.strength });
  }

  protected override extraRows(): { rows: number; room: number } {
    const m = this.metrics;
    return { rows: 1, room: m.smallSize * 1.3 * ABOUT_LINES };
  }

  protected override buildExtra(row: RowMaker, rowWidth: number): number {
    const m = this.metrics;
    const bottom = row(
      t('computer.strength'),
      STRENGTHS,
      this.strength,
      (v) => `${v} · ${strengthWords(this.chosenGame, v).name}`,
      (v) => {
        this.registry.set(STRENGTH_KEY, v);
        this.click();
        this.describe();
      },
    );
    // Wrapped at the rows' width: the longest description takes three lines at the smallest size.
    this.about = this.text(this.scale.width / 2, bottom + m.gap / 2, '', {
      size: m.smallSize,
      color: CHROME.textDim,
      wrap: rowWidth,
    });
    this.about.setOrigin(0.5, 0);
    this.describe();
    return m.smallSize * 1.3 * ABOUT_LINES;
  }

  private describe(): void {
    this.about?.setText(strengthWords(this.chosenGame, this.strength).about);
  }
}
