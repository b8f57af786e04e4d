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

export function loadOptions(argv: readonly string[]): LoadOptions {
  const options: { -readonly [K in keyof LoadOptions]: LoadOptions[K] } = { ...DEFAULT_LOAD };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1] ?? '';
    const number = (): number => {
      const n = Number(value);
      if (!Number.isFinite(n) || n < 0) throw new Error(`${argv[i]} wants a number, not ${value}`);
      return n;
    };
    switch (argv[i]) {
      case '--steps':
        options.steps = value.split(',').map((step) => Math.round(Number(step)));
        if (options.steps.some((step) => !(step >= 1))) throw new Error(`--steps wants games, not ${value}`);
        break;
      case '--hold':
        options.holdMs = parseDuration(value);
        break;
      case '--move-every':
        options.moveEveryMs = parseDuration(value);
        break;
      case '--watchers':
        options.watchers = Math.round(number());
        break;
      case '--ramp':
        options.rampPerSecond = Math.max(1, number());
        break;
      case '--max-games':
        options.maxGames = Math.round(number());
        break;
      case '--seed':
        options.seed = Math.round(number());
        break;
      case '--url':
        options.url = value;
        break;
      case '--profile':
        options.profileDir = value;
        break;
      default:
        throw new Error(`unknown option ${argv[i]}`);
    }
    i++;
  }
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
