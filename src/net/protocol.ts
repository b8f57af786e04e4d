/**
 * # The club's protocol
 *
 * Everything a browser and the club server say to each other, as types and valibot schemas, shared by
 * both sides. Pure TypeScript (core and valibot only): no Node, no DOM. The server validates every
 * message with `parseClientMessage`; a message that fails is refused, never half-applied.
 *
 * ## Becoming a player (HTTP, see `http.ts`)
 * 1. `POST /api/guest { name }` → `Session { player, token, expiresAt }`. Names follow `checkName`;
 *    two names with the same `nameKey` cannot both exist (`name-taken`). Keep name and token.
 * 2. On later visits `POST /api/session { token }` → a fresh `Session` (tokens last 30 days from the
 *    last use). `bad-token` means: pick a name again.
 *
 * ## A private game
 * 1. `POST /api/games { token, game?, start, rules, timeControl, colour }` → `{ code }`. `game` names
 *    the game in the registry (absent: `ataxx`), `rules` is its variant; the start position is checked
 *    with the game's rules (`checkStart`); the refusal carries the parser's message.
 * 2. Both players join the Colyseus room whose id is the code:
 *    `client.joinById(code, { protocol: PROTOCOL_VERSION, token } satisfies JoinOptions)`. The creator
 *    takes the chosen colour, the first other player the other seat; anyone else who joins only
 *    watches. A join without the current protocol version is refused first (`update-game`: an older
 *    client must reload), whatever else it carries; a join without a valid token is refused.
 * 2a. Spectators (`?watch=<code>`) join with `{ watch: true }`, with or without a token: such a
 *    connection is never seated, not even in a waiting game or as one of the players, sees every
 *    `state`, and every move or offer it sends is refused with `not-a-player`. A token it does send
 *    must be valid. Every view says how many connections watch (`watchers`); when a watcher comes or
 *    goes, the others get only `watchers { count }` (a few bytes), never the whole state again. A game
 *    takes WATCHERS_PER_ROOM watchers, and one address joins to watch WATCH_JOINS_PER_MINUTE times a
 *    minute (`not-allowed`, `rate-limited` in the refused join's message). A client of this version that
 *    ignores `watchers` still reads every `state` (its count is right again at the next one).
 * 3. The room sends `state` (a whole `GameView`, which names its game, its variant and its positions in
 *    the game's own words) on joining and after every change. The game starts when both seats are
 *    taken; the view's `gameId` is then the stored game (`?game=<id>` replays it). Register
 *    `room.onMessage` handlers right after `joinById` resolves, with no `await` in between: the first
 *    `state` follows the join at once, and the SDK drops messages nobody listens for.
 *
 * ## Playing (room messages, client → server: `ClientMessage`)
 * - `move { ply, move }`: `ply` is the number this move will have (moves so far + 1), `move` is the
 *   game's move text (core/contract.ts; Ataxx `g2`, `a7c5`). A forced move (Ataxx classic's pass) is
 *   played by the server itself, as a move in the list (`0000`), so a client never has to send one.
 *   The server answers the mover with `ack { ply }` and everyone with `state`. Sending a ply the server
 *   already has is acknowledged again and not played twice, so a client may resend after a reconnect
 *   without fear.
 * - `resign` (before both sides have moved it aborts, as `abort` does); `draw-offer` / `draw-accept` /
 *   `draw-decline` (an offer lapses when the other side moves; offering when the other side already
 *   offers agrees the draw); `abort` (only before both sides have moved); `takeback-request` /
 *   `-accept` / `-decline` (casual games; takes back the requester's last move and the opponent's reply
 *   if there was one, at most once in a row; lapses on any move; a decline only clears the request);
 *   `rematch-offer` / `-accept` / `-decline` after the end (a new game in the same room, colours swapped).
 * - `ping { t }` (the client's clock) → `pong { t, serverTime }`: the client estimates the server's time
 *   to show clocks; the server never reads a client's clock, board or result.
 * - Anything refused (malformed, out of turn, illegal, from a watcher…) gets `refused { to, code, text }`
 *   to that client only, and nothing changes. Floods are dropped with `rate-limited`; a client that keeps
 *   at it gets `bye` and is disconnected. Frames over `MAX_MESSAGE_BYTES` close the connection.
 *
 * ## Clocks (see `ClockView`)
 * The server runs both clocks from its own time. Each side's first move is free; from then on the side
 * to move loses time, and each move adds the increment. A flag fall ends the game for the other side.
 *
 * ## Dropping out and coming back
 * A player who loses the connection keeps the seat: their clock keeps running, the view shows them
 * `connected: false` with an `awayDeadline` (60 s), and the game is lost at flag fall or at the
 * deadline, whichever comes first (aborted instead, before both sides have moved). The Colyseus SDK
 * reconnects by itself after a network drop (`room.reconnectionToken`); after a reload, joining the
 * same code again with the player's token takes the seat back (an older connection of the same player
 * gets `bye { code: 'replaced' }`). Either way the first message is a `state` with everything so far.
 */
