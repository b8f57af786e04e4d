import { decodeBoard, encodeBoard } from '../../core/board-code';
import { draftOf, sharedOf, type BoardDraft } from './board-draft';
import { EDITOR_DRAFT_KEY } from '../session/editor-draft';
import { domField } from '../menu/dom-field';
import { BOARD_NAME_LENGTH, forgetBoard, freshName, keepBoard, type MyBoard } from '../store/my-boards';
import { t } from '../base/i18n';
import { MenuScene } from '../menu/MenuScene';
import { CHROME } from '../base/theme';
import type { EditorData } from './Editor';

/**
 * My boards: keep the editor's board under a name, and open, or forget, the boards kept before. Kept
 * boards live in the save (store/my-boards.ts); those that no longer read are counted, never hidden.
 */
export class MyBoards extends MenuScene {
  private page = 0;
  private name: HTMLInputElement | HTMLTextAreaElement | null = null;

  constructor() {
    super('MyBoards');
  }

  init(): void {
    this.page = 0;
  }

  private get boards(): readonly MyBoard[] {
    return this.services.saves.data.myBoards ?? [];
  }

  private get draft(): BoardDraft | undefined {
    return this.registry.get(EDITOR_DRAFT_KEY) as BoardDraft | undefined;
  }

  protected override back(): void {
    this.go('Editor');
  }

  protected build(): void {
    this.name?.remove();
    this.name = null;
    const { width } = this.scale;
    const m = this.metrics;
    let y = this.heading(t('boards.title')) + m.gap;
    const rowWidth = Math.min(width - 2 * m.margin, 560 * m.unit);
    const left = width / 2 - rowWidth / 2;
    const draft = this.draft;
    if (draft) {
      // The name box and Keep on one line: the editor's board kept under that name.
      const keepWidth = Math.min(rowWidth * 0.4, 180 * m.unit);
      const fieldWidth = rowWidth - keepWidth - m.gap;
      const field = domField(this, {
        x: left,
        y,
        width: fieldWidth,
        height: m.buttonHeight,
        fontSize: m.textSize,
        value: freshName(this.boards, t('boards.stem')),
        label: t('boards.name'),
        id: 'board-name',
        placeholder: t('boards.needName'),
      });
      field.maxLength = BOARD_NAME_LENGTH;
      this.name = field;
      this.focus.add({
        spot: () => ({ x: left + fieldWidth / 2, y: y + m.buttonHeight / 2 }),
        setFocused: (focused) => (focused ? field.focus() : field.blur()),
        activate: () => field.focus(),
        label: () => `name: ${field.value}`,
      });
      this.button(
        left + fieldWidth + m.gap + keepWidth / 2,
        y + m.buttonHeight / 2,
        t('boards.keep'),
        () => this.keep(),
        {
          width: keepWidth,
          kind: 'primary',
        },
      );
      y += m.buttonHeight + m.gap * 1.5;
    }
    const aside = this.services.saves.data.setAsideBoards?.length ?? 0;
    const bottom = this.frame.bottom - m.gap - (aside > 0 ? m.smallSize * 2 : 0);
    const rowHeight = Math.min(m.buttonHeight, 52 * m.unit);
    const perPage = Math.max(1, Math.floor((bottom - y - rowHeight - m.gap) / (rowHeight + m.gap)));
    const boards = this.boards;
    const pages = Math.max(1, Math.ceil(boards.length / perPage));
    this.page = Math.min(this.page, pages - 1);
    if (boards.length === 0) {
      this.text(width / 2, y + rowHeight, t('boards.none'), {
        color: CHROME.textDim,
        wrap: rowWidth,
      }).setOrigin(0.5, 0);
    }
    // Delete is as wide as its word needs (Dutch and Portuguese words run longer), at least a square and a half.
    const probe = this.text(0, 0, t('boards.forget')).setVisible(false);
    const deleteWidth = Math.min(rowWidth * 0.35, Math.max(rowHeight * 1.6, probe.width + rowHeight * 0.9));
    probe.destroy();
    for (const board of boards.slice(this.page * perPage, (this.page + 1) * perPage)) {
      const label = `${board.name} · ${this.sizeOf(board)}`;
      const openWidth = rowWidth - deleteWidth - m.gap;
      const open = this.button(left + openWidth / 2, y + rowHeight / 2, label, () => this.open(board), {
        width: openWidth,
        height: rowHeight,
      });
      open.setData('board', board.name);
      this.button(
        left + openWidth + m.gap + deleteWidth / 2,
        y + rowHeight / 2,
        t('boards.forget'),
        () => this.forget(board),
        {
          width: deleteWidth,
          height: rowHeight,
          kind: 'quiet',
        },
      );
      y += rowHeight + m.gap;
    }
    const foot = { left, width: rowWidth, y: bottom - rowHeight / 2, height: rowHeight };
    this.pageControls(foot, pages, t('boards.page', { page: this.page + 1, pages }), (step) =>
      this.turn(step),
    );
    this.setAsideNote(aside, t('boards.setAside', { count: aside }), rowWidth);
    this.backButton(t('menu.back'), { label: t('boards.json'), onPress: () => this.go('BoardJson') });
  }

  private sizeOf(board: MyBoard): string {
    const decoded = decodeBoard(board.code);
    return decoded.ok ? `${decoded.value.start.width}×${decoded.value.start.height}` : '?';
  }

  private turn(step: number): void {
    this.page += step;
    this.redraw();
  }

  private keep(): void {
    const draft = this.draft;
    const name = this.name?.value.trim() ?? '';
    if (!draft) return;
    if (name === '') {
      // The empty box asks for a name itself (its placeholder), where the player is looking.
      this.click('illegal');
      this.name?.focus();
      return;
    }
    const kept: MyBoard = { name, code: encodeBoard(sharedOf(draft)), saved: new Date().toISOString() };
    this.services.saves.update((data) => ({ ...data, myBoards: keepBoard(data.myBoards ?? [], kept) }));
    this.page = 0;
    this.redraw();
  }

  private open(board: MyBoard): void {
    const decoded = decodeBoard(board.code);
    if (!decoded.ok) return;
    this.go('Editor', { draft: draftOf(decoded.value) } satisfies EditorData);
  }

  private forget(board: MyBoard): void {
    this.ask({
      title: t('boards.forgetTitle'),
      body: t('boards.forgetAsk', { name: board.name }),
      choices: [
        { label: t('boards.keepIt'), kind: 'primary', onPress: () => this.closeDialog() },
        {
          label: t('boards.forget'),
          onPress: () => {
            this.services.saves.update((data) => ({
              ...data,
              myBoards: forgetBoard(data.myBoards ?? [], board.name),
            }));
            this.closeDialog();
            this.redraw();
          },
        },
      ],
      onCancel: () => this.closeDialog(),
    });
  }
}
