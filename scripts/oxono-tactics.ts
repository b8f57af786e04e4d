/**
 * `npm run oxono:tactics [-- --strength 10]`: how many positions of the Oxono tactics set
 * (tests/data/oxono-tactics.txt) a strength (the top one by default) solves within its own node budget
 * (issue 49's goal for the top: at least 95%), by kind.
 * `npm run oxono:tactics -- --make [--count 240] [--seed N]` writes the set anew: positions met in
 * seeded games (a strength-5 search with one move in four random, for variety), each classified and
 * answered by the exhaustive solver (src/ai/oxono/tactics.ts): wins in 1, 3 and 5 plies and the
 * positions where exactly one move stops the opponent's line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { boardOf, coreMove, engineMove } from '../src/ai/oxono/adapter.ts';
import { chooseOxonoMove, oxonoStrength } from '../src/ai/oxono/strengths.ts';
import { classifyTactic, readTactics, TACTIC_KINDS, type TacticKind } from '../src/ai/oxono/tactics.ts';
import { legalOxonoMoves, oxonoOutcome, playOxono } from '../src/core/oxono/game.ts';
import { moveText } from '../src/core/oxono/move.ts';
import { startPosition } from '../src/core/oxono/position.ts';
import { positionText } from '../src/core/oxono/text.ts';
import { Random } from '../src/core/random.ts';
import { numberArg, readArgs } from './script-args.ts';

const FILE = fileURLToPath(new URL('../tests/data/oxono-tactics.txt', import.meta.url));
/** How many of each kind a made set holds, out of `--count` (the rest split evenly). */
const SHARE: Readonly<Record<TacticKind, number>> = { win1: 0.2, save: 0.3, win3: 0.3, win5: 0.2 };
/** The most positions one solver question may visit while making the set (it then skips the position). */
const SOLVER_CAP = 400_000;
/** At most this many puzzles from one game, so the set spans many games. */
const PER_GAME = 3;

function makeSet(count: number, seed: number): void {
  const random = new Random(seed);
  const quota = Object.fromEntries(TACTIC_KINDS.map((k) => [k, Math.round(count * SHARE[k])])) as Record<
    TacticKind,
    number
  >;
  const found: string[] = [];
  const seen = new Set<string>();
  const have = (kind: TacticKind) => found.filter((line) => line.startsWith(`${kind} `)).length;
  for (let game = 0; game < 5000 && TACTIC_KINDS.some((k) => have(k) < quota[k]); game++) {
    let position = startPosition();
    let fromGame = 0;
    for (let ply = 0; oxonoOutcome(position) === null && fromGame < PER_GAME; ply++) {
      const text = positionText(position);
      const board = boardOf(position);
      const tactic = seen.has(text) ? null : classifyTactic(board, SOLVER_CAP);
      seen.add(text);
      if (tactic && have(tactic.kind) < quota[tactic.kind]) {
        const answers = tactic.answers.map((move) => moveText(coreMove(move), 'compact')).sort();
        found.push(`${tactic.kind} | ${text} | ${answers.join(' ')}`);
        fromGame++;
        console.log(
          `game ${game + 1}, ply ${ply}: ${tactic.kind} (${TACTIC_KINDS.map((k) => `${k} ${have(k)}`).join(', ')})`,
        );
      }
      const move =
        random.next() < 0.25
          ? random.pick(legalOxonoMoves(position))
          : coreMove(chooseOxonoMove(boardOf(position), 5, seed + game * 97 + ply).move);
      const played = playOxono(position, move);
      if (!played.ok) throw new Error(played.error);
      position = played.value.position;
    }
  }
  const order = (line: string) => TACTIC_KINDS.indexOf(line.split(' ')[0] as TacticKind);
  found.sort((a, b) => order(a) - order(b));
  const header = [
    '# Oxono tactics set: `kind | position | answers`, made by `npm run oxono:tactics -- --make`',
    `# (seed ${seed}); every answer confirmed by the exhaustive solver (src/ai/oxono/solver.ts).`,
    '# win1/win3/win5: the side to move forces a line within 1/3/5 plies and no sooner; the answers are',
    '# every first move that does. save: exactly one move leaves the opponent no line in one.',
  ];
  writeFileSync(FILE, `${[...header, ...found].join('\n')}\n`);
  console.log(`wrote ${found.length} puzzles to ${FILE}`);
}

function bench(level: number): void {
  const read = readTactics(readFileSync(FILE, 'utf8'));
  if (!read.ok) {
    console.error(`oxono:tactics: ${read.error}`);
    process.exit(2);
  }
  const puzzles = read.value;
  const top = oxonoStrength(level);
  const solved = new Map<TacticKind, number>();
  const total = new Map<TacticKind, number>();
  const began = Date.now();
  let nodes = 0;
  for (const [index, puzzle] of puzzles.entries()) {
    const board = boardOf(puzzle.position);
    const answers = puzzle.answers.map((move) => engineMove(board, move));
    const result = chooseOxonoMove(board, top.level, index);
    nodes += result.nodes;
    total.set(puzzle.kind, (total.get(puzzle.kind) ?? 0) + 1);
    if (answers.includes(result.move)) solved.set(puzzle.kind, (solved.get(puzzle.kind) ?? 0) + 1);
    else
      console.log(
        `missed line ${puzzle.line} (${puzzle.kind}): played ${moveText(coreMove(result.move), 'compact')}`,
      );
  }
  const all = [...solved.values()].reduce((a, b) => a + b, 0);
  const kinds = TACTIC_KINDS.map((k) => `${k} ${solved.get(k) ?? 0}/${total.get(k) ?? 0}`).join(', ');
  console.log(
    `strength ${top.level} (${top.nodes} nodes a move) solved ${all}/${puzzles.length} ` +
      `(${((100 * all) / puzzles.length).toFixed(1)}%): ${kinds}; ${nodes} nodes in ${Date.now() - began} ms`,
  );
}

const { values } = readArgs('oxono:tactics', {
  make: { type: 'boolean', default: false },
  count: { type: 'string', default: '240' },
  seed: { type: 'string', default: '49' },
  strength: { type: 'string', default: '10' },
});
const count = numberArg('oxono:tactics', 'count', values.count, 240, { min: 1, whole: true });
const seed = numberArg('oxono:tactics', 'seed', values.seed, 49, { min: 0, whole: true });
if (values.make) makeSet(count, seed);
else bench(numberArg('oxono:tactics', 'strength', values.strength, 10, { min: 1, whole: true }));
