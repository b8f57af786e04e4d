import { ErrorCode, ServerError, type AuthContext, type Client } from '@colyseus/core';
import { checkProtocol } from '../net/protocol';
import type { ClubContext } from './club-context';

/**
 * The door of the club's rooms: what is checked before anyone is let in, beside the token. A join is
 * refused by throwing from onAuth; the thrown error's message starts with the refusal's code, which the
 * client turns into words for its player, and every refusal is one line of the refusal log.
 */

/**
 * Refuses a join from a client older than the protocol (protocol.ts, `checkProtocol`): an old client
 * shows as it is ("update-game: … reload the page to update the game"). The game rooms and the lobby
 * check their joins the same way; a game room names its game, which an older client may not know.
 */
export function refuseOutdated(
  client: Client,
  options: unknown,
  auth: AuthContext | undefined,
  context: Pick<ClubContext, 'refusals'>,
  room: string,
  game?: string,
): void {
  const checked = checkProtocol(options, game);
  if (checked.ok) return;
  const address = auth?.ip ?? '';
  context.refusals.note(address || client.sessionId, {
    place: 'join',
    code: checked.error.code,
    room,
    address,
  });
  throw new ServerError(ErrorCode.AUTH_FAILED, `${checked.error.code}: ${checked.error.text}`);
}

/**
 * Lets a watcher into the game room `room`, which `watchers` connections watch already. A watcher needs
 * no token, so watching is capped: `limits.watchersPerRoom` watchers a game, and an address joins to
 * watch `limits.watchJoinsPerMinute` times a minute (counted in Redis in a cluster).
 */
export async function admitWatcher(
  client: Client,
  auth: AuthContext | undefined,
  context: Pick<ClubContext, 'limits' | 'rates' | 'refusals'>,
  room: string,
  watchers: number,
): Promise<void> {
  const address = auth?.ip ?? '';
  const { limits, rates, refusals } = context;
  const refuse = (code: 'not-allowed' | 'rate-limited', text: string): never => {
    refusals.note(address || client.sessionId, { place: 'join', code, room, address });
    throw new ServerError(ErrorCode.AUTH_FAILED, `${code}: ${text}`);
  };
  if (watchers >= limits.watchersPerRoom)
    refuse('not-allowed', `This game has as many watchers as it takes (${limits.watchersPerRoom}).`);
  if ((await rates.watchJoins.take(address)) > 0)
    refuse('rate-limited', `At most ${limits.watchJoinsPerMinute} joins to watch a minute from one address.`);
}
