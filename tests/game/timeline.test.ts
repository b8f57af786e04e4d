import { describe, expect, it } from 'vitest';
import { Timeline } from '../../src/game/board/timeline';

describe('animation timeline', () => {
  it('runs steps when they fall due and ends each with progress 1', () => {
    const timeline = new Timeline();
    const seen: string[] = [];
    timeline.add([
      { at: 0, duration: 100, update: (p) => seen.push(`a${p}`) },
      { at: 50, duration: 100, start: () => seen.push('b-start'), update: (p) => seen.push(`b${p}`) },
    ]);
    timeline.advance(50);
    expect(seen).toEqual(['a0.5', 'b-start', 'b0']);
    timeline.advance(100);
    expect(seen.slice(3)).toEqual(['a1', 'b1']);
    expect(timeline.busy).toBe(false);
  });

  it('finishes everything at once, including steps added while finishing', () => {
    const timeline = new Timeline();
    const seen: string[] = [];
    timeline.add([
      {
        at: 500,
        duration: 100,
        update: (p) => {
          seen.push(`a${p}`);
          if (p === 1) timeline.add([{ at: 200, duration: 50, update: (q) => seen.push(`c${q}`) }]);
        },
      },
    ]);
    let idle = false;
    timeline.whenIdle(() => (idle = true));
    expect(idle).toBe(false);
    timeline.finish();
    expect(seen).toEqual(['a1', 'c1']);
    expect(timeline.busy).toBe(false);
    expect(idle).toBe(true);
  });

  it('reports how long what it was given will take, and runs zero-length steps at once', () => {
    const timeline = new Timeline();
    let done = 0;
    expect(
      timeline.add([
        { at: 0, duration: 0, update: () => done++ },
        { at: 30, duration: 40 },
      ]),
    ).toBe(70);
    timeline.advance(0);
    expect(done).toBe(1);
  });

  it('drops its steps and waiters without running them when cleared (a scene shutting down)', () => {
    const timeline = new Timeline();
    let touched = 0;
    let idle = false;
    timeline.add([{ at: 0, duration: 100, start: () => touched++, update: () => touched++ }]);
    timeline.whenIdle(() => (idle = true));
    timeline.clear();
    expect(timeline.busy).toBe(false);
    timeline.advance(500);
    timeline.finish();
    expect(touched).toBe(0);
    expect(idle).toBe(false);
  });
});
