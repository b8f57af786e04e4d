import { t } from '../base/i18n';
import { MenuScene } from '../menu/MenuScene';
import { CHROME } from '../base/theme';
import type { ClubIdentity } from '../club/club-identity';
import { currentIdentity, identities } from '../club/club-session';
import type { WorldTab } from '../base/scene-data';
import { accountButton } from './Account';
import type { ProfileData } from './profile-data';

/**
 * The club's front door: who you play as, the lobby, Play a friend, changing the name, and the ways to
 * one's profile and the world tables. A first visit without a name goes to the name screen; the token is
 * renewed here once per visit.
 */
export class Online extends MenuScene {
  private identity: ClubIdentity | null = null;

  constructor() {
    super('Online');
  }

  override create(): void {
    this.identity = identities().identity;
    if (!this.identity) {
      this.time.delayedCall(0, () => this.go('ClubName'));
      return;
    }
    super.create();
    void currentIdentity().then((fresh) => {
      if (!this.scene.isActive()) return;
      if (!fresh) this.go('ClubName');
      else if (fresh.name !== this.identity?.name || !!fresh.hasPassword !== !!this.identity?.hasPassword) {
        this.identity = fresh;
        this.redraw();
      }
    });
  }

  protected build(): void {
    const { width, height } = this.scale;
    const m = this.metrics;
    let y = this.heading(t('online.title')) + m.gap;
    this.text(width / 2, y, t('online.playingAs', { name: this.identity?.name ?? '' }), {
      size: m.smallSize * 1.1,
      color: CHROME.textGood,
    }).setOrigin(0.5, 0);
    y = Math.max(y + m.smallSize * 3, height * 0.3);
    this.button(width / 2, y, t('lobby.entry'), () => this.go('Lobby'), {
      kind: 'primary',
      height: m.buttonHeight * 1.3,
      detail: t('lobby.entryDetail'),
    });
    y += m.buttonHeight * 1.3 + m.gap;
    this.button(width / 2, y, t('online.friend'), () => this.go('PlayFriend'), {
      height: m.buttonHeight * 1.3,
      detail: t('online.friendDetail'),
    });
    y += m.buttonHeight * 1.3 + m.gap;
    this.button(width / 2, y, t('computer.title'), () => this.go('PlayComputer'));
    y += m.buttonHeight + m.gap;
    this.button(width / 2, y, t('online.name.change'), () => this.go('ClubName'));
    const account = accountButton(this.identity);
    y += m.buttonHeight + m.gap;
    this.button(width / 2, y, account.label, () => this.go('Account'), account.options);
    // Ratings, both one's own and the world's, are a tap away from where rated games are found.
    y += m.buttonHeight + m.gap;
    const half = (m.buttonWidth - m.gap) / 2;
    const name = this.identity?.name ?? '';
    this.button(
      width / 2 - (half + m.gap) / 2,
      y,
      t('ranked.profile'),
      () => this.go('Profile', { name, returnTo: { scene: 'Online' } } satisfies ProfileData),
      { width: half },
    );
    this.button(
      width / 2 + (half + m.gap) / 2,
      y,
      t('ranked.world'),
      // The scene is opened by its key, as features open each other; its data names the table and the way back.
      () => this.go('HighScores', { world: 'players' satisfies WorldTab, returnTo: 'Online' }),
      { width: half },
    );
    this.backButton(t('menu.back'));
  }
}
