import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  publicDir: 'public',
  server: { port: 5173 },
  preview: { port: 4173 },
  optimizeDeps: { include: ['phaser', 'howler'] },
  worker: { format: 'es' },
  build: {
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
});
