import { describe, expect, it } from 'vitest';
import { clockText, clocksNow, ServerClock } from '../../src/game/online/server-clock';

describe('ServerClock', () => {
  it('takes the offset from the pong with the shortest round trip', () => {
    let now = 1000;
    const clock = new ServerClock(() => now);
    // Sent at 1000, heard at 1100 (100 ms round trip); the server answered at 50_050.
    now = 1100;
    clock.heardPong(1000, 50_050);
    expect(clock.serverNow()).toBe(50_100);
    // A slower answer (300 ms round trip) does not replace the better estimate.
    now = 1600;
    clock.heardPong(1300, 50_000);
    expect(clock.serverNow()).toBe(50_600);
    // A faster one does.
    now = 2010;
    clock.heardPong(2000, 50_905);
    expect(clock.serverNow()).toBe(50_910);
    expect(clock.roundTrip).toBe(10);
  });

  it('uses a snapshot time until the first pong', () => {
    let now = 10;
    const clock = new ServerClock(() => now);
    expect(clock.known).toBe(false);
    clock.heardSnapshot(5000);
    now = 110;
    expect(clock.serverNow()).toBe(5100);
    expect(clock.known).toBe(true);
  });
});

describe('clocks on screen', () => {
  it('counts the running side down from the snapshot and leaves the other still', () => {
    const view = { x: 60_000, o: 58_000, running: 'o' as const, at: 1000 };
    expect(clocksNow(view, 4000)).toEqual({ x: 60_000, o: 55_000 });
    expect(clocksNow(view, 100_000)).toEqual({ x: 60_000, o: 0 });
    expect(clocksNow({ ...view, running: null }, 9000)).toEqual({ x: 60_000, o: 58_000 });
    expect(clocksNow(null, 0)).toBeNull();
  });

  it('reads m:ss, and tenths under ten seconds', () => {
    expect(clockText(600_000)).toBe('10:00');
    expect(clockText(61_001)).toBe('1:02');
    expect(clockText(10_000)).toBe('0:10');
    expect(clockText(9_950)).toBe('0:09.9');
    expect(clockText(420)).toBe('0:00.4');
    expect(clockText(-5)).toBe('0:00.0');
  });
});
