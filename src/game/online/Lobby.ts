import type { ChallengeOrder, LiveGameView, LobbyView } from '../../net/lobby';
import { TEST_BUILD } from '../base/test-build';
import { t } from '../base/i18n';
import { MenuScene } from '../menu/MenuScene';
import { fitText } from '../base/text-fit';
import { CHROME } from '../base/theme';
import { wishAfter, wishFor, type ChallengeWish, type WishEvent } from './challenge-wish';
import type { LinkState } from './club-connection';
import type { ClubIdentity } from '../club/club-identity';
import { currentIdentity, identities, signedOut } from '../club/club-session';
import { LobbyConnection } from './lobby-connection';
import {
  challengeDetail,
  challengeTitle,
  liveDetail,
  liveTitle,
  lobbyProblem,
  yourTitle,
} from './lobby-words';
import type { OnlinePlayData } from './online-link';
import { UNRATED_NOTICE_MS, unratedNotice } from '../club/rating-words';
import { joinFailure } from './online-words';
import { lookingInAll, lookingPerGameText } from './online-games';

export interface LobbyData {
  /** A challenge to post once the lobby is joined (from the challenge form; every later start passes none). */
  readonly post?: ChallengeOrder;
  /** Test build only: show this view without a club, so the text walk can measure a full lobby. */
  readonly preview?: LobbyView;
}

/** One row of a list: a button that does something with a challenge or a game. */
interface Row {
  readonly label: string;
  readonly detail: string;
  readonly press: () => void;
  readonly primary?: boolean;
}

interface Section {
  readonly heading: string;
  readonly rows: readonly Row[];
  /** Entries beyond `rows` that the club did not even send. */
  readonly unsent: number;
  /** What an empty list says; null: the section is left out when empty. */
  readonly empty: string | null;
}

/**
 * The club's lobby: who is around, open public challenges (tap one to play it; yours offers Cancel),
 * live games to watch, your own games in progress, and the ways to start one. It shows the club's
 * latest view, sent whenever something changes, and redraws only when what it shows changed.
 */
export class Lobby extends MenuScene {
  private identity: ClubIdentity | null = null;
  private connection: LobbyConnection | null = null;
  private view: LobbyView | null = null;
  private link: LinkState = 'connecting';
  private preview = false;
  /** The challenge this player wants open: posted on joining, and again after a reconnection while open. */
  private wish: ChallengeWish = wishFor(null);
  /** What the screen shows now, to skip redraws that would change nothing. */
  private drawn = '';

  constructor() {
    super('Lobby');
  }

  init(data: LobbyData = {}): void {
    this.preview = TEST_BUILD && data.preview !== undefined;
    this.view = this.preview ? (data.preview ?? null) : null;
    this.link = this.preview ? 'open' : 'connecting';
    this.wish = wishFor(data.post ?? null);
    this.connection = null;
    this.drawn = '';
  }

  override create(): void {
    this.identity = identities().identity;
    if (!this.identity && !this.preview) {
      this.time.delayedCall(0, () => this.go('ClubName'));
      return;
    }
    super.create();
    // What changed while a finger was down is shown once it lifts.
    const lifted = (): void => void this.time.delayedCall(0, () => this.refresh());
    this.input.on('pointerup', lifted);
    this.events.once('shutdown', () => {
      this.input.off('pointerup', lifted);
      this.connection?.close();
      this.connection = null;
    });
    if (this.preview) return;
    void currentIdentity().then((fresh) => {
      if (!this.scene.isActive()) return;
      if (!fresh) return this.go('ClubName');
      this.identity = fresh;
      this.connect(fresh.token);
    });
  }

  protected override back(): void {
    this.go('Online');
  }

