import { keptSummary, openKeptGame } from '../session/open-kept';
import type { KeptGame } from '../store/my-games';
import { t } from '../base/i18n';
import { MenuScene } from '../menu/MenuScene';
import { CHROME } from '../base/theme';

const LOCALES = { en: 'en-GB', nl: 'nl-NL', pt: 'pt-PT' } as const;

/**
 * My games: the last 50 finished games, newest first, each opening its replay. Kept games live in the
 * save (store/my-games.ts); those that no longer read are counted, never hidden.
 */
export class MyGames extends MenuScene {
  private page = 0;

  constructor() {
    super('MyGames');
  }

  init(data?: { page?: number }): void {
    this.page = data?.page ?? 0;
  }

  protected override back(): void {
    this.go('HighScores');
  }

  protected build(): void {
    const { width } = this.scale;
    const m = this.metrics;
    let y = this.heading(t('games.title')) + m.gap;
    const rowWidth = Math.min(width - 2 * m.margin, 620 * m.unit);
    const left = width / 2 - rowWidth / 2;
    const aside = this.services.saves.data.setAsideGames?.length ?? 0;
    const bottom = this.frame.bottom - m.gap - (aside > 0 ? m.smallSize * 2.4 : 0);
    const rowHeight = Math.max(44, Math.min(m.buttonHeight, 56 * m.unit));
    const perPage = Math.max(1, Math.floor((bottom - y - rowHeight - m.gap) / (rowHeight + m.gap)));
    const games = this.services.saves.data.myGames ?? [];
    const pages = Math.max(1, Math.ceil(games.length / perPage));
    this.page = Math.min(this.page, pages - 1);
    if (games.length === 0) {
      this.text(width / 2, y + rowHeight, t('games.none'), {
        color: CHROME.textDim,
        wrap: rowWidth,
      }).setOrigin(0.5, 0);
    }
    const locale = LOCALES[this.services.saves.data.settings.language];
    const size = Math.max(12, Math.round(m.smallSize));
    games.slice(this.page * perPage, (this.page + 1) * perPage).forEach((kept, index) => {
      const label = keptSummary(kept, this.services.campaign, locale);
      const row = this.button(width / 2, y + rowHeight / 2, label, () => this.open(kept), {
        width: rowWidth,
        height: rowHeight,
        fontSize: size,
      });
      row.setData('game', this.page * perPage + index);
      y += rowHeight + m.gap;
    });
    const foot = { left, width: rowWidth, y: bottom - rowHeight / 2, height: rowHeight };
    this.pageControls(foot, pages, t('games.page', { page: this.page + 1, pages }), (step) =>
      this.turn(step),
    );
    this.setAsideNote(aside, t('games.setAside', { count: aside }), rowWidth);
    this.backButton(t('menu.back'));
  }

  private turn(step: number): void {
    this.page += step;
    this.redraw();
  }

  private open(kept: KeptGame): void {
    openKeptGame(this, kept, this.services.campaign, { scene: 'MyGames', data: { page: this.page } });
  }
}
