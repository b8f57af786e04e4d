/**
 * What a scene is started with when it is given nothing: Phaser hands a scene its last data again on a
 * start without any, so a one-time order (a refused link's message, a challenge to post) came back on
 * every later visit. Every start passes data; this is the empty one.
 */
export const NO_DATA: object = Object.freeze({});
