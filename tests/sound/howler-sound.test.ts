import type { Howl, HowlerGlobal, HowlOptions } from 'howler';
import { describe, expect, it } from 'vitest';
import { EFFECT_SPANS, OXONO_EFFECT_SPANS } from '../../src/game/base/sound/audioMap';
import {
  CROSSFADE_MS,
  HowlerSound,
  type EventSource,
  type PageEvents,
} from '../../src/game/base/sound/HowlerSound';

/** A stand-in for Howler's Howl that remembers what was asked of it. */
class FakeHowl {
  readonly src: string;
  readonly log: string[] = [];
  groupVolume = 1;
  readonly volumes = new Map<number, number>();
  private nextId = 1;
  private readonly handlers: Array<{ event: string; id?: number; run: () => void }> = [];

  constructor(readonly options: HowlOptions) {
    this.src = options.src[0];
  }

  play(spriteOrId?: string | number): number {
    if (typeof spriteOrId === 'number') {
      this.log.push(`resume ${spriteOrId}`);
      return spriteOrId;
    }
    const id = this.nextId++;
    this.volumes.set(id, this.groupVolume);
    this.log.push(spriteOrId === undefined ? `play ${id}` : `play ${spriteOrId} ${id}`);
    return id;
  }
  volume(value?: number, id?: number): number | this {
    if (value === undefined) return this.groupVolume;
    if (id === undefined && this.volumes.has(value)) return this.volumes.get(value)!;
    if (id === undefined) this.groupVolume = value;
    else this.volumes.set(id, value);
    this.log.push(`volume ${value}${id === undefined ? '' : ` ${id}`}`);
    return this;
  }
  private readonly fading = new Set<number | undefined>();

  /** Lands on the end volume at once, as if the fade had run; like Howler, ending a running fade emits 'fade'. */
  fade(from: number, to: number, ms: number, id?: number): this {
    if (this.fading.has(id)) this.emit('fade', id);
    this.fading.add(id);
    if (id !== undefined) this.volumes.set(id, to);
    this.log.push(`fade ${from}->${to} ${ms} ${id}`);
    return this;
  }
  pause(id?: number): this {
    this.log.push(`pause ${id}`);
    return this;
  }
  stop(id?: number): this {
    this.log.push(`stop ${id}`);
    return this;
  }
  rate(rate: number, id?: number): this {
    this.log.push(`rate ${rate.toFixed(3)} ${id}`);
    return this;
  }
  once(event: string, run: () => void, id?: number): this {
    this.handlers.push({ event, id, run });
    return this;
  }
  state(): string {
    return 'loaded';
  }
  /** Fires an event the way Howler would, e.g. the end of a fade. */
  emit(event: string, id?: number): void {
    if (event === 'fade') this.fading.delete(id);
    for (const handler of this.handlers.filter(
      (h) => h.event === event && (h.id === undefined || h.id === id),
    )) {
      this.handlers.splice(this.handlers.indexOf(handler), 1);
      handler.run();
    }
  }
}

class FakeEvents implements PageEvents, EventSource {
  hidden = false;
  readonly listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, listener: () => void): void {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: () => void): void {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: string): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
}

function setUp(options: { noAudio?: boolean; throwing?: boolean } = {}) {
  const clock = { ms: 1000 };
  const howls: FakeHowl[] = [];
  const muted: boolean[] = [];
  const context = { state: 'suspended', resumed: 0, resume: () => Promise.resolve() };
  context.resume = () => {
    context.resumed++;
    context.state = 'running';
    return Promise.resolve();
  };
  const howler = {
    noAudio: options.noAudio ?? false,
    ctx: context,
    mute: (value: boolean) => muted.push(value),
  } as unknown as HowlerGlobal;
  const page = new FakeEvents();
  const input = new FakeEvents();
  const sound = new HowlerSound({
    makeHowl: (howlOptions) => {
      if (options.throwing) throw new Error('no audio here');
      const howl = new FakeHowl(howlOptions);
      howls.push(howl);
      return howl as unknown as Howl;
    },
    howler,
    files: {
      effects: 'effects.mp3',
      oxonoEffects: 'effects-oxono.mp3',
      music: { menu: 'menu.mp3', play: 'play.mp3', boss: 'boss.mp3' },
      stings: { win: 'win.mp3', loss: 'loss.mp3' },
    },
    effectSprites: EFFECT_SPANS,
    oxonoSprites: OXONO_EFFECT_SPANS,
    page,
    input,
    now: () => clock.ms,
  });
  const howl = (src: string): FakeHowl => {
    const found = howls.find((candidate) => candidate.src === src);
    if (!found) throw new Error(`no Howl for ${src}`);
    return found;
  };
  return { sound, howl, howls, muted, page, input, context, clock };
}

