/**
 * The High scores screen's switch between this device's tables and the world's, and the world side's
 * state while the screen is open: the chosen table and the club's pages read so far.
 */
import { campaignLevels } from '../../core/level';
import { err, ok } from '../../core/result';
import type { WorldTable } from '../../net/world';
import { identities } from '../club/club-session';
import type { Services } from '../store/services';
import { t } from '../base/i18n';
import { readWorldTable } from '../club/world-api';
import { onWorldRecords } from '../club/world-sender';
import type { WorldTab } from '../base/scene-data';
import { defaultChoice, WorldPages, type WorldChoice } from './world-tables';
import { drawWorldPanel, type WorldKit } from './WorldPanel';

export class WorldScreen {
  /** Whether the world tables are on screen (else this device's). */
  shown: boolean;
  private choice: WorldChoice;
  private readonly pages: WorldPages;

  constructor(
    private readonly redraw: () => void,
    firstLevel: string,
    tab: WorldTab | null,
    preview: WorldTable | 'offline' | null,
  ) {
    this.shown = tab !== null;
    this.choice = { ...defaultChoice(firstLevel), ...(tab ? { tab } : {}) };
    const fetchPage = preview
      ? () => Promise.resolve(preview === 'offline' ? err('unreachable' as const) : ok(preview))
      : (kind: Parameters<typeof readWorldTable>[2], page: number) =>
          navigator.onLine === false
            ? Promise.resolve({ ok: false as const, error: 'unreachable' as const })
            : readWorldTable(
                (url, init) => fetch(url, init),
                window.location.origin,
                kind,
                page,
                identities().identity?.token ?? null,
              );
    this.pages = new WorldPages(fetchPage, () => this.redraw());
  }

  /** Redraws on the world's news (a record answered, the browser back online); returns the way to stop. */
  listen(): () => void {
    const online = (): void => {
      this.pages.clear();
      this.redraw();
    };
    window.addEventListener('online', online);
    const off = onWorldRecords(() => this.redraw());
    return () => {
      window.removeEventListener('online', online);
      off();
    };
  }

  /** The two buttons that switch between this device's tables and the world's; returns the y below them. */
  drawSwitch(kit: WorldKit, y: number): number {
    const m = kit.metrics;
    const { width } = kit.scene.scale;
    const buttonWidth = Math.min((width - 2 * m.margin - m.gap) / 2, 240 * m.unit);
    const height = Math.max(40, m.buttonHeight * 0.8);
    const middle = y + height / 2;
    const side = (world: boolean, x: number): void => {
      const label = t(world ? 'world.tab.world' : 'world.tab.device');
      const press = (): void => {
        if (this.shown === world) return;
        this.shown = world;
        this.redraw();
      };
      const kind = this.shown === world ? 'primary' : 'normal';
      kit.button(x, middle, label, press, { width: buttonWidth, height, fontSize: m.smallSize, kind });
    };
    side(false, width / 2 - (buttonWidth + m.gap) / 2);
    side(true, width / 2 + (buttonWidth + m.gap) / 2);
    return y + height + m.gap;
  }

  draw(kit: WorldKit, area: { x: number; y: number; w: number; h: number }, services: Services): void {
    drawWorldPanel(kit, area, {
      choice: this.choice,
      pages: this.pages,
      data: services.saves.data,
      levels: campaignLevels(services.campaign),
      choose: (next) => {
        this.choice = next;
        this.redraw();
      },
    });
  }
}
