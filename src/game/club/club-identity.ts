import * as v from 'valibot';

/** Who this browser plays as in the club: the name a guest chose and the signed token that proves it. */
export interface ClubIdentity {
  readonly playerId: string;
  readonly name: string;
  readonly token: string;
  /** When the token stops working unless renewed (POST /api/session renews it on every visit). */
  readonly expiresAt: number;
  /** Whether the player has a password (can sign in elsewhere); absent in identities kept before accounts. */
  readonly hasPassword?: boolean;
}

const IdentitySchema = v.object({
  playerId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)),
  expiresAt: v.pipe(v.number(), v.finite()),
  hasPassword: v.optional(v.boolean()),
});

/** The part of the Web Storage API the identity needs (tests pass a Map-backed one). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Kept apart from the game's save: the club's identity is not progress, and a bad save must not lose it. */
export const IDENTITY_KEY = 'infection.club.identity.v1';
/** The game this tab is in, so a reload comes back to it (per tab: two tabs may play two games). */
export const GAME_KEY = 'infection.club.game.v1';
/** Codes of games this browser created, so a second tab opening its own invite plays as someone else. */
export const CREATED_KEY = 'infection.club.created.v1';
const CREATED_KEPT = 20;
/** This browser's own random id: quick pairing never pairs two guests of one browser (two tabs). */
export const BROWSER_KEY = 'infection.club.browser.v1';
/** Which game a tab of this browser is playing right now, renewed while it plays. */
export const LIVE_KEY = 'infection.club.live.v1';
/**
 * A tab that has not said it is playing for this long is gone (crashed, or its machine asleep; a closed
 * tab says so at once). Long, because a browser runs a background tab's timers as seldom as once a minute.
 */
export const LIVE_FOR_MS = 75_000;

/**
 * The club identity of this browser (localStorage) with a per-tab override (sessionStorage): when one
 * person opens their own invite in a second tab to try it, that tab plays as a second guest.
 */
export class IdentityStore {
  constructor(
    private readonly shared: KeyValueStore | null,
    private readonly tab: KeyValueStore | null,
  ) {}

  /** The identity this tab plays as, or null when a name must be chosen first. */
  get identity(): ClubIdentity | null {
    return read(this.tab) ?? read(this.shared);
  }

  /** Keeps a new or renewed identity, in the tab's own slot when the tab already has one (or `tabOnly`). */
  keep(identity: ClubIdentity, tabOnly = false): void {
    const text = JSON.stringify(identity);
    if (tabOnly || read(this.tab)) write(this.tab, IDENTITY_KEY, text);
    else write(this.shared, IDENTITY_KEY, text);
  }

  /** Forgets the identity this tab plays as (its token was refused). */
  forget(): void {
    if (read(this.tab)) remove(this.tab, IDENTITY_KEY);
    else remove(this.shared, IDENTITY_KEY);
  }

  /** This browser's id, made on first use (shared by its tabs, unlike a tab's own guest). */
  get browser(): string {
    const kept = safe(() => this.shared?.getItem(BROWSER_KEY) ?? null);
    if (kept && /^[0-9a-f]{32}$/.test(kept)) return kept;
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    const made = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    write(this.shared, BROWSER_KEY, made);
    return made;
  }

  /** The game code this tab was playing, for a reload to rejoin. */
  get game(): string | null {
    const code = safe(() => this.tab?.getItem(GAME_KEY) ?? null);
    return code && /^[\w-]{1,32}$/.test(code) ? code : null;
  }

  set game(code: string | null) {
    if (code === null) remove(this.tab, GAME_KEY);
    else write(this.tab, GAME_KEY, code);
  }

  /** Remembers that this browser created the game `code`. */
  created(code: string): void {
    const codes = [code, ...this.createdCodes().filter((known) => known !== code)].slice(0, CREATED_KEPT);
    write(this.shared, CREATED_KEY, JSON.stringify(codes));
  }

  /** This tab is playing `code` now; other tabs read it in `createdElsewhere`. */
  live(code: string, now: number): void {
    write(this.shared, LIVE_KEY, JSON.stringify({ code, at: now }));
  }

  /** This tab stopped playing `code` (left the game, closed). */
  notLive(code: string): void {
    if (this.livePlay()?.code === code) remove(this.shared, LIVE_KEY);
  }

  /**
   * Whether this browser created `code` and another of its tabs is playing it right now: then this tab
   * is someone else trying the invite (one person testing with two tabs), not the creator coming back.
   */
  createdElsewhere(code: string, now: number): boolean {
    const live = this.livePlay();
    return (
      this.createdCodes().includes(code) &&
      this.game !== code &&
      live?.code === code &&
      now - live.at < LIVE_FOR_MS
    );
  }

  private livePlay(): { code: string; at: number } | null {
    const text = safe(() => this.shared?.getItem(LIVE_KEY) ?? null);
    const parsed = v.safeParse(v.object({ code: v.string(), at: v.number() }), text ? parseJson(text) : null);
    return parsed.success ? parsed.output : null;
  }

  private createdCodes(): string[] {
    const text = safe(() => this.shared?.getItem(CREATED_KEY) ?? null);
    if (!text) return [];
    const parsed = v.safeParse(v.array(v.string()), parseJson(text));
    return parsed.success ? parsed.output : [];
  }
}

function read(store: KeyValueStore | null): ClubIdentity | null {
  const text = safe(() => store?.getItem(IDENTITY_KEY) ?? null);
  if (!text) return null;
  const parsed = v.safeParse(IdentitySchema, parseJson(text));
  return parsed.success ? parsed.output : null;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** Storage can throw (private mode, quota, disabled cookies): the club then just forgets between visits. */
function safe<T>(run: () => T): T | null {
  try {
    return run();
  } catch {
    return null;
  }
}

const write = (store: KeyValueStore | null, key: string, value: string): void =>
  void safe(() => store?.setItem(key, value));
const remove = (store: KeyValueStore | null, key: string): void => void safe(() => store?.removeItem(key));

/** The browser's identity store (test code builds its own over maps). */
export function browserIdentities(): IdentityStore {
  const get = (which: 'localStorage' | 'sessionStorage'): KeyValueStore | null =>
    safe(() => window[which]) ?? null;
  return new IdentityStore(get('localStorage'), get('sessionStorage'));
}