  private connect(token: string): void {
    const connection = new LobbyConnection(token, {
      view: (view) => {
        this.view = view;
        if (this.wished({ type: 'view', view })) this.refresh();
      },
      matched: ({ code, unrated }) => {
        this.wished({ type: 'ended' });
        const open = (): void => this.go('OnlinePlay', { code, from: 'Lobby' } satisfies OnlinePlayData);
        if (!unrated) return open();
        // A rated challenge played unrated says so before the game opens, for a moment.
        this.toast(unratedNotice(unrated), UNRATED_NOTICE_MS / 1000, 'info');
        this.time.delayedCall(UNRATED_NOTICE_MS, open);
      },
      refused: (refused) => {
        if (refused.to === 'challenge-create') this.wished({ type: 'ended' });
        this.click('illegal');
        this.toast(lobbyProblem(refused), 6);
      },
      link: (state) => {
        this.link = state;
        if (state === 'open') this.wished({ type: 'link-open' });
        this.refresh();
      },
    });
    this.connection = connection;
    connection.open().catch((error: unknown) => {
      const failed = joinFailure(error);
      // A refused token is dropped: the name screen (with Sign in) comes next, not the same token again.
      if (failed.name) signedOut();
      if (failed.name) this.go('ClubName');
      else this.scene.start('Title', { notice: failed.notice });
    });
  }

  /**
   * Tells the challenge wish what happened and does what it says: post the challenge, or go to the game
   * it became while the link was down. False when the screen is left.
   */
  private wished(event: WishEvent): boolean {
    const step = wishAfter(this.wish, event);
    this.wish = step.wish;
    if (step.post) this.connection?.send({ type: 'challenge-create', ...step.post });
    if (!step.taken) return true;
    this.go('OnlinePlay', { code: step.taken, from: 'Lobby' } satisfies OnlinePlayData);
    return false;
  }

  /**
   * Redraws when what the screen would show is different from what it shows; not while a finger or
   * button is down, because a row redrawn between press and release would lose the tap.
   */
  private refresh(): void {
    if (!this.scene.isActive() || this.input.activePointer.isDown) return;
    if (JSON.stringify([this.link, this.view]) !== this.drawn) this.redraw();
  }

  private get me(): string {
    return this.identity?.playerId ?? '';
  }

  private sections(view: LobbyView): Section[] {
    const yours = view.yours.map((game): Row => ({
      label: yourTitle(game, this.me),
      detail: liveDetail(game),
      press: () => this.go('OnlinePlay', { code: game.code, from: 'Lobby' } satisfies OnlinePlayData),
      primary: true,
    }));
    const challenges = view.challenges.map((challenge): Row =>
      challenge.by.id === this.me
        ? {
            label: t('lobby.cancel'),
            detail: challengeDetail(challenge),
            press: () => {
              this.wished({ type: 'ended' });
              this.connection?.send({ type: 'challenge-cancel' });
            },
          }
        : {
            label: challengeTitle(challenge),
            detail: challengeDetail(challenge),
            press: () => this.connection?.send({ type: 'challenge-accept', id: challenge.id }),
          },
    );
    const mine = new Set(view.yours.map((game) => game.code));
    const watch = (game: LiveGameView): Row => ({
      label: liveTitle(game),
      detail: liveDetail(game),
      press: () => this.go('OnlinePlay', { code: game.code, watch: true } satisfies OnlinePlayData),
    });
    return [
      { heading: t('lobby.yours'), rows: yours, unsent: 0, empty: null },
      {
        heading: t('lobby.challenges'),
        rows: challenges,
        unsent: view.moreChallenges,
        empty: t('lobby.noChallenges'),
      },
      {
        heading: t('lobby.live'),
        rows: view.live.filter((game) => !mine.has(game.code)).map(watch),
        unsent: view.moreLive,
        empty: t('lobby.noLive'),
      },
    ];
  }

  protected build(): void {
    this.drawn = JSON.stringify([this.link, this.view]);
    const { width } = this.scale;
    const m = this.metrics;
    let y = this.heading(t('lobby.title')) + m.gap * 0.4;
    const view = this.link === 'open' ? this.view : null;
    const status = view
      ? t('lobby.counts', { online: view.online, looking: lookingInAll(view) })
      : t(this.link === 'reconnecting' ? 'lobby.reconnecting' : 'lobby.connecting');
    const line = this.text(width / 2, y, status, {
      size: m.smallSize,
      color: view ? CHROME.textGood : CHROME.textDim,
    }).setOrigin(0.5, 0);
    fitText(line, status, width - 2 * m.margin, 2);
    y += line.height + m.gap * 0.3;
    if (view) {
      // The same count game by game (`Ataxx: 2 looking · Oxono: 1 looking`), on a line of its own.
      const perGame = lookingPerGameText(view);
      const games = this.text(width / 2, y, perGame, { size: m.smallSize, color: CHROME.textDim });
      fitText(games.setOrigin(0.5, 0).setName('lobby-games'), perGame, width - 2 * m.margin, 2);
      y += games.height;
    }
    y += m.gap * 0.7;
    const listBottom = this.startButtons();
    if (view) this.lists(this.sections(view), y, listBottom);
    this.backButton(t('menu.back'));
  }

