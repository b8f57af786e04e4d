/** Sizes the server holds clients to; a client that keeps sending more is disconnected. */
export const MAX_FEN_LENGTH = 200;
export const MAX_TOKEN_LENGTH = 1024;
/** The largest websocket frame the server reads; a bigger one closes the connection. */
export const MAX_MESSAGE_BYTES = 2048;
/** The largest HTTP request body the server reads. */
export const MAX_BODY_BYTES = 4096;
/** Room messages a client may send per second on average, and in one burst. */
export const MESSAGES_PER_SECOND = 8;
export const MESSAGE_BURST = 16;
/** Refused messages (malformed, unknown, over the rate) a client may send within STRIKE_WINDOW_MS before it is disconnected. */
export const MAX_STRIKES = 20;
export const STRIKE_WINDOW_MS = 10_000;
/** A player away longer than this loses the game (or the game is aborted, before both have moved). */
export const AWAY_LIMIT_MS = 60_000;

/**
 * What one client address may do and hold at the club, and how many may watch one game: the defaults of
 * the club's settings (`src/server/club-limits.ts` reads each from its environment variable).
 */
/** `/api` calls per address per minute. */
export const API_CALLS_PER_MINUTE = 60;
/** Wrong passwords per name and address together, and per address, within SIGN_IN_WINDOW_MS. */
export const SIGN_IN_FAILURES_PER_NAME_AND_ADDRESS = 5;
export const SIGN_IN_FAILURES_PER_ADDRESS = 20;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Open websocket connections per address. */
export const CONNECTIONS_PER_ADDRESS = 20;
/** Joins to watch a game per address per minute (a watcher needs no token). */
export const WATCH_JOINS_PER_MINUTE = 50;
/** Game rooms an address has opened that nobody has joined yet. */
export const UNJOINED_ROOMS_PER_ADDRESS = 3;
/** Games against the computer an address has going (each may wait in the engine pool's queue). */
export const COMPUTER_GAMES_PER_ADDRESS = 2;
/** Connections watching one game. */
export const WATCHERS_PER_ROOM = 200;
