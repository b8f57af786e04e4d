/**
 * The game contract's fence in eslint.config.js (issue 46), proved on small fixture texts through
 * ESLint's own API: the club's server, net's generic modules, the replay viewer and the online screens
 * may not import Ataxx's rules or engine, and the message says what to use instead; the registry, the
 * contract's words and the files that are Ataxx's own on purpose may.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

/** The import rules' messages ESLint reports for `code` as if it were the file at `path`. */
async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages.map((message) => `${message.ruleId ?? ''}: ${message.message}`);
}

const uses = (specifier: string): string => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe("the game contract's fence (eslint.config.js)", () => {
  it.each([
    ['src/server/fixture.ts', '../core/rules'],
    ['src/server/fixture.ts', '../core/fen'],
    ['src/server/fixture.ts', '../core/level'],
    ['src/server/fixture.ts', '../core/ataxx-game'],
    ['src/server/fixture.ts', '../core'],
    ['src/server/fixture.ts', '../core/index'],
    ['src/server/fixture.ts', '../core/games-extra'],
    ['src/server/storage/fixture.ts', '../../core/position'],
    ['src/net/fixture.ts', '../core/move'],
    ['src/net/fixture.ts', '../core/level.ts'],
    ['src/game/replay/fixture.ts', '../../core/rules'],
    ['src/game/replay/ReplayCursor.ts', '../../core/rules'],
    ['src/game/replay/stored-game.ts', '../../core'],
    ['src/game/online/fixture.ts', '../../core/rules'],
    ['src/game/online/online-controls.ts', '../../core'],
    // The screen speaks the contract since issue 51: each game's board is its own (online-board.ts).
    ['src/game/online/OnlinePlay.ts', '../../core'],
    ['src/game/online/OnlineScreen.ts', '../../core/rules'],
  ])("%s may not import Ataxx's rules from %s", async (path, specifier) => {
    expect(await refusals(path, uses(specifier))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*use the game contract through src\/core\/games\.ts/),
    ]);
  });

  it.each([
    ['src/server/fixture.ts', '../ai/strength'],
    ['src/server/fixture.ts', '../ai/ataxx-engine'],
    ['src/server/fixture.ts', '../ai'],
    ['src/game/replay/fixture.ts', '../../ai/search'],
    ['src/game/online/fixture.ts', '../../ai/ataxx-engine'],
  ])("%s may not import Ataxx's engine from %s", async (path, specifier) => {
    expect(await refusals(path, uses(specifier))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*src\/ai\/engines\.ts/),
    ]);
  });

  it.each([
    ['src/server/fixture.ts', '../core/games'],
    ['src/server/fixture.ts', '../core/contract'],
    ['src/server/fixture.ts', '../core/result'],
    ['src/server/fixture.ts', '../core/side'],
    ['src/server/fixture.ts', '../core/random'],
    ['src/server/fixture.ts', '../core/strengths'],
    ['src/server/fixture.ts', '../ai/engines'],
    ['src/server/fixture.ts', '../ai/types'],
    ['src/server/fixture.ts', '../net/protocol'],
    ['src/net/fixture.ts', '../core/games.ts'],
    ['src/game/replay/fixture.ts', '../../core/games'],
    ['src/game/replay/fixture.ts', '../../core/contract'],
    ['src/game/online/fixture.ts', '../../core/side'],
  ])('%s may import %s', async (path, specifier) => {
    expect(await refusals(path, uses(specifier))).toEqual([]);
  });

  it.each([
    ['src/core/fixture.ts', './rules'],
    ['src/core/games.ts', './ataxx-game'],
    ['src/ai/engines.ts', './ataxx-engine'],
    ['src/server/world-routes.ts', '../core/level'],
    ['src/server/campaign-levels.ts', '../core/campaign'],
    ['src/server/profile-routes.ts', '../core/level-hash'],
    ['src/game/replay/ataxx-replay.ts', '../../core/rules'],
    ['src/game/replay/game-analysis.ts', '../../ai/ataxx-engine'],
    ['src/game/online/AtaxxOnlineBoard.ts', '../../core'],
    ['src/game/online/OxonoOnlineBoard.ts', '../../core/oxono'],
    ['src/game/play/Fixture.ts', '../../core/rules'],
  ])("%s, Ataxx's own or outside the fence, may import %s", async (path, specifier) => {
    expect(await refusals(path, uses(specifier))).toEqual([]);
  });

  it("keeps each layer's own fence in the folders it adds to", async () => {
    expect(await refusals('src/server/fixture.ts', uses('../game/services'))).toEqual([
      'no-restricted-imports: ' +
        "'../game/services' import is restricted from being used by a pattern. the server never imports the game.",
    ]);
    for (const [path, specifier] of [
      ['src/server/world-routes.ts', '../game/services'],
      ['src/net/fixture.ts', '../ai/engines'],
      ['src/net/world.ts', 'phaser'],
      ['src/game/replay/fixture.ts', '../../server/tokens'],
      ['src/game/online/OnlinePlay.ts', '../../server/tokens'],
      ['src/game/online/fixture.ts', '../../../tests/support/position'],
    ]) {
      expect(await refusals(path, uses(specifier)), `${path} importing ${specifier}`).toEqual([
        expect.stringMatching(/^no-restricted-imports: /),
      ]);
    }
  });
});
