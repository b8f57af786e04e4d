import { describe, expect, it } from 'vitest';
import { ErrorCode, MatchMakeError, ServerError } from '@colyseus/sdk';
import {
  JOIN_AGAIN_MS,
  JOIN_TRIES,
  joinMayWorkAgain,
  joinWithRetries,
  rejoinDelay,
} from '../../src/game/online/join-again';

describe('joinMayWorkAgain', () => {
  it('tries again after an expired seat, a dropped socket or no answer at all', () => {
    expect(
      joinMayWorkAgain(new MatchMakeError('seat reservation expired.', ErrorCode.MATCHMAKE_EXPIRED)),
    ).toBe(true);
    expect(joinMayWorkAgain(new MatchMakeError('closed', 1006))).toBe(true);
    expect(joinMayWorkAgain(new ServerError('ECONNREFUSED' as unknown as number, 'fetch failed'))).toBe(true);
    expect(joinMayWorkAgain(new TypeError('Failed to fetch'))).toBe(true);
    expect(joinMayWorkAgain(new ServerError(503, 'Service Unavailable'))).toBe(true);
  });

  it('takes a refusal as final', () => {
    const badToken = new MatchMakeError('bad-token: join with a valid player token', ErrorCode.AUTH_FAILED);
    expect(joinMayWorkAgain(badToken)).toBe(false);
    expect(
      joinMayWorkAgain(new MatchMakeError('room "ZZZZ" not found', ErrorCode.MATCHMAKE_INVALID_ROOM_ID)),
    ).toBe(false);
    expect(joinMayWorkAgain(new ServerError(400, 'bad request'))).toBe(false);
    expect(joinMayWorkAgain('not an error')).toBe(false);
  });
});

describe('joinWithRetries', () => {
  const expired = () => new MatchMakeError('seat reservation expired.', ErrorCode.MATCHMAKE_EXPIRED);

  it('joins at the third try after two expired seats, waiting longer each time', async () => {
    const waits: number[] = [];
    let tries = 0;
    const joined = await joinWithRetries(
      async () => {
        tries += 1;
        if (tries < 3) throw expired();
        return 'room';
      },
      () => false,
      async (ms) => void waits.push(ms),
    );
    expect([joined, tries, waits]).toEqual(['room', 3, [JOIN_AGAIN_MS, 2 * JOIN_AGAIN_MS]]);
  });

  it('throws a refusal at once, and the last passing error once the tries are spent', async () => {
    let tries = 0;
    const refusal = new MatchMakeError('bad-token', ErrorCode.AUTH_FAILED);
    const refuse = async (): Promise<string> => {
      tries += 1;
      throw refusal;
    };
    await expect(
      joinWithRetries(
        refuse,
        () => false,
        async () => undefined,
      ),
    ).rejects.toBe(refusal);
    expect(tries).toBe(1);
    tries = 0;
    const expire = async (): Promise<string> => {
      tries += 1;
      throw expired();
    };
    await expect(
      joinWithRetries(
        expire,
        () => false,
        async () => undefined,
      ),
    ).rejects.toThrow('expired');
    expect(tries).toBe(JOIN_TRIES);
  });

  it('stops trying once the caller has given up (the player left the screen)', async () => {
    let tries = 0;
    let left = false;
    const expire = async (): Promise<string> => {
      tries += 1;
      left = true;
      throw expired();
    };
    await expect(
      joinWithRetries(
        expire,
        () => left,
        async () => undefined,
      ),
    ).rejects.toThrow('expired');
    expect(tries).toBe(1);
  });

  it('keeps trying a club that does not answer for as long as it is patient, and no longer', async () => {
    let clock = 0;
    let tries = 0;
    const down = async (): Promise<string> => {
      tries += 1;
      if (clock >= 9_000) return 'room';
      throw new TypeError('Failed to fetch');
    };
    const wait = async (ms: number): Promise<void> => void (clock += ms);
    expect(
      await joinWithRetries(
        down,
        () => false,
        wait,
        10_000,
        () => clock,
      ),
    ).toBe('room');
    expect(tries).toBeGreaterThan(JOIN_TRIES);
    [clock, tries] = [-20_000, 0];
    await expect(
      joinWithRetries(
        down,
        () => false,
        wait,
        10_000,
        () => clock,
      ),
    ).rejects.toThrow('fetch');
    expect(tries).toBeLessThan(20);
  });
});

describe('rejoinDelay', () => {
  it('waits steadily for a few failures, then twice as long after each, up to its most: a refusing club is not hammered', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((failures) => rejoinDelay(failures, 2000, 30_000));
    expect(waits).toEqual([2000, 2000, 2000, 2000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});
