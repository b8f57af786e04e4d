/**
 * The computer's strengths, 1 (beginner) to 10 (everything the engine has): what every game's engine
 * answers to (ai's `EngineRequest.strength`), the club's "Play the computer" offers and Ataxx's levels
 * name for their opponent. Game-agnostic, so the club reads it here and not from Ataxx's levels.
 */
export const MIN_STRENGTH = 1;
export const MAX_STRENGTH = 10;
