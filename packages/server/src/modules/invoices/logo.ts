import type { FileStorage } from '../../storage/files.js';
import { sniffImage } from '../../storage/images.js';
import { loadSharp } from '../../lazy-modules.js';

/** The company's logo as pdfkit can draw it, or null (no logo, a missing file, an image it cannot use). */
export async function drawableLogo(files: FileStorage, name: string | null): Promise<Buffer | null> {
  if (!name) return null;
  const content = await files.get(name);
  if (!content) return null;
  const kind = sniffImage(content);
  if (kind === 'png' || kind === 'jpg') return content;
  // pdfkit draws only PNG and JPEG.
  if (kind === 'webp')
    return (await loadSharp())(content)
      .png()
      .toBuffer()
      .catch(() => null);
  return null;
}
