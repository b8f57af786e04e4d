import type { Result } from '../../core/result';
import { t } from '../ui/i18n';
import type { ClubProblem } from './club-api';
import type { ClubIdentity } from './club-identity';
import { GameChoiceMenu, type GameOrder } from './GameChoiceMenu';
import type { LobbyData } from './Lobby';

/**
 * Create a challenge: the same choices as a friend's game (board, ending, time control, colour), posted
 * in the lobby for anyone to accept. The lobby posts it on its own connection, because a challenge lasts
 * exactly as long as its creator is in the lobby.
 */
export class PostChallenge extends GameChoiceMenu {
  protected readonly choiceKey = 'online.challengeChoice';

  constructor() {
    super('PostChallenge');
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
    this.go('Lobby', { post: order } satisfies LobbyData);
    return new Promise(() => undefined);
  }
}
