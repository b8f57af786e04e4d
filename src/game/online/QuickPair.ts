import { isRuleset, RULESETS } from '../../core';
import { FIRST_GAME } from '../../core/games';
import type { PairingView } from '../../net/lobby';
import {
  RATED_TIME_CONTROLS,
  ratingText,
  START_DEVIATION,
  START_RATING,
  type PoolStanding,
  type RatingPool,
} from '../../net/ratings';
import { TEST_BUILD } from '../base/test-build';
import { t } from '../base/i18n';
import { MenuScene } from '../menu/MenuScene';
import { Stepper } from '../menu/Stepper';
import { fitText } from '../base/text-fit';
import { CHROME } from '../base/theme';
import { playerProfile } from '../club/club-api';
import type { LinkState } from './club-connection';
import type { ClubIdentity } from '../club/club-identity';
import { currentIdentity, identities, signedOut } from '../club/club-session';
import { LobbyConnection } from './lobby-connection';
import { lobbyProblem } from './lobby-words';
import type { OnlinePlayData } from './online-link';
import { joinFailure, timeControlText } from './online-words';
import type { ProfileData } from './profile-data';
import { poolName, UNRATED_NOTICE_MS, unratedNotice } from '../club/rating-words';
import { gameName, isFirstGame, onlineGames, seekOrder, seekPool, type SeekChoice } from './online-games';

/** The choice of a rated game is kept for the visit under this key. */
const CHOICE_KEY = 'online.seekChoice';
/** The first game with the arcade ending, as the rest of the game and a friend's game default to. */
const DEFAULT_SEEK: SeekChoice = { game: FIRST_GAME, rules: 'arcade', time: '3+2' };

export interface QuickPairData {
  /** Test build only: show this search without a club, so the text walk can measure it. */
  readonly preview?: PairingView;
}

/**
 * Quick pairing: choose the game, its ending (Ataxx's) and the clock, and the club pairs you with
 * someone of close rating in the same pool for a rated game from the game's usual start. The screen has its own lobby connection:
 * the search lasts while it is open, and the game opens by itself when a pair is found.
 */
export class QuickPair extends MenuScene {
  private identity: ClubIdentity | null = null;
  private connection: LobbyConnection | null = null;
  private choice: SeekChoice = DEFAULT_SEEK;
  private pairing: PairingView | null = null;
  private link: LinkState = 'connecting';
  private preview = false;
  /** The player pressed Find: the search is (re)sent whenever the lobby connection opens. */
  private seeking = false;
  /** The player's rating in each pool (from their profile); absent: no rated game there yet. */
  private ratings = new Map<RatingPool, PoolStanding>();
  private drawn = '';

  constructor() {
    super('QuickPair');
  }

  init(data: QuickPairData = {}): void {
    this.preview = TEST_BUILD && data.preview !== undefined;
    this.pairing = this.preview ? (data.preview ?? null) : null;
    this.seeking = this.preview && data.preview?.mine !== null;
    this.link = this.preview ? 'open' : 'connecting';
    // A choice kept before there was a choice of game is the first game's.
    const kept = this.registry.get(CHOICE_KEY) as Partial<SeekChoice> | undefined;
    this.choice = { ...DEFAULT_SEEK, ...kept };
    this.connection = null;
    this.ratings = new Map();
    this.drawn = '';
  }

  override create(): void {
    this.identity = identities().identity;
    if (!this.identity && !this.preview) {
      this.time.delayedCall(0, () => this.go('ClubName'));
      return;
    }
    super.create();
    this.events.once('shutdown', () => {
      this.connection?.close();
      this.connection = null;
    });
    if (this.preview) return;
    void currentIdentity().then((fresh) => {
      if (!this.scene.isActive()) return;
      if (!fresh) return this.go('ClubName');
      this.identity = fresh;
      this.connect(fresh.token);
      void this.readRatings(fresh.name);
    });
  }

  protected override back(): void {
    this.go('Lobby');
  }

  private async readRatings(name: string): Promise<void> {
    const profile = await playerProfile(name);
    if (!profile.ok || !this.scene.isActive()) return;
    this.ratings = new Map(profile.value.pools.map((pool) => [pool.pool, pool]));
    this.redraw();
  }

