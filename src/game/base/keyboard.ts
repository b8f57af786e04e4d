/**
 * Whether the player has a keyboard: a fine pointer (a mouse or trackpad, so most likely a computer), or
 * any key pressed on this page. Keyboard-only hints ("Arrows or Tab", "Esc", "type a letter") show only
 * then; a phone's touch screen gets words for taps instead.
 */
let keyPressed = false;

if (typeof window !== 'undefined') {
  window.addEventListener('keydown', () => (keyPressed = true), { capture: true, once: true });
}

export function hasKeyboard(): boolean {
  if (keyPressed) return true;
  return typeof matchMedia === 'function' && matchMedia('(pointer: fine)').matches;
}
