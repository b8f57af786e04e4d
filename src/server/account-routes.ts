import * as v from 'valibot';
import {
  checkPassword,
  PasswordRequestSchema,
  SignInRequestSchema,
  SignOutEverywhereRequestSchema,
} from '../net/accounts';
import { checkName, nameKey } from '../net/names';
import { refusal } from '../net/refusal';
import type { ClubContext } from './club-context';
import type { Reply } from './http-routes';
import { hashPassword, PASSWORD_COST, verifyPassword, weakerThan, type ScryptCost } from './passwords';
import { SignInGuard } from './sign-in-guard';
import type { ClubPlayer } from './storage/club-store';

/** What the account routes borrow from the rest of the API: who a token names, and a player's session. */
export interface AccountHelp {
  /** The token's player and the time its line of tokens began (TokenKeeper.read), or null. */
  signedIn(token: string): Promise<{ player: ClubPlayer; origin: number } | null>;
  /** A session with a fresh token descending from `origin` (a new sign-in when absent). */
  sessionOf(player: ClubPlayer, origin?: number): Promise<unknown>;
}

const badCredentials = (text?: string): Reply => ({ status: 401, body: refusal('bad-credentials', text) });

/**
 * POST /api/password, POST /api/sign-in and POST /api/sign-out-everywhere. The password in a request is
 * hashed or compared and then dropped: it goes into no log line, no reply and no row.
 */
export class AccountRoutes {
  private readonly guard: SignInGuard;
  /** A hash of nothing anyone types, checked for names without one so every answer costs the same. */
  private decoy: Promise<string> | null = null;

  constructor(
    private readonly context: ClubContext,
    private readonly help: AccountHelp,
    private readonly cost: ScryptCost = PASSWORD_COST,
  ) {
    this.guard = new SignInGuard(context.rates);
  }

  /**
   * Adds a password, or changes it given the current one. A change signs out every other device: the
   * token version goes up, and the reply carries this device's fresh token.
   */
  async password(body: unknown, address: string): Promise<Reply> {
    const parsed = v.safeParse(PasswordRequestSchema, body);
    if (!parsed.success) return malformed('expected { token, password, current? }');
    const { token, password, current } = parsed.output;
    const player = (await this.help.signedIn(token))?.player;
    if (!player) return { status: 401, body: refusal('bad-token') };
    const rule = checkPassword(password);
    if (!rule.ok) return { status: 400, body: refusal(rule.error) };
    const kept = await this.context.store.passwordOf(player.id);
    if (kept !== null) {
      // A token alone (a borrowed phone) does not let anyone lock the owner out: the current password does.
      if (current === undefined) return badCredentials('The current password is needed.');
      const waitMs = await this.guard.attempt(player.nameKey, address);
      if (waitMs > 0) return limited(waitMs);
      if (!(await verifyPassword(current, kept))) return badCredentials('The current password is not right.');
      await this.guard.succeeded(player.nameKey, address);
    }
    await this.context.store.setPassword(player.id, await hashPassword(rule.value, this.cost));
    if (kept !== null) await this.context.store.revokeTokens(player.id);
    this.context.log(
      kept === null
        ? `player ${player.id} added a password`
        : `player ${player.id} changed their password: their other devices are signed out`,
    );
    return { status: 200, body: await this.help.sessionOf(player) };
  }

  /** A fresh session for the player with this name and password; tokens issued before stay valid. */
  async signIn(body: unknown, address: string): Promise<Reply> {
    const parsed = v.safeParse(SignInRequestSchema, body);
    if (!parsed.success) return malformed('expected { name, password }');
    const key = nameKey(parsed.output.name);
    const waitMs = await this.guard.attempt(key, address);
    if (waitMs > 0) return limited(waitMs);
    const name = checkName(parsed.output.name);
    const player = name.ok ? await this.context.store.playerByNameKey(key) : null;
    const kept = player ? await this.context.store.passwordOf(player.id) : null;
    // The same work and the same answer whether the name is unknown, has no password, or the password is wrong.
    const right = await verifyPassword(parsed.output.password, kept ?? (await this.decoyHash()));
    if (!player || kept === null || !right) return badCredentials();
    await this.guard.succeeded(key, address);
    if (weakerThan(kept, this.cost)) {
      await this.context.store.setPassword(player.id, await hashPassword(parsed.output.password, this.cost));
    }
    await this.context.store.touchPlayer(player.id, this.context.now());
    return { status: 200, body: await this.help.sessionOf(player) };
  }

  /**
   * Signs the player out of every device: every token issued so far is refused from now on. The asking
   * device gets a fresh token of the same line (it ends when the one it replaces would have), so a stolen
   * token cannot use this to live longer.
   */
  async signOutEverywhere(body: unknown): Promise<Reply> {
    const parsed = v.safeParse(SignOutEverywhereRequestSchema, body);
    if (!parsed.success) return malformed('expected { token }');
    const signedIn = await this.help.signedIn(parsed.output.token);
    if (!signedIn) return { status: 401, body: refusal('bad-token') };
    await this.context.store.revokeTokens(signedIn.player.id);
    this.context.log(`player ${signedIn.player.id} signed out everywhere`);
    return { status: 200, body: await this.help.sessionOf(signedIn.player, signedIn.origin) };
  }

  private decoyHash(): Promise<string> {
    this.decoy ??= hashPassword(`decoy-${Math.random()}`, this.cost);
    return this.decoy;
  }
}

function limited(waitMs: number): Reply {
  const minutes = Math.ceil(waitMs / 60_000);
  return {
    status: 429,
    body: {
      ...refusal('rate-limited', `Too many wrong passwords; try again in ${minutes} min.`),
      retryAfterMs: waitMs,
    },
  };
}

const malformed = (text: string): Reply => ({ status: 400, body: refusal('malformed', text) });
