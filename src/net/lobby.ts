/**
 * # The club's lobby
 *
 * One Colyseus room everyone can be in at once, with the fixed id `LOBBY_ROOM_ID`: who is around, open
 * public challenges, live games to watch, and each player's own games in progress. Pure TypeScript
 * (core and valibot only), shared by the server and the browser like `protocol.ts`.
 *
 * ## Joining
 * `client.joinById(LOBBY_ROOM_ID, { protocol: PROTOCOL_VERSION, token } satisfies JoinOptions)` with
 * the player's token (see `protocol.ts`); a join without the current protocol version (`update-game`) or
 * without a valid token is refused. Register `room.onMessage` handlers right after
 * `joinById` resolves: the first `lobby` message follows the join at once.
 *
 * ## What the lobby sends (server → client: `LobbyServerMessages`)
 * - `lobby` (a whole `LobbyView`) on joining and after every change, at most `LOBBY_UPDATES_PER_SECOND`
 *   times a second. `online` counts distinct players connected to the lobby or to any game room;
 *   `looking` counts players with an open challenge, and `lookingPerGame` the same per game. `challenges` and `live` hold at most
 *   `LOBBY_LIST_LIMIT` entries each, newest challenges first; `moreChallenges`/`moreLive` say how many
 *   did not fit. `yours` is this player's own games in progress (any game with a seat of theirs, listed
 *   or not), so each client gets its own view.
 * - `matched { code, challengeId }` to both players when a challenge is accepted: the game's room is
 *   open (the creator in the chosen colour, the other seat kept for the acceptor alone) and both join
 *   it like any game, `joinById(code, { protocol: PROTOCOL_VERSION, token })`.
 * - `refused { to, code, text }` to the sender only, and nothing changes (codes from `refusal.ts`).
 * - `bye { code, text }` before the server closes a connection that floods it.
 *
 * ## What a client may say (client → server: `LobbyMessage`)
 * - `challenge-create { game?, start, rules, timeControl, colour, rated? }`: the same choices as a
 *   friend's game (`game` absent: `ataxx`; the start is checked with the game's rules, `checkStart`); one open challenge per player (`challenge-open`
 *   otherwise). `rated` (false when absent) asks for a rated game, as quick pairing makes: it needs a timed
 *   control and the join option `browser` (`malformed` otherwise); nobody accepts it from the creator's
 *   own browser (`own-challenge`), and one accepted from the creator's address, or by a player who used
 *   one of the creator's browser ids in the last 30 days, is played unrated (`matched.unrated` says why).
 * - `challenge-cancel`: withdraws this player's challenge (`challenge-gone` when there is none).
 * - `challenge-accept { id }`: takes the challenge. `own-challenge` for one's own; `challenge-gone` when
 *   it was cancelled or someone else was quicker (of two players accepting at once, exactly one gets the
 *   game). Accepting also withdraws the acceptor's own open challenge.
 * - `pair-seek { game?, rules, timeControl }`: quick pairing, a rated game against someone of close
 *   rating in the same pool (`ratings.ts`), from its game's usual start (`startText`); needs the join
 *   option `browser`. A new seek replaces the player's earlier one. When two seekers fit, both get `paired { code }` and join the
 *   game like any other; `paired.unrated` (`UnratedReason`) says the game is played unrated, and why:
 *   both from one address, or a browser id both used in the last 30 days. `pair-cancel` stops the search (quietly, also when there was none).
 * A challenge (and a search) also disappears when its creator's last lobby connection closes. Junk and
 * floods are refused and then disconnected as in a game room.
 */
