import Phaser from 'phaser';
import { SIDES } from '../../core';
import { campaignLevels } from '../../core/level';
import { levelToWinFirst } from '../../core/progression';
import { services } from '../services';
import { TEST_BUILD } from '../test-build';
import { BLOB_TEXTURE_SIZE, blobKey, paintBlob } from '../ui/blob-art';
import { loadClubScenes } from '../club-scenes';
import { loadGameScenes } from '../game-scenes';
import { identities } from '../online/club-session';
import { onlineLaunch } from '../online/online-link';
import { t } from '../ui/i18n';
import { readLaunchLink, withoutLink } from '../ui/launch-link';
import { menuMetrics } from '../ui/layout';
import { linkRequest } from '../ui/play-request';
import type { ReplayData } from './Replay';
import type { TitleData } from './Title';
import { CHROME, FONT, PALETTES, type PaletteName, textResolution } from '../ui/theme';

/** One piece of loading work and how much of the bar it fills. */
interface Job {
  readonly weight: number;
  readonly run: () => Promise<void> | void;
}

/**
 * Makes what the game draws with (the blob textures of every palette) while a bar shows
 * progress, then goes where the address asks: a level, a Versus board, a kept game's replay, or the title
 * screen.
 */
export class Preloader extends Phaser.Scene {
  private bar!: Phaser.GameObjects.Graphics;
  private label!: Phaser.GameObjects.Text;

  constructor() {
    super('Preloader');
  }

  create(): void {
    this.drawFrame();
    void this.prepare().then(() => this.leave());
  }

  private drawFrame(): void {
    const { width, height } = this.scale;
    const metrics = menuMetrics(width, height);
    this.add
      .text(width / 2, height * 0.42, 'INFECTION', {
        fontFamily: FONT,
        fontSize: `${metrics.titleSize}px`,
        fontStyle: 'bold',
        color: CHROME.textGood,
        resolution: textResolution(),
      })
      .setOrigin(0.5);
    this.label = this.add
      .text(width / 2, height * 0.58 + metrics.textSize * 1.6, t('boot.loading'), {
        fontFamily: FONT,
        fontSize: `${metrics.smallSize}px`,
        color: CHROME.textDim,
        resolution: textResolution(),
      })
      .setOrigin(0.5);
    this.bar = this.add.graphics();
    this.progress(0);
  }

  private progress(share: number): void {
    const { width, height } = this.scale;
    const barWidth = Math.min(width * 0.7, 420);
    const barHeight = Math.max(10, Math.round(height * 0.018));
    const x = (width - barWidth) / 2;
    const y = height * 0.58;
    const g = this.bar;
    g.clear();
    g.fillStyle(CHROME.panel, 1);
    g.fillRoundedRect(x, y, barWidth, barHeight, barHeight / 2);
    g.lineStyle(2, CHROME.panelEdge, 1);
    g.strokeRoundedRect(x, y, barWidth, barHeight, barHeight / 2);
    if (share > 0) {
      g.fillStyle(PALETTES.standard.x, 1);
      g.fillRoundedRect(x, y, Math.max(barHeight, barWidth * share), barHeight, barHeight / 2);
    }
  }

  private jobs(): Job[] {
    const jobs: Job[] = [];
    for (const palette of Object.keys(PALETTES) as PaletteName[]) {
      for (const side of SIDES) {
        jobs.push({
          weight: 1,
          run: () => {
            const key = blobKey(side, palette);
            if (this.textures.exists(key)) return;
            const texture = this.textures.createCanvas(key, BLOB_TEXTURE_SIZE, BLOB_TEXTURE_SIZE);
            if (!texture) return;
            paintBlob(texture.getContext(), side, PALETTES[palette], BLOB_TEXTURE_SIZE, palette === 'boss');
            texture.refresh();
          },
        });
      }
    }
    // The sound loads in the background and is never waited for: on a slow phone its bytes would hold up
    // the title (issue 53), and a click sound asked for before it arrives plays when it does.
    return jobs;
  }

  /** Runs the jobs one per frame so the bar visibly moves and the page never stalls. */
  private async prepare(): Promise<void> {
    const jobs = this.jobs();
    const total = jobs.reduce((sum, job) => sum + job.weight, 0);
    let done = 0;
    for (const job of jobs) {
      await job.run();
      done += job.weight;
      this.progress(done / total);
      await new Promise<void>((next) => this.time.delayedCall(0, next));
    }
    this.label.setText(t('boot.ready'));
  }

  private leave(): void {
    const online = onlineLaunch(window.location.search, identities());
    if (online) {
      const { pathname, hash } = window.location;
      window.history.replaceState(window.history.state, '', pathname + online.search + hash);
      void loadClubScenes(this.game).then(() => this.scene.start(online.scene, online.data));
      return;
    }
    const { campaign, saves } = services(this);
    const ids = campaignLevels(campaign).map((level) => level.id);
    // The browser tests' build opens any level, so a test need not win the campaign first (unless the
    // test asks for the real locks with `locks=on`, to play a locked level as practice).
    const locks = !TEST_BUILD || new URLSearchParams(window.location.search).get('locks') === 'on';
    const link = readLaunchLink(window.location.search, ids, (id) =>
      locks ? levelToWinFirst(campaign, saves.data.levels, id) : null,
    );
    // A replay link stays in the address: a reload or a copied address shows the same game again.
    if (link.kind !== 'none' && link.kind !== 'game' && link.kind !== 'player') this.forgetLink();
    if (link.kind === 'game') {
      const data: ReplayData = { gameId: link.gameId };
      void loadClubScenes(this.game).then(() => this.scene.start('Replay', data));
    } else if (link.kind === 'player') {
      void loadClubScenes(this.game).then(() => this.scene.start('Profile', { name: link.name }));
    } else if (link.kind === 'level' || link.kind === 'versus') {
      const request = linkRequest(link)!;
      // A game in progress is never thrown away by a link: the title asks first.
      if (saves.data.current) this.scene.start('Title', { link: request } satisfies TitleData);
      else void loadGameScenes(this.game).then(() => this.scene.start('Play', request));
    } else {
      this.scene.start('Title', link.kind === 'error' ? ({ linkError: link } satisfies TitleData) : {});
    }
  }

  /** Drops the link from the address so a reload resumes the saved game instead of starting over. */
  private forgetLink(): void {
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', pathname + withoutLink(search) + hash);
  }
}
