import { checkPassword } from '../../net/accounts';
import type { ButtonOptions } from '../menu/Button';
import { t } from '../base/i18n';
import { AccountForm, type AccountFieldSpec } from './AccountForm';
import { setPassword, signOutEverywhere } from '../club/club-api';
import type { ClubIdentity } from '../club/club-identity';
import { identities, signedOut } from '../club/club-session';

/** The Online screen's account button: an invitation to add a password, or a way to change it. */
export function accountButton(identity: ClubIdentity | null): {
  readonly label: string;
  readonly options: Partial<ButtonOptions>;
} {
  return identity?.hasPassword
    ? { label: t('account.set'), options: {} }
    : { label: t('account.add'), options: { detail: t('account.addDetail') } };
}

/**
 * A guest adds a password, to keep the name on another device; with one set, it is changed here (the
 * current one is needed). The boxes are real password inputs that password managers understand. A
 * change signs out every other device (the club refuses their tokens), as "Sign out everywhere" does on
 * purpose; this device keeps the fresh token of the club's reply either way.
 */
export class Account extends AccountForm {
  private identity: ClubIdentity | null = null;
  /** The password was saved on this visit: the screen says so and offers Back, with no boxes. */
  private saved = false;

  constructor() {
    super('Account');
  }

  init(): void {
    this.resetForm();
    this.saved = false;
  }

  override create(): void {
    this.identity = identities().identity;
    if (!this.identity) {
      this.time.delayedCall(0, () => this.go('ClubName'));
      return;
    }
    super.create();
  }

  protected override back(): void {
    this.go('Online');
  }

  protected build(): void {
    if (this.saved && this.identity) {
      this.drawDone(t('account.title'), t('account.saved', { name: this.identity.name }));
      return;
    }
    const changing = this.identity?.hasPassword ?? false;
    const name = this.identity?.name ?? '';
    const current: AccountFieldSpec = {
      id: 'account-current',
      label: t('account.current'),
      autocomplete: 'current-password',
      secret: true,
    };
    const next: AccountFieldSpec = {
      id: 'account-password',
      label: `${t('account.new')} (${t('account.rule')})`,
      autocomplete: 'new-password',
      secret: true,
    };
    this.drawForm(
      t('account.title'),
      t(changing ? 'account.changeIntro' : 'account.addIntro', { name }),
      changing ? [current, next] : [next],
      t('account.save'),
      { label: t('account.signOutEverywhere'), press: () => this.signOutElsewhere() },
    );
  }

  /** Every other device of this player is signed out; this one carries on with the reply's token. */
  private signOutElsewhere(): void {
    const identity = this.identity;
    if (this.busy || !identity) return;
    this.busy = true;
    this.say(t('account.signingOut'), 'progress');
    void signOutEverywhere(identity.token).then((answer) => {
      this.busy = false;
      if (!this.scene.isActive()) return;
      if (!answer.ok && answer.error.code === 'bad-token') {
        signedOut();
        this.go('ClubName');
        return;
      }
      if (!answer.ok) {
        this.click('illegal');
        this.say(this.problemWords(answer.error));
        return;
      }
      identities().keep(answer.value);
      this.identity = answer.value;
      this.say(t('account.signedOut'), true);
    });
  }

  protected submit(): void {
    const identity = this.identity;
    if (this.busy || !identity) return;
    const password = this.values.get('account-password') ?? '';
    const rule = checkPassword(password);
    if (!rule.ok) {
      this.click('illegal');
      this.say(t(rule.error === 'password-too-short' ? 'account.tooShort' : 'account.tooLong'));
      return;
    }
    const current = identity.hasPassword ? (this.values.get('account-current') ?? '') : undefined;
    this.busy = true;
    this.say(t('account.saving'), 'progress');
    void setPassword(identity.token, rule.value, current).then((answer) => {
      this.busy = false;
      if (!this.scene.isActive()) return;
      if (!answer.ok) {
        this.click('illegal');
        this.say(this.problemWords(answer.error, t('account.wrongCurrent')));
        return;
      }
      identities().keep(answer.value);
      this.identity = answer.value;
      this.values = new Map();
      this.shown = false;
      this.saved = true;
      this.redraw();
    });
  }
}
