/** Oxono's rules (OXONO.md), as the engine, the scripts and the tests use them. */
export * from './board';
export * from './game';
export * from './lines';
export * from './move';
export * from './perft';
export * from './position';
export * from './squares';
export * from './text';
export * from './totem';
