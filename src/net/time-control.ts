/** How much time each side has: a starting amount and an increment added after each of its moves. */
export interface TimeControl {
  /** Starting time per side, in ms. */
  readonly initialMs: number;
  /** Added to the mover's clock after each move, in ms. */
  readonly incrementMs: number;
}

/** The presets a private game offers, named as players say them (minutes + seconds of increment). */
export const TIME_CONTROL_IDS = ['1+1', '3+2', '5+5', '10+0', 'untimed'] as const;
export type TimeControlId = (typeof TIME_CONTROL_IDS)[number];

const PRESETS: Readonly<Record<TimeControlId, TimeControl | null>> = {
  '1+1': { initialMs: 60_000, incrementMs: 1_000 },
  '3+2': { initialMs: 180_000, incrementMs: 2_000 },
  '5+5': { initialMs: 300_000, incrementMs: 5_000 },
  '10+0': { initialMs: 600_000, incrementMs: 0 },
  untimed: null,
};

/** The default of the "Play a friend" screen. */
export const DEFAULT_TIME_CONTROL: TimeControlId = '5+5';

/** The clock settings of a preset; null for an untimed game. */
export const timeControlOf = (id: TimeControlId): TimeControl | null => PRESETS[id];

export const isTimeControlId = (value: unknown): value is TimeControlId =>
  typeof value === 'string' && (TIME_CONTROL_IDS as readonly string[]).includes(value);
