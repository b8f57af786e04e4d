/**
 * `npm run levels:playtest [-- --games N --level id[,id…] --x-nodes N --x-strength S --max-minutes M]`
 *
 * Plays every campaign level with a strong player as x (a full search with 100k nodes a move or 3× the
 * opponent's budget, whichever is more; or the ladder's strength S with --x-strength, to see the curve
 * as a weaker player meets it) against the level's own opponent, and prints win rate and average score
 * per level as a Markdown table. Budgets are node counts, never the clock, so a busy machine plays the
 * same games. Game 1 of a level is the engines' own line; later games open with a seeded clone for x.
 * Levels left once --max-minutes (default 5) is spent are listed as not played. Exits 1 when the
 * strong player failed to win some level.
 */
import { parseArgs } from 'node:util';
import { chooseMove, FULL_EVAL, Searcher, strengthOf } from '../src/ai';
import {
  applyMove,
  isClone,
  legalMoves,
  outcome,
  Random,
  scoreFor,
  type Move,
  type Position,
} from '../src/core';
import { campaignLevels, type Level } from '../src/core/level';
import { maxScore, openSquares } from '../src/core/level-check';
import { checkLevelsFolder } from './levels-check';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '1' },
    level: { type: 'string', multiple: true },
    'x-nodes': { type: 'string', default: '100000' },
    'x-strength': { type: 'string' },
    'max-minutes': { type: 'string', default: '5' },
    folder: { type: 'string', default: 'levels' },
  },
});
const games = Math.max(1, Math.floor(Number(values.games)) || 1);
const minNodes = Math.max(1000, Number(values['x-nodes']) || 100_000);
const xStrength = values['x-strength'] === undefined ? null : strengthOf(Number(values['x-strength'])).level;
const deadline = Date.now() + Math.max(0.1, Number(values['max-minutes']) || 5) * 60_000;

interface GameRecord {
  readonly won: boolean;
  readonly score: number;
  /** The player's squares at the end without the full-board bonus: what par is measured against. */
  readonly squares: number;
}

const strong = new Searcher({ hashMb: 32 });

function xMove(level: Level, position: Position, seed: number): Move {
  if (xStrength !== null) {
    return chooseMove({ position, rules: level.rules, strength: xStrength, seed }).move;
  }
  const nodes = Math.max(minNodes, Math.round(3 * (strengthOf(level.opponent.strength).nodes ?? 0)));
  const style = { weights: FULL_EVAL, reductions: true };
  return strong.search(position, level.rules, { nodes }, undefined, style).move;
}

function playGame(level: Level, game: number): GameRecord {
  strong.clear();
  const random = new Random(0x5eed + game * 7919);
  let position = level.start;
  let plies = 0;
  while (!outcome(position, level.rules)) {
    const seed = game * 100_003 + plies;
    let move: Move;
    const clones = plies === 0 && game > 0 ? legalMoves(position, level.rules).filter(isClone) : [];
    if (clones.length > 0) move = random.pick(clones);
    else if (position.turn === 'x') move = xMove(level, position, seed + 50_000);
    else {
      const request = { position, rules: level.rules, strength: level.opponent.strength, seed };
      move = chooseMove(request).move;
    }
    position = applyMove(position, move).position;
    plies++;
  }
  const end = outcome(position, level.rules);
  if (!end) throw new Error('unreachable: the loop ends on an outcome');
  const score = scoreFor(end, 'x', { boss: level.boss });
  return { won: score.won, score: score.total, squares: score.pieces + score.filled };
}

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

/** A par asking for nine tenths of the strong player's usual board share (bonus left out), and a majority. */
function suggestedPar(level: Level, records: readonly GameRecord[]): number | null {
  const won = records.filter((record) => record.won);
  if (won.length === 0) return null;
  const majority = Math.floor(openSquares(level.start) / 2) + 1;
  return Math.min(maxScore(level), Math.max(majority, Math.floor(0.9 * mean(won.map((r) => r.squares)))));
}

const report = checkLevelsFolder(values.folder);
if (report.problems.length > 0) {
  for (const line of report.lines) console.error(line);
  process.exit(1);
}
const wanted = (values.level ?? []).flatMap((ids) => ids.split(',')).filter(Boolean);
const levels = campaignLevels(report.campaign).filter(
  (level) => wanted.length === 0 || wanted.includes(level.id),
);
if (levels.length === 0) {
  console.error(`levels:playtest: no level matches ${wanted.join(', ')}`);
  process.exit(1);
}

console.log(
  xStrength === null
    ? `x: full search, ${minNodes} nodes a move or 3× the opponent's budget; ${games} game(s) a level.\n`
    : `x: the ladder's strength ${xStrength}; ${games} game(s) a level.\n`,
);
console.log(
  '| level | size | opponent | str | x wins | win rate | avg score | avg won squares | par | par? | s |',
);
console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
let allWins = 0;
let allGames = 0;
const unwon: string[] = [];
const skipped: string[] = [];
const started = Date.now();
for (const level of levels) {
  if (Date.now() > deadline) {
    skipped.push(level.id);
    continue;
  }
  const t0 = Date.now();
  const records = Array.from({ length: games }, (_, game) => playGame(level, game));
  const won = records.filter((record) => record.won);
  allWins += won.length;
  allGames += records.length;
  if (won.length === 0) unwon.push(level.id);
  const cells = [
    level.id + (level.boss ? ' (boss)' : ''),
    `${level.start.width}×${level.start.height}`,
    level.opponent.name,
    level.opponent.strength,
    `${won.length}/${records.length}`,
    `${Math.round((100 * won.length) / records.length)}%`,
    mean(records.map((record) => record.score)).toFixed(1),
    won.length > 0 ? mean(won.map((record) => record.squares)).toFixed(1) : '–',
    level.par ?? '–',
    suggestedPar(level, records) ?? '–',
    ((Date.now() - t0) / 1000).toFixed(1),
  ];
  console.log(`| ${cells.join(' | ')} |`);
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (skipped.length > 0)
  console.log(`\nNot played (time budget spent; raise --max-minutes): ${skipped.join(', ')}`);
if (unwon.length > 0) console.log(`\nx never won: ${unwon.join(', ')}`);
const played = levels.length - skipped.length;
console.log(`\nlevels:playtest: x won ${allWins} of ${allGames} games on ${played} levels in ${seconds} s`);
process.exitCode = xStrength === null && unwon.length > 0 ? 1 : 0;
