/**
 * The perft command as a function of its arguments, so tests can run it without a process:
 * `[--game ataxx|oxono] [--rules arcade|classic] [--engine bits|board] [--divide] "<position>" <depth>`
 * (Ataxx by default). The last line of `out` is `nodes N`. The FEN may also be given unquoted (its
 * fields as separate words) when the depth follows it. `--engine bits` (the default) counts on the engine's whole-board bitboards (src/ai/bits);
 * `--engine board` on core's row-by-row Board, to compare the two. `--game oxono` counts Oxono from an
 * Oxono position (OXONO.md's text; its six fields may also be given unquoted) on core's Oxono board.
 */
import {
  applyMove,
  isRuleset,
  legalMoves,
  moveToText,
  parseFen,
  perft,
  START_FEN,
  type Position,
  type Ruleset,
} from '../src/core/index.ts';
import { bitPerft } from '../src/ai/bits/bit-perft.ts';
import { moveText, oxonoDivide, oxonoPerft, readPosition, START_TEXT } from '../src/core/oxono/index.ts';

export const PERFT_USAGE =
  'usage: npm run perft -- [--game ataxx|oxono] [--rules arcade|classic] [--engine bits|board] [--divide] ' +
  '"<FEN or Oxono position>" <depth>';
const ENGINES = {
  bits: bitPerft,
  board: perft,
} as const satisfies Record<string, (position: Position, depth: number, rules: Ruleset) => number>;
type Engine = keyof typeof ENGINES;
const isEngine = (value: unknown): value is Engine => value === 'bits' || value === 'board';
const MAX_DEPTH = 12;

export interface CommandResult {
  readonly code: number;
  readonly out: readonly string[];
  readonly errors: readonly string[];
}

const failure = (message: string): CommandResult => ({
  code: 2,
  out: [],
  errors: [`perft: ${message}`, PERFT_USAGE],
});

const isDepth = (word: string): boolean => /^\d+$/.test(word);

export function perftCommand(args: readonly string[]): CommandResult {
  let rules: Ruleset = 'classic';
  let divide = false;
  let engine: Engine = 'bits';
  let game = 'ataxx';
  let ataxxOnly: string | null = null;
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--game') {
      const value = args[++i];
      if (value !== 'ataxx' && value !== 'oxono')
        return failure(`--game must be ataxx or oxono, got "${value ?? ''}"`);
      game = value;
    } else if (arg === '--rules') {
      ataxxOnly = arg;
      const value = args[++i];
      if (!isRuleset(value)) return failure(`--rules must be arcade or classic, got "${value ?? ''}"`);
      rules = value;
    } else if (arg === '--engine') {
      ataxxOnly = arg;
      const value = args[++i];
      if (!isEngine(value)) return failure(`--engine must be bits or board, got "${value ?? ''}"`);
      engine = value;
    } else if (arg === '--divide') divide = true;
    else if (arg === '--help' || arg === '-h') return { code: 0, out: [PERFT_USAGE], errors: [] };
    // Anything else is the FEN or the depth: a board may start with blocked squares (`-------/x5o/...`),
    // and every board has a `/`, so only a dashed word without one is a mistyped option.
    else if (arg.startsWith('-') && !arg.includes('/')) return failure(`unknown option "${arg}"`);
    else words.push(arg);
  }

  if (game === 'oxono') {
    if (ataxxOnly) return failure(`${ataxxOnly} is Ataxx's: Oxono has one rule set and one board`);
    return oxonoPerftCommand(words, divide);
  }
  // One word is a depth (from the start) or a FEN (to depth 5); more words are a FEN, then the depth.
  let fenText = START_FEN;
  let depthText = '5';
  if (words.length === 1 && isDepth(words[0])) depthText = words[0];
  else if (words.length === 1) fenText = words[0];
  else if (words.length >= 2) {
    depthText = words[words.length - 1];
    fenText = words.slice(0, -1).join(' ');
  }
  const parsed = parseFen(fenText);
  if (!parsed.ok) return failure(`${parsed.error} (in "${fenText}")`);
  const depth = Number(depthText);
  if (!isDepth(depthText) || depth > MAX_DEPTH)
    return failure(`depth must be a whole number from 0 to ${MAX_DEPTH}, got "${depthText}"`);

  const start = parsed.value;
  const count = ENGINES[engine];
  const out: string[] = [];
  const started = performance.now();
  let nodes = 0;
  if (divide && depth > 0) {
    for (const move of legalMoves(start, rules)) {
      const leaves = count(applyMove(start, move).position, depth - 1, rules);
      out.push(`${moveToText(move, start.width, start.height)}: ${leaves}`);
      nodes += leaves;
    }
  } else nodes = count(start, depth, rules);
  const seconds = (performance.now() - started) / 1000;
  const rate = Math.round(nodes / Math.max(seconds, 1e-9)).toLocaleString('en-US');
  out.push(`rules ${rules}, engine ${engine}, depth ${depth}, ${seconds.toFixed(3)} s, ${rate} nodes/s`);
  out.push(`nodes ${nodes}`);
  return { code: 0, out, errors: [] };
}

/** Oxono's perft: the same words (a position, then the depth; a depth alone counts from the start). */
function oxonoPerftCommand(words: readonly string[], divide: boolean): CommandResult {
  let positionText = START_TEXT;
  let depthText = '3';
  if (words.length === 1 && isDepth(words[0])) depthText = words[0];
  else if (words.length === 1) positionText = words[0];
  else if (words.length >= 2) {
    depthText = words[words.length - 1];
    positionText = words.slice(0, -1).join(' ');
  }
  const position = readPosition(positionText);
  if (!position.ok) return failure(`${position.error} (in "${positionText}")`);
  const depth = Number(depthText);
  if (!isDepth(depthText) || depth > MAX_DEPTH)
    return failure(`depth must be a whole number from 0 to ${MAX_DEPTH}, got "${depthText}"`);

  const out: string[] = [];
  const started = performance.now();
  let nodes = 0;
  if (divide && depth > 0) {
    for (const { move, nodes: leaves } of oxonoDivide(position.value, depth)) {
      out.push(`${moveText(move)}: ${leaves}`);
      nodes += leaves;
    }
  } else nodes = oxonoPerft(position.value, depth);
  const seconds = (performance.now() - started) / 1000;
  const rate = Math.round(nodes / Math.max(seconds, 1e-9)).toLocaleString('en-US');
  out.push(`game oxono, depth ${depth}, ${seconds.toFixed(3)} s, ${rate} nodes/s`);
  out.push(`nodes ${nodes}`);
  return { code: 0, out, errors: [] };
}
