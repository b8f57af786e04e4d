/**
 * `npm run ai:match -- [--game ataxx|oxono] --a 5 --b 6 --games 40 [--rules arcade|classic] [--board FEN] [--movetime ms]
 * [--seed N] [--threads N] [--quiet]`: plays two players from balanced openings, each opening with both
 * colours, and prints wins/draws/losses for A with an Elo difference and its 95% error bar.
 * `--game oxono` plays Oxono instead, with its own players and options (scripts/match-oxono.ts).
 * `npm run ai:match -- --ladder [--games N]` plays every neighbouring pair (2 v 1 … 10 v 9) and strength
 * 10 against greedy, N games each (fewer for the slow top pairs with `--top-games N`), and prints the
 * ladder as a Markdown table.
 * A player is a strength 1..10 or `greedy`; `9/noreduce`, `9/noprune`, `10/nolate`, `10/noprobcut` or
 * `9/noterritory` switches off late-move reductions, jump pruning near the leaves, late-move pruning,
 * ProbCut or the sealed-territory term, to measure what they are worth. `--movetime` caps each move's
 * thinking time (the strengths' own budgets still apply). Games run on `--threads` worker threads
 * (default: one per core); results do not depend on how many.
 * A player may also be `new` (this checkout's full engine), `old` (the UAI build that `npm run uai:build --
 * --commit <sha>` made in dist-uai/old/) or `uai:<file>` (any UAI engine: `node <file>` for a .mjs/.js,
 * else the program itself); UAI players play classic rules and need `--nodes` or `--movetime`.
 * `--nodes N` gives both players a node budget of N instead of their strength's (their evaluation and
 * switches stay), the fair way to test a search or evaluation change on a busy machine.
 * `--sprt [--elo0 0] [--elo1 15] [--alpha 0.05] [--beta 0.05] [--max-games 6000]` plays game pairs (each
 * opening with both colours) until the sequential probability ratio test accepts (A is at least elo1
 * better) or rejects (A is no better than elo0); reaching the cap counts as a reject. It prints the LLR,
 * games, W/D/L and Elo with its 95% error as it goes (src/ai/sprt.ts has the arithmetic).
 * `--tc 10+0.1` plays UAI players on real clocks instead (seconds and increment per side, as tournament
 * managers write it): each side's clock runs from writing `go` to reading `bestmove`, and a side whose
 * clock runs out loses on time; the summary counts the games each lost on time. (For this checkout,
 * `npm run uai:build` and play `uai:dist-uai/infection-uai.mjs`.)
 */
import { isMainThread, parentPort } from 'node:worker_threads';
import {
  applyMove,
  legalMoves,
  outcome,
  parseFen,
  toFen,
  type Move,
  type Position,
  type Ruleset,
  type Side,
} from '../src/core/index.ts';
import { chooseMove, greedyMove, Searcher, strengthOf } from '../src/ai/index.ts';
import { movetimeDeadline } from '../src/ai/clock.ts';
import { pairElo, sprt, type PairScore } from '../src/ai/sprt.ts';
import { playClockGame, timeControlText, type TimeControl } from './clock-game.ts';
import { UaiPlayer } from './uai-player.ts';
import { fail, readOptions, uaiFile, type Options } from './match-options.ts';
import { openings } from './match-openings.ts';
import { runOnThreads } from './thread-pool.ts';
import { widenInlining } from './engine-flags.ts';

/** One game to play: what a worker thread receives. */
interface GameJob {
  /** The job's index in the run's list. */
  readonly id: number;
  /** Which pairing (index) and which of its games, for the tally. */
  readonly pairing: number;
  readonly game: number;
  readonly x: string;
  readonly o: string;
  readonly start: string;
  readonly rules: Ruleset;
  readonly seed: number;
  readonly movetime: number | null;
  readonly nodes: number | null;
  readonly tc: TimeControl | null;
}

/** How a game ended: 1, 0.5 or 0 for the player with x, and the side that lost on time, if one did. */
interface GameOutcome {
  readonly xScore: number;
  readonly flagged: Side | null;
}

/** A pair of players and the games between them. */
interface Pairing {
  readonly a: string;
  readonly b: string;
  readonly games: number;
  readonly scores: number[];
}

/** This thread's running UAI engines, one per file, started on first use. */
const engines = new Map<string, Promise<UaiPlayer>>();

function uaiEngine(file: string): Promise<UaiPlayer> {
  let engine = engines.get(file);
  if (!engine) {
    engine = UaiPlayer.start(file);
    engines.set(file, engine);
  }
  return engine;
}

