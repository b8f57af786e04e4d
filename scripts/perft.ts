/** `npm run perft -- [--rules arcade|classic] "<FEN>" <depth>`: prints per-move counts and `nodes N` last. */
import { isRuleset, parseFen, perft, START_FEN, type Ruleset } from '../src/core/index.ts';

const args = process.argv.slice(2);
let rules: Ruleset = 'classic';
const rest: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--rules') {
    const value = args[++i];
    if (!isRuleset(value)) {
      console.error(`perft: --rules must be arcade or classic, got "${value ?? ''}"`);
      process.exit(2);
    }
    rules = value;
  } else rest.push(args[i]);
}
const fenText =
  rest.length >= 2 ? rest[0] : rest.length === 1 && !/^\d+$/.test(rest[0]) ? rest[0] : START_FEN;
const depthText = rest.length >= 2 ? rest[1] : /^\d+$/.test(rest[0] ?? '') ? rest[0] : '5';
const parsed = parseFen(fenText);
if (!parsed.ok) {
  console.error(`perft: ${parsed.error}`);
  process.exit(2);
}
const depth = Number(depthText);
if (!Number.isInteger(depth) || depth < 0 || depth > 12) {
  console.error(`perft: depth must be a whole number from 0 to 12, got "${depthText}"`);
  process.exit(2);
}
const started = performance.now();
const nodes = perft(parsed.value, depth, rules);
const seconds = (performance.now() - started) / 1000;
console.log(
  `rules ${rules}, depth ${depth}, ${seconds.toFixed(3)} s, ${Math.round(nodes / Math.max(seconds, 1e-9)).toLocaleString('en-US')} nodes/s`,
);
console.log(`nodes ${nodes}`);
