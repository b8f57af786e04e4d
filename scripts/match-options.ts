/**
 * The command line of `npm run ai:match` (scripts/match.ts documents it): its options, read and checked,
 * and which players are UAI engines.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isRuleset, type Ruleset } from '../src/core/index.ts';
import { parseTimeControl, type TimeControl } from './clock-game.ts';
import { numberArg, readArgs, usageError } from './script-args.ts';

export interface Options {
  a: string;
  b: string;
  games: number;
  topGames: number | null;
  ladder: boolean;
  rules: Ruleset;
  board: string | null;
  movetime: number | null;
  seed: number;
  threads: number;
  quiet: boolean;
  nodes: number | null;
  sprt: boolean;
  elo0: number;
  elo1: number;
  alpha: number;
  beta: number;
  maxGames: number;
  tc: TimeControl | null;
}

/** The engine file a UAI player runs, or null for a player of this checkout. */
export function uaiFile(player: string): string | null {
  if (player === 'old') return fileURLToPath(new URL('../dist-uai/old/infection-uai.mjs', import.meta.url));
  return player.startsWith('uai:') && player.length > 4 ? player.slice(4) : null;
}

const SWITCH = '(noreduce|noprune|nolate|noprobcut|noterritory)';
export const PLAYER = new RegExp(`^(10|[1-9])(/${SWITCH}(,${SWITCH})*)?$`);

const SCRIPT = 'ai:match';

export function fail(message: string): never {
  return usageError(SCRIPT, message);
}

const PLAYER_WORDS =
  '1..10 (optionally /noreduce,noprune,nolate,noprobcut,noterritory), greedy, new, old or uai:<file>';

/**
 * The options from the script's words (parseArgs, strict). A value that starts with a dash (a FEN with a
 * blocked a7, a negative Elo bound) is written `--board=-…`, `--elo0=-5`.
 */
export function readOptions(args: string[]): Options {
  const { values } = readArgs(
    SCRIPT,
    {
      a: { type: 'string', default: '10' },
      b: { type: 'string', default: 'greedy' },
      games: { type: 'string' },
      'top-games': { type: 'string' },
      ladder: { type: 'boolean', default: false },
      rules: { type: 'string', default: 'arcade' },
      board: { type: 'string' },
      movetime: { type: 'string' },
      seed: { type: 'string' },
      threads: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      nodes: { type: 'string' },
      sprt: { type: 'boolean', default: false },
      elo0: { type: 'string' },
      elo1: { type: 'string' },
      alpha: { type: 'string' },
      beta: { type: 'string' },
      'max-games': { type: 'string' },
      tc: { type: 'string' },
    },
    { argv: args },
  );
  for (const [flag, player] of [
    ['--a', values.a],
    ['--b', values.b],
  ] as const) {
    if (player !== 'greedy' && player !== 'new' && !PLAYER.test(player) && uaiFile(player) === null)
      fail(`${flag} must be ${PLAYER_WORDS}, got "${player}"`);
  }
  if (!isRuleset(values.rules)) fail(`--rules must be arcade or classic, got "${values.rules}"`);
  const positive = (name: keyof typeof values, whole = true): number | null => {
    const text = values[name];
    if (typeof text !== 'string') return null;
    return numberArg(SCRIPT, name, text, 0, whole ? { min: 1, whole } : { above: 0 });
  };
  const elo = (name: 'elo0' | 'elo1', fallback: number): number =>
    numberArg(SCRIPT, name, values[name], fallback);
  const options: Options = {
    a: values.a,
    b: values.b,
    games: positive('games') ?? 20,
    topGames: positive('top-games'),
    ladder: values.ladder,
    rules: values.rules,
    board: values.board ?? null,
    movetime: positive('movetime', false),
    seed: positive('seed') ?? 1,
    threads: positive('threads') ?? availableParallelism(),
    quiet: values.quiet,
    nodes: positive('nodes'),
    sprt: values.sprt,
    elo0: elo('elo0', 0),
    elo1: elo('elo1', 15),
    alpha: positive('alpha', false) ?? 0.05,
    beta: positive('beta', false) ?? 0.05,
    maxGames: positive('max-games') ?? 6000,
    tc:
      values.tc === undefined
        ? null
        : (parseTimeControl(values.tc) ??
          fail(`--tc needs seconds+increment like 10+0.1, got "${values.tc}"`)),
  };
  const uai = [options.a, options.b].some((player) => uaiFile(player) !== null);
  if (uai && options.rules !== 'classic') fail('a UAI player plays classic rules: add --rules classic');
  if (uai && options.nodes === null && options.movetime === null && options.tc === null)
    fail('a UAI player needs a budget: --nodes N, --movetime ms or --tc seconds+increment');
  if (options.tc !== null && (options.ladder || [options.a, options.b].some((p) => uaiFile(p) === null)))
    fail(
      '--tc plays UAI players on clocks: --a and --b must be old or uai:<file> (npm run uai:build makes this checkout one)',
    );
  return options;
}
