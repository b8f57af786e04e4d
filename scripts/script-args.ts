/**
 * How every script reads its command line: `node:util`'s `parseArgs`, strict (an unknown option, a
 * missing value or a stray word is an error), and numbers checked rather than turned into `NaN`. A
 * mistake prints `<script>: <what is wrong>` and exits with status 2, before any work starts.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Stops the script with its name and the reason, as a usage error. */
export function usageError(script: string, message: string): never {
  console.error(`${script}: ${message}`);
  process.exit(2);
}

/** The parsed options (and positionals when allowed) of `argv` (the script's own words by default). */
export function readArgs<const O extends Options>(
  script: string,
  options: O,
  { positionals = false, argv = process.argv.slice(2) }: { positionals?: boolean; argv?: string[] } = {},
) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: positionals });
  } catch (error) {
    return usageError(script, error instanceof Error ? error.message : String(error));
  }
}

/** The bounds a numeric option must keep. */
export interface NumberBounds {
  readonly min?: number;
  /** A bound the number must be greater than (`above: 0`: positive). */
  readonly above?: number;
  readonly whole?: boolean;
}

/** `text` as a number within `bounds`, `fallback` when absent, or why not (never `NaN`). */
export function readNumber(
  text: string | undefined,
  fallback: number,
  { min = -Infinity, above = -Infinity, whole = false }: NumberBounds = {},
): { ok: true; value: number } | { ok: false; error: string } {
  if (text === undefined) return { ok: true, value: fallback };
  const value = text.trim() === '' ? NaN : Number(text);
  const fits = Number.isFinite(value) && value >= min && value > above && (!whole || Number.isInteger(value));
  if (fits) return { ok: true, value };
  const kind = whole ? 'a whole number' : 'a number';
  const bound = min > -Infinity ? ` of at least ${min}` : above > -Infinity ? ` greater than ${above}` : '';
  return { ok: false, error: `needs ${kind}${bound}, got "${text}"` };
}

/** A numeric option's value (see `readNumber`); a bad one stops the script naming `--<name>`. */
export function numberArg(
  script: string,
  name: string,
  text: string | undefined,
  fallback: number,
  bounds: NumberBounds = {},
): number {
  const read = readNumber(text, fallback, bounds);
  return read.ok ? read.value : usageError(script, `--${name} ${read.error}`);
}
