import Phaser from 'phaser';

/** A rectangle in page (CSS) pixels. */
export interface PageRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** One text a player can see: what it says, how big it is drawn, where, and the box it must stay in. */
export interface ShownText {
  readonly scene: string;
  readonly text: string;
  /** Rendered font size in CSS px: font size × object scale × camera zoom × canvas-to-CSS scale. */
  readonly size: number;
  readonly bounds: PageRect;
  /** Its button or panel (a `box` kept on the text or an enclosing container), else the screen. */
  readonly box: PageRect;
  readonly inside: boolean;
  /** Cut short with an ellipsis because it did not fit even at the minimum size on two lines. */
  readonly cut: boolean;
}

type Box = { x: number; y: number; width: number; height: number };

/** The corners of a local rectangle carried through an object's world transform. */
function worldRect(object: Phaser.GameObjects.Container, local: Box): Box {
  const matrix = object.getWorldTransformMatrix();
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [px, py] of [
    [local.x, local.y],
    [local.x + local.width, local.y + local.height],
  ]) {
    const point = matrix.transformPoint(px, py);
    xs.push(point.x);
    ys.push(point.y);
  }
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/**
 * Every visible text of the running scenes with its rendered size and bounds (test build only: the
 * phone text-size walk reads it). A text names its box with `setData('box', rect)` in canvas pixels, or
 * the part of its container it may use with `setData('room', rect)` in the container's coordinates; a
 * container with a local `box` (a button, a stepper) is the box of the texts inside it.
 */
export function shownTexts(game: Phaser.Game): ShownText[] {
  const canvas = game.canvas;
  const css = canvas.getBoundingClientRect();
  const toCss = css.width / game.scale.width;
  const found: ShownText[] = [];
  for (const scene of game.scene.getScenes(true)) {
    const camera = scene.cameras.main;
    const zoom = camera.zoom;
    const page = (box: Box): PageRect => ({
      x: css.x + (box.x - camera.scrollX) * zoom * toCss,
      y: css.y + (box.y - camera.scrollY) * zoom * toCss,
      width: box.width * zoom * toCss,
      height: box.height * zoom * toCss,
    });
    const screen: PageRect = { x: css.x, y: css.y, width: css.width, height: css.height };
    const visit = (objects: readonly Phaser.GameObjects.GameObject[], box: PageRect): void => {
      for (const object of objects) {
        const shown = object as Phaser.GameObjects.GameObject & { visible?: boolean; alpha?: number };
        if (shown.visible === false || shown.alpha === 0) continue;
        if (object instanceof Phaser.GameObjects.Container) {
          const local = object.getData('box') as Box | undefined;
          visit(object.list, local ? page(worldRect(object, local)) : box);
          continue;
        }
        if (!(object instanceof Phaser.GameObjects.Text) || object.text.trim() === '') continue;
        const fontSize = parseFloat(String(object.style.fontSize));
        const scale = object.getWorldTransformMatrix().scaleY;
        const bounds = page(object.getBounds());
        const own = object.getData('box') as Box | undefined;
        // `room`: the part of its parent it may use, in the parent's own coordinates (a button's label
        // stays between the focus chevrons, a stepper's value between its arrows).
        const room = object.getData('room') as Box | undefined;
        const parent = object.parentContainer;
        const within = room && parent ? page(worldRect(parent, room)) : own ? page(own) : box;
        const inside =
          bounds.x >= within.x - 1 &&
          bounds.y >= within.y - 1 &&
          bounds.x + bounds.width <= within.x + within.width + 1 &&
          bounds.y + bounds.height <= within.y + within.height + 1;
        found.push({
          scene: scene.scene.key,
          text: object.text,
          size: Math.round(fontSize * Math.abs(scale) * zoom * toCss * 10) / 10,
          bounds,
          box: within,
          inside,
          cut: object.getData('cut') === true,
        });
      }
    };
    visit(scene.children.list, screen);
  }
  return found;
}

/** Air kept between a frame line and anything a player reads or presses, in canvas pixels. */
const FRAME_CLEARANCE = 3;

/**
 * What crosses or touches the menus' frame lines (the edges of the backdrop's top and bottom bands):
 * every visible text and every boxed widget (button, stepper, tile), one line each, for the test hook.
 */
export function frameCrossings(game: Phaser.Game): string[] {
  const found: string[] = [];
  for (const scene of game.scene.getScenes(true)) {
    const bands = scene.children.getByName('frame-lines');
    const lines = (bands?.getData('lines') as number[] | undefined) ?? [];
    if (lines.length === 0) continue;
    const check = (what: string, rect: Box): void => {
      for (const line of lines) {
        if (rect.y < line + FRAME_CLEARANCE && rect.y + rect.height > line - FRAME_CLEARANCE)
          found.push(
            `${scene.scene.key}: ${what} (${Math.round(rect.y)}–${Math.round(rect.y + rect.height)}) meets the line at ${Math.round(line)}`,
          );
      }
    };
    const visit = (objects: readonly Phaser.GameObjects.GameObject[]): void => {
      for (const object of objects) {
        const shown = object as Phaser.GameObjects.GameObject & { visible?: boolean; alpha?: number };
        if (shown.visible === false || shown.alpha === 0) continue;
        if (object instanceof Phaser.GameObjects.Container) {
          const local = object.getData('box') as Box | undefined;
          if (local) check(`${object.name || 'box'} "${describe(object)}"`, worldRect(object, local));
          else visit(object.list);
          continue;
        }
        if (object instanceof Phaser.GameObjects.Text && object.text.trim() !== '')
          check(`"${object.text.replace(/\n/g, ' ')}"`, object.getBounds());
      }
    };
    visit(scene.children.list);
  }
  return found;
}

/** The first text inside a container, to name it in a report. */
function describe(container: Phaser.GameObjects.Container): string {
  for (const child of container.list) {
    if (child instanceof Phaser.GameObjects.Text) return child.text.replace(/\n/g, ' ');
    if (child instanceof Phaser.GameObjects.Container) return describe(child);
  }
  return '';
}
