import type { SqlDatabase } from './sql-database';

/**
 * A clustered club's open game rooms, one record each (table `live_rooms`, migration 5): what a room
 * needs to be opened again on another process when its own dies. The record is rewritten before a move
 * is acknowledged. `epoch` fences the writer: restoring a room raises it, so a write from a process that
 * still believes it holds the room (a stalled one, not a dead one) no longer lands.
 */
export interface LiveRoomRecord<State> {
  readonly epoch: number;
  readonly state: State;
}

export interface LiveRoomStore<State> {
  /**
   * Writes a room's state under `epoch` (a new room starts at 1); false when the record has another
   * epoch (the room was restored elsewhere). Throws when the store cannot be reached.
   */
  save(code: string, epoch: number, state: State, at: number): Promise<boolean>;
  load(code: string): Promise<LiveRoomRecord<State> | null>;
  /** Every room with a record. */
  codes(): Promise<string[]>;
  /** Raises the epoch from `seen`: the new epoch, or null when it is no longer `seen` (taken first). */
  claim(code: string, seen: number): Promise<number | null>;
  /** Forgets the room when it closes, unless it has been restored elsewhere since (another epoch). */
  drop(code: string, epoch: number): Promise<void>;
  close(): Promise<void>;
}

/** The live rooms in the club's SQL database (PostgreSQL in a cluster). */
export function sqlLiveRooms<State>(db: SqlDatabase): LiveRoomStore<State> {
  return {
    async save(code, epoch, state, at) {
      const rows = await db.query(
        `INSERT INTO live_rooms (code, epoch, state, updated_at) VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (code) DO UPDATE SET state = EXCLUDED.state, updated_at = EXCLUDED.updated_at
         WHERE live_rooms.epoch = EXCLUDED.epoch
         RETURNING code`,
        [code, epoch, JSON.stringify(state), Math.round(at)],
      );
      return rows.length === 1;
    },
    async load(code) {
      const rows = await db.query<{ epoch: number; state: unknown }>(
        'SELECT epoch, state FROM live_rooms WHERE code = $1',
        [code],
      );
      const row = rows[0];
      if (!row) return null;
      const state = typeof row.state === 'string' ? (JSON.parse(row.state) as State) : (row.state as State);
      return { epoch: Number(row.epoch), state };
    },
    async codes() {
      const rows = await db.query<{ code: string }>('SELECT code FROM live_rooms ORDER BY code');
      return rows.map((row) => row.code);
    },
    async claim(code, seen) {
      const rows = await db.query<{ epoch: number }>(
        'UPDATE live_rooms SET epoch = epoch + 1 WHERE code = $1 AND epoch = $2 RETURNING epoch',
        [code, seen],
      );
      return rows[0] ? Number(rows[0].epoch) : null;
    },
    async drop(code, epoch) {
      await db.query('DELETE FROM live_rooms WHERE code = $1 AND epoch = $2', [code, epoch]);
    },
    close: () => db.close(),
  };
}

/** The same in this process's memory, for tests; `down` makes every call fail as an unreachable store would. */
export function memoryLiveRooms<State>(): LiveRoomStore<State> & { down: boolean } {
  const records = new Map<string, { epoch: number; json: string }>();
  const reach = (store: { down: boolean }): void => {
    if (store.down) throw new Error('live rooms: the store is down');
  };
  const store = {
    down: false,
    async save(code: string, epoch: number, state: State) {
      reach(store);
      const kept = records.get(code);
      if (kept && kept.epoch !== epoch) return false;
      records.set(code, { epoch, json: JSON.stringify(state) });
      return true;
    },
    async load(code: string) {
      reach(store);
      const kept = records.get(code);
      return kept ? { epoch: kept.epoch, state: JSON.parse(kept.json) as State } : null;
    },
    async codes() {
      reach(store);
      return [...records.keys()].sort();
    },
    async claim(code: string, seen: number) {
      reach(store);
      const kept = records.get(code);
      if (!kept || kept.epoch !== seen) return null;
      kept.epoch += 1;
      return kept.epoch;
    },
    async drop(code: string, epoch: number) {
      reach(store);
      if (records.get(code)?.epoch === epoch) records.delete(code);
    },
    async close() {},
  };
  return store;
}