async function uaiMove(file: string, position: Position, nodes: number | null, movetime: number | null) {
  return (await uaiEngine(file)).move(position, { nodes, movetime });
}

let budgeted: Searcher | null = null;

function moveOf(
  player: string,
  position: Position,
  rules: Ruleset,
  seed: number,
  movetime: number | null,
  nodes: number | null = null,
): Move | Promise<Move> {
  if (player === 'greedy') return greedyMove(position, rules, seed);
  const file = uaiFile(player);
  if (file !== null) return uaiMove(file, position, nodes, movetime);
  if (player === 'new') {
    // This checkout's engine as the UAI build plays it: the full engine, from a clean slate each move.
    const engine = (budgeted ??= new Searcher({ hashMb: 16 }));
    engine.clear();
    // A move time is spent as the UAI engine spends `go movetime` (to a deadline just before it).
    const time = movetime ?? 1000;
    const limits = nodes !== null ? { nodes } : { timeMs: movetimeDeadline(time), spendAll: true };
    return engine.search(position, rules, limits).move;
  }
  const [level, switches = ''] = player.split('/');
  const strength = Number(level);
  const style = {
    ...(switches.includes('noreduce') ? { reductions: false } : {}),
    ...(switches.includes('noprune') ? { jumpPruning: false } : {}),
    ...(switches.includes('nolate') ? { latePruning: false } : {}),
    ...(switches.includes('noprobcut') ? { probCut: false } : {}),
    ...(switches.includes('noterritory')
      ? { weights: { ...strengthOf(strength).weights, territory: 0 } }
      : {}),
  };
  if (nodes !== null) {
    // A fixed node budget with the strength's own evaluation and switches: cleared each move, so it replays.
    const engine = (budgeted ??= new Searcher({ hashMb: 16 }));
    engine.clear();
    const { weights, latePruning, probCut } = strengthOf(strength);
    const full = { weights, reductions: true, jumpPruning: true, latePruning, probCut, ...style };
    return engine.search(position, rules, { nodes, timeMs: movetime ?? 600_000 }, undefined, full).move;
  }
  // Without --movetime the clock cap is lifted, so the node budgets alone decide and a match replays.
  return chooseMove({ position, rules, strength, seed }, { timeMs: movetime ?? 60_000, style }).move;
}

/** Plays one game. */
async function playGame(job: GameJob): Promise<GameOutcome> {
  const parsed = parseFen(job.start);
  if (!parsed.ok) fail(`opening ${job.start}: ${parsed.error}`);
  let position = parsed.value;
  if (job.tc !== null) {
    const [x, o] = await Promise.all([job.x, job.o].map((p) => uaiEngine(uaiFile(p) as string)));
    const { xScore, flagged } = await playClockGame(position, x, o, job.tc, job.rules);
    return { xScore, flagged };
  }
  for (let ply = 0; ply < 2000; ply++) {
    const over = outcome(position, job.rules);
    if (over) return { xScore: over.winner === 'x' ? 1 : over.winner === 'o' ? 0 : 0.5, flagged: null };
    const player = position.turn === 'x' ? job.x : job.o;
    const move = await moveOf(player, position, job.rules, job.seed + ply, job.movetime, job.nodes);
    if (!legalMoves(position, job.rules).includes(move))
      fail(`player ${player} chose an illegal move ${move}`);
    position = applyMove(position, move).position;
  }
  return { xScore: 0.5, flagged: null };
}

/** Elo difference for a score fraction, and a 95% interval from the games' spread. */
function elo(scores: number[]): { diff: number; low: number; high: number } {
  const n = scores.length;
  const mean = scores.reduce((sum, s) => sum + s, 0) / n;
  const variance = scores.reduce((sum, s) => sum + (s - mean) ** 2, 0) / Math.max(1, n - 1);
  const margin = 1.96 * Math.sqrt(variance / n);
  const toElo = (p: number): number => {
    const clamped = Math.min(1 - 1e-3, Math.max(1e-3, p));
    return -400 * Math.log10(1 / clamped - 1);
  };
  return { diff: toElo(mean), low: toElo(mean - margin), high: toElo(mean + margin) };
}

/** Games lost on time by A and by B (A has x in the even games). */
const flags = { a: 0, b: 0 };

function countFlag(job: GameJob, flagged: Side | null): void {
  if (flagged !== null) flags[(job.game % 2 === 0) === (flagged === 'x') ? 'a' : 'b']++;
}

