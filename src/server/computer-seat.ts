import type { EngineRequest } from '../ai/types';
import { opponentOf, type Side } from '../core/side';
import type { GameView } from '../net/game-view';
import type { ClubContext } from './club-context';
import { computerStrengthOf } from './computer-players';
import { EngineBusy, type EnginePool } from './engine-pool';
import type { GameAction, GamePlayer, GameSetup, OnlineGame } from './online-game';

/** What the computer's seat needs from the club: the engine pool and how long a move takes at least. */
export interface ComputerPlay {
  readonly engines: EnginePool;
  /**
   * The shortest time from the human's move to the computer's reply, in ms: a quick search still
   * lands a moment later, as a person's would, not in the same frame as the move it answers.
   */
  readonly thinkMs: number;
}

/** How long to wait before asking again when the pool is full or the engine failed. */
const RETRY_MS = 1_000;

/**
 * The computer in a game room: it reads every view the room sends and answers as a player would,
 * through the same `act` path as a human's message (so every move is ply-checked by the game). It is
 * always connected; it moves when it is its turn (its first move waits until the human has come),
 * declines draws and takebacks at once, offers nothing, and accepts a rematch. It asks the engine pool
 * in the contract's words (the view's game, position text and variant) and plays the move text it gets:
 * which games have an engine is the pool's business (ai/engines.ts), not the seat's.
 */
export class ComputerSeat {
  /** `gameId:ply` of the move being thought about, so a view seen twice starts one search. */
  private thinking: string | null = null;
  private latest: GameView | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  private constructor(
    private readonly player: GamePlayer,
    private readonly strength: number,
    private readonly play: ComputerPlay,
    private readonly act: (side: Side, action: GameAction) => void,
    private readonly log: (message: string) => void,
  ) {}

  /**
   * Seats the computer in a new game whose reserved opponent is a computer player (else null). It is
   * seated and connected at once, so the game begins as soon as the room opens.
   */
  static sit(
    setup: GameSetup,
    game: OnlineGame,
    club: Pick<ClubContext, 'computer' | 'log' | 'now'>,
    act: (side: Side, action: GameAction) => void,
  ): ComputerSeat | null {
    const strength = setup.opponent ? computerStrengthOf(setup.opponent.id) : null;
    if (!setup.opponent || strength === null) return null;
    const side = game.seat(setup.opponent, club.now());
    if (side) game.arrive(side);
    return new ComputerSeat(setup.opponent, strength, club.computer, act, club.log);
  }

  /** Looks at the game as it is now and does what the computer does about it. */
  see(view: GameView): void {
    this.latest = view;
    if (this.stopped) return;
    const side =
      view.players.x?.id === this.player.id ? 'x' : view.players.o?.id === this.player.id ? 'o' : null;
    if (!side) return;
    const other = opponentOf(side);
    if (view.phase === 'over') {
      if (view.offers.rematch === other) this.act(side, { type: 'rematch-accept' });
      return;
    }
    if (view.phase !== 'playing') return;
    if (view.offers.draw === other) return this.act(side, { type: 'draw-decline' });
    if (view.offers.takeback === other) return this.act(side, { type: 'takeback-decline' });
    const humanCame = view.moves.length > 0 || view.players[other]?.connected === true;
    if (view.turn === side && humanCame) this.think(view, side);
  }

  /** Stops thinking for good (the room is closing): answers still on their way are dropped. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private think(view: GameView, side: Side): void {
    const ply = view.moves.length + 1;
    const key = `${view.gameId}:${ply}`;
    if (this.thinking === key || !view.gameId) return;
    this.thinking = key;
    const asked = performance.now();
    const request: EngineRequest = {
      game: view.game,
      position: view.fen,
      variant: view.rules,
      strength: this.strength,
      seed: seedOf(key),
    };
    this.play.engines.ask(request).then(
      (text) => {
        this.later(this.play.thinkMs - (performance.now() - asked), () => {
          // The game moved on meanwhile (a resignation, a flag): the answer is for a ply that is gone.
          const now = this.latest;
          const current = now?.phase === 'playing' && `${now.gameId}:${now.moves.length + 1}` === key;
          if (this.thinking === key && current) this.act(side, { type: 'move', ply, move: text });
        });
      },
      (error: unknown) => {
        if (this.stopped) return;
        if (!(error instanceof EngineBusy)) this.log(`computer ${this.player.id}: ${String(error)}`);
        this.later(RETRY_MS, () => {
          if (this.thinking !== key) return;
          this.thinking = null;
          if (this.latest) this.see(this.latest);
        });
      },
    );
  }

  private later(ms: number, then: () => void): void {
    if (this.stopped) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        if (!this.stopped) then();
      },
      Math.max(0, ms),
    );
    this.timers.add(timer);
  }
}

/**
 * The search's seed for one move: a hash of the stored game's id and the ply, so a game's moves are
 * the same whenever the same position is asked again, and games differ from one another.
 */
export function seedOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