  private connect(token: string): void {
    const connection = new LobbyConnection(token, {
      view: (view) => {
        this.pairing = view.pairing;
        this.refresh();
      },
      matched: () => undefined,
      paired: ({ code, unrated }) => {
        this.seeking = false;
        const open = (): void => this.go('OnlinePlay', { code, from: 'Lobby' } satisfies OnlinePlayData);
        if (!unrated) return open();
        // Said before the game opens, for a moment; the game screen then keeps saying it.
        this.toast(unratedNotice(unrated), UNRATED_NOTICE_MS / 1000, 'info');
        this.time.delayedCall(UNRATED_NOTICE_MS, open);
      },
      refused: (refused) => {
        if (refused.to === 'pair-seek') this.seeking = false;
        this.click('illegal');
        this.toast(lobbyProblem(refused), 6);
        this.refresh();
      },
      link: (state) => {
        this.link = state;
        if (state === 'open' && this.seeking) this.sendSeek();
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

  private sendSeek(): void {
    this.connection?.send({ type: 'pair-seek', ...seekOrder(this.choice) });
  }

  private toggle(): void {
    this.seeking = !this.seeking;
    if (this.seeking) this.sendSeek();
    else this.connection?.send({ type: 'pair-cancel' });
    this.redraw();
  }

  /** A new choice; another game redraws the rows (Oxono has no ending to choose). */
  private set(patch: Partial<SeekChoice>): void {
    this.choice = { ...this.choice, ...patch };
    this.registry.set(CHOICE_KEY, this.choice);
    this.click();
    // A new choice while looking is a new search (the club replaces the old one).
    if (this.seeking) this.sendSeek();
    this.redraw();
  }

  /** Redraws only when what the screen shows changed (the lobby sends its view often). */
  private refresh(): void {
    if (!this.scene.isActive() || this.input.activePointer.isDown) return;
    if (this.signature() !== this.drawn) this.redraw();
  }

  private signature(): string {
    return JSON.stringify([this.link, this.seeking, this.choice, this.pairing]);
  }

  private get pool(): RatingPool {
    return seekPool(this.choice) ?? 'ataxx-classic-blitz';
  }

  /** "Looking within ±150…" and the counts while searching; how many look for rated games otherwise. */
  private statusLines(): string[] {
    const pairing = this.pairing;
    if (this.link !== 'open' || !pairing) {
      return [t(this.link === 'reconnecting' ? 'lobby.reconnecting' : 'lobby.connecting')];
    }
    const here = pairing.pools.find((pool) => pool.pool === this.pool)?.looking ?? 0;
    const counts = t('ranked.lookingHere', { here, all: pairing.looking });
    if (this.seeking && pairing.mine)
      return [t('ranked.looking', { window: pairing.mine.ratingWindow }), counts];
    return [pairing.looking > 0 ? counts : t('ranked.lookingAll', { all: 0 })];
  }

  protected build(): void {
    this.drawn = this.signature();
    const { width } = this.scale;
    const m = this.metrics;
    const rowWidth = Math.min(width - 2 * m.margin, 560 * m.unit);
    let y = this.heading(t('ranked.title')) + m.gap * 0.4;
    const intro = this.text(width / 2, y, t('ranked.intro'), {
      size: m.smallSize,
      wrap: rowWidth,
      color: CHROME.textDim,
    }).setOrigin(0.5, 0);
    y += intro.height + m.gap;
    const rowHeight = m.buttonHeight * 1.05;
    const row = <T>(
      label: string,
      values: readonly T[],
      value: T,
      format: (v: T) => string,
      apply: (v: T) => void,
    ) => {
      const options = {
        width: rowWidth,
        height: rowHeight,
        fontSize: m.textSize,
        label,
        values,
        value,
        format,
      };
      const stepper = new Stepper(
        this,
        width / 2,
        y + rowHeight / 2,
        { ...options, preferStacked: true },
        apply,
        (hovered) => this.focus.focus(hovered),
      );
      this.focus.add(stepper);
      y += rowHeight + m.gap;
    };
    row(t('lobby.game'), onlineGames(), this.choice.game, gameName, (v) => this.set({ game: v }));
    if (isFirstGame(this.choice.game)) {
      row(
        t('versus.rules'),
        RULESETS,
        isRuleset(this.choice.rules) ? this.choice.rules : 'arcade',
        (v) => t(`versus.rules.${v}`),
        (v) => this.set({ rules: v }),
      );
    }
    row(t('online.time'), RATED_TIME_CONTROLS, this.choice.time, timeControlText, (v) =>
      this.set({ time: v }),
    );
    const standing = this.ratings.get(this.pool);
    const rating = standing
      ? t('ranked.rating', { rating: ratingText(standing.rating, standing.deviation) })
      : t('ranked.ratingNew', { rating: ratingText(START_RATING, START_DEVIATION) });
    for (const [words, color] of [
      [`${poolName(this.pool)} · ${rating}`, CHROME.textGood],
      ...this.statusLines().map((line) => [line, CHROME.textDim] as const),
    ] as const) {
      const line = this.text(width / 2, y, words, { size: m.smallSize, color }).setOrigin(0.5, 0);
      fitText(line, words, rowWidth, 2);
      y += line.height + m.gap * 0.4;
    }
    y += m.gap * 0.6 + m.buttonHeight / 2;
    const enabled = this.link === 'open';
    this.button(width / 2, y, t(this.seeking ? 'ranked.stop' : 'ranked.find'), () => this.toggle(), {
      kind: this.seeking ? 'normal' : 'primary',
      enabled,
    });
    y += m.buttonHeight + m.gap;
    const name = this.identity?.name ?? '';
    this.button(width / 2, y, t('ranked.profile'), () =>
      this.go('Profile', { name, returnTo: { scene: 'QuickPair' } } satisfies ProfileData),
    );
    this.backButton(t('menu.back'));
  }
}
