import { AddressGate } from './flood-guard';

/** Where a refusal was said: a game room, the lobby, a room's door (joining) or the HTTP API. */
export type RefusalPlace = 'room' | 'lobby' | 'join' | 'http';

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

/**
 * Writes one structured line per refusal (`refused {"place":…,"code":…}`), so abuse shows in the club's
 * log, but never more than a few per source and a bounded number in all: a flood of junk costs the
 * flooder its connection, not the club its disk. The allowance is per source and code, so a flood's
`rate-limited` still shows after its junk has used up the lines for `malformed`. Lines held back are counted, and the next line
 * written says how many (`"unlogged": N`).
 */
export class RefusalLog {
  private readonly perSource: AddressGate;
  private readonly overall: AddressGate;
  private unlogged = 0;

  constructor(
    private readonly log: (line: string) => void,
    now: () => number,
    perSourcePerMinute = REFUSAL_LINES_PER_SOURCE_PER_MINUTE,
    perMinute = REFUSAL_LINES_PER_MINUTE,
  ) {
    this.perSource = new AddressGate(perSourcePerMinute, now);
    this.overall = new AddressGate(perMinute, now);
  }

  /** Notes a refusal caused by `source` (a session id or an address). */
  note(source: string, note: RefusalNote): void {
    if (!this.perSource.allow(`${source} ${note.code}`) || !this.overall.allow('')) {
      this.unlogged += 1;
      return;
    }
    const line = this.unlogged > 0 ? { ...note, unlogged: this.unlogged } : note;
    this.unlogged = 0;
    this.log(`refused ${JSON.stringify(line)}`);
  }
}
