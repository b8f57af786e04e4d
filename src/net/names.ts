import { err, ok, type Result } from '../core/result';

/** Player names: 3–20 letters, digits, `_` or `-`, so a name reads the same in every language's font. */
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 20;

const NAME_CHARACTERS = /^[A-Za-z0-9_-]+$/;

export type NameProblem = 'name-too-short' | 'name-too-long' | 'name-characters';

/** Checks a name as typed (surrounding spaces are dropped); the value is the name to keep. */
export function checkName(typed: string): Result<string, NameProblem> {
  const name = typed.trim();
  if (name.length < NAME_MIN_LENGTH) return err('name-too-short');
  if (name.length > NAME_MAX_LENGTH) return err('name-too-long');
  if (!NAME_CHARACTERS.test(name)) return err('name-characters');
  return ok(name);
}

/**
 * The key two names must not share: case-folded, with look-alikes folded together (0 and o; 1, l and
 * i), so `Blob`, `bl0b` and `B1ob` cannot stand for three different players.
 */
export function nameKey(name: string): string {
  return name.trim().toLowerCase().replace(/0/g, 'o').replace(/[1l]/g, 'i');
}