import * as v from 'valibot';
import { FIRST_GAME } from '../core/games';
import { err, ok, type Result } from '../core/result';
import { GameViewSchema, MAX_MOVE_TEXT, type GameView } from './game-view';
import { MAX_TOKEN_LENGTH } from './limits';
import { issueText } from './issue-text';
import { refusal, REFUSAL_CODES, type Refusal } from './refusal';

/** The Colyseus room type that holds one game (and its rematches). */
export const GAME_ROOM = 'game';

/**
 * The protocol's version, which every client sends when it joins a room or the lobby (`protocol` in
 * `JoinOptions`). A client that sends none, or an older one, would misread what the club says now, so it
 * is refused (`update-game`) before it sees a board. Raise it with every change an older client cannot
 * read. 1 (never sent): Ataxx only; 2: views name their game, variants and endings are the game's words;
 * 3: more than one game is played (Oxono). A client of 2 draws only the first game's board, so it is
 * still let into the lobby and the first game's rooms, and told to update at any other game's door.
 */
export const PROTOCOL_VERSION = 3;
/** The oldest protocol still let in anywhere, and the one game it can show. */
const OLDEST_PROTOCOL = 2;
const OLDEST_PROTOCOL_GAME = FIRST_GAME;

/**
 * What a client passes to `joinById(code, options)`: the protocol it speaks, and a player's token or
 * `watch: true` to watch only (with a token or without one: a spectator needs no name). A `watch`
 * connection never takes a seat. `protocol` is optional here only so that an old client, which sends
 * none, hears `update-game` (`checkProtocol`) rather than a puzzle about its token.
 */
export const JoinOptionsSchema = v.pipe(
  v.object({
    protocol: v.optional(v.pipe(v.number(), v.integer())),
    token: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_TOKEN_LENGTH))),
    watch: v.optional(v.boolean()),
    /** The browser's own random id (kept in its storage): quick pairing never pairs one browser with itself. */
    browser: v.optional(v.pipe(v.string(), v.minLength(8), v.maxLength(64))),
  }),
  v.check((options) => options.token !== undefined || options.watch === true, 'a player joins with a token'),
);
/** What a client of this version sends: `protocol` is always PROTOCOL_VERSION. */
export type JoinOptions = v.InferOutput<typeof JoinOptionsSchema> & { readonly protocol: number };

/**
 * Whether a join comes from a client that can show what it joins (read before anything else of the
 * options, which an older client may shape differently): the lobby (`game` absent) or a room of `game`.
 * The refusal tells its player to update.
 */
export function checkProtocol(options: unknown, game?: string): Result<void, Refusal> {
  const sent =
    typeof options === 'object' && options !== null
      ? (options as { protocol?: unknown }).protocol
      : undefined;
  if (typeof sent === 'number' && sent >= PROTOCOL_VERSION) return ok(undefined);
  const showsIt = game === undefined || game === OLDEST_PROTOCOL_GAME;
  if (typeof sent === 'number' && sent >= OLDEST_PROTOCOL && showsIt) return ok(undefined);
  const said = typeof sent === 'number' ? `version ${sent}` : 'no version';
  return err(
    refusal(
      'update-game',
      `This copy of the game is out of date (protocol ${said}; the club speaks ${PROTOCOL_VERSION}): reload the page to update the game.`,
    ),
  );
}

export const CLIENT_MESSAGE_TYPES = [
  'move',
  'resign',
  'draw-offer',
  'draw-accept',
  'draw-decline',
  'abort',
  'takeback-request',
  'takeback-accept',
  'takeback-decline',
  'rematch-offer',
  'rematch-accept',
  'rematch-decline',
  'ping',
] as const;
export type ClientMessageType = (typeof CLIENT_MESSAGE_TYPES)[number];

/** The longest game a room accepts, in plies; far beyond any real game (anti-stall ends them sooner). */
export const MAX_PLY = 20_000;

const MoveSchema = v.strictObject({
  ply: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PLY)),
  move: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_MOVE_TEXT)),
});
const PingSchema = v.strictObject({ t: v.pipe(v.number(), v.finite()) });
/** Messages without data may be sent with no payload, `null` or `{}`. */
const NothingSchema = v.optional(v.nullable(v.strictObject({})));

