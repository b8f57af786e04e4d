import { err, ok, type Result } from '../core/result';
import type { ChallengeOrder, ChallengeView, LobbyPlayer } from '../net/lobby';
import { refusal, type Refusal } from '../net/refusal';

/** An open challenge, with the lobby connection that posted it (told first when it is accepted). */
export interface OpenChallenge extends ChallengeView {
  readonly sessionId: string;
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

  post(by: LobbyPlayer, order: ChallengeOrder, sessionId: string): Result<OpenChallenge, Refusal> {
    if (this.byPlayer(by.id)) return err(refusal('challenge-open'));
    const { start, rules, timeControl, colour } = order;
    const challenge: OpenChallenge = {
      id: this.newId(),
      by: { id: by.id, name: by.name },
      start,
      rules,
      timeControl,
      colour,
      rated: false,
      sessionId,
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

  /** Takes challenge `id` for `taker`: it is no longer open for anyone else. */
  take(id: string, taker: LobbyPlayer): Result<OpenChallenge, Refusal> {
    const challenge = this.open.get(id);
    if (!challenge) return err(refusal('challenge-gone'));
    if (challenge.by.id === taker.id) return err(refusal('own-challenge'));
    this.open.delete(id);
    return ok(challenge);
  }

  /** Puts back a challenge that was taken but could not become a game (unless its creator has a new one). */
  restore(challenge: OpenChallenge): void {
    if (!this.byPlayer(challenge.by.id)) this.open.set(challenge.id, challenge);
  }
}

/** What the lobby shows of a challenge (the connection that posted it stays on the server). */
export const challengeView = ({ sessionId: _sessionId, ...view }: OpenChallenge): ChallengeView => view;