import * as v from 'valibot';
import { err, ok, type Result } from '../core/result';
import { FIRST_GAME } from '../core/games';
import { GAME_PHASES, GameWordSchema, type GamePhase } from './game-view';
import { COLOUR_CHOICES, type ColourChoice } from './http';
import { MAX_FEN_LENGTH } from './limits';
import { issueText } from './issue-text';
import { BYE_CODES, type ByeMessage } from './protocol';
import {
  RATED_TIME_CONTROLS,
  RatingPoolSchema,
  UnratedReasonSchema,
  type RatingPool,
  type UnratedReason,
} from './ratings';
import { refusal, REFUSAL_CODES, type Refusal } from './refusal';
import { TIME_CONTROL_IDS, type TimeControlId } from './time-control';

/** The Colyseus room type of the lobby, and the id of its one room. */
export const LOBBY_ROOM = 'lobby';
export const LOBBY_ROOM_ID = 'lobby';

/** How many challenges and live games one view lists at most. */
export const LOBBY_LIST_LIMIT = 30;
export const LOBBY_UPDATES_PER_SECOND = 4;

export interface LobbyPlayer {
  readonly id: string;
  readonly name: string;
}

/** An open public challenge: the creator's choices, as for a friend's game. */
export interface ChallengeView {
  readonly id: string;
  readonly by: LobbyPlayer;
  /** The game, by its name in the registry (core/games.ts). */
  readonly game: string;
  /** Start position as the game's position text (Ataxx: FEN). */
  readonly start: string;
  /** The game's variant (named `rules`, as Ataxx's ruleset was before there was a second game). */
  readonly rules: string;
  readonly timeControl: TimeControlId;
  /** The creator's colour. */
  readonly colour: ColourChoice;
  /** The game it makes is rated (in the pool of its rules and time control). */
  readonly rated: boolean;
}

export interface LiveSeatView extends LobbyPlayer {
  readonly connected: boolean;
}

/** A game in a room, in brief: enough to list it and open it (`code`). */
export interface LiveGameView {
  readonly code: string;
  readonly gameId: string | null;
  readonly players: { readonly x: LiveSeatView | null; readonly o: LiveSeatView | null };
  /** The game, by its name in the registry; `start` is its position text, `rules` its variant. */
  readonly game: string;
  readonly start: string;
  readonly rules: string;
  readonly timeControl: TimeControlId;
  readonly rated: boolean;
  readonly phase: GamePhase;
  /** Moves played so far. */
  readonly plies: number;
  readonly watchers: number;
}

/** Quick pairing as the lobby shows it. */
export interface PairingView {
  /** Players looking for a rated game, all pools together. */
  readonly looking: number;
  /** Players looking in each pool that has any. */
  readonly pools: readonly { readonly pool: RatingPool; readonly looking: number }[];
  /** This player's own search, or null: its pool, its current rating window (±) and its start (server time). */
  readonly mine: {
    readonly pool: RatingPool;
    readonly game: string;
    readonly rules: string;
    readonly timeControl: TimeControlId;
    readonly ratingWindow: number;
    readonly since: number;
  } | null;
}

export interface LobbyView {
  /** Distinct players connected to the lobby or to any game room. */
  readonly online: number;
  /** Distinct players with an open challenge. */
  readonly looking: number;
  /**
   * `looking` per game with any open challenge, for the lobby's counts per game (the list of challenges
   * stops at LOBBY_LIST_LIMIT; these do not). Absent from a club before there was a second game.
   */
  readonly lookingPerGame?: readonly { readonly game: string; readonly looking: number }[];
  readonly challenges: readonly ChallengeView[];
  readonly moreChallenges: number;
  /** Listed games (public challenges, games against the computer) not yet over. */
  readonly live: readonly LiveGameView[];
  readonly moreLive: number;
  /** This player's own games not yet over, listed or not. */
  readonly yours: readonly LiveGameView[];
  readonly pairing: PairingView;
}

export const LOBBY_MESSAGE_TYPES = [
  'challenge-create',
  'challenge-cancel',
  'challenge-accept',
  'pair-seek',
  'pair-cancel',
] as const;
export type LobbyMessageType = (typeof LOBBY_MESSAGE_TYPES)[number];

