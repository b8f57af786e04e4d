/** The server stands on core, ai and net; it never imports the game (and the game never imports it). */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const IMPORT = /^\s*(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/gm;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Each import of a file: a package name, or the repository path a relative import points at. */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) =>
    match[1].startsWith('.') ? relative(ROOT, resolve(dirname(file), match[1])) : match[1],
  );

describe('server and game stay apart', () => {
  const server = sources(join(ROOT, 'src/server'));

  it('has server files to check', () => {
    expect(server.length).toBeGreaterThan(5);
  });

  it.each(server.map((file) => relative(ROOT, file)))('%s imports neither the game nor Phaser', (file) => {
    for (const target of importsOf(join(ROOT, file))) {
      expect(target, `${file} imports ${target}`).not.toMatch(/^src\/(game|main)(\/|\.|$)|^phaser|^howler/);
    }
  });

  it('no game file imports the server', () => {
    for (const file of sources(join(ROOT, 'src/game'))) {
      for (const target of importsOf(file))
        expect(target, relative(ROOT, file)).not.toMatch(/^src\/server(\/|$)/);
    }
  });
});
