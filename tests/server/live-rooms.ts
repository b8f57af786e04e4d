/**
 * What the fault tests read of the cluster's store directly: the epoch under which a game room was last
 * opened (1 on its first process, one more for each restore elsewhere).
 */
import pg from 'pg';

/** The `live_rooms` epoch of the room with invite code `code`, or null when it has no record. */
export async function liveEpoch(databaseUrl: string | undefined, code: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ epoch: number }>('SELECT epoch FROM live_rooms WHERE code = $1', [
      code,
    ]);
    return rows.rows[0]?.epoch ?? null;
  } finally {
    await client.end();
  }
}
