import type { Side } from '../../core';
import type { Palette } from './theme';

/** Side length of the blob textures; sprites scale them down, so they stay sharp at any size. */
export const BLOB_TEXTURE_SIZE = 128;

/** Texture key of a side's blob in a palette, as the Preloader makes them. */
export const blobKey = (side: Side, palette: 'standard' | 'colourBlind' | 'boss'): string =>
  `blob-${side}-${palette}`;

function shade(color: number, amount: number): string {
  const channel = (shift: number): number => {
    const value = (color >> shift) & 255;
    return Math.round(amount >= 0 ? value + (255 - value) * amount : value * (1 + amount));
  };
  return `rgb(${channel(16)}, ${channel(8)}, ${channel(0)})`;
}

/**
 * Draws a gooey blob onto a 2D canvas. The sides differ in shape as well as colour: `x` is round with
 * round eyes, `o` is a four-lobed blob with slanted eyes, so the board reads without colour vision.
 */
export function paintBlob(
  context: CanvasRenderingContext2D,
  side: Side,
  palette: Palette,
  size: number,
  /** A boss level's `o`: spikier, with brows and teeth instead of the ordinary frown. */
  boss = false,
): void {
  if (side === 'o' && boss) return paintBoss(context, palette, size);
  const color = side === 'x' ? palette.x : palette.o;
  const centre = size / 2;
  const radius = size * 0.42;
  context.clearRect(0, 0, size, size);
  context.save();
  context.beginPath();
  if (side === 'x') {
    context.arc(centre, centre, radius, 0, Math.PI * 2);
  } else {
    // Four soft lobes: a squircle-like outline traced in polar form.
    traceOutline(context, centre, 64, (angle) => radius * (0.9 + 0.1 * Math.cos(4 * angle + Math.PI / 4)));
  }
  fillBody(context, centre, radius, color, size, 0.45);
  context.fill();
  context.restore();

  // A glossy highlight sells the goo.
  context.fillStyle = 'rgba(255, 255, 255, 0.35)';
  context.beginPath();
  context.ellipse(
    centre - radius * 0.35,
    centre - radius * 0.45,
    radius * 0.28,
    radius * 0.16,
    -0.5,
    0,
    Math.PI * 2,
  );
  context.fill();

  const eyeY = centre - radius * 0.02;
  const eyeDx = radius * 0.3;
  for (const dir of [-1, 1]) {
    const ex = centre + dir * eyeDx;
    context.fillStyle = '#ffffff';
    context.beginPath();
    if (side === 'x') context.arc(ex, eyeY, radius * 0.17, 0, Math.PI * 2);
    else context.ellipse(ex, eyeY, radius * 0.19, radius * 0.12, dir * 0.45, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#101428';
    context.beginPath();
    context.arc(ex + dir * radius * 0.03, eyeY + radius * 0.03, radius * 0.08, 0, Math.PI * 2);
    context.fill();
  }
  // x smiles, o frowns: one more cue that needs no colour.
  context.strokeStyle = 'rgba(16, 20, 40, 0.8)';
  context.lineWidth = size * 0.025;
  context.lineCap = 'round';
  context.beginPath();
  if (side === 'x') context.arc(centre, centre + radius * 0.22, radius * 0.2, 0.15 * Math.PI, 0.85 * Math.PI);
  else context.arc(centre, centre + radius * 0.5, radius * 0.2, 1.2 * Math.PI, 1.8 * Math.PI);
  context.stroke();
}

/**
 * A boss: eight sharp lobes instead of four soft ones, angry brows over narrowed eyes and a jagged
 * grin of teeth, so a boss reads as a boss on the board and on its card, in shape as well as colour.
 */
function paintBoss(context: CanvasRenderingContext2D, palette: Palette, size: number): void {
  const centre = size / 2;
  const radius = size * 0.44;
  context.clearRect(0, 0, size, size);
  context.save();
  context.beginPath();
  traceOutline(
    context,
    centre,
    96,
    (angle) => radius * (0.8 + 0.2 * Math.pow(Math.abs(Math.cos(4 * angle)), 6)),
  );
  fillBody(context, centre, radius, palette.o, size, 0.55);
  context.fill();
  context.restore();

  const eyeY = centre - radius * 0.05;
  const eyeDx = radius * 0.3;
  for (const dir of [-1, 1]) {
    const ex = centre + dir * eyeDx;
    context.fillStyle = '#fff4c2';
    context.beginPath();
    context.ellipse(ex, eyeY, radius * 0.17, radius * 0.09, dir * 0.35, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#101428';
    context.beginPath();
    context.arc(ex - dir * radius * 0.02, eyeY + radius * 0.01, radius * 0.06, 0, Math.PI * 2);
    context.fill();
    // Brows slanting down to the middle: anger, readable at any size.
    context.strokeStyle = '#101428';
    context.lineWidth = size * 0.035;
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(ex + dir * radius * 0.2, eyeY - radius * 0.22);
    context.lineTo(ex - dir * radius * 0.14, eyeY - radius * 0.1);
    context.stroke();
  }
  // A wide grin of teeth: a dark mouth with a zigzag of white along it.
  const mouthY = centre + radius * 0.33;
  const half = radius * 0.34;
  context.fillStyle = 'rgba(16, 20, 40, 0.9)';
  context.beginPath();
  context.moveTo(centre - half, mouthY - radius * 0.06);
  context.quadraticCurveTo(centre, mouthY + radius * 0.22, centre + half, mouthY - radius * 0.06);
  context.closePath();
  context.fill();
  context.fillStyle = '#ffffff';
  context.beginPath();
  const teeth = 5;
  for (let i = 0; i < teeth; i++) {
    const left = centre - half + ((2 * half) / teeth) * i;
    const right = left + (2 * half) / teeth;
    context.moveTo(left, mouthY - radius * 0.05);
    context.lineTo((left + right) / 2, mouthY + radius * 0.05);
    context.lineTo(right, mouthY - radius * 0.05);
  }
  context.fill();
}

/** Traces a closed outline round the centre, its radius a function of the angle (polar form). */
function traceOutline(
  context: CanvasRenderingContext2D,
  centre: number,
  steps: number,
  radiusAt: (angle: number) => number,
): void {
  for (let i = 0; i <= steps; i++) {
    const angle = (i / steps) * Math.PI * 2;
    const r = radiusAt(angle);
    const px = centre + Math.cos(angle) * r;
    const py = centre + Math.sin(angle) * r;
    if (i === 0) context.moveTo(px, py);
    else context.lineTo(px, py);
  }
  context.closePath();
}

/**
 * Fills the traced outline with the goo: lit from the top left, darker (by `dark`) towards the rim, with
 * a soft drop shadow.
 */
function fillBody(
  context: CanvasRenderingContext2D,
  centre: number,
  radius: number,
  color: number,
  size: number,
  dark: number,
): void {
  const body = context.createRadialGradient(
    centre - radius * 0.35,
    centre - radius * 0.4,
    radius * 0.1,
    centre,
    centre,
    radius * 1.05,
  );
  body.addColorStop(0, shade(color, 0.45));
  body.addColorStop(0.55, shade(color, 0));
  body.addColorStop(1, shade(color, -dark));
  context.fillStyle = body;
  context.shadowColor = 'rgba(0, 0, 0, 0.45)';
  context.shadowBlur = size * 0.06;
  context.shadowOffsetY = size * 0.03;
}
