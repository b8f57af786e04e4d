import type { Howl, HowlerGlobal, HowlOptions } from 'howler';
import { FLIP_SPRITES, MUSIC_SPANS, type Span } from './audioMap';
import {
  OXONO_EFFECTS,
  TRACKS,
  type Effect,
  type SoundPlayer,
  type Sting,
  type Track,
  type Volumes,
} from './SoundPlayer';

/** Where the built game finds each generated file (Vite `?url` imports in the game). */
export interface AudioFiles {
  readonly effects: string;
  /** Oxono's effects, loaded when Oxono opens (or its first effect plays), never with the title. */
  readonly oxonoEffects: string;
  readonly music: Readonly<Record<Track, string>>;
  readonly stings: Readonly<Record<Sting, string>>;
}

/** Something HowlerSound listens to: the real `window` and `document` in the game, fakes in tests. */
export interface EventSource {
  addEventListener(type: string, listener: () => void, options?: { capture?: boolean }): void;
  removeEventListener(type: string, listener: () => void, options?: { capture?: boolean }): void;
}

export interface PageEvents extends EventSource {
  readonly hidden: boolean;
}

export interface HowlerParts {
  readonly makeHowl: (options: HowlOptions) => Howl;
  readonly howler: HowlerGlobal;
  readonly files: AudioFiles;
  readonly effectSprites: Readonly<Record<string, Span>>;
  readonly oxonoSprites: Readonly<Record<string, Span>>;
  /** `document`: music pauses while it is hidden. */
  readonly page?: PageEvents | null;
  /** `window`: its first tap or key resumes the audio context. */
  readonly input?: EventSource | null;
  /** Milliseconds clock (performance.now in the game). */
  readonly now?: () => number;
}

/** What HowlerSound did, for the test build's sound hook and for tests. */
export interface SoundStatus {
  /** Sounds actually started through Howler. */
  readonly played: number;
  /** The last calls made on the player, newest last: `effect:flip:2`, `music:menu`, `sting:win`… */
  readonly calls: readonly string[];
  readonly volumes: Volumes;
  readonly track: Track | null;
  readonly pausedByPage: boolean;
  /** Files that failed to load or decode: the game goes on without them. */
  readonly failed: readonly string[];
}

export const CROSSFADE_MS = 700;
const STING_FADE_MS = 250;
const LOG_LENGTH = 60;
const UNLOCK_EVENTS = ['pointerdown', 'touchend', 'keydown'] as const;
/** Flips closer together than this are one chord, not a ripple (instant animations): keep the top note. */
const FLIP_CHORD_MS = 15;

interface Playing {
  readonly track: Track;
  readonly howl: Howl;
  readonly id: number;
}

/**
 * The game's sound through Howler (Phaser's own audio is off, so there is one AudioContext). Every call
 * is guarded: with no audio, a failed load or a decode error the game simply stays silent.
 */
export class HowlerSound implements SoundPlayer {
  private volumes: Volumes = { effects: 0.8, music: 0.5, muted: false };
  private readonly effects: Howl | null;
  /** Oxono's effects: undefined until first asked for. */
  private oxono: Howl | null | undefined = undefined;
  private readonly tracks = new Map<Track, Howl>();
  private readonly stings = new Map<Sting, Howl>();
  private readonly failed = new Set<string>();
  private current: Playing | null = null;
  private pausedByPage = false;
  private played = 0;
  private lastFlip: { readonly id: number; readonly at: number } | null = null;
  private readonly calls: string[] = [];

  constructor(private readonly parts: HowlerParts) {
    this.effects = this.guard(
      () =>
        this.load(parts.files.effects, {
          sprite: Object.fromEntries(
            Object.entries(parts.effectSprites).map(([name, [start, length]]) => [name, [start, length]]),
          ),
        }),
      null,
    );
    this.guard(() => {
      parts.page?.addEventListener('visibilitychange', this.onVisibility);
      for (const type of UNLOCK_EVENTS)
        parts.input?.addEventListener(type, this.onUserGesture, { capture: true });
    }, undefined);
  }

