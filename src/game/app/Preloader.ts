import Phaser from 'phaser';
import { SIDES } from '../../core';
import { campaignLevels } from '../../core/level';
import { levelToWinFirst } from '../../core/progression';
import { services } from '../store/services';
import { TEST_BUILD } from '../base/test-build';
import { BLOB_TEXTURE_SIZE, blobKey, paintBlob } from '../base/blob-art';
import { loadClubScenes } from './club-scenes';
import { loadGameScenes } from './game-scenes';
import { identities } from '../club/club-session';
import { onlineLaunch } from '../online/online-link';
import { readLaunchLink, withoutLink } from '../base/launch-link';
import { linkRequest } from '../menu/play-request';
import type { ReplayData } from '../base/scene-data';
import type { TitleData } from './Title';
import { PALETTES, type PaletteName } from '../base/theme';

/**
 * Makes what the game draws with (the blob textures of every palette), then goes where the address asks:
 * a level, a Versus board, a kept game's replay, or the title screen. It shows nothing: painting six small
 * textures takes less than a frame, and a progress bar drawn a frame at a time held a slow phone's first
 * visit up by a frame per texture (issue 53); until the first screen draws, the page's own note says the
 * game is loading.
 */
export class Preloader extends Phaser.Scene {
  constructor() {
    super('Preloader');
  }

  create(): void {
    this.paintBlobs();
    this.leave();
  }

  private paintBlobs(): void {
    for (const palette of Object.keys(PALETTES) as PaletteName[]) {
      for (const side of SIDES) {
        const key = blobKey(side, palette);
        if (this.textures.exists(key)) continue;
        const texture = this.textures.createCanvas(key, BLOB_TEXTURE_SIZE, BLOB_TEXTURE_SIZE);
        if (!texture) continue;
        paintBlob(texture.getContext(), side, PALETTES[palette], BLOB_TEXTURE_SIZE, palette === 'boss');
        texture.refresh();
      }
    }
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
