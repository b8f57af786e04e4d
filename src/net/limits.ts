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
