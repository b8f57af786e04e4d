/**
 * `npm run bench:browser -- --game oxono [--rate 4] [--strengths 1-10] [--games 3] [--plies 6,10,14]
 * [--target-ms 1000] [--dist <built folder>]`: how long each strength of Oxono's ladder takes for a
 * reply in the game's own opponent worker, in headless Chromium, on midgame positions (seeded games of
 * strength 5 against itself, taken at `--plies`). Each strength gets a fresh worker: its first answer
 * pays the worker's start and warm-up (printed apart), then every position is timed warm. The figure
 * that stands for a phone is the worker thread's CPU time times `--rate` (see bench-browser.ts); the
 * last lines say which strengths answer every position within `--target-ms` by it. A script, never a
 * test: the engine's strengths are tuned elsewhere (src/ai/oxono/strengths.ts), this only times them.
 */
import type { Page } from 'playwright-core';
import { boardOf, coreMove } from '../src/ai/oxono/adapter';
import { chooseOxonoMove, OXONO_STRENGTHS } from '../src/ai/oxono/strengths';
import { oxono, oxonoOutcome, playOxono, startPosition, type OxonoPosition } from '../src/core/oxono';
import type { ThinkMessage } from '../src/game/session/opponent/messages';
import { median, timeInWorker, type Timed } from './worker-timing';

export interface OxonoBenchOptions {
  readonly rate: number;
  readonly strengths: readonly number[];
  readonly games: number;
  readonly plies: readonly number[];
  readonly targetMs: number;
}

/** A position to time: which seeded game and how many plies in. */
interface Midgame {
  readonly game: number;
  readonly ply: number;
  readonly position: OxonoPosition;
}

/** Positions `plies` moves into `games` seeded games of strength 5 against itself (ended ones skipped). */
export function oxonoMidgames(games: number, plies: readonly number[]): Midgame[] {
  const found: Midgame[] = [];
  for (let game = 1; game <= games; game++) {
    let position = startPosition();
    for (let ply = 1; ply <= Math.max(0, ...plies); ply++) {
      const move = coreMove(chooseOxonoMove(boardOf(position), 5, game * 1000 + ply).move);
      const played = playOxono(position, move);
      if (!played.ok) throw new Error(`game ${game}, ply ${ply}: ${played.error}`);
      position = played.value.position;
      if (oxonoOutcome(position)) break;
      if (plies.includes(ply)) found.push({ game, ply, position });
    }
  }
  return found;
}

const request = (position: OxonoPosition, strength: number, seed: number): ThinkMessage['request'] => ({
  game: 'oxono',
  position: oxono.positionText(position),
  variant: 'standard',
  strength,
  seed,
});

/** Times every strength on every midgame position in the page's worker (`url`) and prints the tables. */
export async function benchOxono(page: Page, url: string, options: OxonoBenchOptions): Promise<void> {
  const { rate, targetMs } = options;
  const midgames = oxonoMidgames(options.games, options.plies);
  console.log(
    `Oxono, CPU slowed ${rate}x, ${midgames.length} midgame positions (${options.games} seeded games at ` +
      `plies ${options.plies.join(',')}). "cpu x${rate}" is the worker thread's CPU time times the rate.\n`,
  );
  console.log(
    `| strength | nodes | positions | wall median / max ms | cpu x${rate} median / max ms | first answer: wall / cpu x${rate} ms |`,
  );
  console.log('|---:|---:|---:|---:|---:|---:|');
  const verdicts: string[] = [];
  for (const strength of options.strengths) {
    const messages = [midgames[0], ...midgames].map((midgame, id) => ({
      id,
      request: request(midgame.position, strength, midgame.game * 100 + midgame.ply),
    }));
    const [first, ...timed] = await timeInWorker(page, url, messages);
    const walls = timed.map((row: Timed) => row.ms);
    const cpus = timed.map((row: Timed) => row.cpuMs * rate);
    const rung = OXONO_STRENGTHS[strength - 1];
    const both = (values: number[]) => `${Math.round(median(values))} / ${Math.round(Math.max(...values))}`;
    console.log(
      `| ${strength} ${rung.name} | ${rung.nodes} | ${timed.length} | ${both(walls)} | ${both(cpus)} | ` +
        `${Math.round(first.ms)} / ${first.cpuMs * rate} |`,
    );
    const worst = Math.max(...cpus);
    const over = cpus.filter((ms) => ms > targetMs).length;
    verdicts.push(
      `strength ${strength}: ${worst <= targetMs ? 'within' : `MISSES (${over} of ${cpus.length} positions over)`} ` +
        `${targetMs} ms (slowest position ${Math.round(worst)} ms by cpu x${rate}, ` +
        `${Math.round(Math.max(...walls))} ms wall)`,
    );
  }
  console.log(`\n${verdicts.join('\n')}`);
}
