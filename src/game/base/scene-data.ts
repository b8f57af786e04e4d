/**
 * What a scene is started with when it is given nothing: Phaser hands a scene its last data again on a
 * start without any, so a one-time order (a refused link's message, a challenge to post) came back on
 * every later visit. Every start passes data; this is the empty one.
 */
export const NO_DATA: object = Object.freeze({});

/**
 * How the replay viewer is started: a kept game's id to fetch, or a game record already at hand. Here,
 * below the features, so those that open it (a profile, the name screen, My games) need not import its scene.
 */
export interface ReplayData {
  readonly gameId?: string;
  /** A stored game object (the shape GET /api/games/:id answers); it is checked like the club's answer. */
  readonly game?: unknown;
  /** Where a game kept on this device was played (`Level · First Contact`), shown with its facts. */
  readonly place?: string;
  /** Where Back and Escape lead; the title when absent. */
  readonly returnTo?: { readonly scene: string; readonly data?: object };
}
