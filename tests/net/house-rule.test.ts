/** src/net is shared by the browser and the server: it may import only core and valibot. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const NET = fileURLToPath(new URL('../../src/net', import.meta.url));

describe('src/net imports', () => {
  const files = readdirSync(NET).filter((name) => name.endsWith('.ts'));

  it('has files to check', () => {
    expect(files.length).toBeGreaterThan(3);
  });

  it.each(files)('%s imports only core, valibot and its own files', (file) => {
    const source = readFileSync(join(NET, file), 'utf8');
    const imports = [...source.matchAll(/^\s*(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/gm)].map(
      (m) => m[1],
    );
    for (const target of imports) {
      expect(target, `${file} imports ${target}`).toMatch(/^(valibot|\.\/[\w-]+|\.\.\/core\/[\w-]+)$/);
    }
    expect(source).not.toMatch(/\b(window|document|localStorage|process|Buffer)\./);
  });
});
