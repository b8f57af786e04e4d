import type { OxonoStorage } from '../store/oxono-save';

/** The browser's localStorage for Oxono's save part, or null where reading it throws (a locked-down browser). */
export function browserStorage(): OxonoStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
