/** What one step of `npm run club:load` measured, and its line in the printed table. */
import type { PlayersReport } from './club-load-players';
import type { ServerSample } from './club-load-server';

export interface StepResult {
  /** Games the step asked for, and spectators per game. */
  readonly target: number;
  readonly watchers: number;
  readonly report: PlayersReport;
  /** Errors while the step's games were being opened. */
  readonly rampErrors: number;
  /** The club before any load, at the start of the hold and at its end (null for a club given by --url). */
  readonly baseline: ServerSample | null;
  readonly before: ServerSample | null;
  readonly after: ServerSample | null;
}

/** The value at fraction `q` of sorted `values` (nearest rank); NaN when there are none. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  return values[Math.min(values.length - 1, Math.max(0, Math.ceil(q * values.length) - 1))];
}

export interface StepFigures {
  readonly games: number;
  readonly playingMin: number;
  readonly players: number;
  readonly spectators: number;
  readonly movesPerSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
  readonly errors: number;
  /** The club's CPU, in % of one core, in all and per 100 games; null without a club of our own. */
  readonly cpuPercent: number | null;
  readonly cpuPer100: number | null;
  /**
   * The club's CPU time per move played, in ms (rooms' ticks and everything else included): CPU
   * seconds, so a figure that holds on a busy machine, where wall-clock round trips do not.
   */
  readonly cpuMsPerMove: number | null;
  /** The club's resident memory (PGlite's WASM heap included), and its JS heap's growth per 100 games. */
  readonly rssMb: number | null;
  readonly heapPer100Mb: number | null;
  readonly writesPerSecond: number | null;
  /** The players' process, in % of one core: it shares the machine with the club. */
  readonly playersCpuPercent: number;
}

export function figures(step: StepResult): StepFigures {
  const { report, baseline, before, after } = step;
  const seconds = report.spanMs / 1000;
  const trips = report.roundTrips;
  const games = report.games;
  const per100 = (value: number): number => (games > 0 ? (value * 100) / games : Number.NaN);
  const club = before && after && baseline;
  const span = club ? (after.at - before.at) / 1000 : 1;
  const cpuPercent = club ? ((after.cpuMs - before.cpuMs) / 1000 / span) * 100 : null;
  return {
    games,
    playingMin: report.playingMin,
    players: games * 2,
    spectators: games * step.watchers,
    movesPerSecond: report.moves / seconds,
    p50: percentile(trips, 0.5),
    p95: percentile(trips, 0.95),
    p99: percentile(trips, 0.99),
    max: trips.at(-1) ?? Number.NaN,
    errors: report.errors + step.rampErrors,
    cpuPercent,
    cpuPer100: cpuPercent === null ? null : per100(cpuPercent),
    cpuMsPerMove: club && report.moves > 0 ? (after.cpuMs - before.cpuMs) / report.moves : null,
    rssMb: club ? after.rssBytes / 1e6 : null,
    heapPer100Mb: club ? per100((after.heapBytes - baseline.heapBytes) / 1e6) : null,
    writesPerSecond: club ? (after.writes - before.writes) / span : null,
    playersCpuPercent: (report.cpuMs / report.spanMs) * 100,
  };
}

const cell = (value: number | null, digits = 0): string =>
  value === null || Number.isNaN(value) ? '–' : value.toFixed(digits);

export const STEP_HEADER =
  '| games held (min playing) | players + spectators | moves/s | round trip p50 / p95 / p99 / max ms | errors | club CPU % (per 100 games) | club CPU ms per move | club RSS MB (heap MB per 100 games) | DB writes/s | players CPU % |\n' +
  '|---|---|---|---|---|---|---|---|---|---|';

export function stepLine(step: StepResult): string {
  const f = figures(step);
  return (
    `| ${f.games} (${f.playingMin}) | ${f.players} + ${f.spectators} | ${cell(f.movesPerSecond, 1)} | ` +
    `${cell(f.p50, 1)} / ${cell(f.p95, 1)} / ${cell(f.p99, 1)} / ${cell(f.max, 0)} | ${f.errors} | ` +
    `${cell(f.cpuPercent)} (${cell(f.cpuPer100, 1)}) | ${cell(f.cpuMsPerMove, 2)} | ` +
    `${cell(f.rssMb)} (${cell(f.heapPer100Mb, 1)}) | ` +
    `${cell(f.writesPerSecond, 1)} | ${cell(f.playersCpuPercent)} |`
  );
}
