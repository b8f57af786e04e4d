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
      'no-restricted-imports': layerImports(
        { regex: '^[^.]', message: 'core is pure TypeScript: no packages.' },
        { regex: climbTo('ai', 'net', 'game', 'server', 'main'), message: 'core imports no other layer.' },
      ),
    },
  },
  {
    files: ['src/ai/**'],
    rules: {
      'no-restricted-imports': layerImports(
        { regex: '^[^.]', message: 'ai is pure TypeScript: no packages.' },
        { regex: climbTo('net', 'game', 'server', 'main'), message: 'ai imports only core.' },
      ),
    },
  },
  {
    files: ['src/net/**'],
    rules: {
      'no-restricted-imports': layerImports(
        { regex: '^(?!valibot$)[^.]', message: 'net is pure: no packages but valibot.' },
        { regex: climbTo('ai', 'game', 'server', 'main'), message: 'net imports only core.' },
      ),
    },
  },
  {
    files: ['src/game/**'],
    rules: { 'no-restricted-imports': layerImports(notTheServer(climbTo('server')), BROWSER_ONLY) },
  },
  {
    // The game's entry point sits beside the layers: for it the server is `./server`.
    files: ['src/main.ts'],
    rules: { 'no-restricted-imports': layerImports(notTheServer('^\\./server(/|$)'), BROWSER_ONLY) },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': layerImports(
        { regex: climbTo('game', 'main'), message: 'the server never imports the game.' },
        { regex: '^(phaser|howler)(/|$)', message: 'the server draws nothing and plays no sound.' },
      ),
    },
  },
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
