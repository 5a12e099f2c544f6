import { loadSharp } from '../lazy-modules.js';
import type { FileStorage } from '../storage/files.js';

/** A roofer's mark for the demo company (two roof lines), drawn here rather than shipped as a file. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" rx="48" fill="#d9480f"/>
  <g fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round">
    <path d="M36 136 L128 56 L220 136"/>
    <path d="M72 192 L128 142 L184 192"/>
  </g>
</svg>`;

/** Stores the demo company's logo as a PNG (what invoices draw) and answers its file name. */
export async function storeDemoLogo(files: FileStorage): Promise<string> {
  return files.put('png', await (await loadSharp())(Buffer.from(LOGO_SVG)).png().toBuffer());
}
