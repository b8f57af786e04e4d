import { defineConfig } from 'vite';

/**
 * `vite build` makes the shipped game in `dist/`; `vite build --mode e2e` makes the browser tests' build
 * in `dist-e2e/`, the only one with the test hooks (see src/game/test-build.ts).
 */
export default defineConfig(({ mode }) => ({
  base: './',
  publicDir: 'public',
  server: { port: 5173 },
  preview: { port: 4173 },
  optimizeDeps: { include: ['phaser', 'howler'] },
  worker: { format: 'es' },
  build: {
    outDir: mode === 'e2e' ? 'dist-e2e' : 'dist',
    target: 'es2022',
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      output: {
        manualChunks(id: string) {
          if (id.includes('node_modules/phaser')) return 'phaser';
          if (id.includes('node_modules/howler')) return 'howler';
          return undefined;
        },
      },
    },
  },
}));
