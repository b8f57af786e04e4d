/**
 * The command line of `npm run ai:match` (scripts/match.ts documents it): its options, read and checked,
 * and which players are UAI engines.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isRuleset, type Ruleset } from '../src/core/index.ts';
import { parseTimeControl, type TimeControl } from './clock-game.ts';

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

export function fail(message: string): never {
  console.error(`ai:match: ${message}`);
  process.exit(2);
}

export function readOptions(args: string[]): Options {
  const options: Options = {
    a: '10',
    b: 'greedy',
    games: 20,
    topGames: null,
    ladder: false,
    rules: 'arcade',
    board: null,
    movetime: null,
    seed: 1,
    threads: availableParallelism(),
    quiet: false,
    nodes: null,
    sprt: false,
    elo0: 0,
    elo1: 15,
    alpha: 0.05,
    beta: 0.05,
    maxGames: 6000,
    tc: null,
  };
  for (let i = 0; i < args.length; i++) {
    const name = args[i];
    const value = args[i + 1];
    const number = (): number => {
      const parsed = Number(value);
      if (!Number.isFinite(parsed) || parsed <= 0)
        fail(`${name} needs a positive number, got "${value ?? ''}"`);
      i++;
      return parsed;
    };
    /** Elo bounds may be zero or negative. */
    const anyNumber = (): number => {
      const parsed = Number(value);
      if (value === undefined || !Number.isFinite(parsed))
        fail(`${name} needs a number, got "${value ?? ''}"`);
      i++;
      return parsed;
    };
    if (name === '--a' || name === '--b') {
      if (
        value !== 'greedy' &&
        value !== 'new' &&
        !PLAYER.test(value ?? '') &&
        uaiFile(value ?? '') === null
      ) {
        fail(
          `${name} must be 1..10 (optionally /noreduce,noprune,nolate,noprobcut,noterritory), greedy, new, old or uai:<file>, got "${value ?? ''}"`,
        );
      }
      options[name === '--a' ? 'a' : 'b'] = value;
      i++;
    } else if (name === '--games') options.games = Math.round(number());
    else if (name === '--top-games') options.topGames = Math.round(number());
    else if (name === '--ladder') options.ladder = true;
    else if (name === '--movetime') options.movetime = number();
    else if (name === '--seed') options.seed = Math.round(number());
    else if (name === '--threads') options.threads = Math.round(number());
    else if (name === '--rules') {
      if (!isRuleset(value)) fail(`--rules must be arcade or classic, got "${value ?? ''}"`);
      options.rules = value;
      i++;
    } else if (name === '--board') {
      if (value === undefined) fail('--board needs a FEN');
      options.board = value;
      i++;
    } else if (name === '--quiet') options.quiet = true;
    else if (name === '--nodes') options.nodes = Math.round(number());
    else if (name === '--sprt') options.sprt = true;
    else if (name === '--elo0') options.elo0 = anyNumber();
    else if (name === '--elo1') options.elo1 = anyNumber();
    else if (name === '--alpha') options.alpha = number();
    else if (name === '--beta') options.beta = number();
    else if (name === '--max-games') options.maxGames = Math.round(number());
    else if (name === '--tc') {
      options.tc =
        parseTimeControl(value ?? '') ??
        fail(`--tc needs seconds+increment like 10+0.1, got "${value ?? ''}"`);
      i++;
    } else
      fail(
        `unknown option "${name}" (expected --a, --b, --ladder, --games, --top-games, --rules, --board, ` +
          '--movetime, --nodes, --tc, --sprt, --elo0, --elo1, --alpha, --beta, --max-games, --seed, --threads, --quiet)',
      );
  }
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
