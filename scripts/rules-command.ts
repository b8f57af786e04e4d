/**
 * The rules command as a function of its arguments, so tests run it without a process:
 * `[--game ataxx|oxono] [--rules arcade|classic] "<position>" "<move>"`. It plays one move on a position
 * through the game contract (contract.ts) and prints the position after it, then on its last line how
 * the move left the game: Oxono `none`, `draw`, `win colour`, `win symbol` or `win colour+symbol` (the
 * line or lines the move made); Ataxx `none`, `draw`, `win x` or `win o`. A position or move that does
 * not read, or a move that is not legal, is refused with the reason and exit code 1. Other tools call
 * this form: keep it.
 */
import { parseArgs } from 'node:util';
import { ataxx } from '../src/core/ataxx-game.ts';
import type { GameEnd, GameRules } from '../src/core/contract.ts';
import { oxono } from '../src/core/oxono/index.ts';
import type { CommandResult } from './perft-command.ts';

export const RULES_USAGE =
  'usage: npm run rules -- [--game ataxx|oxono] [--rules arcade|classic] "<position>" "<move>"';

/** Each game the command serves, with its default variant and its words for how a move left the game. */
const GAMES: Readonly<
  Record<string, { rules: GameRules; variant: string; ending(end: GameEnd | null): string }>
> = {
  ataxx: {
    rules: ataxx as GameRules,
    variant: 'classic',
    ending: (end) => (end === null ? 'none' : end.winner === null ? 'draw' : `win ${end.winner}`),
  },
  oxono: {
    rules: oxono as GameRules,
    variant: 'standard',
    ending(end) {
      if (end === null) return 'none';
      const lines = {
        'colour-line': 'colour',
        'symbol-line': 'symbol',
        'colour-symbol-line': 'colour+symbol',
      };
      const made = lines[end.reason as keyof typeof lines];
      return made ? `win ${made}` : 'draw';
    },
  },
};

const failure = (message: string, code = 2): CommandResult => ({
  code,
  out: [],
  errors: [`rules: ${message}`, ...(code === 2 ? [RULES_USAGE] : [])],
});

/**
 * The arguments, read strictly by parseArgs. An Ataxx FEN may start with a dash (a blocked top rank,
 * `-------/x5o/…`): a word with a `/` is a position, never an option, so it stands in as a placeholder.
 */
function readArguments(args: readonly string[]) {
  const boards = new Map<string, string>();
  const words = args.map((arg, index) => {
    if (!arg.startsWith('-') || !arg.includes('/')) return arg;
    const placeholder = `board:${index}`;
    boards.set(placeholder, arg);
    return placeholder;
  });
  const { values, positionals } = parseArgs({
    args: words,
    options: {
      game: { type: 'string', default: 'ataxx' },
      rules: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: true,
  });
  return { values, positionals: positionals.map((word) => boards.get(word) ?? word) };
}

export function rulesCommand(args: readonly string[]): CommandResult {
  let read: ReturnType<typeof readArguments>;
  try {
    read = readArguments(args);
  } catch (error) {
    return failure(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = read;
  if (values.help) return { code: 0, out: [RULES_USAGE], errors: [] };
  const game = GAMES[values.game];
  if (!game) return failure(`--game must be ${Object.keys(GAMES).join(' or ')}, got "${values.game}"`);
  const variant = values.rules ?? game.variant;
  if (!game.rules.variants.includes(variant))
    return failure(
      `--rules for ${values.game} must be ${game.rules.variants.join(' or ')}, got "${variant}"`,
    );
  if (positionals.length !== 2)
    return failure(`expected a position and a move (each quoted), got ${positionals.length} words`);

  const [positionText, moveText] = positionals;
  const position = game.rules.readPosition(positionText, variant);
  if (!position.ok) return failure(`position "${positionText}": ${position.error}`, 1);
  const move = game.rules.readMove(position.value, moveText);
  if (!move.ok) return failure(move.error, 1);
  const after = game.rules.play(position.value, move.value);
  if (!after.ok) return failure(`illegal move: ${after.error}`, 1);
  return {
    code: 0,
    out: [game.rules.positionText(after.value), game.ending(game.rules.outcome(after.value))],
    errors: [],
  };
}