const onTime = (options: Options): string =>
  options.tc === null ? '' : `; lost on time: A ${flags.a}, B ${flags.b}`;

function label(player: string): string {
  if (player === 'greedy' || player === 'new') return player;
  const file = uaiFile(player);
  if (file !== null) return `${player} (UAI: ${file})`;
  return `${player} ${strengthOf(Number(player.split('/')[0])).name}`;
}
const sign = (n: number): string => (n >= 0 ? '+' : '') + Math.round(n);

function tally(scores: number[]): { wins: number; draws: number; losses: number; percent: string } {
  const wins = scores.filter((s) => s === 1).length;
  const losses = scores.filter((s) => s === 0).length;
  const draws = scores.length - wins - losses;
  return { wins, draws, losses, percent: ((100 * (wins + draws / 2)) / scores.length).toFixed(1) };
}

/** Plays every job, `threads` at a time, handing the next job to whichever thread is free first. */
async function playAll(
  jobs: GameJob[],
  threads: number,
  onResult: (job: GameJob, game: GameOutcome) => void,
): Promise<void> {
  if (threads <= 1) {
    for (const job of jobs) onResult(job, await playGame(job));
    return;
  }
  await runOnThreads(import.meta.url, jobs, threads, (answer: { id: number; game: GameOutcome }) =>
    onResult(jobs[answer.id], answer.game),
  );
}

/**
 * The SPRT: game pairs in rounds of a few per thread, each opening with both colours, until the test
 * decides or the cap is reached (which counts as a reject).
 */
