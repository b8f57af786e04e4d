/**
 * `npm run perft -- [--rules arcade|classic] [--divide] "<FEN>" <depth>`: counts the leaves of the move
 * tree (classic rules by default) and prints `nodes N` as its last line. `--divide` first prints each
 * legal move with its own count, to compare with another engine move by move. The FEN may also be given
 * unquoted (its fields as separate words) when the depth follows it.
 */
import {
  applyMove,
  isRuleset,
  legalMoves,
  moveToText,
  parseFen,
  perft,
  START_FEN,
  type Ruleset,
} from '../src/core/index.ts';

const USAGE = 'usage: npm run perft -- [--rules arcade|classic] [--divide] "<FEN>" <depth>';
const MAX_DEPTH = 12;

function fail(message: string): never {
  console.error(`perft: ${message}`);
  console.error(USAGE);
  process.exit(2);
}

let rules: Ruleset = 'classic';
let divide = false;
const words: string[] = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--rules') {
    const value = args[++i];
    if (!isRuleset(value)) fail(`--rules must be arcade or classic, got "${value ?? ''}"`);
    rules = value;
  } else if (arg === '--divide') divide = true;
  else if (arg === '--help' || arg === '-h') {
    console.log(USAGE);
    process.exit(0);
  } else if (arg.startsWith('--')) fail(`unknown option "${arg}"`);
  else words.push(arg);
}

// One word is a depth (from the start) or a FEN (to depth 5); more words are a FEN, then the depth.
const isDepth = (word: string): boolean => /^\d+$/.test(word);
let fenText = START_FEN;
let depthText = '5';
if (words.length === 1 && isDepth(words[0])) depthText = words[0];
else if (words.length === 1) fenText = words[0];
else if (words.length >= 2) {
  depthText = words[words.length - 1];
  fenText = words.slice(0, -1).join(' ');
}

const parsed = parseFen(fenText);
if (!parsed.ok) fail(`${parsed.error} (in "${fenText}")`);
const depth = Number(depthText);
if (!isDepth(depthText) || depth > MAX_DEPTH)
  fail(`depth must be a whole number from 0 to ${MAX_DEPTH}, got "${depthText}"`);

const start = parsed.value;
const started = performance.now();
let nodes = 0;
if (divide && depth > 0) {
  for (const move of legalMoves(start, rules)) {
    const count = perft(applyMove(start, move).position, depth - 1, rules);
    console.log(`${moveToText(move, start.width, start.height)}: ${count}`);
    nodes += count;
  }
} else nodes = perft(start, depth, rules);
const seconds = (performance.now() - started) / 1000;
const rate = Math.round(nodes / Math.max(seconds, 1e-9)).toLocaleString('en-US');
console.log(`rules ${rules}, depth ${depth}, ${seconds.toFixed(3)} s, ${rate} nodes/s`);
console.log(`nodes ${nodes}`);
