import { randomInt, randomUUID } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { err, ok, type Result } from '../core/result';
import { checkStart, type ColourChoice } from '../net/http';
import { GAME_ROOM } from '../net/protocol';
import { refusal, type Refusal } from '../net/refusal';
import type { TimeControlId } from '../net/time-control';
import type { ClubContext } from './club-context';
import type { GamePlayer, GameSetup } from './online-game';

/** Invite codes: no 0/o or 1/l/i, so a code read aloud or copied by hand still works. */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 8;

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A game to open: a friend's game (POST /api/games) or an accepted public challenge. */
export interface GameOrder {
  /** The game, by its name in the registry (core/games.ts); checked here with the start. */
  readonly game: string;
  /** Start position as the game's position text; checked here with `checkStart`. */
  readonly start: string;
  /** The game's variant (see `GameSetup.rules`). */
  readonly rules: string;
  readonly timeControl: TimeControlId;
  /** The creator's colour; `random` is drawn now. */
  readonly colour: ColourChoice;
  readonly creator: GamePlayer;
  /** The one player who may take the other seat (absent: the first other player who joins). */
  readonly opponent?: GamePlayer;
  /** Shown among the lobby's live games. */
  readonly listed?: boolean;
  /** A rated game (quick pairing only; rated games must be timed). */
  readonly rated?: boolean;
  /** Why the game is flagged for review when it is rated. */
  readonly review?: GameSetup['review'];
  /** Why a game that would have been rated is played unrated (`rated` is then false). */
  readonly unrated?: GameSetup['unrated'];
}

/**
 * Opens a game's room and answers its invite code. The room takes its setup by a one-time key, so
 * nothing but this function can create a game room or choose its settings.
 */
export async function openGame(context: ClubContext, order: GameOrder): Promise<Result<string, Refusal>> {
  const start = checkStart(order.start, order.rules, order.game);
  if (!start.ok) return start;
  const code = newInviteCode();
  const setupKey = randomUUID();
  context.setups.set(setupKey, {
    code,
    game: order.game,
    start: order.start,
    rules: order.rules,
    timeControl: order.timeControl,
    rated: order.rated === true,
    creator: order.creator,
    creatorSide: order.colour === 'random' ? (randomInt(2) === 0 ? 'x' : 'o') : order.colour,
    ...(order.opponent ? { opponent: order.opponent } : {}),
    ...(order.listed ? { listed: true } : {}),
    ...(order.review && order.review.length > 0 ? { review: order.review } : {}),
    ...(order.unrated ? { unrated: order.unrated } : {}),
  });
  try {
    await matchMaker.createRoom(GAME_ROOM, { setupKey });
  } catch (error) {
    context.setups.delete(setupKey);
    context.log(`open game: ${error instanceof Error ? error.message : String(error)}`);
    return err(refusal('server-error'));
  }
  return ok(code);
}
