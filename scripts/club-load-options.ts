import { parseArgs } from 'node:util';

/** The options of `npm run club:load` (see scripts/club-load.ts), read from the command line. */
export interface LoadOptions {
  /** Games to hold, step by step. */
  readonly steps: readonly number[];
  readonly holdMs: number;
  /** Each game's average pause between moves. */
  readonly moveEveryMs: number;
  /** Spectators per game. */
  readonly watchers: number;
  /** Games opened per second while a step ramps up. */
  readonly rampPerSecond: number;
  readonly maxGames: number;
  readonly seed: number;
  /** A club already running (loopback only); absent: the script starts one. */
  readonly url?: string;
  /** Where the club the script starts writes a V8 CPU profile (`--profile`). */
  readonly profileDir?: string;
  /** More environment for the club the script starts (the smoke test asks for the memory store). */
  readonly serverEnv?: Readonly<Record<string, string>>;
}

export const DEFAULT_LOAD: LoadOptions = {
  steps: [100, 250, 500, 1000],
  holdMs: 120_000,
  moveEveryMs: 3000,
  watchers: 1,
  rampPerSecond: 20,
  maxGames: 2000,
  seed: Date.now() % 1_000_000,
};

/** `90s`, `2m`, `1500ms` or a plain number of seconds, in ms. */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(text.trim());
  if (!match) throw new Error(`not a duration: ${text} (say 90s, 2m or 500ms)`);
  const value = Number(match[1]);
  return Math.round(match[2] === 'ms' ? value : match[2] === 'm' ? value * 60_000 : value * 1000);
}

/** The options from the script's words; a wrong one throws an error that names it. */
export function loadOptions(argv: readonly string[]): LoadOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      steps: { type: 'string' },
      hold: { type: 'string' },
      'move-every': { type: 'string' },
      watchers: { type: 'string' },
      ramp: { type: 'string' },
      'max-games': { type: 'string' },
      seed: { type: 'string' },
      url: { type: 'string' },
      profile: { type: 'string' },
    },
  });
  const number = (name: keyof typeof values, fallback: number): number => {
    const text = values[name];
    if (text === undefined) return fallback;
    const n = text.trim() === '' ? NaN : Number(text);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} wants a number, not ${text}`);
    return n;
  };
  const steps =
    values.steps === undefined
      ? DEFAULT_LOAD.steps
      : values.steps.split(',').map((step) => (step.trim() === '' ? NaN : Math.round(Number(step))));
  if (steps.some((step) => !(step >= 1))) throw new Error(`--steps wants games, not ${values.steps}`);
  const options: LoadOptions = {
    steps,
    holdMs: values.hold === undefined ? DEFAULT_LOAD.holdMs : parseDuration(values.hold),
    moveEveryMs:
      values['move-every'] === undefined ? DEFAULT_LOAD.moveEveryMs : parseDuration(values['move-every']),
    watchers: Math.round(number('watchers', DEFAULT_LOAD.watchers)),
    rampPerSecond: Math.max(1, number('ramp', DEFAULT_LOAD.rampPerSecond)),
    maxGames: Math.round(number('max-games', DEFAULT_LOAD.maxGames)),
    seed: Math.round(number('seed', DEFAULT_LOAD.seed)),
    ...(values.url === undefined ? {} : { url: values.url }),
    ...(values.profile === undefined ? {} : { profileDir: values.profile }),
  };
  const over = options.steps.find((games) => games > options.maxGames);
  if (over !== undefined) throw new Error(`a step of ${over} games is over --max-games ${options.maxGames}`);
  if (options.watchers > 10) throw new Error('at most 10 spectators per game');
  return options;
}

/** Only loopback: the load test never points its crowd at another machine. */
export function isLoopback(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