async function runSprt(options: Options): Promise<void> {
  const bounds = { elo0: options.elo0, elo1: options.elo1, alpha: options.alpha, beta: options.beta };
  const maxPairs = Math.ceil(options.maxGames / 2);
  const starts = openings(Math.min(maxPairs, 2000), options.rules, options.board, options.seed).map(toFen);
  if (starts.length === 0) fail('found no balanced opening on that board');
  const budget = options.nodes === null ? 'own budgets' : `${options.nodes} nodes a move`;
  console.log(
    `SPRT A = ${label(options.a)}, B = ${label(options.b)}, ${options.rules}, ${budget}, ` +
      `elo0 ${options.elo0}, elo1 ${options.elo1}, α ${options.alpha}, β ${options.beta}, cap ${maxPairs * 2} games`,
  );
  const pairs: PairScore[] = [];
  const games: number[] = [];
  const started = Date.now();
  let state = sprt(pairs, bounds);
  while (state.verdict === 'continue' && pairs.length < maxPairs) {
    const round = Math.min(maxPairs - pairs.length, Math.max(4, options.threads * 4));
    const jobs: GameJob[] = [];
    for (let p = 0; p < round; p++) {
      const pair = pairs.length + p;
      for (const aIsX of [true, false]) {
        jobs.push({
          id: jobs.length,
          pairing: pair,
          game: pair * 2 + (aIsX ? 0 : 1),
          x: aIsX ? options.a : options.b,
          o: aIsX ? options.b : options.a,
          start: starts[pair % starts.length],
          rules: options.rules,
          seed: options.seed * 100_003 + pair * 7919,
          movetime: options.movetime,
          nodes: options.nodes,
          tc: options.tc,
        });
      }
    }
    // Each pair's two games, A's score in each (A is x in the even game).
    const scores = new Map<number, number[]>();
    await playAll(jobs, options.threads, (job, { xScore, flagged }) => {
      countFlag(job, flagged);
      const score = job.game % 2 === 0 ? xScore : 1 - xScore;
      scores.set(job.pairing, [...(scores.get(job.pairing) ?? []), score]);
    });
    for (const [, both] of [...scores].sort(([a], [b]) => a - b)) {
      games.push(...both);
      pairs.push((both[0] + both[1]) as PairScore);
    }
    state = sprt(pairs, bounds);
    const { wins, draws, losses } = tally(games);
    const { elo: diff, error } = pairElo(pairs);
    console.log(
      `games ${games.length}: W ${wins} D ${draws} L ${losses}, Elo ${sign(diff)} ± ${Math.round(error)}, ` +
        `LLR ${state.llr.toFixed(2)} (${state.lower.toFixed(2)}, ${state.upper.toFixed(2)})${onTime(options)}`,
    );
  }
  const verdict = state.verdict === 'continue' ? 'reject (cap reached)' : state.verdict;
  console.log(
    `SPRT ${verdict} after ${games.length} games in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const gameAt = args.indexOf('--game');
  if (gameAt >= 0) {
    // Oxono's matches have their own players and openings (match-oxono.ts); Ataxx stays the default.
    const game = args[gameAt + 1];
    if (game === 'oxono') return (await import('./match-oxono.ts')).runOxonoMatch(args);
    if (game !== 'ataxx') fail(`--game must be ataxx or oxono, got "${game ?? ''}"`);
    args.splice(gameAt, 2);
  }
  const options = readOptions(args);
  if (options.sprt) return runSprt(options);
  const pairings: Pairing[] = options.ladder
    ? [
        ...Array.from({ length: 9 }, (_, i) => ({
          a: String(i + 2),
          b: String(i + 1),
          games: i >= 7 && options.topGames !== null ? options.topGames : options.games,
          scores: [],
        })),
        { a: '10', b: 'greedy', games: options.topGames ?? options.games, scores: [] },
      ]
    : [{ a: options.a, b: options.b, games: options.games, scores: [] }];
  const most = Math.max(...pairings.map((p) => p.games));
  const starts = openings(Math.ceil(most / 2), options.rules, options.board, options.seed).map(toFen);
  if (starts.length === 0) fail('found no balanced opening on that board');
  const jobs: GameJob[] = [];
  // The slowest pairs first, so no thread is left with a long game at the end.
  for (let index = pairings.length - 1; index >= 0; index--) {
    const pairing = pairings[index];
    for (let game = 0; game < pairing.games; game++) {
      const aIsX = game % 2 === 0;
      jobs.push({
        id: jobs.length,
        pairing: index,
        game,
        x: aIsX ? pairing.a : pairing.b,
        o: aIsX ? pairing.b : pairing.a,
        start: starts[Math.floor(game / 2) % starts.length],
        rules: options.rules,
        seed: options.seed * 100_003 + game * 7919,
        movetime: options.movetime,
        nodes: options.nodes,
        tc: options.tc,
      });
    }
  }
  const started = Date.now();
  await playAll(jobs, options.threads, (job, { xScore, flagged }) => {
    countFlag(job, flagged);
    const pairing = pairings[job.pairing];
    const game = job.game;
    const aIsX = game % 2 === 0;
    const score = aIsX ? xScore : 1 - xScore;
    pairing.scores.push(score);
    if (!options.quiet && !options.ladder) {
      const verdict = score === 1 ? 'wins' : score === 0 ? 'loses' : 'draws';
      console.log(`game ${game + 1}: A as ${aIsX ? 'x' : 'o'} ${verdict}`);
    }
    if (options.ladder && pairing.scores.length === pairing.games && !options.quiet) {
      const { wins, draws, losses } = tally(pairing.scores);
      console.log(
        `${pairing.a} v ${pairing.b}: ${wins}-${draws}-${losses}, Elo ${sign(elo(pairing.scores).diff)}`,
      );
    }
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!options.ladder) {
    const { a, b, games, scores } = pairings[0];
    const { wins, draws, losses, percent } = tally(scores);
    const rating = elo(scores);
    const clock = options.tc === null ? '' : `, ${timeControlText(options.tc)} a side`;
    console.log(`A = ${label(a)}, B = ${label(b)}, ${options.rules}${clock}, ${games} games in ${seconds} s`);
    console.log(
      `A: W ${wins} D ${draws} L ${losses}, score ${percent}%, Elo ${sign(rating.diff)} (95%: ${sign(rating.low)} .. ${sign(rating.high)})${onTime(options)}`,
    );
    return;
  }
  console.log(
    `\nLadder, ${options.rules} rules, seed ${options.seed}, ${seconds} s on ${options.threads} threads\n`,
  );
  console.log('| Pair | W-D-L | Score | Elo (95% range) | Games |');
  console.log('|---|---|---|---|---|');
  for (const { a, b, scores } of pairings) {
    const { wins, draws, losses, percent } = tally(scores);
    const rating = elo(scores);
    console.log(
      `| ${label(a)} v ${label(b)} | ${wins}-${draws}-${losses} | ${percent}% | ${sign(rating.diff)} (${sign(rating.low)}..${sign(rating.high)}) | ${scores.length} |`,
    );
  }
}

// In-process engines run as the UAI engine does (fixed-time games compare them with UAI builds).
widenInlining();
if (isMainThread) {
  await main();
  // UAI engines run as child processes: stop them, or they would keep this process alive.
  for (const engine of engines.values()) (await engine).close();
  process.exit(0);
} else {
  parentPort!.on('message', (job: GameJob) => {
    void playGame(job).then((game) => parentPort!.postMessage({ id: job.id, game }));
  });
}
