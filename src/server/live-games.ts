import type { GameView } from '../net/game-view';
import type { LiveGameView } from '../net/lobby';

/** A game room's summary as the lobby keeps it: what it lists, plus who is connected to the room. */
export interface LiveGameSummary extends LiveGameView {
  /** Shown among the lobby's live games. */
  readonly listed: boolean;
  /** Distinct players connected to the room now (seated or watching; anonymous spectators not counted). */
  readonly present: readonly string[];
}

/** A game as the lobby lists it, from the room's latest view. */
export function summaryOf(view: GameView, listed: boolean, connected: readonly string[]): LiveGameSummary {
  const seat = (side: 'x' | 'o'): LiveGameView['players']['x'] => {
    const player = view.players[side];
    return player && { id: player.id, name: player.name, connected: player.connected };
  };
  return {
    code: view.code,
    gameId: view.gameId,
    players: { x: seat('x'), o: seat('o') },
    game: view.game,
    start: view.start,
    rules: view.rules,
    timeControl: view.timeControl,
    rated: view.rated,
    phase: view.phase,
    plies: view.moves.length,
    watchers: view.watchers,
    listed,
    present: [...new Set(connected.filter((id) => id !== ''))],
  };
}

/**
 * Every open game room's summary, by invite code: rooms publish after each change and leave when
 * disposed; the lobby listens and lists them.
 */
export class LiveGames {
  private readonly games = new Map<string, LiveGameSummary>();
  private readonly listeners = new Set<() => void>();

  /** A room's game as it is now (`connected`: the player ids of the room's connections). */
  publish(view: GameView, listed: boolean, connected: readonly string[]): void {
    this.games.set(view.code, summaryOf(view, listed, connected));
    this.changed();
  }

  /** A summary as another process of the club published it (see cluster.ts). */
  keep(summary: LiveGameSummary): void {
    this.games.set(summary.code, summary);
    this.changed();
  }

  /** The room of `code` is gone. */
  remove(code: string): void {
    if (this.games.delete(code)) this.changed();
  }

  get(code: string): LiveGameSummary | undefined {
    return this.games.get(code);
  }

  all(): LiveGameSummary[] {
    return [...this.games.values()];
  }

  /** Calls `listener` after every change; returns the way to stop. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