export type PlayMessage = { readonly type: 'move' } & v.InferOutput<typeof MoveSchema>;
export type PingMessage = { readonly type: 'ping' } & v.InferOutput<typeof PingSchema>;
export type PlainMessage = { readonly type: Exclude<ClientMessageType, 'move' | 'ping'> };
export type ClientMessage = PlayMessage | PingMessage | PlainMessage;

const isClientMessageType = (type: unknown): type is ClientMessageType =>
  typeof type === 'string' && (CLIENT_MESSAGE_TYPES as readonly string[]).includes(type);

/** Reads one room message (its type and payload, as Colyseus delivered them); never throws. */
export function parseClientMessage(type: unknown, payload: unknown): Result<ClientMessage, Refusal> {
  if (!isClientMessageType(type)) return err(refusal('unknown-message'));
  if (type === 'move') {
    const parsed = v.safeParse(MoveSchema, payload);
    return parsed.success
      ? ok({ type, ply: parsed.output.ply, move: parsed.output.move })
      : err(refusal('malformed', `move: ${issueText(parsed.issues)}`));
  }
  if (type === 'ping') {
    const parsed = v.safeParse(PingSchema, payload);
    return parsed.success
      ? ok({ type, t: parsed.output.t })
      : err(refusal('malformed', `ping: ${issueText(parsed.issues)}`));
  }
  const parsed = v.safeParse(NothingSchema, payload);
  return parsed.success ? ok({ type }) : err(refusal('malformed', `${type}: expected no data`));
}

/** Server → client message types. */
export const SERVER_MESSAGE_TYPES = ['state', 'ack', 'refused', 'pong', 'bye', 'watchers'] as const;
export type ServerMessageType = (typeof SERVER_MESSAGE_TYPES)[number];

/** The server has the mover's move of this ply (applied now, or already before). */
export interface AckMessage {
  readonly ply: number;
}

/** A message of this client was refused; nothing changed. `to` is the refused message's type if known. */
export interface RefusedMessage extends Refusal {
  readonly to: ClientMessageType | null;
  readonly ply?: number;
}

export interface PongMessage {
  /** The `t` the client sent. */
  readonly t: number;
  readonly serverTime: number;
}

export const BYE_CODES = ['rate-limited', 'replaced'] as const;
/** The server is about to close this connection: flooding, or the same player joined from elsewhere. */
export interface ByeMessage {
  readonly code: (typeof BYE_CODES)[number];
  readonly text: string;
}

/** How many connections watch the game now: sent when a watcher comes or goes, instead of a `state`. */
export interface WatchersMessage {
  readonly count: number;
}

export interface ServerMessages {
  readonly state: GameView;
  readonly ack: AckMessage;
  readonly refused: RefusedMessage;
  readonly pong: PongMessage;
  readonly bye: ByeMessage;
  readonly watchers: WatchersMessage;
}

export type ServerMessage = {
  [K in ServerMessageType]: { readonly type: K; readonly payload: ServerMessages[K] };
}[ServerMessageType];

const SERVER_SCHEMAS = {
  state: GameViewSchema,
  ack: v.object({ ply: v.pipe(v.number(), v.integer()) }),
  refused: v.object({
    to: v.nullable(v.picklist(CLIENT_MESSAGE_TYPES)),
    code: v.picklist(REFUSAL_CODES),
    text: v.pipe(v.string(), v.maxLength(500)),
    ply: v.optional(v.pipe(v.number(), v.integer())),
  }),
  pong: v.object({ t: v.number(), serverTime: v.number() }),
  bye: v.object({ code: v.picklist(BYE_CODES), text: v.pipe(v.string(), v.maxLength(500)) }),
  watchers: v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
} as const;

/** Reads one server message, for a client that checks what it is given. */
export function parseServerMessage(type: unknown, payload: unknown): Result<ServerMessage, string> {
  if (typeof type !== 'string' || !(SERVER_MESSAGE_TYPES as readonly string[]).includes(type)) {
    return err(`unknown server message ${String(type)}`);
  }
  const kind = type as ServerMessageType;
  const parsed = v.safeParse(SERVER_SCHEMAS[kind], payload);
  if (!parsed.success) return err(`${kind}: ${issueText(parsed.issues)}`);
  return ok({ type: kind, payload: parsed.output } as ServerMessage);
}

/** A `refused` message for a refusal of a message of type `to`. */
export const refusedMessage = (to: ClientMessageType | null, why: Refusal, ply?: number): RefusedMessage =>
  ply === undefined ? { to, ...why } : { to, ...why, ply };
