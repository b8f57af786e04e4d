import { t } from '../base/i18n';
import { identities } from '../club/club-session';

/**
 * What the browser tab does for an online game: it calls the player back with its title when the
 * opponent moves while it is in the background, and it tells this browser's other tabs that it plays
 * the game (see IdentityStore.createdElsewhere), until it goes.
 */
export class TabPresence {
  private readonly title = document.title;
  private readonly timer: number;

  constructor(
    private readonly code: string,
    private readonly seated: () => boolean,
  ) {
    // A timer, not the frame loop: a tab in the background draws no frames but must still say it plays.
    this.timer = window.setInterval(() => this.playing(), 2000);
    document.addEventListener('visibilitychange', this.onVisibility);
    window.addEventListener('pagehide', this.onPageHide);
  }

  /** This tab plays its game now (if it holds a seat). */
  playing(): void {
    if (this.seated()) identities().live(this.code, Date.now());
  }

  /** The opponent moved: a hidden tab's title says so; true when the player was not looking. */
  alert(): boolean {
    if (document.visibilityState !== 'hidden') return false;
    document.title = t('online.tabAlert');
    return true;
  }

  dispose(): void {
    window.clearInterval(this.timer);
    document.removeEventListener('visibilitychange', this.onVisibility);
    window.removeEventListener('pagehide', this.onPageHide);
    document.title = this.title;
    identities().notLive(this.code);
  }

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'visible') document.title = this.title;
  };

  private readonly onPageHide = (): void => identities().notLive(this.code);
}
