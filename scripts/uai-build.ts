/**
 * `npm run uai:build [-- --out <folder>]`: bundles the UAI engine into one file that plain `node` runs,
 * for tournament managers: `node dist-uai/infection-uai.mjs`. The file is both the input thread and its
 * search thread.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
if ((outAt !== -1 && !args[outAt + 1]) || args.length !== (outAt === -1 ? 0 : 2)) {
  console.error(`uai:build: expected no arguments or "--out <folder>", got "${args.join(' ')}"`);
  process.exit(2);
}
const outDir = resolve(root, outAt === -1 ? 'dist-uai' : args[outAt + 1]);
const fileName = 'infection-uai.mjs';

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'scripts/uai.ts',
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: { output: { entryFileNames: fileName, codeSplitting: false } },
  },
  ssr: { target: 'node', noExternal: true },
});
console.log(`uai:build: wrote ${outDir}/${fileName}; run it with: node ${resolve(outDir, fileName)}`);
