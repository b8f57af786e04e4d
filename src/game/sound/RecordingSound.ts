import type { SoundCall } from './cues';
import type { Effect, SoundPlayer, Sting, Track, Volumes } from './SoundPlayer';

export type RecordedCall = SoundCall | { readonly kind: 'volumes'; readonly volumes: Volumes };

/** Plays nothing and remembers every call in order, for tests. */
export class RecordingSound implements SoundPlayer {
  readonly calls: RecordedCall[] = [];

  effect(name: Effect, options?: { readonly step?: number }): void {
    this.calls.push(
      options?.step === undefined ? { kind: 'effect', name } : { kind: 'effect', name, step: options.step },
    );
  }

  music(track: Track | null): void {
    this.calls.push({ kind: 'music', track });
  }

  sting(name: Sting): void {
    this.calls.push({ kind: 'sting', name });
  }

  setVolumes(volumes: Volumes): void {
    this.calls.push({ kind: 'volumes', volumes });
  }

  /** The effects played, as `clone`, `flip:0`, `flip:1`…: short to compare in a test. */
  effects(): string[] {
    return this.calls.flatMap((call) =>
      call.kind !== 'effect' ? [] : [call.step === undefined ? call.name : `${call.name}:${call.step}`],
    );
  }
}
