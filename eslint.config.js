import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-e2e/**', 'dist-uai/**', 'node_modules/**', 'coverage/**', 'assets/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    files: ['src/game/**', 'src/main.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/core/**', 'src/ai/**'],
    ignores: ['src/ai/worker.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['phaser', 'howler'], patterns: ['**/game/**', 'phaser/*'] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator'],
    },
  },
);
