// Draws the app's icons (web/public/icons): a pale moon with craters on the night blue of the
// header, as PNGs of 192 and 512 px (what browsers ask of an installable app; the moon stays
// inside the middle 80%, so the same picture serves as a maskable icon) and an SVG for tabs.
// Run `node scripts/make-icons.js` after changing the picture; the files are kept in git.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const OUT = join(import.meta.dirname, '../web/public/icons');
const NIGHT = [0x1b, 0x2a, 0x4a];
const MOON = [0xf2, 0xe6, 0xb8];
const CRATER = [0xd6, 0xc4, 0x8a];
/** Circles in units of the icon's side: the moon, then its craters. */
const SHAPES = [
  { x: 0.5, y: 0.5, r: 0.3, color: MOON },
  { x: 0.42, y: 0.4, r: 0.07, color: CRATER },
  { x: 0.6, y: 0.58, r: 0.05, color: CRATER },
  { x: 0.45, y: 0.63, r: 0.035, color: CRATER },
];

function pixel(u, v) {
  let color = NIGHT;
  for (const s of SHAPES) if ((u - s.x) ** 2 + (v - s.y) ** 2 <= s.r ** 2) color = s.color;
  return color;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function png(size) {
  const rows = Buffer.alloc(size * (1 + size * 3));
  const SAMPLES = 4; // 4x4 samples a pixel: smooth edges
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    rows[row] = 0;
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0];
      for (let i = 0; i < SAMPLES; i++)
        for (let j = 0; j < SAMPLES; j++) {
          const c = pixel((x + (i + 0.5) / SAMPLES) / size, (y + (j + 0.5) / SAMPLES) / size);
          for (let k = 0; k < 3; k++) sum[k] += c[k];
        }
      for (let k = 0; k < 3; k++)
        rows[row + 1 + x * 3 + k] = Math.round(sum[k] / (SAMPLES * SAMPLES));
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (c) => '#' + c.map((n) => n.toString(16).padStart(2, '0')).join('');
const svg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
  `<rect width="100" height="100" rx="18" fill="${hex(NIGHT)}"/>` +
  SHAPES.map(
    (s) => `<circle cx="${s.x * 100}" cy="${s.y * 100}" r="${s.r * 100}" fill="${hex(s.color)}"/>`,
  ).join('') +
  `</svg>\n`;

for (const size of [192, 512]) writeFileSync(join(OUT, `icon-${size}.png`), png(size));
writeFileSync(join(OUT, 'icon.svg'), svg);
console.log(`wrote ${OUT}: icon-192.png, icon-512.png, icon.svg`);
