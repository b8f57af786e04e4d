import type { GameEndView } from '../net/game-view';
import type { ClubStore, NewClubGame, StoredMove } from './storage/club-store';

/** What the recorder needs to see of a game: its header, the moves that are final, and its end. */
export interface RecordableGame {
  storedGame(): NewClubGame | null;
  settledMoves(): StoredMove[];
  readonly ending: GameEndView | null;
}

/**
 * Writes a game to the store as it goes, one write after another so the store sees the game being
 * made, move for move, in order. A failed write is logged and does not stop the game: the players
 * matter more than the archive, and the store's writes are idempotent, so the next sync retries it.
 */
export class GameRecorder {
  private chain: Promise<void> = Promise.resolve();
  private gameId: string | null = null;
  private created = false;
  private written = 0;
  private finished = false;

  constructor(
    private readonly store: ClubStore,
    private readonly log: (message: string) => void,
  ) {}

  /** Queues whatever the game has that the store has not: the header, settled moves, the end. */
  sync(game: RecordableGame): void {
    const header = game.storedGame();
    if (!header) return;
    if (header.id !== this.gameId) {
      this.gameId = header.id;
      this.created = false;
      this.written = 0;
      this.finished = false;
    }
    const moves = game.settledMoves().slice(this.written);
    const end = game.ending;
    const writeCreate = !this.created;
    const writeEnd = end !== null && !this.finished;
    if (!writeCreate && moves.length === 0 && !writeEnd) return;
    this.created = true;
    this.written += moves.length;
    if (writeEnd) this.finished = true;
    const id = header.id;
    this.chain = this.chain.then(async () => {
      try {
        if (writeCreate) await this.store.createGame(header);
        for (const move of moves) await this.store.appendMove(id, move);
        if (end && writeEnd)
          await this.store.finishGame(id, { result: end.result, reason: end.reason, endedAt: end.at });
      } catch (error) {
        this.log(`store: game ${id}: ${error instanceof Error ? error.message : String(error)}`);
        // Let the next sync write it again (the store ignores what it already has).
        if (this.gameId === id) {
          this.created = !writeCreate && this.created;
          this.written = 0;
          this.finished = false;
        }
      }
    });
  }

  /** Resolves when every queued write is done. */
  settle(): Promise<void> {
    return this.chain;
  }
}