/** A game named in an order: absent means the first game (every order meant it before there was a second). */
const OrderedGameSchema = v.optional(GameWordSchema, FIRST_GAME);

const ChallengeOrderSchema = v.strictObject({
  game: OrderedGameSchema,
  start: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_FEN_LENGTH)),
  /** The game's variant, checked against its rules with the start (`checkStart`). */
  rules: GameWordSchema,
  timeControl: v.picklist(TIME_CONTROL_IDS),
  colour: v.picklist(COLOUR_CHOICES),
  rated: v.optional(v.boolean()),
});
/** What a challenge asks for (the body of `challenge-create`; `game` may be left out in what is sent). */
export type ChallengeOrder = v.InferOutput<typeof ChallengeOrderSchema>;
const SeekSchema = v.strictObject({
  game: OrderedGameSchema,
  rules: GameWordSchema,
  timeControl: v.picklist(RATED_TIME_CONTROLS),
});
/** What a quick-pairing search asks for (the body of `pair-seek`): a timed control, so a rated pool. */
export type SeekOrder = v.InferOutput<typeof SeekSchema>;
const AcceptSchema = v.strictObject({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
const NothingSchema = v.optional(v.nullable(v.strictObject({})));

export type LobbyMessage =
  | ({ readonly type: 'challenge-create' } & ChallengeOrder)
  | { readonly type: 'challenge-cancel' }
  | { readonly type: 'challenge-accept'; readonly id: string }
  | ({ readonly type: 'pair-seek' } & SeekOrder)
  | { readonly type: 'pair-cancel' };

/** Reads one lobby message (its type and payload, as Colyseus delivered them); never throws. */
export function parseLobbyMessage(type: unknown, payload: unknown): Result<LobbyMessage, Refusal> {
  if (typeof type !== 'string' || !(LOBBY_MESSAGE_TYPES as readonly string[]).includes(type)) {
    return err(refusal('unknown-message'));
  }
  if (type === 'challenge-create') {
    const parsed = v.safeParse(ChallengeOrderSchema, payload);
    return parsed.success
      ? ok({ type, ...parsed.output })
      : err(refusal('malformed', `${type}: ${issueText(parsed.issues)}`));
  }
  if (type === 'challenge-accept') {
    const parsed = v.safeParse(AcceptSchema, payload);
    return parsed.success
      ? ok({ type, id: parsed.output.id })
      : err(refusal('malformed', `${type}: ${issueText(parsed.issues)}`));
  }
  if (type === 'pair-seek') {
    const parsed = v.safeParse(SeekSchema, payload);
    return parsed.success
      ? ok({ type, ...parsed.output })
      : err(refusal('malformed', `${type}: ${issueText(parsed.issues)}`));
  }
  const parsed = v.safeParse(NothingSchema, payload);
  const bare = type === 'pair-cancel' ? 'pair-cancel' : 'challenge-cancel';
  return parsed.success ? ok({ type: bare }) : err(refusal('malformed', `${type}: expected no data`));
}

/** Both players' rooms are ready: join the game `code`. */
export interface MatchedMessage {
  readonly code: string;
  readonly challengeId: string;
  /** Set when a rated challenge's game is played unrated, and why: the client says so before it starts. */
  readonly unrated?: UnratedReason;
}

export interface LobbyRefusedMessage extends Refusal {
  readonly to: LobbyMessageType | null;
}

/** Quick pairing found an opponent: join the rated game `code`. */
export interface PairedMessage {
  readonly code: string;
  /** Set when the pair's game is played unrated, and why: the client says so before it starts. */
  readonly unrated?: UnratedReason;
}

export const LOBBY_SERVER_MESSAGE_TYPES = ['lobby', 'matched', 'paired', 'refused', 'bye'] as const;
export type LobbyServerMessageType = (typeof LOBBY_SERVER_MESSAGE_TYPES)[number];

export interface LobbyServerMessages {
  readonly lobby: LobbyView;
  readonly matched: MatchedMessage;
  readonly paired: PairedMessage;
  readonly refused: LobbyRefusedMessage;
  readonly bye: ByeMessage;
}

export type LobbyServerMessage = {
  [K in LobbyServerMessageType]: { readonly type: K; readonly payload: LobbyServerMessages[K] };
}[LobbyServerMessageType];

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const PlayerSchema = v.object({ id: text(64), name: text(40) });
const SeatSchema = v.nullable(v.object({ id: text(64), name: text(40), connected: v.boolean() }));
const LiveGameSchema = v.object({
  code: text(32),
  gameId: v.nullable(text(64)),
  players: v.object({ x: SeatSchema, o: SeatSchema }),
  game: GameWordSchema,
  start: text(MAX_FEN_LENGTH),
  rules: GameWordSchema,
  timeControl: v.picklist(TIME_CONTROL_IDS),
  rated: v.boolean(),
  phase: v.picklist(GAME_PHASES),
  plies: count,
  watchers: count,
});
export const LobbyViewSchema = v.object({
  online: count,
  looking: count,
  lookingPerGame: v.optional(
    v.pipe(v.array(v.object({ game: GameWordSchema, looking: count })), v.maxLength(LOBBY_LIST_LIMIT)),
  ),
  challenges: v.pipe(
    v.array(
      v.object({
        id: text(64),
        by: PlayerSchema,
        game: GameWordSchema,
        start: text(MAX_FEN_LENGTH),
        rules: GameWordSchema,
        timeControl: v.picklist(TIME_CONTROL_IDS),
        colour: v.picklist(COLOUR_CHOICES),
        rated: v.boolean(),
      }),
    ),
    v.maxLength(LOBBY_LIST_LIMIT),
  ),
  moreChallenges: count,
  live: v.pipe(v.array(LiveGameSchema), v.maxLength(LOBBY_LIST_LIMIT)),
  moreLive: count,
  yours: v.array(LiveGameSchema),
  pairing: v.object({
    looking: count,
    pools: v.array(v.object({ pool: RatingPoolSchema, looking: count })),
    mine: v.nullable(
      v.object({
        pool: RatingPoolSchema,
        game: GameWordSchema,
        rules: GameWordSchema,
        timeControl: v.picklist(TIME_CONTROL_IDS),
        ratingWindow: count,
        since: v.pipe(v.number(), v.finite()),
      }),
    ),
  }),
});

const LOBBY_SERVER_SCHEMAS = {
  lobby: LobbyViewSchema,
  matched: v.object({
    code: v.pipe(v.string(), v.regex(/^[\w-]{1,32}$/)),
    challengeId: text(64),
    unrated: v.optional(UnratedReasonSchema),
  }),
  paired: v.object({
    code: v.pipe(v.string(), v.regex(/^[\w-]{1,32}$/)),
    unrated: v.optional(UnratedReasonSchema),
  }),
  refused: v.object({
    to: v.nullable(v.picklist(LOBBY_MESSAGE_TYPES)),
    code: v.picklist(REFUSAL_CODES),
    text: text(500),
  }),
  bye: v.object({ code: v.picklist(BYE_CODES), text: text(500) }),
} as const;

/** Reads one lobby server message, for a client that checks what it is given. */
export function parseLobbyServerMessage(type: unknown, payload: unknown): Result<LobbyServerMessage, string> {
  if (typeof type !== 'string' || !(LOBBY_SERVER_MESSAGE_TYPES as readonly string[]).includes(type)) {
    return err(`unknown lobby message ${String(type)}`);
  }
  const kind = type as LobbyServerMessageType;
  const parsed = v.safeParse(LOBBY_SERVER_SCHEMAS[kind], payload);
  if (!parsed.success) return err(`${kind}: ${issueText(parsed.issues)}`);
  return ok({ type: kind, payload: parsed.output } as LobbyServerMessage);
}
