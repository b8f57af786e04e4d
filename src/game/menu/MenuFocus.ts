import type Phaser from 'phaser';
import { nextSpot, tabSpot, type Direction } from './navigation';

/** A widget the keyboard can reach. */
export interface Focusable {
  /** Centre in screen coordinates, for arrow-key navigation. */
  spot(): { x: number; y: number };
  setFocused(focused: boolean): void;
  activate(): void;
  /** What the widget says, for tests and assistive tooling (a button's text, a setting and its value). */
  label?(): string;
  /** A key the widget handles itself (a stepper takes Left/Right); true when it used the key. */
  handleKey?(key: string): boolean;
}

const ARROWS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);

/**
 * Keyboard focus for one menu screen: arrows and Tab move it, Enter or Space activates, Escape goes
 * back. It listens on the window itself rather than through Phaser's key queue so Tab can be kept
 * from leaving the canvas, and it lets text fields keep their keys.
 */
export class MenuFocus {
  private items: Focusable[] = [];
  private index = -1;
  private readonly onKeyDown = (event: KeyboardEvent): void => this.key(event);

  constructor(
    scene: Phaser.Scene,
    private readonly onBack: () => void,
  ) {
    window.addEventListener('keydown', this.onKeyDown);
    scene.events.once('shutdown', () => window.removeEventListener('keydown', this.onKeyDown));
  }

  add<T extends Focusable>(item: T): T {
    this.items.push(item);
    return item;
  }

  /** Forgets every widget (before a screen redraws itself); the focused position is kept. */
  clear(): void {
    this.items = [];
  }

  get focusedIndex(): number {
    return this.index;
  }

  focus(target: number | Focusable): void {
    const next = typeof target === 'number' ? target : this.items.indexOf(target);
    if (next < 0 || next >= this.items.length) return;
    if (this.index >= 0 && this.index < this.items.length && this.index !== next) {
      this.items[this.index].setFocused(false);
    }
    this.index = next;
    this.items[next].setFocused(true);
  }

  /** After a redraw: focus the same position as before, or the first widget. */
  restore(fallback = 0): void {
    const wanted = this.index >= 0 && this.index < this.items.length ? this.index : fallback;
    this.index = -1;
    this.focus(Math.min(wanted, this.items.length - 1));
  }

  /** The widgets in focus order, with what they say and where they are, for the test hook. */
  describe(): { label: string; x: number; y: number; focused: boolean }[] {
    return this.items.map((item, i) => ({
      label: item.label?.() ?? '',
      ...item.spot(),
      focused: i === this.index,
    }));
  }

  private key(event: KeyboardEvent): void {
    if (isTextField(event.target)) {
      // A text field keeps its keys, except Escape and Tab, which leave it.
      if (event.key !== 'Escape' && event.key !== 'Tab') return;
      (event.target as HTMLElement).blur();
      if (event.key === 'Escape') {
        event.preventDefault();
        return;
      }
    }
    const current = this.items[this.index];
    if (current?.handleKey?.(event.key)) {
      event.preventDefault();
      return;
    }
    const direction = ARROWS[event.key];
    if (direction) {
      event.preventDefault();
      const spots = this.items.map((item) => item.spot());
      this.focus(nextSpot(spots, Math.max(0, this.index), direction));
    } else if (event.key === 'Tab') {
      event.preventDefault();
      this.focus(tabSpot(this.items.length, this.index, event.shiftKey));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!event.repeat) current?.activate();
    } else if (event.key === 'Escape' || event.key === 'Backspace') {
      event.preventDefault();
      this.onBack();
    }
  }
}
