import { describe, expect, it } from 'vitest';
import { isTimeControlId, TIME_CONTROL_IDS, timeControlOf } from '../../src/net';

describe('time-control presets', () => {
  it.each([
    ['1+1', 60_000, 1_000],
    ['3+2', 180_000, 2_000],
    ['5+5', 300_000, 5_000],
    ['10+0', 600_000, 0],
  ] as const)('%s is %i ms plus %i ms a move', (id, initialMs, incrementMs) => {
    expect(timeControlOf(id)).toEqual({ initialMs, incrementMs });
  });

  it('untimed has no clock', () => {
    expect(timeControlOf('untimed')).toBeNull();
  });

  it('knows exactly its presets', () => {
    expect(TIME_CONTROL_IDS.every(isTimeControlId)).toBe(true);
    expect(isTimeControlId('2+1')).toBe(false);
    expect(isTimeControlId(5)).toBe(false);
  });
});
