/**
 * The game's layers in eslint.config.js (issue 47), proved on small fixture texts through ESLint's own
 * API: each folder of src/game may import the folders below it and not those above, and a feature may
 * import no other feature and not the app. One refused and one allowed import for every folder's fence,
 * from the folder itself and from a subfolder.
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
const downward = (folder: string): RegExp =>
  new RegExp(`^no-restricted-imports: .*the game's layers import downward: ${folder} `);
const feature = (folder: string): RegExp =>
  new RegExp(
    `^no-restricted-imports: .*${folder} is a feature: it imports neither another feature nor the app`,
  );

describe("the game's layers (eslint.config.js)", () => {
  it.each([
    ['src/game/base/fixture.ts', '../store/schema', 'base'],
    ['src/game/base/sound/fixture.ts', '../../session/GameSession', 'base'],
    ['src/game/store/fixture.ts', '../club/world-sender', 'store'],
    ['src/game/club/fixture.ts', '../menu/MenuScene', 'club'],
    ['src/game/menu/fixture.ts', '../board/BoardView', 'menu'],
    ['src/game/board/fixture.ts', '../session/GameSession', 'board'],
    ['src/game/session/fixture.ts', '../play/Play', 'session'],
    ['src/game/session/opponent/fixture.ts', '../../app/test-hook', 'session'],
  ])('%s may not import %s, above %s', async (path, specifier, folder) => {
    expect(await refusals(path, uses(specifier))).toEqual([expect.stringMatching(downward(folder))]);
  });

  it.each([
    ['src/game/play/fixture.ts', '../editor/board-draft', 'play'],
    ['src/game/campaign/fixture.ts', '../world/HighScores', 'campaign'],
    ['src/game/versus/fixture.ts', '../play/Play', 'versus'],
    ['src/game/editor/fixture.ts', '../play/Result', 'editor'],
    ['src/game/replay/fixture.ts', '../online/player-names', 'replay'],
    ['src/game/replay/ataxx-replay.ts', '../online/Lobby', 'replay'],
    ['src/game/online/fixture.ts', '../world/world-tables', 'online'],
    ['src/game/online/OnlinePlay.ts', '../replay/Replay', 'online'],
    ['src/game/world/fixture.ts', '../app/club-scenes', 'world'],
    ['src/game/settings/fixture.ts', '../campaign/LevelSelect', 'settings'],
  ])('%s may not import %s: %s is a feature', async (path, specifier, folder) => {
    expect(await refusals(path, uses(specifier))).toEqual([expect.stringMatching(feature(folder))]);
  });

  it.each([
    ['src/game/base/fixture.ts', './theme'],
    ['src/game/base/fixture.ts', '../../core/level'],
    ['src/game/base/sound/fixture.ts', '../i18n'],
    ['src/game/store/fixture.ts', '../base/settings'],
    ['src/game/club/fixture.ts', '../store/SaveStore'],
    ['src/game/menu/fixture.ts', '../club/club-session'],
    ['src/game/board/fixture.ts', '../menu/Button'],
    ['src/game/session/fixture.ts', '../board/BoardView'],
    ['src/game/session/opponent/fixture.ts', '../GameSession'],
    ['src/game/play/fixture.ts', '../session/GameSession'],
    ['src/game/replay/fixture.ts', '../session/hook-state'],
    ['src/game/online/fixture.ts', '../club/club-api'],
    ['src/game/world/fixture.ts', './world-tables'],
    ['src/game/app/fixture.ts', '../online/Online'],
    ['src/game/app/fixture.ts', '../play/Play'],
    ['src/main.ts', './game/app/game-scenes'],
  ])('%s may import %s', async (path, specifier) => {
    expect(await refusals(path, uses(specifier))).toEqual([]);
  });

  it("keeps the game's own fences (the server, Node, the contract) in every folder", async () => {
    for (const [path, specifier] of [
      ['src/game/base/fixture.ts', '../../server/tokens'],
      ['src/game/session/opponent/fixture.ts', '../../../server/tokens'],
      ['src/game/world/fixture.ts', 'node:fs'],
      ['src/game/online/fixture.ts', '../../core/rules'],
    ]) {
      expect(await refusals(path, uses(specifier)), `${path} importing ${specifier}`).toEqual([
        expect.stringMatching(/^no-restricted-imports: /),
      ]);
    }
  });
});
