import type Phaser from 'phaser';
import { type BoardDraft } from './board-draft';
import { EDITOR_DRAFT_KEY } from '../session/editor-draft';
import { draftOfLevelJson, levelJsonOf } from './level-json';
import { copyText, domField } from '../menu/dom-field';
import { t } from '../base/i18n';
import { MenuScene } from '../menu/MenuScene';
import { CHROME } from '../base/theme';
import type { EditorData } from './Editor';

/**
 * The editor's board as level JSON, the format `levels/` accepts: copy it out to make a campaign level
 * by a pull request, or paste a level file in and open it in the editor. Problems are the level
 * checker's own words (file, field, row and column).
 */
export class BoardJson extends MenuScene {
  private field: HTMLInputElement | HTMLTextAreaElement | null = null;
  private verdict: Phaser.GameObjects.Text | null = null;

  constructor() {
    super('BoardJson');
  }

  protected override back(): void {
    this.go('MyBoards');
  }

  protected build(): void {
    const keep = this.field?.value;
    this.field?.remove();
    const { width } = this.scale;
    const m = this.metrics;
    const top = this.heading(t('json.title')) + m.gap;
    const boxWidth = Math.min(width - 2 * m.margin, 640 * m.unit);
    const left = width / 2 - boxWidth / 2;
    const buttonsY = this.frame.bottom - m.gap - m.buttonHeight / 2;
    const verdictRoom = m.smallSize * 3.2;
    const boxHeight = buttonsY - m.buttonHeight / 2 - m.gap - verdictRoom - top;
    const draft = this.registry.get(EDITOR_DRAFT_KEY) as BoardDraft | undefined;
    const field = domField(this, {
      x: left,
      y: top,
      width: boxWidth,
      height: boxHeight,
      fontSize: Math.max(12, m.smallSize * 0.9),
      value: keep ?? (draft ? levelJsonOf(draft, t('boards.stem')) : ''),
      label: t('json.title'),
      id: 'board-json',
      placeholder: t('json.placeholder'),
      multiline: true,
    });
    this.field = field;
    this.events.once('shutdown', () => (this.field = null));
    this.focus.add({
      spot: () => ({ x: width / 2, y: top + boxHeight / 2 }),
      setFocused: (focused) => (focused ? field.focus() : field.blur()),
      activate: () => field.focus(),
      label: () => 'level json',
    });
    this.verdict = this.text(width / 2, top + boxHeight + m.gap * 0.5, '', {
      size: m.smallSize,
      wrap: boxWidth,
      color: CHROME.textWarn,
    }).setOrigin(0.5, 0);
    const half = (boxWidth - m.gap) / 2;
    this.button(left + half / 2, buttonsY, t('json.copy'), () => void this.copy(), { width: half });
    this.button(left + boxWidth - half / 2, buttonsY, t('json.open'), () => this.open(), {
      width: half,
      kind: 'primary',
    });
    this.backButton(t('menu.back'));
  }

  private async copy(): Promise<void> {
    const copied = this.field !== null && (await copyText(this.field.value));
    this.verdict?.setColor(CHROME.textGood).setText(t(copied ? 'json.copied' : 'json.selectToCopy'));
    if (!copied) this.field?.select();
  }

  private open(): void {
    const read = draftOfLevelJson(this.field?.value ?? '');
    if (!read.ok) {
      this.click('illegal');
      // The first problems, in the checker's words: enough to find the line to fix.
      this.verdict?.setColor(CHROME.textWarn).setText(read.error.slice(0, 2).join('\n'));
      return;
    }
    this.go('Editor', { draft: read.value } satisfies EditorData);
  }
}