  effect(name: Effect, options?: { readonly step?: number }): void {
    const step = Math.max(0, Math.floor(options?.step ?? 0));
    this.log(name === 'flip' ? `effect:flip:${step}` : `effect:${name}`);
    // The fill sprite is one sweep for the whole fill: a view cueing every few squares must not stack it.
    if (name === 'fill' && step > 0) return;
    if (this.volumes.muted || this.volumes.effects === 0) return;
    const oxono = (OXONO_EFFECTS as readonly string[]).includes(name);
    const howl = oxono ? this.oxonoHowl() : this.effects;
    const file = oxono ? this.parts.files.oxonoEffects : this.parts.files.effects;
    if (!howl || !this.usable(file)) return;
    this.guard(() => {
      const sprite = name === 'flip' ? `flip${Math.min(step, FLIP_SPRITES - 1)}` : name;
      if (name === 'flip') this.endFlipChord(howl);
      const id = howl.play(sprite);
      this.played++;
      if (name === 'flip') this.lastFlip = { id, at: this.now() };
      // Past the top flip sprite the ripple keeps climbing, a whole tone per step.
      if (name === 'flip' && step >= FLIP_SPRITES) howl.rate(2 ** ((2 * (step - FLIP_SPRITES + 1)) / 12), id);
    }, undefined);
  }

  music(track: Track | null): void {
    this.log(`music:${track ?? 'none'}`);
    if (track !== null && this.current?.track === track) return;
    this.fadeOut(this.current, CROSSFADE_MS);
    this.current = null;
    if (track === null) return;
    const howl = this.musicHowl(track);
    if (!howl) return;
    this.guard(() => {
      const id = howl.play('loop');
      this.played++;
      howl.volume(0, id);
      howl.fade(0, this.volumes.music, CROSSFADE_MS, id);
      this.current = { track, howl, id };
      if (this.parts.page?.hidden) {
        howl.pause(id);
        this.pausedByPage = true;
      }
    }, undefined);
    // Fetch the other loops in the background once this one has arrived, so the next crossfade does not
    // wait for a download and the first screen does not wait for loops it does not play.
    const prefetch = (): void => void TRACKS.forEach((other) => this.musicHowl(other));
    if (howl.state() === 'loaded') prefetch();
    else howl.once('load', prefetch);
  }

  sting(name: Sting): void {
    this.log(`sting:${name}`);
    this.fadeOut(this.current, STING_FADE_MS);
    this.current = null;
    const howl = this.stingHowl(name);
    if (!howl) return;
    this.guard(() => {
      const id = howl.play();
      this.played++;
      howl.volume(this.volumes.music, id);
    }, undefined);
  }

  setVolumes(volumes: Volumes): void {
    this.volumes = { ...volumes };
    this.log(`volumes:${volumes.effects}/${volumes.music}${volumes.muted ? '/muted' : ''}`);
    this.guard(() => {
      this.parts.howler.mute(volumes.muted);
      this.effects?.volume(volumes.effects);
      this.oxono?.volume(volumes.effects);
      for (const howl of this.stings.values()) howl.volume(volumes.music);
      const playing = this.current;
      if (playing) playing.howl.volume(volumes.music, playing.id);
    }, undefined);
  }

  status(): SoundStatus {
    return {
      played: this.played,
      calls: [...this.calls],
      volumes: this.volumes,
      track: this.current?.track ?? null,
      pausedByPage: this.pausedByPage,
      failed: [...this.failed],
    };
  }

  /**
   * Resolves once the effects have loaded or failed, or after `timeoutMs`; never rejects. The title waits
   * for this alone, so its first click is heard; the menu loop starts whenever it arrives (Howler queues
   * the play), and the title is not held up by the loops' bytes.
   */
  ready(timeoutMs = 8000): Promise<void> {
    const howls = [this.effects].filter((howl): howl is Howl => howl !== null);
    const settled = howls.map(
      (howl) =>
        new Promise<void>((done) => {
          if (howl.state() === 'loaded') return done();
          howl.once('load', () => done());
          howl.once('loaderror', () => done());
        }),
    );
    return Promise.race([
      Promise.all(settled).then(() => undefined),
      new Promise<void>((done) => setTimeout(done, timeoutMs)),
    ]).catch(() => undefined);
  }

