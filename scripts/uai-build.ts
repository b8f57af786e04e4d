/**
 * `npm run uai:build [-- --out <folder>]`: bundles the UAI engine into one file that plain `node` runs,
 * for tournament managers: `node dist-uai/infection-uai.mjs`. The file is both the input thread and its
 * search thread.
 * `npm run uai:build -- --commit <sha> [--out <folder>]` builds the engine of another commit instead (in
 * a temporary git worktree, with this checkout's node_modules), into `dist-uai/old/` unless told: the
 * "old" player of `npm run ai:match -- --sprt --a new --b old`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readArgs } from './script-args.ts';
import { bundleUai, UAI_FILE_NAME } from './uai-bundle.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = readArgs('uai:build', { out: { type: 'string' }, commit: { type: 'string' } });
const out = values.out ?? null;
const commit = values.commit ?? null;
const outDir = resolve(root, out ?? (commit === null ? 'dist-uai' : 'dist-uai/old'));

if (commit !== null) {
  // That commit's own build script, in a worktree of that commit that borrows this node_modules.
  const git = (...rest: string[]): string =>
    execFileSync('git', rest, { cwd: root, encoding: 'utf8' }).trim();
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
  const tree = mkdtempSync(join(tmpdir(), 'infection-uai-'));
  try {
    git('worktree', 'add', '--detach', tree, sha);
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir');
    execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/uai-build.ts', '--out', outDir], {
      cwd: tree,
      stdio: 'inherit',
    });
    console.log(`uai:build: the engine of ${sha.slice(0, 10)} is in ${outDir}/${UAI_FILE_NAME}`);
  } finally {
    git('worktree', 'remove', '--force', tree);
    rmSync(tree, { recursive: true, force: true });
  }
  process.exit(0);
}

const file = await bundleUai(outDir);
console.log(`uai:build: wrote ${file}; run it with: node ${file}`);
