import type { WorldTable } from '../../net/world';

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

/** The world tables the High scores screen shows, as a tab. */
export const WORLD_TABS = ['players', 'arcade', 'levels', 'mine'] as const;
export type WorldTab = (typeof WORLD_TABS)[number];

/** How the High scores screen is started (by the arcade's initials and by the Online menu). */
export interface HighScoresData {
  /** Highlights this place in the arcade table (just entered). */
  readonly rank?: number;
  /** Opens the world tables at this one (the tables of this device otherwise). */
  readonly world?: WorldTab;
  /** The scene Back leads to (opened from the Online menu); the title when absent. */
  readonly returnTo?: string;
  /** Test build only: world tables shown without a club (a table, or the club out of reach), for the text walk. */
  readonly preview?: WorldTable | 'offline';
}
