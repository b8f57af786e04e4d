import { OXONO_STRENGTHS } from '../../ai/oxono/strengths';
import { t } from '../base/i18n';
import { strengthWords } from '../base/strength-words';
import { CHROME } from '../base/theme';
import { MenuScene } from '../menu/MenuScene';
import { Stepper } from '../menu/Stepper';
import { HUMAN } from '../session/oxono/oxono-match';
import { readOxonoSave } from '../store/oxono-save';
import { foldOldOxonoList, lastOxonoGame, openOxonoReplay } from './oxono-replay-link';
import { browserStorage } from './oxono-storage';
import type { OxonoPlayData } from './OxonoPlay';

/** The strength picked last, kept for the visit so a rematch at the same strength is one tap. */
const STRENGTH_KEY = 'oxono.strength';

/**
 * Oxono's own menu, where the title's Oxono entry leads: play the computer at any rung of its ladder
 * (the player is pink and moves first), two players on one device, a saved game to continue, and How
 * to play. Ataxx's campaign and arcade stay on the title.
 */
export class OxonoMenu extends MenuScene {
  constructor() {
    super('OxonoMenu');
  }

  private get strength(): number {
    return (this.registry.get(STRENGTH_KEY) as number | undefined) ?? 3;
  }

  protected build(): void {
    const { width, height } = this.scale;
    const m = this.metrics;
    const top = this.heading(t('oxono.title'));
    this.text(width / 2, top, t('oxono.about'), { size: m.smallSize, color: CHROME.textDim }).setOrigin(
      0.5,
      0,
    );
    const saved = readOxonoSave(browserStorage());
    const buttonWidth = Math.min(width - 2 * m.margin, Math.max(m.buttonWidth, 320));
    foldOldOxonoList(this.services);
    const lastGame = lastOxonoGame(this.services);
    const rows = (saved ? 1 : 0) + (lastGame ? 1 : 0) + 4;
    const room = height - m.margin * 2 - m.buttonHeight - top - m.smallSize * 2;
    const step = Math.min(m.buttonHeight * 1.6 + m.gap, room / rows);
    let y = top + m.smallSize * 2 + step / 2;
    if (saved) {
      this.button(
        width / 2,
        y,
        t('oxono.continue'),
        () => this.go('OxonoPlay', { resume: true } satisfies OxonoPlayData),
        {
          width: buttonWidth,
          kind: 'primary',
        },
      );
      y += step;
    }
    const stepper = new Stepper<number>(
      this,
      width / 2,
      y,
      {
        width: buttonWidth,
        height: Math.min(m.buttonHeight * 1.3, step - m.gap),
        fontSize: m.textSize,
        label: t('oxono.strengthLabel'),
        values: OXONO_STRENGTHS.map((rung) => rung.level),
        value: this.strength,
        format: (level) => t('oxono.strength', { level, name: strengthWords('oxono', level).name }),
      },
      (level) => this.registry.set(STRENGTH_KEY, level),
      (hovered) => this.focus.focus(hovered),
    );
    stepper.setName('oxono-strength');
    this.focus.add(stepper);
    y += step;
    this.button(
      width / 2,
      y,
      t('oxono.computer'),
      () => this.start({ players: { pink: HUMAN, black: { kind: 'computer', strength: this.strength } } }),
      { width: buttonWidth, kind: saved ? 'normal' : 'primary' },
    );
    y += step;
    this.button(
      width / 2,
      y,
      t('oxono.twoPlayers'),
      () => this.start({ players: { pink: HUMAN, black: HUMAN } }),
      {
        width: buttonWidth,
      },
    );
    y += step;
    this.button(width / 2, y, t('oxono.howToPlay'), () => this.go('OxonoHowTo'), { width: buttonWidth });
    if (lastGame) {
      y += step;
      this.button(width / 2, y, t('oxono.lastGame'), () => openOxonoReplay(this, this.services, lastGame), {
        width: buttonWidth,
      });
    }
    this.backButton(t('menu.back'));
  }

  /** Starts a new game; one in progress is never thrown away unasked: the player keeps or abandons it. */
  private start(data: OxonoPlayData): void {
    const saved = readOxonoSave(browserStorage());
    if (!saved) return this.go('OxonoPlay', data);
    const moves = saved.moves.length;
    this.ask({
      title: t('confirm.title'),
      body: t('confirm.body', { what: `${t('oxono.title')} · ${t('oxono.moves', { moves })}` }),
      choices: [
        { label: t('confirm.keep'), kind: 'primary', onPress: () => this.go('OxonoPlay', { resume: true }) },
        { label: t('confirm.abandon'), onPress: () => this.go('OxonoPlay', data) },
      ],
      onCancel: () => this.closeDialog(),
    });
  }
}
