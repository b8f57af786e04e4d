import { err, ok, type Result } from '../core/result';
import type { ClubLimits } from './club-limits';

/** What an address can hold that costs the club while it is held. */
export type Holding = 'unjoined-room' | 'computer-game';

/** A holding taken before its room exists: settled with the room's code, or given back if none opened. */
export interface Reservation {
  settle(code: string): void;
  cancel(): void;
}

type Caps = Pick<ClubLimits, 'connectionsPerAddress' | 'unjoinedRoomsPerAddress' | 'computerGamesPerAddress'>;

/**
 * What each client address holds in this process, against its caps: open websocket connections, rooms
 * it opened that nobody has joined yet (each keeps a room and its timers for up to an hour), and games
 * against the computer still going (each can wait in the engine pool's queue, which everyone shares).
 * Kept per process, as the connections and rooms themselves are: a room opens on the process asked.
 * A room's holdings end when someone sits down in it (`joined`), or when its game ends or it closes
 * (`ended`).
 */
export class AddressHoldings {
  private readonly sockets = new Map<string, number>();
  /** Per holding, per address: the codes held (or reservation tickets, `#n`, until settled). */
  private readonly held: Record<Holding, Map<string, Set<string>>> = {
    'unjoined-room': new Map(),
    'computer-game': new Map(),
  };
  private readonly byCode = new Map<string, { readonly holding: Holding; readonly address: string }[]>();
  private tickets = 0;

  constructor(private readonly caps: Caps) {}

  /** One more websocket from `address`; false (and nothing counted) when it has its cap already. */
  connect(address: string): boolean {
    const open = this.sockets.get(address) ?? 0;
    if (open >= this.caps.connectionsPerAddress) return false;
    this.sockets.set(address, open + 1);
    return true;
  }

  /** A websocket counted by `connect` closed. */
  disconnect(address: string): void {
    const open = (this.sockets.get(address) ?? 0) - 1;
    if (open > 0) this.sockets.set(address, open);
    else this.sockets.delete(address);
  }

  /** Takes one of each holding for `address`, or none: the first holding at its cap is the error. */
  reserve(address: string, holdings: readonly Holding[]): Result<Reservation, Holding> {
    const full = holdings.find((holding) => this.count(holding, address) >= this.cap(holding));
    if (full) return err(full);
    const ticket = `#${++this.tickets}`;
    for (const holding of holdings) this.add(holding, address, ticket);
    return ok({
      settle: (code) => {
        for (const holding of holdings) {
          this.remove(holding, address, ticket);
          this.add(holding, address, code);
        }
        this.byCode.set(code, [
          ...(this.byCode.get(code) ?? []),
          ...holdings.map((holding) => ({ holding, address })),
        ]);
      },
      cancel: () => {
        for (const holding of holdings) this.remove(holding, address, ticket);
      },
    });
  }

  /** Someone sat down in the room `code`: it is no longer an unjoined room. */
  joined(code: string): void {
    this.release(code, (holding) => holding === 'unjoined-room');
  }

  /** The game in room `code` is over, or the room closed: nothing of it is held any more. */
  ended(code: string): void {
    this.release(code, () => true);
  }

  count(holding: Holding, address: string): number {
    return this.held[holding].get(address)?.size ?? 0;
  }

  private cap(holding: Holding): number {
    return holding === 'unjoined-room'
      ? this.caps.unjoinedRoomsPerAddress
      : this.caps.computerGamesPerAddress;
  }

  private release(code: string, which: (holding: Holding) => boolean): void {
    const entries = this.byCode.get(code);
    if (!entries) return;
    const kept = entries.filter((entry) => !which(entry.holding));
    for (const entry of entries) if (which(entry.holding)) this.remove(entry.holding, entry.address, code);
    if (kept.length > 0) this.byCode.set(code, kept);
    else this.byCode.delete(code);
  }

  private add(holding: Holding, address: string, key: string): void {
    const codes = this.held[holding].get(address) ?? new Set<string>();
    codes.add(key);
    this.held[holding].set(address, codes);
  }

  private remove(holding: Holding, address: string, key: string): void {
    const codes = this.held[holding].get(address);
    codes?.delete(key);
    if (codes?.size === 0) this.held[holding].delete(address);
  }
}
