import * as v from 'valibot';
import { checkPassword, PasswordRequestSchema, SignInRequestSchema } from '../net/accounts';
import { checkName, nameKey } from '../net/names';
import { refusal } from '../net/refusal';
import type { ClubContext } from './club-context';
import type { Reply } from './http-routes';
import { hashPassword, PASSWORD_COST, verifyPassword, weakerThan, type ScryptCost } from './passwords';
import { SignInGuard, type SignInLimits } from './sign-in-guard';
import type { ClubPlayer } from './storage/club-store';

/** What the account routes borrow from the rest of the API: who a token names, and a player's session. */
export interface AccountHelp {
  playerOf(token: string): Promise<ClubPlayer | null>;
  sessionOf(player: ClubPlayer): Promise<unknown>;
}

const badCredentials = (text?: string): Reply => ({ status: 401, body: refusal('bad-credentials', text) });

/**
 * POST /api/password and POST /api/sign-in. The password in a request is hashed or compared and then
 * dropped: it goes into no log line, no reply and no row.
 */
export class AccountRoutes {
  private readonly guard: SignInGuard;
  /** A hash of nothing anyone types, checked for names without one so every answer costs the same. */
  private decoy: Promise<string> | null = null;

  constructor(
    private readonly context: ClubContext,
    private readonly help: AccountHelp,
    private readonly cost: ScryptCost = PASSWORD_COST,
    limits?: SignInLimits,
  ) {
    this.guard = new SignInGuard(context.now, limits);
  }

  /** Adds a password, or changes it given the current one. */
  async password(body: unknown, address: string): Promise<Reply> {
    const parsed = v.safeParse(PasswordRequestSchema, body);
    if (!parsed.success) return malformed('expected { token, password, current? }');
    const { token, password, current } = parsed.output;
    const player = await this.help.playerOf(token);
    if (!player) return { status: 401, body: refusal('bad-token') };
    const rule = checkPassword(password);
    if (!rule.ok) return { status: 400, body: refusal(rule.error) };
    const kept = await this.context.store.passwordOf(player.id);
    if (kept !== null) {
      // A token alone (a borrowed phone) does not let anyone lock the owner out: the current password does.
      if (current === undefined) return badCredentials('The current password is needed.');
      const limited = this.limited(player.nameKey, address);
      if (limited) return limited;
      const attempt = this.guard.attempt(player.nameKey, address);
      if (!(await verifyPassword(current, kept))) return badCredentials('The current password is not right.');
      this.guard.succeeded(player.nameKey, address, attempt);
    }
    await this.context.store.setPassword(player.id, await hashPassword(rule.value, this.cost));
    this.context.log(`player ${player.id} ${kept === null ? 'added a' : 'changed their'} password`);
    return { status: 200, body: await this.help.sessionOf(player) };
  }

  /** A fresh session for the player with this name and password; tokens issued before stay valid. */
  async signIn(body: unknown, address: string): Promise<Reply> {
    const parsed = v.safeParse(SignInRequestSchema, body);
    if (!parsed.success) return malformed('expected { name, password }');
    const key = nameKey(parsed.output.name);
    const limited = this.limited(key, address);
    if (limited) return limited;
    const attempt = this.guard.attempt(key, address);
    const name = checkName(parsed.output.name);
    const player = name.ok ? await this.context.store.playerByNameKey(key) : null;
    const kept = player ? await this.context.store.passwordOf(player.id) : null;
    // The same work and the same answer whether the name is unknown, has no password, or the password is wrong.
    const right = await verifyPassword(parsed.output.password, kept ?? (await this.decoyHash()));
    if (!player || kept === null || !right) return badCredentials();
    this.guard.succeeded(key, address, attempt);
    if (weakerThan(kept, this.cost)) {
      await this.context.store.setPassword(player.id, await hashPassword(parsed.output.password, this.cost));
    }
    await this.context.store.touchPlayer(player.id, this.context.now());
    return { status: 200, body: await this.help.sessionOf(player) };
  }

  private limited(key: string, address: string): Reply | null {
    const waitMs = this.guard.waitFor(key, address);
    if (waitMs <= 0) return null;
    const minutes = Math.ceil(waitMs / 60_000);
    return {
      status: 429,
      body: {
        ...refusal('rate-limited', `Too many wrong passwords; try again in ${minutes} min.`),
        retryAfterMs: waitMs,
      },
    };
  }

  private decoyHash(): Promise<string> {
    this.decoy ??= hashPassword(`decoy-${Math.random()}`, this.cost);
    return this.decoy;
  }
}

const malformed = (text: string): Reply => ({ status: 400, body: refusal('malformed', text) });
