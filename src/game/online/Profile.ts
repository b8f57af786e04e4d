import type Phaser from 'phaser';
import { ratingText, type PoolStanding, type Profile as ProfileView } from '../../net/ratings';
import type { ReplayData } from '../base/scene-data';
import { TEST_BUILD } from '../base/test-build';
import { t } from '../base/i18n';
import { MenuScene } from '../menu/MenuScene';
import { fitText } from '../base/text-fit';
import { CHROME } from '../base/theme';
import { playerProfile } from '../club/club-api';
import type { ProfileData } from './profile-data';
import { poolName } from '../club/rating-words';
import { poolsInOrder, recentRow } from './profile-games';
import { profileWorldLines } from './profile-world';
import { campaignLevels } from '../../core/level';

type Loaded =
  | { readonly state: 'loading' | 'missing' | 'unreachable' }
  | { readonly state: 'shown'; readonly profile: ProfileView };

/**
 * A player's profile (`?player=<name>`, or from quick pairing and a rated game's end): their rating in
 * each pool of each game (Ataxx's, then Oxono's) with a small graph of its history, wins, draws and losses, and recent games, each opening
 * its replay. Only what the club keeps is shown: sections without data are left out, not faked.
 */
export class Profile extends MenuScene {
  private request: ProfileData = { name: '' };
  private loaded: Loaded = { state: 'loading' };

  constructor() {
    super('Profile');
  }

  init(data: ProfileData = { name: '' }): void {
    this.request = data;
    this.loaded =
      TEST_BUILD && data.preview ? { state: 'shown', profile: data.preview } : { state: 'loading' };
  }

  override create(): void {
    super.create();
    if (this.loaded.state !== 'loading') return;
    void playerProfile(this.request.name).then((answer) => {
      if (!this.scene.isActive()) return;
      if (answer.ok) this.loaded = { state: 'shown', profile: answer.value };
      else this.loaded = { state: answer.error.code === 'not-found' ? 'missing' : 'unreachable' };
      this.redraw();
    });
  }

  protected override back(): void {
    const to = this.request.returnTo;
    this.go(to?.scene ?? 'Title', to?.data);
  }

  protected build(): void {
    const { width } = this.scale;
    const m = this.metrics;
    const loaded = this.loaded;
    const name = loaded.state === 'shown' ? loaded.profile.name : this.request.name;
    let y = this.heading(name) + m.gap * 0.4;
    const rowWidth = Math.min(width - 2 * m.margin, 560 * m.unit);
    const left = width / 2 - rowWidth / 2;
    const line = (words: string, color: string, bold = false): void => {
      const text = this.text(left, y, words, { size: m.smallSize, color, bold });
      fitText(text, words, rowWidth);
      y += Math.max(m.smallSize * 1.6, 18);
    };
    if (loaded.state !== 'shown') {
      const words = t(`profile.${loaded.state}`);
      const text = this.text(width / 2, y, words, {
        size: m.smallSize,
        wrap: rowWidth,
        color: CHROME.textDim,
      });
      text.setOrigin(0.5, 0);
    } else {
      const { profile } = loaded;
      const { wins, draws, losses } = profile;
      line(t('profile.record', { wins, draws, losses }), CHROME.textGood);
      y += m.gap * 0.5;
      const bottom = this.frame.bottom - m.gap;
      // Ratings first (a row per pool), then as many recent games as fit below them.
      line(t('profile.ratings'), CHROME.textDim, true);
      if (profile.pools.length === 0) line(t('profile.noRated'), CHROME.textDim);
      const poolHeight = m.buttonHeight * 1.15;
      for (const pool of poolsInOrder(profile.pools)) {
        if (y + poolHeight > bottom - m.buttonHeight * 2) break;
        this.poolRow(pool, left, y, rowWidth, poolHeight);
        y += poolHeight + m.gap * 0.5;
      }
      // The world tables' part (best level scores, arcade runs), when the club's answer has it.
      const levels = campaignLevels(this.services.campaign);
      for (const { heading, rows } of profileWorldLines(profile, levels)) {
        if (y + m.smallSize * 1.6 * (rows.length + 1) > bottom - m.buttonHeight * 2) break;
        line(heading, CHROME.textDim, true);
        for (const row of rows) line(row, CHROME.textGold);
      }
      y += m.gap * 0.5;
      line(t('profile.recent'), CHROME.textDim, true);
      if (profile.recent.length === 0) line(t('profile.noGames'), CHROME.textDim);
      const step = m.buttonHeight + m.gap * 0.5;
      for (const game of profile.recent) {
        if (y + m.buttonHeight > bottom) break;
        const { label, detail } = recentRow(game);
        this.button(width / 2, y + m.buttonHeight / 2, label, () => this.replay(game.id), {
          width: rowWidth,
          height: m.buttonHeight,
          fontSize: Math.round(m.textSize * 0.9),
          detail,
        });
        y += step;
      }
    }
    this.backButton(t('menu.back'));
  }

  /** One pool: its name, rating and games on the left, a small graph of the rating's history on the right. */
  private poolRow(pool: PoolStanding, x: number, y: number, width: number, height: number): void {
    const m = this.metrics;
    this.panel(x, y, width, height);
    const box = { x, y, width, height };
    const graphWidth = Math.min(width * 0.38, 200);
    const textRoom = width - graphWidth - m.gap * 3;
    const title = `${poolName(pool.pool)}  ${ratingText(pool.rating, pool.deviation)}`;
    const top = this.text(x + m.gap, y + height * 0.12, title, { size: m.smallSize * 1.1, bold: true });
    fitText(top.setData('box', box), title, textRoom);
    const games = t('profile.poolGames', {
      games: pool.games,
      wins: pool.wins,
      draws: pool.draws,
      losses: pool.losses,
    });
    const under = this.text(x + m.gap, y + height * 0.55, games, {
      size: m.smallSize,
      color: CHROME.textDim,
    });
    fitText(under.setData('box', box), games, textRoom);
    this.graph(pool, x + width - graphWidth - m.gap, y + height * 0.15, graphWidth, height * 0.7);
  }

  /** The rating after each rated game (the first point: before the first), scaled to the box. */
  private graph(
    pool: PoolStanding,
    x: number,
    y: number,
    width: number,
    height: number,
  ): Phaser.GameObjects.Graphics {
    const g = this.add.graphics();
    const points = pool.history.map((point) => point.rating);
    if (points.length < 2) return g;
    const low = Math.min(...points);
    const high = Math.max(...points);
    const span = Math.max(high - low, 1);
    g.lineStyle(2, 0x9cf5b8, 1);
    g.beginPath();
    points.forEach((rating, index) => {
      const px = x + (index / (points.length - 1)) * width;
      const py = y + height - ((rating - low) / span) * height;
      if (index === 0) g.moveTo(px, py);
      else g.lineTo(px, py);
    });
    g.strokePath();
    return g;
  }

  private replay(gameId: string): void {
    const returnTo = { scene: 'Profile', data: { name: this.request.name, returnTo: this.request.returnTo } };
    this.go('Replay', { gameId, returnTo } satisfies ReplayData);
  }
}
