import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * The layers' one-way imports (README.md, "Layout of the code"): core at the bottom, ai and net on core,
 * game and server on top and never on each other; nothing in src/ reaches into tests/ or scripts/.
 * Patterns match the import text: a relative path climbing to `src/<layer>` is `../<layer>`,
 * `../../<layer>`, and so on.
 */
const climbTo = (...folders) => `^(\\.\\./)+(${folders.join('|')})(/|\\.ts$|$)`;
const outOfSrc = {
  regex: climbTo('tests', 'scripts'),
  message: 'src/ ships in the game: it imports neither tests/ nor scripts/.',
};
const layerImports = (...patterns) => ['error', { patterns: [...patterns, outOfSrc] }];
const notTheServer = (regex) => ({ regex, message: 'the game never imports the server.' });
const BROWSER_ONLY = {
  regex: '^(node:|pg$|@electric-sql/pglite|@colyseus/core|@colyseus/ws-transport)',
  message: 'the game runs in the browser: no Node or server packages.',
};
// Each layer's own fence, kept as lists so the game contract's fence below can add to them (a file's
// no-restricted-imports is the last matching block's, not a merge).
const CORE_LAYER = [
  { regex: '^[^.]', message: 'core is pure TypeScript: no packages.' },
  { regex: climbTo('ai', 'net', 'game', 'server', 'main'), message: 'core imports no other layer.' },
];
const AI_LAYER = [
  { regex: '^[^.]', message: 'ai is pure TypeScript: no packages.' },
  { regex: climbTo('net', 'game', 'server', 'main'), message: 'ai imports only core.' },
];
const NET_LAYER = [
  { regex: '^(?!valibot$)[^.]', message: 'net is pure: no packages but valibot.' },
  { regex: climbTo('ai', 'game', 'server', 'main'), message: 'net imports only core.' },
];
const GAME_LAYER = [notTheServer(climbTo('server')), BROWSER_ONLY];
const SERVER_LAYER = [
  { regex: climbTo('game', 'main'), message: 'the server never imports the game.' },
  { regex: '^(phaser|howler)(/|$)', message: 'the server draws nothing and plays no sound.' },
];

/**
 * The game's own layers (issue 47; README.md, "Layout of the code"): each folder of src/game imports only
 * the folders below it, in this order, and the features (one folder each, above them) import no other
 * feature and not the app: they open each other's scenes by key, and scene data two of them share lives
 * in a layer below. app (the title's scenes, the scene lists and loaders, the test hooks) stands on all.
 */
const GAME_LAYERS = ['base', 'store', 'club', 'menu', 'board', 'session'];
const GAME_FEATURES = [
  'play',
  'campaign',
  'versus',
  'editor',
  'replay',
  'online',
  'world',
  'settings',
  'oxono',
];
const READ_THE_PLAN = 'README.md, "Layout of the code"';
/** The import patterns refused in one folder of src/game. */
function gameFolderFence(folder) {
  const layer = GAME_LAYERS.indexOf(folder);
  if (layer >= 0) {
    const below = GAME_LAYERS.slice(0, layer);
    const above = [...GAME_LAYERS.slice(layer + 1), ...GAME_FEATURES, 'app'];
    const stands = below.length > 0 ? `stands on ${below.join(', ')} only` : 'is the bottom layer';
    return [
      {
        regex: climbTo(...above),
        message: `the game's layers import downward: ${folder} ${stands} (${READ_THE_PLAN}).`,
      },
    ];
  }
  const others = GAME_FEATURES.filter((feature) => feature !== folder);
  return [
    {
      regex: climbTo(...others, 'app'),
      message:
        `${folder} is a feature: it imports neither another feature nor the app; open a scene by key and ` +
        `keep scene data two features share in a layer below (${READ_THE_PLAN}).`,
    },
  ];
}
const gameFolder = (folder) => [...GAME_LAYER, ...gameFolderFence(folder)];

/**
 * The game contract's fence (issue 46; ARCHITECTURE.md, "The game contract"): the club's server, net's
 * generic modules, the replay viewer and the online screens speak the contract and find a game's rules
 * in the registry (src/core/games.ts, the one place that names Ataxx's for them), and an engine through
 * ai's engine registry. From core they may read only the contract's own words; from ai only the engine
 * registry and its request types. Core's barrel (`../core`) is Ataxx's rules too, so it is refused.
 */
const CONTRACT_WORDS = ['contract', 'games', 'result', 'side', 'random', 'strengths'];
const ENGINE_REGISTRY = ['engines', 'types'];
const anythingBut = (folder, allowed) =>
  `^(\\.\\./)+${folder}(/(?!(${allowed.join('|')})(\\.ts)?$).*|\\.ts)?$`;
const NOT_ATAXX = [
  {
    regex: anythingBut('core', CONTRACT_WORDS),
    message:
      "Ataxx's rules are not the club's: use the game contract through src/core/games.ts " +
      "(contract, games, result, side, random and strengths are every game's words).",
  },
  {
    regex: anythingBut('ai', ENGINE_REGISTRY),
    message:
      "Ataxx's engine is not the club's: ask a game's engine through src/ai/engines.ts (and ai/types.ts).",
  },
];
/**
 * The files in those folders that are Ataxx's own on purpose, each with the reason; as few as possible.
 * A file here may import Ataxx's core and engine; everything else in the folders may not.
 */
