import * as v from 'valibot';
import { engineFor } from '../ai/engines';
import { FIRST_GAME } from '../core/games';
import { CreateComputerGameRequestSchema, type CreateGameResponse } from '../net/http';
import { issueText } from '../net/issue-text';
import { refusal } from '../net/refusal';
import type { ClubContext } from './club-context';
import { computerPlayer } from './computer-players';
import type { Reply } from './http-routes';
import { openGame } from './open-game';

/**
 * POST /api/computer-games: a game against the computer at a strength. The room is opened with the
 * computer's player as the one opponent allowed in the other seat, and listed among the lobby's live
 * games; the room seats the computer itself (`ComputerSeat`), so the game begins when the human joins.
 */
export async function createComputerGame(context: ClubContext, body: unknown): Promise<Reply> {
  const parsed = v.safeParse(CreateComputerGameRequestSchema, body);
  if (!parsed.success) {
    return { status: 400, body: refusal('malformed', issueText(parsed.issues)) };
  }
  const { token, game = FIRST_GAME, start, rules, timeControl, colour, strength } = parsed.output;
  // Without an engine the computer's seat would wait for an answer that never comes.
  if (!engineFor(game))
    return { status: 400, body: refusal('not-allowed', `The computer does not play ${game}.`) };
  const playerId = await context.tokens.playerOf(token);
  const player = playerId ? await context.store.playerById(playerId) : null;
  if (!player) return { status: 401, body: refusal('bad-token') };
  const computer = await computerPlayer(context.store, strength, context.now());
  const opened = await openGame(context, {
    game,
    start,
    rules,
    timeControl,
    colour,
    creator: { id: player.id, name: player.name },
    opponent: computer,
    listed: true,
  });
  if (!opened.ok) return { status: opened.error.code === 'server-error' ? 500 : 400, body: opened.error };
  const reply: CreateGameResponse = { code: opened.value };
  return { status: 201, body: reply };
}
