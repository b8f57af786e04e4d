import { err, ok, type Result } from '../core/result';
import type { ChallengeOrder, ChallengeView, LobbyPlayer } from '../net/lobby';
import { poolOf } from '../net/ratings';
import { refusal, type Refusal } from '../net/refusal';
import type { ClubContext } from './club-context';
import { openGameBetween, type OpenedGame } from './rated-pairs';

/**
 * An open challenge, with the lobby connection that posted it (told first when it is accepted) and, for
 * a rated one, the creator's browser and address, which tell their own tabs apart from other people.
 */
export interface OpenChallenge extends ChallengeView {
  readonly sessionId: string;
  readonly browser: string;
  readonly address: string;
}

/** Where a challenge is posted or accepted from: the lobby connection's browser id and address. */
export interface ChallengeSource {
  readonly browser: string;
  readonly address: string;
}

/**
 * The lobby's open public challenges: at most one per player, newest first. Plain bookkeeping with no
 * sockets; taking a challenge removes it at once, so of two players accepting together only one gets it.
 */
export class Challenges {
  private readonly open = new Map<string, OpenChallenge>();

  constructor(private readonly newId: () => string) {}

  get size(): number {
    return this.open.size;
  }

  /** Newest first. */
  list(): OpenChallenge[] {
    return [...this.open.values()].reverse();
  }

  byPlayer(playerId: string): OpenChallenge | undefined {
    return [...this.open.values()].find((challenge) => challenge.by.id === playerId);
  }

  /**
   * Posts a challenge. A rated one is rated as quick pairing's games are: it needs a timed control (so a
   * pool) and a browser id, without which two tabs of one person could rate each other.
   */
  post(
    by: LobbyPlayer,
    order: ChallengeOrder,
    sessionId: string,
    from: ChallengeSource = { browser: '', address: '' },
  ): Result<OpenChallenge, Refusal> {
    if (this.byPlayer(by.id)) return err(refusal('challenge-open'));
    const { game, start, rules, timeControl, colour } = order;
    const rated = order.rated === true;
    if (rated && !poolOf(game, rules, timeControl)) {
      return err(refusal('malformed', 'challenge-create: a rated challenge needs a timed control'));
    }
    if (rated && from.browser === '') {
      return err(refusal('malformed', 'challenge-create: join with a browser id to post a rated challenge'));
    }
    const challenge: OpenChallenge = {
      id: this.newId(),
      by: { id: by.id, name: by.name },
      game,
      start,
      rules,
      timeControl,
      colour,
      rated,
      sessionId,
      browser: from.browser,
      address: from.address,
    };
    this.open.set(challenge.id, challenge);
    return ok(challenge);
  }

  /** Withdraws the player's challenge; false when they had none. */
  withdraw(playerId: string): boolean {
    const mine = this.byPlayer(playerId);
    if (mine) this.open.delete(mine.id);
    return mine !== undefined;
  }

  /**
   * Takes challenge `id` for `taker`: it is no longer open for anyone else. A rated one is nobody's from
   * the creator's own browser (or from a connection with no browser id).
   */
  take(id: string, taker: LobbyPlayer, from?: ChallengeSource): Result<OpenChallenge, Refusal> {
    const challenge = this.open.get(id);
    if (!challenge) return err(refusal('challenge-gone'));
    if (challenge.by.id === taker.id) return err(refusal('own-challenge'));
    if (challenge.rated && (!from || from.browser === '' || from.browser === challenge.browser)) {
      return err(refusal('own-challenge', 'a rated challenge cannot be accepted from its own browser'));
    }
    this.open.delete(id);
    return ok(challenge);
  }

  /** Puts back a challenge that was taken but could not become a game (unless its creator has a new one). */
  restore(challenge: OpenChallenge): void {
    if (!this.byPlayer(challenge.by.id)) this.open.set(challenge.id, challenge);
  }
}

/** What the lobby shows of a challenge (the connection that posted it stays on the server). */
export const challengeView = ({
  sessionId: _sessionId,
  browser: _browser,
  address: _address,
  ...view
}: OpenChallenge): ChallengeView => view;

/**
 * Opens the game of a challenge `taker` took (from `from`): the creator in the chosen colour, the other
 * seat kept for the taker. A rated challenge's game is played unrated (`OpenedGame.unrated` says why)
 * when the two share an address or a browser (rated-pairs.ts).
 */
export function openAcceptedChallenge(
  context: ClubContext,
  challenge: OpenChallenge,
  taker: LobbyPlayer,
  from: ChallengeSource,
): Promise<Result<OpenedGame, Refusal>> {
  const order = {
    game: challenge.game,
    start: challenge.start,
    rules: challenge.rules,
    timeControl: challenge.timeControl,
    colour: challenge.colour,
    creator: challenge.by,
    opponent: { id: taker.id, name: taker.name },
    listed: true,
    rated: challenge.rated,
  };
  const creator = { playerId: challenge.by.id, browser: challenge.browser, address: challenge.address };
  return openGameBetween(context, order, creator, { playerId: taker.id, ...from });
}
