/**
 * One simulated game of the load test: two guests who play it through with random legal moves at a
 * human pace (a move every `moveEveryMs` on average, spread from half to one and a half times that),
 * a rematch when it ends, and spectators. It measures each move's round trip: from the mover's send
 * until every connection of the room has seen the move.
 */
import type { Client, Room } from '@colyseus/sdk';
import { gameRules } from '../src/core/games';
import { PROTOCOL_VERSION, type GameView, type Session } from '../src/net';

/** What every game reports to the generator. */
export interface LoadSink {
  roundTrip(ms: number): void;
  moved(): void;
  error(what: string): void;
}

interface Connection {
  readonly room: Room;
  /** The player this connection plays for; null for a spectator. */
  readonly playerId: string | null;
  open: boolean;
}

interface Pending {
  readonly gameId: string | null;
  readonly ply: number;
  readonly sentAt: number;
  readonly seen: Set<Connection>;
}

export class LoadGame {
  private readonly connections: Connection[] = [];
  private view: GameView | null = null;
  private pending: Pending | null = null;
  /** The game and ply a move is scheduled for, so it is scheduled once. */
  private scheduled = '';
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The stored game whose rematch was offered, and accepted. */
  private offeredAfter: string | null = null;
  private acceptedAfter: string | null = null;
  private closing = false;

  constructor(
    private readonly client: Client,
    readonly code: string,
    private readonly sink: LoadSink,
    private readonly moveEveryMs: number,
    private readonly random: () => number,
  ) {}

  /** Both players (a seat each) and `watchers` spectators join the room. */
  async join(players: readonly Session[], watchers: number): Promise<void> {
    for (const session of players) await this.connect(session.player.id, { token: session.token });
    for (let i = 0; i < watchers; i++) await this.connect(null, { watch: true });
  }

  /** Playing now: both seats taken and the game not over. */
  get playing(): boolean {
    return !this.closing && this.view?.phase === 'playing';
  }

  get connectionCount(): number {
    return this.connections.filter((connection) => connection.open).length;
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.all(
      this.connections.map((connection) =>
        connection.open ? connection.room.leave().catch(() => undefined) : undefined,
      ),
    );
  }

  private async connect(playerId: string | null, options: object): Promise<void> {
    const room = await this.client.joinById(this.code, { protocol: PROTOCOL_VERSION, ...options });
    const connection: Connection = { room, playerId, open: true };
    this.connections.push(connection);
    room.onMessage('state', (view: GameView) => this.saw(connection, view));
    room.onMessage('refused', (refused: { code: string; to: string | null }) =>
      this.sink.error(`refused ${refused.to}: ${refused.code}`),
    );
    room.onMessage('bye', (bye: { code: string }) => this.sink.error(`bye ${bye.code}`));
    room.onMessage('ack', () => undefined);
    room.onMessage('pong', () => undefined);
    room.onLeave((code: number) => {
      connection.open = false;
      if (!this.closing) this.sink.error(`left with code ${code}`);
    });
  }

  private saw(connection: Connection, view: GameView): void {
    const pending = this.pending;
    if (pending && view.gameId === pending.gameId && view.moves.length >= pending.ply) {
      pending.seen.add(connection);
      if (this.connections.every((other) => !other.open || pending.seen.has(other))) {
        this.sink.roundTrip(performance.now() - pending.sentAt);
        this.pending = null;
      }
    }
    if (this.view && view.seq <= this.view.seq) return;
    this.view = view;
    if (this.closing) return;
    if (view.phase === 'playing') this.schedule(view);
    else if (view.phase === 'over') this.rematch(view);
  }

  /** The side to move plays after a human pause. */
  private schedule(view: GameView): void {
    const ply = view.moves.length + 1;
    if (this.scheduled === `${view.gameId} ${ply}`) return;
    this.scheduled = `${view.gameId} ${ply}`;
    const pause = this.moveEveryMs * (0.5 + this.random());
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.play(ply), pause);
  }

  private play(ply: number): void {
    this.timer = null;
    const view = this.view;
    if (!view || view.phase !== 'playing' || view.moves.length + 1 !== ply || this.closing) return;
    // Whatever the game, through its contract: its position text read, a legal move written back.
    const rules = gameRules(view.game);
    const position = rules?.readPosition(view.fen, view.rules);
    if (!rules || !position?.ok) return this.sink.error(`bad position ${view.game} ${view.fen}`);
    const moves = rules.legalMoves(position.value);
    const mover = view.players[view.turn]?.id;
    const connection = this.connections.find((one) => one.open && one.playerId === mover);
    if (moves.length === 0 || !connection) return;
    const move = moves[Math.floor(this.random() * moves.length)];
    this.pending = { gameId: view.gameId, ply, sentAt: performance.now(), seen: new Set() };
    connection.room.send('move', { ply, move: rules.moveText(position.value, move) });
    this.sink.moved();
  }

  /** After the end, whoever was x offers a rematch a moment later and the other accepts it. */
  private rematch(view: GameView): void {
    const offerer = this.connections.find((one) => one.open && one.playerId === view.players.x?.id);
    const taker = this.connections.find((one) => one.open && one.playerId === view.players.o?.id);
    if (!offerer || !taker) return;
    if (view.offers.rematch === 'x') {
      if (this.acceptedAfter === view.gameId) return;
      this.acceptedAfter = view.gameId;
      return void taker.room.send('rematch-accept');
    }
    if (view.offers.rematch !== null || this.offeredAfter === view.gameId) return;
    this.offeredAfter = view.gameId;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => offerer.room.send('rematch-offer'), this.moveEveryMs * this.random());
  }
}
