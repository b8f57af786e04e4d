import { t } from '../base/i18n';
import { AccountForm } from './AccountForm';
import { signIn } from '../club/club-api';
import { chosen } from '../club/club-session';
import type { ClubNameData } from './ClubName';

/**
 * Signing in on another device: the name and password of a player who added one. On success this
 * browser keeps the identity exactly as it keeps a new guest's, and goes on where the name screen would
 * have (the Online screen, or the invite it was opened with).
 */
export class SignIn extends AccountForm {
  private request: ClubNameData = {};

  constructor() {
    super('SignIn');
  }

  init(data: ClubNameData): void {
    this.request = data ?? {};
    this.resetForm();
  }

  protected override back(): void {
    this.go('ClubName', this.request);
  }

  protected build(): void {
    this.drawForm(
      t('account.signInTitle'),
      t('account.signInIntro'),
      [
        { id: 'signin-name', label: t('account.name'), autocomplete: 'username', secret: false },
        {
          id: 'signin-password',
          label: t('account.password'),
          autocomplete: 'current-password',
          secret: true,
        },
      ],
      t('account.signIn'),
    );
  }

  protected submit(): void {
    if (this.busy) return;
    const name = (this.values.get('signin-name') ?? '').trim();
    const password = this.values.get('signin-password') ?? '';
    if (!name || !password) {
      this.click('illegal');
      this.say(t('account.fillIn'));
      return;
    }
    this.busy = true;
    this.say(t('account.signingIn'), 'progress');
    void signIn(name, password).then((answer) => {
      this.busy = false;
      if (!this.scene.isActive()) return;
      if (!answer.ok) {
        this.click('illegal');
        this.say(this.problemWords(answer.error));
        return;
      }
      chosen(answer.value, this.request.secondTab ?? false);
      if (this.request.join) this.go('OnlinePlay', { code: this.request.join });
      else this.go('Online');
    });
  }
}
