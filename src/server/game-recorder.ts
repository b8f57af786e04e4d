import type { GameEndView } from '../net/game-view';
import type { ClubStore, NewClubGame, StoredMove } from './storage/club-store';

/** What the recorder needs to see of a game: its header, the moves played (as shown), and its end. */
export interface RecordableGame {
  /** The header, naming its game (`ataxx`), once both seats are taken; null before. */
  storedGame(): NewClubGame | null;
  /** Every move on the board now, as the players see it: a takeback removes its moves from here. */
  playedMoves(): StoredMove[];
  readonly ending: GameEndView | null;
}

const sameMove = (a: StoredMove, b: StoredMove): boolean =>
  a.ply === b.ply && a.move === b.move && a.at === b.at && a.clockMs === b.clockMs;

/**
 * Writes a game to the store as it goes, one write after another so the store sees the game being
 * made, move for move, in order: every move as it is played, and a takeback by rewriting the tail, so
 * the stored game is always the one the players saw. A recorder's first write of a game rewrites all
 * its moves (a game opened again after a restart may find a tail its last process left). A failed
 * write is logged and does not stop the game: the players matter more than the archive, and the next
 * sync writes the whole game again.
 */
export class GameRecorder {
  private chain: Promise<void> = Promise.resolve();
  private gameId: string | null = null;
  private created = false;
  /** The moves the store has of the current game, as this recorder wrote them. */
  private written: StoredMove[] = [];
  private finished = false;

  constructor(
    private readonly store: ClubStore,
    private readonly log: (message: string) => void,
  ) {}

  /** Queues whatever the game has that the store has not: the header, new moves or a new tail, the end. */
  sync(game: RecordableGame): void {
    const header = game.storedGame();
    if (!header) return;
    if (header.id !== this.gameId) {
      this.gameId = header.id;
      this.created = false;
      this.written = [];
      this.finished = false;
    }
    const moves = game.playedMoves();
    let same = 0;
    while (same < this.written.length && same < moves.length && sameMove(this.written[same], moves[same]))
      same++;
    const writeCreate = !this.created;
    // Moves the store has that the game no longer shows (a takeback): the tail is written again.
    const rewrite = writeCreate || same < this.written.length;
    const from = writeCreate ? 0 : same;
    const tail = moves.slice(from);
    const end = game.ending;
    const writeEnd = end !== null && !this.finished;
    if (!rewrite && tail.length === 0 && !writeEnd) return;
    this.created = true;
    this.written = moves;
    if (writeEnd) this.finished = true;
    const id = header.id;
    this.chain = this.chain.then(async () => {
      try {
        if (writeCreate) await this.store.createGame(header);
        if (rewrite) await this.store.replaceMoves(id, from + 1, tail);
        else for (const move of tail) await this.store.appendMove(id, move);
        if (end && writeEnd)
          await this.store.finishGame(id, { result: end.result, reason: end.reason, endedAt: end.at });
      } catch (error) {
        this.log(`store: game ${id}: ${error instanceof Error ? error.message : String(error)}`);
        // Let the next sync write it all again (the store ignores a header and an end it already has).
        if (this.gameId === id) {
          this.created = false;
          this.written = [];
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
