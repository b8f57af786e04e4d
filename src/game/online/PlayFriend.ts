import type { Result } from '../../core/result';
import { t } from '../base/i18n';
import { createGame, type ClubProblem } from '../club/club-api';
import type { ClubIdentity } from '../club/club-identity';
import { identities } from '../club/club-session';
import { GameChoiceMenu, type GameOrder } from './GameChoiceMenu';

/**
 * Play a friend: board, ending, time control and colour; Create asks the club for a private game and
 * opens it, where the invite link waits to be shared.
 */
export class PlayFriend extends GameChoiceMenu {
  protected readonly choiceKey = 'online.friendChoice';

  constructor() {
    super('PlayFriend');
  }

  protected title(): string {
    return t('online.friend');
  }

  protected confirm(): { label: string; busy: string } {
    return { label: t('online.create'), busy: t('online.creating') };
  }

  protected order(identity: ClubIdentity, order: GameOrder): Promise<Result<string, ClubProblem>> {
    return createGame({ token: identity.token, ...order });
  }

  protected override made(code: string): void {
    identities().created(code);
  }
}
