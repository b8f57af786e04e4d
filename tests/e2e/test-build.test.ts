import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every script of a built game, as one text: the page and each bundled JavaScript file. */
function bundleText(folder: string): string {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.js') || name.endsWith('.html'),
  );
  expect(files.length, `${folder} holds no built game: run the build first`).toBeGreaterThan(1);
  return files.map((name) => readFileSync(join(folder, name), 'utf8')).join('\n');
}

/** The window names the test build installs (src/main.ts, src/game/base/sound/createSound.ts). */
const HOOKS = ['__infection', '__infectionMenu', '__infectionSound'];
/** Words only Lines says (tests/games/lines): the tests' third game, which the test hook registers. */
const TEST_GAME = 'Lines plays standard';

describe("the test hooks live only in the browser tests' build", () => {
  it('the shipped game (dist/) holds no test hook', () => {
    const shipped = bundleText('dist');
    for (const hook of HOOKS) expect(shipped.includes(hook), `dist/ mentions ${hook}`).toBe(false);
    expect(shipped.includes(TEST_GAME), "dist/ holds Lines, the tests' game").toBe(false);
  });

  it('the test build (dist-e2e/) installs every hook the browser tests read', () => {
    const tested = bundleText(process.env.E2E_DIST ?? 'dist-e2e');
    for (const hook of HOOKS)
      expect(tested.includes(`'${hook}'`) || tested.includes(`"${hook}"`), hook).toBe(true);
    // Registered by the hook, so the browser tests can replay a game the club does not name.
    expect(tested.includes(TEST_GAME), "Lines, the tests' third game").toBe(true);
  });
});
