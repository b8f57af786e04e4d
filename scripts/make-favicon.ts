/** Writes public/favicon.ico (16×16, two blobs like the game's pieces); browsers ask for it by name. */
import { writeFileSync } from 'node:fs';

const SIZE = 16;
const pixels = Buffer.alloc(SIZE * SIZE * 4);
const blob = (x: number, y: number, cx: number, cy: number) => Math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= 3.6;
for (let y = 0; y < SIZE; y++) {
  for (let x = 0; x < SIZE; x++) {
    const row = SIZE - 1 - y; // BMP rows run bottom-up
    const i = (row * SIZE + x) * 4;
    const [r, g, b] = blob(x, y, 5.5, 5.5)
      ? [0x52, 0xe0, 0x7c]
      : blob(x, y, 10.5, 10.5)
        ? [0xe0, 0x48, 0x7a]
        : [0x0d, 0x10, 0x21];
    pixels.writeUInt8(b, i);
    pixels.writeUInt8(g, i + 1);
    pixels.writeUInt8(r, i + 2);
    pixels.writeUInt8(255, i + 3);
  }
}
const header = Buffer.alloc(40);
header.writeUInt32LE(40, 0);
header.writeInt32LE(SIZE, 4);
header.writeInt32LE(SIZE * 2, 8); // colour and mask halves
header.writeUInt16LE(1, 12);
header.writeUInt16LE(32, 14);
const mask = Buffer.alloc(SIZE * 4);
const image = Buffer.concat([header, pixels, mask]);
const dir = Buffer.alloc(22);
dir.writeUInt16LE(1, 2);
dir.writeUInt16LE(1, 4);
dir.writeUInt8(SIZE, 6);
dir.writeUInt8(SIZE, 7);
dir.writeUInt16LE(1, 10);
dir.writeUInt16LE(32, 12);
dir.writeUInt32LE(image.length, 14);
dir.writeUInt32LE(22, 18);
writeFileSync('public/favicon.ico', Buffer.concat([dir, image]));
console.log('wrote public/favicon.ico');