  /**
   * Quick pairing, Create a challenge and Play the computer, above the bottom frame line (quick pairing
   * on a row of its own); returns the room left above them.
   */
  private startButtons(): number {
    const { width } = this.scale;
    const m = this.metrics;
    const sideBySide = width >= m.buttonWidth * 2 + m.gap * 3;
    const bottom = this.frame.bottom - m.gap - m.buttonHeight / 2;
    const step = m.buttonHeight + m.gap;
    const quick = { x: width / 2, y: bottom - (sideBySide ? 1 : 2) * step };
    const create = { x: width / 2, y: sideBySide ? bottom : bottom - step };
    const computer = { x: width / 2, y: bottom };
    if (sideBySide) {
      create.x = width / 2 - (m.buttonWidth + m.gap) / 2;
      computer.x = width / 2 + (m.buttonWidth + m.gap) / 2;
    }
    const enabled = this.link === 'open';
    // Create a challenge keeps the first focus, as before quick pairing came.
    this.button(create.x, create.y, t('lobby.create'), () => this.go('PostChallenge'), {
      kind: 'primary',
      enabled,
    });
    this.button(computer.x, computer.y, t('lobby.computer'), () => this.playComputer());
    this.button(quick.x, quick.y, t('ranked.entry'), () => this.go('QuickPair'), { kind: 'primary' });
    return quick.y - m.buttonHeight / 2 - m.gap;
  }

  private playComputer(): void {
    // The computer's screen comes with its own part of the club; until then, say so.
    if (this.game.scene.getScene('PlayComputer')) this.go('PlayComputer', { back: 'Lobby' });
    else this.toast(t('lobby.computerMissing'), 6);
  }

  /**
   * The lists from `top` to `bottom`: each section's heading, then as many rows as fit (shared out a
   * row at a time, so no list crowds out the others), then "and N more" for the rest.
   */
  private lists(sections: Section[], top: number, bottom: number): void {
    const { width } = this.scale;
    const m = this.metrics;
    const shown = sections.filter((section) => section.rows.length > 0 || section.empty !== null);
    const rowHeight = m.buttonHeight;
    const step = rowHeight + m.gap * 0.5;
    const lineHeight = Math.max(m.smallSize * 1.6, 18);
    // A section takes its heading, its rows, and a line under them when something is not shown.
    const height = (counts: number[]): number =>
      shown.reduce((sum, section, index) => {
        const note = counts[index] < section.rows.length || section.unsent > 0 || section.rows.length === 0;
        return sum + lineHeight + counts[index] * step + (note ? lineHeight : 0) + m.gap * 0.5;
      }, 0);
    const counts = shown.map(() => 0);
    for (let more = true; more;) {
      more = false;
      shown.forEach((section, index) => {
        if (counts[index] >= section.rows.length) return;
        const next = counts.map((count, each) => (each === index ? count + 1 : count));
        if (height(next) > bottom - top) return;
        counts[index] += 1;
        more = true;
      });
    }
    const rowWidth = Math.min(width - 2 * m.margin, 560 * m.unit);
    const left = width / 2 - rowWidth / 2;
    let y = top;
    shown.forEach((section, index) => {
      this.text(left, y, section.heading, { size: m.smallSize, bold: true, color: CHROME.textDim });
      y += lineHeight;
      for (const row of section.rows.slice(0, counts[index])) {
        this.button(width / 2, y + rowHeight / 2, row.label, row.press, {
          width: rowWidth,
          height: rowHeight,
          fontSize: Math.round(m.textSize * 0.9),
          detail: row.detail,
          kind: row.primary ? 'primary' : 'normal',
        });
        y += step;
      }
      const leftOver = section.rows.length - counts[index] + section.unsent;
      const words =
        section.rows.length === 0
          ? section.empty
          : leftOver > 0
            ? t('lobby.more', { count: leftOver })
            : null;
      if (words) {
        const note = this.text(left, y, words, { size: m.smallSize, color: CHROME.textDim });
        fitText(note, words, rowWidth);
        y += lineHeight;
      }
      y += m.gap * 0.5;
    });
  }
}