describe('HowlerSound', () => {
  it('plays effects from one sprite file; flips pick a sprite per step and climb past the top one', () => {
    const { sound, howl, clock } = setUp();
    sound.effect('clone');
    sound.effect('flip', { step: 0 });
    clock.ms += 70;
    sound.effect('flip', { step: 3 });
    clock.ms += 70;
    sound.effect('flip', { step: 9 });
    const effects = howl('effects.mp3');
    expect(Object.keys(effects.options.sprite ?? {})).toContain('flip7');
    expect(effects.log).toEqual([
      'play clone 1',
      'play flip0 2',
      'play flip3 3',
      'play flip7 4',
      'rate 1.260 4',
    ]);
    expect(sound.status().played).toBe(4);
  });

  it('flips that arrive together (instant animations) leave only the top note sounding', () => {
    const { sound, howl, clock } = setUp();
    for (let step = 0; step < 4; step++) sound.effect('flip', { step });
    expect(howl('effects.mp3').log).toEqual([
      'play flip0 1',
      'stop 1',
      'play flip1 2',
      'stop 2',
      'play flip2 3',
      'stop 3',
      'play flip3 4',
    ]);
    clock.ms += 70;
    sound.effect('flip', { step: 0 });
    expect(howl('effects.mp3').log.at(-1)).toBe('play flip0 5');
  });

  it('the arcade fill is one sweep: cues for later squares of the same fill do not stack it', () => {
    const { sound, howl } = setUp();
    for (const step of [0, 3, 6, 9]) sound.effect('fill', { step });
    expect(howl('effects.mp3').log).toEqual(['play fill 1']);
    sound.effect('fill');
    expect(howl('effects.mp3').log).toEqual(['play fill 1', 'play fill 2']);
  });

  it('mute silences at once: Howler is muted and effects are not started', () => {
    const { sound, howl, muted } = setUp();
    sound.setVolumes({ effects: 0.7, music: 0.4, muted: true });
    sound.effect('jump');
    expect(muted).toEqual([true]);
    expect(howl('effects.mp3').log.filter((line) => line.startsWith('play'))).toEqual([]);
    sound.setVolumes({ effects: 0.7, music: 0.4, muted: false });
    sound.effect('jump');
    expect(muted).toEqual([true, false]);
    expect(howl('effects.mp3').log).toContain('play jump 1');
  });

  it('plays Oxono’s effects from their own file, fetched when Oxono opens, never with the title', () => {
    const { sound, howl, howls } = setUp();
    sound.setVolumes({ effects: 0.3, music: 0.4, muted: true });
    sound.effect('slide');
    // Muted: nothing is played, and nothing fetched for it.
    expect(howls.map((each) => each.src)).toEqual(['effects.mp3']);
    sound.setVolumes({ effects: 0.3, music: 0.4, muted: false });
    sound.prepareOxono();
    const oxono = howl('effects-oxono.mp3');
    expect(Object.keys(oxono.options.sprite ?? {}).sort()).toEqual(['draw', 'line', 'place', 'slide']);
    expect(oxono.groupVolume).toBe(0.3);
    sound.effect('slide');
    sound.effect('place');
    sound.effect('line');
    sound.effect('click');
    const plays = (file: string) => howl(file).log.filter((line) => line.startsWith('play'));
    expect(plays('effects-oxono.mp3')).toEqual(['play slide 1', 'play place 2', 'play line 3']);
    expect(plays('effects.mp3')).toEqual(['play click 1']);
    sound.setVolumes({ effects: 0.6, music: 0.4, muted: false });
    expect(oxono.groupVolume).toBe(0.6);
    // Asked for once: prepared again, the same file.
    sound.prepareOxono();
    expect(howls.filter((each) => each.src === 'effects-oxono.mp3')).toHaveLength(1);
  });

  it('volumes apply at once to the effects and to the music that is playing', () => {
    const { sound, howl } = setUp();
    sound.music('menu');
    sound.setVolumes({ effects: 0.25, music: 0.6, muted: false });
    expect(howl('effects.mp3').groupVolume).toBe(0.25);
    expect(howl('menu.mp3').volumes.get(1)).toBe(0.6);
  });

  it('music loops its sprite, fades in, and crossfades to the next track', () => {
    const { sound, howl } = setUp();
    sound.setVolumes({ effects: 1, music: 0.5, muted: false });
    sound.music('menu');
    const menu = howl('menu.mp3');
    expect(menu.options.sprite?.loop?.[2]).toBe(true);
    expect(menu.log).toEqual(['play loop 1', 'volume 0 1', `fade 0->0.5 ${CROSSFADE_MS} 1`]);
    sound.music('menu');
    expect(menu.log.filter((line) => line.startsWith('play'))).toHaveLength(1);
    sound.music('play');
    expect(menu.log.at(-1)).toBe(`fade 0.5->0 ${CROSSFADE_MS} 1`);
    expect(howl('play.mp3').log[0]).toBe('play loop 1');
    menu.emit('fade', 1);
    expect(menu.log.at(-1)).toBe('stop 1');
    expect(sound.status().track).toBe('play');
  });

  it('leaving a track that is still fading in fades it out instead of cutting it off', () => {
    const { sound, howl } = setUp();
    sound.music('menu');
    sound.music('boss');
    const menu = howl('menu.mp3');
    expect(menu.log).not.toContain('stop 1');
    menu.emit('fade', 1);
    expect(menu.log.at(-1)).toBe('stop 1');
  });

  it('loads the effects at once, and the other loops once music starts', () => {
    const { sound, howls } = setUp();
    expect(howls.map((howl) => howl.src)).toEqual(['effects.mp3']);
    sound.music('menu');
    expect(howls.map((howl) => howl.src).sort()).toEqual(['boss.mp3', 'effects.mp3', 'menu.mp3', 'play.mp3']);
    expect(howls.every((howl) => howl.options.preload === true)).toBe(true);
  });

  it('a sting fades the music out and plays at the music volume', () => {
    const { sound, howl } = setUp();
    sound.setVolumes({ effects: 1, music: 0.3, muted: false });
    sound.music('boss');
    sound.sting('win');
    expect(howl('boss.mp3').log.at(-1)).toMatch(/^fade 0\.3->0 \d+ 1$/);
    expect(howl('win.mp3').log).toEqual(['play 1', 'volume 0.3 1']);
    expect(sound.status().track).toBeNull();
  });

  it('pauses the music while the tab is hidden and resumes it after', () => {
    const { sound, howl, page } = setUp();
    sound.music('play');
    page.hidden = true;
    page.fire('visibilitychange');
    expect(howl('play.mp3').log.at(-1)).toBe('pause 1');
    expect(sound.status().pausedByPage).toBe(true);
    page.hidden = false;
    page.fire('visibilitychange');
    expect(howl('play.mp3').log.at(-1)).toBe('resume 1');
    expect(sound.status().pausedByPage).toBe(false);
  });

  it('music asked for while the tab is hidden waits for it to show', () => {
    const { sound, howl, page } = setUp();
    page.hidden = true;
    sound.music('menu');
    expect(howl('menu.mp3').log.at(-1)).toBe('pause 1');
    page.hidden = false;
    page.fire('visibilitychange');
    expect(howl('menu.mp3').log.at(-1)).toBe('resume 1');
  });

  it('the first tap or key resumes a suspended audio context, then stops listening', () => {
    const { input, context } = setUp();
    expect(input.listeners.get('pointerdown')?.size).toBe(1);
    input.fire('keydown');
    expect(context.resumed).toBe(1);
    expect(input.listeners.get('pointerdown')?.size).toBe(0);
    expect(input.listeners.get('keydown')?.size).toBe(0);
  });

  it('stays silent without errors when audio is unavailable', () => {
    const { sound, howls } = setUp({ noAudio: true });
    expect(() => {
      sound.effect('clone');
      sound.music('menu');
      sound.sting('loss');
      sound.setVolumes({ effects: 1, music: 1, muted: false });
    }).not.toThrow();
    expect(howls).toHaveLength(0);
    expect(sound.status().played).toBe(0);
  });

  it('stays silent without errors when Howler itself throws', () => {
    const { sound } = setUp({ throwing: true });
    expect(() => {
      sound.effect('flip', { step: 2 });
      sound.music('boss');
      sound.sting('win');
    }).not.toThrow();
    expect(sound.status().calls).toEqual(['effect:flip:2', 'music:boss', 'sting:win']);
    expect(sound.status().played).toBe(0);
  });

  it('a file that fails to load is skipped from then on', () => {
    const { sound, howl } = setUp();
    const effects = howl('effects.mp3');
    effects.options.onloaderror?.(0, 'decode failed');
    sound.effect('select');
    expect(effects.log).toEqual([]);
    expect(sound.status().failed).toEqual(['effects.mp3']);
  });
});
