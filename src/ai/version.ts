/**
 * The engine's version, carried by every world record: the club replays a record with its own engine,
 * so a record made by an engine that chooses differently cannot be verified and is refused as "another
 * engine version" rather than as a forgery.
 *
 * The suffix is a fingerprint of what the engine chooses: the recorded searches
 * (tests/data/search-record.json) and the ladder's budgets and weights (strength.ts). tests/ai/engine-version.test.ts
 * recomputes it and fails when either changed without this line changing, so it cannot be forgotten:
 * when the engine's choices change on purpose, put the fingerprint the test prints here.
 */
export const ENGINE_VERSION = 'infection-707928f4041b';
