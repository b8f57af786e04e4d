import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Where a refusal was said: a game room, the lobby, a room's door (joining), the HTTP API, or Colyseus
 * itself (a frame it could not read, on a connection it then closed).
 */
export type RefusalPlace = 'room' | 'lobby' | 'join' | 'http' | 'colyseus';

/** One refusal as the log keeps it: plain fields, never a message's payload or a token. */
export interface RefusalNote {
  readonly place: RefusalPlace;
  readonly code: string;
  /** The refused message's type, or the HTTP method and path. */
  readonly to?: string | null;
  readonly player?: string;
  readonly room?: string;
  readonly address?: string;
}

/** Log lines one source (a connection, an address) may cause per minute and refusal code, and all sources together. */
export const REFUSAL_LINES_PER_SOURCE_PER_MINUTE = 10;
export const REFUSAL_LINES_PER_MINUTE = 600;

/** How much of an error Colyseus reports goes into the line: its first line, cut to this length. */
const ERROR_TEXT_LENGTH = 200;

/**
 * Writes one structured line per refusal (`refused {"place":…,"code":…}`), so abuse shows in the club's
 * log, but never more than a few per source and a bounded number in all: a flood of junk costs the
 * flooder its connection, not the club its disk. The allowance is per source and code, so a flood's
 * `rate-limited` still shows after its junk has used up the lines for `malformed`. Lines held back are
 * counted, and the next line written says how many (`"unlogged": N`). The allowances are this process's
 * own (a log is per process).
 */
export class RefusalLog {
  private readonly perSource: RateLimiterMemory;
  private readonly overall: RateLimiterMemory;
  private unlogged = 0;

  constructor(
    private readonly log: (line: string) => void,
    perSourcePerMinute = REFUSAL_LINES_PER_SOURCE_PER_MINUTE,
    perMinute = REFUSAL_LINES_PER_MINUTE,
  ) {
    this.perSource = new RateLimiterMemory({ points: perSourcePerMinute, duration: 60 });
    this.overall = new RateLimiterMemory({ points: perMinute, duration: 60 });
  }

  /** Notes a refusal caused by `source` (a session id or an address). */
  note(source: string, note: RefusalNote): void {
    this.perSource
      .consume(`${source} ${note.code}`)
      .then(() => this.overall.consume(''))
      .then(
        () => {
          const line = this.unlogged > 0 ? { ...note, unlogged: this.unlogged } : note;
          this.unlogged = 0;
          this.log(`refused ${JSON.stringify(line)}`);
        },
        () => {
          this.unlogged += 1;
        },
      );
  }

  /**
   * An error Colyseus would have printed with its stack (mostly a client's doing: a frame it could not
   * decode, one over the size limit): its first line, within the same allowance, so a client sending junk
   * frames on purpose cannot fill the log with stack traces.
   */
  colyseusError(error: unknown): void {
    const text = error instanceof Error ? error.message : String(error);
    const firstLine = text.split('\n', 1)[0].slice(0, ERROR_TEXT_LENGTH);
    this.note('colyseus', { place: 'colyseus', code: 'colyseus-error', to: firstLine });
  }
}
