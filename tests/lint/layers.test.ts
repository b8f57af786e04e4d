/**
 * The rules eslint.config.js writes down, proved on small fixture texts through ESLint's own API: each
 * forbidden import or file size is reported, and the allowed ones are not.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

/** The rule ids ESLint reports for `code` as if it were the file at `path`. */
async function rulesBroken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const uses = (specifier: string): string => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('layer imports (eslint.config.js)', () => {
  it.each([
    ['src/core/fixture.ts', '../game/services'],
    ['src/core/fixture.ts', '../ai'],
    ['src/core/fixture.ts', '../net/protocol'],
    ['src/core/fixture.ts', 'phaser'],
    ['src/ai/fixture.ts', '../net/protocol'],
    ['src/ai/fixture.ts', '../game/match'],
    ['src/ai/fixture.ts', 'howler'],
    ['src/net/fixture.ts', '../ai'],
    ['src/net/fixture.ts', '../server/tokens'],
    ['src/net/fixture.ts', 'phaser'],
    ['src/game/play/Fixture.ts', '../../server/tokens'],
    ['src/game/fixture.ts', 'pg'],
    ['src/main.ts', './server/tokens'],
    ['src/server/fixture.ts', '../game/services'],
    ['src/server/fixture.ts', '../main'],
    ['src/server/fixture.ts', 'phaser'],
    ['src/game/fixture.ts', '../../tests/support/position'],
    ['src/core/fixture.ts', '../../scripts/chromium'],
    ['scripts/fixture.ts', '../tests/support/position'],
  ])('%s may not import %s', async (path, specifier) => {
    expect(await rulesBroken(path, uses(specifier))).toContain('no-restricted-imports');
  });

  it.each([
    ['src/core/fixture.ts', './geometry'],
    ['src/ai/fixture.ts', '../core'],
    ['src/net/fixture.ts', '../core/games'],
    ['src/net/fixture.ts', 'valibot'],
    ['src/game/play/Fixture.ts', '../../ai/strength'],
    ['src/game/fixture.ts', '../net/protocol'],
    ['src/game/online/fixture.ts', './server'],
    ['src/main.ts', './game/services'],
    ['src/server/fixture.ts', '../net/protocol'],
    ['src/server/fixture.ts', '../ai/engines'],
    ['scripts/fixture.ts', '../src/core'],
    ['scripts/fixture.ts', './chromium'],
    ['tests/fixture.test.ts', '../scripts/chromium'],
  ])('%s may import %s', async (path, specifier) => {
    expect(await rulesBroken(path, uses(specifier))).toEqual([]);
  });

  it('keeps the DOM and Node out of the pure layers', async () => {
    const code = 'export const home = process.env.HOME ?? window.location.href;\n';
    expect(await rulesBroken('src/net/fixture.ts', code)).toEqual([
      'no-restricted-globals',
      'no-restricted-globals',
    ]);
    expect(await rulesBroken('src/server/fixture.ts', 'export const home = process.env.HOME;\n')).toEqual([]);
  });
});

describe('file size (eslint.config.js)', () => {
  const lines = (count: number): string =>
    Array.from({ length: count }, (_, i) => `export const v${i} = ${i};`).join('\n\n// a comment\n') + '\n';

  it('stops a file in src/ at 400 lines of code, blank lines and comments not counted', async () => {
    expect(await rulesBroken('src/game/fixture.ts', lines(400))).toEqual([]);
    expect(await rulesBroken('src/game/fixture.ts', lines(401))).toEqual(['max-lines']);
  });

  it("lets only the search's hot loop grow past it", async () => {
    expect(await rulesBroken('src/ai/search.ts', lines(401))).toEqual([]);
    expect(await rulesBroken('src/ai/fixture.ts', lines(401))).toEqual(['max-lines']);
  });
});
