import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser takes compressed; images, sound and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt|ico)$/;
/** Below this a compressed copy saves less than a packet. */
const SMALLEST = 1024;

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy beside each compressible file of the
 * build, once, so the server (src/server/static-site.ts, sirv) sends them and never compresses per
 * request. Runs after every other plugin's last step, so the service worker (vite-plugin-pwa) is
 * compressed too; a copy no smaller than the file is not kept.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'infection-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const names = (await readdir(outDir, { recursive: true })) as string[];
        await Promise.all(
          names
            .filter((name) => COMPRESSIBLE.test(name))
            .map(async (name) => {
              const path = join(outDir, name);
              if ((await stat(path)).size < SMALLEST) return;
              const bytes = await readFile(path);
              const copies: [string, Buffer][] = [
                [
                  '.br',
                  await brotli(bytes, {
                    params: {
                      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                    },
                  }),
                ],
                ['.gz', await gzipped(bytes, { level: 9 })],
              ];
              for (const [suffix, copy] of copies)
                if (copy.length < bytes.length) await writeFile(path + suffix, copy);
            }),
        );
      },
    },
  };
}
