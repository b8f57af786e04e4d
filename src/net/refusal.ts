import * as v from 'valibot';

/**
 * Why the server said no. The same codes answer room messages (`refused`) and HTTP calls (the body of a
 * 4xx reply), so a client translates one list. `text` is English for logs and tests; clients show their
 * own words for the code.
 */
export const REFUSAL_CODES = [
  // any message or request
  'malformed',
  'unknown-message',
  'rate-limited',
  // a client older than the club's protocol (protocol.ts, PROTOCOL_VERSION): it must reload
  'update-game',
  // names and tokens
  'name-too-short',
  'name-too-long',
  'name-characters',
  'name-taken',
  'bad-token',
  // accounts
  'password-too-short',
  'password-too-long',
  'bad-credentials',
  // creating a game
  'unknown-game',
  'bad-start',
  'not-found',
  // in a game
  'not-a-player',
  'not-started',
  'game-over',
  'game-in-progress',
  'not-your-turn',
  'illegal-move',
  'wrong-ply',
  'no-offer',
  'own-offer',
  'too-late',
  'not-allowed',
  'nothing-to-take-back',
  'seat-taken',
  // the club could not store it yet (its database is down): send it again shortly
  'retry',
  // the lobby's challenges
  'challenge-open',
  'challenge-gone',
  'own-challenge',
  'server-error',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export interface Refusal {
  readonly code: RefusalCode;
  readonly text: string;
  /** With `rate-limited` from an HTTP call: how long to wait before trying again, in ms. */
  readonly retryAfterMs?: number;
}

const TEXTS: Readonly<Record<RefusalCode, string>> = {
  malformed: 'That message is not in the expected form.',
  'unknown-message': 'The server does not know that message.',
  'rate-limited': 'Too many messages; slow down.',
  'update-game': 'This copy of the game is older than the club: reload the page to update the game.',
  'name-too-short': 'A name has at least 3 characters.',
  'name-too-long': 'A name has at most 20 characters.',
  'name-characters': 'A name uses only letters, digits, _ and -.',
  'name-taken': 'Another player already has that name (or one that looks the same).',
  'bad-token': 'The session is not valid; choose a name again.',
  'password-too-short': 'A password has at least 8 characters.',
  'password-too-long': 'A password has at most 200 characters.',
  'bad-credentials': 'That name and password do not match.',
  'unknown-game': 'The club does not know that game.',
  'bad-start': 'The start position is not playable.',
  'not-found': 'There is no such game.',
  'not-a-player': 'Only the two players of this game can do that.',
  'not-started': 'The game has not started yet.',
  'game-over': 'The game is over.',
  'game-in-progress': 'The game is still going on.',
  'not-your-turn': 'It is not your turn.',
  'illegal-move': 'That move is not legal here.',
  'wrong-ply': 'That move number does not follow the last move.',
  'no-offer': 'There is no such offer to answer.',
  'own-offer': 'You cannot answer your own offer.',
  'too-late': 'A game can only be aborted before both sides have moved.',
  'not-allowed': 'Not allowed in this game.',
  'nothing-to-take-back': 'There is no move of yours that can be taken back.',
  'seat-taken': 'Both seats of this game are taken.',
  retry: 'The club cannot store that right now; send it again in a moment.',
  'challenge-open': 'You already have an open challenge; cancel it first.',
  'challenge-gone': 'That challenge is no longer open.',
  'own-challenge': 'You cannot accept your own challenge.',
  'server-error': 'Something went wrong on the server.',
};

/** A refusal with the standard English text, or a more precise one (e.g. the FEN parser's message). */
export const refusal = (code: RefusalCode, text: string = TEXTS[code]): Refusal => ({ code, text });

export const RefusalSchema = v.object({
  code: v.picklist(REFUSAL_CODES),
  text: v.pipe(v.string(), v.maxLength(500)),
  retryAfterMs: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))),
});
