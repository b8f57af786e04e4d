import type Phaser from 'phaser';
import { FONT } from '../base/theme';

export interface FieldOptions {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly fontSize: number;
  readonly value: string;
  readonly label: string;
  readonly id: string;
  readonly placeholder?: string;
  readonly readOnly?: boolean;
  readonly multiline?: boolean;
}

/**
 * A real text box over the canvas at game coordinates, so typing and pasting work with every keyboard,
 * including a phone's. The caller removes it (and it is removed with the scene).
 */
export function domField(scene: Phaser.Scene, options: FieldOptions): HTMLInputElement | HTMLTextAreaElement {
  const canvas = scene.game.canvas.getBoundingClientRect();
  const field = document.createElement(options.multiline ? 'textarea' : 'input');
  field.value = options.value;
  field.id = options.id;
  field.placeholder = options.placeholder ?? '';
  field.readOnly = options.readOnly ?? false;
  field.spellcheck = false;
  field.setAttribute('autocapitalize', 'off');
  field.setAttribute('autocomplete', 'off');
  field.setAttribute('aria-label', options.label);
  Object.assign(field.style, {
    position: 'fixed',
    left: `${canvas.left + options.x}px`,
    top: `${canvas.top + options.y}px`,
    width: `${options.width}px`,
    height: `${options.height}px`,
    boxSizing: 'border-box',
    resize: 'none',
    font: `${options.fontSize}px ${FONT}`,
    color: '#ffffff',
    background: '#161b3a',
    border: '2px solid #4a56a8',
    borderRadius: '10px',
    padding: '4px 10px',
    outline: 'none',
    zIndex: '10',
  } satisfies Partial<CSSStyleDeclaration>);
  field.addEventListener('focus', () => (field.style.borderColor = '#ffe066'));
  field.addEventListener('blur', () => (field.style.borderColor = '#4a56a8'));
  document.body.appendChild(field);
  scene.events.once('shutdown', () => field.remove());
  return field;
}

/** Copies text with the clipboard API; false where it is refused (no permission, not a secure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
