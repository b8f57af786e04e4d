import type { Result } from '../../core/result';
import { t } from '../base/i18n';
import type { ClubProblem } from '../club/club-api';
import type { ClubIdentity } from '../club/club-identity';
import { poolOf } from '../../net/ratings';
import { GameChoiceMenu, type GameOrder, type RowMaker } from './GameChoiceMenu';
import type { LobbyData } from './Lobby';

/**
 * Create a challenge: the same choices as a friend's game (game, board, ending, time control, colour) and
 * whether it is rated, posted in the lobby for anyone to accept. The lobby posts it on its own connection, because a challenge lasts
 * exactly as long as its creator is in the lobby.
 */
const RATED_KEY = 'online.challengeRated';

export class PostChallenge extends GameChoiceMenu {
  protected readonly choiceKey = 'online.challengeChoice';

  constructor() {
    super('PostChallenge');
  }

  /** Whether the challenge is rated: kept for the visit like the other choices, casual at first. */
  private get rated(): boolean {
    return this.registry.get(RATED_KEY) === true;
  }

  protected override extraRows(): { rows: number; room: number } {
    return { rows: 1, room: 0 };
  }

  protected override buildExtra(row: RowMaker): number {
    row(
      t('lobby.ratedSwitch'),
      [false, true] as const,
      this.rated,
      (v) => t(v ? 'menu.on' : 'menu.off'),
      (v) => {
        this.registry.set(RATED_KEY, v);
        this.click();
      },
    );
    return 0;
  }

  protected title(): string {
    return t('lobby.create');
  }

  protected confirm(): { label: string; busy: string } {
    return { label: t('lobby.post'), busy: t('lobby.connecting') };
  }

  protected override back(): void {
    this.go('Lobby');
  }

  /**
   * Hands the challenge to the lobby and leaves this screen. No game exists yet (one opens when someone
   * accepts), so the answer never comes and the menu's way into a made game is not taken.
   */
  protected order(_identity: ClubIdentity, order: GameOrder): Promise<Result<string, ClubProblem>> {
    // An untimed game has no rating pool, so the switch only counts with a clock (the lobby then says "casual").
    const rated = this.rated && poolOf(order.game, order.rules, order.timeControl) !== null;
    this.go('Lobby', { post: { ...order, rated } } satisfies LobbyData);
    return new Promise(() => undefined);
  }
}
