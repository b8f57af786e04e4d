/** One world-record check at a time per player: in one process, and across the processes of a cluster. */
import { LocalPresence } from '@colyseus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkingHere, checkingInCluster } from '../../src/server/checking-players';

afterEach(() => {
  vi.useRealTimers();
});

describe('players with a record being checked', () => {
  it('in one process: a second check of the same player waits for the first to end', async () => {
    const checking = checkingHere();
    expect(await checking.take('ada')).toBe(true);
    expect(await checking.take('ada')).toBe(false);
    expect(await checking.take('bea')).toBe(true);
    await checking.give('ada');
    expect(await checking.take('ada')).toBe(true);
  });

  it('in a cluster: a check on one process makes the same player busy on every other', async () => {
    const presence = new LocalPresence();
    const [first, second] = [checkingInCluster(presence), checkingInCluster(presence)];
    expect(await first.take('ada')).toBe(true);
    expect(await second.take('ada')).toBe(false);
    expect(await second.take('bea')).toBe(true);
    // The refused ask does not end the first check: the player is still busy until it is given back.
    expect(await first.take('ada')).toBe(false);
    await first.give('ada');
    expect(await second.take('ada')).toBe(true);
  });

  it('in a cluster: a process that dies mid-check does not keep its player busy for ever', async () => {
    vi.useFakeTimers();
    const presence = new LocalPresence();
    const [dies, lives] = [checkingInCluster(presence), checkingInCluster(presence)];
    expect(await dies.take('ada')).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await lives.take('ada')).toBe(false);
    await vi.advanceTimersByTimeAsync(121_000);
    expect(await lives.take('ada')).toBe(true);
  });
});
