/**
 * `npm run icons`: writes the installable app's icons into public/icons/ (192 and 512 px, and a
 * maskable 512 px whose blobs keep inside the safe circle), two blobs like the game's pieces on the
 * game's night blue. PNG written by hand (zlib from Node), so no image library is needed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BACKGROUND = [0x0d, 0x10, 0x21];
const GREEN = [0x52, 0xe0, 0x7c];
const PINK = [0xe0, 0x48, 0x7a];

/** CRC-32 of PNG chunks. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG of `size` px: `colourAt(x, y)` in 0..1 coordinates gives [r, g, b, a] (a 0..1). */
function png(size: number, colourAt: (x: number, y: number) => number[]): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  const samples = 4; // 4×4 supersampling smooths the blobs' edges
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const colour = colourAt((x + (sx + 0.5) / samples) / size, (y + (sy + 0.5) / samples) / size);
          for (let i = 0; i < 4; i++) sum[i] += colour[i];
        }
      const at = y * (size * 4 + 1) + 1 + x * 4;
      for (let i = 0; i < 3; i++) raw[at + i] = Math.round(sum[i] / samples ** 2);
      raw[at + 3] = Math.round((sum[3] / samples ** 2) * 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Two blobs with a highlight and two eyes each; `scale` < 1 pulls them into the maskable safe zone. */
function icon(scale: number, rounded: boolean) {
  return (x: number, y: number): number[] => {
    // Rounded corners for the plain icon; the maskable one fills its square (the platform shapes it).
    const cx = Math.min(Math.max(x, 0.16), 0.84);
    const cy = Math.min(Math.max(y, 0.16), 0.84);
    if (rounded && Math.hypot(x - cx, y - cy) > 0.16) return [0, 0, 0, 0];
    const u = 0.5 + (x - 0.5) / scale;
    const v = 0.5 + (y - 0.5) / scale;
    for (const [bx, by, colour] of [
      [0.35, 0.36, GREEN],
      [0.65, 0.64, PINK],
    ] as const) {
      const d = Math.hypot(u - bx, v - by);
      if (d > 0.22) continue;
      const eye = [-0.07, 0.07].some((dx) => Math.hypot(u - bx - dx, v - by + 0.02) < 0.035);
      if (eye) return [0xff, 0xff, 0xff, 1];
      const shine = Math.hypot(u - bx + 0.08, v - by + 0.1) < 0.05 ? 0.35 : 0;
      return [...colour.map((c) => c + (255 - c) * shine), 1];
    }
    return [...BACKGROUND, 1];
  };
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', png(192, icon(1, true)));
writeFileSync('public/icons/icon-512.png', png(512, icon(1, true)));
writeFileSync('public/icons/maskable-512.png', png(512, icon(0.78, false)));
console.log('icons: wrote public/icons/icon-192.png, icon-512.png, maskable-512.png');
