export * from './game-view';
export * from './http';
export * from './limits';
export * from './names';
export * from './protocol';
export * from './refusal';
export * from './time-control';
export * from './stored-game';
