// Writes the installed app's icons (public/icons/*.png) from the favicon's drawing. Run it again
// after the favicon changes: `node packages/web/scripts/app-icons.mjs`. The PNGs are committed, so
// a build needs no image library.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../public/icons/', import.meta.url));
const BLUE = '#1c7ed6';
const HOUSE = 'M12 34 32 16l20 18v16H38V38H26v12H12z';

/** The favicon: the house on a rounded tile, transparent around it. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BLUE}"/><path d="${HOUSE}" fill="#fff"/></svg>`;
/**
 * For launchers that cut their own shape (maskable, Apple's): the tile fills the square and the house
 * sits inside the middle 80%, the part every shape keeps.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BLUE}"/><path d="${HOUSE}" fill="#fff" transform="translate(6.4 6.4) scale(0.8)"/></svg>`;

mkdirSync(out, { recursive: true });
const icons = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['maskable-512.png', fullBleed, 512],
  ['apple-touch-icon.png', fullBleed, 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out + name);
}