const ATAXX_OWN = {
  server: {
    'src/server/campaign-levels.ts': "reads and checks Ataxx's campaign (levels/) for the world records",
    'src/server/world-routes.ts': "Ataxx's world: replays a submitted record against its levels and engine",
    'src/server/profile-routes.ts': "a profile's level bests count while their Ataxx level's hash is current",
    'src/server/engine-pool.ts':
      "its workers also replay Ataxx's world records (record-check.ts's engine pass)",
    'src/server/engine-worker.ts': "runs that engine pass of Ataxx's world records (record-check.ts)",
  },
  net: {},
  replay: {
    'src/game/replay/ataxx-replay.ts':
      "draws Ataxx's board in the replay: the one place the viewer names Ataxx",
    'src/game/replay/oxono-replay.ts': "draws Oxono's board in the replay, beside Ataxx's",
    'src/game/replay/ReplayHints.ts': "shows Ataxx's engine hints on Ataxx moves",
    'src/game/replay/game-analysis.ts': "analyses an Ataxx game move by move with Ataxx's engine",
  },
  online: {
    'src/game/online/AtaxxOnlineBoard.ts': "draws Ataxx's board online: its session, animations and keys",
    'src/game/online/OxonoOnlineBoard.ts': "draws Oxono's board online, beside Ataxx's: its two-tap moves",
    'src/game/online/oxono-sync.ts': "reads the server's Oxono moves for Oxono's online board",
    'src/game/online/online-screen.ts': 'draws the Ataxx board (issue 51 makes it per game)',
    'src/game/online/online-sync.ts': 'draws the Ataxx board (issue 51 makes it per game)',
    'src/game/online/network-opponent.ts': 'draws the Ataxx board (issue 51 makes it per game)',
    'src/game/online/watch-screen.ts': 'draws the Ataxx board (issue 51 makes it per game)',
    'src/game/online/lobby-words.ts':
      "reads an Ataxx start FEN to name its board's size (issue 51 makes it per game)",
    'src/game/online/GameChoiceMenu.ts':
      "offers Ataxx's rulesets and campaign boards (issue 51 makes it per game)",
    'src/game/online/QuickPair.ts': "offers Ataxx's rulesets (issue 51 makes it per game)",
    'src/game/online/Profile.ts': "shows Ataxx's world records by campaign level",
    'src/game/online/profile-world.ts': "words Ataxx's world records by campaign level",
  },
};
const contractOnly = (files, own, layer) => ({
  files,
  ignores: Object.keys(own),
  rules: { 'no-restricted-imports': layerImports(...layer, ...NOT_ATAXX) },
});

const DOM_AND_NODE = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'process',
  'Buffer',
  'require',
  '__dirname',
  '__filename',
];

export default tseslint.config(
  {
    ignores: ['dist*/**', 'node_modules/**', 'coverage/**', 'assets/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  // Node runs the tools, the tests and the server; the browser runs the game; core, ai and net get neither.
  {
    files: ['scripts/**', 'tests/**', 'src/server/**', '*.config.{js,ts}', '*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/game/**', 'src/main.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/core/**', 'src/ai/**', 'src/net/**'],
    rules: { 'no-restricted-globals': ['error', ...DOM_AND_NODE] },
  },
  // One screen of code per file; the search's hot loop stays in one place on purpose.
  {
    files: ['src/**/*.ts'],
    ignores: ['src/ai/search.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': layerImports(...CORE_LAYER),
    },
  },
  {
    files: ['src/ai/**'],
    rules: {
      'no-restricted-imports': layerImports(...AI_LAYER),
    },
  },
  {
    files: ['src/net/**'],
    rules: {
      'no-restricted-imports': layerImports(...NET_LAYER),
    },
  },
  {
    files: ['src/game/**'],
    rules: { 'no-restricted-imports': layerImports(...GAME_LAYER) },
  },
  // The game's layers and features, each its own fence (see GAME_LAYERS).
  ...[...GAME_LAYERS, ...GAME_FEATURES].map((folder) => ({
    files: [`src/game/${folder}/**`],
    rules: { 'no-restricted-imports': layerImports(...gameFolder(folder)) },
  })),
  {
    // The game's entry point sits beside the layers: for it the server is `./server`.
    files: ['src/main.ts'],
    rules: { 'no-restricted-imports': layerImports(notTheServer('^\\./server(/|$)'), BROWSER_ONLY) },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': layerImports(...SERVER_LAYER),
    },
  },
  // The game contract's fence, after the layers' blocks it extends (see NOT_ATAXX and ATAXX_OWN).
  contractOnly(['src/server/**'], ATAXX_OWN.server, SERVER_LAYER),
  contractOnly(['src/net/**'], ATAXX_OWN.net, NET_LAYER),
  contractOnly(['src/game/replay/**'], ATAXX_OWN.replay, gameFolder('replay')),
  contractOnly(['src/game/online/**'], ATAXX_OWN.online, gameFolder('online')),
  {
    files: ['scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: climbTo('tests'),
              message: 'scripts use no test helpers: move what both need into src/ or scripts/.',
            },
          ],
        },
      ],
    },
  },
);