  private readonly onVisibility = (): void => {
    const playing = this.current;
    this.guard(() => {
      if (this.parts.page?.hidden) {
        if (playing && !this.pausedByPage) playing.howl.pause(playing.id);
        this.pausedByPage = playing !== null;
      } else {
        if (playing && this.pausedByPage) playing.howl.play(playing.id);
        this.pausedByPage = false;
      }
    }, undefined);
  };

  /** Howler unlocks on its own; resuming the context here also covers a context the browser suspended. */
  private readonly onUserGesture = (): void => {
    this.guard(() => {
      const context = this.parts.howler.ctx;
      if (context && context.state !== 'running') void context.resume().catch(() => undefined);
      if (context?.state === 'running') {
        for (const type of UNLOCK_EVENTS) {
          this.parts.input?.removeEventListener(type, this.onUserGesture, { capture: true });
        }
      }
    }, undefined);
  };

  /** A flip right on top of the last one replaces it, so eight flips at once are one clean note. */
  private endFlipChord(howl: Howl): void {
    const last = this.lastFlip;
    if (last && this.now() - last.at < FLIP_CHORD_MS) howl.stop(last.id);
  }

  private now(): number {
    return this.parts.now?.() ?? Date.now();
  }

  private fadeOut(playing: Playing | null, ms: number): void {
    if (!playing) return;
    this.guard(() => {
      const { howl, id } = playing;
      const from = howl.volume(id);
      howl.fade(typeof from === 'number' ? from : this.volumes.music, 0, ms, id);
      // Only now: starting this fade ends a fade-in still running, and Howler reports that as 'fade' too.
      howl.once('fade', () => howl.stop(id), id);
    }, undefined);
  }

  /** Starts loading Oxono's effects now, so the first of them is heard when it is played. */
  prepareOxono(): void {
    this.oxonoHowl();
  }

  private oxonoHowl(): Howl | null {
    if (this.oxono !== undefined) return this.oxono;
    const sprite = Object.fromEntries(
      Object.entries(this.parts.oxonoSprites).map(([name, [start, length]]) => [
        name,
        [start, length] as [number, number],
      ]),
    );
    const howl = this.guard(() => this.load(this.parts.files.oxonoEffects, { sprite }), null);
    this.guard(() => howl?.volume(this.volumes.effects), undefined);
    this.oxono = howl;
    return howl;
  }

  private musicHowl(track: Track): Howl | null {
    const known = this.tracks.get(track);
    if (known) return known;
    const span = MUSIC_SPANS[track];
    const howl = this.guard(
      () => this.load(this.parts.files.music[track], { sprite: { loop: [span[0], span[1], true] } }),
      null,
    );
    if (howl) this.tracks.set(track, howl);
    return howl;
  }

  private stingHowl(name: Sting): Howl | null {
    const known = this.stings.get(name);
    if (known) return known;
    const howl = this.guard(() => this.load(this.parts.files.stings[name], {}), null);
    if (howl) this.stings.set(name, howl);
    return howl;
  }

  private load(src: string, options: Partial<HowlOptions>): Howl | null {
    if (this.parts.howler.noAudio) return null;
    const howl = this.parts.makeHowl({
      src: [src],
      format: ['mp3'],
      preload: true,
      ...options,
      onloaderror: () => this.failed.add(src),
      // HTML5 audio can refuse to play before the first gesture: play it once Howler unlocks.
      onplayerror: (id: number) => howl.once('unlock', () => howl.play(id)),
    });
    return howl;
  }

  private usable(src: string): boolean {
    return !this.failed.has(src);
  }

  private log(call: string): void {
    this.calls.push(call);
    if (this.calls.length > LOG_LENGTH) this.calls.shift();
  }

  /** Runs a Howler call; any error leaves the game silent instead of broken. */
  private guard<T>(run: () => T, fallback: T): T {
    try {
      return run();
    } catch {
      return fallback;
    }
  }
}
